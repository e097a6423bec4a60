@preconcurrency import Glibc

/// A short auxiliary command (git, systemd-run's trial scope), started with posix_spawn and held
/// to a deadline: no Foundation `Process`, whose run loop and socket pair can hang a minimal
/// container (a QEMU guest with busybox init printed "Could not create wakeup socket pair for
/// CFSocket" and memlab waited 8 minutes). Reads are bounded; past the deadline the command is
/// killed (by its pid) and reaped, and the caller falls back to not knowing.
public enum Subprocess {
    public struct Output: Sendable, Equatable {
        /// The exit status, or nil when the command was killed by a signal (the deadline's included).
        public var status: Int32?
        public var stdout: [UInt8]
        public var stderr: [UInt8]
        /// Whether the deadline ran out (the command was then killed).
        public var timedOut: Bool
    }

    /// The most either stream keeps.
    static let maximumOutputBytes = 1 << 16

    /// Runs `executable` with `arguments` (stdin /dev/null, the environment memlab has), waiting at most
    /// `deadlineSeconds`; nil when it cannot be started.
    public static func run(_ executable: String, _ arguments: [String], deadlineSeconds: Double) -> Output? {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { return nil }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0])
            close(outPipe[1])
            return nil
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        var cArguments = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, &cArguments, environ)
        close(outPipe[1])
        close(errPipe[1])
        defer {
            close(outPipe[0])
            close(errPipe[0])
        }
        guard spawned == 0 else { return nil }

        var output = Output(status: nil, stdout: [], stderr: [], timedOut: false)
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = now() + deadlineSeconds
        while open[0] || open[1] {
            let left = deadline - now()
            if left <= 0 {
                output.timedOut = true
                kill(pid, SIGKILL)
                break
            }
            var descriptors = [
                pollfd(fd: open[0] ? outPipe[0] : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: open[1] ? errPipe[0] : -1, events: Int16(POLLIN), revents: 0)
            ]
            let ready = poll(&descriptors, 2, Int32(min(left, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { break }
            for stream in 0..<2 where open[stream] && descriptors[stream].revents != 0 {
                let count = read(descriptors[stream].fd, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    open[stream] = false
                    continue
                }
                if stream == 0 {
                    if output.stdout.count < maximumOutputBytes { output.stdout += buffer[0..<count] }
                } else if output.stderr.count < maximumOutputBytes {
                    output.stderr += buffer[0..<count]
                }
            }
        }
        var status: Int32 = 0
        // Both streams closed (or the command killed): it is ending; a child that closed them
        // and went on is killed at the deadline all the same.
        while true {
            let reaped = waitpid(pid, &status, output.timedOut ? 0 : WNOHANG)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { return output }
            if reaped == 0 {
                if now() >= deadline {
                    output.timedOut = true
                    kill(pid, SIGKILL)
                } else {
                    usleep(1000)
                }
            }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        if status & 0x7f == 0 { output.status = (status >> 8) & 0xff }
        return output
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
