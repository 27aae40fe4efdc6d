#!/usr/bin/env bash
# npm run test:visual:update [story files or folders…]: takes the story pictures again (every story's, or only
# those files'), then shares the identical ones. The paths go before `--update`: after it, vitest would read the
# first path as the update mode and run every story.
set -euo pipefail
cd "$(dirname "$0")/.."
VISUAL_UPDATE=1 npx vitest run --project storybook "$@" --update
npx tsx scripts/lighten-baselines.ts
