#ifndef MEMLAB_SANDBOX_H
#define MEMLAB_SANDBOX_H

#include <stdint.h>
#include <sys/types.h>

/// Everything the child does between fork() and execve() is described here,
/// so the Swift side never runs code in the forked child.
typedef struct {
    const char *path;          ///< executable to run
    char *const *argv;         ///< NULL-terminated
    char *const *envp;         ///< NULL-terminated, already scrubbed
    int stdin_fd;              ///< becomes fd 0
    int stdout_fd;             ///< becomes fd 1
    int stderr_fd;             ///< becomes fd 2
    int frame_fd;              ///< becomes fd 3: the worker's sample/frame pipe
    int cgroup_procs_fd;       ///< if >= 0, the child writes its pid here (joins the cgroup) before exec
    uint64_t rlimit_as_bytes;  ///< 0 = leave alone
    uint64_t rlimit_cpu_seconds;
    uint64_t rlimit_nofile;
    uint64_t rlimit_fsize_bytes;
    int no_new_privs;          ///< PR_SET_NO_NEW_PRIVS
    int die_with_parent;       ///< PR_SET_PDEATHSIG(SIGKILL)
    int private_network;       ///< try unshare(CLONE_NEWNET); carry on without it if refused
} memlab_spawn_config;

/// Stages reported when the child fails before exec.
enum {
    MEMLAB_STAGE_OK = 0,
    MEMLAB_STAGE_FORK = 1,
    MEMLAB_STAGE_DUP = 2,
    MEMLAB_STAGE_RLIMIT = 3,
    MEMLAB_STAGE_CGROUP = 4,
    MEMLAB_STAGE_PRCTL = 5,
    MEMLAB_STAGE_EXEC = 6,
};

/// fork + configure + execve. Returns 0 and the pid on success; -1 with the
/// failing stage and errno otherwise (exec failures arrive through a
/// close-on-exec pipe: EOF means exec worked).
int memlab_spawn(const memlab_spawn_config *config, pid_t *out_pid, int *out_stage, int *out_errno);

/// Reads resident and shared page counts from an open /proc/PID/statm with one
/// pread. Returns (resident - shared) * page size: anonymous resident bytes.
/// -1 when the read failed (process gone).
int64_t memlab_statm_anon_bytes(int statm_fd);

/// RssAnon + VmSwap of the calling process from /proc/self/status, in bytes; -1 on failure.
int64_t memlab_self_footprint_bytes(void);

/// The same footprint, cheaply: on a machine without swap VmSwap is always 0 and RssAnon
/// is statm's resident - shared, so one pread of the open /proc/self/statm (STATM_FD)
/// replaces reading and parsing /proc/self/status (a sixth of the cost). With swap
/// configured, or without STATM_FD (-1), it reads /proc/self/status.
int64_t memlab_self_footprint_bytes_fast(int statm_fd);

/// A /proc/self/status field in kB (e.g. "VmSize:"), -1 if absent.
int64_t memlab_self_status_kb(const char *field);

/// pipe2(O_CLOEXEC), which Swift cannot see without _GNU_SOURCE.
int memlab_pipe_cloexec(int fds[2]);

/// prctl(PR_SET_TIMERSLACK): lets a polling thread sleep close to its interval.
int memlab_set_timer_slack_ns(unsigned long nanoseconds);

/// Keeps the calling thread on the CPU it runs on now (sched_setaffinity to that one CPU), when
/// it may run on more than one. Returns that CPU, or -1 (one allowed CPU, or a call failed:
/// nothing changed).
int memlab_stay_on_current_cpu(void);

/// Gives the calling thread back the CPUs it was allowed before memlab_stay_on_current_cpu.
/// Returns 0, or -1 when it was not kept to one (nothing changed).
int memlab_leave_current_cpu(void);

/// Nanoseconds the calling thread has spent runnable but waiting for a CPU
/// (/proc/thread-self/schedstat), or -1 when that cannot be read.
int64_t memlab_thread_wait_ns(void);

/// Installs the worker's seccomp filter (no-new-privileges must already be set):
/// sockets, exec, new processes (clone without CLONE_THREAD, fork, vfork), ptrace,
/// mounts, namespaces, module and kexec loading, bpf, perf and the like fail with
/// EPERM, so a refusal is visible to the code that tried rather than a mystery kill.
/// clone3 fails with ENOSYS, so that glibc falls back to clone, whose flags can be checked.
/// Returns 0, or -1 with errno (e.g. EINVAL where seccomp is unavailable).
int memlab_install_worker_seccomp(void);

/// prctl(PR_GET_NO_NEW_PRIVS): 1 when set.
int memlab_no_new_privs(void);

/// Confines what the calling process may write with Landlock (no-new-privileges must already be
/// set): from now on it may create, write, truncate, rename or remove files only beneath
/// WRITABLE_DIRECTORY (NULL: nowhere), and write (not create) only the file WRITABLE_FILE
/// (NULL: none). Reading and executing are not confined, nor are descriptors opened before.
/// Returns the Landlock ABI version it used (1 or more), or -1 with errno (ENOSYS, EOPNOTSUPP:
/// the kernel has no Landlock; then nothing is confined).
int memlab_confine_writes(const char *writable_directory, const char *writable_file);

// Reads into the page cache every page not yet cached of every regular file mapped in the
// process whose maps file is MAPS_PATH ("/proc/self/maps"), so that those pages are charged to
// the caller's memory cgroup. Returns the number of files, or -1 (errno) when MAPS_PATH cannot
// be read; *BYTES_READ is what had to be read.
long memlab_page_in_mapped_files(const char *maps_path, unsigned long long *bytes_read);

// The anonymous footprint of the process whose /proc/PID/pagemap is PAGEMAP_FD, counted in
// 4 KiB pages (*BYTES_4K, RssAnon + VmSwap) and as a 16 KiB-page kernel would count it
// (*BYTES_16K: every 16 KiB-aligned block holding any such page, whole). 0, or -1 with errno
// when the kernel has no PAGEMAP_SCAN (before Linux 6.7) or the process is gone.
int memlab_page_footprint(int pagemap_fd, int64_t *bytes_4k, int64_t *bytes_16k);

// memfd_create(NAME, MFD_CLOEXEC): anonymous shared memory, counted as RssShmem, not RssAnon.
int memlab_memfd(const char *name);

#endif
