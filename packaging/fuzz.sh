#!/bin/sh
# Builds the fuzz targets (preset fuzz: clang, libFuzzer, AddressSanitizer and
# UndefinedBehaviorSanitizer) and runs each for a while:
#     packaging/fuzz.sh [SECONDS_PER_TARGET | --short] [TARGET...]
#     packaging/fuzz.sh --minimize [TARGET...]
# SECONDS_PER_TARGET defaults to 600; --short is 25 seconds each, for CI. TARGETs (fuzz_jwt, ...)
# limit the run to those. FUZZ_JOBS targets run at once (default 2).
# Each target starts from its seeds (tests/fuzz/corpus/<target>) and what earlier runs found
# (build/fuzz/corpus/<target>, where new inputs go); crashes are kept in
# build/fuzz/artifacts/<target>/. Prints per target the executions, the coverage (cov, ft), the
# corpus size and the result, and exits non-zero when a target crashed, leaked, hung or ran out
# of memory. --minimize adds to the seeds those small inputs the runs found that reach code the
# seeds do not (libFuzzer's -merge=1). FUZZ_NICE runs the targets at that niceness.
# A crash replays with build/fuzz/bin/<target> <artifact>; it belongs in the target's seeds and in
# a unit test once fixed.
set -eu
cd "$(dirname "$0")/.."

seconds=600
minimize=false
case "${1:-}" in
--short) seconds=25 && shift ;;
--minimize) minimize=true && shift ;;
[0-9]*) seconds=$1 && shift ;;
esac
jobs=${FUZZ_JOBS:-2}

all="fuzz_watch_decoder fuzz_list_decoder fuzz_gzip fuzz_kube_status fuzz_jwt fuzz_kubeconfig
fuzz_cluster_resource fuzz_rayup_config fuzz_ray_dashboard fuzz_head_address fuzz_emulator_request
fuzz_emulator_body"
targets=${*:-$all}

# The longest input each target is given, and its dictionaries.
max_len() {
    case $1 in
    fuzz_jwt | fuzz_head_address) echo 2048 ;;
    fuzz_kube_status | fuzz_emulator_request) echo 8192 ;;
    fuzz_kubeconfig | fuzz_cluster_resource | fuzz_rayup_config) echo 16384 ;;
    *) echo 65536 ;;
    esac
}
dictionaries() {
    case $1 in
    fuzz_kubeconfig | fuzz_cluster_resource | fuzz_rayup_config) echo tests/fuzz/yaml.dict ;;
    fuzz_emulator_request) echo "tests/fuzz/fuzz_emulator_request.dict tests/fuzz/json.dict" ;;
    fuzz_emulator_body) echo "tests/fuzz/json.dict tests/fuzz/yaml.dict" ;;
    fuzz_ray_dashboard) echo "tests/fuzz/fuzz_ray_dashboard.dict tests/fuzz/json.dict" ;;
    fuzz_head_address) echo tests/fuzz/fuzz_head_address.dict ;;
    *) echo tests/fuzz/json.dict ;;
    esac
}

[ -f build/fuzz/CMakeCache.txt ] || cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

work=build/fuzz
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_stack_use_after_return=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

if $minimize; then
    # The seeds stay; of what the runs found, only inputs up to 2 KiB that reach code (edges, not
    # hit counts) the seeds do not join them, which keeps the checked-in corpus small.
    for t in $targets; do
        seeds=tests/fuzz/corpus/$t
        mkdir -p "$work/corpus/$t"
        "$work/bin/$t" -merge=1 -use_counters=0 -max_len=2048 -rss_limit_mb=2048 \
            "$seeds" "$work/corpus/$t" </dev/null >"$work/$t.merge.log" 2>&1
        echo "$t: $(find "$seeds" -type f | wc -l) inputs, $(du -sb "$seeds" | cut -f1) bytes"
    done
    exit 0
fi

run() {
    t=$1
    mkdir -p "$work/corpus/$t" "$work/artifacts/$t"
    dict=$work/$t.dict
    # shellcheck disable=SC2046 # one path per word
    cat $(dictionaries "$t") >"$dict"
    status=0
    nice -n "${FUZZ_NICE:-0}" "$work/bin/$t" "$work/corpus/$t" "tests/fuzz/corpus/$t" \
        -max_total_time="$seconds" -max_len="$(max_len "$t")" -rss_limit_mb=2048 -timeout=25 \
        -dict="$dict" -print_final_stats=1 -artifact_prefix="$work/artifacts/$t/" \
        </dev/null >"$work/$t.log" 2>&1 || status=$?
    echo "$status" >"$work/$t.status"
}

summary() {
    t=$1
    log=$work/$t.log
    status=$(cat "$work/$t.status")
    # The last progress line holds the coverage: "#N DONE cov: C ft: F corp: U/Sb ...".
    progress=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
    field() { echo "$progress" | sed -n "s/.* $1: \([^ ]*\).*/\1/p"; }
    final() { sed -n "s/^stat::$1: *//p" "$log"; }
    execs=$(final number_of_executed_units)
    [ -n "$execs" ] || execs=$(echo "$progress" | sed -n 's/^#\([0-9]*\).*/\1/p')
    if [ "$status" -eq 0 ]; then
        result=ok
    else
        artifact=$(sed -n 's/.*Test unit written to \(.*\)/\1/p' "$log" | tail -n 1)
        result="FAILED (exit $status) ${artifact:-see $log}"
    fi
    # corpus: inputs/bytes libFuzzer keeps in its corpus at the end
    printf '%-24s execs %-10s exec/s %-7s cov %-6s ft %-7s corpus %-14s rss %sMb: %s\n' "$t" \
        "$execs" "$(final average_exec_per_sec)" "$(field cov)" "$(field ft)" "$(field corp)" \
        "$(final peak_rss_mb)" "$result"
    [ "$status" -eq 0 ]
}

# FUZZ_JOBS targets at a time.
running=0
for t in $targets; do
    [ -x "$work/bin/$t" ] || { echo "no fuzz target $t" >&2 && exit 2; }
    run "$t" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait
        running=0
    fi
done
wait

failed=0
for t in $targets; do
    summary "$t" || failed=1
done
exit $failed
