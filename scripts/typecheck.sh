#!/usr/bin/env bash
# Type-checks the workspace in one `tsc -b`: the packages and the site as composite projects in dependency order
# (root tsconfig.json's references), then the tools. Incremental: build info under node_modules/.cache/tsc.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -b --pretty
