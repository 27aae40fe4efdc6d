#!/usr/bin/env bash
# npm start: install if needed, build, then serve the site (and the sandbox API) on one origin.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/require-node22.sh
npm run build:demo
exec npm run serve
