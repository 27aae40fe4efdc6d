#!/usr/bin/env bash
# npm test: every suite, in the order that fails fastest. Each step stops the run on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/require-node22.sh
echo "Node $(node --version)"

steps=(
  "test:lockfile"
  "typecheck"
  "api:lint"
  "lint"
  "format:check"
  "test:unit"
  "test:stories"
  "test:storybook-static"
  "test:packages"
  "test:production-build"
  "build:demo"
  "test:budget"
  "test:e2e"
  "test:e2e:prism"
)
passed=0
for step in "${steps[@]}"; do
  echo
  echo "━━ npm run $step"
  start=$SECONDS
  npm run -s "$step"
  passed=$((passed + 1))
  echo "━━ $step ok ($((SECONDS - start)) s)"
done
echo
echo "suites: $passed passed, 0 failed"
