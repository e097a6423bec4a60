import Foundation
import MemlabProtocol

/// A heap snapshot as the parent received it: its frame and, when it arrived whole, its text.
struct CollectedSnapshot {
    var frame: SnapshotFrame
    var data: Data?
    /// What the worker said of its cells (`--explain`'s sites), by address.
    var sites: [UInt64: SnapshotSite] = [:]
    /// Sites kept per snapshot.
    static let maximumSites = 200_000
    /// Snapshots kept per run (warm-up, warning, end; a process-isolated run is refused).
    static let maximum = 8
}

/// One heap snapshot of a run (`--explain`): where its file is, what it cost.
public struct HeapSnapshotInfo: Codable, Sendable, Equatable {
    /// `start` (before the first push, in a run no longer than its warm-up), `warm-up`, `warning` or `end`.
    public var label: String
    public var push: Int
    /// The file beside the record (its name only), once written.
    public var file: String?
    public var bytes: Int?
    public var nodes: Int?
    public var edges: Int?
    public var seconds: Double?
    public var footprintBeforeBytes: Int64?
    public var footprintAfterBytes: Int64?
    /// The highest footprint memlab's monitor sampled while it was built and sent, and the
    /// cgroup's exact high-water mark then (cgroup backend): what a snapshot costs at its highest,
    /// kept out of every push's peak.
    public var peakFootprintBytes: Int64?
    public var peakChargeBytes: Int64?
    /// Why there is no snapshot (the worker's word, or the parent's: cut short, unreadable).
    public var error: String?
    /// The JSON itself, until the command writes it to `file` (never in the record).
    public var data: Data?

    enum CodingKeys: String, CodingKey {
        case label, push, file, bytes, nodes, edges, seconds, footprintBeforeBytes, footprintAfterBytes, peakFootprintBytes, peakChargeBytes, error
    }

    /// What it kept in the worker after it was freed (footprint after less before), when positive.
    public var residueBytes: Int64? {
        guard let before = footprintBeforeBytes, let after = footprintAfterBytes else { return nil }
        return after - before
    }
}

/// `--explain`: heap snapshots and the retainer paths of what the later one holds that the
/// earlier one did not, clustered (SnapshotAnalysis).
public struct ExplainReport: Codable, Sendable, Equatable {
    /// Whether the worker could take snapshots; else why not (also in `runtime.heapSnapshots`).
    public var available: Bool
    public var unavailable: String?
    public var snapshots: [HeapSnapshotInfo] = []
    /// The two snapshots compared (labels), the later second; one label: no earlier snapshot,
    /// every object of the later one counted.
    public var compared: [String]?
    /// Objects (not internal cells) in the later snapshot and not in the earlier one.
    public var newObjects: Int?
    /// Every cluster, largest retained size first.
    public var clusters: [RetainerCluster] = []
    /// What the comparison means and does not, in a sentence or two.
    public var note: String?
    /// What the snapshots left in the worker after they were freed and the free pages released
    /// (their footprints after less before, summed): in every later sample, the leak fit's too
    /// (a constant from the warm-up snapshot on, so not in its slope).
    public var residueBytes: Int64?
    /// What the canary snapshot the worker takes at start-up (a throwaway context's, to check the
    /// route) left after it was freed: in every sample of the run, the first included.
    public var canaryResidueBytes: Int64?

    /// Clusters shown as leaks: at least this many objects. Fewer is what one push's leftovers
    /// or JavaScriptCore's lazily made objects look like (measured on probes/clean.js).
    public static let minimumClusterObjects = 3

    /// The clusters worth a line: the script's (not the engine's caches), with enough objects
    /// that they are not one push's leftovers.
    public var significant: [RetainerCluster] { clusters.filter { $0.count >= ExplainReport.minimumClusterObjects && $0.engine != true } }

    /// Built from the snapshots the worker sent: the last of `end`/`warning` against `warm-up`.
    /// What a record's problems say when the worker ended in the middle of a snapshot.
    static func cutShortProblem(label: String, push: Int) -> String {
        "the worker ended while memlab was taking the \(label) heap snapshot (after push \(push)): the snapshot's own memory may be what reached the ceiling, not the handler's; run without --explain to tell"
    }

    static func build(
        snapshots collected: [CollectedSnapshot], capability: Capability?, peaks: [String: Int64] = [:], cutShort: (label: String, push: Int)? = nil
    ) -> ExplainReport {
        var report = ExplainReport(available: capability?.active ?? false, unavailable: capability?.active == false ? capability?.detail : nil)
        if capability == nil { report.unavailable = "the worker never said whether it can take heap snapshots (it ended before its baseline)" }
        var parsed: [String: HeapSnapshot] = [:]
        // The files are written as the Web Inspector's own snapshots, node ids matched across them.
        var previous: (snapshot: HeapSnapshot, ids: [Int])?
        var nextId = 1
        for one in collected {
            var info = HeapSnapshotInfo(
                label: one.frame.label, push: one.frame.push, bytes: one.frame.bytes, seconds: one.frame.seconds,
                footprintBeforeBytes: one.frame.footprintBeforeBytes, footprintAfterBytes: one.frame.footprintAfterBytes,
                error: one.frame.error)
            info.peakChargeBytes = one.frame.peakChargeBytes
            if let peak = peaks[one.frame.label], peak > 0 { info.peakFootprintBytes = peak }
            if info.error == nil {
                if let data = one.data {
                    do throws(HeapSnapshot.Failure) {
                        let snapshot = try HeapSnapshot(json: data)
                        info.nodes = snapshot.nodeCount
                        info.edges = snapshot.edgeCount
                        let ids = snapshot.matchedIds(earlier: previous?.snapshot, earlierIds: previous?.ids, next: &nextId)
                        info.data = snapshot.inspectorJSON(ids: ids)
                        previous = (snapshot, ids)
                        parsed[one.frame.label] = snapshot
                    } catch {
                        info.error = error.sentence
                        info.data = data
                    }
                } else {
                    info.error = "the snapshot's text did not arrive whole"
                }
            }
            report.snapshots.append(info)
        }
        if let cutShort {
            report.snapshots.append(
                HeapSnapshotInfo(label: cutShort.label, push: cutShort.push, error: "cut short: the worker ended while it was being taken"))
        }
        let residues = report.snapshots.compactMap(\.residueBytes)
        if !residues.isEmpty { report.residueBytes = residues.reduce(0, +) }
        var later = parsed["end"] != nil ? "end" : parsed["warning"] != nil ? "warning" : nil
        var earlier = parsed["warm-up"] != nil ? "warm-up" : parsed["start"] != nil ? "start" : nil
        // A run heading into the ceiling before its warm-up ended has its warning snapshot first:
        // the two are compared in the order they were taken.
        let order = { (label: String?) in collected.firstIndex { $0.frame.label == label } ?? -1 }
        if later != nil, earlier != nil, order(earlier) > order(later) { swap(&earlier, &later) }
        guard let later, let after = parsed[later] else { return report }
        let before = earlier.flatMap { parsed[$0] }
        report.compared = earlier.map { [$0, later] } ?? [later]
        report.newObjects = SnapshotAnalysis.newObjectCount(before: before, after: after)
        let sites = collected.last { $0.frame.label == later }?.sites ?? [:]
        report.clusters = SnapshotAnalysis.clusters(before: before, after: after, sites: sites)
        if earlier == "start" {
            report.note =
                "the run is no longer than its warm-up, so the \(later) snapshot is compared with one taken before the first push: the clusters include what JavaScriptCore and memlab make on first use, not only what the handler keeps"
        } else if before == nil {
            report.note =
                "no warm-up snapshot (the run ended first): the clusters are everything the \(later) snapshot holds, not only what grew"
        } else {
            report.note =
                "objects in the \(later) snapshot that were not in the \(earlier ?? "warm-up") one, each by its shortest path from a GC root; an object made after the \(earlier ?? "warm-up") snapshot in the very cell an object of its class had then counts as old, so counts are lower bounds"
                + (later == "warm-up" ? " (the run neared the ceiling before its warm-up ended, so the warning snapshot came first)" : "")
        }
        return report
    }
}

extension RetainerCluster {
    /// The host's root reason, as a user reads it.
    public var hostRootText: String? {
        switch hostRoot {
        case nil: return nil
        case "ProtectedValues": return "held by the host (JSValueProtect / JSGlobalContextRetain: protected values)"
        case "StrongReferences", "StrongHandles", "Handles": return "held by the host (a strong handle: \(hostRoot!))"
        case let other?: return "held by the host (\(other))"
        }
    }
}

extension RetainerCluster {
    /// The path with indices left out (`[41]` → `[]`): what two runs' clusters are compared by.
    public var shape: String {
        var out = ""
        var skipping = false
        for character in path {
            if character == "[" { skipping = true; out.append("[]"); continue }
            if skipping { if character == "]" { skipping = false }; continue }
            out.append(character)
        }
        return out
    }
}

/// `memlab diff`: the retainer-path clusters (`--explain`) found in one side's runs and not the other's.
public enum ExplainComparison {
    /// The shapes of the significant clusters in most of `records`' runs with snapshots compared,
    /// with their median object count; nil when no run compared snapshots.
    static func clusters(_ records: [RunRecord]) -> [String: Int]? {
        let reports = records.compactMap(\.explain).filter { $0.compared != nil }
        guard !reports.isEmpty else { return nil }
        var counts: [String: [Int]] = [:]
        for report in reports {
            var seen = Set<String>()
            for cluster in report.significant where seen.insert(cluster.shape).inserted { counts[cluster.shape, default: []].append(cluster.count) }
        }
        return counts.filter { 2 * $0.value.count > reports.count }.mapValues { Int(LeakAnalysis.median(sorted: $0.sorted().map(Double.init))) }
    }

    public static func notes(base: [RunRecord], new: [RunRecord]) -> [String] {
        guard let b = clusters(base), let n = clusters(new) else { return [] }
        var notes: [String] = []
        for shape in n.keys.filter({ b[$0] == nil }).sorted() { notes.append("kept in NEW only: \(n[shape]!) objects by \(shape)") }
        for shape in b.keys.filter({ n[$0] == nil }).sorted() { notes.append("no longer kept in NEW: \(b[shape]!) objects by \(shape)") }
        return notes
    }
}
