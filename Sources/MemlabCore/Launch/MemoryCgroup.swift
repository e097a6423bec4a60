import Foundation

/// A memory cgroup created for one worker, beneath the cgroup memlab itself
/// runs in (v1, the v2 root) or beside the leaf memlab moved into (v2, CgroupDelegation),
/// never elsewhere, and removed afterwards. cgroup v1 (`memory.limit_in_bytes`) and
/// v2 (`memory.max`, `memory.swap.max=0`, `memory.high=max`; the kill from
/// `memory.events`' oom_kill, the peak from `memory.peak`).
public final class MemoryCgroup: @unchecked Sendable {
    public enum Version: String, Sendable, Codable { case v1, v2 }

    /// Where memlab may create worker cgroups, found from /proc/self/cgroup.
    public struct Parent: Sendable {
        public let version: Version
        public let path: String
    }

    public let version: Version
    public let path: String
    private var removed = false

    public static let namePrefix = "memlab-"

    /// Where worker cgroups are (or would be) created for this process, or a sentence saying
    /// why there is none. Only reads: CgroupDelegation.establish does what v2 needs first
    /// (moving memlab into a leaf, enabling the controller); tests use this to look around.
    public static func locateParent(
        procSelfCgroup: String = "/proc/self/cgroup",
        mountinfo: String = "/proc/self/mountinfo"
    ) -> Result<Parent, MemlabError> {
        var environment = CgroupPlacement.Environment()
        environment.procSelfCgroup = procSelfCgroup
        environment.mountinfo = mountinfo
        switch CgroupPlacement.assess(environment) {
        case .v1(let path): return .success(Parent(version: .v1, path: path))
        case .v2Root(let path), .v2Alone(let path): return .success(Parent(version: .v2, path: path))
        case .v2SharedUnderSystemd(let path, let others):
            return .failure(MemlabError(.unavailable, CgroupPlacement.sharedSentence(path: path, otherProcesses: others, environment: environment)))
        case .unavailable(let reason): return .failure(MemlabError(.unavailable, reason))
        }
    }

    /// Creates `memlab-<pid>-<n>` beneath the parent with a hard limit and no swap.
    public init(parent: Parent, limitBytes: Int64, serial: Int) throws(MemlabError) {
        version = parent.version
        path = parent.path + "/" + MemoryCgroup.namePrefix + "\(getpid())-\(serial)"
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw MemlabError(.unavailable, "cannot create the cgroup \(path): \(String(cString: strerror(errno)))")
        }
        do {
            switch version {
            case .v1:
                try write("memory.limit_in_bytes", String(limitBytes))
                // memsw exists only with swap accounting; without it there is no swap to escape to.
                if FileManager.default.fileExists(atPath: path + "/memory.memsw.limit_in_bytes") {
                    try write("memory.memsw.limit_in_bytes", String(limitBytes))
                }
            case .v2:
                // No swap to escape to, and no throttling below the limit: memory.high stays
                // "max" (written anyway: the kernel's default, but a parent's template may differ).
                try write("memory.max", String(limitBytes))
                if FileManager.default.fileExists(atPath: path + "/memory.swap.max") { try write("memory.swap.max", "0") }
                try write("memory.high", "max")
            }
        } catch {
            remove()
            throw error
        }
    }

    deinit { remove() }

    private func write(_ file: String, _ value: String) throws(MemlabError) {
        let target = path + "/" + file
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw MemlabError(.unavailable, "cannot open \(target): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let bytes = Array(value.utf8)
        guard Glibc.write(fd, bytes, bytes.count) == bytes.count else {
            throw MemlabError(.unavailable, "cannot write \(value) to \(target): \(String(cString: strerror(errno)))")
        }
    }

    private func readInteger(_ file: String) -> Int64? {
        guard let text = try? String(contentsOfFile: path + "/" + file, encoding: .utf8) else { return nil }
        return Int64(text.trimmingSpaces())
    }

    /// Opens cgroup.procs for the child to write its own pid into between fork and exec.
    public func openProcs() throws(MemlabError) -> Int32 {
        let fd = open(path + "/cgroup.procs", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw MemlabError(.unavailable, "cannot open \(path)/cgroup.procs: \(String(cString: strerror(errno)))") }
        return fd
    }

    /// The highest charge the cgroup saw (v1 max_usage_in_bytes, v2 memory.peak when the kernel has it).
    public var peakBytes: Int64? { readInteger(version == .v1 ? "memory.max_usage_in_bytes" : "memory.peak") }

    /// How many times the kernel's OOM killer acted inside this cgroup.
    public var oomKills: Int {
        let file = version == .v1 ? "memory.oom_control" : "memory.events"
        guard let text = try? String(contentsOfFile: path + "/" + file, encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("oom_kill ") {
            return Int(line.dropFirst("oom_kill ".count).trimmingSpaces()) ?? 0
        }
        return 0
    }

    /// Times the limit was hit (v1 failcnt, v2 "max" events).
    public var limitHits: Int64 {
        if version == .v1 { return readInteger("memory.failcnt") ?? 0 }
        guard let text = try? String(contentsOfFile: path + "/memory.events", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("max ") { return Int64(line.dropFirst(4).trimmingSpaces()) ?? 0 }
        return 0
    }

    /// rmdir, retried briefly: the kernel may take a moment to let go of a just-reaped task.
    public func remove() {
        guard !removed else { return }
        for _ in 0..<200 {
            if rmdir(path) == 0 || errno == ENOENT { removed = true; return }
            usleep(5_000)
        }
    }

    /// Removes cgroups left by memlab processes that no longer exist (e.g. killed with SIGKILL),
    /// a v2 supervisor leaf (`memlab-PID-supervisor`) included.
    public static func reapLeftovers(in parent: Parent) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in entries where name.hasPrefix(namePrefix) {
            let rest = name.dropFirst(namePrefix.count)
            guard let pidText = rest.split(separator: "-").first, let pid = Int32(pidText) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                _ = rmdir(parent.path + "/" + name)
            }
        }
    }
}
