#!/usr/bin/env bash
# sanitize.sh: memlab's test suite and its parent under the sanitizers (docs/sanitizers.md).
#
# Usage: scripts/sanitize.sh [address|thread]...   (default: both)
#
#   address  the package built with AddressSanitizer (Swift and C) and UndefinedBehaviorSanitizer
#            (the C targets: sandbox, page footprint, digest, the worker's heap and type-count
#            readers; swiftc has no -sanitize=undefined on Linux), in .build/sanitize-address, and
#            the unit tests run there: MemlabProtocolTests, MemlabCoreTests, MemlabCLITests,
#            MemlabWorkerRuntimeTests (JavaScriptCore in the test process, not sandboxed).
#   thread   the package built with ThreadSanitizer, in .build/sanitize-thread; the parent's unit
#            tests run there, then the sanitized `memlab` itself, with the ordinary worker
#            (MEMLAB_WORKER: the debug build's), over the parts of the parent that run threads:
#            the frame reader and footprint sampler of `run` (the cgroup backend and the watchdog
#            at its fastest polling), a process-isolated run (a worker per push) and
#            `suite --jobs 2` (its pool of runs).
#
# Not run under a sanitizer (docs/sanitizers.md says why): the end-to-end tests and the
# sanitized worker (its ceiling is the point: ASan's shadow memory needs an unlimited address
# space and its footprint is not the worker's; the seccomp filter refuses what TSan's runtime
# calls), the cgroup v2 guests.
set -euo pipefail

checkout=$(cd "$(dirname "$0")/.." && pwd)
cd "$checkout"
kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(address thread)
status=0

skips() {  # skips FILE: --skip REGEX for the names FILE lists (nothing when it lists none)
    local names
    names=$(grep -v '^#' "$1" | sed 's/ *#.*//' | grep -v '^$' | paste -sd '|' || true)
    [ -n "$names" ] && printf '%s\n' --skip "$names"
    return 0
}

run() {  # run LOG COMMAND...: the command's output to LOG; its last lines shown when it fails
    local log=$1; shift
    if "$@" > "$log" 2>&1; then return 0; fi
    tail -n 40 "$log" >&2
    echo "sanitize.sh: failed ($*); the whole output is in $log" >&2
    return 1
}

for kind in "${kinds[@]}"; do
    scratch=.build/sanitize-$kind
    mkdir -p "$scratch"
    case $kind in
    address)
        flags=(--sanitize=address -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined)
        echo "sanitize: building with AddressSanitizer and UndefinedBehaviorSanitizer (C) in $scratch"
        run "$scratch/build.log" swift build --build-tests --scratch-path "$scratch" "${flags[@]}" || { status=1; continue; }
        # Leaks: Foundation's own (FileManager.contents(atPath:) on an empty file, among others) are
        # not memlab's; LeakSanitizer stays off here and on in the fuzz targets, which report them.
        for suite in MemlabProtocolTests MemlabCoreTests MemlabCLITests MemlabWorkerRuntimeTests; do
            echo "sanitize: $suite under ASan+UBSan"
            ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
                run "$scratch/$suite.log" swift test --skip-build --scratch-path "$scratch" "${flags[@]}" --filter "$suite" \
                $(skips scripts/sanitize-skip-address.txt) || status=1
        done
        ;;
    thread)
        flags=(--sanitize=thread)
        echo "sanitize: building with ThreadSanitizer in $scratch"
        run "$scratch/build.log" swift build --build-tests --scratch-path "$scratch" "${flags[@]}" || { status=1; continue; }
        for suite in MemlabProtocolTests MemlabCoreTests MemlabCLITests; do
            echo "sanitize: $suite under TSan"
            TSAN_OPTIONS=halt_on_error=1 run "$scratch/$suite.log" swift test --skip-build --scratch-path "$scratch" "${flags[@]}" \
                --filter "$suite" $(skips scripts/sanitize-skip-thread.txt) || status=1
        done
        # The sanitized parent with the ordinary worker (built as `make test` builds it).
        [ -x .build/debug/memlab-worker ] || swift build --product memlab-worker > "$scratch/worker.log" 2>&1
        memlab=$(swift build --scratch-path "$scratch" "${flags[@]}" --show-bin-path)/memlab
        out=$(mktemp -d)
        trap 'rm -rf "$out"' EXIT
        mkdir -p "$out/probes"
        cp probes/notify.js probes/leak-global.js probes/timer-pending.js "$out/probes/"
        export MEMLAB_WORKER=$checkout/.build/debug/memlab-worker TSAN_OPTIONS=halt_on_error=1:exitcode=66
        for args in "probes/notify.js --pushes 200" "probes/leak-global.js --pushes 300 --enforce watchdog --watchdog-interval 0" \
            "probes/notify.js --pushes 20 --isolation process" "probes/leak-global.js --pushes 100 --explain --limit 256M"; do
            echo "sanitize: memlab run $args under TSan"
            # A run's own verdict (a broken budget is exit 1) is not the question; a race report is (exit 66).
            # shellcheck disable=SC2086
            set +e; "$memlab" run $args --out "$out/results" > "$out/run.log" 2>&1; code=$?; set -e
            if grep -q "ThreadSanitizer" "$out/run.log" || [ $code -ge 64 ]; then
                tail -n 60 "$out/run.log" >&2; echo "sanitize.sh: memlab run $args: exit $code under TSan" >&2; status=1
            fi
        done
        echo "sanitize: memlab suite --jobs 2 under TSan"
        set +e; "$memlab" suite "$out/probes" --jobs 2 --pushes 30 --out "$out/suite" > "$out/suite.log" 2>&1; code=$?; set -e
        if grep -q "ThreadSanitizer" "$out/suite.log" || [ $code -ge 64 ]; then
            tail -n 60 "$out/suite.log" >&2; echo "sanitize.sh: memlab suite: exit $code under TSan" >&2; status=1
        fi
        ;;
    *) echo "sanitize.sh: no sanitizer $kind (address or thread)" >&2; exit 64 ;;
    esac
done
[ $status = 0 ] && echo "sanitize: no sanitizer reported anything"
exit $status
