import Foundation
import Testing
import MemlabCore

/// Which kinds of objects grow, through the built binary: each leaking probe's census names
/// what it keeps, the clean probe's names nothing, and the footprint verdict is the same
/// whether the worker takes censuses or not.
@Suite struct TypeGrowthEndToEndTests {
    func run(_ probe: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (MemlabBinary.Outcome, RunRecord) {
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", MemlabBinary.probe(probe)] + arguments, environment: environment)
        return (outcome, try #require(record, "no record; stderr: \(outcome.stderr)"))
    }

    /// A probe, its arguments, the classes that must grow about one object per push each (the
    /// first of them among the fastest growing), and the verdict.
    static let leaks: [(probe: String, arguments: [String], classes: [String])] = [
        ("leak-global.js", ["--pushes", "40", "--isolation", "none"], ["Uint8Array"]),
        ("timer-leftover.js", ["--pushes", "40", "--isolation", "none"], ["Uint8Array", "Function", "JSLexicalEnvironment"]),
        ("leak-closure.js", ["--pushes", "40"], ["Function", "JSLexicalEnvironment", "Array"]),
        ("leak-map-in-object.js", ["--pushes", "40"], ["Object", "Array"]),
        ("leak-listener.js", ["--pushes", "40"], ["Function", "JSLexicalEnvironment"])
    ]

    @Test("a leaking probe's growing classes name what it keeps", arguments: leaks.map(\.probe))
    func leakNamesItsClasses(_ probe: String) throws {
        let leak = try #require(Self.leaks.first { $0.probe == probe })
        let (outcome, record) = try run(leak.probe, leak.arguments)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(record.runtime.typeCounts?.active == true, "\(String(describing: record.runtime.typeCounts))")
        let report = try #require(record.typeGrowth)
        #expect(report.censusesFitted >= TypeGrowthAnalysis.minimumCensuses, "\(report.censuses) censuses")
        for name in leak.classes {
            let growth = report.growing.first { $0.className == name }
            #expect(growth != nil, "\(name) is not growing: \(report.growing.map(\.sentence))")
            if let growth { #expect(abs(growth.objectsPerPush - 1) <= 0.25, "\(growth.sentence)") }
        }
        #expect(record.verdict != nil)
    }

    @Test func theSummaryShowsTheGrowingClasses() throws {
        let out = MemlabBinary.temporaryDirectory()
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("leak-global.js"), "--pushes", "40", "--isolation", "none", "--out", out])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let rows = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("objects") }
        #expect(rows.count >= 1 && rows.count <= 5, "\(outcome.stdout)")
        #expect(rows.first?.contains("growing: Uint8Array +1 object per push") == true, "\(outcome.stdout)")
        let disabled = try MemlabBinary.run(
            ["run", MemlabBinary.probe("leak-global.js"), "--pushes", "20", "--isolation", "none", "--out", out],
            environment: ["MEMLAB_TEST_DISABLE_HOOKS": "typeCounts"])
        #expect(!disabled.stdout.contains("\nobjects"), "\(disabled.stdout)")
        #expect(disabled.stdout.contains("warning    no per-type object counts: JSC::Heap::objectTypeCounts is treated as missing"), "\(disabled.stdout)")
    }

    @Test func retainedContextsShowAsGrowingGlobalObjectsFirst() throws {
        let (outcome, record) = try run("clean.js", ["--pushes", "30", "--inject", "retain-contexts", "--limit", "256M"])
        #expect(outcome.status == 0 || record.end.kind == .completed, "stderr: \(outcome.stderr)")
        let first = try #require(record.typeGrowth?.growing.first, "\(String(describing: record.typeGrowth))")
        #expect(first.className == "GlobalObject" && abs(first.objectsPerPush - 1) <= 0.25, "\(first.sentence)")
    }

    @Test func aBoundedCacheFillsUpAndStops() throws {
        let (_, record) = try run("cache-fill.js", ["--pushes", "120", "--isolation", "none", "--warmup", "3"])
        let report = try #require(record.typeGrowth)
        #expect(!report.growing.contains { $0.className == "Uint8Array" }, "\(report.growing.map(\.sentence))")
        #expect(report.saturated.first?.className == "Uint8Array", "\(report.saturated.map(\.sentence))")
    }

    @Test("the clean probe grows no class", arguments: [["--pushes", "40"], ["--pushes", "40", "--isolation", "none"]])
    func cleanGrowsNothing(_ arguments: [String]) throws {
        let (outcome, record) = try run("clean.js", arguments)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let report = try #require(record.typeGrowth)
        #expect(report.censusesFitted >= TypeGrowthAnalysis.minimumCensuses)
        #expect(report.growing.isEmpty, "\(report.growing.map(\.sentence))")
    }

    @Test func theVerdictIsTheSameWithoutCensuses() throws {
        let (_, with) = try run("leak-global.js", ["--pushes", "40", "--isolation", "none"])
        let (outcome, without) = try run(
            "leak-global.js", ["--pushes", "40", "--isolation", "none"], environment: ["MEMLAB_TEST_DISABLE_HOOKS": "typeCounts"])
        let a = try #require(with.verdict), b = try #require(without.verdict)
        #expect(a.kind == .leaking && b.kind == .leaking)
        // Within noise: both near the designed 32 KiB per push, and within 10 % of each other.
        #expect(
            abs(a.slopeBytesPerPush - b.slopeBytesPerPush) <= 0.1 * max(a.slopeBytesPerPush, b.slopeBytesPerPush),
            "\(a.slopeBytesPerPush) vs \(b.slopeBytesPerPush)")
        // Without censuses: said so, and no growth report.
        #expect(without.runtime.typeCounts?.active == false && without.typeGrowth == nil)
        #expect((without.runtime.typeCounts?.detail ?? "").contains("disabled for a test by MEMLAB_TEST_DISABLE_HOOKS"))
        _ = outcome
    }

    @Test func aSinglePushTakesNoCensus() throws {
        let (outcome, record) = try run("clean.js", ["--pushes", "1"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(record.runtime.typeCounts == nil && record.typeGrowth == nil)
    }

    @Test func diffAndReportNameTheGrowingClasses() throws {
        let base = MemlabBinary.temporaryDirectory(), new = MemlabBinary.temporaryDirectory()
        _ = try MemlabBinary.run(["run", MemlabBinary.probe("leak-global.js"), "--pushes", "30", "--isolation", "context", "--out", base])
        _ = try MemlabBinary.run(["run", MemlabBinary.probe("leak-global.js"), "--pushes", "30", "--isolation", "none", "--out", new])
        let diff = try MemlabBinary.run(["diff", base, new])
        #expect(diff.stdout.contains("note: objects growing in NEW only: Uint8Array (1 object per push)"), "\(diff.stdout)")
        let html = MemlabBinary.temporaryDirectory() + "/report.html"
        let report = try MemlabBinary.run(["report", new, "--out", html])
        #expect(report.status == 0, "\(report.stderr)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains(#"<table class="objects">"#) && page.contains("<td>Uint8Array</td>"), "no objects table")
    }
}
