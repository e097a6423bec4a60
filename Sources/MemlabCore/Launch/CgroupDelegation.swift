import Foundation
import Synchronization

/// Gets memlab a cgroup under which it may create its workers' memory cgroups, the way
/// systemd's delegation guide and container runtimes do it, in small steps each undone on
/// the way out:
/// - cgroup v1, or the v2 root: create them beneath memlab's own cgroup (the root's
///   `cgroup.subtree_control` gets `+memory` if it lacks it, and keeps it);
/// - v2, memlab alone in its cgroup P: move memlab into the leaf `P/memlab-PID-supervisor`,
///   write `+memory` to P's `cgroup.subtree_control`, create the workers' cgroups in P;
///   at exit `-memory`, move memlab back into P, remove the leaf;
/// - v2, others share P and systemd is PID 1: run memlab again inside
///   `systemd-run --scope --quiet --collect -p Delegate=yes`, where it is alone.
/// Done once per process; later runs (a suite's probes) share it.
public enum CgroupDelegation {
    /// How memlab came to have the parent of its workers' cgroups (Support: a record names it too).
    public typealias Kind = CgroupDelegationKind

    /// How the parent of the workers' cgroups came to be usable.
    public struct Established: Sendable {
        public let parent: MemoryCgroup.Parent
        public let kind: Kind
        /// One sentence for the summary when memlab did something the user should know.
        public let note: String?
    }

    private struct State {
        var established: Established?
        /// The leaf memlab moved itself into, and the cgroup it came from.
        var supervisor: String?
        var home: String?
        /// Where memlab wrote `+memory` (to write `-memory` there at exit).
        var enabledMemoryIn: String?
        var exitHandlerInstalled = false
        /// Why the early run under systemd-run did not happen (not tried twice).
        var scopeFailure: String?
    }

    private static let state = Mutex(State())

    public static let supervisorSuffix = "supervisor"

    /// The parent of the workers' cgroups, set up on the first call; or why there is none
    /// (the sentence `auto` prints when it falls back and `--enforce cgroup` fails with).
    /// In the shared-under-systemd case a successful call does not return: memlab runs again.
    public static func establish(_ environment: CgroupPlacement.Environment = .init()) -> Result<Established, MemlabError> {
        state.withLock { state in
            if let established = state.established { return .success(established) }
            let result = establishLocked(&state, environment)
            if case .success(let established) = result { state.established = established }
            return result
        }
    }

    private static func establishLocked(_ state: inout State, _ environment: CgroupPlacement.Environment) -> Result<Established, MemlabError> {
        switch CgroupPlacement.assess(environment) {
        case .unavailable(let reason):
            return .failure(MemlabError(.unavailable, reason))
        case .v1(let path):
            return .success(Established(parent: .init(version: .v1, path: path), kind: .v1, note: nil))
        case .v2Root(let path):
            // Left enabled at exit: other memlab processes in the root may be using it (as systemd
            // leaves it enabled on every machine it boots).
            if !subtreeHasMemory(path), let failure = writeControl(path + "/cgroup.subtree_control", "+memory") {
                return .failure(
                    MemlabError(.unavailable, "cannot enable the memory controller in the cgroup v2 root \(path) (\(failure)); use --enforce watchdog"))
            }
            return .success(Established(parent: .init(version: .v2, path: path), kind: .v2Root, note: nil))
        case .v2Alone(let path):
            if let failure = moveIntoLeaf(&state, path) {
                return .failure(
                    MemlabError(
                        .unavailable,
                        "memlab is alone in the cgroup v2 \(path) but could not move itself into a leaf and delegate the memory controller (\(failure)); use --enforce watchdog"
                    ))
            }
            if let scope = ProcessInfo.processInfo.environment[CgroupPlacement.scopeVariable] {
                let parts = scope.split(separator: "|", maxSplits: 1)
                let from = parts.first.map(String.init) ?? "?"
                let count = parts.count > 1 ? String(parts[1]) : "other"
                return .success(
                    Established(
                        parent: .init(version: .v2, path: path), kind: .v2SystemdScope,
                        note:
                            "memlab ran itself again in a transient systemd scope with delegation (\(path)), since its cgroup \(from) was shared with \(count) other process\(count == "1" ? "" : "es")"
                    ))
            }
            return .success(
                Established(
                    parent: .init(version: .v2, path: path), kind: .v2Leaf,
                    note: nil))
        case .v2SharedUnderSystemd(let path, let others):
            let failure = state.scopeFailure ?? runAgainInScope(from: path, otherProcesses: others)
            return .failure(
                MemlabError(
                    .unavailable, CgroupPlacement.sharedSentence(path: path, otherProcesses: others, environment: environment, systemdRunFailure: failure)))
        }
    }

    /// Called first thing in memlab's main: when the command will want a cgroup (`run`, `suite`
    /// or `limit`, without `--enforce watchdog|rlimit` or `--help`) and memlab shares a v2 cgroup
    /// under systemd, it runs again in a scope now, before it has written anything (a suite's
    /// directory, say). On failure it goes on; the run then says why it has no cgroup.
    public static func runAgainInScopeIfShared(arguments: [String], _ environment: CgroupPlacement.Environment = .init()) {
        guard let command = arguments.first, ["run", "suite", "limit"].contains(command) else { return }
        var enforcement = "auto"
        for (index, argument) in arguments.enumerated() {
            if argument == "--help" || argument == "-h" { return }
            if argument == "--enforce", index + 1 < arguments.count { enforcement = arguments[index + 1] }
            if argument.hasPrefix("--enforce=") { enforcement = String(argument.dropFirst("--enforce=".count)) }
        }
        guard enforcement == "auto" || enforcement == "cgroup" else { return }
        guard case .v2SharedUnderSystemd(let path, let others) = CgroupPlacement.assess(environment) else { return }
        let failure = runAgainInScope(from: path, otherProcesses: others)
        state.withLock { $0.scopeFailure = failure }
    }

    static func subtreeHasMemory(_ path: String) -> Bool {
        CgroupPlacement.read(path + "/cgroup.subtree_control").split(separator: " ").contains { $0.trimmingSpaces() == "memory" }
    }

    /// Writes one control value; nil when it worked, else strerror.
    static func writeControl(_ file: String, _ value: String) -> String? {
        let fd = open(file, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        let bytes = Array(value.utf8)
        return Glibc.write(fd, bytes, bytes.count) == bytes.count ? nil : String(cString: strerror(errno))
    }

    /// The only-process case, steps undone in reverse if one fails.
    private static func moveIntoLeaf(_ state: inout State, _ path: String) -> String? {
        let leaf = path + "/" + MemoryCgroup.namePrefix + "\(getpid())-" + supervisorSuffix
        if mkdir(leaf, 0o755) != 0 && errno != EEXIST { return "mkdir \(leaf): " + String(cString: strerror(errno)) }
        if let failure = writeControl(leaf + "/cgroup.procs", "0") {
            _ = rmdir(leaf)
            return "moving into \(leaf): " + failure
        }
        if let failure = writeControl(path + "/cgroup.subtree_control", "+memory") {
            // EBUSY here: another process joined the cgroup meanwhile.
            _ = writeControl(path + "/cgroup.procs", "0")
            _ = rmdir(leaf)
            return "writing +memory to \(path)/cgroup.subtree_control: " + failure
        }
        state.supervisor = leaf
        state.home = path
        state.enabledMemoryIn = path
        installExitHandler(&state)
        return nil
    }

    private static func installExitHandler(_ state: inout State) {
        guard !state.exitHandlerInstalled else { return }
        state.exitHandlerInstalled = true
        atexit { CgroupDelegation.restore() }
    }

    /// Puts everything back: `-memory`, memlab into its former cgroup, the leaf removed.
    /// Runs at exit (also after SIGINT/SIGTERM, which end memlab through exit()). The
    /// workers' cgroups are gone by then (each run removes its own).
    public static func restore() {
        state.withLock { state in
            if let home = state.home {
                // Cgroups of this process a run could not remove yet (a worker still dying).
                for name in (try? FileManager.default.contentsOfDirectory(atPath: home)) ?? []
                where name.hasPrefix(MemoryCgroup.namePrefix + "\(getpid())-") && !name.hasSuffix(supervisorSuffix) {
                    for _ in 0..<200 { if rmdir(home + "/" + name) == 0 || errno == ENOENT { break }; usleep(5_000) }
                }
            }
            if let enabled = state.enabledMemoryIn { _ = writeControl(enabled + "/cgroup.subtree_control", "-memory") }
            if let home = state.home, let leaf = state.supervisor {
                if writeControl(home + "/cgroup.procs", "0") == nil { _ = rmdir(leaf) }
            }
            state = State(exitHandlerInstalled: state.exitHandlerInstalled)
        }
    }

    /// Runs memlab again as `systemd-run --scope --quiet --collect -p Delegate=yes -- memlab ARGS`
    /// (the same process: systemd-run registers the scope and execs). First a trial scope
    /// running `true`, so that a systemd-run that cannot work (no D-Bus) gives a sentence
    /// instead of its own error. Returns only on failure, with what went wrong.
    static func runAgainInScope(from path: String, otherProcesses: Int) -> String? {
        guard let systemdRun = CgroupPlacement.findExecutable("systemd-run") else { return "systemd-run is not installed" }
        let scopeArguments = ["--scope", "--quiet", "--collect", "-p", "Delegate=yes", "--"]
        if let failure = trial(systemdRun, scopeArguments + ["true"]) { return failure }
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return "cannot read /proc/self/exe"
        }
        setenv(CgroupPlacement.scopeVariable, "\(path)|\(otherProcesses)", 1)
        // Signals memlab ignores (it routes SIGINT/SIGTERM through dispatch) would stay ignored across exec.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        fflush(nil)
        let arguments = [systemdRun] + scopeArguments + [executable] + CommandLine.arguments.dropFirst()
        var cArguments = arguments.map { strdup($0) } + [nil]
        execv(systemdRun, &cArguments)
        let failure = "exec \(systemdRun): " + String(cString: strerror(errno))
        unsetenv(CgroupPlacement.scopeVariable)
        return failure
    }

    /// Runs a command (held to a deadline: systemd-run without D-Bus can wait); nil when it
    /// exited 0, else its last stderr line.
    static func trial(_ executable: String, _ arguments: [String]) -> String? {
        guard let output = Subprocess.run(executable, arguments, deadlineSeconds: 20) else { return "cannot start \(executable)" }
        if output.status == 0 { return nil }
        if output.timedOut { return "\(executable) did not finish within 20 s" }
        let lines = String(decoding: output.stderr, as: UTF8.self).split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        return lines.last ?? "it exited with status \(output.status.map(String.init) ?? "unknown")"
    }
}
