/// `memlab history`: one probe's key figures across runs, oldest first.
public struct HistoryTable: Sendable {
    public var probe: String
    /// Oldest first.
    public var records: [RunRecord]

    public init(probe: String, records: [RunRecord]) {
        self.probe = probe
        self.records = records.sorted { $0.createdAt < $1.createdAt }
    }

    static let columns: [(title: String, figure: RunFigures.Figure?)] = [
        ("baseline", .baselineFootprint), ("peak", .peakFootprint), ("growth limit", .growthLimit),
        ("leak slope", .leakSlope), ("contexts", .contextsRetained),
    ]

    public func text(sparklines: Bool) -> String {
        let figures = records.map(RunFigures.init)
        let shown = HistoryTable.columns.filter { column in figures.contains { $0.values[column.figure!] != nil } }
        var table: [[String]] = [["run at (UTC)", "commit", "end", "verdict"] + shown.map(\.title)]
        for (record, figure) in zip(records, figures) {
            var row = [String(record.createdAt.prefix(19)).replacingOccurrences(of: "T", with: " "),
                       record.gitCommit.map { String($0.prefix(8)) } ?? "-",
                       record.end.kind.rawValue, record.verdict?.kind.rawValue ?? "-"]
            for column in shown {
                row.append(figure.values[column.figure!].map { FigureComparison.valueText($0, column.figure!) } ?? "-")
            }
            table.append(row)
        }
        let widths = table[0].indices.map { index in table.map { $0[index].count }.max() ?? 0 }
        var lines = ["\(probe): \(records.count) run\(records.count == 1 ? "" : "s"), oldest first"]
        for row in table {
            lines.append(zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ").trimmingSpaces())
        }
        if sparklines && records.count > 1 {
            for column in shown {
                let values = figures.map { $0.values[column.figure!] }
                lines.append(column.title.padding(toLength: 14, withPad: " ", startingAt: 0) + Sparkline.render(values))
            }
        }
        return lines.joined(separator: "\n")
    }
}
