import Foundation
import CSandbox

/// waitpid failed for a worker: how it ended cannot be known (it is not `exited(0)`).
public struct WorkerWaitError: Error, Sendable, Equatable {
    public let pid: pid_t
    /// waitpid's errno (ECHILD: someone else reaped it, or SIGCHLD is ignored; EINVAL).
    public let errno: Int32

    public var sentence: String {
        "memlab could not learn how the worker (pid \(pid)) ended: waitpid failed with errno \(errno) (\(String(cString: strerror(errno)))); its exit status is unknown"
    }
}

/// The limits and plumbing given to one worker (see CSandbox's memlab_spawn).
public struct WorkerLaunch: Sendable {
    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]
    /// Address space JavaScriptCore needs to start (docs/jsc-facts.md: 4416 MiB JIT off, 5440 MiB JIT on).
    public var addressSpaceBytes: UInt64
    public var cpuSeconds: UInt64 = 120
    public var openFiles: UInt64 = 64
    public var fileSizeBytes: UInt64 = 1 << 20
    public var cgroupProcsFD: Int32 = -1
    /// A network namespace of its own (loopback only), where the machine allows it.
    public var privateNetwork = true

    public init(executable: String, arguments: [String], environment: [String: String], addressSpaceBytes: UInt64) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.addressSpaceBytes = addressSpaceBytes
    }

    public static func startupAddressSpace(jit: Bool) -> UInt64 {
        // Measured minimums plus room for the Swift runtime and a margin.
        (jit ? 5632 : 4608) << 20
    }
}

/// A running worker: its pid and the read ends of its frame and stderr pipes.
public final class WorkerProcess: @unchecked Sendable {
    public let pid: pid_t
    public let frameFD: Int32
    public let stderrFD: Int32
    /// The limits it was started under, by name (RLIMIT_AS, ...).
    public let rlimits: [String: Int64]
    private var reaped: Result<WorkerExit, WorkerWaitError>?

    private init(pid: pid_t, frameFD: Int32, stderrFD: Int32, rlimits: [String: Int64]) {
        self.pid = pid
        self.frameFD = frameFD
        self.stderrFD = stderrFD
        self.rlimits = rlimits
    }

    public static func spawn(_ launch: WorkerLaunch) throws(MemlabError) -> WorkerProcess {
        var framePipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard memlab_pipe_cloexec(&framePipe) == 0, memlab_pipe_cloexec(&errorPipe) == 0 else {
            throw MemlabError(.software, "cannot create pipes for the worker: \(String(cString: strerror(errno)))")
        }
        let devNull = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer {
            close(framePipe[1]); close(errorPipe[1])
            if devNull >= 0 { close(devNull) }
        }
        let argv = [launch.executable] + launch.arguments
        let envp = launch.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        var stage: Int32 = 0
        var error: Int32 = 0
        let status = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envPointers in
                launch.executable.withCString { path in
                    var config = memlab_spawn_config()
                    config.path = path
                    config.argv = argvPointers
                    config.envp = envPointers
                    config.stdin_fd = devNull
                    config.stdout_fd = devNull
                    config.stderr_fd = errorPipe[1]
                    config.frame_fd = framePipe[1]
                    config.cgroup_procs_fd = launch.cgroupProcsFD
                    config.rlimit_as_bytes = launch.addressSpaceBytes
                    config.rlimit_cpu_seconds = launch.cpuSeconds
                    config.rlimit_nofile = launch.openFiles
                    config.rlimit_fsize_bytes = launch.fileSizeBytes
                    config.no_new_privs = 1
                    config.die_with_parent = 1
                    config.private_network = launch.privateNetwork ? 1 : 0
                    return memlab_spawn(&config, &pid, &stage, &error)
                }
            }
        }
        guard status == 0 else {
            close(framePipe[0]); close(errorPipe[0])
            let reason = String(cString: strerror(error))
            let what: String
            switch Int(stage) {
            case Int(MEMLAB_STAGE_EXEC): what = "cannot execute the worker \(launch.executable): \(reason)"
            case Int(MEMLAB_STAGE_CGROUP): what = "the worker could not join its memory cgroup: \(reason)"
            case Int(MEMLAB_STAGE_RLIMIT): what = "the worker's resource limits could not be set: \(reason)"
            default: what = "the worker could not be started (stage \(stage)): \(reason)"
            }
            throw MemlabError(stage == MEMLAB_STAGE_EXEC ? .unavailable : .software, what)
        }
        Interruption.register(pid)
        let limits: [String: Int64] = [
            "RLIMIT_AS": Int64(launch.addressSpaceBytes), "RLIMIT_CPU": Int64(launch.cpuSeconds),
            "RLIMIT_NOFILE": Int64(launch.openFiles), "RLIMIT_FSIZE": Int64(launch.fileSizeBytes), "RLIMIT_CORE": 0
        ]
        return WorkerProcess(pid: pid, frameFD: framePipe[0], stderrFD: errorPipe[0], rlimits: limits)
    }

    /// Kills the worker (SIGKILL), by its pid, while it is not yet reaped.
    public func kill() {
        if reaped == nil { Glibc.kill(pid, SIGKILL) }
    }

    /// Blocks until the worker has exited; idempotent (a failure is thrown again).
    @discardableResult
    public func wait() throws(WorkerWaitError) -> WorkerExit {
        if let reaped { return try reaped.get() }
        Interruption.unregister(pid)
        var status: Int32 = 0
        var outcome: Result<WorkerExit, WorkerWaitError>?
        while outcome == nil {
            if waitpid(pid, &status, 0) >= 0 {
                outcome = .success((status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f))
            } else if errno != EINTR {
                outcome = .failure(WorkerWaitError(pid: pid, errno: errno))
            }
        }
        reaped = outcome
        return try outcome!.get()
    }

    deinit {
        if reaped == nil {
            kill()
            _ = try? wait()
        }
        close(frameFD)
        close(stderrFD)
    }
}

func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
