# cgroup2-vm-systemd-scenarios.sh: memlab under a real systemd, in the guest of
# `cgroup2-vm.sh --init systemd` (the host's systemd as PID 1, this script run by a service,
# no D-Bus daemon: systemd-run reaches systemd over /run/systemd/private as root). The caller
# sets MEMLAB and PROBES first. Like a CI runner's step, memlab shares the service's cgroup with
# the shells that started it. Each scenario NAME leaves /out/NAME/ for CgroupV2VMTests.
cg=/sys/fs/cgroup
: "${MEMLAB:?set MEMLAB}" "${PROBES:?set PROBES}"

# scopes_gone NAME: wait (at most ~10 s) until systemd has collected memlab's transient scopes.
scopes_gone() {
    i=0
    while [ $i -lt 50 ] && ls -d $cg/system.slice/run-*.scope >/dev/null 2>&1; do sleep 0.2; i=$((i + 1)); done
    ls -d $cg/system.slice/run-*.scope 2>/dev/null > /out/$1/scopes-left
    find $cg -name 'memlab-*' -type d > /out/$1/left-anywhere
}

echo "$(date +%T) == systemd-scope: memlab shares its service's cgroup; auto"
mkdir -p /out/systemd-scope
cat /proc/self/cgroup > /out/systemd-scope/started-in
"$MEMLAB" run "$PROBES/grow.js" --limit 24M --enforce auto --out /out/systemd-scope/results \
    > /out/systemd-scope/stdout 2> /out/systemd-scope/stderr
echo $? > /out/systemd-scope/status
scopes_gone systemd-scope

echo "$(date +%T) == systemd-suite: a suite, which runs again before it writes its directory"
mkdir -p /out/systemd-suite /tmp/suite-probes
grep -v '^// memlab:' "$PROBES/clean.js" > /tmp/suite-probes/clean.js   # without its 100-push header
"$MEMLAB" suite /tmp/suite-probes --limit 24M --pushes 3 --out /out/systemd-suite/suite \
    > /out/systemd-suite/stdout 2> /out/systemd-suite/stderr
echo $? > /out/systemd-suite/status
scopes_gone systemd-suite
echo "$(date +%T) == done"
