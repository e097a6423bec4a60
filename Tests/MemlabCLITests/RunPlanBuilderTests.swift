import Foundation
import Testing

@testable import MemlabCLI
@testable import MemlabCore

/// The option group's layers made into a plan: the same rules for every command, the preset's
/// numbers giving way only to a layer at or above the preset's own.
@Suite struct RunPlanBuilderTests {
    static func parsed(_ words: [String], command: String = "run") -> ParsedArguments {
        guard case .parsed(let parsed) = try! ParsedArguments.parse(words, options: RunOptionGroup.all + [RunCommand.out.spec], command: command)
        else { fatalError("--help") }
        return parsed
    }

    /// Layers lowest first, each the words of one source.
    static func plan(_ layers: [(OptionLayers.Source, [String])]) throws(MemlabError) -> RunPlan {
        let stack = OptionLayers(layers: layers.map { OptionLayers.Layer(source: $0.0, parsed: parsed($0.1)) })
        return try RunPlanBuilder.plan(probe: "probes/p.js", layers: stack, resultsDirectory: "results")
    }

    static let header = OptionLayers.Source.header(location: "probes/p.js:1")

    @Test func noOptionsIsTheNSEPresetWithItsReserve() throws {
        let plan = try Self.plan([(.commandLine, [])])
        #expect(plan.preset == "nse" && plan.limit.bytes == 24 << 20 && plan.hostReserveBytes == Preset.swiftNSEReserveBytes)
        #expect(plan.enforcement == .auto && plan.pushes == 1 && plan.isolation == .context && plan.mode == .measure)
        #expect(plan.budget == Budget() && plan.budgetOrigins.isEmpty && plan.arguments.isEmpty)
    }

    @Test func aLimitAloneIsACustomCeilingWithoutAReserve() throws {
        let plan = try Self.plan([(.commandLine, ["--limit", "16M"])])
        #expect(plan.preset == nil && plan.limit.bytes == 16 << 20 && plan.hostReserveBytes == 0)
        #expect(try Self.plan([(.commandLine, ["--limit", "16M", "--host-reserve", "1M"])]).hostReserveBytes == 1 << 20)
    }

    @Test(
        "the preset's limit and reserve give way only to a layer at or above the preset's",
        arguments: [
            // (lower layer, higher layer, limit MiB, preset, reserve)
            (["--limit", "24M"], ["--preset", "nse-legacy"], 12, "nse-legacy", Preset.swiftNSEReserveBytes),
            (["--preset", "nse-legacy"], ["--limit", "24M"], 24, "nse-legacy", Preset.swiftNSEReserveBytes),
            (["--preset", "widget"], [], 30, "widget", 0),
            (["--host-reserve", "1M"], ["--preset", "nse"], 24, "nse", Preset.swiftNSEReserveBytes),
            (["--preset", "nse"], ["--host-reserve", "1M"], 24, "nse", 1 << 20),
            (["--preset", "nse", "--limit", "20M"], [], 20, "nse", Preset.swiftNSEReserveBytes),
            ([], ["--limit", "20M"], 20, nil, 0)
        ] as [([String], [String], Int64, String?, Int64)])
    func presetLayering(lower: [String], higher: [String], limitMiB: Int64, preset: String?, reserve: Int64) throws {
        for (low, high) in [(OptionLayers.Source.suite, Self.header), (Self.header, OptionLayers.Source.commandLine)] {
            let plan = try Self.plan([(low, lower), (high, higher)])
            #expect(plan.limit.bytes == limitMiB << 20 && plan.preset == preset && plan.hostReserveBytes == reserve, "\(lower) under \(higher)")
        }
    }

    @Test func aHigherLayersValueWinsAndEveryLayersWordsAreKept() throws {
        let plan = try Self.plan([(.suite, ["--pushes", "5", "--jit"]), (Self.header, ["--pushes", "20"])])
        #expect(plan.pushes == 20 && plan.jit)
        #expect(plan.arguments == ["--pushes", "5", "--jit", "--pushes", "20"])
    }

    @Test func theHighestLayersPayloadSourceReplacesTheOthers() throws {
        let file = NSTemporaryDirectory() + "memlab-payloads-\(getpid()).jsonl"
        try Data("{\"a\":1}\n{\"a\":2}\n".utf8).write(to: URL(fileURLWithPath: file))
        defer { unlink(file) }
        let payload = try Self.plan([(Self.header, ["--payloads", file]), (.commandLine, ["--payload", "{}"])])
        #expect(payload.payload == Array("{}".utf8) && payload.payloads == nil)
        let stream = try Self.plan([(Self.header, ["--payload", "{}"]), (.commandLine, ["--payloads", file])])
        #expect(stream.payload == nil && stream.payloads?.lines == 2 && stream.payloadsPath == file)
        #expect(throws: MemlabError.self) { try Self.plan([(.commandLine, ["--payload", "{}", "--payloads", file])]) }
    }

    @Test func budgetsNameTheLayerTheyCameFrom() throws {
        let plan = try Self.plan([(.suite, ["--max-peak", "1M", "--expect", "killed"]), (Self.header, ["--max-peak", "2M"])])
        #expect(plan.budget.maxPeakBytes == 2 << 20 && plan.budget.expect == .killed)
        #expect(plan.budgetOrigins == ["--max-peak": .header, "--expect": .commandLine])
    }

    @Test(
        "combinations that cannot be honest are one usage sentence each",
        arguments: [
            (["--host-reserve", "24M"], "at or above the limit"),
            (["--page-size", "16K", "--enforce", "cgroup"], "enforced by the watchdog only"),
            (["--gap", "1"], "--gap spaces the pushes of --mode device"),
            (["--mode", "device", "--enforce", "rlimit"], "cannot be honest under --enforce rlimit"),
            (["--mode", "device", "--isolation", "process"], "reuses one worker process"),
            (["--explain", "--isolation", "group"], "compares heap snapshots"),
            (["--check-allocator", "--allocator", "malloc"], "drop --allocator malloc"),
            (["--pushes", "3", "--warmup", "3"], "below --pushes")
        ])
    func refusals(options: [String], needle: String) {
        #expect {
            try Self.plan([(.commandLine, options)])
        } throws: { error in
            guard let error = error as? MemlabError else { return false }
            return error.exitCode == .usage && error.sentence.contains(needle)
        }
    }

    @Test func pageSize16KMakesAutoTheWatchdog() throws {
        #expect(try Self.plan([(.commandLine, ["--page-size", "16K"])]).enforcement == .watchdog)
    }

    @Test func wordsKeepOnlyTheGroupsOptionsInOrder() {
        let parsed = Self.parsed(["--out", "x", "--limit=20M", "probe.js", "--jit", "--", "--pushes"])
        #expect(parsed.words(of: RunOptionGroup.all) == ["--limit=20M", "--jit"])
    }
}
