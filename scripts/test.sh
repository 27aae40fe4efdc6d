#!/usr/bin/env bash
# npm test: every suite. The quick checks, the unit tests and the demo build run first, in two lanes of about three
# minutes each: format and lint (typed rules, the longest check) beside the rest. Then the stories, beside the builds
# (Storybook's and its check, the packages' check, the production build's); then the journeys in two lanes: the e2e
# journeys beside Prism's and the accessibility sweep. Measured on the two cores (system-wide CPU while a suite runs
# alone): lint keeps about one core busy and the unit tests about 1.3, so the pair fits; the stories keep 1.4 busy, the
# e2e journeys 1.5 and Prism's 1.7: each waits (for answers held back on purpose, for a page to settle), and the other
# lane's browser uses that time. Journeys side by side, measured here: e2e then Prism 676 s, both at once 573 s, and with
# the accessibility sweep (a quarter of e2e) moved beside Prism 485 s, at 1.9 cores (issue 19, goal 5). Three browser
# lanes at once were tried earlier: journeys ran 3–6 times slower and timed out. Each lane writes a log of its own,
# printed whole when the lane ends; the first failure stops the run.
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
  step test:lockfile && step api:lint && step format:check && step lint && step build:demo && step test:budget
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

# The journeys: every e2e journey but the accessibility sweep, on the e2e site's own port; beside them Prism's (servers
# of their own), then the sweep on a second site, so that neither lane shares a sandbox with the other (each journey
# resets its sandbox). Measured here alone: e2e 485 s (the sweep 164 of it), Prism 191 s.
lane_journeys() { step test:e2e --grep-invert 'a11y\.spec'; }
lane_contract_and_a11y() { step test:e2e:prism && E2E_PORT=4318 step test:e2e a11y.spec; }

side_by_side lane_lint lane_checks_unit
side_by_side lane_stories lane_builds
side_by_side lane_journeys lane_contract_and_a11y
rm -rf "$logs"
echo
echo "npm test: every suite passed in $((SECONDS - start_of_run)) s"
