/// `memlab diff`: the kinds of objects that grow in one side's runs and not the other's (from
/// each record's `typeGrowth`). Facts for the reader, notes rather than figures: the footprint
/// figures and the verdict already say whether it got worse; this says in what.
public enum TypeGrowthComparison {
    /// The classes growing in most of `records`' runs (those with a census), with their median
    /// rate; nil when no run had per-type counts.
    static func growing(_ records: [RunRecord]) -> [String: Double]? {
        let reports = records.compactMap(\.typeGrowth)
        guard !reports.isEmpty else { return nil }
        var rates: [String: [Double]] = [:]
        for report in reports { for growth in report.growing { rates[growth.className, default: []].append(growth.objectsPerPush) } }
        return rates.filter { 2 * $0.value.count > reports.count }.mapValues { LeakAnalysis.median(sorted: $0.sorted()) }
    }

    /// The notes: classes growing only in NEW, only in BASE, or at a rate that changed by more
    /// than half; none when neither side has per-type counts.
    public static func notes(base: [RunRecord], new: [RunRecord]) -> [String] {
        guard let b = growing(base), let n = growing(new) else { return [] }
        func list(_ names: [String], _ rates: [String: Double]) -> String {
            names.sorted().map { "\($0) (\(TypeGrowth.rate(rates[$0] ?? 0)) per push)" }.joined(separator: ", ")
        }
        var notes: [String] = []
        let onlyNew = n.keys.filter { b[$0] == nil }, onlyBase = b.keys.filter { n[$0] == nil }
        if !onlyNew.isEmpty { notes.append("objects growing in NEW only: " + list(onlyNew, n)) }
        if !onlyBase.isEmpty { notes.append("objects no longer growing in NEW: " + list(onlyBase, b)) }
        let changed = n.keys.filter { name in
            guard let was = b[name], let now = n[name] else { return false }
            return abs(now - was) > 0.5 * max(was, now)
        }
        for name in changed.sorted() {
            notes.append("\(name) grows \(TypeGrowth.rate(b[name]!)) per push in BASE, \(TypeGrowth.rate(n[name]!)) in NEW")
        }
        return notes
    }
}
