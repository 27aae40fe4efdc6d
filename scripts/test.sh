#!/usr/bin/env bash
# npm test: every suite. The quick checks, the unit tests and the demo build run first, in two lanes of about three
# minutes each: format and lint (typed rules, the longest check) beside the rest. Then the stories, beside the builds
# (Storybook's and its check, the packages' check, the production build's); then the journeys, e2e and Prism, one
# after another. Measured on the two cores (system-wide CPU while a suite runs alone): lint keeps about one core busy and
# the unit tests about 1.3, so the pair fits; a browser suite keeps 1.4 (stories), 1.5 (e2e) or 1.7 (Prism) busy, and
# two of them side by side gain little or nothing (tried: with three browser lanes, journeys ran 3–6 times slower and
# timed out; e2e with two workers, each with a site of its own, took 18.2 min here, at 1.94 cores, against 19.3 with
# one on CI; e2e beside Prism and the accessibility sweep, 676 → 485 s in a working copy, gained 10 s of 1,252 on a
# fresh-clone CI, where each lane ran 1.6–2 times slower, and the sweep needed a retry). A whole fresh-clone run
# keeps 1.65 cores busy: 2,219 CPU-seconds in 1,349 s. Each lane writes a log of its own, printed whole when the lane
# ends; the first failure stops the run.
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

# Measured on CI (s): lockfile 3, API lint 2, format 25, lint 134, demo build 21, budget 1; typecheck 50, unit 117–143
# (the busier the other lane, the slower).
lane_lint() {
  step test:lockfile && step api:lint && step format:check && step lint && step build:demo
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

# The stories keep about 1.5 cores busy: the builds run beside them (the packages' check opens one page of its consumer
# app in Chromium, the rest is Node). Measured here: stories 317 s alone, 345 s beside these, which take about 110 s
# one after another alone. The static Storybook's check follows its build there: it loads the Dialogs page's 32
# frames one after another and waits for each story's play, 106 s at 0.4 of a core (39 % CPU), so it fits beside the
# stories instead of running alone after them (128 s on CI).
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
