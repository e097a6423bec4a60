#!/usr/bin/env bash
# fuzz.sh: builds and runs memlab's libFuzzer targets (Tests/Fuzz/*.swift), docs/fuzzing.md.
#
# Usage: scripts/fuzz.sh [TARGET...]      (default: every target)
#   FUZZ_SECONDS=N   how long each target runs (default 60)
#
# Each target is built with swiftc -sanitize=fuzzer,address against a static build of the module
# it fuzzes (MemlabProtocol: no Foundation, no C), and run over a working copy of its checked-in
# seed corpus (Tests/Fuzz/corpus/TARGET, which libFuzzer adds to in .build/fuzz/work/TARGET, not in
# the repository). A crash is written to .build/fuzz/crashes/TARGET-crash-<sha1>; the script exits 1
# then, and the input, once the bug is fixed, becomes a unit test (docs/fuzzing.md lists them).
set -euo pipefail

checkout=$(cd "$(dirname "$0")/.." && pwd)
out="$checkout/.build/fuzz"
seconds=${FUZZ_SECONDS:-60}
mkdir -p "$out/crashes" "$out/work"
cd "$out"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for file in "$checkout"/Tests/Fuzz/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

# The sanitized module, rebuilt every time (5 s; the linker's warnings about ASan's local symbols
# are expected and shown only when a build fails).
build() {  # build LOG COMMAND...: quiet unless it fails (then its errors, and exit 1)
    local log=$1; shift
    if ! "$@" > "$log" 2>&1; then
        grep -v "Cannot export local symbol" "$log" >&2
        echo "fuzz.sh: could not build ($*)" >&2
        exit 1
    fi
}
build module.log swiftc -sanitize=fuzzer,address -parse-as-library -module-name MemlabProtocol -emit-library -static \
    "$checkout"/Sources/MemlabProtocol/*.swift -o libMemlabProtocol.a \
    -emit-module -emit-module-path MemlabProtocol.swiftmodule

status=0
printf '%-18s %8s %12s %10s  %s\n' target seconds executions "exec/s" result
for target in "${targets[@]}"; do
    [ -f "$checkout/Tests/Fuzz/$target.swift" ] || { echo "fuzz.sh: no target $target (Tests/Fuzz/$target.swift)" >&2; exit 64; }
    build "$target.build.log" swiftc -sanitize=fuzzer,address -parse-as-library -I . -L . -lMemlabProtocol \
        "$checkout/Tests/Fuzz/$target.swift" -o "$target"
    mkdir -p "work/$target"
    cp -n "$checkout/Tests/Fuzz/corpus/$target/"* "work/$target/" 2>/dev/null || true
    log="$target.log"
    if ./"$target" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="crashes/$target-" "work/$target" > "$log" 2>&1; then
        result=ok
    else
        result="CRASH: $(grep -o 'crashes/[^ ]*' "$log" | head -1) ($(grep -m1 -E 'Precondition failed|Fatal error|ERROR: AddressSanitizer' "$log" || echo see $out/$log))"
        status=1
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    printf '%-18s %8s %12s %10s  %s\n' "$target" "$seconds" "${runs:-?}" "${rate:-?}" "$result"
done
exit $status
