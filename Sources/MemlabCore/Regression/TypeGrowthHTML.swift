/// The HTML report's table of growing kinds of objects, for a probe's latest run.
enum TypeGrowthHTML {
    /// Every growing class (and those that grew, then stopped), or nil when the run had no census.
    static func table(_ report: TypeGrowthReport?) -> String? {
        guard let report, report.censusesFitted >= TypeGrowthAnalysis.minimumCensuses else { return nil }
        let rows = report.growing + report.saturated
        guard !rows.isEmpty else {
            return
                ##"<p class="note">objects: no kind of object grows (\##(report.classes) classes counted at \##(report.censusesFitted) pushes after warm-up)</p>"##
        }
        var out = [##"<table class="objects"><tr><th>growing objects (JavaScriptCore class)</th><th>per push</th><th>95% CI</th><th>count</th></tr>"##]
        for growth in rows {
            let count = "\(growth.firstCount) at push \(growth.firstPush) → \(growth.lastCount) at push \(growth.lastPush)"
            let pace = growth.steady ? "+" + TypeGrowth.rate(growth.objectsPerPush) : "stopped"
            let interval = growth.steady ? "\(TypeGrowth.rate(growth.lowPerPush)) to \(TypeGrowth.rate(growth.highPerPush))" : ""
            out.append(
                "<tr><td>\(HTMLReport.escape(growth.className))</td><td\(growth.steady ? #" class="bad""# : "")>\(pace)</td><td>\(interval)</td><td>\(HTMLReport.escape(count))</td></tr>"
            )
        }
        out.append("</table>")
        return out.joined(separator: "\n")
    }
}
