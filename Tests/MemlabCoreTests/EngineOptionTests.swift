import Testing
@testable import MemlabCore

/// `--engine-option` and the RAM size device mode models (issue 34): pure logic and the worker's environment.
@Suite struct EngineOptionTests {
    static let mib: Int64 = 1 << 20
    static let roundings: [(limit: Int64, ramSize: Int64)] = [
        (6 * mib, 128 * mib), (24 * mib, 128 * mib), (128 * mib, 128 * mib), (128 * mib + 1, 256 * mib), (130 * mib, 256 * mib)
    ]

    @Test(arguments: EngineOptionTests.roundings)
    func theCeilingIsRoundedUpTo128MiB(limit: Int64, ramSize: Int64) {
        #expect(EngineOption.modelledRAMSizeBytes(limitBytes: limit) == ramSize)
    }

    @Test func valuesAreCheckedByKindAndSizesBecomeBytes() throws {
        #expect(try EngineOption.parse("forceRAMSize=128M").get() == EngineOption(name: "forceRAMSize", value: "134217728"))
        #expect(try EngineOption.parse("forceRAMSize=0").get().value == "0")
        #expect(try EngineOption.parse("useGenerationalGC=false").get().value == "false")
        #expect(try EngineOption.parse("smallHeapGrowthFactor=1.5").get().value == "1.5")
        #expect(try EngineOption.parse("numberOfGCMarkers=2").get().value == "2")
        for bad in ["forceRAMSize=4G", "forceRAMSize=-1", "useGenerationalGC=yes", "numberOfGCMarkers=1.5", "smallHeapGrowthFactor=nan", "=1", "forceRAMSize"] {
            guard case .failure(let error) = EngineOption.parse(bad) else {
                Issue.record("\(bad) was taken")
                continue
            }
            #expect(error.sentence.hasPrefix("--engine-option"), "\(error.sentence)")
        }
        guard case .failure(let unknown) = EngineOption.parse("useJIT=true") else { Issue.record("useJIT was taken"); return }
        #expect(unknown.sentence.contains("use --jit"))
    }

    @Test func deviceModeTellsTheEngineTheModelledRAMSizeAndAnOptionReplacesIt() throws {
        var plan = RunPlan(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
        #expect(try WorkerLauncher(plan: plan, workerPath: "memlab-worker").workerEnvironment()["JSC_forceRAMSize"] == nil)
        plan.mode = .device
        #expect(try WorkerLauncher(plan: plan, workerPath: "memlab-worker").workerEnvironment()["JSC_forceRAMSize"] == "134217728")
        plan.engineOptions = [EngineOption(name: "forceRAMSize", value: "0"), EngineOption(name: "numberOfGCMarkers", value: "2")]
        let machine = try WorkerLauncher(plan: plan, workerPath: "memlab-worker").workerEnvironment()
        #expect(machine["JSC_forceRAMSize"] == nil && plan.forcedRAMSizeBytes == nil, "0: the machine's own")
        #expect(machine["JSC_numberOfGCMarkers"] == "2", "an option replaces memlab's own value")
        plan.engineOptions = [EngineOption(name: "forceRAMSize", value: "268435456")]
        #expect(try WorkerLauncher(plan: plan, workerPath: "memlab-worker").workerEnvironment()["JSC_forceRAMSize"] == "268435456")
    }

    @Test func everyDefaultMemlabSetsIsOneTheLauncherSets() throws {
        var plan = RunPlan(probePath: "probes/p.js", limit: ByteSize(bytes: 24 << 20))
        var names = Set(try WorkerLauncher(plan: plan, workerPath: "memlab-worker").workerEnvironment().keys)
        plan.mode = .device
        plan.jit = true
        names.formUnion(try WorkerLauncher(plan: plan, workerPath: "memlab-worker").workerEnvironment().keys)
        for option in EngineOption.memlabSets { #expect(names.contains("JSC_" + option.name), "\(option.name)") }
        #expect(names.filter { $0.hasPrefix("JSC_") }.count == EngineOption.memlabSets.count, "\(names)")
    }
}
