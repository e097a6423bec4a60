# cgroup2-vm-lib.sh: what the cgroup v2 guests' scenario scripts share (cgroup2-vm-scenarios.sh,
# cgroup2-vm-peak-scenarios.sh). CgroupV2VMTests puts it before each script it boots; busybox sh.
# Needs cg (the cgroup2 mount) and MEMLAB set.

# after NAME GROUP: what GROUP holds once memlab is gone, then remove it as its owner would.
after() {
    d=/out/$1
    find $cg/$2 -mindepth 1 -type d | sed "s|$cg/$2/||" > $d/children
    cat $cg/$2/cgroup.subtree_control > $d/subtree_control
    cat $cg/$2/cgroup.procs > $d/procs
    if rmdir $cg/$2 2>/dev/null; then echo removed > $d/rmdir; else echo "not removed" > $d/rmdir; fi
}

# run_alone NAME GROUP ARGS...: memlab as the only process of the fresh cgroup GROUP.
run_alone() {
    name=$1 group=$2; shift 2
    mkdir -p /out/$name $cg/$group
    sh -c 'echo $$ > '$cg/$group'/cgroup.procs && exec "$@"' sh "$MEMLAB" "$@" --out /out/$name/results \
        > /out/$name/stdout 2> /out/$name/stderr
    echo $? > /out/$name/status
    after $name $group
}
