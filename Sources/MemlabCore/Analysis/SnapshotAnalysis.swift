import Foundation
import MemlabProtocol

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
    /// The GC root's reason when the snapshot gives it, it is the host's own (protected values,
    /// strong references) and the new object is that root itself (a context the host keeps, as
    /// `--inject retain-contexts` does): who keeps it. A path from a live context's global has none.
    public var hostRoot: String?
    /// True when everything between the root and the new objects is JavaScriptCore's own
    /// (compiled code, structures): the engine's caches filled on first use, not the script's data.
    public var engine: Bool?
    /// What the path cannot say, e.g. that the objects are unreached in the snapshot's graph
    /// (a Map's entries) and which collection grew.
    public var hint: String?
    /// For objects with no recorded reference: the Map or Set whose storage grew most, by its path.
    public var likelyHolder: String?
    /// The probe's line that holds them, where the worker could say (`function-sites`): the timer's
    /// or listener's call that made what holds them, else the nearest function on the path that
    /// the probe's scripts define (url:line:column).
    public var site: String?

    public init(
        count: Int, totalBytes: Int, retainedBytes: Int, path: String, hostRoot: String? = nil, engine: Bool? = nil, hint: String? = nil,
        likelyHolder: String? = nil, site: String? = nil
    ) {
        self.site = site
        self.hint = hint
        self.likelyHolder = likelyHolder
        self.count = count
        self.totalBytes = totalBytes
        self.retainedBytes = retainedBytes
        self.path = path
        self.hostRoot = hostRoot
        self.engine = engine
    }
}

public enum SnapshotAnalysis {
    /// Root reasons that are the host's doing, not the script's.
    public static let hostRootReasons: Set<String> = ["ProtectedValues", "StrongReferences", "StrongHandles", "Handles"]

    /// Which nodes of `after` are not in `before`. GC-debugging snapshots each number their nodes
    /// afresh, so there a node is old when `before` had a cell of the same class at the same
    /// address (a new object of that class in a freed cell of one counts as old: the counts are
    /// lower bounds, never the paths wrong); Inspector snapshots of one VM share ids.
    public static func newNodes(before: HeapSnapshot?, after: HeapSnapshot) -> [Bool] {
        guard let before else { return [Bool](repeating: true, count: after.nodeCount) }
        if before.hasAddresses && after.hasAddresses {
            var old = Set<OldCell>()
            old.reserveCapacity(before.nodeCount)
            for node in 0..<before.nodeCount { old.insert(OldCell(address: before.addresses[node], className: before.className(node))) }
            return (0..<after.nodeCount).map { !old.contains(OldCell(address: after.addresses[$0], className: after.className($0))) }
        }
        let old = Set(before.ids)
        return (0..<after.nodeCount).map { !old.contains(after.ids[$0]) }
    }

    struct OldCell: Hashable {
        var address: UInt64
        var className: String
    }

    /// How many objects (not internal cells) `after` added to `before`.
    public static func newObjectCount(before: HeapSnapshot?, after: HeapSnapshot) -> Int {
        let isNew = newNodes(before: before, after: after)
        return (0..<after.nodeCount).reduce(0) { $0 + (isNew[$1] && !after.isInternal($1) && $1 != after.root ? 1 : 0) }
    }

    /// The clusters of what `after` added to `before` (nil: everything in `after`), largest
    /// retained size first, at most `limit`.
    public static func clusters(
        before: HeapSnapshot?, after: HeapSnapshot, sites: [UInt64: SnapshotSite] = [:], limit: Int = 1000
    ) -> [RetainerCluster] {
        let n = after.nodeCount
        let isNew = newNodes(before: before, after: after)
        let (parentEdge, parent, order, virtual) = shortestPaths(after)
        let retained = retainedSizes(after, order: order, virtual: virtual)
        let unreached = Set(virtual.filter { !globalClasses.contains(after.className($0)) })
        let collections = growingCollections(before: before, after: after, parent: parent, parentEdge: parentEdge)
        // The first new object on each path: new, not internal, reached, its parent old.
        var groups: [String: (nodes: [Int], path: String, host: String?, engine: Bool, hint: String?, holder: String?, site: String?)] = [:]
        // A context the host holds is two roots, its GlobalObject and its JSGlobalProxy: the
        // global is counted (a proxy a script holds is counted as the first new object on its path).
        for node in 0..<n
        where isNew[node] && !after.isInternal(node) && parent[node] >= 0 && parent[node] != node
            && !(after.className(node) == "JSGlobalProxy" && parent[node] == after.root)
        {
            guard !hasNewNonInternalAncestor(node, parent, isNew, after) else { continue }
            var (shape, text, host, engine, site) = describe(node, after, parent: parent, parentEdge: parentEdge, sites: sites)
            var hint: String?, holder: String?
            if let first = chain(node, after, parent: parent).first, unreached.contains(first) {
                // JSC records no edge from a Map's or Set's storage to its entries.
                text = "(no recorded reference) → " + text
                shape = "(unreached) → " + shape
                hint = "JavaScriptCore's snapshot records no reference to these objects (it records none from a Map's or Set's entries)"
                if let grown = collections.first {
                    holder = "\(grown.path), whose storage grew from \(ByteSize.format(Int64(grown.before))) to \(ByteSize.format(Int64(grown.after)))"
                    hint! += "; the collection whose storage grew most is " + holder!
                }
            }
            groups[shape, default: ([], text, host, engine, hint, holder, site)].nodes.append(node)
        }
        var out: [RetainerCluster] = []
        for (_, group) in groups {
            let members = Set(group.nodes)
            out.append(
                RetainerCluster(
                    count: group.nodes.count, totalBytes: group.nodes.reduce(0) { $0 + after.sizes[$1] },
                    retainedBytes: group.nodes.reduce(0) { $0 + retained.sizes[$1] * (dominatedByOther($1, members, retained.dominator) ? 0 : 1) },
                    path: group.path, hostRoot: group.host, engine: group.engine ? true : nil, hint: group.hint,
                    likelyHolder: group.holder, site: group.site))
        }
        out.sort { ($0.retainedBytes, $0.count, $1.path) > ($1.retainedBytes, $1.count, $0.path) }
        return Array(out.prefix(limit))
    }

    /// The nodes from the root's child down to `node`.
    static func chain(_ node: Int, _ s: HeapSnapshot, parent: [Int]) -> [Int] {
        var chain: [Int] = []
        var at = node
        while at != s.root && at >= 0 && chain.count <= s.nodeCount {
            chain.append(at)
            at = parent[at]
        }
        return chain.reversed()
    }

    static let collectionClasses: Set<String> = ["Map", "Set", "WeakMap", "WeakSet"]

    /// Cells a GC root may be that no script makes: JavaScriptCore's own strings and symbols, and
    /// the host's native functions (JSObjectMakeFunctionWithCallback).
    static let engineRootClasses: Set<String> = ["string", "symbol", "CallbackFunction"]

    /// Maps and sets whose storage (their internal cells other than structures) grew from
    /// `before` to `after` (matched by address and class; one absent from `before` grew from 0),
    /// most first, each with its path.
    static func growingCollections(before: HeapSnapshot?, after: HeapSnapshot, parent: [Int], parentEdge: [Int]) -> [(
        path: String, before: Int, after: Int
    )] {
        func storage(_ s: HeapSnapshot, _ node: Int) -> Int {
            s.edges(of: node).reduce(0) { total, e in
                let target = s.edgeTarget[e]
                return total + (s.edgeKind(e) == "Internal" && s.className(target) != "Structure" ? s.sizes[target] : 0)
            }
        }
        var old: [OldCell: Int] = [:]
        if let before, before.hasAddresses {
            for node in 0..<before.nodeCount where collectionClasses.contains(before.className(node)) {
                old[OldCell(address: before.addresses[node], className: before.className(node))] = storage(before, node)
            }
        }
        var out: [(path: String, before: Int, after: Int)] = []
        for node in 0..<after.nodeCount where collectionClasses.contains(after.className(node)) && parent[node] >= 0 {
            let now = storage(after, node)
            let then = after.hasAddresses ? old[OldCell(address: after.addresses[node], className: after.className(node))] ?? 0 : 0
            if now > then { out.append((describe(node, after, parent: parent, parentEdge: parentEdge).text, then, now)) }
        }
        return out.sorted { ($0.after - $0.before, $1.path) > ($1.after - $1.before, $0.path) }
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
                // From <root>: the global objects first, so that a path through a context's
                // global wins over one of the same length through a host-held object.
                let edges =
                    node == s.root
                    ? s.edges(of: node).sorted {
                        (globalClasses.contains(s.className(s.edgeTarget[$0])) ? 0 : 1, $0) < (
                            globalClasses.contains(s.className(s.edgeTarget[$1])) ? 0 : 1, $1
                        )
                    }
                    : Array(s.edges(of: node))
                for e in edges where depth[s.edgeTarget[e]] < 0 {
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

    /// The path from the root to `node`: its shape (indices as `[]`), as text, the host's root
    /// reason when the path starts at one, and the probe's line that holds it (`sites`). A path
    /// through a runtime record the worker named (a live timer, a listener) begins at what the
    /// probe did ("a setInterval at x.js:7:3 is still scheduled"): memlab's own objects before it
    /// are left out; a function the probe's scripts define is followed by where.
    static func describe(_ node: Int, _ s: HeapSnapshot, parent: [Int], parentEdge: [Int], sites: [UInt64: SnapshotSite] = [:]) -> (
        shape: String, text: String, host: String?, engine: Bool, site: String?
    ) {
        var chain: [Int] = []
        var at = node
        while at != s.root && at >= 0 {
            chain.append(at)
            at = parent[at]
        }
        chain.reverse()
        var text = "", shape = ""
        var host: String?
        // The engine's, not the script's: reached only through JavaScriptCore's own cells, or a
        // root that no script can make (strings and symbols JSC holds as roots itself, the host's
        // native functions, CallbackFunction).
        let engine =
            (chain.count >= 2 && chain.dropLast().allSatisfy { s.isInternal($0) })
            || (chain.count == 1 && s.rootReasons[chain[0]] != nil && engineRootClasses.contains(s.className(chain[0])))
        if chain.count == 1, let first = chain.first, let reason = s.rootReasons[first], hostRootReasons.contains(reason) {
            host = reason
            text = "host root (\(reason)) → "
            shape = text
        }
        func site(_ step: Int) -> SnapshotSite? { s.hasAddresses ? sites[s.addresses[step]] : nil }
        var first = 0
        var holder: String?
        // The last runtime record on the path: what the probe made that holds the rest.
        if let record = chain.lastIndex(where: { site($0).map { $0.kind != "function" } ?? false }), let made = site(chain[record]) {
            let what = recordText(made)
            text = what
            shape = what
            holder = made.site ?? made.callback
            first = record + 1
            host = nil
            if first < chain.count {
                let e = parentEdge[chain[first]]
                text += s.label(e).map { " " + $0 } ?? ""
                shape += s.label(e, indexWildcard: true).map { " " + $0 } ?? ""
                text += " → "
                shape += " → "
            }
        }
        for i in first..<chain.count {
            let step = chain[i]
            var name = s.className(step)
            if name == "GlobalObject" || name == "JSGlobalProxy" { name = "global" }
            text += name
            shape += name
            if let function = site(step), function.kind == "function", let place = function.site {
                let named = function.name.map { " \($0)" } ?? ""
                text += "\(named) (\(place))"
                shape += "\(named) (\(place))"
                holder = place
            }
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
        return (shape, text, host, engine, holder)
    }

    /// A runtime record as what the probe did: "a setInterval at x.js:7:3 is still scheduled
    /// (its callback: x.js:7:15)", "a 'message' listener added at x.js:3:1 (its function: x.js:3:30)".
    public static func recordText(_ record: SnapshotSite) -> String {
        let callback = record.callback.map { "; its function: \($0)" } ?? ""
        switch record.kind {
        case "timer":
            let call = record.name ?? "timer"
            return "a \(call) at \(record.site ?? "a line memlab could not tell") is still scheduled\(callback)"
        case "listener":
            let type = record.name.map { "'\($0)' " } ?? ""
            return "a \(type)listener added at \(record.site ?? "a line memlab could not tell")\(callback)"
        default:
            return "\(record.kind) made at \(record.site ?? "a line memlab could not tell")\(callback)"
        }
    }
}
