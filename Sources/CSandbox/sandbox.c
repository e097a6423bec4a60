#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/sysinfo.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <sched.h>

// Only async-signal-safe calls below fork(): the parent may have many threads.

static void child_fail(int report_fd, int stage) {
    int report[2] = { stage, errno };
    ssize_t ignored = write(report_fd, report, sizeof report);
    (void)ignored;
    _exit(127);
}

static int set_limit(int resource, uint64_t value) {
    struct rlimit limit = { (rlim_t)value, (rlim_t)value };
    return setrlimit(resource, &limit);
}

static size_t format_pid(char *buffer, pid_t pid) {
    char digits[24];
    size_t count = 0;
    unsigned long value = (unsigned long)pid;
    do { digits[count++] = (char)('0' + value % 10); value /= 10; } while (value != 0);
    for (size_t i = 0; i < count; i++) buffer[i] = digits[count - 1 - i];
    buffer[count] = '\n';
    return count + 1;
}

static void close_from(int lowest) {
#ifdef SYS_close_range
    if (syscall(SYS_close_range, (unsigned)lowest, ~0U, 0) == 0) return;
#endif
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 65536) max = 65536;
    for (int fd = lowest; fd < max; fd++) close(fd);
}

/// dup2 that survives the source already sitting at a low number we are about to overwrite.
static int move_up(int fd) {
    if (fd < 0 || fd > 3) return fd;
    return fcntl(fd, F_DUPFD, 10);
}

int memlab_spawn(const memlab_spawn_config *c, pid_t *out_pid, int *out_stage, int *out_errno) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) { *out_stage = MEMLAB_STAGE_FORK; *out_errno = errno; return -1; }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        *out_stage = MEMLAB_STAGE_FORK; *out_errno = errno;
        close(report[0]); close(report[1]);
        return -1;
    }
    // Also from the parent's side, so that no signal to memlab's group can reach the child in
    // the window before it runs setpgid itself (EACCES once it has exec'd: it already has).
    if (pid > 0) (void)setpgid(pid, pid);
    if (pid == 0) {
        int wfd = report[1];
        if (wfd <= 3) { wfd = fcntl(wfd, F_DUPFD_CLOEXEC, 10); if (wfd < 0) _exit(127); }
        if (c->die_with_parent) {
            if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) child_fail(wfd, MEMLAB_STAGE_PRCTL);
            if (getppid() != parent) _exit(127);
        }
        // A process group of its own: a terminal's Ctrl-C (or CI cancelling the job) signals
        // memlab's group, and memlab, not the worker, decides what it means (the run is
        // recorded as interrupted and the worker killed by its pid). The worker never reads
        // the terminal (stdin is /dev/null), and PDEATHSIG above still ends it with memlab.
        if (setpgid(0, 0) != 0) child_fail(wfd, MEMLAB_STAGE_PRCTL);
        // Restore default signal dispositions and an empty mask for the new program.
        sigset_t none; sigemptyset(&none); sigprocmask(SIG_SETMASK, &none, NULL);
        for (int s = 1; s < 32; s++) if (s != SIGKILL && s != SIGSTOP) signal(s, SIG_DFL);

        int in = move_up(c->stdin_fd), out = move_up(c->stdout_fd), err = move_up(c->stderr_fd);
        int frame = move_up(c->frame_fd), procs = move_up(c->cgroup_procs_fd);
        if ((c->stdin_fd >= 0 && in < 0) || (c->stdout_fd >= 0 && out < 0) || (c->stderr_fd >= 0 && err < 0) ||
            (c->frame_fd >= 0 && frame < 0) || (c->cgroup_procs_fd >= 0 && procs < 0))
            child_fail(wfd, MEMLAB_STAGE_DUP);
        if (in >= 0 && dup2(in, 0) < 0) child_fail(wfd, MEMLAB_STAGE_DUP);
        if (out >= 0 && dup2(out, 1) < 0) child_fail(wfd, MEMLAB_STAGE_DUP);
        if (err >= 0 && dup2(err, 2) < 0) child_fail(wfd, MEMLAB_STAGE_DUP);
        if (frame >= 0 && dup2(frame, 3) < 0) child_fail(wfd, MEMLAB_STAGE_DUP);

        if (procs >= 0) {
            char text[32];
            size_t length = format_pid(text, getpid());
            if (write(procs, text, length) != (ssize_t)length) child_fail(wfd, MEMLAB_STAGE_CGROUP);
            close(procs);
        }
        // Keep 0-3 and the report pipe; everything else the parent had open is closed.
        int keep = wfd;
        if (keep != 4) { int moved = dup3(keep, 4, O_CLOEXEC); if (moved < 0) child_fail(wfd, MEMLAB_STAGE_DUP); keep = 4; }
        close_from(5);
        wfd = keep;

        // A network namespace of its own (only loopback) where the machine allows it;
        // the worker reports whether it got one.
        if (c->private_network) (void)unshare(CLONE_NEWNET);
        if (c->rlimit_as_bytes && set_limit(RLIMIT_AS, c->rlimit_as_bytes) != 0) child_fail(wfd, MEMLAB_STAGE_RLIMIT);
        if (c->rlimit_cpu_seconds && set_limit(RLIMIT_CPU, c->rlimit_cpu_seconds) != 0) child_fail(wfd, MEMLAB_STAGE_RLIMIT);
        if (c->rlimit_nofile && set_limit(RLIMIT_NOFILE, c->rlimit_nofile) != 0) child_fail(wfd, MEMLAB_STAGE_RLIMIT);
        if (c->rlimit_fsize_bytes && set_limit(RLIMIT_FSIZE, c->rlimit_fsize_bytes) != 0) child_fail(wfd, MEMLAB_STAGE_RLIMIT);
        if (set_limit(RLIMIT_CORE, 0) != 0) child_fail(wfd, MEMLAB_STAGE_RLIMIT);
        if (c->no_new_privs && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) child_fail(wfd, MEMLAB_STAGE_PRCTL);

        execve(c->path, c->argv, c->envp);
        child_fail(wfd, MEMLAB_STAGE_EXEC);
    }
    close(report[1]);
    int failure[2] = { 0, 0 };
    ssize_t got;
    do { got = read(report[0], failure, sizeof failure); } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof failure) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        *out_stage = failure[0]; *out_errno = failure[1];
        return -1;
    }
    *out_pid = pid; *out_stage = MEMLAB_STAGE_OK; *out_errno = 0;
    return 0;
}

int64_t memlab_statm_anon_bytes(int fd) {
    char buffer[128];
    ssize_t n = pread(fd, buffer, sizeof buffer - 1, 0);
    if (n <= 0) return -1;
    buffer[n] = 0;
    // size resident shared text lib data dt
    char *p = buffer;
    long long fields[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++) {
        while (*p == ' ') p++;
        if (*p < '0' || *p > '9') return -1;
        long long v = 0;
        while (*p >= '0' && *p <= '9') { v = v * 10 + (*p - '0'); p++; }
        fields[i] = v;
    }
    // Read once, by whichever sampler comes first: several run at once (`suite --jobs`, a
    // watchdog beside the frame reader), so the cache is atomic (a plain static was a data
    // race, ThreadSanitizer's report in docs/sanitizers.md).
    static _Atomic long page_size = 0;
    long page = atomic_load_explicit(&page_size, memory_order_relaxed);
    if (page == 0) {
        page = sysconf(_SC_PAGESIZE);
        atomic_store_explicit(&page_size, page, memory_order_relaxed);
    }
    return (int64_t)(fields[1] - fields[2]) * page;
}

/// Reads /proc/self/status once into `buffer`; its length, or -1.
static ssize_t read_self_status(char *buffer, size_t size) {
    int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t n = read(fd, buffer, size - 1);
    close(fd);
    if (n <= 0) return -1;
    buffer[n] = 0;
    return n;
}

/// A "Field:   123 kB" value from status text, -1 if absent.
static int64_t status_field_kb(const char *text, const char *field) {
    size_t length = strlen(field);
    for (const char *line = text; line && *line; ) {
        if (strncmp(line, field, length) == 0) {
            const char *p = line + length;
            while (*p == ' ' || *p == '\t') p++;
            return strtoll(p, NULL, 10);
        }
        line = strchr(line, '\n');
        if (line) line++;
    }
    return -1;
}

int64_t memlab_self_status_kb(const char *field) {
    char buffer[4096];
    if (read_self_status(buffer, sizeof buffer) < 0) return -1;
    return status_field_kb(buffer, field);
}

int64_t memlab_self_footprint_bytes(void) {
    // One read for both fields: this runs after every push.
    char buffer[4096];
    if (read_self_status(buffer, sizeof buffer) < 0) return -1;
    int64_t anon = status_field_kb(buffer, "RssAnon:");
    if (anon < 0) return -1;
    int64_t swap = status_field_kb(buffer, "VmSwap:");
    return (anon + (swap > 0 ? swap : 0)) * 1024;
}

int64_t memlab_self_footprint_bytes_fast(int statm_fd) {
    struct sysinfo info;
    if (statm_fd >= 0 && sysinfo(&info) == 0 && info.totalswap == 0) {
        int64_t anon = memlab_statm_anon_bytes(statm_fd);
        if (anon >= 0) return anon;
    }
    return memlab_self_footprint_bytes();
}

int memlab_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int memlab_set_timer_slack_ns(unsigned long ns) { return prctl(PR_SET_TIMERSLACK, ns, 0, 0, 0); }

// What the thread kept to one CPU was allowed before (one thread per process uses these).
static cpu_set_t allowed_before;
static int kept_to_one;

int memlab_stay_on_current_cpu(void) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0 || CPU_COUNT(&allowed) < 2) return -1;
    int cpu = sched_getcpu();
    if (cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &allowed)) return -1;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    if (sched_setaffinity(0, sizeof one, &one) != 0) return -1;
    allowed_before = allowed;
    kept_to_one = 1;
    return cpu;
}

int memlab_leave_current_cpu(void) {
    if (!kept_to_one || sched_setaffinity(0, sizeof allowed_before, &allowed_before) != 0) return -1;
    kept_to_one = 0;
    return 0;
}

int64_t memlab_thread_wait_ns(void) {
    int fd = open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char text[96];
    ssize_t got = read(fd, text, sizeof text - 1);
    close(fd);
    if (got <= 0) return -1;
    text[got] = 0;
    // "run_ns wait_ns timeslices"
    char *end;
    strtoull(text, &end, 10);
    if (end == text) return -1;
    char *wait = end;
    unsigned long long ns = strtoull(wait, &end, 10);
    return end == wait ? -1 : (int64_t)ns;
}

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>

#if defined(__x86_64__)
#define MEMLAB_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define MEMLAB_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

#define DENY(nr) \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), \
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA))

int memlab_install_worker_seccomp(void) {
#ifndef MEMLAB_AUDIT_ARCH
    errno = ENOSYS;
    return -1;
#else
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, MEMLAB_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#ifdef __NR_clone3
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA)),
#endif
        // clone: threads (CLONE_THREAD) only.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        DENY(__NR_socket), DENY(__NR_socketpair), DENY(__NR_connect), DENY(__NR_bind),
        DENY(__NR_listen), DENY(__NR_accept), DENY(__NR_accept4),
        DENY(__NR_execve), DENY(__NR_execveat),
#ifdef __NR_fork
        DENY(__NR_fork),
#endif
#ifdef __NR_vfork
        DENY(__NR_vfork),
#endif
        DENY(__NR_ptrace), DENY(__NR_process_vm_readv), DENY(__NR_process_vm_writev),
        DENY(__NR_mount), DENY(__NR_umount2), DENY(__NR_pivot_root), DENY(__NR_chroot),
        DENY(__NR_setns), DENY(__NR_unshare),
        DENY(__NR_init_module), DENY(__NR_finit_module), DENY(__NR_delete_module),
        DENY(__NR_kexec_load), DENY(__NR_reboot), DENY(__NR_swapon), DENY(__NR_swapoff),
        DENY(__NR_bpf), DENY(__NR_perf_event_open), DENY(__NR_keyctl), DENY(__NR_add_key),
        DENY(__NR_request_key), DENY(__NR_userfaultfd), DENY(__NR_kill), DENY(__NR_tkill),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = { (unsigned short)(sizeof filter / sizeof filter[0]), filter };
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0);
#endif
}


int memlab_no_new_privs(void) { return prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0); }


#include <linux/landlock.h>

#ifndef LANDLOCK_ACCESS_FS_REFER
#define LANDLOCK_ACCESS_FS_REFER (1ULL << 13)
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif

int memlab_confine_writes(const char *writable_directory, const char *writable_file) {
#if defined(__NR_landlock_create_ruleset) && defined(__NR_landlock_add_rule) && defined(__NR_landlock_restrict_self)
    long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    if (abi < 1) return -1;
    // Every right that changes the file system; reading, listing and executing stay as they were.
    __u64 writes = LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE
        | LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG | LANDLOCK_ACCESS_FS_MAKE_SOCK
        | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK | LANDLOCK_ACCESS_FS_MAKE_SYM;
    if (abi >= 2) writes |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) writes |= LANDLOCK_ACCESS_FS_TRUNCATE;
    struct landlock_ruleset_attr attributes = { .handled_access_fs = writes };
    int ruleset = (int)syscall(__NR_landlock_create_ruleset, &attributes, sizeof attributes, 0);
    if (ruleset < 0) return -1;
    int failed = 0;
    if (writable_directory != NULL) {
        int fd = open(writable_directory, O_PATH | O_DIRECTORY | O_CLOEXEC);
        struct landlock_path_beneath_attr beneath = { .allowed_access = writes, .parent_fd = fd };
        if (fd < 0 || syscall(__NR_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0) != 0) failed = 1;
        if (fd >= 0) close(fd);
    }
    if (!failed && writable_file != NULL) {
        int fd = open(writable_file, O_PATH | O_CLOEXEC);
        __u64 file = LANDLOCK_ACCESS_FS_WRITE_FILE | (abi >= 3 ? LANDLOCK_ACCESS_FS_TRUNCATE : 0);
        struct landlock_path_beneath_attr beneath = { .allowed_access = file, .parent_fd = fd };
        if (fd < 0 || syscall(__NR_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0) != 0) failed = 1;
        if (fd >= 0) close(fd);
    }
    if (failed || syscall(__NR_landlock_restrict_self, ruleset, 0) != 0) {
        int saved = errno;
        close(ruleset);
        errno = saved;
        return -1;
    }
    close(ruleset);
    return (int)abi;
#else
    (void)writable_directory; (void)writable_file;
    errno = ENOSYS;
    return -1;
#endif
}
