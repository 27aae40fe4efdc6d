#!/usr/bin/env bash
# npm run test:lockfile: package-lock.json is complete and in step with every package.json, so `npm ci` takes it as
# it is and no install rewrites it. npm resolves the whole tree again (lockfile only, nothing installed) and the
# result must be the committed file, byte for byte. The committed file is put back either way.
set -euo pipefail
cd "$(dirname "$0")/.."
kept=$(mktemp)
cp package-lock.json "$kept"
trap 'cp "$kept" package-lock.json; rm -f "$kept"' EXIT
npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error
if ! cmp -s "$kept" package-lock.json; then
  echo "package-lock.json is not what npm install writes for these package.json files:" >&2
  diff -u "$kept" package-lock.json | head -n 60 >&2 || true
  echo "Run 'npm install' and commit package-lock.json." >&2
  exit 1
fi
echo "package-lock.json: complete and in step (npm ci takes it as it is)"
