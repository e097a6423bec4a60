import Testing
import Foundation
@testable import MemlabCore

/// CgroupPlacement's reading of /proc/self/cgroup, mountinfo and cgroupfs: directory trees in
/// a temporary directory stand in for them (only files are read here; what the kernel does
/// with cgroups is tested in the cgroup v2 VM, CgroupV2VMTests).
struct CgroupPlacementTests {
    /// A fake machine: /proc files and a cgroup2 (or v1 memory) mount under a temporary root.
    struct FakeMachine {
        let root = NSTemporaryDirectory() + "memlab-cgroup-\(UUID().uuidString)"
        var environment = CgroupPlacement.Environment()

        init(membership: String, fstype: String = "cgroup2", superOptions: String = "rw,nsdelegate") {
            try! FileManager.default.createDirectory(atPath: root + "/fs", withIntermediateDirectories: true)
            write("proc-self-cgroup", membership)
            write(
                "mountinfo",
                "22 1 0:21 / /proc rw,nosuid - proc proc rw\n"
                    + "30 25 0:26 / \(root)/fs rw,nosuid,nodev,noexec,relatime shared:4 - \(fstype) cgroup \(superOptions)\n")
            environment.procSelfCgroup = root + "/proc-self-cgroup"
            environment.mountinfo = root + "/mountinfo"
            environment.pid = 4242
            environment.systemdRuntimeDirectory = root + "/run-systemd-system"
            environment.systemdRun = nil
            environment.insideMemlabScope = false
            environment.commandLine = ["/usr/local/bin/memlab", "run", "probes/grow.js", "--limit", "24M"]
        }

        func write(_ relative: String, _ text: String) {
            let path = root + "/" + relative
            try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        /// A v2 cgroup directory under the fake mount.
        func cgroup(_ path: String, controllers: String = "cpu io memory pids", procs: [Int32], root isRoot: Bool = false) {
            write("fs\(path)/cgroup.controllers", controllers + "\n")
            write("fs\(path)/cgroup.subtree_control", "\n")
            write("fs\(path)/cgroup.procs", procs.map { "\($0)\n" }.joined())
            if !isRoot { write("fs\(path)/cgroup.type", "domain\n") }
        }
    }

    @Test func membershipOfV1AndV2() {
        let hybrid = CgroupPlacement.parseMembership("12:memory:/user.slice\n1:name=systemd:/user.slice/session-1.scope\n0::/user.slice/session-1.scope\n")
        #expect(hybrid == .init(v1Memory: "/user.slice", v2: "/user.slice/session-1.scope"))
        let unified = CgroupPlacement.parseMembership("0::/system.slice/ssh.service\n")
        #expect(unified == .init(v1Memory: nil, v2: "/system.slice/ssh.service"))
        #expect(CgroupPlacement.parseMembership("garbage\n") == .init())
    }

    @Test func mountPointsFromMountinfo() {
        let text = """
            35 24 0:30 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot
            40 30 0:35 / /sys/fs/cgroup/memory rw,nosuid - cgroup cgroup rw,memory
            41 30 0:36 / /sys/fs/cgroup/pids rw,nosuid - cgroup cgroup rw,pids
            """
        let mounts = CgroupPlacement.parseMounts(text)
        #expect(mounts.v1Memory == "/sys/fs/cgroup/memory")
        #expect(mounts.v2 == "/sys/fs/cgroup")
    }

    @Test func aloneInItsCgroup() {
        let machine = FakeMachine(membership: "0::/job\n")
        machine.cgroup("/job", procs: [4242])
        #expect(CgroupPlacement.assess(machine.environment) == .v2Alone(path: machine.root + "/fs/job"))
    }

    @Test func theRootCgroupAllowsProcessesBesideDelegatedChildren() {
        let machine = FakeMachine(membership: "0::/\n")
        machine.cgroup("", procs: [1, 4242, 77], root: true)
        #expect(CgroupPlacement.assess(machine.environment) == .v2Root(path: machine.root + "/fs"))
    }

    @Test func aContainersNamespaceRootIsNotTheRoot() {
        // In a cgroup namespace "/" is the container's cgroup: it has cgroup.type, and its rules.
        let machine = FakeMachine(membership: "0::/\n")
        machine.cgroup("", procs: [4242])
        #expect(CgroupPlacement.assess(machine.environment) == .v2Alone(path: machine.root + "/fs"))
    }

    @Test func sharedUnderSystemdAsRoot() throws {
        try #require(getuid() == 0, "the re-run under systemd-run is for root only")
        var machine = FakeMachine(membership: "0::/system.slice/runner.service\n")
        machine.cgroup("/system.slice/runner.service", procs: [4242, 100, 101])
        machine.write("run-systemd-system/.keep", "")
        machine.environment.systemdRun = "/usr/bin/systemd-run"
        #expect(
            CgroupPlacement.assess(machine.environment)
                == .v2SharedUnderSystemd(path: machine.root + "/fs/system.slice/runner.service", otherProcesses: 2))
        // Already run again once: no second time, a sentence instead.
        machine.environment.insideMemlabScope = true
        guard case .unavailable(let reason) = CgroupPlacement.assess(machine.environment) else {
            Issue.record("expected unavailable"); return
        }
        #expect(reason.contains("even in the scope systemd-run made"))
    }

    @Test func sharedWithoutSystemdSaysWhatCommandWouldWork() {
        let machine = FakeMachine(membership: "0::/job\n")
        machine.cgroup("/job", procs: [4242, 100])
        guard case .unavailable(let reason) = CgroupPlacement.assess(machine.environment) else {
            Issue.record("expected unavailable"); return
        }
        #expect(reason.hasPrefix("memlab shares the cgroup v2 \(machine.root)/fs/job with 1 other process, "))
        #expect(
            reason.hasSuffix(
                "e.g. `sh -c 'mkdir -p /sys/fs/cgroup/memlab && echo $$ > /sys/fs/cgroup/memlab/cgroup.procs && exec memlab run probes/grow.js --limit 24M'`"))
    }

    @Test func noMemoryController() {
        let machine = FakeMachine(membership: "0::/job\n")
        machine.cgroup("/job", controllers: "cpu io pids", procs: [4242])
        guard case .unavailable(let reason) = CgroupPlacement.assess(machine.environment) else {
            Issue.record("expected unavailable"); return
        }
        #expect(reason.contains("has no memory controller"))
        #expect(reason.contains("`sudo systemd-run --scope -p Delegate=yes memlab run probes/grow.js --limit 24M`"))
    }

    @Test func cgroupV1MemoryController() {
        let machine = FakeMachine(membership: "4:memory:/ci\n0::/\n", fstype: "cgroup", superOptions: "rw,memory")
        machine.write("fs/ci/memory.limit_in_bytes", "9223372036854771712\n")
        #expect(CgroupPlacement.assess(machine.environment) == .v1(path: machine.root + "/fs/ci"))
    }

    @Test func noCgroupAtAll() {
        var machine = FakeMachine(membership: "0::/\n")
        machine.write("mountinfo", "22 1 0:21 / /proc rw,nosuid - proc proc rw\n")
        machine.environment.mountinfo = machine.root + "/mountinfo"
        guard case .unavailable(let reason) = CgroupPlacement.assess(machine.environment) else {
            Issue.record("expected unavailable"); return
        }
        #expect(reason.contains("no memory cgroup"))
    }

    @Test(arguments: [
        (["memlab", "run", "a b.js"], "memlab run 'a b.js'"),
        (["/opt/bin/memlab", "run", "it's.js", "--limit", "24M"], "memlab run 'it'\\''s.js' --limit 24M")
    ])
    func shellQuotingOfTheSuggestedCommand(words: [String], expected: String) {
        var environment = CgroupPlacement.Environment()
        environment.commandLine = words
        #expect(CgroupPlacement.shellWords(CgroupPlacement.displayedCommand(environment)) == expected)
    }
}
