#!/bin/sh
# Runs CI's command (the README's second command, the last line of .ci/run) one step at a time and
# prints how long each took, as the rows of the README's table of CI times:
#     packaging/ci-times.sh [LOG]
# Each step's output goes to LOG (default build/ci-times.log); the table goes to stdout. Stops at
# the first step that fails, with its exit status.
set -eu
cd "$(dirname "$0")/.."
log=${1:-build/ci-times.log}
mkdir -p "$(dirname "$log")"
: >"$log"

command=$(tail -n 1 .ci/run)
total=0
echo "| step | seconds |"
echo "| --- | ---: |"
# The steps are joined by " && "; none of them contains that sequence itself.
printf '%s\n' "$command" | sed 's/ && /\n/g' >"$log.steps"
while IFS= read -r step; do
    start=$(date +%s)
    status=0
    echo "### $step" >>"$log"
    sh -c "$step" >>"$log" 2>&1 </dev/null || status=$?
    seconds=$(($(date +%s) - start))
    total=$((total + seconds))
    echo "| \`$step\` | $seconds |"
    if [ "$status" -ne 0 ]; then
        echo "FAILED with exit status $status; see $log" >&2
        rm -f "$log.steps"
        exit "$status"
    fi
done <"$log.steps"
rm -f "$log.steps"
echo "| **total** | **$total** |"
