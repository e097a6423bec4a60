/// One numeric figure of one probe, BASE runs against NEW runs, and whether it got worse.
public struct FigureComparison: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable {
        case regressed, improved, unchanged
        case notCompared = "not-compared"
    }

    public enum Method: String, Sendable, Codable {
        /// An exact count: any change in the bad direction.
        case exact
        /// Single runs (or too few for the test): the change of the medians against the noise floor.
        case threshold
        /// Repeated runs: Mann-Whitney U, then the noise floor on the Hodges-Lehmann shift.
        case mannWhitney = "mann-whitney"
    }

    public var figure: RunFigures.Figure
    public var base: [Double]
    public var new: [Double]
    public var baseMedian: Double?
    public var newMedian: Double?
    /// NEW median / BASE median, when BASE is not zero.
    public var ratio: Double?
    /// The estimated change NEW - BASE (the shift for the test, else the difference of medians).
    public var change: Double?
    /// The smallest change in the bad direction that counts (threshold and min-bytes applied to BASE).
    public var floor: Double?
    public var method: Method
    public var test: MannWhitney?
    public var status: Status
    /// Why it was not compared, or how it was decided when that is not obvious.
    public var note: String?

    public var regressed: Bool { status == .regressed }

    public static func compare(_ figure: RunFigures.Figure, base: [Double], new: [Double], settings: DiffSettings) -> FigureComparison {
        // A footprint that shrinks across pushes leaks nothing: a negative slope compares as 0, so
        // that -2 KiB/push (noise in a noisy probe) becoming 0 is no regression.
        if figure.isPerPush {
            return compareValues(figure, base: base.map { max($0, 0) }, new: new.map { max($0, 0) }, settings: settings)
        }
        return compareValues(figure, base: base, new: new, settings: settings)
    }

    static func compareValues(_ figure: RunFigures.Figure, base: [Double], new: [Double], settings: DiffSettings) -> FigureComparison {
        var result = FigureComparison(figure: figure, base: base, new: new, method: figure.isExact ? .exact : .threshold, status: .notCompared)
        guard !base.isEmpty, !new.isEmpty else {
            result.note = base.isEmpty ? "only NEW has this figure" : "only BASE has this figure"
            return result
        }
        let baseMedian = MannWhitney.median(base), newMedian = MannWhitney.median(new)
        result.baseMedian = baseMedian
        result.newMedian = newMedian
        result.ratio = baseMedian != 0 ? newMedian / baseMedian : nil
        var change = newMedian - baseMedian
        let floor = figure.isExact ? 0 : settings.floor(base: baseMedian, figure: figure)
        result.floor = floor
        var separated = true
        if !figure.isExact && (base.count > 1 || new.count > 1), let test = MannWhitney.test(base: base, new: new) {
            result.test = test
            change = test.shift
            if test.smallestAttainablePValue < settings.alpha {
                result.method = .mannWhitney
                separated = test.pValue < settings.alpha
            } else {
                // Too few runs for the test ever to fire: ask for no overlap at all instead.
                separated = test.probabilityOfSuperiority == 1 || test.probabilityOfSuperiority == 0
                result.note =
                    "\(base.count) vs \(new.count) runs are too few for a Mann-Whitney test at α=\(settings.alpha); decided on the medians, and only when the runs do not overlap"
            }
        }
        result.change = change
        let worse = figure.higherIsWorse ? change : -change
        if figure.isExact {
            result.status = worse > 0 ? .regressed : worse < 0 ? .improved : .unchanged
        } else if separated && worse > floor {
            result.status = .regressed
        } else if separated && -worse > floor {
            result.status = .improved
        } else {
            result.status = .unchanged
        }
        return result
    }

    /// The hyperfine-style sentence: "NEW uses 1.31x the peak footprint of BASE".
    public var sentence: String? {
        guard status != .notCompared, let baseMedian, let newMedian else { return nil }
        let verb = figure == .growthLimit ? "reaches" : figure == .contextsRetained ? "retains" : "has"
        if figure == .contextsRetained {
            return "NEW retains \(Int(newMedian)) context\(newMedian == 1 ? "" : "s") after teardown, BASE \(Int(baseMedian))"
        }
        if let ratio, ratio > 0 {
            let usesVerb = figure == .peakFootprint || figure == .baselineFootprint ? "uses" : verb
            return "NEW \(usesVerb) \(FigureComparison.ratioText(ratio)) the \(figure.title) of BASE"
        }
        return "NEW \(verb) a \(figure.title) of \(FigureComparison.valueText(newMedian, figure)), BASE \(FigureComparison.valueText(baseMedian, figure))"
    }

    public static func ratioText(_ ratio: Double) -> String {
        ByteSize.fixed(ratio, ratio >= 10 ? 1 : 2) + "x"
    }

    public static func valueText(_ value: Double, _ figure: RunFigures.Figure) -> String {
        guard value.isFinite else { return "-" }
        switch figure {
        case .contextsRetained: return String(Int64(value.rounded()))
        case .leakSlope, .storageGrowth: return ByteSize.format(Int64(value.rounded())) + "/push"
        default: return ByteSize.format(Int64(value.rounded()))
        }
    }

    public static func changeText(_ change: Double, _ figure: RunFigures.Figure) -> String {
        guard change.isFinite else { return "-" }
        let sign = change > 0 ? "+" : change < 0 ? "-" : "±"
        if figure == .contextsRetained { return sign + String(Int64(abs(change).rounded())) }
        return sign + ByteSize.format(Int64(abs(change).rounded()))
    }
}
