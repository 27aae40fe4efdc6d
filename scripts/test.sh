#!/usr/bin/env bash
# npm test: every suite, in three phases on two cores (docs/decisions/0002-test-lanes.md): the quick checks beside
# typecheck and the unit tests; the stories beside the builds and their checks; then the journeys, e2e and Prism,
# one after another (browser suites side by side slow each other down). Each lane writes a log of its own, printed
# whole when the lane ends; the first failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/require-node22.sh
echo "Node $(node --version)"

start_of_run=$SECONDS

# One suite: `step <npm script> [its arguments]`, timed.
step() {
  local name=$1
  shift
  echo
  echo "━━ npm run $name $*"
  local start=$SECONDS
  npm run -s "$name" -- "$@" || return 1
  echo "━━ $name ok ($((SECONDS - start)) s; $((SECONDS - start_of_run)) s into npm test)"
}

lane_lint() {
  step test:lockfile && step api:lint && step format:check && step lint && step build:demo && step test:js-budget
}
lane_checks_unit() { step typecheck && step test:unit; }

# Job control: each lane is a process group of its own, so a failing lane's siblings can be stopped whole
# (Playwright's web servers and browsers included).
set -m
logs=$(mktemp -d)
declare -A lane_of_pid=()
stop_lanes() {
  for pid in "${!lane_of_pid[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
}
trap 'stop_lanes; exit 130' INT TERM

# `side_by_side <lane>…`: runs the lanes side by side and returns when all have passed; on the first failure it stops
# the others and ends npm test.
side_by_side() {
  echo
  echo "━━━━ side by side: $*"
  lane_of_pid=()
  local lane status ended
  for lane in "$@"; do
    "$lane" >"$logs/$lane.log" 2>&1 &
    lane_of_pid[$!]=$lane
  done
  while [ ${#lane_of_pid[@]} -gt 0 ]; do
    status=0
    wait -n -p ended "${!lane_of_pid[@]}" || status=$?
    lane=${lane_of_pid[$ended]}
    unset "lane_of_pid[$ended]"
    echo
    echo "┏━━ $lane"
    cat "$logs/$lane.log"
    if [ "$status" -ne 0 ]; then
      echo "┗━━ $lane FAILED (exit $status) after $((SECONDS - start_of_run)) s: stopping the other lanes"
      stop_lanes
      wait || true
      echo
      echo "npm test failed in $lane"
      exit 1
    fi
    echo "┗━━ $lane ok ($((SECONDS - start_of_run)) s into npm test)"
  done
}

lane_stories() { step test:stories; }
# The demo build of the first lane built the three packages' dist/ (`npm run build` builds every workspace).
lane_builds() {
  step build-storybook && STORYBOOK_STATIC_SKIP_BUILD=1 step test:storybook-static && step test:packages --no-build &&
    step test:production-build
}

side_by_side lane_lint lane_checks_unit
side_by_side lane_stories lane_builds
rm -rf "$logs"
# The other browser suites run in the foreground, one after another: no job control for them.
set +m
trap - INT TERM
for name in test:e2e test:e2e:prism; do
  step "$name" || exit 1
done
echo
echo "npm test: every suite passed in $((SECONDS - start_of_run)) s"
