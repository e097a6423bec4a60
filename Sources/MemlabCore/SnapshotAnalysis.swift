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
        func numbers(_ key: String, text: Bool = false) throws(Failure) -> [Int] {
            guard let values = top[key] as? [Any] else { throw .malformed("no \(key) array") }
            var out: [Int] = []
            out.reserveCapacity(values.count)
            for value in values {
                if let number = value as? NSNumber {
                    out.append(number.intValue)
                } else if text, value is String {
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

/// The objects a later snapshot holds that an earlier one of the same VM did not, each one's
/// shortest retainer path from a GC root, clustered by the path's shape (its edge names and
/// class names, indices left out), as Meta's memlab clusters leak traces.
public struct RetainerCluster: Codable, Sendable, Equatable {
    /// New objects whose path has this shape (the first new object on their path: what was
    /// added to something old).
    public var count: Int
    /// Their own sizes, and what they keep alive alone (their dominator subtrees).
    public var totalBytes: Int
    public var retainedBytes: Int
    /// One representative path, e.g. `global .sessionCache → Object .byPush → Map → Object .lines → Array`.
    public var path: String
    /// The GC root's reason when the snapshot gives it and it is the host's own (protected
    /// values, strong references): who keeps it.
    public var hostRoot: String?
}

public enum SnapshotAnalysis {
    /// Root reasons that are the host's doing, not the script's.
    public static let hostRootReasons: Set<String> = ["ProtectedValues", "StrongReferences", "StrongHandles", "Handles"]

    /// The clusters of what `after` added to `before` (ids are stable between snapshots of one
    /// VM), largest retained size first, at most `limit`.
    public static func clusters(before: HeapSnapshot, after: HeapSnapshot, limit: Int = 50) -> [RetainerCluster] {
        let old = Set(before.ids)
        let n = after.nodeCount
        let isNew = (0..<n).map { !old.contains(after.ids[$0]) }
        let (parentEdge, parent, order, virtual) = shortestPaths(after)
        let retained = retainedSizes(after, order: order, virtual: virtual)
        // The first new object on each path: new, not internal, reached, its parent old.
        var groups: [String: (nodes: [Int], path: String, host: String?)] = [:]
        for node in 0..<n where isNew[node] && !after.isInternal(node) && parent[node] >= 0 && parent[node] != node {
            guard !hasNewNonInternalAncestor(node, parent, isNew, after) else { continue }
            let (shape, text, host) = describe(node, after, parent: parent, parentEdge: parentEdge)
            groups[shape, default: ([], text, host)].nodes.append(node)
        }
        var out: [RetainerCluster] = []
        for (_, group) in groups {
            let members = Set(group.nodes)
            out.append(
                RetainerCluster(
                    count: group.nodes.count, totalBytes: group.nodes.reduce(0) { $0 + after.sizes[$1] },
                    retainedBytes: group.nodes.reduce(0) { $0 + retained.sizes[$1] * (dominatedByOther($1, members, retained.dominator) ? 0 : 1) },
                    path: group.path, hostRoot: group.host))
        }
        out.sort { ($0.retainedBytes, $0.count, $1.path) > ($1.retainedBytes, $1.count, $0.path) }
        return Array(out.prefix(limit))
    }

    static func hasNewNonInternalAncestor(_ node: Int, _ parent: [Int], _ isNew: [Bool], _ snapshot: HeapSnapshot) -> Bool {
        var at = parent[node]
        while at >= 0 && at != snapshot.root {
            if isNew[at] && !snapshot.isInternal(at) { return true }
            at = parent[at]
        }
        return false
    }

    static func dominatedByOther(_ node: Int, _ members: Set<Int>, _ dominator: [Int]) -> Bool {
        var at = dominator[node]
        while at >= 0 && dominator[at] != at {
            if members.contains(at) { return true }
            at = dominator[at]
        }
        return false
    }

    /// Classes whose cells are roots in their own right (a context's global object and its proxy).
    static let globalClasses: Set<String> = ["GlobalObject", "global", "JSGlobalProxy", "JSGlobalLexicalEnvironment"]

    /// Breadth-first from `<root>`: each node's parent on a shortest path, preferring a named
    /// edge (property, variable, index) to an internal one among parents at the same depth.
    /// In JSC's snapshots `<root>` points at few of the roots (measured: 402 of 1,700 nodes
    /// reachable from it in the jsc shell; the global object not among them): what is left is
    /// reached from the global objects next, then from each node still unreached in turn, each
    /// as a child of `<root>` (`virtual`). Also the order nodes were reached in.
    static func shortestPaths(_ s: HeapSnapshot) -> (edge: [Int], parent: [Int], order: [Int], virtual: [Int]) {
        let n = s.nodeCount
        var depth = [Int](repeating: -1, count: n)
        var order = [s.root]
        var virtual: [Int] = []
        depth[s.root] = 0
        var head = 0
        func drain() {
            while head < order.count {
                let node = order[head]
                head += 1
                for e in s.edges(of: node) where depth[s.edgeTarget[e]] < 0 {
                    depth[s.edgeTarget[e]] = depth[node] + 1
                    order.append(s.edgeTarget[e])
                }
            }
        }
        drain()
        // The global object itself first, so that paths start at it (`global .name`).
        let globals = (0..<n).filter { globalClasses.contains(s.className($0)) }.sorted {
            (s.className($0).hasPrefix("JSGlobal") ? 1 : 0, $0) < (s.className($1).hasPrefix("JSGlobal") ? 1 : 0, $1)
        }
        for start in globals + Array(0..<n) where depth[start] < 0 {
            depth[start] = 1
            order.append(start)
            virtual.append(start)
            drain()
        }
        func rank(_ e: Int) -> Int {
            switch s.edgeKind(e) {
            case "Property": return 3
            case "Variable": return 2
            case "Index": return 1
            default: return 0
            }
        }
        var parent = [Int](repeating: -1, count: n), edge = parent
        parent[s.root] = s.root
        for start in virtual { parent[start] = s.root }
        for node in order {
            for e in s.edges(of: node) {
                let target = s.edgeTarget[e]
                guard target != s.root, depth[target] == depth[node] + 1, parent[target] != s.root || edge[target] >= 0 else { continue }
                if edge[target] < 0 || rank(e) > rank(edge[target]) {
                    edge[target] = e
                    parent[target] = node
                }
            }
        }
        return (edge, parent, order, virtual)
    }

    /// Dominators (Cooper, Harvey and Kennedy's iterative algorithm, over the breadth-first
    /// order from the root) and each node's retained size: its own plus that of every node it
    /// dominates.
    static func retainedSizes(_ s: HeapSnapshot, order: [Int], virtual: [Int]) -> (sizes: [Int], dominator: [Int]) {
        let n = s.nodeCount
        var position = [Int](repeating: -1, count: n)
        for (i, node) in order.enumerated() { position[node] = i }
        var predecessors = [[Int]](repeating: [], count: n)
        for node in order { for e in s.edges(of: node) where position[s.edgeTarget[e]] >= 0 { predecessors[s.edgeTarget[e]].append(node) } }
        for start in virtual { predecessors[start].append(s.root) }
        var dominator = [Int](repeating: -1, count: n)
        dominator[s.root] = s.root
        func intersect(_ a: Int, _ b: Int) -> Int {
            var x = a, y = b
            while x != y {
                while position[x] > position[y] { x = dominator[x] }
                while position[y] > position[x] { y = dominator[y] }
            }
            return x
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 100 {
            changed = false
            rounds += 1
            for node in order.dropFirst() {
                var candidate = -1
                for p in predecessors[node] where dominator[p] >= 0 {
                    candidate = candidate < 0 ? p : intersect(p, candidate)
                }
                if candidate >= 0 && dominator[node] != candidate {
                    dominator[node] = candidate
                    changed = true
                }
            }
        }
        var sizes = s.sizes
        for node in order.reversed() where node != s.root && dominator[node] >= 0 { sizes[dominator[node]] += sizes[node] }
        return (sizes, dominator)
    }

    /// The path from the root to `node`: its shape (indices as `[]`), as text, and the host's
    /// root reason when the path starts at one.
    static func describe(_ node: Int, _ s: HeapSnapshot, parent: [Int], parentEdge: [Int]) -> (shape: String, text: String, host: String?) {
        var chain: [Int] = []
        var at = node
        while at != s.root && at >= 0 {
            chain.append(at)
            at = parent[at]
        }
        chain.reverse()
        var text = "", shape = ""
        var host: String?
        if let first = chain.first, let reason = s.rootReasons[first], hostRootReasons.contains(reason) {
            host = reason
            text = "host root (\(reason)) → "
            shape = text
        }
        for (i, step) in chain.enumerated() {
            var name = s.className(step)
            if name == "GlobalObject" || name == "JSGlobalProxy" { name = "global" }
            text += name
            shape += name
            if i + 1 < chain.count {
                let e = parentEdge[chain[i + 1]]
                if let label = s.label(e) {
                    text += " " + label
                    shape += " " + (s.label(e, indexWildcard: true) ?? "")
                }
                text += " → "
                shape += " → "
            }
        }
        return (shape, text, host)
    }
}
