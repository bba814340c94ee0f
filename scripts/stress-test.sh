#!/usr/bin/env bash
# stress-test.sh: runs a test command several times in a row on a busy machine, to find the
# tests that race the product (a count, a focus, an address read before the page has caught up).
#
# What it does
#   1. Starts CPU burners (default 2: busy `node` loops), so the browser, the portal and the
#      sandbox get less CPU than they would on an idle machine, as on a loaded CI box.
#   2. Runs the command (default `npm test`) RUNS times in a row (default 3), each bounded by a
#      time limit (default 90 minutes, CI's own limit), from the repository root. Each run's
#      output is saved to its own log file; the last lines of a failed run are printed.
#   3. Prints each run's outcome and, at the end, "N passed, N failed" (runs, not tests).
#   4. Stops the burners and any run still going when it ends, fails, or is interrupted
#      (Ctrl-C, SIGTERM, SIGHUP). Burners also end by themselves if this script dies without a
#      chance to stop them (kill -9): each checks that its parent is alive, and has a deadline;
#      a run in progress then still ends at its time limit.
#   Exits 0 when every run passed, 1 when one failed, 2 on a usage error, 130/143 when stopped.
#
# How to run (from anywhere in the repository)
#   scripts/stress-test.sh                      # npm test, 3 times, beside 2 burners
#   scripts/stress-test.sh -n 5                 # 5 times
#   scripts/stress-test.sh -n 3 -- npx --yes pnpm@12.21.0 --filter @wellkit/web run e2e
#   scripts/stress-test.sh -b 0 -n 1            # no burners: a plain run, timed and logged
#
# Options
#   -n RUNS      how many runs (1 to 50; default 3; or STRESS_RUNS)
#   -b BURNERS   how many CPU burners (0 to 16; default 2; or STRESS_BURNERS)
#   -t MINUTES   time limit of one run, in minutes (default 90; or STRESS_TIMEOUT_MINUTES)
#   -l DIR       where the logs go (default: a new directory under ${TMPDIR:-/tmp})
#   -q           quiet: do not stream the command's output, only the outcomes
#   -h           this help
#   -- COMMAND   the command to run instead of `npm test` (as given, no shell re-parsing)
#
# The e2e suite alone, against a build of its own (so that a build made meanwhile by someone
# else in the same tree does not change what is tested):
#   (cd packages/web && npx vite build --outDir /tmp/wk-dist --emptyOutDir)
#   WELLKIT_WEB_DIST=/tmp/wk-dist scripts/stress-test.sh -- npx --yes pnpm@12.21.0 --filter @wellkit/web run e2e
set -uo pipefail

usage() { sed -n '2,/^set -uo/{/^set -uo/d;s/^# \{0,1\}//;p}' "$0"; }

runs="${STRESS_RUNS:-3}"
burners="${STRESS_BURNERS:-2}"
minutes="${STRESS_TIMEOUT_MINUTES:-90}"
logs=""
quiet=0
while getopts ":n:b:t:l:qh" option; do
  case "$option" in
    n) runs="$OPTARG" ;;
    b) burners="$OPTARG" ;;
    t) minutes="$OPTARG" ;;
    l) logs="$OPTARG" ;;
    q) quiet=1 ;;
    h) usage; exit 0 ;;
    :) echo "stress-test: -$OPTARG needs a value" >&2; exit 2 ;;
    *) echo "stress-test: unknown option -$OPTARG (see -h)" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ "${1:-}" = "--" ] && shift

number() { [[ "$1" =~ ^[0-9]+$ ]] && [ "$1" -ge "$2" ] && [ "$1" -le "$3" ]; }
number "$runs" 1 50 || { echo "stress-test: RUNS must be 1 to 50, not '$runs'" >&2; exit 2; }
number "$burners" 0 16 || { echo "stress-test: BURNERS must be 0 to 16, not '$burners'" >&2; exit 2; }
number "$minutes" 1 600 || { echo "stress-test: MINUTES must be 1 to 600, not '$minutes'" >&2; exit 2; }
command -v timeout >/dev/null || { echo "stress-test: needs coreutils' timeout" >&2; exit 2; }
command -v node >/dev/null || { echo "stress-test: needs node (the burners are node loops)" >&2; exit 2; }

if [ "$#" -eq 0 ]; then set -- npm test; fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -z "$logs" ]; then logs="$(mktemp -d "${TMPDIR:-/tmp}/stress-test.XXXXXX")"; fi
mkdir -p "$logs" || exit 2

burner_pids=()
run_pid=""
streamer_pid=""

# A busy loop that ends when this script is gone (its parent changes) or at its deadline.
# shellcheck disable=SC2016
burner_js='
const fs = require("node:fs")
const parent = Number(process.argv[1])
const deadline = Date.now() + Number(process.argv[2]) * 1000
const parentNow = () => {
  try { return Number(fs.readFileSync("/proc/self/stat", "utf8").replace(/^.*\) /s, "").split(" ")[1]) }
  catch { try { process.kill(parent, 0); return parent } catch { return 1 } }
}
for (let i = 1; ; i++) {
  if (i % 50_000_000 === 0 && (parentNow() !== parent || Date.now() > deadline)) process.exit(0)
}'

stop_run() {
  if [ -n "$run_pid" ] && kill -0 "$run_pid" 2>/dev/null; then
    # timeout(1) made a process group of its own for the run: end all of it, then make sure.
    kill -TERM -- "-$run_pid" 2>/dev/null || kill -TERM "$run_pid" 2>/dev/null
    for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$run_pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$run_pid" 2>/dev/null
  fi
  run_pid=""
  if [ -n "$streamer_pid" ]; then kill "$streamer_pid" 2>/dev/null; fi
  streamer_pid=""
}

stop_burners() {
  local pid
  for pid in "${burner_pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  for pid in "${burner_pids[@]}"; do wait "$pid" 2>/dev/null; done
  burner_pids=()
}

cleanup() {
  trap - EXIT INT TERM HUP
  stop_run
  stop_burners
}
interrupted() {
  echo
  echo "stress-test: stopped by SIG$1; stopping the run and the burners." >&2
  cleanup
  [ "$1" = INT ] && exit 130
  exit 143
}
trap cleanup EXIT
trap 'interrupted INT' INT
trap 'interrupted TERM' TERM
trap 'interrupted HUP' HUP

budget=$((runs * (minutes * 60 + 60) + 60))
for ((b = 1; b <= burners; b++)); do
  node -e "$burner_js" "$$" "$budget" &
  burner_pids+=("$!")
done

echo "stress-test: $runs run(s) of: $*"
echo "stress-test: $burners CPU burner(s) (pids ${burner_pids[*]:-none}) on $(nproc 2>/dev/null || echo '?') CPU(s); limit ${minutes} min per run; logs in $logs"

passed=0
failed=0
outcomes=()
for ((run = 1; run <= runs; run++)); do
  log="$logs/run-$run.log"
  : >"$log"
  echo "stress-test: run $run/$runs started $(date '+%H:%M:%S')"
  started=$SECONDS
  (cd "$root" && exec timeout --kill-after=30s "${minutes}m" "$@") >"$log" 2>&1 </dev/null &
  run_pid=$!
  if [ "$quiet" -eq 0 ]; then
    tail -n +1 -f --pid="$run_pid" "$log" &
    streamer_pid=$!
  fi
  # `wait` returns early when a trapped signal arrives, so Ctrl-C is acted on at once.
  wait "$run_pid"
  status=$?
  if [ -n "$streamer_pid" ]; then wait "$streamer_pid" 2>/dev/null; fi
  run_pid=""
  streamer_pid=""
  took=$((SECONDS - started))
  # The command's own closing count, if it prints one (`npm test`: "N passed, N failed"; vitest: "Tests ...").
  summary="$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^[0-9]+ passed, [0-9]+ failed$|^ *Tests +[0-9]' | tail -n 1 | sed 's/^ *//')"
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    outcome="run $run/$runs: passed in ${took}s${summary:+ ($summary)}"
  else
    failed=$((failed + 1))
    reason="exit $status"
    [ "$status" -eq 124 ] && reason="timed out after ${minutes} min"
    outcome="run $run/$runs: FAILED ($reason) in ${took}s${summary:+ ($summary)}; log: $log"
    if [ "$quiet" -eq 1 ]; then
      echo "---- last lines of run $run ----"
      sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E 'FAIL|AssertionError|Error:|expected' | head -n 20
      tail -n 15 "$log"
      echo "----"
    fi
  fi
  outcomes+=("$outcome")
  echo "stress-test: $outcome"
done

stop_burners
echo
echo "stress-test: outcomes ($burners burner(s), command: $*)"
for outcome in "${outcomes[@]}"; do echo "  $outcome"; done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
