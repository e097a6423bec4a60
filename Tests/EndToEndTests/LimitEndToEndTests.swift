import Testing
import Foundation
import MemlabCore

/// `memlab limit` bisects over real workers under a real ceiling.
@Suite struct LimitEndToEndTests {
    @Test func findsTheLargestAllocationThatCompletes() throws {
        let (outcome, record, files) = try MemlabBinary.runRecord(["limit", MemlabBinary.probe("alloc.js"), "--limit", "24M"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(record)
        let limit = try #require(run.growthLimit)
        // The answer is bracketed by a completing and a failing trial, 64 KiB apart at most.
        let failing = try #require(limit.smallestFailingBytes)
        #expect(failing - limit.largestCompletingBytes <= 64 * 1024)
        #expect(limit.trials.contains { $0.bytes == limit.largestCompletingBytes && $0.completed })
        #expect(limit.trials.contains { $0.bytes == failing && !$0.completed })
        // Below the ceiling minus the runtime's own baseline, and far above nothing.
        let baseline = try #require(run.baseline?.footprintBytes)
        #expect(limit.largestCompletingBytes < (24 << 20) - baseline)
        #expect(limit.largestCompletingBytes > 8 << 20)
        #expect(limit.workersUsed == limit.trials.count)
        #expect(limit.workersUsed >= 3)
        #expect(files.count == 1)
    }

    @Test func aProbeThatNeverCompletesIsReported() throws {
        let probe = MemlabBinary.writeProbe("addEventListener('push', () => {});")
        let outcome = try MemlabBinary.run(["limit", probe, "--out", MemlabBinary.temporaryDirectory()])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("does not complete even when asked for 0 bytes"), "stderr: \(outcome.stderr)")
    }

    @Test func badPushIndexIsAUsageError() throws {
        let outcome = try MemlabBinary.run(["limit", MemlabBinary.probe("alloc.js"), "--push-index", "0"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--push-index"))
    }
}
