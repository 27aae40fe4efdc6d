#!/usr/bin/env bash
# Installs the locked dependencies when they are missing or older than package-lock.json.
# `npm install` rather than `npm ci`: the registry reachable here lacks some optional platform
# binaries (e.g. @tailwindcss/oxide-android-arm64), which npm ci refuses and npm install skips.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies…"
  npm install --no-audit --no-fund
fi
