import Foundation
import MemlabCore
import Testing

/// A long run whose memlab is killed with SIGKILL (no chance to write its record): the worker
/// dies with it, the frames received are in the run's spool, and `memlab recover` (or the next
/// `memlab run` into the same directory) builds the record from it.
@Suite struct SpoolEndToEndTests {
    /// The spools (`.spool-*.frames.tmp`) in a results directory.
    static func spools(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix(".spool-") && $0.hasSuffix(".frames.tmp") }
            .map { directory + "/" + $0 }
    }

    /// Push frames in the spool (a lower bound on what memlab received when it died).
    static func pushFrames(in path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path) else { return 0 }
        return String(decoding: data, as: UTF8.self).components(separatedBy: "{\"type\":\"push\"").count - 1
    }

    /// Starts a 100,000-push run, waits until its spool holds at least `pushes` push frames
    /// (a bound of 120 s, not a timing claim), kills memlab with SIGKILL and returns the pushes
    /// the spool held just before, and the worker's pid.
    static func killLongRun(into out: String, pushes: Int = 40, extra: [String] = []) throws -> (spooled: Int, worker: pid_t) {
        let memlab = try BackgroundMemlab(["run", MemlabBinary.probe("clean.js"), "--pushes", "100000", "--isolation", "none", "--out", out] + extra)
        let worker = try #require(memlab.worker(), "the run worker never appeared")
        let deadline = Date().addingTimeInterval(120)
        var spooled = 0
        while Date() < deadline && memlab.process.isRunning {
            if let spool = spools(in: out).first { spooled = pushFrames(in: spool) }
            if spooled >= pushes { break }
            usleep(20_000)
        }
        #expect(spooled >= pushes, "the spool never held \(pushes) pushes")
        memlab.signal(SIGKILL)
        let ending = memlab.wait()
        #expect(ending.signal == SIGKILL, "memlab ended before it was killed: \(ending.outcome.stderr)")
        #expect(FaultProc.waitDead(worker), "the worker \(worker) outlived memlab (its pipe closed, PDEATHSIG)")
        return (spooled, worker)
    }

    @Test("memlab killed with SIGKILL in a long run: the worker dies too, and `memlab recover` writes the record with every push spooled")
    func recoverAfterSIGKILL() throws {
        let out = MemlabBinary.temporaryDirectory()
        let (spooled, _) = try SpoolEndToEndTests.killLongRun(into: out)
        #expect(SpoolEndToEndTests.spools(in: out).count == 1, "the spool is gone or doubled")
        #expect(ResultsAudit(out).records.isEmpty, "memlab wrote a record although it was killed")

        let recover = try MemlabBinary.run(["recover", out])
        #expect(recover.status == 0, "stderr: \(recover.stderr)")
        #expect(recover.stdout.contains("recovered "), "stdout: \(recover.stdout)")
        let audit = ResultsAudit(out)
        #expect(audit.records.count == 1 && audit.corrupt.isEmpty && audit.other.isEmpty, "\(audit)")
        #expect(SpoolEndToEndTests.spools(in: out).isEmpty, "the spool outlived its record")
        let record = try ResultStore.read(try #require(audit.records.first))
        let recovery = try #require(record.recovery, "the record does not say it was recovered")
        #expect(record.end.kind == .interrupted)
        #expect(record.end.message.contains("memlab itself was killed"), "\(record.end.message)")
        #expect(recovery.pushesReceived >= spooled, "the spool held \(spooled) pushes, the record \(recovery.pushesReceived)")
        #expect(!recovery.workerFinished)
        let modified = record.pushes.filter { $0.outcome == .modified }
        #expect(modified.count == recovery.pushesReceived)
        #expect(modified.map(\.index) == Array(1...modified.count), "pushes are missing or out of order")
        #expect(modified.allSatisfy { $0[.footprintBytes] != nil && $0.notification != nil })
        // The push memlab died in is the one the user would have seen as original content.
        #expect(record.pushes.last?.reason == .interrupted)
        #expect(record.baseline != nil && record.verdict != nil)
        #expect(record.arguments?.contains("100000") == true)

        let again = try MemlabBinary.run(["recover", out])
        #expect(again.status == 0 && again.stdout.contains("no interrupted run"), "\(again.stdout) \(again.stderr)")
    }

    @Test("a killed run that reused --storage: the recovered record says install was skipped, as the run's own would")
    func recoverKeepsTheLifecycleSkip() throws {
        let storage = MemlabBinary.temporaryDirectory()
        let first = try MemlabBinary.run([
            "run", MemlabBinary.probe("clean.js"), "--pushes", "2", "--storage", storage, "--out", MemlabBinary.temporaryDirectory()
        ])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let out = MemlabBinary.temporaryDirectory()
        _ = try SpoolEndToEndTests.killLongRun(into: out, pushes: 5, extra: ["--storage", storage])
        let recover = try MemlabBinary.run(["recover", out])
        #expect(recover.status == 0, "stderr: \(recover.stderr)")
        let record = try ResultStore.read(try #require(ResultsAudit(out).records.first))
        #expect(record.recovery != nil)
        #expect(record.lifecycle?.registration == .installed, "\(String(describing: record.lifecycle))")
        #expect(record.lifecycle?.skipped == LifecycleRecord.skippedSentence)
    }

    @Test("the next `memlab run` into the same directory recovers a killed run's record first and says so")
    func nextRunRecovers() throws {
        let out = MemlabBinary.temporaryDirectory()
        _ = try SpoolEndToEndTests.killLongRun(into: out, pushes: 5)
        let next = try MemlabBinary.run(["run", MemlabBinary.probe("clean.js"), "--out", out])
        #expect(next.status == 0, "stderr: \(next.stderr)")
        #expect(next.stderr.contains("an earlier run was killed before writing its record"), "stderr: \(next.stderr)")
        let records = ResultsAudit(out).records.compactMap { try? ResultStore.read($0) }
        #expect(records.count == 2)
        #expect(records.filter { $0.recovery != nil }.map(\.end.kind) == [.interrupted])
        #expect(records.filter { $0.recovery == nil }.map(\.end.kind) == [.completed])
        #expect(SpoolEndToEndTests.spools(in: out).isEmpty)
    }
}
