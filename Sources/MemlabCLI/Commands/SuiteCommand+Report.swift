import Foundation
import MemlabCore

/// What a finished suite says: its table, its broken budgets, its JUnit cases. Pure: from the
/// manifest and the records, where unit tests reach it.
extension SuiteCommand {
    /// Every broken budget check of the suite's runs (each repeat's), probe by probe.
    static func brokenBudgets(_ manifest: SuiteManifest, records: [Int: [RunRecord]]) -> [BudgetCheck] {
        manifest.probes.indices.flatMap { index in
            (records[index] ?? []).flatMap { $0.budget?.broken ?? [] }
        }
    }

    /// `kept`, or `broken: peak (push 3)`: the sentences follow the table.
    static func budgetCell(_ runs: [RunRecord]) -> String {
        let checks = runs.compactMap(\.budget)
        guard !checks.isEmpty else { return "-" }
        let broken = checks.flatMap(\.broken)
        guard let first = broken.first else { return "kept" }
        let push = first.push.map { " (push \($0))" } ?? ""
        let runsText = runs.count > 1 ? ", \(checks.filter { !$0.passed }.count)/\(runs.count) runs" : ""
        let more = Set(broken.map(\.figure)).count > 1 ? " +\(Set(broken.map(\.figure)).count - 1)" : ""
        return "broken: \(first.figure == .outcome ? "outcome" : first.title)\(push)\(more)\(runsText)"
    }

    static func summary(_ manifest: SuiteManifest, records: [Int: [RunRecord]], plan: Plan, terminal: Terminal) -> String {
        var table: [[String]] = [["probe", "runs", "ceiling", "end", "push outcome", "baseline", "peak", "growth limit", "verdict", "budget"]]
        for (index, probe) in manifest.probes.enumerated() {
            let runs = records[index] ?? []
            guard let last = runs.last else {
                table.append([probe.name, "0", "", "could not run: " + (probe.error ?? "unknown"), "", "", "", "", "", ""])
                continue
            }
            let figures = runs.map(RunFigures.init)
            func median(_ figure: RunFigures.Figure) -> String {
                let values = figures.compactMap { $0.values[figure] }
                return values.isEmpty ? "-" : FigureComparison.valueText(MannWhitney.median(values), figure)
            }
            let modified = last.pushes.filter { $0.outcome == .modified }.count
            var outcome = "\(modified)/\(last.pushes.count) modified"
            // Why the others were not: the most common reason, so that "0/1 modified" is never left unexplained.
            if let common = last.pushes.prevailingReasonText { outcome += " (\(common))" }
            table.append([
                probe.name, String(runs.count), Summary.ceilingCell(last), last.end.kind.rawValue, outcome,
                median(.baselineFootprint), median(.peakFootprint), median(.growthLimit), last.verdict?.kind.rawValue ?? "-",
                budgetCell(runs)
            ])
        }
        let widths = table[0].indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        let lines = table.enumerated().map { offset, row in
            let line = zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ").trimmingCharacters(
                in: .whitespaces)
            return offset == 0 ? terminal.dim(line) : line
        }
        // What each ceiling was (the preset, its limit and host reserve), once per kind of ceiling.
        var ceilings: [(text: String, probes: [String])] = []
        for (index, probe) in manifest.probes.enumerated() {
            guard let record = records[index]?.last else { continue }
            let text = Summary.ceilingText(record)
            if let at = ceilings.firstIndex(where: { $0.text == text }) {
                ceilings[at].probes.append(probe.name)
            } else {
                ceilings.append((text, [probe.name]))
            }
        }
        let ceilingLines = ceilings.map { one in
            "ceiling: \(one.text), for " + (ceilings.count == 1 ? "every probe" : one.probes.joined(separator: ", "))
        }
        // Which options came from each probe's header (a suite's probes differ only there).
        let headers = plan.probes.compactMap { probe in probe.headerText.map { "from the header of \(probe.name): \($0)" } }
        return (lines + ceilingLines + headers).joined(separator: "\n")
    }

    static func junitCases(_ manifest: SuiteManifest, records: [Int: [RunRecord]], seconds: [Int: Double], comparison: SuiteComparison?) -> [JUnitWriter.Case] {
        var cases: [JUnitWriter.Case] = manifest.probes.enumerated().map { index, probe in
            let runs = records[index] ?? []
            var item = JUnitWriter.Case(probe: probe.name, seconds: seconds[index] ?? 0)
            var failures: [(type: String, sentence: String)] = []
            if let error = probe.error { failures.append(("probe-error", "\(probe.name) could not be run: \(error)")) }
            if let failed = runs.first(where: { $0.end.kind == .probeError }) {
                failures.append(("probe-error", "\(probe.name) does not load: \(failed.end.message); `memlab run \(probe.path)` shows where"))
            }
            // memlab's own failure is an error, not the probe's.
            if let failed = runs.first(where: { $0.end.kind == .workerError }) { item.error = failed.end.message }
            var seen = Set<String>()
            for check in runs.flatMap({ $0.budget?.broken ?? [] }) where check.figure != .outcome || runs.allSatisfy({ $0.end.kind != .probeError }) {
                // Repeated runs breaking the same budget say it once.
                guard seen.insert(check.option).inserted else { continue }
                failures.append((check.figure == .outcome ? "outcome" : "budget", check.sentence))
            }
            if let probeComparison = comparison?.probes.first(where: { $0.probe == probe.name }) {
                failures += probeComparison.figures.filter(\.regressed).map {
                    ("regression", "\(probe.name): \($0.figure.title) regressed: " + ($0.sentence ?? $0.status.rawValue) + " (BASE \(comparison!.base))")
                }
                failures += probeComparison.states.filter(\.regressed).map {
                    ("regression", "\(probe.name): \($0.title) regressed from \($0.base) to \($0.new) against BASE \(comparison!.base)")
                }
                if probeComparison.presence == .onlyNew { item.output = "new probe: no baseline to compare with" }
            }
            item.failures = failures.map(\.sentence)
            item.failureType = failures.first?.type ?? "regression"
            if let last = runs.last {
                let text = "\(last.end.kind.rawValue); peak footprint \(ByteSize.format(last.peakFootprintBytes ?? 0))"
                item.output = item.output.isEmpty ? text : item.output + "\n" + text
            }
            return item
        }
        // A probe BASE ran and NEW does not is a failure, not silence.
        for probe in comparison?.probes ?? [] where probe.presence == .onlyBase {
            var item = JUnitWriter.Case(probe: probe.probe, seconds: 0)
            item.failures = ["\(probe.probe) ran in BASE (\(comparison!.base)) but not in this suite; restore the probe, or start a new baseline without it"]
            item.failureType = "missing"
            cases.append(item)
        }
        return cases
    }
}
