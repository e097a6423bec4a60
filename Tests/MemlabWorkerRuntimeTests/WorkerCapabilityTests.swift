import Foundation
import Testing

/// The worker's `capabilities` (docs/worker-protocol.md): the wire shape, and the scavenger
/// thread left on when the free-page release is missing.
@Suite struct WorkerCapabilityTests {
    func capabilities(_ frame: [String: Any]?) -> [[String: Any]] {
        frame?["capabilities"] as? [[String: Any]] ?? []
    }

    @Test func baselineAndDoneListEveryHookAsNameActiveDetail() throws {
        let run = try SpawnedWorker.run(probe: ShippedProbeTests.probes + "/clean.js", extra: ["--pushes", "2"])
        #expect(run.exitCode == 0, "\(run.summary)")
        for frame in [run.frames("baseline").first, run.frames("done").first] {
            let list = capabilities(frame)
            #expect(
                list.map { $0["name"] as? String } == ["heap-counters", "collect-now-interposition", "free-page-release", "scavenger-flag", "dump-advice"],
                "\(run.summary)")
            for item in list {
                #expect(Set(item.keys) == ["name", "active", "detail"])
                #expect(item["active"] as? Bool == true, "\(item)")
                #expect((item["detail"] as? String)?.isEmpty == false)
            }
        }
    }

    @Test func withoutTheFreePageReleaseTheScavengerThreadStaysOn() throws {
        let run = try SpawnedWorker.run(
            probe: ShippedProbeTests.probes + "/clean.js", extra: ["--pushes", "2"],
            environment: ["MEMLAB_TEST_DISABLE_HOOKS": "free-page-release"])
        #expect(run.exitCode == 0, "\(run.summary)")
        let baseline = run.frames("baseline").first
        #expect(baseline?["scavengerThread"] as? Bool == true, "\(run.summary)")
        let scavenger = capabilities(baseline).first { $0["name"] as? String == "scavenger-flag" }
        #expect(scavenger?["active"] as? Bool == false)
        #expect((scavenger?["detail"] as? String)?.contains("without the free-page release") == true, "\(scavenger ?? [:])")
    }

    func releaseDetail(_ run: WorkerRun) -> String {
        capabilities(run.frames("done").first).first { $0["name"] as? String == "free-page-release" }?["detail"] as? String ?? ""
    }

    func footprints(_ run: WorkerRun) -> [Int64] {
        run.frames("push").compactMap { ($0["footprintBytes"] as? NSNumber)?.int64Value }
    }

    /// The release after each push is libpas's own steps, less the decommit of its expendable
    /// metadata (free_pages.c): what a sample reads stays what the whole release leaves.
    @Test func theLibpasStepsLeaveTheSameFootprintAsTheWholeRelease() throws {
        let probe = ShippedProbeTests.probes + "/clean.js"
        let steps = try SpawnedWorker.run(probe: probe, extra: ["--pushes", "40"])
        let whole = try SpawnedWorker.run(
            probe: probe, extra: ["--pushes", "40"], environment: ["MEMLAB_TEST_DISABLE_HOOKS": "libpas-release"])
        #expect(steps.exitCode == 0 && whole.exitCode == 0, "\(steps.summary)\n\(whole.summary)")
        #expect(releaseDetail(steps).hasPrefix("libpas returns the allocator's free pages"), "\(releaseDetail(steps))")
        #expect(releaseDetail(whole).hasPrefix("WTF::releaseFastMallocFreeMemory returns"), "\(releaseDetail(whole))")
        let a = footprints(steps).suffix(20).sorted(), b = footprints(whole).suffix(20).sorted()
        #expect(a.count == 20 && b.count == 20, "\(steps.summary)")
        guard a.count == 20, b.count == 20 else { return }
        // Measured: within 16 KiB. Thread-local caches left unflushed read about 300 KiB more,
        // no release at all about 500 KiB.
        #expect(abs(a[10] - b[10]) <= 64 * 1024, "medians \(a[10]) vs \(b[10])")
    }

    @Test func underTheSystemAllocatorLibpasHooksAreLeftOut() throws {
        // `Malloc` set: JSC's heap bypasses libpas, whose scavenger flag and core-dump advice do not apply.
        let run = try SpawnedWorker.run(
            probe: ShippedProbeTests.probes + "/clean.js", extra: ["--pushes", "2"],
            environment: ["Malloc": "1"])
        #expect(run.exitCode == 0, "\(run.summary)")
        let names = capabilities(run.frames("done").first).compactMap { $0["name"] as? String }
        #expect(names == ["heap-counters", "collect-now-interposition", "free-page-release"], "\(run.summary)")
    }
}
