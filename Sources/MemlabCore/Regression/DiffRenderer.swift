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
            rows.append(
                Row(
                    title: figure.figure.title, base: values(figure.base), new: values(figure.new),
                    ratio: figure.ratio.map(FigureComparison.ratioText) ?? "",
                    change: figure.change.map { FigureComparison.changeText($0, figure.figure) } ?? "",
                    status: status, regressed: figure.regressed, improved: figure.status == .improved,
                    sentence: figure.regressed || figure.status == .improved ? figure.sentence : nil))
        }
        // "3 of 3 runs" says nothing more than the state itself.
        let runs: (String, String) -> String = { state, runs in
            let parts = runs.split(separator: " ")
            return parts.count >= 3 && parts[0] == parts[2] ? state : "\(state) (\(parts.prefix(3).joined(separator: " ")))"
        }
        for group in DiffRenderer.collapse(probe.states) {
            let state = group.first
            let title =
                state.aspect != .outcome
                ? state.title
                : group.last == group.firstPush ? "push \(group.firstPush) outcome" : "pushes \(group.firstPush)-\(group.last) outcome"
            rows.append(
                Row(
                    title: title, base: runs(state.base, state.baseRuns), new: runs(state.new, state.newRuns),
                    ratio: "", change: "", status: state.status.rawValue,
                    regressed: state.regressed, improved: state.status == .improved, sentence: nil))
        }
        return rows
    }

    /// Consecutive pushes whose outcome compares alike become one range: "pushes 1-120".
    static func collapse(_ states: [StateChange]) -> [(first: StateChange, firstPush: Int, last: Int)] {
        var groups: [(first: StateChange, firstPush: Int, last: Int)] = []
        for state in states {
            if state.aspect == .outcome, let push = state.push, let previous = groups.last, previous.first.aspect == .outcome,
                previous.last + 1 == push, previous.first.base == state.base, previous.first.new == state.new,
                previous.first.status == state.status, previous.first.baseRuns == state.baseRuns, previous.first.newRuns == state.newRuns
            {
                groups[groups.count - 1].last = push
                continue
            }
            groups.append((state, state.push ?? 0, state.push ?? 0))
        }
        return groups
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
        let compared = comparison.probes.filter { $0.presence == .both }.count
        let count = comparison.probes.count
        let missing = comparison.probes.filter { $0.presence == .onlyBase }.map(\.probe)
        let fresh = comparison.probes.filter { $0.presence == .onlyNew }.count
        var extra: [String] = []
        if fresh > 0 { extra.append("\(fresh) new, not compared") }
        if compared != count && regressed.isEmpty { extra.append("\(compared) compared") }
        let tail = extra.isEmpty ? "" : " (\(extra.joined(separator: "; ")))"
        if regressed.isEmpty { return "no regression in \(count) probe\(count == 1 ? "" : "s")\(tail)" }
        let names = regressed.map { missing.contains($0) ? "\($0) (missing from NEW)" : $0 }
        return "\(regressed.count) of \(count) probe\(count == 1 ? "" : "s") regressed: \(names.joined(separator: ", "))\(tail)"
    }

    /// The widest line of `text()`; longer ones are wrapped.
    public static let width = 100

    /// The terminal text: regressed and improved probes in full, an unchanged one on one line,
    /// a changed probe set in its own section; no line over 100 columns.
    public func text() -> String {
        var lines = ["BASE  \(comparison.base)", "NEW   \(comparison.new)", ""]
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
        }
        let compact = comparison.probes.filter { probe in
            probe.presence == .both && !probe.regressed && !probe.improved && !probe.states.contains { $0.status == .changed }
                && comparison.failedProbes[probe.probe] == nil
        }
        let nameWidth = (compact.map(\.probe.count).max() ?? 0) + 2
        for probe in comparison.probes where probe.presence == .both && !compact.contains(where: { $0.probe == probe.probe }) {
            let headline = DiffRenderer.headline(probe)
            let tone: Tone = probe.regressed ? .bad : probe.improved ? .good : .dim
            let runs = "  (\(probe.baseRuns) vs \(probe.newRuns) run\(probe.newRuns == 1 && probe.baseRuns == 1 ? "" : "s"))"
            lines.append(paint(probe.probe, .strong) + "  " + paint(headline, tone) + runs)
            for caveat in probe.caveats { lines.append("  " + paint("caveat: " + caveat, .bad)) }
            for note in probe.notes { lines.append("  " + paint("note: " + note, .dim)) }
            if let failure = comparison.failedProbes[probe.probe] { lines.append("  " + paint("could not run: " + failure, .bad)) }
            // Only what changed is listed; what did not is one line below the table.
            let rows = rows(probe)
            let changed = rows.filter(DiffRenderer.changed)
            if !changed.isEmpty {
                lines.append(paint("  " + pad("", 22) + pad("BASE", 15) + pad("NEW", 15) + pad("ratio", 7) + pad("change", 10), .dim))
            }
            for row in changed {
                let status = row.regressed ? paint(row.status, .bad) : row.improved ? paint(row.status, .good) : paint(row.status, .dim)
                lines.append("  " + pad(row.title, 22) + pad(row.base, 15) + pad(row.new, 15) + pad(row.ratio, 7) + pad(row.change, 10) + status)
                if let sentence = row.sentence { lines.append("    " + paint(sentence, row.regressed ? .bad : .good)) }
            }
            let same = rows.filter { !DiffRenderer.changed($0) }
            if !same.isEmpty {
                lines.append("  " + paint("unchanged: " + same.map { DiffRenderer.brief($0) }.joined(separator: ", "), .dim))
            }
            lines.append("")
        }
        if !compact.isEmpty {
            lines.append(paint("unchanged (\(compact.count) probe\(compact.count == 1 ? "" : "s"))", .strong))
            for probe in compact {
                lines.append("  " + pad(probe.probe, nameWidth) + compactLine(probe))
                for caveat in probe.caveats { lines.append("    " + paint("caveat: " + caveat, .bad)) }
            }
            lines.append("")
        }
        let fresh = comparison.probes.filter { $0.presence == .onlyNew }.map(\.probe)
        let missing = comparison.probes.filter { $0.presence == .onlyBase }.map(\.probe)
        if !fresh.isEmpty || !missing.isEmpty {
            lines.append(paint("probe set changed", .strong))
            if !missing.isEmpty { lines.append("  " + paint("missing from NEW (only in BASE), a regression: " + missing.joined(separator: ", "), .bad)) }
            if !fresh.isEmpty { lines.append("  " + paint("new probe (not in BASE, nothing to compare): " + fresh.joined(separator: ", "), .dim)) }
            lines.append("")
        }
        let failed = comparison.failedProbes.sorted(by: { $0.key < $1.key }).filter { name, _ in
            !comparison.probes.contains { $0.probe == name && $0.presence == .both }
        }
        if !failed.isEmpty {
            lines.append(paint("could not run", .strong))
            for (name, error) in failed { lines.append("  " + paint("\(name): " + error, .bad)) }
            lines.append("")
        }
        lines.append(paint(summary, comparison.regressed ? .bad : .good))
        return lines.flatMap { DiffRenderer.wrap($0, width: DiffRenderer.width) }.joined(separator: "\n")
    }

    /// A row the diff lists: regressed, improved or changed (the others are counted).
    static func changed(_ row: Row) -> Bool { row.regressed || row.improved || row.status.hasPrefix("changed") }

    /// `peak 3.1 MiB` or `peak 3.1 → 3.3 MiB`: a figure of an unchanged row, briefly.
    static func brief(_ row: Row) -> String {
        let title = row.title.replacingOccurrences(of: " footprint", with: "")
        let base = row.base.replacingOccurrences(of: " (", with: "(")
        let new = row.new.replacingOccurrences(of: " (", with: "(")
        return base == new ? "\(title) \(row.new)" : "\(title) \(row.base) → \(row.new)"
    }

    /// One line for an unchanged probe: its main figures and the runs behind them.
    func compactLine(_ probe: ProbeComparison) -> String {
        let rows = rows(probe)
        var parts: [String] = []
        for title in ["peak footprint", "growth limit", "leak slope", "contexts retained"] {
            if let row = rows.first(where: { $0.title == title && $0.new != "-" }) {
                if title == "contexts retained" && row.new == "0" && row.base == "0" { continue }
                parts.append(DiffRenderer.brief(row))
            }
        }
        if let verdict = probe.states.first(where: { $0.aspect == .verdict }), verdict.new != "flat" { parts.append("verdict " + verdict.new) }
        if let end = probe.states.first(where: { $0.aspect == .end }), end.new != "completed" { parts.append(end.new) }
        let outcomes = probe.states.filter { $0.aspect == .outcome }
        if outcomes.count > 1, outcomes.allSatisfy({ PushRecord.Outcome(rawValue: $0.new) == .modified }) { parts.append("\(outcomes.count) pushes modified") }
        var line = parts.joined(separator: ", ")
        if probe.baseRuns > 1 || probe.newRuns > 1 { line += paint(" (\(probe.baseRuns) vs \(probe.newRuns) runs)", .dim) }
        if probe.notes.contains(where: { $0.hasPrefix("the probe's source") }) { line += paint("; source changed", .dim) }
        return line
    }

    /// Characters a terminal shows (colour escapes take no column).
    static func visibleCount(_ text: String) -> Int {
        var count = 0
        var escaping = false
        for character in text {
            if escaping { if character == "m" { escaping = false }; continue }
            if character == "\u{1B}" { escaping = true; continue }
            count += 1
        }
        return count
    }

    /// Wraps a line over `width` columns at spaces; continuation lines keep its indent plus two.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard visibleCount(line) > width else { return [line] }
        let lead = String(line.prefix { $0 == " " })
        let indent = lead + "  "
        var lines: [String] = []
        var current = lead
        for word in line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current == lead ? lead + word : current + " " + word
            if visibleCount(candidate) > width && current != lead && current != indent {
                lines.append(current)
                current = indent + word
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    public func markdown() -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = [
            "## memlab diff", "", "**BASE** `\(comparison.base)` · **NEW** `\(comparison.new)`", "",
            (comparison.regressed ? "❌ " : "✅ ") + summary, "",
            "| probe | figure | BASE | NEW | ratio | change | status |", "|---|---|---|---|---|---|---|"
        ]
        // Only what changed is a row; what did not is counted, one row a probe.
        for probe in comparison.probes {
            let rows = rows(probe)
            if rows.isEmpty {
                lines.append("| \(cell(probe.probe)) | | | | | | \(cell(DiffRenderer.headline(probe))) |")
            }
            let changed = rows.filter(DiffRenderer.changed)
            for (offset, row) in changed.enumerated() {
                let status = row.regressed ? "**\(row.status)**" : row.status
                lines.append(
                    "| \(offset == 0 ? cell(probe.probe) : "") | \(cell(row.title)) | \(cell(row.base)) | \(cell(row.new)) | \(row.ratio) | \(cell(row.change)) | \(cell(status)) |"
                )
            }
            let same = rows.count - changed.count
            if same > 0 {
                let what = changed.isEmpty ? "\(same) figure\(same == 1 ? "" : "s")" : "\(same) other\(same == 1 ? "" : "s")"
                lines.append("| \(changed.isEmpty ? cell(probe.probe) : "") | \(what) | | | | | unchanged |")
            }
        }
        let unchanged = comparison.probes.map { probe in rows(probe).filter { !DiffRenderer.changed($0) }.count }.reduce(0, +)
        if unchanged > 0 { lines += ["", "\(unchanged) unchanged figure\(unchanged == 1 ? " is" : "s are") counted, not listed."] }
        let caveats = comparison.probes.flatMap { probe in probe.caveats.map { "- `\(probe.probe)`: \($0)" } }
        if !caveats.isEmpty { lines += ["", "**Caveats**", ""] + caveats }
        let regressions = comparison.probes.flatMap { probe in probe.figures.filter(\.regressed).compactMap { $0.sentence.map { "- `\(probe.probe)`: \($0)" } }
        }
        if !regressions.isEmpty { lines += ["", "**Regressions**", ""] + regressions }
        return lines.joined(separator: "\n")
    }
}
