/// The pushes of a run, one record each, in the order they first arrived (nearly always their
/// order), with where each index is: a long run's pushes in one `PushList` (columns), folded in
/// place as their frames arrive, not a dictionary of them copied on the way into the record.
struct PushTable {
    private(set) var records = PushList(spillingTexts: true)
    /// Where each index is that is not at position index - 1 (as nearly every one is).
    private var positions: [Int: Int] = [:]

    var count: Int { records.count }

    /// Room for this many pushes (the run's), taken by each column once it holds a value.
    mutating func reserveCapacity(_ pushes: Int) { records.reserveCapacity(pushes) }

    func position(of index: Int) -> Int? {
        if index >= 1 && index <= records.count && records.pushIndex(at: index - 1) == index { return index - 1 }
        return positions[index]
    }

    func contains(_ index: Int) -> Bool { position(of: index) != nil }

    subscript(index: Int) -> PushRecord? {
        get { position(of: index).map { records[$0] } }
        set {
            guard let newValue else { return }
            records[position(index, newValue)] = newValue
        }
    }

    subscript(index: Int, default value: @autoclosure () -> PushRecord) -> PushRecord {
        get { self[index] ?? value() }
        set { records[position(index, value())] = newValue }
    }

    /// The sampled peak of the push with this index, when it is in the table.
    mutating func setPeakFootprintBytes(_ bytes: Int64?, index: Int) {
        guard let at = position(of: index) else { return }
        records.setPeakFootprintBytes(bytes, at: at)
    }

    private mutating func position(_ index: Int, _ fresh: @autoclosure () -> PushRecord) -> Int {
        if let at = position(of: index) { return at }
        records.append(fresh())
        if index != records.count { positions[index] = records.count - 1 }
        return records.count - 1
    }

    mutating func merge(_ other: PushTable) {
        // The first worker's pushes (the only one's, but under process isolation): taken whole.
        if records.isEmpty {
            self = other
            return
        }
        for record in other.records { self[record.index] = record }
    }

    /// The records by push index; the table is left empty (its columns move out, not copied).
    mutating func takeSorted() -> PushList {
        let sorted = records
        records = PushList(spillingTexts: true)
        positions = [:]
        let inOrder = sorted.indices.dropFirst().allSatisfy { sorted.pushIndex(at: $0 - 1) < sorted.pushIndex(at: $0) }
        guard !inOrder else { return sorted }
        var list = PushList(spillingTexts: true)
        list.reserveCapacity(sorted.count)
        for record in sorted.sorted(by: { $0.index < $1.index }) { list.append(record) }
        return list
    }
}
