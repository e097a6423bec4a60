import Foundation

/// A line chart as inline SVG: no script, no external asset, readable without a browser's help.
public struct SVGChart: Sendable {
    public struct Series: Sendable {
        public var name: String
        public var color: String
        public var points: [(x: Double, y: Double)]
        /// Marks the last point with a cross and this label (e.g. "killed").
        public var endMark: String?

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

    public var title: String
    public var xLabel: String
    public var yLabel: String
    public var series: [Series]
    public var rules: [Rule] = []
    /// Fixes the top of the y axis (so that BASE and NEW share a scale); else from the data.
    public var yMaximum: Double?
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

    /// The top of the y axis these series and rules need.
    public var naturalYMaximum: Double {
        let ys = series.flatMap { $0.points.map(\.y) } + rules.map(\.y)
        return (ys.max() ?? 1) * 1.08
    }

    public func svg() -> String {
        let xs = series.flatMap { $0.points.map(\.x) }
        var xMin = xs.min() ?? 0, xMax = xs.max() ?? 1
        if xMax <= xMin { xMin -= 1; xMax += 1 }
        let yMax = max(yMaximum ?? naturalYMaximum, 1)
        let plotWidth = width - SVGChart.left - SVGChart.right, plotHeight = height - SVGChart.top - SVGChart.bottom
        func px(_ x: Double) -> Double { SVGChart.left + (x - xMin) / (xMax - xMin) * plotWidth }
        func py(_ y: Double) -> Double { SVGChart.top + plotHeight - y / yMax * plotHeight }
        func n(_ value: Double) -> String { ByteSize.fixed(value, 1) }
        var out = [##"<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" role="img" aria-label="\##(HTMLReport.escape(title))">"##]
        out.append(##"<rect x="0" y="0" width="\##(n(width))" height="\##(n(height))" fill="#ffffff"/>"##)
        out.append(##"<text x="\##(n(SVGChart.left))" y="16" font-size="13" font-weight="bold" fill="#222">\##(HTMLReport.escape(title))</text>"##)
        for tick in SVGChart.ticks(max: yMax, bytes: yIsBytes) {
            let y = py(tick)
            out.append(##"<line x1="\##(n(SVGChart.left))" y1="\##(n(y))" x2="\##(n(width - SVGChart.right))" y2="\##(n(y))" stroke="#e4e4e4"/>"##)
            out.append(##"<text x="\##(n(SVGChart.left - 6))" y="\##(n(y + 4))" font-size="10" text-anchor="end" fill="#555">\##(HTMLReport.escape(label(tick, bytes: yIsBytes)))</text>"##)
        }
        let integral = xs.allSatisfy { $0 == $0.rounded() }
        for tick in SVGChart.ticks(min: xMin, max: xMax, bytes: xIsBytes) where !integral || tick == tick.rounded() {
            let x = px(tick)
            out.append(##"<text x="\##(n(x))" y="\##(n(height - SVGChart.bottom + 16))" font-size="10" text-anchor="middle" fill="#555">\##(HTMLReport.escape(label(tick, bytes: xIsBytes)))</text>"##)
        }
        out.append(##"<line x1="\##(n(SVGChart.left))" y1="\##(n(py(0)))" x2="\##(n(width - SVGChart.right))" y2="\##(n(py(0)))" stroke="#888"/>"##)
        out.append(##"<line x1="\##(n(SVGChart.left))" y1="\##(n(SVGChart.top))" x2="\##(n(SVGChart.left))" y2="\##(n(py(0)))" stroke="#888"/>"##)
        out.append(##"<text x="\##(n(SVGChart.left + plotWidth / 2))" y="\##(n(height - 6))" font-size="11" text-anchor="middle" fill="#333">\##(HTMLReport.escape(xLabel))</text>"##)
        out.append(##"<text x="12" y="\##(n(SVGChart.top + plotHeight / 2))" font-size="11" text-anchor="middle" fill="#333" transform="rotate(-90 12 \##(n(SVGChart.top + plotHeight / 2)))">\##(HTMLReport.escape(yLabel))</text>"##)
        for rule in rules where rule.y <= yMax {
            let y = py(rule.y)
            out.append(##"<line class="ceiling" x1="\##(n(SVGChart.left))" y1="\##(n(y))" x2="\##(n(width - SVGChart.right))" y2="\##(n(y))" stroke="\##(rule.color)" stroke-width="1.5" stroke-dasharray="6 4"/>"##)
            out.append(##"<text x="\##(n(width - SVGChart.right - 2))" y="\##(n(y - 4))" font-size="10" text-anchor="end" fill="\##(rule.color)">\##(HTMLReport.escape(rule.label))</text>"##)
        }
        for (offset, line) in series.enumerated() where !line.points.isEmpty {
            let coordinates = line.points.map { "\(n(px($0.x))),\(n(py(min($0.y, yMax))))" }.joined(separator: " ")
            out.append(##"<polyline class="series" fill="none" stroke="\##(line.color)" stroke-width="2" points="\##(coordinates)"><title>\##(HTMLReport.escape(line.name))</title></polyline>"##)
            if line.points.count <= 60 {
                for point in line.points {
                    out.append(##"<circle cx="\##(n(px(point.x)))" cy="\##(n(py(min(point.y, yMax))))" r="3" fill="\##(line.color)"/>"##)
                }
            }
            if let mark = line.endMark, let last = line.points.last {
                let x = px(last.x), y = py(min(last.y, yMax))
                // One label is enough when several runs end at the same place.
                let labelled = !series[(offset + 1)...].contains { $0.endMark != nil && !$0.points.isEmpty }
                out.append(##"<path d="M\##(n(x - 5)),\##(n(y - 5)) L\##(n(x + 5)),\##(n(y + 5)) M\##(n(x - 5)),\##(n(y + 5)) L\##(n(x + 5)),\##(n(y - 5))" stroke="#c62828" stroke-width="2.5"/>"##)
                if labelled { out.append(##"<text x="\##(n(x - 8))" y="\##(n(y + 16))" font-size="10" text-anchor="end" fill="#c62828">\##(HTMLReport.escape(mark))</text>"##) }
            }
            // Legend, top right.
            let legendY = SVGChart.top + 4 + Double(offset) * 14
            out.append(##"<rect x="\##(n(width - SVGChart.right - 130))" y="\##(n(legendY))" width="10" height="10" fill="\##(line.color)"/>"##)
            out.append(##"<text x="\##(n(width - SVGChart.right - 116))" y="\##(n(legendY + 9))" font-size="10" fill="#333">\##(HTMLReport.escape(line.name))</text>"##)
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
        let unit = high >= 1_048_576 ? 1_048_576.0 : high >= 1024 ? 1024.0 : 1
        return ticks(min: low / unit, max: high / unit).map { $0 * unit }
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
