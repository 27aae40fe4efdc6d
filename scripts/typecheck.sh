#!/usr/bin/env bash
# Type-checks the workspace in one build-mode run of TypeScript 7's native compiler (`tsgo -b`): the packages and the
# site as composite projects in dependency order (root tsconfig.json's references), then the tools. It reports what
# TypeScript 5.9 reports, four to five times faster (docs/decisions/0005-typecheck-and-lint-tools.md); the libraries
# are still built with 5.9. Incremental: build info under node_modules/.cache/tsc.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsgo -b --pretty
