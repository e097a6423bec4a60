import Testing
import Foundation
import MemlabCore

/// Faults injected into real runs of the built binary: the worker killed at random
/// moments, a worker speaking garbage, memlab itself interrupted or killed, runs
/// racing into one results directory, no write access. Every one is reported as what
/// it was, with a documented exit status, and no record is lost or corrupted.
/// docs/sandbox.md counts them; keep its table in step with the iteration counts here.
@Suite struct FaultTests {
    static let signalIterations = 30
    static let memlabKillIterations = 10
    static let parallelRuns = 6

    @Test("the worker killed by SIGKILL, SIGSEGV, SIGABRT or SIGTERM at random moments, 30 times: reported, every sample kept")
    func workerKilledAtRandomMoments() async throws {
        let signals = [SIGKILL, SIGSEGV, SIGABRT, SIGTERM]
        let probe = MemlabBinary.writeProbe(FaultProbes.steps)
        let base = FaultRandom()
        // Two lanes at a time (child tasks, so that expectations belong to this test).
        let outcomes = await withTaskGroup(of: [(RunEnd.Kind?, Bool)].self) { group in
            for lane in 0..<2 {
                group.addTask {
                    var random = base
                    for _ in 0..<lane * 1000 { _ = random.next() }
                    var results: [(RunEnd.Kind?, Bool)] = []
                    for iteration in stride(from: lane, to: FaultTests.signalIterations, by: 2) {
                        results.append(
                            FaultTests.killWorkerOnce(
                                probe: probe, signal: signals[iteration % signals.count],
                                iteration: iteration, random: &random, seed: base.seed))
                    }
                    return results
                }
            }
            var all: [(RunEnd.Kind?, Bool)] = []
            for await results in group { all += results }
            return all
        }
        let crashed = outcomes.filter { $0.0 == .crashed }.count
        let completed = outcomes.filter { $0.0 == .completed }.count
        let late = outcomes.filter(\.1).count
        print(
            "workerKilledAtRandomMoments: \(outcomes.count) kills, \(crashed) crashed, \(completed) completed first (or survived SIGSEGV), \(late) after samples were written, seed \(base.seed)"
        )
        #expect(crashed + completed == FaultTests.signalIterations, "crashed \(crashed), completed \(completed), late kills \(late), seed \(base.seed)")
        #expect(crashed > 0)
    }

    /// One run of the steps probe whose worker gets `signal` after a random delay; half the
    /// time only once frames past hello and baseline were written. Returns how it ended and
    /// whether the kill came after samples were written.
    static func killWorkerOnce(probe: String, signal: Int32, iteration: Int, random: inout FaultRandom, seed: UInt64) -> (RunEnd.Kind?, Bool) {
        let delay = UInt32.random(in: 0...600_000, using: &random)
        let context = "iteration \(iteration), signal \(signal), delay \(delay) µs, seed \(seed)"
        let out = MemlabBinary.temporaryDirectory()
        guard let memlab = try? BackgroundMemlab(["run", probe, "--pushes", "12", "--expire", "20", "--json", "--out", out]) else {
            Issue.record("cannot start memlab (\(context))")
            return (nil, false)
        }
        var wroteSamples = false
        if let worker = memlab.worker() {
            if iteration % 4 >= 2 { wroteSamples = FaultProc.waitWritten(worker, atLeast: 4096) }
            usleep(delay)
            if !wroteSamples, let written = FaultProc.bytesWritten(worker) { wroteSamples = written >= 4096 }
            kill(worker, signal)
        }
        let ending = memlab.wait()
        return (checkSignalled(ending, signal: signal, wroteSamples: wroteSamples, out: out, context: context), wroteSamples)
    }

    /// One signalled run: exit 0, one decodable record equal to what was printed, the
    /// end classified from the worker's real fate, and the samples consistent.
    static func checkSignalled(_ ending: BackgroundMemlab.Ending, signal: Int32, wroteSamples: Bool, out: String, context: String) -> RunEnd.Kind? {
        #expect(ending.signal == nil && ending.outcome.status == 0, "\(context): status \(ending.outcome.status), stderr: \(ending.outcome.stderr)")
        guard let record = ending.record else {
            Issue.record("\(context): stdout is not a record: \(ending.outcome.stdout.prefix(300))")
            return nil
        }
        let audit = ResultsAudit(out)
        #expect(audit.records.count == 1 && audit.corrupt.isEmpty && audit.other.isEmpty && audit.hiddenTemporaries.isEmpty, "\(context): \(audit)")
        if let file = audit.records.first { #expect((try? ResultStore.read(file)) == record, "\(context): the file differs from the record printed") }
        switch record.end.kind {
        case .completed:
            // The signal came after the worker had finished, or the worker survived it
            // (JavaScriptCore's own SIGSEGV handler shrugs off a SIGSEGV sent by kill()).
            #expect(record.pushes.count == 12, "\(context)")
            #expect(record.checkpoints.count == 12 * FaultProbes.checkpointsPerPush, "\(context)")
        case .crashed:
            #expect(record.end.exit == .signaled(signal), "\(context): \(record.end.message)")
            #expect(record.end.message.contains("signal \(signal)"), "\(context): \(record.end.message)")
            if record.baseline != nil {
                let finished = record.pushes.filter { $0.reason != .crashed }.map(\.index)
                #expect(finished == Array(0..<finished.count).map { $0 + 1 }, "\(context): pushes \(record.pushes.map(\.index))")
                if finished.count < 12 {
                    #expect(record.pushes.last?.reason == .crashed, "\(context)")
                    #expect(record.pushes.last?.outcome == .originalContent, "\(context)")
                } else {
                    // The signal came after the last sample, while the worker was exiting.
                    #expect(record.end.message.contains("after every push had finished"), "\(context): \(record.end.message)")
                }
                for index in finished {
                    #expect(record.checkpoints.filter { $0.push == index }.count == FaultProbes.checkpointsPerPush, "\(context): push \(index)")
                }
                let inProgress = finished.count + 1
                #expect(record.checkpoints.filter { $0.push == inProgress }.count <= FaultProbes.checkpointsPerPush, "\(context)")
                #expect(record.checkpoints.allSatisfy { $0.push <= inProgress }, "\(context)")
                #expect(record.sandbox?.seccomp == true, "\(context)")
            }
            if wroteSamples {
                #expect(!record.checkpoints.isEmpty, "\(context): frames were written before the kill but no checkpoint is in the record")
            }
        default:
            Issue.record("\(context): ended \(record.end.kind): \(record.end.message)")
        }
        return record.end.kind
    }

    // MARK: a worker that speaks garbage

    static let hello = #"{"type":"hello","pid":1,"jscVersion":"fake","jit":false,"mode":"MODE","noNewPrivileges":true,"seccomp":false,"network":"host"}"#
    static let baseline = #"{"type":"baseline","footprintBytes":1000000,"vmSizeBytes":1,"rssBytes":1,"bootSeconds":0.001}"#
    static let push = #"{"type":"push","push":1,"outcome":"modified","listeners":1,"notificationsShown":1,"footprintBytes":1000000}"#
    static let done = #"{"type":"done","elapsedSeconds":0.01}"#

    /// What the fake worker writes on fd 3 after valid hello and baseline frames, in Python bytes literals,
    /// and how memlab must end.
    struct Garbage: Sendable, CustomTestStringConvertible {
        var name: String
        var body: String
        var status: Int32
        var end: RunEnd.Kind
        var problem: String
        var testDescription: String { name }
    }

    static let garbage: [Garbage] = [
        Garbage(
            name: "150 lines of garbage, then a valid push",
            body:
                "for i in range(150): out(b'not json %d\\n' % i)\nout(b'[1,2]\\n{\"type\":5}\\nnull\\n{\"no\":\"type\"}\\n')\nout(PUSH + b'\\n' + DONE + b'\\n')",
            status: 0, end: .completed, problem: "not a JSON object with a type"),
        Garbage(
            name: "a 100 KB line",
            body: "out(b'{\"type\":\"console\",\"text\":\"' + b'x' * 102400 + b'\"}\\n')\nout(PUSH + b'\\n' + DONE + b'\\n')",
            status: 0, end: .completed, problem: "limit 65536"),
        Garbage(
            name: "binary bytes, then exit without done",
            body: "out(bytes(range(256)) * 4 + b'\\xff\\xfe\\x00\\n\\x00\\x00\\n')",
            status: 70, end: .workerError, problem: "not a JSON object with a type"),
        Garbage(
            name: "a truncated frame at the end of the stream",
            body: "out(b'{\"type\":\"checkpoint\",\"push\":1,\"val')",
            status: 70, end: .workerError, problem: "truncated at end of stream"),
        Garbage(
            name: "garbage, then death by SIGKILL",
            body: "out(b'\\x00garbage\\n')\nos.kill(os.getpid(), 9)",
            status: 0, end: .crashed, problem: "not a JSON object with a type"),
        Garbage(
            name: "a push index and footprint at Int64.max",
            body: "out(b'{\"type\":\"push\",\"push\":9223372036854775807,\"outcome\":\"modified\",\"footprintBytes\":9223372036854775807}\\n' + DONE + b'\\n')",
            status: 0, end: .completed, problem: "")
    ]

    /// Writes a fake worker (Python) that passes the warm-up and then writes `body`.
    static func fakeWorker(_ body: String) throws -> String {
        let path = MemlabBinary.temporaryDirectory() + "/fake-worker"
        let script = """
            #!/usr/bin/python3
            import os, sys
            mode = sys.argv[sys.argv.index('--mode') + 1]
            def out(data):
                while data:
                    data = data[os.write(3, data):]
            out(b'\(hello)'.replace(b'MODE', mode.encode()) + b'\\n' + b'\(baseline)' + b'\\n')
            PUSH = b'\(push)'
            DONE = b'\(done)'
            if mode == 'baseline':
                out(DONE + b'\\n')
                sys.exit(0)
            \(body)
            sys.exit(0)
            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
        return path
    }

    @Test(
        "a worker that writes garbage, oversized, binary or truncated frames: memlab reports the problem and ends cleanly",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "the fake worker needs /usr/bin/python3"),
        arguments: garbage)
    func garbageFromTheWorker(_ garbage: Garbage) throws {
        let worker = try FaultTests.fakeWorker(garbage.body)
        let probe = MemlabBinary.writeProbe("addEventListener('push', () => {});")
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--expire", "10"], environment: ["MEMLAB_WORKER": worker])
        #expect(outcome.status == garbage.status, "stderr: \(outcome.stderr.prefix(600))")
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("crashed"), "memlab itself crashed: \(outcome.stderr.prefix(600))")
        let run = try #require(record, "stdout is not a record")
        #expect(files.count == 1 && files.allSatisfy { (try? ResultStore.read($0)) != nil })
        #expect(run.end.kind == garbage.end, "\(run.end.kind): \(run.end.message)")
        if !garbage.problem.isEmpty {
            #expect(run.problems.contains { $0.contains(garbage.problem) }, "problems: \(run.problems.prefix(3))")
        }
        #expect(run.problems.count <= 100)
        if garbage.status == 70 {
            // One sentence that says what happened.
            #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.hasPrefix("memlab: the worker"), "stderr: \(outcome.stderr)")
        }
    }

    // MARK: memlab interrupted, killed, raced

    static let interruptions: [(Int32, Int32, String)] = [(SIGINT, 130, "interrupted by SIGINT"), (SIGTERM, 143, "terminated by SIGTERM")]

    @Test(
        "SIGINT or SIGTERM to memlab mid-run: the worker killed, its cgroup removed, an interrupted record written, exit 130 / 143",
        arguments: interruptions)
    func interruptedMidRun(signal: Int32, status: Int32, sentence: String) throws {
        let probe = MemlabBinary.writeProbe(FaultProbes.reportsThenSpins)
        let out = MemlabBinary.temporaryDirectory()
        let memlab = try BackgroundMemlab(["run", probe, "--expire", "30", "--json", "--out", out])
        let worker = try #require(memlab.worker(), "the run worker never appeared")
        #expect(FaultProc.waitWritten(worker, atLeast: FaultProbes.spinWrittenBytes))
        memlab.signal(signal)
        let ending = memlab.wait()
        #expect(ending.outcome.status == status, "stderr: \(ending.outcome.stderr)")
        #expect(ending.outcome.stderr.contains(sentence), "stderr: \(ending.outcome.stderr)")
        let run = try #require(ending.record)
        #expect(run.end.kind == .interrupted)
        #expect(run.pushes.first?.reason == .interrupted)
        #expect(run.checkpoints.map(\.value) == [1, 2, 3])
        let audit = ResultsAudit(out)
        #expect(audit.records.count == 1 && audit.corrupt.isEmpty && audit.hiddenTemporaries.isEmpty, "\(audit)")
        if let file = audit.records.first { #expect((try? ResultStore.read(file))?.end.kind == .interrupted) }
        #expect(FaultProc.waitDead(worker), "the worker \(worker) outlived memlab")
        #expect(FaultProc.leftoverCgroups(ofMemlab: memlab.pid).isEmpty)
    }

    @Test(
        "SIGINT or SIGTERM to memlab's process group (a terminal's Ctrl-C, a cancelled CI job): recorded as interrupted, exit 130 / 143, not as a worker crash",
        arguments: interruptions)
    func groupInterruptedMidRun(signal: Int32, status: Int32, sentence: String) throws {
        let probe = MemlabBinary.writeProbe(FaultProbes.reportsThenSpins)
        let out = MemlabBinary.temporaryDirectory()
        let memlab = try BackgroundMemlab(["run", probe, "--expire", "30", "--json", "--out", out])
        let worker = try #require(memlab.worker(), "the run worker never appeared")
        #expect(FaultProc.waitWritten(worker, atLeast: FaultProbes.spinWrittenBytes))
        #expect(getpgid(worker) != getpgid(memlab.pid), "the worker shares memlab's process group")
        #expect(memlab.signalGroup(signal), "memlab is not the leader of a process group of its own")
        let ending = memlab.wait()
        #expect(ending.outcome.status == status, "stderr: \(ending.outcome.stderr)")
        #expect(ending.outcome.stderr.contains(sentence), "stderr: \(ending.outcome.stderr)")
        let run = try #require(ending.record)
        #expect(run.end.kind == .interrupted, "\(run.end.message)")
        #expect(run.pushes.first?.reason == .interrupted)
        #expect(run.checkpoints.map(\.value) == [1, 2, 3])
        #expect(FaultProc.waitDead(worker), "the worker \(worker) outlived memlab")
        #expect(FaultProc.leftoverCgroups(ofMemlab: memlab.pid).isEmpty)
    }

    @Test("memlab killed with SIGKILL mid-run, 10 times: the worker dies with it, no partial record, the next run reaps the cgroups")
    func memlabKilledRepeatedly() throws {
        let probe = MemlabBinary.writeProbe(FaultProbes.steps)
        let out = MemlabBinary.temporaryDirectory()
        var random = FaultRandom()
        var killedPids: [pid_t] = []
        var finishedFirst = 0
        for iteration in 0..<FaultTests.memlabKillIterations {
            let delay = UInt32.random(in: 0...500_000, using: &random)
            let context = "iteration \(iteration), delay \(delay) µs, seed \(random.seed)"
            let memlab = try BackgroundMemlab(["run", probe, "--pushes", "6", "--expire", "20", "--out", out])
            let worker = memlab.worker()
            usleep(delay)
            memlab.signal(SIGKILL)
            let ending = memlab.wait()
            if ending.signal == SIGKILL { killedPids.append(memlab.pid) } else { finishedFirst += 1 }
            #expect(ending.signal == SIGKILL || ending.outcome.status == 0, "\(context): \(ending.outcome.stderr)")
            if let worker {
                #expect(FaultProc.waitDead(worker), "\(context): the worker \(worker) outlived memlab (orphan)")
            }
            let audit = ResultsAudit(out)
            #expect(audit.corrupt.isEmpty && audit.other.isEmpty, "\(context): \(audit)")
            if !audit.hiddenTemporaries.isEmpty {
                // ResultStore's temp file survives a SIGKILL between open and unlink (docs/sandbox.md).
                print("memlabKilledRepeatedly: \(context): leftover temporaries \(audit.hiddenTemporaries)")
            }
        }
        print("memlabKilledRepeatedly: \(killedPids.count) killed mid-run, \(finishedFirst) finished first, seed \(random.seed)")
        // The next run proceeds, and reaps what the killed runs left.
        let next = try MemlabBinary.run(["run", probe, "--pushes", "2", "--out", out])
        #expect(next.status == 0, "stderr: \(next.stderr)")
        for pid in killedPids {
            #expect(FaultProc.leftoverCgroups(ofMemlab: pid).isEmpty, "cgroups of killed memlab \(pid) are still there")
        }
        let audit = ResultsAudit(out)
        #expect(audit.corrupt.isEmpty && audit.other.isEmpty, "\(audit)")
        #expect(audit.records.count >= 1 + finishedFirst, "\(audit)")
    }

    @Test("six runs at once into one results directory: six distinct records, none lost, no cgroup left")
    func parallelRunsIntoOneDirectory() throws {
        let probe = MemlabBinary.writeProbe(FaultProbes.steps)
        let out = MemlabBinary.temporaryDirectory()
        let runs = try (0..<FaultTests.parallelRuns).map { _ in
            try BackgroundMemlab(["run", probe, "--pushes", "3", "--expire", "30", "--json", "--out", out])
        }
        let endings = runs.map { $0.wait() }
        for ending in endings {
            #expect(ending.outcome.status == 0, "stderr: \(ending.outcome.stderr)")
            #expect(ending.record?.end.kind == .completed)
        }
        let audit = ResultsAudit(out)
        #expect(audit.records.count == FaultTests.parallelRuns, "\(audit)")
        #expect(audit.corrupt.isEmpty && audit.other.isEmpty && audit.hiddenTemporaries.isEmpty, "\(audit)")
        let saved = audit.records.compactMap { try? ResultStore.read($0) }
        #expect(Set(saved.compactMap(\.runtime.workerPid)).count == FaultTests.parallelRuns)
        // Every printed record is one of the saved ones.
        for record in endings.compactMap(\.record) { #expect(saved.contains(record)) }
        for run in runs { #expect(FaultProc.leftoverCgroups(ofMemlab: run.pid).isEmpty) }
    }

    // MARK: no write access

    static let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    static var canDropToNobody: Bool { getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") }

    @Test(
        "no write access to the results directory: exit 73 before any worker starts, one sentence naming --out, nothing partial",
        .enabled(if: FaultTests.canDropToNobody, "needs root and setpriv to run as nobody"))
    func resultsNotWritable() throws {
        let probe = MemlabBinary.writeProbe("addEventListener('push', (e) => e.waitUntil(registration.showNotification('x')));")
        let rootOwned = MemlabBinary.temporaryDirectory()
        chmod(rootOwned, 0o755)
        for (out, needle) in [(rootOwned, "cannot write a result into"), (rootOwned + "/results", "cannot create the results directory")] {
            for json in [false, true] {
                let outcome = try MemlabBinary.run(["run", probe, "--enforce", "watchdog", "--out", out] + (json ? ["--json"] : []), prefix: FaultTests.nobody)
                #expect(outcome.status == 73, "stderr: \(outcome.stderr)")
                #expect(
                    outcome.stderr.hasPrefix("memlab: ") && outcome.stderr.contains(needle) && outcome.stderr.contains("--out"), "stderr: \(outcome.stderr)")
                #expect(outcome.stderr.split(separator: "\n").count == 1)
                // Found before the run, not after it: no measurement is made only to be lost.
                #expect(outcome.stdout.isEmpty, "stdout: \(outcome.stdout)")
            }
        }
        // `memlab limit` checks it before its search, `memlab suite` before its first probe.
        let limit = try MemlabBinary.run(["limit", probe, "--enforce", "watchdog", "--out", rootOwned], prefix: FaultTests.nobody)
        #expect(limit.status == 73 && limit.stderr.contains("cannot write a result into") && limit.stdout.isEmpty, "stderr: \(limit.stderr)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: rootOwned)) ?? ["?"]).isEmpty)
        // --out naming a regular file, even as root.
        let file = rootOwned + "/not-a-directory"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try MemlabBinary.run(["run", probe, "--out", file])
        #expect(outcome.status == 73, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("memlab: ") && outcome.stderr.split(separator: "\n").count == 1)
    }

    @Test(
        "a read-only probe directory is fine: memlab and the worker only read it",
        .enabled(if: FaultTests.canDropToNobody, "needs root and setpriv to run as nobody"))
    func readOnlyProbeDirectory() throws {
        let probe = MemlabBinary.writeProbe(
            """
            importScripts('helper.js');
            addEventListener('push', (event) => {
              event.waitUntil(fetch('data.json').then((r) => r.json()).then((d) => registration.showNotification(d.title + ' ' + self.helper)));
            });
            """)
        let directory = (probe as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory + "/fixtures", withIntermediateDirectories: true)
        try Data("self.helper = 'imported';\n".utf8).write(to: URL(fileURLWithPath: directory + "/helper.js"))
        try Data(#"{"title":"fetched"}"#.utf8).write(to: URL(fileURLWithPath: directory + "/fixtures/data.json"))
        for file in [probe, directory + "/helper.js", directory + "/fixtures/data.json"] { chmod(file, 0o444) }
        chmod(directory + "/fixtures", 0o555)
        chmod(directory, 0o555)
        let out = MemlabBinary.temporaryDirectory()
        chmod(out, 0o777)
        let outcome = try MemlabBinary.run(["run", probe, "--enforce", "watchdog", "--json", "--out", out], prefix: FaultTests.nobody)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(try? JSONDecoder().decode(RunRecord.self, from: Data(outcome.stdout.utf8)))
        #expect(run.end.kind == .completed)
        #expect(run.pushes.first?.notification?["title"]?.stringValue == "fetched imported")
        #expect(ResultsAudit(out).records.count == 1)
        chmod(directory, 0o755)
    }
}
