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
        body.append(
            ##"<p class="meta">generated \##(HTMLReport.escape(generatedAt)) by memlab \##(MemlabVersion.string)\##(new.manifest?.gitCommit.map { " · commit " + String($0.prefix(12)) } ?? "")</p>"##
        )
        if let comparison {
            let renderer = DiffRenderer(comparison)
            body.append(##"<p class="summary \##(comparison.regressed ? "bad" : "good")">\##(HTMLReport.escape(renderer.summary))</p>"##)
        }
        let baseGroups = Dictionary((base?.byProbe ?? []).map { ($0.name, $0.records) }, uniquingKeysWith: +)
        var names = new.probeNames
        for name in base?.probeNames ?? [] where !names.contains(name) { names.append(name) }
        let newGroups = Dictionary(new.byProbe.map { ($0.name, $0.records) }, uniquingKeysWith: +)
        // What regressed, first: a table of every probe, and their peaks in one chart.
        body.append(overviewTable(names, new: newGroups, base: base == nil ? nil : baseGroups))
        body.append(overviewChart(names, new: newGroups, base: base == nil ? nil : baseGroups))
        for name in names {
            body.append(section(name, new: newGroups[name] ?? [], base: base == nil ? nil : (baseGroups[name] ?? [])))
        }
        for (name, error) in new.failedProbes.sorted(by: { $0.key < $1.key }) where newGroups[name] == nil {
            body.append(
                ##"<section class="probe"><h2>\##(HTMLReport.escape(name)) <span class="badge bad">could not run</span></h2><p>\##(HTMLReport.escape(error))</p></section>"##
            )
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
            table.overview td.probe a { color: #222; font-weight: 600; text-decoration: none; }
            .charts { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
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
            if let verdict = last.verdict {
                badges += badge("leak: " + verdict.kind.rawValue, verdict.kind == .leaking ? "bad" : verdict.kind == .flat ? "good" : "warn")
                // Growth the stores hold is named apart from the heap's (the figures table has its rate).
                if let storage = verdict.sources?.storageBytesPerPush, storage >= 1024 {
                    badges += badge("storage grows \(FigureComparison.valueText(storage, .storageGrowth))", "warn")
                }
            }
            let modified = last.pushes.filter { $0.outcome == .modified }.count
            if !last.pushes.isEmpty {
                badges += badge(
                    "\(modified)/\(last.pushes.count) push\(last.pushes.count == 1 ? "" : "es") modified", modified == last.pushes.count ? "good" : "warn")
            }
        }
        if let probeComparison {
            switch probeComparison.presence {
            case .both:
                badges += badge(DiffRenderer.headline(probeComparison).lowercased(), probeComparison.regressed ? "bad" : probeComparison.improved ? "good" : "")
            default: badges += badge(DiffRenderer.headline(probeComparison), "warn")
            }
        }
        out.append("<h2>\(HTMLReport.escape(name))\(badges)</h2>")
        if let probeComparison {
            for caveat in probeComparison.caveats { out.append(##"<p class="caveat">caveat: \##(HTMLReport.escape(caveat))</p>"##) }
            for note in probeComparison.notes { out.append(##"<p class="note">\##(HTMLReport.escape(note))</p>"##) }
        }
        // One chart per figure, BASE and NEW overlaid on a y axis fitted to both.
        let sides: [(label: String, records: [RunRecord], colors: [String])] =
            (base.map { [("BASE", $0, HTMLReport.baseColors)] } ?? []) + [(base == nil ? "" : "NEW", new, HTMLReport.newColors)]
        let all = new + (base ?? [])
        out.append(##"<div class="charts">"##)
        if all.contains(where: { !$0.pushes.compactMap({ $0[.footprintBytes] }).isEmpty || $0.baseline != nil }) {
            out.append(pushChart(sides))
        }
        if all.contains(where: { !$0.checkpoints.isEmpty }) { out.append(growthChart(sides)) }
        if all.contains(where: { $0.peakFootprintBytes != nil }) { out.append(peakChart(sides)) }
        out.append("</div>")
        if let probeComparison {
            out.append(comparisonTable(probeComparison))
        } else if let last = new.last {
            out.append(figuresTable(new))
            if !last.end.message.isEmpty { out.append(##"<p class="note">\##(HTMLReport.escape(last.end.message))</p>"##) }
        }
        if let table = TypeGrowthHTML.table(new.last?.typeGrowth) { out.append(table) }
        if let table = ExplainHTML.table(new.last?.explain) { out.append(table) }
        out.append("</section>")
        return out.joined(separator: "\n")
    }

    static func sideName(_ label: String, _ records: [RunRecord]) -> String {
        let runs = "\(records.count) run\(records.count == 1 ? "" : "s")"
        return label.isEmpty ? runs : "\(label) · \(runs)"
    }

    /// Every probe in a row: its state against BASE, how its pushes ended, its peak and slope, its budget.
    func overviewTable(_ names: [String], new: [String: [RunRecord]], base: [String: [RunRecord]]?) -> String {
        var rows = [
            ##"<table class="overview"><tr><th>probe</th><th>against BASE</th><th>end</th><th>pushes modified</th><th>peak footprint</th><th>leak slope</th><th>verdict</th><th>budget</th></tr>"##
        ]
        func median(_ records: [RunRecord], _ figure: RunFigures.Figure) -> String {
            let values = records.map(RunFigures.init).compactMap { $0.values[figure] }
            return values.isEmpty ? "-" : FigureComparison.valueText(MannWhitney.median(values), figure)
        }
        for name in names {
            let runs = new[name] ?? [], before = base?[name] ?? []
            let probe = comparison?.probes.first { $0.probe == name }
            let state = probe.map { DiffRenderer.headline($0) } ?? (base == nil ? "-" : "no baseline")
            let tone = probe?.regressed == true ? "bad" : probe?.improved == true ? "good" : ""
            let last = runs.last
            // Why the others were not, as the suite's summary says it.
            let modified =
                last.map { record in
                    "\(record.pushes.filter { $0.outcome == .modified }.count)/\(record.pushes.count)"
                        + (record.pushes.prevailingReasonText.map { " (\(HTMLReport.escape($0)))" } ?? "")
                } ?? "-"
            func pair(_ figure: RunFigures.Figure) -> String {
                let now = median(runs, figure)
                guard base != nil, !before.isEmpty else { return now }
                let then = median(before, figure)
                return then == now ? now : "\(then) → \(now)"
            }
            let broken = runs.flatMap { $0.budget?.broken ?? [] }
            let budget = runs.contains { $0.budget != nil } ? (broken.isEmpty ? "kept" : "broken: " + broken[0].title) : "-"
            rows.append(
                ##"<tr><td class="probe"><a href="#probe-\##(HTMLReport.escape(name))">\##(HTMLReport.escape(name))</a></td><td class="\##(tone)">\##(HTMLReport.escape(state))</td><td>\##(HTMLReport.escape(last?.end.kind.rawValue ?? "could not run"))</td><td>\##(modified)</td><td>\##(HTMLReport.escape(pair(.peakFootprint)))</td><td>\##(HTMLReport.escape(pair(.leakSlope)))</td><td>\##(HTMLReport.escape(last?.verdict?.kind.rawValue ?? "-"))</td><td class="\##(broken.isEmpty ? "" : "bad")">\##(HTMLReport.escape(budget))</td></tr>"##
            )
        }
        rows.append("</table>")
        return rows.joined(separator: "\n")
    }

    /// Each probe's peak footprint (median of its runs): NEW, and BASE beside it, against the ceiling.
    func overviewChart(_ names: [String], new: [String: [RunRecord]], base: [String: [RunRecord]]?) -> String {
        let rowHeight = base == nil ? 18.0 : 28.0
        let left = 16.0 + Double(names.map(\.count).max() ?? 4) * 10 * 0.62 + 8
        let width = 900.0, right = 120.0, top = 34.0
        let height = top + Double(names.count) * rowHeight + 34
        func peak(_ records: [RunRecord]) -> Double? {
            let values = records.compactMap(\.peakFootprintBytes).map(Double.init)
            return values.isEmpty ? nil : MannWhitney.median(values)
        }
        let limits = Set((names.flatMap { (new[$0] ?? []) + (base?[$0] ?? []) }).map(\.ceiling.limitBytes))
        let peaks = names.flatMap { [peak(new[$0] ?? []), peak(base?[$0] ?? [])] }.compactMap { $0 }
        let high = max((peaks + limits.map(Double.init)).max() ?? 1, 1) * 1.05
        func px(_ value: Double) -> Double { left + value / high * (width - left - right) }
        func n(_ value: Double) -> String { ByteSize.fixed(value, 1) }
        var out = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" class="chart overview" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" role="img" aria-label="peak footprint per probe">"##
        ]
        out.append(##"<rect x="0" y="0" width="\##(n(width))" height="\##(n(height))" fill="#ffffff"/>"##)
        out.append(
            ##"<text x="16" y="18" font-size="13" font-weight="bold" fill="#222">peak footprint per probe\##(base == nil ? "" : ": BASE (grey) and NEW (blue)")</text>"##
        )
        for (index, name) in names.enumerated() {
            let y = top + Double(index) * rowHeight
            out.append(
                ##"<text x="\##(n(left - 8))" y="\##(n(y + rowHeight / 2 + 4))" font-size="10" text-anchor="end" fill="#333">\##(HTMLReport.escape(name))</text>"##
            )
            var bars: [(Double, String, String)] = []
            if let base, let value = peak(base[name] ?? []) { bars.append((value, HTMLReport.baseColors[0], "BASE")) }
            if let value = peak(new[name] ?? []) { bars.append((value, HTMLReport.newColors[0], base == nil ? "" : "NEW")) }
            let barHeight = (rowHeight - 6) / Double(max(bars.count, 1))
            for (offset, bar) in bars.enumerated() {
                let barY = y + 3 + Double(offset) * barHeight
                let tone = comparison?.probes.first { $0.probe == name }?.figures.first { $0.figure == .peakFootprint }?.regressed == true && bar.2 == "NEW"
                out.append(
                    ##"<rect x="\##(n(left))" y="\##(n(barY))" width="\##(n(max(px(bar.0) - left, 1)))" height="\##(n(barHeight - 1))" fill="\##(tone ? HTMLReport.ceilingColor : bar.1)"/>"##
                )
                out.append(
                    ##"<text x="\##(n(px(bar.0) + 4))" y="\##(n(barY + barHeight - 2))" font-size="9" fill="#333">\##(HTMLReport.escape((bar.2.isEmpty ? "" : bar.2 + " ") + ByteSize.format(Int64(bar.0))))</text>"##
                )
            }
        }
        let bottom = top + Double(names.count) * rowHeight
        for limit in limits.sorted() {
            let x = px(Double(limit))
            out.append(
                ##"<line class="ceiling" x1="\##(n(x))" y1="\##(n(top - 4))" x2="\##(n(x))" y2="\##(n(bottom))" stroke="\##(HTMLReport.ceilingColor)" stroke-width="1.5" stroke-dasharray="6 4"/>"##
            )
            out.append(
                ##"<text x="\##(n(x))" y="\##(n(bottom + 16))" font-size="10" text-anchor="middle" fill="\##(HTMLReport.ceilingColor)">\##(HTMLReport.escape("ceiling " + ByteSize.format(limit)))</text>"##
            )
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    func badge(_ text: String, _ tone: String) -> String {
        ##"<span class="badge \##(tone)">\##(HTMLReport.escape(text))</span>"##
    }

    func ceilingRules(_ records: [RunRecord]) -> [SVGChart.Rule] {
        Set(records.map(\.ceiling.limitBytes)).sorted().map {
            SVGChart.Rule(y: Double($0), label: "ceiling \(ByteSize.format($0))", color: HTMLReport.ceilingColor)
        }
    }

    /// Footprint after each push (after a full GC; push 0 is the baseline before the probe ran),
    /// each side's peak as a dashed level, the ceiling when in range, the projected kill marked.
    func pushChart(_ sides: [(label: String, records: [RunRecord], colors: [String])]) -> String {
        var series: [SVGChart.Series] = []
        var markers: [SVGChart.Marker] = []
        var notes: [String] = []
        let lastPush = Double(sides.flatMap { $0.records.flatMap(\.pushes).map(\.index) }.max() ?? 1)
        for side in sides where !side.records.isEmpty {
            for (offset, record) in side.records.prefix(side.colors.count).enumerated() {
                var points: [(x: Double, y: Double)] = []
                if let baseline = record.baseline { points.append((0, Double(baseline.footprintBytes))) }
                for push in record.pushes {
                    if let footprint = push[.footprintBytes] {
                        points.append((Double(push.index), Double(footprint)))
                    } else if push.reason == .killedAtCeiling, let peak = record.peakFootprintBytes {
                        points.append((Double(push.index), Double(peak)))
                    }
                }
                var line = SVGChart.Series(
                    name: HTMLReport.sideName(side.label, side.records) + " · after GC", color: side.colors[offset], points: points,
                    endMark: record.end.kind == .killedAtCeiling ? "killed" : nil)
                line.inLegend = offset == 0
                series.append(line)
            }
            // Each push's own peak where the records have it; else the run's peak as a level.
            var perPush = false
            for (offset, record) in side.records.prefix(side.colors.count).enumerated() {
                var points = record.pushes.compactMap { push in push[.peakFootprintBytes].map { (x: Double(push.index), y: Double($0)) } }
                guard !points.isEmpty else { continue }
                var name = (side.label.isEmpty ? "" : side.label + " ") + "peak in each push"
                // One push: one point draws no line, so its peak is a level across the chart, named with its value.
                if points.count == 1 {
                    name = (side.label.isEmpty ? "" : side.label + " ") + "peak \(ByteSize.format(Int64(points[0].y)))"
                    points = [(0, points[0].y), (lastPush, points[0].y)]
                }
                var line = SVGChart.Series(name: name, color: side.colors[offset], points: points)
                line.dashed = true
                line.inLegend = offset == 0
                series.append(line)
                perPush = true
            }
            let peaks = side.records.compactMap(\.peakFootprintBytes)
            if !perPush, let peak = peaks.max() {
                var level = SVGChart.Series(
                    name: (side.label.isEmpty ? "" : side.label + " ") + "peak \(ByteSize.format(peak))", color: side.colors[0],
                    points: [(0, Double(peak)), (lastPush, Double(peak))])
                level.dashed = true
                series.append(level)
            }
            if let projected = side.records.compactMap({ $0.verdict?.projectedPushesUntilCeiling }).min() {
                let text = (side.label.isEmpty ? "" : side.label + ": ") + "ceiling at about push \(projected)"
                if Double(projected) <= lastPush {
                    markers.append(SVGChart.Marker(x: Double(projected), label: text, color: HTMLReport.ceilingColor))
                } else {
                    notes.append(text + " (projected from the leak slope, beyond the chart)")
                }
            }
        }
        let records = sides.flatMap(\.records)
        var chart = SVGChart(title: "footprint per push (0 = baseline)", xLabel: "push", yLabel: "footprint", series: series)
        chart.rules = ceilingRules(records)
        chart.markers = markers
        chart.notes = notes
        chart.fitY = true
        chart.width = 900
        chart.yIsBytes = true
        return chart.svg()
    }

    /// A ramp probe's checkpoints: the value it reported against the footprint, up to the kill.
    func growthChart(_ sides: [(label: String, records: [RunRecord], colors: [String])]) -> String {
        let records = sides.flatMap(\.records)
        let valuesAreBytes = records.flatMap(\.checkpoints).allSatisfy { $0.value >= 1024 && $0.value == $0.value.rounded() }
        var series: [SVGChart.Series] = []
        for side in sides where !side.records.isEmpty {
            for (offset, record) in side.records.prefix(side.colors.count).enumerated() {
                let points = record.checkpoints.filter { $0.value.isFinite }.map { (x: $0.value, y: Double($0.footprintBytes)) }
                let killed = record.end.kind == .killedAtCeiling
                var line = SVGChart.Series(
                    name: HTMLReport.sideName(side.label, side.records), color: side.colors[offset], points: points,
                    endMark: killed ? "killed at \(valuesAreBytes ? ByteSize.format(Int64(points.last?.x ?? 0)) : String(points.last?.x ?? 0))" : nil)
                line.inLegend = offset == 0
                series.append(line)
            }
        }
        var chart = SVGChart(title: "growth curve (checkpoint value vs footprint)", xLabel: "checkpoint value", yLabel: "footprint", series: series)
        chart.rules = ceilingRules(records)
        chart.fitY = true
        chart.xIsBytes = valuesAreBytes
        return chart.svg()
    }

    /// The highest footprint of each run, BASE and NEW: where a regressed peak shows.
    func peakChart(_ sides: [(label: String, records: [RunRecord], colors: [String])]) -> String {
        var series: [SVGChart.Series] = []
        for side in sides where !side.records.isEmpty {
            let points = side.records.enumerated().compactMap { offset, record in record.peakFootprintBytes.map { (x: Double(offset + 1), y: Double($0)) } }
            series.append(SVGChart.Series(name: HTMLReport.sideName(side.label, side.records), color: side.colors[0], points: points))
        }
        var chart = SVGChart(title: "peak footprint of each run", xLabel: "run", yLabel: "peak", series: series)
        chart.rules = ceilingRules(sides.flatMap(\.records))
        chart.fitY = true
        chart.width = 340
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
            rows.append(
                "<tr><td>\(HTMLReport.escape(row.title))</td><td>\(HTMLReport.escape(row.base))</td><td>\(HTMLReport.escape(row.new))</td><td>\(HTMLReport.escape(row.ratio))</td><td>\(HTMLReport.escape(row.change))</td><td class=\"\(tone)\">\(HTMLReport.escape(status))</td></tr>"
            )
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
            rows.append(
                "<tr><td>ceiling</td><td>\(HTMLReport.escape("\(ByteSize.format(last.ceiling.limitBytes)) via \(last.ceiling.backend.rawValue)"))</td></tr>")
            rows.append(
                "<tr><td>JavaScriptCore</td><td>\(HTMLReport.escape(last.runtime.jscVersion ?? "unknown")) · JIT \(last.runtime.jit ? "on" : "off")</td></tr>")
        }
        rows.append("</table>")
        return rows.joined(separator: "\n")
    }

    /// HTML text and attribute escaping: XML's rules serve HTML too.
    public static func escape(_ text: String) -> String { JUnitWriter.escape(text) }
}
