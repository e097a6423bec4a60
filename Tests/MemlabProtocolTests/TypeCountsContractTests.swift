import Testing
import Foundation
import MemlabCore

/// The per-type census on the wire (docs/worker-protocol.md, "Per-type object counts"), from the
/// real worker: push frames' `typeCounts` decode field for field, the first census has every
/// class and later ones only what changed, and the capability comes in its own field.
@Suite struct TypeCountsContractTests {
    static let leakGlobal = URL(fileURLWithPath: ContractTests.probes).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("probes/leak-global.js").path

    @Test func censusesDecodeAndCarryOnlyChanges() throws {
        let run = try ContractTests.worker(["--probe", Self.leakGlobal, "--pushes", "20", "--isolation", "none"])
        try ContractTests.checkContract(run)
        #expect(run.status == 0, "\(run.summary)")
        let pushes = run.all(\.pushFrame)
        #expect(pushes.count == 20)
        let censuses = pushes.filter { $0.typeCounts != nil }
        // At least the first, the last and 16 evenly spaced pushes (every push of 20).
        #expect(censuses.count == 20, "\(censuses.map(\.push))")
        let first = try #require(censuses.first?.typeCounts)
        #expect(first.count > 20 && (first["Function"] ?? 0) > 100 && first["Uint8Array"] == 1, "\(first)")
        // Each later push keeps one more Uint8Array: that, and little else, changes.
        for (index, frame) in censuses.enumerated().dropFirst() {
            let counts = try #require(frame.typeCounts)
            #expect(counts["Uint8Array"] == Int64(frame.push), "push \(frame.push): \(counts)")
            #expect(counts.count < first.count / 2, "push \(frame.push) sends only what changed: \(counts)")
            _ = index
        }
        for frame in [run.all(\.baseline).first?.typeCountsCapability, run.all(\.done).first?.typeCountsCapability] {
            let capability = try #require(frame)
            #expect(capability.name == "typeCounts" && capability.active, "\(capability)")
        }
        #expect(run.all(\.done).first?.typeCountsCapability?.detail?.contains("(20 so far, ") == true)
        // Not among the hooks that change the numbers.
        #expect(run.all(\.baseline).first?.capabilities?.contains { $0.name == "typeCounts" } == false)
    }

    @Test func oneAtATimeMakesNoCensus() throws {
        let run = try ContractTests.worker(["--probe", Self.leakGlobal, "--isolation", "none"])
        try ContractTests.checkContract(run)
        #expect(run.all(\.pushFrame).first?.typeCounts == nil && run.all(\.baseline).first?.typeCountsCapability == nil)
    }

    @Test func aFailedCheckIsReportedAndNothingIsCounted() throws {
        let run = try ContractTests.worker(
            ["--probe", Self.leakGlobal, "--pushes", "3", "--isolation", "none"], environment: ["MEMLAB_TEST_DISABLE_HOOKS": "typeCounts"])
        try ContractTests.checkContract(run)
        #expect(run.status == 0, "\(run.summary)")
        #expect(run.all(\.pushFrame).allSatisfy { $0.typeCounts == nil })
        let capability = try #require(run.all(\.done).first?.typeCountsCapability)
        #expect(!capability.active && (capability.detail ?? "").contains("JSC::Heap::objectTypeCounts is treated as missing"), "\(capability)")
    }
}
