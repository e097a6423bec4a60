import Foundation

/// A memory cgroup created for one worker, beneath the cgroup memlab itself
/// runs in (never elsewhere), and removed afterwards. cgroup v1
/// (`memory.limit_in_bytes`) and v2 (`memory.max`, `memory.swap.max=0`).
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

    /// The writable memory-cgroup directory of this process, or a sentence saying why there is none.
    public static func locateParent(procSelfCgroup: String = "/proc/self/cgroup",
                                    mountinfo: String = "/proc/self/mountinfo") -> Result<Parent, MemlabError> {
        guard let membership = try? String(contentsOfFile: procSelfCgroup, encoding: .utf8),
              let mounts = try? String(contentsOfFile: mountinfo, encoding: .utf8) else {
            return .failure(MemlabError(.unavailable, "cannot read /proc/self/cgroup; is /proc mounted?"))
        }
        var v1Own: String?
        var v2Own: String?
        for line in membership.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            if parts[1].split(separator: ",").contains("memory") { v1Own = String(parts[2]) }
            if parts[0] == "0" && parts[1].isEmpty { v2Own = String(parts[2]) }
        }
        var v1Mount: String?
        var v2Mount: String?
        for line in mounts.split(separator: "\n") {
            // mountinfo: ... mountpoint ... - fstype source superoptions
            let halves = line.components(separatedBy: " - ")
            guard halves.count == 2 else { continue }
            let left = halves[0].split(separator: " ")
            let right = halves[1].split(separator: " ")
            guard left.count >= 5, right.count >= 3 else { continue }
            let mountPoint = String(left[4])
            if right[0] == "cgroup" && right[2].split(separator: ",").contains("memory") { v1Mount = mountPoint }
            if right[0] == "cgroup2" && v2Mount == nil { v2Mount = mountPoint }
        }
        let manager = FileManager.default
        if let v1Mount, let v1Own {
            let path = (v1Mount + v1Own).replacingOccurrences(of: "//", with: "/")
            if manager.isWritableFile(atPath: path) && manager.fileExists(atPath: path + "/memory.limit_in_bytes") {
                return .success(Parent(version: .v1, path: path))
            }
            return .failure(MemlabError(.unavailable, "the memory cgroup \(path) is not writable by this user; run as root or use --enforce watchdog"))
        }
        if let v2Mount, let v2Own {
            let path = (v2Mount + v2Own).replacingOccurrences(of: "//", with: "/")
            let controllers = (try? String(contentsOfFile: path + "/cgroup.controllers", encoding: .utf8)) ?? ""
            guard controllers.split(separator: " ").contains(where: { $0.trimmingSpaces() == "memory" }) else {
                return .failure(MemlabError(.unavailable, "the cgroup v2 hierarchy at \(path) has no memory controller; use --enforce watchdog or rlimit"))
            }
            let subtree = path + "/cgroup.subtree_control"
            let enabled = ((try? String(contentsOfFile: subtree, encoding: .utf8)) ?? "").contains("memory")
            if !enabled, (try? "+memory".write(toFile: subtree, atomically: false, encoding: .utf8)) == nil {
                return .failure(MemlabError(.unavailable, "cannot delegate the memory controller below \(path) (cgroup v2 allows no processes in a cgroup that delegates); run memlab in a leaf cgroup of its own or use --enforce watchdog"))
            }
            guard manager.isWritableFile(atPath: path) else {
                return .failure(MemlabError(.unavailable, "the cgroup \(path) is not writable by this user; use --enforce watchdog"))
            }
            return .success(Parent(version: .v2, path: path))
        }
        return .failure(MemlabError(.unavailable, "this machine has no memory cgroup (neither v1 memory controller nor v2); use --enforce watchdog or rlimit"))
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
                try write("memory.max", String(limitBytes))
                if FileManager.default.fileExists(atPath: path + "/memory.swap.max") { try write("memory.swap.max", "0") }
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

    /// Removes cgroups left by memlab processes that no longer exist (e.g. killed with SIGKILL).
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
