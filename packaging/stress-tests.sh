#!/bin/sh
# Runs every test of one build preset N times (default asan, 20), two at a time so each runs on
# a loaded machine, the way run-tests.sh runs them (private D-Bus session, real keyring). Stops
# at the first failure and says which test and which round. Further arguments go to ctest,
# e.g. -R tst_session to stress one program.
#   packaging/stress-tests.sh asan 20
set -eu
preset=${1:-asan}
rounds=${2:-20}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] && shift
cd "$(dirname "$0")/.."
start=$(date +%s)
status=0
packaging/run-tests.sh "$preset" --repeat "until-fail:$rounds" -j 2 "$@" || status=$?
echo "stress-tests: $rounds rounds of preset $preset, two tests at a time, $(( $(date +%s) - start )) s: $([ $status -eq 0 ] && echo passed || echo FAILED)"
exit $status
