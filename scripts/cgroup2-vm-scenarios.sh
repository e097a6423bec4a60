# cgroup2-vm-scenarios.sh: memlab's cgroup v2 scenarios, run in the guest of cgroup2-vm.sh
# (busybox sh, as root, cgroup2 on /sys/fs/cgroup, no systemd; the systemd cases are in
# cgroup2-vm-systemd-scenarios.sh). The caller sets MEMLAB (the
# built memlab, its memlab-worker beside it) and PROBES (the checkout's probes/) first.
# Each scenario NAME leaves /out/NAME/: stdout, stderr, status, results/ (memlab's records),
# and what the cgroup it ran in held afterwards (children, subtree_control, procs, rmdir).
# The test (Tests/EndToEndTests/CgroupV2VMTests.swift) reads them; this script judges nothing.
cg=/sys/fs/cgroup
: "${MEMLAB:?set MEMLAB}" "${PROBES:?set PROBES}"

# As systemd does at boot: the root gives its children the memory controller.
echo +memory > $cg/cgroup.subtree_control

# after and run_alone: scripts/cgroup2-vm-lib.sh, which the caller puts before this script.

# run_shared NAME GROUP ARGS...: memlab and a sleeping process in GROUP (a CI runner's step).
run_shared() {
    name=$1 group=$2; shift 2
    mkdir -p /out/$name $cg/$group
    sh -c 'echo $$ > '$cg/$group'/cgroup.procs && { sleep 600 & } && exec "$@"' sh "$MEMLAB" "$@" --out /out/$name/results \
        > /out/$name/stdout 2> /out/$name/stderr
    echo $? > /out/$name/status
    for pid in $(cat $cg/$group/cgroup.procs); do kill $pid; done
    sleep 0.2
    after $name $group
}

# wait_for_worker PATTERN: until a worker's cgroup matching PATTERN exists (at most ~60 s).
wait_for_worker() {
    i=0
    while [ $i -lt 300 ] && ! ls -d $1 >/dev/null 2>&1; do sleep 0.2; i=$((i + 1)); done
    sleep 0.5
}

# wait_for_push RESULTS: until the run's spool in RESULTS holds a push frame (at most ~60 s): a
# signal sent before then finds nothing measured, and memlab then writes no record, by design.
wait_for_push() {
    i=0
    while [ $i -lt 300 ] && ! grep -qs '"type":"push"' $1/.spool-*; do sleep 0.2; i=$((i + 1)); done
}

echo "$(date +%T) == alone-grow: the only process of its cgroup, grow.js until the ceiling"
run_alone alone-grow job1 run "$PROBES/grow.js" --limit 24M --enforce auto

echo "$(date +%T) == alone-clean: a clean many-push run"
run_alone alone-clean job2 run "$PROBES/clean.js" --pushes 20 --limit 24M --enforce auto

echo "$(date +%T) == shared-auto / shared-cgroup: another process in memlab's cgroup, no systemd"
run_shared shared-auto job3 run "$PROBES/clean.js" --limit 24M --enforce auto
run_shared shared-cgroup job4 run "$PROBES/clean.js" --limit 24M --enforce cgroup

# The systemd cases with the real systemd are in cgroup2-vm-systemd-scenarios.sh (another boot).
mkdir -p /run/systemd/system /tmp/bin
echo "$(date +%T) == systemd-run-fails: a systemd-run that cannot reach D-Bus (a stand-in for one)"
# /run/systemd/system is how memlab (like sd_booted) tells that systemd is PID 1.
cat > /tmp/bin/systemd-run <<'STANDIN'
#!/bin/sh
echo "Failed to connect to bus: No such file or directory" >&2
exit 1
STANDIN
chmod +x /tmp/bin/systemd-run
PATH=/tmp/bin:$PATH run_shared systemd-run-fails job6 run "$PROBES/clean.js" --limit 24M --enforce cgroup
rm -rf /run/systemd /tmp/bin

echo "$(date +%T) == sigterm-alone: memlab alone in its cgroup, SIGTERM mid-run"
mkdir -p /out/sigterm-alone $cg/job7
sh -c 'echo $$ > '$cg/job7'/cgroup.procs && exec "$@"' sh "$MEMLAB" run "$PROBES/clean.js" --pushes 100000 --limit 24M \
    --enforce cgroup --out /out/sigterm-alone/results > /out/sigterm-alone/stdout 2> /out/sigterm-alone/stderr &
pid=$!
wait_for_worker "$cg/job7/memlab-$pid-[0-9]*"
wait_for_push /out/sigterm-alone/results
ls $cg/job7 | grep memlab- > /out/sigterm-alone/during
kill -TERM $pid; wait $pid; echo $? > /out/sigterm-alone/status
after sigterm-alone job7

echo "$(date +%T) == sigkill-alone: memlab alone in its cgroup, SIGKILL mid-run"
mkdir -p /out/sigkill-alone $cg/job8
sh -c 'echo $$ > '$cg/job8'/cgroup.procs && exec "$@"' sh "$MEMLAB" run "$PROBES/clean.js" --pushes 100000 --limit 24M \
    --enforce cgroup --out /out/sigkill-alone/results > /out/sigkill-alone/stdout 2> /out/sigkill-alone/stderr &
pid=$!
wait_for_worker "$cg/job8/memlab-$pid-[0-9]*"
kill -KILL $pid; wait $pid; echo $? > /out/sigkill-alone/status
sleep 0.5
# Left behind: empty cgroups only (the worker died with memlab); their owner removes them
# (systemd removes a scope's whole subtree, a container runtime the container's).
for dir in $cg/job8/memlab-*; do cat $dir/cgroup.procs; done > /out/sigkill-alone/leftover-procs
echo -memory > $cg/job8/cgroup.subtree_control
find $cg/job8 -mindepth 1 -type d | sed "s|$cg/job8/||" > /out/sigkill-alone/children
for dir in $cg/job8/memlab-*; do rmdir $dir; done
rmdir $cg/job8 && echo removed > /out/sigkill-alone/rmdir

echo "$(date +%T) == sigkill-root: memlab in the root cgroup, SIGKILL mid-run, then the next run reaps"
mkdir -p /out/sigkill-root
"$MEMLAB" run "$PROBES/clean.js" --pushes 100000 --limit 24M --enforce cgroup --out /out/sigkill-root/results \
    > /out/sigkill-root/stdout 2> /out/sigkill-root/stderr &
pid=$!
wait_for_worker "$cg/memlab-$pid-[0-9]*"
kill -KILL $pid; wait $pid; echo $? > /out/sigkill-root/status
sleep 0.5
ls $cg | grep "^memlab-$pid-" > /out/sigkill-root/leftovers-before
"$MEMLAB" run "$PROBES/clean.js" --limit 24M --enforce cgroup --out /out/sigkill-root/results \
    > /out/sigkill-root/next-stdout 2> /out/sigkill-root/next-stderr
echo $? > /out/sigkill-root/next-status
ls $cg | grep "^memlab-" > /out/sigkill-root/leftovers-after
echo $pid > /out/sigkill-root/pid

echo "$(date +%T) == no-memory: a cgroup whose parent does not enable the memory controller"
mkdir -p /out/no-memory $cg/nomem
run_alone no-memory nomem/job9 run "$PROBES/clean.js" --limit 24M --enforce cgroup
rmdir $cg/nomem

echo "$(date +%T) == read-only: a read-only cgroupfs"
mkdir -p /out/read-only $cg/job10
sh -c 'echo $$ > '$cg/job10'/cgroup.procs && mount -o remount,ro '$cg' && exec "$@"' sh "$MEMLAB" run "$PROBES/clean.js" \
    --limit 24M --enforce cgroup --out /out/read-only/results > /out/read-only/stdout 2> /out/read-only/stderr
echo $? > /out/read-only/status
mount -o remount,rw $cg
after read-only job10

# A minimal container's shape: the read-only root with no /run at all (an empty directory of
# the read-only disk), no git, no systemd: run, limit and a two-probe suite, each to the end
# under the exact ceiling. Nothing auxiliary may stop a measurement there.
echo "$(date +%T) == minimal-*: no /run, read-only root, no git: run, limit, a two-probe suite"
umount /run
mkdir -p /tmp/minimal-suite && cp "$PROBES/clean.js" "$PROBES/grow.js" /tmp/minimal-suite/
run_alone minimal-run job11 run "$PROBES/grow.js" --limit 24M --enforce cgroup
run_alone minimal-limit job12 limit "$PROBES/alloc.js" --limit 24M --enforce cgroup
run_alone minimal-suite job13 suite /tmp/minimal-suite --limit 24M --enforce cgroup
ls /run > /out/minimal-run/run-listing 2>&1
mount -t tmpfs -o size=16m run /run

echo "$(date +%T) == what memlab left anywhere in the hierarchy"
find $cg -name 'memlab-*' -type d > /out/left-anywhere
echo "$(date +%T) == done"
