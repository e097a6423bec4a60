import Foundation
import Testing
import MemlabCore
import MemlabProtocol

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

    /// The worker's sites (`--explain`'s function-sites) rewrite a path: one through a runtime record
    /// begins at what the probe did, memlab's own holder left out, and a function is followed by its line.
    @Test func sitesTellARuntimeRecordAsTheProbesCallAndPlaceFunctions() throws {
        let (before, after) = try snapshots(
            "for (let i = 0; i < 10; i++) { const data = new Array(64).fill(i); pendingTimers.push({ timer: { callback: () => data } }); }",
            setup: "globalThis.pendingTimers = [];", debugging: true)
        #expect(after.hasAddresses)
        let plain = SnapshotAnalysis.clusters(before: before, after: after)
        let held = try #require(plain.first { $0.path.contains("pendingTimers") && $0.count == 10 }, "\(plain.map(\.path))")
        #expect(held.site == nil)
        // Every Object cell a timer record, every Function cell a function of the probe's.
        var sites: [UInt64: SnapshotSite] = [:]
        for node in 0..<after.nodeCount where after.className(node) == "Object" {
            sites[after.addresses[node]] = SnapshotSite(
                address: after.addresses[node], kind: "timer", site: "probe.js:3:12", name: "setInterval", callback: "probe.js:3:24")
        }
        for node in 0..<after.nodeCount where after.className(node) == "Function" {
            sites[after.addresses[node]] = SnapshotSite(address: after.addresses[node], kind: "function", site: "probe.js:7:1")
        }
        let named = SnapshotAnalysis.clusters(before: before, after: after, sites: sites)
        let timers = try #require(named.first { $0.path.hasPrefix("a setInterval at probe.js:3:12 is still scheduled") }, "\(named.map(\.path))")
        #expect(timers.count == 10 && timers.site == "probe.js:3:12", "\(timers)")
        #expect(timers.path == "a setInterval at probe.js:3:12 is still scheduled; its function: probe.js:3:24", "\(timers.path)")
        #expect(!named.contains { $0.path.contains("pendingTimers") && $0.count == 10 }, "\(named.map(\.path))")
        // A listener record reads as the addEventListener call.
        #expect(
            SnapshotAnalysis.recordText(SnapshotSite(address: 1, kind: "listener", site: "a.js:1:2", name: "message"))
                == "a 'message' listener added at a.js:1:2")
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

    // GC-debugging snapshots, as the worker takes them (--explain): each numbers its nodes afresh,
    // so what is new is told by cell address and class.

    @Test func gcDebuggingSnapshotsAreComparedByCellAddress() throws {
        let (before, after) = try snapshots(
            "for (let i = 0; i < 10; i++) recent.push(new Leaky());",
            setup: "globalThis.recent = []; class Leaky { constructor() { this.data = new Array(32).fill(1); } }", debugging: true)
        #expect(before.hasAddresses && after.hasAddresses)
        let clusters = SnapshotAnalysis.clusters(before: before, after: after)
        let leaky = try #require(clusters.first { $0.path.hasSuffix("Leaky") }, "\(clusters.map(\.path))")
        #expect(leaky.count == 10 && leaky.path.contains("global .recent → Array ["), "\(leaky)")
        #expect(leaky.hostRoot == nil, "a path from the live global is the script's, not the host's: \(leaky)")
        #expect(SnapshotAnalysis.newObjectCount(before: before, after: after) >= 10)
        // Against nothing, everything counts.
        #expect(SnapshotAnalysis.newObjectCount(before: nil, after: after) > SnapshotAnalysis.newObjectCount(before: before, after: after))
    }

    @Test func theFilesAreInspectorSnapshotsWithIdsMatchedAcrossTheRun() throws {
        let (before, after) = try snapshots(
            "for (let i = 0; i < 10; i++) recent.push(new Leaky());",
            setup: "globalThis.recent = []; class Leaky { constructor() { this.data = [1, 2, 3]; } }", debugging: true)
        var next = 1
        let first = before.matchedIds(earlier: nil, earlierIds: nil, next: &next)
        let second = after.matchedIds(earlier: before, earlierIds: first, next: &next)
        #expect(first == before.ids && next > (before.ids.max() ?? 0))
        #expect(Set(second).count == after.nodeCount, "ids are unique")
        let written = [try HeapSnapshot(json: before.inspectorJSON(ids: first)), try HeapSnapshot(json: after.inspectorJSON(ids: second))]
        for (file, source) in zip(written, [before, after]) {
            #expect(!file.hasAddresses && file.rootReasons.isEmpty && file.nodeCount == source.nodeCount && file.edgeCount == source.edgeCount)
            #expect(file.ids[file.root] == 0 && file.root == 0, "<root> first")
        }
        let json = try #require(try JSONSerialization.jsonObject(with: after.inspectorJSON(ids: second)) as? [String: Any])
        #expect(json["type"] as? String == "Inspector" && json["version"] as? Int == 3)
        let edges = try #require(json["edges"] as? [Int])
        let sources = stride(from: 0, to: edges.count, by: 4).map { edges[$0] }
        #expect(sources == sources.sorted(), "edges sorted by their source's id")
        // Compared by id, as the Web Inspector compares them, the files say what the addresses said.
        let byId = SnapshotAnalysis.clusters(before: written[0], after: written[1]).first { $0.path.hasSuffix("Leaky") }
        #expect(byId?.count == 10, "\(String(describing: byId))")
    }

    @Test func aMapsEntriesHaveNoRecordedReferenceAndTheMapIsNamed() throws {
        let (before, after) = try snapshots(
            "for (let i = 0; i < 10; i++) cache.byPush.set('push-' + i, { lines: ['a' + i, 'b' + i] });",
            setup: "globalThis.cache = { byPush: new Map() };", debugging: true)
        let clusters = SnapshotAnalysis.clusters(before: before, after: after)
        let entries = try #require(clusters.first { $0.path == "(no recorded reference) → Object" }, "\(clusters.map(\.path))")
        #expect(entries.count == 10)
        #expect(entries.likelyHolder?.hasPrefix("global .cache → Object .byPush → Map, whose storage grew from") == true, "\(entries)")
        #expect(entries.hint?.contains("records none from a Map's or Set's entries") == true)
    }

    @Test func contextsAScriptKeepsAreOneObjectEach() throws {
        // The jsc shell's createGlobalObject() returns a new context's global proxy: kept in an
        // array, each context is one new object (its proxy, named `global`; its global object is behind it).
        let (before, after) = try snapshots(
            "for (let i = 0; i < 5; i++) realms.push(createGlobalObject());", setup: "globalThis.realms = [];", debugging: true)
        let clusters = SnapshotAnalysis.clusters(before: before, after: after)
        let kept = try #require(clusters.first { $0.path.hasPrefix("global .realms → Array [") }, "\(clusters.map { "\($0.count) \($0.path)" })")
        #expect(kept.count == 5 && kept.path.hasSuffix("→ global"), "\(kept)")
        #expect(kept.hostRoot == nil)
    }
}
