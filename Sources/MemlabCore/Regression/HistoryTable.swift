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
        ("leak slope", .leakSlope), ("contexts", .contextsRetained)
    ]

    public func text(sparklines: Bool) -> String {
        let figures = records.map(RunFigures.init)
        let shown = HistoryTable.columns.filter { column in figures.contains { $0.values[column.figure!] != nil } }
        var table: [[String]] = [["run at (UTC)", "app commit", "memlab", "end", "verdict"] + shown.map(\.title)]
        for (record, figure) in zip(records, figures) {
            var row = [
                String(record.createdAt.prefix(19)).replacingOccurrences(of: "T", with: " "),
                record.applicationCommit.map { String($0.prefix(8)) } ?? "-",
                record.gitCommit.map { String($0.prefix(8)) } ?? "-",
                record.end.kind.rawValue, record.verdict?.kind.rawValue ?? "-"
            ]
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

    /// `memlab history --json`: one entry per probe, its runs oldest first.
    public struct Entry: Codable, Sendable, Equatable {
        public struct Run: Codable, Sendable, Equatable {
            public var createdAt: String
            /// The application's commit (`--commit`, or git in the probes' directory).
            public var applicationCommit: String?
            /// The commit memlab was built from.
            public var gitCommit: String?
            public var end: String
            public var verdict: String?
            /// By figure name (`peak-footprint`...): bytes, bytes per push, or a count.
            public var figures: [String: Double]
            /// Whether the run kept its budget, when it was held to one.
            public var budgetPassed: Bool?
        }
        public var probe: String
        public var runs: [Run]
    }

    public var entry: Entry {
        Entry(
            probe: probe,
            runs: records.map { record in
                let figures = RunFigures(record)
                return Entry.Run(
                    createdAt: record.createdAt, applicationCommit: record.applicationCommit, gitCommit: record.gitCommit,
                    end: record.end.kind.rawValue, verdict: record.verdict?.kind.rawValue,
                    figures: Dictionary(uniqueKeysWithValues: figures.values.filter { $0.value.isFinite }.map { ($0.key.rawValue, $0.value) }),
                    budgetPassed: record.budget?.passed)
            })
    }
}
