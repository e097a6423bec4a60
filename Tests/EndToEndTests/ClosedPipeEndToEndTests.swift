import Foundation
import Testing

@testable import MemlabCore

/// A reader that leaves (`memlab ... | head -1`): memlab writes what it can, stops quietly, still
/// writes its records, and exits 141 where it would have exited 0. Through the built binary, its
/// stdout a pipe whose reading end is already closed (every write fails with EPIPE).
@Suite struct ClosedPipeEndToEndTests {
    struct Ended {
        var status: Int32
        var stderr: String
    }

    /// Runs memlab with stdout a pipe nobody reads (its read end closed before memlab starts).
    static func runIntoClosedPipe(_ arguments: [String]) throws -> Ended {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw MemlabError(.software, "pipe") }
        close(fds[0])
        let errPath = MemlabBinary.temporaryDirectory() + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv = ([MemlabBinary.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "MEMLAB_WORKER")
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for entry in envp { free(entry) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, MemlabBinary.path, &actions, nil, &argv, &envp)
        close(fds[1])
        guard spawned == 0 else { throw MemlabError(.software, "spawn: \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        // Exited (not killed by a signal): its status; a signal shows as 128 + N, as a shell shows it.
        return Ended(status: status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), stderr: stderr)
    }

    static let probe = "self.addEventListener('push', (e) => e.waitUntil(self.registration.showNotification('x')));\n"

    @Test("commands that print: exit 141, no backtrace, the record written")
    func everyCommandStopsQuietly() throws {
        let library = MemlabBinary.temporaryDirectory()
        try Data(Self.probe.utf8).write(to: URL(fileURLWithPath: library + "/a.js"))
        try Data(Self.probe.utf8).write(to: URL(fileURLWithPath: library + "/b.js"))
        let results = MemlabBinary.temporaryDirectory()
        let suite = MemlabBinary.temporaryDirectory() + "/suite"

        let run = try Self.runIntoClosedPipe(["run", library + "/a.js", "--out", results])
        #expect(run.status == 141, "\(run.stderr)")
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Backtrace"), "\(run.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: results).filter { $0.hasSuffix(".json") }
        #expect(written.count == 1, "\(written)")
        #expect(try ResultStore.read(results + "/" + written[0]).end.kind == .completed)

        let json = try Self.runIntoClosedPipe(["run", library + "/a.js", "--out", results, "--json"])
        #expect(json.status == 141, "\(json.stderr)")

        let suiteRun = try Self.runIntoClosedPipe(["suite", library, "--out", suite])
        #expect(suiteRun.status == 141, "\(suiteRun.stderr)")
        #expect(!suiteRun.stderr.contains("Fatal error"), "\(suiteRun.stderr)")
        #expect(try SuiteManifest.read(directory: suite).probes.allSatisfy { $0.records.count == 1 })

        for arguments in [
            ["help"], ["run", "--help"], ["version"], ["presets"], ["presets", "--json"], ["diff", suite, suite], ["diff", suite, suite, "--format", "json"],
            ["history", suite], ["export", suite], ["recover", results]
        ] {
            let ended = try Self.runIntoClosedPipe(arguments)
            #expect(ended.status == 141, "memlab \(arguments.joined(separator: " ")): \(ended.status) \(ended.stderr)")
            #expect(!ended.stderr.contains("Fatal error"), "memlab \(arguments.joined(separator: " ")): \(ended.stderr)")
        }
        // A failure keeps its own status: a usage error is 64 whatever became of stdout.
        #expect(try Self.runIntoClosedPipe(["run", "--limit", "24Q", library + "/a.js"]).status == 64)
    }
}
