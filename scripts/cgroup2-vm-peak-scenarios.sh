# cgroup2-vm-peak-scenarios.sh: memlab's exact per-push peak on cgroup v2, run in the guest of
# `cgroup2-vm.sh --kernel backports` (bookworm-backports' 6.12 or later: a write to an open
# memory.peak resets the peak seen through that file, which bookworm's 6.1 refuses). busybox sh,
# as root, cgroup2 on /sys/fs/cgroup, no systemd. The caller sets MEMLAB and PROBES first.
# Each scenario NAME leaves /out/NAME/ (stdout, stderr, status, results/, what its cgroup held
# afterwards) for CgroupV2VMTests.swift, which judges; this script judges nothing.
cg=/sys/fs/cgroup
: "${MEMLAB:?set MEMLAB}" "${PROBES:?set PROBES}"

echo +memory > $cg/cgroup.subtree_control
uname -r > /out/kernel-release

# after and run_alone: scripts/cgroup2-vm-lib.sh, which the caller puts before this script.

echo "$(date +%T) == peak-clean: a clean 20-push run under the cgroup"
run_alone peak-clean job1 run "$PROBES/clean.js" --pushes 20 --limit 24M --enforce cgroup

echo "$(date +%T) == peak-spike: every fifth push spikes 8 MiB and drops it; one context"
run_alone peak-spike job2 run "$PROBES/peak-spike.js" --pushes 10 --isolation none --limit 24M --enforce cgroup

echo "$(date +%T) == peak-leak: 2 MiB kept a push until the ceiling kills a push"
run_alone peak-leak job3 run "$PROBES/leak-rate.js" --pushes 20 --isolation none --payload '{"leakBytes":2097152}' \
    --limit 24M --enforce cgroup --no-fail-on-budget

echo "$(date +%T) == peak-grow: grow.js in one push until the ceiling"
run_alone peak-grow job4 run "$PROBES/grow.js" --limit 24M --enforce cgroup

find $cg -name 'memlab-*' -type d > /out/left-anywhere
echo "$(date +%T) == done"
