// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): HeapSnapshot and the `--explain` analysis over
// it, the parent's reading of the heap snapshots a worker running untrusted JavaScript sends (and
// of the `.heapsnapshot` files beside a record). The input is one snapshot (the run's `end`), or two
// separated by a NUL byte (`warm-up`, then `end`). Contract: no crash and no unbounded work on any
// bytes; what HeapSnapshot refuses is a typed Failure whose sentence is one line; what it accepts
// has every edge inside its nodes and <root> among them; its Web Inspector JSON (what memlab writes
// for the Inspector) reads again to a snapshot of the same nodes and edges; the analysis
// (new objects, retainer clusters) ends.
import Foundation
@testable import MemlabCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeapSnapshot(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    let labelled = parts.count == 2 ? [("warm-up", parts[0]), ("end", parts[1])] : [("end", bytes)]
    for (_, text) in labelled {
        let snapshot: HeapSnapshot
        do throws(HeapSnapshot.Failure) { snapshot = try HeapSnapshot(json: Data(text)) } catch {
            precondition(!error.sentence.contains("\n"), "a refusal of more than one line: \(error.sentence)")
            continue
        }
        precondition(snapshot.root >= 0 && snapshot.root < snapshot.nodeCount, "<root> is not among the nodes")
        for node in 0..<snapshot.nodeCount {
            for edge in snapshot.edges(of: node) { precondition(snapshot.edgeTarget[edge] < snapshot.nodeCount, "an edge leads outside the nodes") }
        }
        var next = 1
        let ids = snapshot.matchedIds(earlier: nil, earlierIds: nil, next: &next)
        let inspector = snapshot.inspectorJSON(ids: ids)
        do throws(HeapSnapshot.Failure) {
            let again = try HeapSnapshot(json: inspector)
            precondition(again.nodeCount == snapshot.nodeCount && again.edgeCount == snapshot.edgeCount, "the Inspector JSON holds other nodes or edges")
        } catch {
            // Duplicate node ids collapse in the index; anything else written is read.
            precondition(Set(snapshot.ids).count < snapshot.nodeCount, "the Inspector JSON written is refused: \(error.sentence)")
        }
    }
    let collected = labelled.map { label, text in CollectedSnapshot(frame: SnapshotFrame(label: label, push: 1), data: Data(text)) }
    let report = ExplainReport.build(snapshots: collected, capability: Capability(name: "heapSnapshots", active: true))
    precondition(report.snapshots.count == collected.count, "a snapshot is missing from the report")
    return 0
}
