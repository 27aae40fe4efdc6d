#!/usr/bin/env bash
# Installs the locked dependencies, exactly as package-lock.json has them (`npm ci`), when they are missing or
# older than the lockfile. The lockfile is complete (every optional platform package of every tool is in it), so
# `npm ci` accepts it on a fresh machine and nothing rewrites it; `npm run test:lockfile` keeps it so.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing the locked dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi
