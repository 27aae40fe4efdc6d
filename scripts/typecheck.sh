#!/usr/bin/env bash
# Type-checks each package with its own tsconfig (they all extend the strict root), then the tools.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for project in packages/design-system packages/api packages/sandbox packages/features apps/site .; do
  echo "tsc -p $project"
  npx tsc -p "$project" --pretty || status=1
done
exit $status
