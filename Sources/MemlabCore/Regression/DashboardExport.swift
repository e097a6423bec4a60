import Foundation

/// A suite's figures in the formats of the dashboards teams already run: one metric per probe
/// and figure, the median over its runs, with units.
///
/// - Bencher Metric Format (BMF): `{"<benchmark>": {"<measure>": {"value": n, "lower_value": n,
///   "upper_value": n}}}`, `value` required and numeric (bencher.dev/docs/reference/bencher-metric-format).
///   The benchmark is the probe; the measure names the figure and its unit (`peak-footprint-bytes`).
/// - github-action-benchmark `customSmallerIsBetter`: a non-empty array of `{"name", "unit",
///   "value", "range"?, "extra"?}`, `value` a number, the rest strings. Only figures where smaller
///   is better go there: the growth limit (bigger is better) is left out.
public struct DashboardExport: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case bencher
        case githubActionBenchmark = "github-action-benchmark"
    }

    /// One probe's figure over its runs.
    public struct Metric: Sendable, Equatable {
        public var probe: String
        public var figure: RunFigures.Figure
        public var median: Double
        public var low: Double
        public var high: Double
        public var runs: Int

        /// `bytes`, `bytes/push`, `contexts`.
        public var unit: String {
            switch figure {
            case .leakSlope, .storageGrowth: return "bytes/push"
            case .contextsRetained: return "contexts"
            default: return "bytes"
            }
        }

        /// The BMF measure: the figure and its unit, kebab case (`leak-slope-bytes-per-push`).
        public var measure: String {
            figure == .contextsRetained ? figure.rawValue : figure.rawValue + "-" + unit.replacingOccurrences(of: "/", with: "-per-")
        }
    }

    public var metrics: [Metric] = []

    public init(_ set: RecordSet) {
        for (probe, records) in set.byProbe {
            let figures = records.map(RunFigures.init)
            for figure in RunFigures.Figure.allCases {
                let values = figures.compactMap { $0.values[figure] }.filter(\.isFinite)
                guard !values.isEmpty else { continue }
                var metric = Metric(
                    probe: probe, figure: figure, median: MannWhitney.median(values),
                    low: values.min()!, high: values.max()!, runs: values.count)
                // One run of a slope: its confidence interval is the range.
                if figure == .leakSlope, values.count == 1, let verdict = records.first(where: { $0.verdict != nil })?.verdict {
                    metric.low = verdict.slopeLowBytesPerPush
                    metric.high = verdict.slopeHighBytesPerPush
                }
                metrics.append(metric)
            }
        }
    }

    public func data(_ format: Format) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        switch format {
        case .bencher:
            struct Value: Encodable {
                var value: Double
                var lower_value: Double
                var upper_value: Double
            }
            var document: [String: [String: Value]] = [:]
            for metric in metrics {
                document[metric.probe, default: [:]][metric.measure] = Value(value: metric.median, lower_value: metric.low, upper_value: metric.high)
            }
            return ((try? encoder.encode(document)) ?? Data()) + Data("\n".utf8)
        case .githubActionBenchmark:
            struct Entry: Encodable {
                var name: String
                var unit: String
                var value: Double
                var range: String
                var extra: String
            }
            let entries = metrics.filter { $0.figure.higherIsWorse }.map { metric in
                Entry(
                    name: "\(metric.probe) - \(metric.figure.title)", unit: metric.unit, value: metric.median,
                    range: "± " + DashboardExport.number((metric.high - metric.low) / 2),
                    extra: metric.runs == 1
                        ? "1 run"
                        : "median of \(metric.runs) runs; \(DashboardExport.number(metric.low)) to \(DashboardExport.number(metric.high)) \(metric.unit)")
            }
            return ((try? encoder.encode(entries)) ?? Data()) + Data("\n".utf8)
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : ByteSize.fixed(value, 1)
    }
}
