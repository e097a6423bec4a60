import Foundation

/// Where this process stands in the memory-cgroup hierarchy, and so how memlab can get
/// cgroups for its workers: read from /proc/self/cgroup, mountinfo and cgroupfs only,
/// never changing anything (CgroupDelegation acts on it).
///
/// cgroup v2's rule that shapes it all: a cgroup other than the root that holds processes
/// cannot enable a controller for its children ("no internal processes"). So memlab,
/// which lives in its cgroup, can create limited children only if it is in the root, or
/// if it is alone there and first moves itself into a leaf of its own (systemd's
/// delegation guide: the manager moves into a leaf, the workers are its siblings).
public enum CgroupPlacement: Equatable, Sendable {
    /// cgroup v1's memory controller: worker cgroups are children of memlab's own.
    case v1(path: String)
    /// The v2 root cgroup: processes may live beside children that have the controller.
    case v2Root(path: String)
    /// v2, memlab is the only process in its cgroup (a `Delegate=yes` scope, a container):
    /// it moves itself into a leaf and creates the workers' cgroups beside it.
    case v2Alone(path: String)
    /// v2, other processes share memlab's cgroup and systemd is the init system:
    /// memlab can run itself again in a transient scope of its own with delegation.
    case v2SharedUnderSystemd(path: String, otherProcesses: Int)
    /// No way to an exact ceiling here; the sentence says why and what would give one.
    case unavailable(reason: String)

    /// What the machine looks like, as read from it (the parameters exist for tests,
    /// which point them at directory trees standing in for /proc and cgroupfs).
    public struct Environment: Sendable {
        public var procSelfCgroup = "/proc/self/cgroup"
        public var mountinfo = "/proc/self/mountinfo"
        public var pid = getpid()
        /// systemd's own test that it is the init system (sd_booted): this directory exists.
        public var systemdRuntimeDirectory = "/run/systemd/system"
        public var systemdRun: String? = CgroupPlacement.findExecutable("systemd-run")
        /// Set when memlab already runs itself again in a transient scope (no second time).
        public var insideMemlabScope = ProcessInfo.processInfo.environment[CgroupPlacement.scopeVariable] != nil
        /// How memlab was started, for the command a sentence suggests.
        public var commandLine: [String] = CommandLine.arguments

        public init() {}
    }

    /// Set in the environment of memlab run again under `systemd-run`: the cgroup it left
    /// and how many processes shared it (`PATH|N`).
    public static let scopeVariable = "MEMLAB_SYSTEMD_SCOPE"

    /// memlab's membership, one path per hierarchy that matters.
    public struct Membership: Equatable, Sendable {
        public var v1Memory: String?
        public var v2: String?
    }

    /// Parses /proc/self/cgroup: `ID:CONTROLLERS:PATH` lines; v2 is `0::PATH`.
    public static func parseMembership(_ text: String) -> Membership {
        var membership = Membership()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            if parts[1].split(separator: ",").contains("memory") { membership.v1Memory = String(parts[2]) }
            if parts[0] == "0" && parts[1].isEmpty { membership.v2 = String(parts[2]) }
        }
        return membership
    }

    /// Mount points of cgroup v1's memory hierarchy and of cgroup v2, from mountinfo.
    public static func parseMounts(_ text: String) -> (v1Memory: String?, v2: String?) {
        var v1: String?
        var v2: String?
        for line in text.split(separator: "\n") {
            // mountinfo: ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS... - FSTYPE SOURCE SUPEROPTIONS
            let halves = line.components(separatedBy: " - ")
            guard halves.count == 2 else { continue }
            let left = halves[0].split(separator: " ")
            let right = halves[1].split(separator: " ")
            guard left.count >= 5, right.count >= 3 else { continue }
            let mountPoint = String(left[4])
            if right[0] == "cgroup" && right[2].split(separator: ",").contains("memory") { v1 = mountPoint }
            if right[0] == "cgroup2" && v2 == nil { v2 = mountPoint }
        }
        return (v1, v2)
    }

    static func join(_ mountPoint: String, _ path: String) -> String {
        let joined = path == "/" ? mountPoint : mountPoint + path
        return joined.count > 1 && joined.hasSuffix("/") ? String(joined.dropLast()) : joined
    }

    /// Reads the machine and says which case this is.
    public static func assess(_ environment: Environment = Environment()) -> CgroupPlacement {
        guard let membershipText = try? String(contentsOfFile: environment.procSelfCgroup, encoding: .utf8),
            let mountsText = try? String(contentsOfFile: environment.mountinfo, encoding: .utf8)
        else {
            return .unavailable(reason: "cannot read /proc/self/cgroup; is /proc mounted?")
        }
        let membership = parseMembership(membershipText)
        let mounts = parseMounts(mountsText)
        if let mount = mounts.v1Memory, let own = membership.v1Memory {
            let path = join(mount, own)
            if access(path, W_OK) == 0 && FileManager.default.fileExists(atPath: path + "/memory.limit_in_bytes") {
                return .v1(path: path)
            }
            return .unavailable(reason: "the memory cgroup \(path) is not writable by this user; run as root or use --enforce watchdog")
        }
        guard let mount = mounts.v2, let own = membership.v2 else {
            return .unavailable(reason: "this machine has no memory cgroup (neither cgroup v1's memory controller nor cgroup v2 is mounted)")
        }
        let path = join(mount, own)
        let controllers = read(path + "/cgroup.controllers").split(separator: " ").map { $0.trimmingSpaces() }
        guard controllers.contains("memory") else {
            return .unavailable(
                reason: "the cgroup v2 \(path) has no memory controller (its parent does not enable it in cgroup.subtree_control); "
                    + "enable it there, or run memlab where it is, e.g. `\(scopeCommand(environment))`")
        }
        guard access(path + "/cgroup.procs", W_OK) == 0, access(path + "/cgroup.subtree_control", W_OK) == 0, access(path, W_OK) == 0 else {
            let readOnly = errno == EROFS
            return .unavailable(
                reason: "the cgroup v2 \(path) is \(readOnly ? "on a read-only cgroupfs" : "not writable by this user"); "
                    + "run memlab in a cgroup of its own with delegation, e.g. `\(scopeCommand(environment))`")
        }
        // The real root has no cgroup.type (a cgroup namespace's root, as in a container, does).
        if !FileManager.default.fileExists(atPath: path + "/cgroup.type") { return .v2Root(path: path) }
        let others = read(path + "/cgroup.procs").split(separator: "\n")
            .compactMap { Int32($0.trimmingSpaces()) }.filter { $0 != environment.pid }
        if others.isEmpty { return .v2Alone(path: path) }
        let booted = FileManager.default.fileExists(atPath: environment.systemdRuntimeDirectory)
        if booted, environment.systemdRun != nil, !environment.insideMemlabScope, getuid() == 0 {
            return .v2SharedUnderSystemd(path: path, otherProcesses: others.count)
        }
        return .unavailable(reason: sharedSentence(path: path, otherProcesses: others.count, environment: environment))
    }

    /// Why a shared cgroup gives no exact ceiling, and the command that would.
    static func sharedSentence(path: String, otherProcesses: Int, environment: Environment, systemdRunFailure: String? = nil) -> String {
        let shared =
            "memlab shares the cgroup v2 \(path) with \(otherProcesses) other process\(otherProcesses == 1 ? "" : "es"), "
            + "and cgroup v2 lets no cgroup that holds processes give its children the memory controller"
        let booted = FileManager.default.fileExists(atPath: environment.systemdRuntimeDirectory) && environment.systemdRun != nil
        if let systemdRunFailure {
            return shared
                + "; systemd-run could not give memlab a scope of its own (\(systemdRunFailure)); start memlab as the only process of a cgroup, e.g. `\(leafCommand(environment))`"
        }
        if environment.insideMemlabScope {
            return shared + ", even in the scope systemd-run made; start memlab as the only process of a cgroup, e.g. `\(leafCommand(environment))`"
        }
        if booted { return shared + "; run memlab as root (it then asks systemd for a scope of its own), or `\(scopeCommand(environment))`" }
        return shared + "; start memlab as the only process of a cgroup, e.g. `\(leafCommand(environment))`"
    }

    /// `sudo systemd-run --scope -p Delegate=yes memlab ARGS`: a cgroup of memlab's own.
    static func scopeCommand(_ environment: Environment) -> String {
        "sudo systemd-run --scope -p Delegate=yes " + shellWords(displayedCommand(environment))
    }

    /// A shell that moves itself into a fresh cgroup and becomes memlab there.
    static func leafCommand(_ environment: Environment) -> String {
        let inner = "mkdir -p /sys/fs/cgroup/memlab && echo $$ > /sys/fs/cgroup/memlab/cgroup.procs && exec " + shellWords(displayedCommand(environment))
        return "sh -c '" + inner.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func displayedCommand(_ environment: Environment) -> [String] {
        var words = environment.commandLine
        if words.isEmpty { words = ["memlab"] }
        words[0] = (words[0] as NSString).lastPathComponent == "memlab" ? "memlab" : words[0]
        return words
    }

    static func shellWords(_ words: [String]) -> String {
        words.map { word in
            let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,@%+".contains($0) }
            return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    public static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
    }
}
