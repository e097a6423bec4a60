/// Prints a SuiteComparison as a readable table (terminal) or as Markdown (a CI comment).
public struct DiffRenderer: Sendable {
    public enum Tone: Sendable { case bad, good, dim, strong }

    public let comparison: SuiteComparison
    /// Colours, when the terminal allows them; identity otherwise.
    public let paint: @Sendable (String, Tone) -> String

    public init(_ comparison: SuiteComparison, paint: @escaping @Sendable (String, Tone) -> String = { text, _ in text }) {
        self.comparison = comparison
        self.paint = paint
    }

    struct Row {
        var title: String
        var base: String
        var new: String
        var ratio: String
        var change: String
        var status: String
        var regressed: Bool
        var improved: Bool
        var sentence: String?
    }

    func rows(_ probe: ProbeComparison) -> [Row] {
        var rows: [Row] = []
        for figure in probe.figures {
            let values: ([Double]) -> String = { values in
                guard !values.isEmpty else { return "-" }
                let median = FigureComparison.valueText(MannWhitney.median(values), figure.figure)
                return values.count > 1 ? "\(median) (n=\(values.count))" : median
            }
            var status = figure.status.rawValue
            if figure.status != .notCompared {
                if figure.method == .mannWhitney, let test = figure.test {
                    status += " (Mann-Whitney p=\(DiffRenderer.pText(test.pValue)))"
                } else if figure.test != nil && figure.status != .unchanged {
                    status += " (runs do not overlap)"
                }
            } else if let note = figure.note {
                status += " (\(note))"
            }
            rows.append(Row(title: figure.figure.title, base: values(figure.base), new: values(figure.new),
                            ratio: figure.ratio.map(FigureComparison.ratioText) ?? "",
                            change: figure.change.map { FigureComparison.changeText($0, figure.figure) } ?? "",
                            status: status, regressed: figure.regressed, improved: figure.status == .improved,
                            sentence: figure.regressed || figure.status == .improved ? figure.sentence : nil))
        }
        for state in probe.states {
            // "3 of 3 runs" says nothing more than the state itself.
            let runs: (String, String) -> String = { state, runs in
                let parts = runs.split(separator: " ")
                return parts.count >= 3 && parts[0] == parts[2] ? state : "\(state) (\(parts.prefix(3).joined(separator: " ")))"
            }
            rows.append(Row(title: state.title, base: runs(state.base, state.baseRuns), new: runs(state.new, state.newRuns),
                            ratio: "", change: "", status: state.status.rawValue,
                            regressed: state.regressed, improved: state.status == .improved, sentence: nil))
        }
        return rows
    }

    static func pText(_ p: Double) -> String {
        p < 0.001 ? "<0.001" : ByteSize.fixed(p, 3)
    }

    static func headline(_ probe: ProbeComparison) -> String {
        switch probe.presence {
        case .onlyNew: return "new probe (not in BASE, nothing to compare)"
        case .onlyBase: return "missing from NEW (only in BASE)"
        case .both: return probe.regressed ? "REGRESSED" : probe.improved ? "improved" : "unchanged"
        }
    }

    public var summary: String {
        let regressed = comparison.regressedProbes
        let count = comparison.probes.count
        if regressed.isEmpty { return "no regression in \(count) probe\(count == 1 ? "" : "s")" }
        return "\(regressed.count) of \(count) probe\(count == 1 ? "" : "s") regressed: \(regressed.joined(separator: ", "))"
    }

    public func text() -> String {
        var lines = ["BASE  \(comparison.base)", "NEW   \(comparison.new)", ""]
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
        }
        for probe in comparison.probes {
            let headline = DiffRenderer.headline(probe)
            let tone: Tone = probe.regressed ? .bad : probe.improved ? .good : .dim
            lines.append(paint(probe.probe, .strong) + "  " + paint(headline, tone) + (probe.presence == .both ? "  (\(probe.baseRuns) vs \(probe.newRuns) run\(probe.newRuns == 1 && probe.baseRuns == 1 ? "" : "s"))" : ""))
            for caveat in probe.caveats { lines.append("  " + paint("caveat: " + caveat, .bad)) }
            for note in probe.notes { lines.append("  " + paint("note: " + note, .dim)) }
            if let failure = comparison.failedProbes[probe.probe] { lines.append("  " + paint("could not run: " + failure, .bad)) }
            let rows = rows(probe)
            if !rows.isEmpty {
                lines.append(paint("  " + pad("", 20) + pad("BASE", 20) + pad("NEW", 20) + pad("ratio", 8) + pad("change", 12), .dim))
            }
            for row in rows {
                let status = row.regressed ? paint(row.status, .bad) : row.improved ? paint(row.status, .good) : paint(row.status, .dim)
                lines.append("  " + pad(row.title, 20) + pad(row.base, 20) + pad(row.new, 20) + pad(row.ratio, 8) + pad(row.change, 12) + status)
                if let sentence = row.sentence { lines.append("    " + paint(sentence, row.regressed ? .bad : .good)) }
            }
            lines.append("")
        }
        for (name, error) in comparison.failedProbes.sorted(by: { $0.key < $1.key }) where !comparison.probes.contains(where: { $0.probe == name }) {
            lines.append(paint(name, .strong) + "  " + paint("could not run: " + error, .bad))
        }
        lines.append(paint(summary, comparison.regressed ? .bad : .good))
        return lines.joined(separator: "\n")
    }

    public func markdown() -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = ["## memlab diff", "", "**BASE** `\(comparison.base)` · **NEW** `\(comparison.new)`", "",
                     (comparison.regressed ? "❌ " : "✅ ") + summary, "",
                     "| probe | figure | BASE | NEW | ratio | change | status |", "|---|---|---|---|---|---|---|"]
        for probe in comparison.probes {
            let rows = rows(probe)
            if rows.isEmpty {
                lines.append("| \(cell(probe.probe)) | | | | | | \(cell(DiffRenderer.headline(probe))) |")
            }
            for (offset, row) in rows.enumerated() {
                let status = row.regressed ? "**\(row.status)**" : row.status
                lines.append("| \(offset == 0 ? cell(probe.probe) : "") | \(cell(row.title)) | \(cell(row.base)) | \(cell(row.new)) | \(row.ratio) | \(cell(row.change)) | \(cell(status)) |")
            }
        }
        let caveats = comparison.probes.flatMap { probe in probe.caveats.map { "- `\(probe.probe)`: \($0)" } }
        if !caveats.isEmpty { lines += ["", "**Caveats**", ""] + caveats }
        let regressions = comparison.probes.flatMap { probe in probe.figures.filter(\.regressed).compactMap { $0.sentence.map { "- `\(probe.probe)`: \($0)" } } }
        if !regressions.isEmpty { lines += ["", "**Regressions**", ""] + regressions }
        return lines.joined(separator: "\n")
    }
}
