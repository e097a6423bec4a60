import Foundation
import Testing

/// The worker reads JSC's heap counters directly (CJSCHeap) instead of through
/// JSGetMemoryUsageStatistics, and counts global objects by weak references to its own
/// contexts instead of JSC's walk of the heap. These runs of the real worker binary make
/// it compare the two after every push (`--verify-heap-counters`: it fails on any
/// difference) across the isolation modes, a retained context, garbage-heavy and fetch
/// probes, and the rlimit backend's extra context.
@Suite struct HeapCounterTests {
    static let probes = ShippedProbeTests.probes

    func verify(_ probe: String, _ extra: [String], payload: [UInt8]? = Array(#"{"title":"t","body":"b"}"#.utf8)) throws -> WorkerRun {
        let run = try SpawnedWorker.run(
            probe: HeapCounterTests.probes + "/" + probe, payload: payload,
            fixtures: HeapCounterTests.probes + "/fixtures",
            extra: ["--pushes", "25", "--verify-heap-counters"] + extra)
        #expect(run.exitCode == 0, "\(run.summary)")
        #expect(run.frames("failure").isEmpty, "\(run.summary)")
        #expect(run.frames("push").count == 25, "\(run.summary)")
        let baseline = run.frames("baseline").first
        #expect(baseline?["heapCounters"] as? String == "direct", "\(baseline ?? [:])")
        return run
    }

    @Test(arguments: [
        ("clean.js", [String]()),
        ("churn.js", []),
        ("fetch-notify.js", []),
        ("clean.js", ["--isolation", "group"]),
        ("leak-global.js", ["--isolation", "none"]),
        ("timer-leftover.js", ["--isolation", "none"]),
        // The rlimit backend makes (and drops) one context before the ceiling is armed.
        ("clean.js", ["--enforce", "rlimit", "--limit-bytes", "268435456"])
    ])
    func directCountersEqualJSGetMemoryUsageStatistics(_ probe: String, _ extra: [String]) throws {
        _ = try verify(probe, extra)
    }

    @Test func verificationHoldsWhileTheHeapGrowsByBlocks() throws {
        // 100 retained contexts: JSGetMemoryUsageStatistics's own allocations take fresh heap
        // blocks while it reads (at push 57 here), which the comparison must allow for.
        let run = try SpawnedWorker.run(
            probe: HeapCounterTests.probes + "/clean.js", payload: Array(#"{"title":"t","body":"b"}"#.utf8),
            extra: ["--pushes", "100", "--verify-heap-counters", "--inject", "retain-contexts"])
        #expect(run.exitCode == 0, "\(run.summary)")
        #expect(run.frames("failure").isEmpty, "\(run.summary)")
        #expect(run.frames("push").count == 100)
    }

    @Test func retainedContextsAreCountedDirectly() throws {
        let run = try verify("clean.js", ["--inject", "retain-contexts"])
        let globals = run.frames("push").compactMap { $0["globalObjectCount"] as? Int }
        let baseline = run.frames("baseline").first?["globalObjectCount"] as? Int ?? -1
        // Every push leaves its context alive: one more global object each time.
        #expect(globals == Array((baseline + 1)...(baseline + 25)), "\(globals)")
    }
}
