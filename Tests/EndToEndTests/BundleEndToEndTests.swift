import Foundation
import MemlabCore
import Testing

/// probes/workbox-bundle.js (scripts/make-workbox-bundle.py, shaped like a webpack + Workbox
/// build) through the built binary: what a context push must still be however its load is made
/// cheaper. Each push's context sees a fresh global scope; the bundle's module state lives and
/// dies with its context, so growth in it is a leak where the context persists (--isolation none)
/// and gone with each context otherwise.
@Suite struct BundleEndToEndTests {
    static let bundle = try! String(contentsOfFile: MemlabBinary.probe("workbox-bundle.js"), encoding: .utf8)
    static let payload = #"{"type":"mention","id":"7","locale":"de","account":{"name":"Ada"},"text":"<p>hi</p>"}"#

    func run(_ extra: String, _ arguments: [String]) throws -> RunRecord {
        let probe = MemlabBinary.writeProbe(BundleEndToEndTests.bundle + "\n" + extra, name: "bundle.js")
        let (outcome, made, _) = try MemlabBinary.runRecord(["run", probe, "--payload", BundleEndToEndTests.payload] + arguments)
        let record = try #require(made, "no record; stderr: \(outcome.stderr)")
        #expect(record.pushes.allSatisfy { $0.outcome == .modified }, "stderr: \(outcome.stderr)")
        return record
    }

    @Test func theBundlesPushesAreModifiedAndItsLoadLeavesNothingBehind() throws {
        let record = try run("", ["--pushes", "24"])
        #expect(record.end.kind == .completed)
        #expect(record.verdict?.kind != .leaking, "\(String(describing: record.verdict))")
        #expect(record.verdict?.contextsRetained == 0)
        let titles = record.pushes.compactMap { $0.notification?["title"]?.stringValue }
        #expect(titles.count == 24 && Set(titles).count == 1 && titles[0].hasSuffix("Ada"), "\(titles.prefix(2))")
    }

    @Test(arguments: [("context", [1, 1, 1, 1]), ("none", [1, 2, 3, 4])])
    func aGlobalTheBundleSetsIsGoneAtTheNextPushUnlessTheContextPersists(isolation: String, expected: [Int]) throws {
        let record = try run(
            "self.addEventListener('push', () => { self.seen = (self.seen || 0) + 1; console.log('seen ' + self.seen); });",
            ["--pushes", "4", "--isolation", isolation])
        #expect(record.console.map(\.text) == expected.map { "seen \($0)" }, "\(record.console.map(\.text))")
    }

    /// 64 KiB a push kept by a module of the bundle: leaking where the module outlives the push.
    @Test(arguments: [("none", true), ("context", false)])
    func growthInTheBundlesModuleStateIsALeakOnlyWhereTheModuleOutlivesThePush(isolation: String, leaks: Bool) throws {
        let record = try run(
            """
            (() => { const kept = []; self.addEventListener('push', () => { kept.push(new Array(8192).fill(kept.length)); }); })();
            """, ["--pushes", "40", "--isolation", isolation, "--limit", "64M"])
        let verdict = try #require(record.verdict)
        #expect((verdict.kind == .leaking) == leaks, "\(verdict)")
        if leaks { #expect(verdict.slopeBytesPerPush > 40_000, "\(verdict)") }
    }
}
