#!/usr/bin/env bash
# fuzz.sh: builds and runs memlab's libFuzzer targets (Tests/Fuzz/*.swift), docs/fuzzing.md.
#
# Usage: scripts/fuzz.sh [TARGET...]      (default: every target)
#   FUZZ_SECONDS=N   how long each target runs (default 60)
#
# Each target is built with swiftc -sanitize=fuzzer,address against a static, sanitized build of
# the module it fuzzes: MemlabProtocol (no Foundation, no C), or MemlabCore (Foundation; its C
# targets CSandbox and CWebCrypto compiled by clang with -fsanitize=fuzzer-no-link,address;
# -enable-testing, so that a target may reach its parser's internals), and run over a working
# copy of its checked-in seed corpus (Tests/Fuzz/corpus/TARGET, which libFuzzer adds to in
# .build/fuzz/work/TARGET, not in the repository). A crash is written to
# .build/fuzz/crashes/TARGET-crash-<sha1>; the script exits 1 then, and the input, once the bug is
# fixed, becomes a unit test and a seed (docs/fuzzing.md lists them).
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

# MemlabCore (25 s unoptimized), only when a target needs it and a source is newer than the library.
core_needed=0
for target in "${targets[@]}"; do grep -q "import MemlabCore" "$checkout/Tests/Fuzz/$target.swift" 2>/dev/null && core_needed=1; done
if [ $core_needed = 1 ]; then
    if [ ! -f libMemlabCore.a ] || [ -n "$(find "$checkout/Sources/MemlabCore" "$checkout/Sources/MemlabProtocol" "$checkout/Sources/CSandbox" \
        "$checkout/Sources/CWebCrypto" "$checkout/scripts/fuzz.sh" -newer libMemlabCore.a -print -quit)" ]; then
        mkdir -p modules/CSandbox modules/CWebCrypto
        for c in CSandbox CWebCrypto; do
            header=$(ls "$checkout/Sources/$c/include/"*.h)
            printf 'module %s {\n    header "%s"\n    export *\n}\n' "$c" "$header" > "modules/$c/module.modulemap"
        done
        rm -f c-*.o
        for source in "$checkout"/Sources/CSandbox/*.c "$checkout"/Sources/CWebCrypto/*.c; do
            build c.log clang -c -g -O1 -fsanitize=fuzzer-no-link,address -I "$checkout/Sources/CSandbox/include" \
                -I "$checkout/Sources/CWebCrypto/include" "$source" -o "c-$(basename "$source" .c).o"
        done
        build core.log swiftc -sanitize=fuzzer,address -parse-as-library -enable-testing -module-name MemlabCore -emit-library -static -I . \
            -Xcc -fmodule-map-file=modules/CSandbox/module.modulemap -Xcc -fmodule-map-file=modules/CWebCrypto/module.modulemap \
            $(find "$checkout/Sources/MemlabCore" -name '*.swift' | sort) -o libMemlabCore.a \
            -emit-module -emit-module-path MemlabCore.swiftmodule
    fi
fi

status=0
printf '%-18s %8s %12s %10s  %s\n' target seconds executions "exec/s" result
for target in "${targets[@]}"; do
    [ -f "$checkout/Tests/Fuzz/$target.swift" ] || { echo "fuzz.sh: no target $target (Tests/Fuzz/$target.swift)" >&2; exit 64; }
    libraries=(-lMemlabProtocol)
    if grep -q "import MemlabCore" "$checkout/Tests/Fuzz/$target.swift"; then
        libraries=(-Xcc -fmodule-map-file=modules/CSandbox/module.modulemap -Xcc -fmodule-map-file=modules/CWebCrypto/module.modulemap
            -lMemlabCore -lMemlabProtocol c-*.o)
    fi
    build "$target.build.log" swiftc -sanitize=fuzzer,address -parse-as-library -I . -L . "${libraries[@]}" \
        "$checkout/Tests/Fuzz/$target.swift" -o "$target"
    mkdir -p "work/$target"
    cp -n "$checkout/Tests/Fuzz/corpus/$target/"* "work/$target/" 2>/dev/null || true
    log="$target.log"
    started=$(date +%s)
    if ./"$target" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="crashes/$target-" "work/$target" > "$log" 2>&1; then
        result=ok
    else
        result="CRASH: $(sed -n 's/.*Test unit written to //p' "$log" | head -1) ($(grep -m1 -E 'Precondition failed|Fatal error|ERROR: [A-Za-z]*Sanitizer' "$log" || echo see $out/$log))"
        status=1
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    # The seconds it ran (a crash ends it early; libFuzzer then prints no totals of its own).
    ran=$(($(date +%s) - started))
    [ -n "$runs" ] || runs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    [ -n "$rate" ] || rate=$(grep -oE 'exec/s: [0-9]+' "$log" | tail -1 | sed 's/exec\/s: //')
    printf '%-18s %8s %12s %10s  %s\n' "$target" "$ran" "${runs:-?}" "${rate:-?}" "$result"
done
exit $status
