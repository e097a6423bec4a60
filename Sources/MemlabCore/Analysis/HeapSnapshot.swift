import Foundation

/// A JavaScriptCore heap snapshot as the Web Inspector writes it (JSON, version 3; also what the
/// `jsc` shell's generateHeapSnapshot returns): flat `nodes` of `[id, size, classIndex, flags]`
/// (seven fields in GC-debugging snapshots, which add `roots` and `labels`), flat `edges` of
/// `[fromId, toId, typeIndex, data]` sorted by `fromId`. Read in the parent, never in the worker.
public struct HeapSnapshot: Sendable {
    public enum Failure: Error, Equatable, Sendable {
        /// Not JSON, not version 3, or a field missing or of the wrong shape; the text says which.
        case malformed(String)
        public var sentence: String {
            switch self {
            case .malformed(let what): return "the heap snapshot cannot be read: \(what)"
            }
        }
    }

    public private(set) var ids: [Int] = []
    public private(set) var sizes: [Int] = []
    public private(set) var classes: [Int] = []
    public private(set) var flags: [Int] = []
    public private(set) var classNames: [String] = []
    public private(set) var edgeTypes: [String] = []
    public private(set) var edgeNames: [String] = []
    /// Outgoing edges of node index i: `edgeStart[i]..<edgeStart[i + 1]` into the edge arrays.
    private(set) var edgeStart: [Int] = []
    private(set) var edgeTarget: [Int] = []
    private(set) var edgeType: [Int] = []
    private(set) var edgeData: [Int] = []
    /// GC-debugging snapshots: each node's cell address (0 where the snapshot has none).
    public private(set) var addresses: [UInt64] = []
    /// GC-debugging snapshots: why a node is a root (`ProtectedValues`, `StrongReferences`, ...).
    public private(set) var rootReasons: [Int: String] = [:]
    /// The index of the node with id 0 (`<root>`).
    public private(set) var root = 0

    public var nodeCount: Int { ids.count }
    public var edgeCount: Int { edgeTarget.count }

    public init(json: Data) throws(Failure) {
        guard let object = try? JSONSerialization.jsonObject(with: json), let top = object as? [String: Any] else {
            throw .malformed("not a JSON object")
        }
        guard (top["version"] as? Int) == 3 else { throw .malformed("version \(top["version"] ?? "missing"), not 3") }
        /// The array's numbers; with `text`, strings too (GC-debugging snapshots write cell
        /// addresses as "0x..."), read as 0: nothing here needs them.
        var cells: [UInt64] = []
        func numbers(_ key: String, text: Bool = false) throws(Failure) -> [Int] {
            guard let values = top[key] as? [Any] else { throw .malformed("no \(key) array") }
            var out: [Int] = []
            out.reserveCapacity(values.count)
            for (position, value) in values.enumerated() {
                if let number = value as? NSNumber {
                    out.append(number.intValue)
                } else if text, let string = value as? String {
                    // The cell's address (field 5 of 7); the wrapped object's (field 6) is not needed.
                    if position % 7 == 5 { cells.append(string.hasPrefix("0x") ? UInt64(string.dropFirst(2), radix: 16) ?? 0 : 0) }
                    out.append(0)
                } else {
                    throw .malformed("\(key) holds a non-number")
                }
            }
            return out
        }
        func strings(_ key: String) throws(Failure) -> [String] {
            guard let values = top[key] as? [String] else { throw .malformed("no \(key) string array") }
            return values
        }
        classNames = try strings("nodeClassNames")
        edgeTypes = try strings("edgeTypes")
        edgeNames = try strings("edgeNames")
        let labels = (top["labels"] as? [String]) ?? []
        let stride = top["roots"] != nil ? 7 : 4
        let nodes = try numbers("nodes", text: stride == 7), edges = try numbers("edges")
        guard nodes.count % stride == 0, edges.count % 4 == 0 else { throw .malformed("nodes or edges are not whole records") }
        let count = nodes.count / stride
        ids.reserveCapacity(count)
        var index: [Int: Int] = [:]
        index.reserveCapacity(count)
        for n in 0..<count {
            let base = n * stride
            guard nodes[base + 2] >= 0 && nodes[base + 2] < classNames.count else { throw .malformed("a node's class index is out of range") }
            index[nodes[base]] = n
            ids.append(nodes[base])
            sizes.append(nodes[base + 1])
            classes.append(nodes[base + 2])
            flags.append(nodes[base + 3])
        }
        guard let rootIndex = index[0] else { throw .malformed("no <root> node (id 0)") }
        addresses = cells.count == count ? cells : []
        root = rootIndex
        edgeStart = [Int](repeating: 0, count: count + 1)
        var from: [Int] = []
        from.reserveCapacity(edges.count / 4)
        for e in 0..<(edges.count / 4) {
            guard let f = index[edges[e * 4]], let t = index[edges[e * 4 + 1]] else { throw .malformed("an edge names a node that is not there") }
            guard edges[e * 4 + 2] >= 0 && edges[e * 4 + 2] < edgeTypes.count else { throw .malformed("an edge's type is out of range") }
            from.append(f)
            edgeTarget.append(t)
            edgeType.append(edges[e * 4 + 2])
            edgeData.append(edges[e * 4 + 3])
        }
        for f in from { edgeStart[f + 1] += 1 }
        for n in 0..<count { edgeStart[n + 1] += edgeStart[n] }
        // Edges come sorted by fromId, not necessarily in node order: place each by its source.
        var next = edgeStart
        var target = [Int](repeating: 0, count: from.count), type = target, data = target
        for (e, f) in from.enumerated() {
            target[next[f]] = edgeTarget[e]
            type[next[f]] = edgeType[e]
            data[next[f]] = edgeData[e]
            next[f] += 1
        }
        edgeTarget = target
        edgeType = type
        edgeData = data
        if let roots = top["roots"] as? [Any] {
            let values = roots.compactMap { ($0 as? NSNumber)?.intValue }
            for r in Swift.stride(from: 0, to: values.count - 2, by: 3) {
                if let n = index[values[r]], values[r + 1] >= 0, values[r + 1] < labels.count { rootReasons[n] = labels[values[r + 1]] }
            }
        }
    }

    public func className(_ node: Int) -> String { classNames[classes[node]] }
    /// Whether the snapshot says where each cell is (GC-debugging snapshots).
    public var hasAddresses: Bool { !addresses.isEmpty && addresses.count == ids.count }
    /// Flags bit 0: an internal cell (structures, executables, butterflies), not a JS value.
    public func isInternal(_ node: Int) -> Bool { flags[node] & 1 != 0 }

    func edges(of node: Int) -> Range<Int> { edgeStart[node]..<edgeStart[node + 1] }
    func edgeKind(_ edge: Int) -> String { edgeTypes[edgeType[edge]] }

    /// The edge's label as code reads it: `.name` (property), `name` (variable), `[3]` (index),
    /// or nil (internal).
    func label(_ edge: Int, indexWildcard: Bool = false) -> String? {
        switch edgeKind(edge) {
        case "Property":
            return "." + (edgeData[edge] < edgeNames.count ? edgeNames[edgeData[edge]] : "?")
        case "Variable":
            return "var " + (edgeData[edge] < edgeNames.count ? edgeNames[edgeData[edge]] : "?")
        case "Index": return indexWildcard ? "[]" : "[\(edgeData[edge])]"
        default: return nil
        }
    }
}

extension HeapSnapshot {
    /// The ids this snapshot's nodes get so that they match `earlier`'s (already renumbered)
    /// where the same cell of the same class is in both: GC-debugging snapshots number their
    /// nodes afresh, and the Web Inspector compares two snapshots by id. New nodes get ids past
    /// `next`; `<root>` stays 0. Without addresses on both sides the own ids are kept.
    public func matchedIds(earlier: HeapSnapshot?, earlierIds: [Int]?, next: inout Int) -> [Int] {
        guard let earlier, let earlierIds, earlier.hasAddresses, hasAddresses else {
            next = Swift.max(next, (ids.max() ?? 0) + 1)
            return ids
        }
        var old: [SnapshotAnalysis.OldCell: Int] = [:]
        old.reserveCapacity(earlier.nodeCount)
        for node in 0..<earlier.nodeCount where node != earlier.root {
            old[SnapshotAnalysis.OldCell(address: earlier.addresses[node], className: earlier.className(node))] = earlierIds[node]
        }
        var out = [Int](repeating: 0, count: nodeCount)
        for node in 0..<nodeCount where node != root {
            if let id = old[SnapshotAnalysis.OldCell(address: addresses[node], className: className(node))] {
                out[node] = id
            } else {
                out[node] = next
                next += 1
            }
        }
        return out
    }

    /// The snapshot as the Web Inspector's own (type `Inspector`: four fields a node, no roots,
    /// labels or addresses), with `ids` for its nodes and its edges sorted by their source's id,
    /// as the importer expects.
    public func inspectorJSON(ids newIds: [Int]) -> Data {
        var out = Data()
        out.reserveCapacity(nodeCount * 24 + edgeCount * 24 + 4096)
        func append(_ text: String) { out.append(contentsOf: Array(text.utf8)) }
        func strings(_ values: [String]) -> String {
            (try? String(decoding: JSONEncoder().encode(values), as: UTF8.self)) ?? "[]"
        }
        append("{\"version\":3,\"type\":\"Inspector\",\"nodes\":[")
        // <root> first, then the rest in the snapshot's order.
        let order = [root] + (0..<nodeCount).filter { $0 != root }
        for (position, node) in order.enumerated() {
            if position > 0 { append(",") }
            append("\(newIds[node]),\(sizes[node]),\(classes[node]),\(flags[node])")
        }
        append("],\"nodeClassNames\":" + strings(classNames) + ",\"edges\":[")
        let sources = (0..<nodeCount).sorted { newIds[$0] < newIds[$1] }
        var first = true
        for node in sources {
            for e in edges(of: node) {
                if !first { append(",") }
                first = false
                append("\(newIds[node]),\(newIds[edgeTarget[e]]),\(edgeType[e]),\(edgeData[e])")
            }
        }
        append("],\"edgeTypes\":" + strings(edgeTypes) + ",\"edgeNames\":" + strings(edgeNames) + "}")
        return out
    }
}
