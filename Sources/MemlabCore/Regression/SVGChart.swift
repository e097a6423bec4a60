import Foundation

/// A line chart as inline SVG: no script, no external asset, readable without a browser's help.
public struct SVGChart: Sendable {
    public struct Series: Sendable {
        public var name: String
        public var color: String
        public var points: [(x: Double, y: Double)]
        /// Marks the last point with a cross and this label (e.g. "killed").
        public var endMark: String?
        /// Drawn dashed (a level such as a run's peak), without dots.
        public var dashed = false
        /// Whether the legend names it (the first of several runs of one side does).
        public var inLegend = true

        public init(name: String, color: String, points: [(x: Double, y: Double)], endMark: String? = nil) {
            self.name = name
            self.color = color
            self.points = points
            self.endMark = endMark
        }
    }

    public struct Rule: Sendable {
        public var y: Double
        public var label: String
        public var color: String

        public init(y: Double, label: String, color: String) {
            self.y = y
            self.label = label
            self.color = color
        }
    }

    /// A vertical mark at `x` (the push the ceiling would kill, by the leak's slope).
    public struct Marker: Sendable {
        public var x: Double
        public var label: String
        public var color: String

        public init(x: Double, label: String, color: String) {
            self.x = x
            self.label = label
            self.color = color
        }
    }

    public var title: String
    public var xLabel: String
    public var yLabel: String
    public var series: [Series]
    public var rules: [Rule] = []
    public var markers: [Marker] = []
    /// Lines of text under the legend (what the chart cannot show: a ceiling far above the data).
    public var notes: [String] = []
    /// Fixes the top of the y axis (so that charts share a scale); else from the data.
    public var yMaximum: Double?
    /// Fits the y axis to the data instead of starting at 0; a rule far above the data (the
    /// ceiling over a flat footprint) is then named in a note instead of drawn.
    public var fitY = false
    public var xIsBytes = false
    public var yIsBytes = true
    public var width = 520.0
    public var height = 260.0

    public init(title: String, xLabel: String, yLabel: String, series: [Series]) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
    }

    static let left = 70.0, right = 16.0, top = 28.0, bottom = 44.0
    static let legendRow = 16.0

    /// The top of the y axis these series and rules need.
    public var naturalYMaximum: Double {
        let ys = series.flatMap { $0.points.map(\.y) } + rules.map(\.y)
        return (ys.max() ?? 1) * 1.08
    }

    /// The y range drawn, and the rules inside it.
    func yRange() -> (low: Double, high: Double, rules: [Rule], skipped: [Rule]) {
        guard fitY else {
            let high = max(yMaximum ?? naturalYMaximum, 1)
            return (0, high, rules.filter { $0.y <= high }, rules.filter { $0.y > high })
        }
        let ys = series.flatMap { $0.points.map(\.y) }.filter(\.isFinite)
        var low = ys.min() ?? 0, high = ys.max() ?? 1
        // A rule near the data is drawn (the ceiling a ramp runs into); one far above is a note.
        let shown = rules.filter { $0.y <= high + max(high - low, high * 0.25) }
        for rule in shown { high = max(high, rule.y); low = min(low, rule.y) }
        let pad = max((high - low) * 0.1, high * 0.02, 1)
        low = max(0, low - pad)
        high += pad
        return (low, high, shown, rules.filter { rule in !shown.contains { $0.y == rule.y && $0.label == rule.label } })
    }

    /// Boxes of the labels placed so far, to keep the next one clear of them.
    struct Placement {
        var boxes: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []

        static func box(_ text: String, x: Double, y: Double, anchor: String, size: Double) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
            let width = Double(text.count) * size * 0.62
            let x0 = anchor == "end" ? x - width : anchor == "middle" ? x - width / 2 : x
            return (x0, y - size * 0.85, x0 + width, y + size * 0.3)
        }

        static func overlaps(_ a: (x0: Double, y0: Double, x1: Double, y1: Double), _ b: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Bool {
            a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
        }

        /// Where the label goes: `y`, or the nearest row below or above it that is free.
        mutating func place(_ text: String, x: Double, y: Double, anchor: String, size: Double = 10) -> Double {
            for step in [0.0, 12, -12, 24, -24, 36, -36, 48] {
                let candidate = Placement.box(text, x: x, y: y + step, anchor: anchor, size: size)
                if !boxes.contains(where: { Placement.overlaps($0, candidate) }) {
                    boxes.append(candidate)
                    return y + step
                }
            }
            boxes.append(Placement.box(text, x: x, y: y, anchor: anchor, size: size))
            return y
        }

        mutating func reserve(_ text: String, x: Double, y: Double, anchor: String, size: Double = 10) {
            boxes.append(Placement.box(text, x: x, y: y, anchor: anchor, size: size))
        }
    }

    /// Legend entries laid out in rows under the plot: (series index or nil for a note, x, row).
    func legendLayout(notes: [String]) -> [(index: Int?, text: String, x: Double, row: Int)] {
        var items: [(index: Int?, text: String, x: Double, row: Int)] = []
        var x = SVGChart.left, row = 0
        for (index, line) in series.enumerated() where line.inLegend && !line.points.isEmpty {
            let itemWidth = 22 + Double(line.name.count) * 10 * 0.68 + 18
            if x + itemWidth > width - SVGChart.right && x > SVGChart.left { row += 1; x = SVGChart.left }
            items.append((index, line.name, x, row))
            x += itemWidth
        }
        for note in notes {
            if x > SVGChart.left { row += 1; x = SVGChart.left }
            items.append((nil, note, x, row))
            x = width
        }
        return items
    }

    public func svg() -> String {
        let xs = series.flatMap { $0.points.map(\.x) } + markers.map(\.x)
        var xMin = xs.min() ?? 0, xMax = xs.max() ?? 1
        if xMax <= xMin { xMin -= 1; xMax += 1 }
        let range = yRange()
        let yMin = range.low, yMax = max(range.high, yMin + 1)
        let legend = legendLayout(notes: notes + range.skipped.map { "\($0.label): above the chart, far over the data" })
        let legendRows = Double((legend.map(\.row).max() ?? -1) + 1)
        let totalHeight = height + legendRows * SVGChart.legendRow + (legendRows > 0 ? 6 : 0)
        let plotWidth = width - SVGChart.left - SVGChart.right, plotHeight = height - SVGChart.top - SVGChart.bottom
        let plotBottom = SVGChart.top + plotHeight
        func px(_ x: Double) -> Double { SVGChart.left + (x - xMin) / (xMax - xMin) * plotWidth }
        func py(_ y: Double) -> Double { plotBottom - (min(max(y, yMin), yMax) - yMin) / (yMax - yMin) * plotHeight }
        func n(_ value: Double) -> String { ByteSize.fixed(value, 1) }
        func text(_ body: String, x: Double, y: Double, anchor: String = "start", size: Int = 10, fill: String = "#555", extra: String = "") -> String {
            let anchorAttribute = anchor == "start" ? "" : " text-anchor=\"" + anchor + "\""
            return
                ##"<text x="\##(n(x))" y="\##(n(y))" font-size="\##(size)"\##(anchorAttribute) fill="\##(fill)"\##(extra)>\##(HTMLReport.escape(body))</text>"##
        }
        var placement = Placement()
        var out = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="\##(n(width))" height="\##(n(totalHeight))" viewBox="0 0 \##(n(width)) \##(n(totalHeight))" role="img" aria-label="\##(HTMLReport.escape(title))">"##
        ]
        out.append(##"<rect x="0" y="0" width="\##(n(width))" height="\##(n(totalHeight))" fill="#ffffff"/>"##)
        out.append(text(title, x: SVGChart.left, y: 16, size: 13, fill: "#222", extra: #" font-weight="bold""#))
        placement.reserve(title, x: SVGChart.left, y: 16, anchor: "start", size: 13)
        let yTicks = SVGChart.ticks(min: yMin, max: yMax, bytes: yIsBytes)
        let yStep = yTicks.count > 1 ? yTicks[1] - yTicks[0] : max(yMax - yMin, 1)
        for tick in yTicks {
            let y = py(tick)
            out.append(##"<line x1="\##(n(SVGChart.left))" y1="\##(n(y))" x2="\##(n(width - SVGChart.right))" y2="\##(n(y))" stroke="#e4e4e4"/>"##)
            let tickText = yIsBytes && fitY ? SVGChart.tickLabel(tick, step: yStep, unit: SVGChart.unit(low: yMin, high: yMax)) : label(tick, bytes: yIsBytes)
            out.append(text(tickText, x: SVGChart.left - 6, y: y + 4, anchor: "end"))
            placement.reserve(tickText, x: SVGChart.left - 6, y: y + 4, anchor: "end")
        }
        let integral = xs.allSatisfy { $0 == $0.rounded() }
        for tick in SVGChart.ticks(min: xMin, max: xMax, bytes: xIsBytes) where !integral || tick == tick.rounded() {
            let tickText = label(tick, bytes: xIsBytes)
            out.append(text(tickText, x: px(tick), y: plotBottom + 16, anchor: "middle"))
            placement.reserve(tickText, x: px(tick), y: plotBottom + 16, anchor: "middle")
        }
        out.append(##"<line x1="\##(n(SVGChart.left))" y1="\##(n(plotBottom))" x2="\##(n(width - SVGChart.right))" y2="\##(n(plotBottom))" stroke="#888"/>"##)
        out.append(##"<line x1="\##(n(SVGChart.left))" y1="\##(n(SVGChart.top))" x2="\##(n(SVGChart.left))" y2="\##(n(plotBottom))" stroke="#888"/>"##)
        out.append(text(xLabel, x: SVGChart.left + plotWidth / 2, y: plotBottom + 32, anchor: "middle", size: 11, fill: "#333"))
        placement.reserve(xLabel, x: SVGChart.left + plotWidth / 2, y: plotBottom + 32, anchor: "middle", size: 11)
        out.append(
            text(
                yLabel, x: 12, y: SVGChart.top + plotHeight / 2, anchor: "middle", size: 11, fill: "#333",
                extra: " transform=\"rotate(-90 12 \(n(SVGChart.top + plotHeight / 2)))\""))
        for rule in range.rules {
            let y = py(rule.y)
            out.append(
                ##"<line class="ceiling" x1="\##(n(SVGChart.left))" y1="\##(n(y))" x2="\##(n(width - SVGChart.right))" y2="\##(n(y))" stroke="\##(rule.color)" stroke-width="1.5" stroke-dasharray="6 4"/>"##
            )
            // Its label at the left end, above the line: clear of the legend and of a kill at the right.
            let labelY = placement.place(rule.label, x: SVGChart.left + 4, y: y - 4, anchor: "start")
            out.append(text(rule.label, x: SVGChart.left + 4, y: labelY, fill: rule.color, extra: #" class="label""#))
        }
        for marker in markers {
            let x = px(marker.x)
            out.append(
                ##"<line class="marker" x1="\##(n(x))" y1="\##(n(SVGChart.top))" x2="\##(n(x))" y2="\##(n(plotBottom))" stroke="\##(marker.color)" stroke-width="1.5" stroke-dasharray="2 3"/>"##
            )
            let anchor = x > SVGChart.left + plotWidth / 2 ? "end" : "start"
            let labelX = anchor == "end" ? x - 4 : x + 4
            let labelY = placement.place(marker.label, x: labelX, y: SVGChart.top + 12, anchor: anchor)
            out.append(text(marker.label, x: labelX, y: labelY, anchor: anchor, fill: marker.color, extra: #" class="label""#))
        }
        for (offset, line) in series.enumerated() where !line.points.isEmpty {
            let coordinates = line.points.map { "\(n(px($0.x))),\(n(py($0.y)))" }.joined(separator: " ")
            let dash = line.dashed ? #" stroke-dasharray="5 3""# : ""
            out.append(
                ##"<polyline class="series" fill="none" stroke="\##(line.color)" stroke-width="\##(line.dashed ? "1.5" : "2")"\##(dash) points="\##(coordinates)"><title>\##(HTMLReport.escape(line.name))</title></polyline>"##
            )
            if line.points.count <= 60 && !line.dashed {
                for point in line.points {
                    out.append(##"<circle cx="\##(n(px(point.x)))" cy="\##(n(py(point.y)))" r="3" fill="\##(line.color)"/>"##)
                }
            }
            if let mark = line.endMark, let last = line.points.last {
                let x = px(last.x), y = py(last.y)
                // One label is enough when several runs end at the same place.
                let labelled = !series[(offset + 1)...].contains { $0.endMark == mark && !$0.points.isEmpty }
                out.append(
                    ##"<path d="M\##(n(x - 5)),\##(n(y - 5)) L\##(n(x + 5)),\##(n(y + 5)) M\##(n(x - 5)),\##(n(y + 5)) L\##(n(x + 5)),\##(n(y - 5))" stroke="#c62828" stroke-width="2.5"/>"##
                )
                if labelled {
                    let labelY = placement.place(mark, x: x - 8, y: y + 16, anchor: "end")
                    out.append(text(mark, x: x - 8, y: labelY, anchor: "end", fill: "#c62828", extra: #" class="label""#))
                }
            }
        }
        // The legend, under the plot: never over a line or a label.
        for item in legend {
            let y = height + Double(item.row) * SVGChart.legendRow
            if let index = item.index {
                let line = series[index]
                let dash = line.dashed ? #" stroke-dasharray="5 3""# : ""
                out.append(
                    ##"<line x1="\##(n(item.x))" y1="\##(n(y - 4))" x2="\##(n(item.x + 16))" y2="\##(n(y - 4))" stroke="\##(line.color)" stroke-width="2"\##(dash)/>"##
                )
                out.append(text(item.text, x: item.x + 22, y: y, fill: "#333", extra: #" class="legend""#))
            } else {
                out.append(text(item.text, x: item.x, y: y, fill: "#555", extra: #" class="legend""#))
            }
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    func label(_ value: Double, bytes: Bool) -> String {
        if bytes { return ByteSize.format(Int64(value.rounded())) }
        return value == value.rounded() ? String(Int64(value)) : ByteSize.fixed(value, 1)
    }

    /// About five round ticks from 0 (or min) to max; byte axes tick in round KiB or MiB.
    static func ticks(min low: Double = 0, max high: Double, bytes: Bool) -> [Double] {
        guard bytes else { return ticks(min: low, max: high) }
        let unit = unit(low: low, high: high)
        return ticks(min: low / unit, max: high / unit).map { $0 * unit }
    }

    /// The unit a byte axis ticks in: MiB or KiB by the span it covers (a fitted axis of 20 KiB
    /// around 4 MiB ticks in KiB, or its labels would all read "4.3 MiB").
    static func unit(low: Double, high: Double) -> Double {
        let span = high - low
        return span >= 1_048_576 ? 1_048_576.0 : span >= 1024 ? 1024.0 : 1
    }

    /// A tick's label in the axis's unit, with as many decimals as its step needs.
    static func tickLabel(_ value: Double, step: Double, unit: Double) -> String {
        let name = unit == 1_048_576 ? "MiB" : unit == 1024 ? "KiB" : "B"
        let scaled = value / unit, scaledStep = max(step / unit, 1e-9)
        // As many decimals as the step has (0.25 MiB steps read 2.25, not 2.3), at most 3.
        let decimals =
            (0...3).first { places in
                let scaled = scaledStep * pow(10, Double(places))
                return abs(scaled - scaled.rounded()) < 1e-6
            } ?? 3
        return ByteSize.fixed(scaled, decimals) + " " + name
    }

    static func ticks(min low: Double = 0, max high: Double) -> [Double] {
        guard high > low, (high - low).isFinite else { return [low] }
        let rough = (high - low) / 5
        let power = pow10(floor(log10(rough)))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= rough } ?? rough
        var ticks: [Double] = []
        var value = (low / step).rounded(.up) * step
        while value <= high + step * 1e-9 && ticks.count < 12 { ticks.append(value); value += step }
        return ticks
    }

    static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        if exponent >= 0 { for _ in 0..<Int(exponent) { result *= 10 } } else { for _ in 0..<Int(-exponent) { result /= 10 } }
        return result
    }
}
