import Testing
import Foundation
@testable import MemlabCore

@Suite struct SuiteHeaderTests {
    @Test func readsTheMemlabLineOfTheOpeningComment() throws {
        let source = "// grow.js: a ramp\n// memlab: --payload {\"bytes\":1024} --expire 5\nconst x = 1;\n"
        let header = try ProbeHeader(source: source)
        #expect(header.arguments == ["--payload", "{\"bytes\":1024}", "--expire", "5"])
        #expect(header.line == 2)
    }

    @Test func quotesGroupWords() throws {
        let header = try ProbeHeader(source: "// memlab: --payload '{\"title\": \"a b\"}' --limit \"16M\"\n")
        #expect(header.arguments == ["--payload", "{\"title\": \"a b\"}", "--limit", "16M"])
    }

    @Test func onlyTheLeadingCommentCounts() throws {
        #expect(try ProbeHeader(source: "const a = 1;\n// memlab: --jit\n").arguments == [])
        #expect(try ProbeHeader(source: "\n\n// about\n\n// memlab: --jit\nx()").arguments == ["--jit"])
    }

    @Test func anUnclosedQuoteIsAnError() {
        #expect(throws: ProbeHeader.ParseError.unterminatedQuote(line: 1)) { try ProbeHeader(source: "// memlab: --payload '{\n") }
    }
}

@Suite struct SuiteShardTests {
    @Test func shardsCoverEveryProbeOnceAndDeterministically() throws {
        let paths = (1...7).map { "p/\($0).js" }.shuffled()
        let shards = (1...3).map { SuiteManifest.Shard(index: $0, count: 3).select(paths) }
        #expect(shards.flatMap { $0 }.sorted() == paths.sorted())
        #expect(shards[0] == ["p/1.js", "p/4.js", "p/7.js"])
        #expect(SuiteManifest.Shard(index: 2, count: 3).select(paths.reversed()) == shards[1])
    }

    @Test(arguments: ["0/3", "4/3", "1", "a/b", "1/0", ""])
    func refusesBadShards(text: String) {
        #expect(SuiteManifest.Shard(parsing: text) == nil)
    }
}

@Suite struct SuiteFilesTests {
    func directory() -> String {
        let path = NSTemporaryDirectory() + "memlab-suite-tests-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func manifestRoundTripsAndNewerOnesAreRefused() throws {
        let dir = directory()
        var manifest = SuiteManifest(
            createdAt: "2026-11-30T00:00:00Z", probesDirectory: "probes", arguments: ["--limit", "24M"],
            repeatCount: 1, shards: [], probes: [.init(name: "hog", path: "probes/hog.js", headerArguments: [], records: ["hog.json"])])
        manifest.gitCommit = "abc"
        try manifest.write(to: dir)
        #expect(try SuiteManifest.read(directory: dir) == manifest)
        try Data(#"{"kind": "memlab-suite", "schemaVersion": 7}"#.utf8).write(to: URL(fileURLWithPath: dir + "/suite.json"))
        #expect { try SuiteManifest.read(directory: dir) } throws: { ($0 as? MemlabError)?.sentence.contains("upgrade memlab") == true }
    }

    @Test func loadingASuiteDirectoryGroupsRunsByProbe() throws {
        let dir = directory()
        let files = ["hog-1.json", "hog-2.json", "clean.json"]
        let records = [DiffFixtures.record(probe: "hog"), DiffFixtures.record(probe: "hog"), DiffFixtures.record(probe: "clean")]
        for (file, record) in zip(files, records) { try ResultStore.writeAtomically(try ResultStore.encoder().encode(record), to: dir + "/" + file) }
        let manifest = SuiteManifest(
            createdAt: "t", probesDirectory: "p", arguments: [], repeatCount: 2, shards: [],
            probes: [
                .init(name: "hog", path: "p/hog.js", headerArguments: [], records: ["hog-1.json", "hog-2.json"]),
                .init(name: "clean", path: "p/clean.js", headerArguments: [], records: ["clean.json"]),
                .init(name: "broken", path: "p/broken.js", headerArguments: [], error: "it broke")
            ])
        try manifest.write(to: dir)
        let set = try RecordSet.load(dir)
        #expect(set.source == .suite)
        #expect(set.byProbe.map(\.name) == ["hog", "clean"])
        #expect(set.byProbe[0].records.count == 2)
        #expect(set.failedProbes == ["broken": "it broke"])
    }

    @Test func badInputsGetTheirExitCodes() throws {
        let dir = directory()
        #expect { try RecordSet.load(dir + "/missing") } throws: { ($0 as? MemlabError)?.exitCode == .noInput }
        #expect { try RecordSet.load(dir) } throws: { ($0 as? MemlabError)?.exitCode == .noInput }
        try Data("{\"schemaVersion\": 1, \"probe\": ".utf8).write(to: URL(fileURLWithPath: dir + "/cut.json"))
        #expect { try RecordSet.load(dir) } throws: { error in
            let error = error as? MemlabError
            return error?.exitCode == .dataError && error?.sentence.contains("cut.json") == true
        }
    }

    @Test func junitMarksRegressionsAsFailuresAndEscapes() {
        let xml = JUnitWriter(
            suiteName: "probes", timestamp: "t",
            cases: [
                .init(probe: "clean", seconds: 0.1),
                .init(probe: "hog<&>", seconds: 0.2, failures: ["peak footprint: NEW uses 2.00x the peak footprint of BASE"]),
                .init(probe: "broken", seconds: 0, error: "syntax \"error\"")
            ]
        ).xml()
        #expect(xml.contains(#"tests="3" failures="1" errors="1""#))
        #expect(xml.contains(#"name="hog&lt;&amp;&gt;""#))
        #expect(xml.contains(#"<failure type="regression" message="peak footprint: NEW uses 2.00x"#))
        #expect(xml.contains("syntax &quot;error&quot;"))
        #expect(xml.contains(#"<testcase classname="memlab.probes" name="clean" time="0.100"/>"#))
    }

    @Test func sparklineSpansTheRange() {
        #expect(Sparkline.render([1, 2, 3, 4, 5, 6, 7, 8]) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.render([3, nil, 3]) == "▅ ▅")
        #expect(Sparkline.render([]) == "")
    }

    @Test func historyIsOldestFirst() {
        let older = DiffFixtures.record(peak: 5 << 20, createdAt: "2026-11-28T00:00:00Z")
        let newer = DiffFixtures.record(peak: 9 << 20, createdAt: "2026-11-29T00:00:00Z")
        let text = HistoryTable(probe: "hog", records: [newer, older]).text(sparklines: true)
        let lines = text.split(separator: "\n")
        #expect(lines[2].contains("5.0 MiB") && lines[3].contains("9.0 MiB"))
        #expect(text.contains("▁█"))
    }
}
