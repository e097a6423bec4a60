#!/usr/bin/env bash
# cgroup2-vm.sh: runs one command in a small cgroup v2 Linux virtual machine.
#
# Why: memlab's exact ceiling is a memory cgroup. Machines of this kind have cgroup v1; most
# users' machines (and GitHub's Ubuntu runners) have cgroup v2 only. This script boots
# Debian's own kernel under QEMU, with cgroup v2 and its memory controller, so memlab's v2
# code can run against a real kernel from the test suite.
#
# Usage:
#   scripts/cgroup2-vm.sh [--with PATH]... --out DIR SCRIPT
#     --with PATH   put PATH (a file, or a directory's files) into the guest at the same
#                   path; for executables also every shared library they load (ldd)
#     --out DIR     a host directory the guest sees read-write at /out
#     --init systemd  boot the host's systemd as the guest's PID 1 (it mounts cgroup2 itself)
#                   and run SCRIPT as a service; the default is a plain busybox shell
#     --kernel backports  boot the newest kernel of Debian's bookworm-backports (6.12 and
#                   later: memory.peak can be reset there) instead of the running Debian's
#                   own (bookworm's 6.1); fetched with an apt configuration of this script's
#                   own, never added to the system's sources
#     SCRIPT        a shell script (busybox sh) the guest runs as root; its exit status is
#                   written to DIR/status and the script's output to DIR/console.log
#   scripts/cgroup2-vm.sh [--kernel backports] --prepare   only download and build what is
#                   cached (below) for that kernel
#
# What it does, step by step (each step is skipped when its result is cached):
#   1. Installs qemu-system-x86, busybox-static, kmod, e2fsprogs and xz-utils with apt-get if
#      missing.
#   2. Downloads the kernel package the running Debian offers (`apt-get download
#      linux-image-<abi>-amd64`, the exact name linux-image-amd64 depends on), unpacks it,
#      and keeps the kernel image and the few modules the guest needs. With --kernel backports
#      the same from bookworm-backports, through a private apt configuration in
#      .build/cgroup2-vm/apt-backports/ (its own sources.list, package lists and cache; signed
#      by the Debian archive keyring the system's apt already trusts).
#   3. Builds an initramfs: busybox, those modules, and an /init (below) that mounts the
#      guest's root disk, /proc, /sys, /dev, cgroup2 on /sys/fs/cgroup and /out, then runs SCRIPT.
#   4. Builds the guest's root disk (an ext4 image made with `mke2fs -d`, read-only in the
#      guest) from busybox and the --with files. A disk, not the host's root over 9p: over
#      9p memlab's worker read a baseline footprint of 15.5 MiB instead of 2 MiB.
#   5. Boots QEMU with TCG emulation (KVM hangs in early boot on these machines, which are
#      themselves VMs) and waits for the guest to power off.
#
# Everything is cached in .build/cgroup2-vm/ (remove it to start over; --refresh-kernel
# picks the kernel package again): the default kernel in kernel/ and initrd.gz, the backports
# one in kernel-backports/ and initrd-backports.gz; the root disk is the same for both.
# A boot takes about 3 s of kernel start-up under TCG. CGROUP2_VM_DEBIAN_MIRROR names another
# Debian mirror for bookworm-backports (default http://deb.debian.org/debian).
set -euo pipefail

checkout=$(cd "$(dirname "$0")/.." && pwd)
cache="$checkout/.build/cgroup2-vm"
mkdir -p "$cache"

say() { echo "cgroup2-vm: $*" >&2; }
die() { say "$*"; exit 1; }

withs=()
out=""
script=""
prepare_only=0
init=busybox
kernel=debian
refresh_kernel=0
memory_mb=${CGROUP2_VM_MEMORY_MB:-1536}
timeout_s=${CGROUP2_VM_TIMEOUT:-300}
while [ $# -gt 0 ]; do
    case "$1" in
        --with) withs+=("$2"); shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --prepare) prepare_only=1; shift ;;
        --init) init="$2"; shift 2 ;;
        --kernel) kernel="$2"; shift 2 ;;
        --refresh-kernel) refresh_kernel=1; shift ;;
        -h|--help) sed -n '2,46p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) die "unknown option $1; see --help" ;;
        *) script="$1"; shift ;;
    esac
done
case "$kernel" in
    debian) kernel_dir="$cache/kernel" initrd="$cache/initrd.gz" ;;
    backports) kernel_dir="$cache/kernel-backports" initrd="$cache/initrd-backports.gz" ;;
    *) die "--kernel takes debian (the running Debian's own, the default) or backports, not $kernel" ;;
esac
if [ $prepare_only = 0 ]; then
    [ -n "$out" ] && [ -n "$script" ] || die "give --out DIR and a SCRIPT to run (see --help)"
    [ -f "$script" ] || die "the guest script $script does not exist"
fi

# Two runs at once (the test suite boots two guests) share the cache: one prepares, the other
# waits. The lock is let go before the boot.
exec 9> "$cache/.lock"
flock 9

# 1. Tools from Debian.
need=()
command -v qemu-system-x86_64 >/dev/null || need+=(qemu-system-x86)
[ -x /bin/busybox ] && ! ldd /bin/busybox >/dev/null 2>&1 || need+=(busybox-static)
command -v modprobe >/dev/null && command -v depmod >/dev/null || need+=(kmod)
command -v mke2fs >/dev/null || need+=(e2fsprogs)
command -v xz >/dev/null || need+=(xz-utils)   # bookworm-backports' kernel modules are .ko.xz
if [ ${#need[@]} -gt 0 ]; then
    [ "$(id -u)" = 0 ] || die "missing ${need[*]}; install them: sudo apt-get install ${need[*]}"
    say "installing ${need[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# 2. The kernel: Debian's own, never installed, only unpacked.
modules="virtio_pci virtio_blk 9p 9pnet_virtio ext4"
apt_options=()
if [ "$kernel" = backports ]; then
    # bookworm-backports through apt's own client, with a configuration of ours: its sources,
    # lists and cache live in the cache directory; the system's sources, preferences and dpkg
    # status are neither read nor written. Root is not needed.
    apt_dir="$cache/apt-backports"
    keyring=/usr/share/keyrings/debian-archive-keyring.gpg
    mirror=${CGROUP2_VM_DEBIAN_MIRROR:-http://deb.debian.org/debian}
    apt_options=(-o Dir::Etc::SourceList="$apt_dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
        -o Dir::State::Lists="$apt_dir/lists" -o Dir::Cache="$apt_dir/cache"
        -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null -o Dir::State::status=/dev/null)
fi
if [ $refresh_kernel = 1 ] || [ ! -s "$kernel_dir/vmlinuz" ]; then
    rm -rf "$cache"/kernel-work.*   # what a failed or interrupted download left (under the lock)
    if [ "$kernel" = backports ]; then
        [ -r "$keyring" ] || die "there is no $keyring to check bookworm-backports with; install debian-archive-keyring"
        # The lists afresh each time: a failed update would otherwise leave the last ones in use
        # (apt-get update reports an unreachable mirror as a warning and exits 0).
        rm -rf "$apt_dir/lists" "$apt_dir/cache"
        mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
        echo "deb [signed-by=$keyring] $mirror bookworm-backports main" > "$apt_dir/sources.list"
        say "reading bookworm-backports' package list from $mirror"
        errors=$(apt-get "${apt_options[@]}" -q update 2>&1 >/dev/null | grep -E '^(E|W):' | head -2 | tr '\n' ' ' || true)
        ls "$apt_dir/lists/"*bookworm-backports_InRelease >/dev/null 2>&1 ||
            die "cannot read bookworm-backports' package list from $mirror (${errors:-apt-get update fetched nothing}); check the network, or set CGROUP2_VM_DEBIAN_MIRROR"
    fi
    # linux-image-amd64 is the metapackage; it depends on the exact ABI package to fetch
    # (naming it exactly matters: a wildcard downloads every flavour, 1.8 GB).
    package=$(apt-cache "${apt_options[@]}" depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ { print $2; exit }')
    [ -n "$package" ] || die "apt-cache offers no linux-image-amd64 here; is this Debian with its package lists (apt-get update)?"
    say "downloading $package ($(apt-cache "${apt_options[@]}" policy "$package" | awk '/Candidate:/ { print $2 }'))"
    work=$(mktemp -d "$cache/kernel-work.XXXXXX")
    (cd "$work" && apt-get "${apt_options[@]}" download -q "$package" >/dev/null 2>&1) || die "apt-get download $package failed; check the network and apt's sources"
    dpkg-deb -x "$work"/*.deb "$work/root"
    # The modules are in /lib/modules (bookworm) or /usr/lib/modules (later kernels' packages).
    moddir=""
    for dir in "$work"/root/lib/modules/* "$work"/root/usr/lib/modules/*; do [ -d "$dir" ] && moddir=${dir#"$work/root/"}; done
    [ -n "$moddir" ] || die "$package holds no modules directory"
    version=$(basename "$moddir")
    base="$work/root"
    [ "${moddir#usr/}" != "$moddir" ] && base="$work/root/usr"
    depmod -b "$base" "$version"
    rm -rf "$kernel_dir" && mkdir -p "$kernel_dir/modules"
    cp "$work/root/boot/vmlinuz-$version" "$kernel_dir/vmlinuz"
    # The modules in load order, dependencies first, as modprobe would insert them; compressed
    # ones (.ko.xz, .ko.zst) are stored decompressed, for busybox's insmod.
    modprobe -d "$base" -S "$version" --show-depends -a $modules | awk '$1 == "insmod" { print $2 }' |
        while read -r ko; do
            name=$(basename "$ko")
            case "$name" in
                *.ko.xz) name=${name%.xz}; xz -dc "$ko" > "$kernel_dir/modules/$name" ;;
                *.ko.zst) command -v zstd >/dev/null || die "$package's modules are zstd-compressed; install zstd"
                    name=${name%.zst}; zstd -qdc "$ko" > "$kernel_dir/modules/$name" ;;
                *.ko.gz) name=${name%.gz}; gzip -dc "$ko" > "$kernel_dir/modules/$name" ;;
                *) cp "$ko" "$kernel_dir/modules/$name" ;;
            esac
            grep -qx "$name" "$kernel_dir/modules/order" 2>/dev/null && continue
            echo "$name" >> "$kernel_dir/modules/order"
        done
    [ -s "$kernel_dir/modules/order" ] || die "no modules of $modules found in $package"
    echo "$package $version" > "$kernel_dir/package"
    rm -rf "$work" "$initrd"
fi

# 3. The initramfs: busybox and an /init that mounts the guest's world and runs the script.
# Made again when this script (which holds /init) changed.
if [ "$(cksum < "$0")" != "$(cat "$initrd.script" 2>/dev/null)" ]; then rm -f "$initrd"; fi
if [ ! -s "$initrd" ]; then
    say "building the initramfs"
    work=$(mktemp -d "$cache/initrd-work.XXXXXX")
    mkdir -p "$work"/{bin,proc,sys,dev,newroot,modules}
    cp /bin/busybox "$work/bin/busybox"
    ln -s busybox "$work/bin/sh"
    cp "$kernel_dir/modules/"* "$work/modules/"
    cat > "$work/init" <<'INIT'
#!/bin/sh
# The guest's first process: modules, the root disk, the mounts, then /out/.script.
/bin/busybox --install -s /bin
mount -t proc proc /proc && mount -t sysfs sys /sys && mount -t devtmpfs dev /dev
for ko in $(cat /modules/order); do insmod "/modules/$ko" || echo "init: insmod $ko failed"; done
mount -t ext4 -o ro /dev/vda /newroot || { echo "init: cannot mount the root disk"; poweroff -f; }
mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144 out /newroot/out ||
    { echo "init: cannot mount /out"; poweroff -f; }
# /tmp is a tmpfs that starts with what the root disk has there: a checkout cloned under /tmp
# (as CI may clone it) is staged there, and a bare tmpfs over it would hide it.
mkdir -p /scratch && mount -t tmpfs -o size=768m tmp /scratch && cp -a /newroot/tmp/. /scratch/ &&
    mount --move /scratch /newroot/tmp || echo "init: cannot make /tmp"
if grep -q memlab.init=systemd /proc/cmdline; then
    # systemd mounts /proc, /sys, /dev, /run and cgroup2 itself, and runs the script as a service.
    umount /proc /sys /dev 2>/dev/null
    exec switch_root /newroot /lib/systemd/systemd --unit=cgroup2-vm-guest.service
fi
for dir in proc sys dev; do mount --move "/$dir" "/newroot/$dir"; done
mount -t cgroup2 cgroup2 /newroot/sys/fs/cgroup
mount -t tmpfs -o size=16m run /newroot/run
echo "init: cgroup2 controllers: $(cat /newroot/sys/fs/cgroup/cgroup.controllers)"
chroot /newroot /bin/sh -c 'cd /; PATH=/bin:/usr/bin:/sbin:/usr/sbin HOME=/tmp TMPDIR=/tmp /bin/sh /out/.script > /out/console.log 2>&1; echo $? > /out/status'
sync
poweroff -f
INIT
    chmod +x "$work/init"
    (cd "$work" && find . | sort | busybox cpio -o -H newc 2>/dev/null | gzip -1 > "$initrd.tmp")
    mv "$initrd.tmp" "$initrd"
    cksum < "$0" > "$initrd.script"
    rm -rf "$work"
fi
[ $prepare_only = 1 ] && { say "cached in $cache: $(cat "$kernel_dir/package")"; exit 0; }

# 4. The root disk: busybox, the --with files and the libraries they load, at their host paths.
# Made again only when a --with file (its path, size and modification time) or this script changed.
manifest=$(echo "init=$init script=$(cksum < "$0")"; for path in "${withs[@]}"; do find "$path" -type f -printf '%p %s %T@\n'; done | sort)
if [ -s "$cache/root-$init.img" ] && [ "$manifest" = "$(cat "$cache/root-$init.manifest" 2>/dev/null)" ]; then
    say "reusing the root disk"
else
# The staging tree is kept: the libraries (most of its ~170 MB) are copied again only when
# they change; a different list of --with paths starts it afresh.
staging="$cache/root-$init"
paths=$(echo "init=$init"; printf '%s\n' "${withs[@]}")
[ "$paths" = "$(cat "$cache/root-$init.paths" 2>/dev/null)" ] || rm -rf "$staging"
mkdir -p "$staging"/{bin,proc,sys,dev,tmp,run,out,etc}
if [ ! -e "$staging/bin/busybox" ]; then
    cp /bin/busybox "$staging/bin/busybox"
    for applet in $(busybox --list); do [ -e "$staging/bin/$applet" ] || ln -s busybox "$staging/bin/$applet"; done
    # Debian's merged /usr: /lib and /lib64 are links into /usr, as on the host.
    mkdir -p "$staging/usr/lib" "$staging/usr/lib64"
    ln -s usr/lib "$staging/lib" && ln -s usr/lib64 "$staging/lib64"
fi
link_dirs() {   # link_dirs DIR: the host's symbolic links along DIR, made again in the guest
    local prefix="" part
    for part in $(echo "$1" | tr '/' ' '); do
        prefix="$prefix/$part"
        if [ -L "$prefix" ] && [ ! -e "$staging$prefix" ] && [ ! -L "$staging$prefix" ]; then
            mkdir -p "$staging$(dirname "$prefix")"
            ln -s "$(readlink "$prefix")" "$staging$prefix"
        fi
    done
}
copy_file() {   # copy_file HOSTPATH: the file, dereferenced, at the same path in the guest
    local dir
    dir=$(realpath "$(dirname "$1")")
    mkdir -p "$staging$dir"
    cp -L -u --preserve=timestamps "$1" "$staging$dir/$(basename "$1")"
    link_dirs "$(cd "$(dirname "$1")" && pwd -L)"
}
for path in "${withs[@]}"; do
    [ -e "$path" ] || die "--with $path does not exist"
    find "$path" -type f | while read -r file; do
        copy_file "$file"
        if [ -x "$file" ] && ldd "$file" >/dev/null 2>&1; then
            ldd "$file" | awk '/=> \// { print $3 } /^\t\/[^ ]+ / { print $1 }' | while read -r lib; do copy_file "$lib"; done
        fi
    done
done
[ -f /etc/ld.so.cache ] && cp /etc/ld.so.cache "$staging/etc/"
if [ "$init" = systemd ]; then
    # The host's systemd (and the units it needs to start one service and make scopes).
    for file in /lib/systemd/systemd /usr/bin/systemctl /usr/bin/systemd-run; do
        copy_file "$file"
        ldd "$file" 2>/dev/null | awk '/=> \// { print $3 } /^\t\/[^ ]+ / { print $1 }' | while read -r lib; do copy_file "$lib"; done
    done
    mkdir -p "$staging/etc/systemd/system"
    : > "$staging/etc/machine-id"
    cat > "$staging/etc/systemd/system/cgroup2-vm-guest.service" <<'UNIT'
[Unit]
Description=the guest script of cgroup2-vm.sh
DefaultDependencies=no
[Service]
Type=oneshot
ExecStart=/bin/sh -c 'cd /; PATH=/bin:/usr/bin:/sbin:/usr/sbin HOME=/tmp TMPDIR=/tmp /bin/sh /out/.script > /out/console.log 2>&1; echo $? > /out/status; sync; /bin/busybox poweroff -f'
UNIT
fi
echo "root:x:0:0:root:/tmp:/bin/sh" > "$staging/etc/passwd"
size_mb=$(( $(du -sm "$staging" | cut -f1) * 12 / 10 + 32 ))
rm -f "$cache/root-$init.img"
mke2fs -q -t ext4 -O ^has_journal -m 0 -E root_owner=0:0 -d "$staging" "$cache/root-$init.img" "${size_mb}M" >/dev/null
echo "$manifest" > "$cache/root-$init.manifest"
echo "$paths" > "$cache/root-$init.paths"
fi

# 5. Boot. The script goes to the guest through /out. (A later run that rebuilds the root
# disk writes a new file: a guest still running keeps reading the one it opened.)
exec 9>&-
# mitigations=off: page-table isolation and the like make every system call dearer, and
# under emulation dearer still; the guest runs nothing untrusted.
# Transparent huge pages as on the host (Debian's kernel defaults to "always"; this machine and
# GitHub's runners use "madvise"): with "always" a worker's baseline footprint read 13.6 MiB, not 2.
thp=$(sed 's/.*\[\(.*\)\].*/\1/' /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null || echo madvise)
mkdir -p "$out"
out=$(realpath "$out")
cp "$script" "$out/.script"
# A guest kernel that panics while it boots, before the script has started (no console.log yet),
# is booted once more: under TCG the 6.12 kernel's boot panicked once in a `make test` (an int3
# Oops in sched_clock_cpu while it patched its own code) and ran the next time. The script
# itself never runs twice.
for boot in 1 2; do
    rm -f "$out/status" "$out/console.log"
    say "booting $(cat "$kernel_dir/package") (TCG, ${memory_mb} MiB)"
    # SIGKILL: a caller may have left SIGTERM blocked (QEMU started from a test harness ignored it).
    # nice: under `make test` the emulated CPUs must not starve the tests running beside them
    # (a verdict test that depends on the allocator's timing turned "slowing" under two guests).
    timeout -s KILL "$timeout_s" nice -n 10 qemu-system-x86_64 -accel tcg,thread=multi -cpu max -m "$memory_mb" -smp 2 \
        -nographic -no-reboot -nic none -monitor none -serial file:"$out/serial.log" \
        -kernel "$kernel_dir/vmlinuz" -initrd "$initrd" \
        -append "console=ttyS0 quiet panic=-1 mitigations=off transparent_hugepage=$thp memlab.init=$init" \
        -drive file="$cache/root-$init.img",format=raw,if=virtio,readonly=on \
        -virtfs local,path="$out",mount_tag=out,security_model=none,multidevs=remap \
        </dev/null || die "QEMU failed or the guest did not power off within ${timeout_s}s (see $out/serial.log)"
    [ -f "$out/status" ] && break
    if [ "$boot" = 1 ] && [ ! -e "$out/console.log" ] && grep -q "Kernel panic" "$out/serial.log"; then
        cp "$out/serial.log" "$out/serial-panic.log"
        say "the guest kernel panicked while it booted (kept in $out/serial-panic.log); booting it again"
        continue
    fi
    die "the guest ended without running the script (see $out/serial.log)"
done
exit "$(cat "$out/status")"
