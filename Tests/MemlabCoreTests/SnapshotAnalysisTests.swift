import Foundation
import Testing
import MemlabCore

/// The parent's reading of JavaScriptCore heap snapshots, on real ones: the `jsc` shell of the
/// same WebKitGTK (libjavascriptcoregtk-4.0-bin) takes two in one VM, before and after a script
/// keeps objects, and the clusters must name what is kept and by which path.
private let jscShell = "/usr/bin/jsc"

@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: jscShell), "no jsc shell (apt-get install libjavascriptcoregtk-4.0-bin)"))
struct SnapshotAnalysisTests {
    static let jsc = jscShell

    /// Two snapshots around `keep` (run between them), optionally GC-debugging ones.
    func snapshots(_ keep: String, setup: String = "", debugging: Bool = false) throws -> (HeapSnapshot, HeapSnapshot) {
        let take = debugging ? "generateHeapSnapshotForGCDebugging()" : "generateHeapSnapshot()"
        let script = """
            function take() { gc(); const s = \(take); return typeof s === 'string' ? s : JSON.stringify(s); }
            \(setup)
            const before = take();
            \(keep)
            const after = take();
            print(before); print(after);
            """
        let path = NSTemporaryDirectory() + "memlab-snapshot-\(UUID().uuidString).js"
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.jsc)
        process.arguments = [path]
        process.environment = ["JSC_useJIT": "false", "PATH": "/usr/bin:/bin"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = data.split(separator: UInt8(ascii: "\n"))
        try #require(lines.count == 2, "jsc printed \(lines.count) lines")
        return (try HeapSnapshot(json: Data(lines[0])), try HeapSnapshot(json: Data(lines[1])))
    }

    @Test func aGlobalArrayOfObjectsIsOneClusterWithItsPath() throws {
        let (before, after) = try snapshots(
            "for (let i = 0; i < 10; i++) recent.push(new Leaky());",
            setup: "globalThis.recent = []; class Leaky { constructor() { this.data = new Array(32).fill(1); } }")
        #expect(after.nodeCount > before.nodeCount && after.edgeCount > 0)
        let clusters = SnapshotAnalysis.clusters(before: before, after: after)
        let top = try #require(clusters.first { $0.path.contains("Leaky") }, "\(clusters.map(\.path))")
        #expect(top.count == 10, "\(top)")
        #expect(top.path.hasPrefix("global .recent → Array [") && top.path.hasSuffix("] → Leaky"), "\(top.path)")
        // The first snapshot's JSON text, new and held by `before`, is the one larger cluster.
        #expect(clusters.filter { !$0.path.contains("var before") }.first?.path == top.path, "\(clusters.map(\.path))")
        #expect(top.retainedBytes > top.totalBytes, "each Leaky keeps its data array: \(top)")
    }

    @Test func aMapInAnObjectShowsThePropertyChain() throws {
        let (before, after) = try snapshots(
            "globalThis.sessionCache = { byPush: new Map() }; for (let n = 1; n <= 5; n++) sessionCache.byPush.set('push-' + n, { lines: ['a' + n, 'b' + n] });"
        )
        let clusters = SnapshotAnalysis.clusters(before: before, after: after)
        let top = try #require(clusters.first { $0.path.contains(".sessionCache") }, "\(clusters.map(\.path))")
        #expect(top.path.hasPrefix("global .sessionCache → Object"), "\(top.path)")
        #expect(top.retainedBytes > top.totalBytes, "it keeps the Map and its entries: \(top)")
    }

    @Test func nothingKeptGivesNoClusterOfObjects() throws {
        let (before, after) = try snapshots("for (let i = 0; i < 100; i++) { const garbage = { i }; } gc();")
        let clusters = SnapshotAnalysis.clusters(before: before, after: after)
        #expect(!clusters.contains { $0.count >= 10 }, "\(clusters.map { "\($0.count) \($0.path)" })")
    }

    @Test func gcDebuggingSnapshotsParseWithRootReasons() throws {
        let (_, after) = try snapshots("globalThis.kept = [1, 2, 3];", debugging: true)
        #expect(after.nodeCount > 100 && !after.rootReasons.isEmpty)
    }

    @Test func malformedSnapshotsAreRefusedInASentence() {
        for text in ["[]", #"{"version":2}"#, #"{"version":3,"nodes":[0,1],"nodeClassNames":[],"edges":[],"edgeTypes":[],"edgeNames":[]}"#] {
            #expect(throws: HeapSnapshot.Failure.self, "\(text)") { try HeapSnapshot(json: Data(text.utf8)) }
        }
    }
}
