/// `memlab report`: one self-contained HTML page (inline CSS and SVG, no script, no network)
/// with each probe's verdict, its footprint per push under the ceiling, the growth curve of a
/// ramp up to its kill, and BASE beside NEW when a baseline is given.
public struct HTMLReport: Sendable {
    public var new: RecordSet
    public var base: RecordSet?
    public var comparison: SuiteComparison?
    public var generatedAt: String

    public init(new: RecordSet, base: RecordSet? = nil, comparison: SuiteComparison? = nil, generatedAt: String) {
        self.new = new
        self.base = base
        self.comparison = comparison
        self.generatedAt = generatedAt
    }

    static let newColors = ["#1565c0", "#2e7d32", "#6a1b9a", "#00838f", "#ef6c00"]
    static let baseColors = ["#757575", "#9e9e9e", "#616161", "#bdbdbd", "#424242"]
    static let ceilingColor = "#c62828"

    public func html() -> String {
        var body: [String] = []
        let title = "memlab report: " + (comparison.map { "\($0.base) → \($0.new)" } ?? new.path)
        body.append("<h1>\(HTMLReport.escape(title))</h1>")
        body.append(##"<p class="meta">generated \##(HTMLReport.escape(generatedAt)) by memlab \##(MemlabVersion.string)\##(new.manifest?.gitCommit.map { " · commit " + String($0.prefix(12)) } ?? "")</p>"##)
        if let comparison {
            let renderer = DiffRenderer(comparison)
            body.append(##"<p class="summary \##(comparison.regressed ? "bad" : "good")">\##(HTMLReport.escape(renderer.summary))</p>"##)
        }
        let baseGroups = Dictionary((base?.byProbe ?? []).map { ($0.name, $0.records) }, uniquingKeysWith: +)
        var names = new.probeNames
        for name in base?.probeNames ?? [] where !names.contains(name) { names.append(name) }
        let newGroups = Dictionary(new.byProbe.map { ($0.name, $0.records) }, uniquingKeysWith: +)
        for name in names {
            body.append(section(name, new: newGroups[name] ?? [], base: base == nil ? nil : (baseGroups[name] ?? [])))
        }
        for (name, error) in new.failedProbes.sorted(by: { $0.key < $1.key }) where newGroups[name] == nil {
            body.append(##"<section class="probe"><h2>\##(HTMLReport.escape(name)) <span class="badge bad">could not run</span></h2><p>\##(HTMLReport.escape(error))</p></section>"##)
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLReport.escape(title))</title>
        <style>
        body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: #222; background: #fafafa; margin: 24px; }
        h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 0 0 8px; }
        .meta { color: #666; margin: 0 0 16px; }
        .summary { font-weight: bold; padding: 8px 12px; border-radius: 6px; display: inline-block; }
        .summary.bad { background: #ffebee; color: #b71c1c; } .summary.good { background: #e8f5e9; color: #1b5e20; }
        section.probe { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 16px 0; }
        .badge { font-size: 12px; font-weight: normal; padding: 2px 8px; border-radius: 10px; margin-left: 6px; background: #eee; }
        .badge.bad { background: #ffcdd2; color: #b71c1c; } .badge.good { background: #c8e6c9; color: #1b5e20; } .badge.warn { background: #fff3c4; color: #7a5c00; }
        .sides { display: flex; flex-wrap: wrap; gap: 16px; } .side { flex: 1 1 520px; min-width: 0; }
        .side h3 { font-size: 14px; margin: 8px 0; color: #444; }
        table { border-collapse: collapse; margin: 8px 0; } td, th { padding: 3px 10px; border-bottom: 1px solid #eee; text-align: left; }
        th { color: #555; font-weight: 600; } td.bad { color: #b71c1c; font-weight: bold; } td.good { color: #1b5e20; }
        .caveat { color: #b71c1c; } .note { color: #666; }
        svg.chart { border: 1px solid #eee; border-radius: 4px; max-width: 100%; height: auto; }
        </style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }

    func section(_ name: String, new: [RunRecord], base: [RunRecord]?) -> String {
        let probeComparison = comparison?.probes.first { $0.probe == name }
        var out = [##"<section class="probe" id="probe-\##(HTMLReport.escape(name))">"##]
        var badges = ""
        if let last = new.last ?? base?.last {
            badges += badge(last.end.kind.rawValue, last.end.kind == .completed ? "good" : "warn")
            if let verdict = last.verdict { badges += badge("leak: " + verdict.kind.rawValue, verdict.kind == .leaking ? "bad" : verdict.kind == .flat ? "good" : "warn") }
            let modified = last.pushes.filter { $0.outcome == "modified" }.count
            if !last.pushes.isEmpty { badges += badge("\(modified)/\(last.pushes.count) pushes modified", modified == last.pushes.count ? "good" : "warn") }
        }
        if let probeComparison {
            switch probeComparison.presence {
            case .both: badges += badge(DiffRenderer.headline(probeComparison).lowercased(), probeComparison.regressed ? "bad" : probeComparison.improved ? "good" : "")
            default: badges += badge(DiffRenderer.headline(probeComparison), "warn")
            }
        }
        out.append("<h2>\(HTMLReport.escape(name))\(badges)</h2>")
        if let probeComparison {
            for caveat in probeComparison.caveats { out.append(##"<p class="caveat">caveat: \##(HTMLReport.escape(caveat))</p>"##) }
            for note in probeComparison.notes { out.append(##"<p class="note">\##(HTMLReport.escape(note))</p>"##) }
            out.append(comparisonTable(probeComparison))
        } else if let last = new.last {
            out.append(figuresTable(new))
            if !last.end.message.isEmpty { out.append(##"<p class="note">\##(HTMLReport.escape(last.end.message))</p>"##) }
        }
        // Shared scales, so that the two sides can be compared by eye.
        let all = new + (base ?? [])
        let pushCharts = all.contains { !$0.pushes.compactMap(\.footprintBytes).isEmpty || $0.baseline != nil }
        let growthCharts = all.contains { !$0.checkpoints.isEmpty }
        let footprintTop = HTMLReport.footprintTop(all)
        let sides: [(String, [RunRecord], [String])] = base.map { [("BASE", $0, HTMLReport.baseColors), ("NEW", new, HTMLReport.newColors)] } ?? [("", new, HTMLReport.newColors)]
        out.append(##"<div class="sides">"##)
        for (label, records, colors) in sides {
            out.append(##"<div class="side">"##)
            if !label.isEmpty { out.append("<h3>\(label) · \(records.count) run\(records.count == 1 ? "" : "s")</h3>") }
            if records.isEmpty { out.append(##"<p class="note">no run of this probe on this side</p>"##) }
            if pushCharts && !records.isEmpty { out.append(pushChart(records, colors: colors, top: footprintTop, label: label)) }
            if growthCharts && !records.isEmpty { out.append(growthChart(records, colors: colors, top: footprintTop, label: label)) }
            out.append("</div>")
        }
        out.append("</div></section>")
        return out.joined(separator: "\n")
    }

    static func footprintTop(_ records: [RunRecord]) -> Double {
        var top = 1.0
        for record in records {
            top = max(top, Double(record.ceiling.limitBytes), Double(record.peakFootprintBytes ?? 0))
            for push in record.pushes { top = max(top, Double(push.footprintBytes ?? 0)) }
            for point in record.checkpoints { top = max(top, Double(point.footprintBytes)) }
        }
        return top * 1.08
    }

    func badge(_ text: String, _ tone: String) -> String {
        ##"<span class="badge \##(tone)">\##(HTMLReport.escape(text))</span>"##
    }

    func ceilingRules(_ records: [RunRecord]) -> [SVGChart.Rule] {
        Set(records.map(\.ceiling.limitBytes)).sorted().map {
            SVGChart.Rule(y: Double($0), label: "ceiling \(ByteSize.format($0))", color: HTMLReport.ceilingColor)
        }
    }

    /// Footprint after each push; push 0 is the baseline before the probe ran.
    func pushChart(_ records: [RunRecord], colors: [String], top: Double, label: String) -> String {
        let series = records.prefix(colors.count).enumerated().map { offset, record -> SVGChart.Series in
            var points: [(x: Double, y: Double)] = []
            if let baseline = record.baseline { points.append((0, Double(baseline.footprintBytes))) }
            for push in record.pushes {
                if let footprint = push.footprintBytes { points.append((Double(push.index), Double(footprint))) }
                else if push.reason == "killed-at-ceiling", let peak = record.peakFootprintBytes { points.append((Double(push.index), Double(peak))) }
            }
            let killed = record.end.kind == .killedAtCeiling
            return SVGChart.Series(name: records.count > 1 ? "run \(offset + 1)" : "footprint", color: colors[offset], points: points, endMark: killed ? "killed" : nil)
        }
        var chart = SVGChart(title: (label.isEmpty ? "" : label + ": ") + "footprint per push (0 = baseline)", xLabel: "push", yLabel: "footprint", series: series)
        chart.rules = ceilingRules(records)
        chart.yMaximum = top
        chart.yIsBytes = true
        return chart.svg()
    }

    /// A ramp probe's checkpoints: the value it reported against the footprint, up to the kill.
    func growthChart(_ records: [RunRecord], colors: [String], top: Double, label: String) -> String {
        let valuesAreBytes = records.flatMap(\.checkpoints).allSatisfy { $0.value >= 1024 && $0.value == $0.value.rounded() }
        let series = records.prefix(colors.count).enumerated().map { offset, record -> SVGChart.Series in
            let points = record.checkpoints.filter { $0.value.isFinite }.map { (x: $0.value, y: Double($0.footprintBytes)) }
            let killed = record.end.kind == .killedAtCeiling
            return SVGChart.Series(name: records.count > 1 ? "run \(offset + 1)" : "footprint", color: colors[offset], points: points,
                                   endMark: killed ? "killed at \(valuesAreBytes ? ByteSize.format(Int64(points.last?.x ?? 0)) : String(points.last?.x ?? 0))" : nil)
        }
        var chart = SVGChart(title: (label.isEmpty ? "" : label + ": ") + "growth curve (checkpoint value vs footprint)", xLabel: "checkpoint value", yLabel: "footprint", series: series)
        chart.rules = ceilingRules(records)
        chart.yMaximum = top
        chart.xIsBytes = valuesAreBytes
        return chart.svg()
    }

    func comparisonTable(_ probe: ProbeComparison) -> String {
        guard probe.presence == .both else {
            return ##"<p class="note">\##(HTMLReport.escape(DiffRenderer.headline(probe)))</p>"##
        }
        var rows = ["<table><tr><th>figure</th><th>BASE</th><th>NEW</th><th>ratio</th><th>change</th><th>status</th></tr>"]
        for row in DiffRenderer(comparison!).rows(probe) {
            let tone = row.regressed ? "bad" : row.improved ? "good" : ""
            let status = row.sentence.map { "\(row.status): \($0)" } ?? row.status
            rows.append("<tr><td>\(HTMLReport.escape(row.title))</td><td>\(HTMLReport.escape(row.base))</td><td>\(HTMLReport.escape(row.new))</td><td>\(HTMLReport.escape(row.ratio))</td><td>\(HTMLReport.escape(row.change))</td><td class=\"\(tone)\">\(HTMLReport.escape(status))</td></tr>")
        }
        rows.append("</table>")
        return rows.joined(separator: "\n")
    }

    func figuresTable(_ records: [RunRecord]) -> String {
        var rows = ["<table><tr><th>figure</th><th>value</th></tr>"]
        let figures = records.map(RunFigures.init)
        for figure in RunFigures.Figure.allCases {
            let values = figures.compactMap { $0.values[figure] }
            guard !values.isEmpty else { continue }
            let text = FigureComparison.valueText(MannWhitney.median(values), figure) + (values.count > 1 ? " (median of \(values.count))" : "")
            rows.append("<tr><td>\(figure.title)</td><td>\(HTMLReport.escape(text))</td></tr>")
        }
        if let last = records.last {
            rows.append("<tr><td>ceiling</td><td>\(HTMLReport.escape("\(ByteSize.format(last.ceiling.limitBytes)) via \(last.ceiling.backend)"))</td></tr>")
            rows.append("<tr><td>JavaScriptCore</td><td>\(HTMLReport.escape(last.runtime.jscVersion ?? "unknown")) · JIT \(last.runtime.jit ? "on" : "off")</td></tr>")
        }
        rows.append("</table>")
        return rows.joined(separator: "\n")
    }

    /// HTML text and attribute escaping: XML's rules serve HTML too.
    public static func escape(_ text: String) -> String { JUnitWriter.escape(text) }
}
