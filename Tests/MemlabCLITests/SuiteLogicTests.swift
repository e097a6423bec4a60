import Foundation
import Testing

@testable import MemlabCLI
@testable import MemlabCore

/// `memlab suite`'s logic without a worker: planning a directory of probes (each header a layer
/// over the suite's options), and what a finished suite says (its table, its JUnit cases).
@Suite struct SuiteLogicTests {
    static func parsed(_ words: [String]) throws -> ParsedArguments {
        guard case .parsed(let parsed) = try ParsedArguments.parse(words, options: SuiteCommand.configuration.options, command: "suite")
        else { throw MemlabError.usage("--help") }
        return parsed
    }

    static func library(_ probes: [String: String]) -> String {
        let directory = NSTemporaryDirectory() + "memlab-suite-logic-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, source) in probes { try! Data(source.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        return directory
    }

    @Test func eachProbesHeaderIsALayerOverTheSuitesOptions() throws {
        let directory = Self.library([
            "a.js": "// memlab: --preset nse-legacy --pushes 3\nx();\n", "b.js": "x();\n", "notes.txt": "not a probe",
            ".hidden.js": "x();\n"
        ])
        let plan = try SuiteCommand.plan(try Self.parsed([directory, "--limit", "24M", "--pushes", "5", "--out", "/tmp/x"]))
        #expect(plan.probes.map(\.name) == ["a", "b"])
        let a = plan.probes[0].plan, b = plan.probes[1].plan
        #expect(a.preset == "nse-legacy" && a.limit.bytes == 12 << 20 && a.pushes == 3)
        #expect(b.preset == nil && b.limit.bytes == 24 << 20 && b.pushes == 5 && b.hostReserveBytes == 0)
        #expect(plan.suiteArguments == ["--limit", "24M", "--pushes", "5"])
        #expect(a.arguments == ["--limit", "24M", "--pushes", "5", "--preset", "nse-legacy", "--pushes", "3"])
        #expect(plan.probes[0].header == ["--preset", "nse-legacy", "--pushes", "3"])
        #expect(plan.probes[0].headerText?.contains("--preset nse-legacy --pushes 3 (\(directory)/a.js:1)") == true)
        #expect(plan.probes[1].headerText == nil)
    }

    @Test func aBadHeaderLineFailsThePlanNamingTheFileAndLine() throws {
        let directory = Self.library(["bad.js": "// about\n// memlab: --preset nope\n"])
        #expect {
            try SuiteCommand.plan(try Self.parsed([directory]))
        } throws: { error in
            guard let error = error as? MemlabError else { return false }
            return error.exitCode == .usage && error.sentence.contains("bad.js:2") && error.sentence.contains("unknown preset 'nope'")
        }
    }

    @Test func theShardSelectsEveryNthProbe() throws {
        let directory = Self.library(["a.js": "", "b.js": "", "c.js": ""])
        #expect(try SuiteCommand.plan(try Self.parsed([directory, "--shard", "2/2"])).probes.map(\.name) == ["b"])
    }

    static func record(_ name: String, end: RunEnd.Kind, budget: BudgetResult? = nil, preset: String? = "nse") -> RunRecord {
        var record = RunRecord(
            createdAt: "2026-12-02T00:00:00Z", host: HostInfo(kernel: "Linux", machine: "x86_64", cpuCount: 2),
            probe: ProbeInfo(path: "probes/\(name).js", name: name, sha256: "0", bytes: 1), payload: nil, runtime: RuntimeInfo(jit: false),
            ceiling: CeilingInfo(limitBytes: 24 << 20, backend: .cgroup, chosen: .auto, detail: ""), end: RunEnd(kind: end, message: "it \(end)"),
            elapsedSeconds: 1)
        record.preset = preset
        record.hostReserveBytes = preset == nil ? 0 : Preset.swiftNSEReserveBytes
        record.budget = budget
        record.peakFootprintBytes = 5 << 20
        return record
    }

    static func manifest(_ names: [String]) -> SuiteManifest {
        SuiteManifest(
            createdAt: "2026-12-02T00:00:00Z", probesDirectory: "probes", arguments: [], repeatCount: 1, shards: [],
            probes: names.map { .init(name: $0, path: "probes/\($0).js", headerArguments: []) })
    }

    @Test func junitCasesNameWhatFailedAndWhy() {
        let broken = Budget(maxPeakBytes: 1 << 20).check(Self.record("hog", end: .completed), origins: ["--max-peak": .header])
        let records: [Int: [RunRecord]] = [
            0: [Self.record("hog", end: .completed, budget: broken)], 1: [Self.record("bad", end: .probeError)],
            2: [Self.record("broken", end: .workerError)]
        ]
        var manifest = Self.manifest(["hog", "bad", "broken", "gone"])
        manifest.probes[3].error = "the worker binary is missing"
        let cases = SuiteCommand.junitCases(manifest, records: records, seconds: [0: 1.5], comparison: nil)
        #expect(cases.map(\.probe) == ["hog", "bad", "broken", "gone"])
        #expect(cases[0].failureType == "budget" && cases[0].failures.first?.contains("header's budget --max-peak") == true)
        #expect(cases[0].seconds == 1.5 && cases[0].output.contains("completed; peak footprint 5.0 MiB"))
        #expect(cases[1].failureType == "probe-error" && cases[1].failures.first?.contains("does not load") == true)
        // memlab's own failure is the case's error, not the probe's failure.
        #expect(cases[2].error == "it workerError" && cases[2].failures.isEmpty)
        #expect(cases[3].failures == ["gone could not be run: the worker binary is missing"])
    }

    @Test func theTableNamesEachCeilingOnce() {
        let records: [Int: [RunRecord]] = [
            0: [Self.record("a", end: .completed)], 1: [Self.record("b", end: .completed)], 2: [Self.record("c", end: .killedAtCeiling, preset: nil)]
        ]
        let plan = SuiteCommand.Plan(
            directory: "probes", probes: [], suiteArguments: [], repeatCount: 1, jobs: 1, out: "x",
            settings: DiffSettings(), format: .text)
        let text = SuiteCommand.summary(Self.manifest(["a", "b", "c"]), records: records, plan: plan, terminal: Terminal())
        #expect(text.contains("ceiling: 24.0 MiB, preset nse, 2.8 MiB host reserve, for a, b"), "\(text)")
        #expect(text.contains("ceiling: 24.0 MiB, a custom --limit, no host reserve, for c"), "\(text)")
        #expect(text.split(separator: "\n")[0].contains("ceiling"))
    }
}
