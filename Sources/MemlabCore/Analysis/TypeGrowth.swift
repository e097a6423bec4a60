/// Which kinds of JavaScript objects a run keeps more of push after push: from the worker's
/// per-type census (the push frames' `typeCounts`, JSC::Heap::objectTypeCounts), one bounded
/// Theil-Sen slope per class over the pushes after warm-up. A class *grows* when its 95 %
/// interval lies above zero, it still grows in the last part of the run (at least half the
/// first part's pace), and it gained at least `minimumGain` objects; the built-ins JSC makes on
/// first use (functions, executables, structures) stop after the first pushes and so do not.
public struct TypeGrowth: Codable, Sendable, Equatable {
    /// JSC's class name (`Object`, `Array`, `Uint8Array`, `Function`, `JSLexicalEnvironment`, ...).
    public var className: String
    /// Objects per push (Theil-Sen), and its 95 % interval.
    public var objectsPerPush: Double
    public var lowPerPush: Double
    public var highPerPush: Double
    /// Live objects of the class at the first and the last census fitted, and their pushes.
    public var firstCount: Int64
    public var lastCount: Int64
    public var firstPush: Int
    public var lastPush: Int
    /// False for a class that grew and then stopped (a bounded cache filling up): in the
    /// report's `saturated`, not `growing`.
    public var steady: Bool = true

    /// "Uint8Array +1 object per push (12 at push 11 → 112 at push 111)".
    public var sentence: String {
        if steady, className == TypeGrowthAnalysis.globalObjectClass {
            return
                "\(className) +\(TypeGrowth.rate(objectsPerPush)) per push: whole contexts stay alive, with the built-ins each one has (\(firstCount) at push \(firstPush) → \(lastCount) at push \(lastPush))"
        }
        guard steady else { return "\(className) grew from \(firstCount) at push \(firstPush) to \(lastCount) by push \(lastPush), then stopped" }
        return "\(className) +\(TypeGrowth.rate(objectsPerPush)) per push (\(firstCount) at push \(firstPush) → \(lastCount) at push \(lastPush))"
    }

    static func rate(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
        return text + (rounded == 1 ? " object" : " objects")
    }
}

/// The census over a run and what grew in it (the record's `typeGrowth`).
public struct TypeGrowthReport: Codable, Sendable, Equatable {
    /// Pushes whose frame carried a census (the worker takes one whenever its time budget allows,
    /// always after the first and the last push), and those after warm-up that were fitted.
    public var censuses: Int
    public var censusesFitted: Int
    /// Classes seen in any census.
    public var classes: Int
    /// The classes that grow steadily, fastest first (empty: none).
    public var growing: [TypeGrowth]
    /// The classes that grew over the fitted pushes and then stopped, most gained first.
    public var saturated: [TypeGrowth] = []
    /// Every class's count at the last census (the classes of `growing` included).
    public var lastCounts: [String: Int64]

    public init(censuses: Int, censusesFitted: Int, classes: Int, growing: [TypeGrowth], lastCounts: [String: Int64]) {
        self.censuses = censuses
        self.censusesFitted = censusesFitted
        self.classes = classes
        self.growing = growing
        self.lastCounts = lastCounts
    }
}

public enum TypeGrowthAnalysis {
    /// Fewer censuses after warm-up than this give no fit.
    public static let minimumCensuses = 4
    /// A class must gain at least this many objects over the fitted pushes to be reported.
    public static let minimumGain: Int64 = 3
    /// JSC's class of a context's global object.
    public static let globalObjectClass = "GlobalObject"

    /// Each census as full counts: `changes` are the push frames' `typeCounts` in push order
    /// (only the classes that changed since the previous census).
    public static func accumulate(_ changes: [(push: Int, counts: [String: Int64])]) -> [(push: Int, counts: [String: Int64])] {
        var current: [String: Int64] = [:]
        var out: [(push: Int, counts: [String: Int64])] = []
        for (push, delta) in changes.sorted(by: { $0.push < $1.push }) {
            for (name, count) in delta {
                if count == 0 { current.removeValue(forKey: name) } else { current[name] = count }
            }
            out.append((push, current))
        }
        return out
    }

    /// The report, from full censuses in push order; pushes up to `warmup` are not fitted.
    /// Nil without any census.
    public static func report(censuses: [(push: Int, counts: [String: Int64])], warmup: Int) -> TypeGrowthReport? {
        guard let last = censuses.last else { return nil }
        let fitted = censuses.filter { $0.push > warmup }
        var names = Set<String>()
        for census in censuses { names.formUnion(census.counts.keys) }
        var growing: [TypeGrowth] = [], saturated: [TypeGrowth] = []
        if fitted.count >= minimumCensuses {
            let x = fitted.map { Double($0.push) }
            for name in names {
                let y = fitted.map { Double($0.counts[name] ?? 0) }
                guard let growth = grows(name, x: x, y: y) else { continue }
                if growth.steady { growing.append(growth) } else { saturated.append(growth) }
            }
        }
        // Fastest first; but a growing GlobalObject (whole contexts kept, each with its built-ins,
        // which then grow too) first of all: it explains the rest.
        growing.sort {
            ($0.className == globalObjectClass ? 1 : 0, $0.objectsPerPush, $1.className)
                > ($1.className == globalObjectClass ? 1 : 0, $1.objectsPerPush, $0.className)
        }
        saturated.sort { ($0.lastCount - $0.firstCount, $1.className) > ($1.lastCount - $1.firstCount, $0.className) }
        var report = TypeGrowthReport(
            censuses: censuses.count, censusesFitted: fitted.count, classes: names.count, growing: growing, lastCounts: last.counts)
        report.saturated = saturated
        return report
    }

    /// The class's growth when it grew (see TypeGrowth; `steady` false when it stopped), else nil.
    static func grows(_ name: String, x: [Double], y: [Double]) -> TypeGrowth? {
        guard let first = y.first, let last = y.last, let top = y.max() else { return nil }
        let half = x.count / 2
        let halves = x.count - half >= 3 && half >= 3
        let early = halves ? LeakAnalysis.theilSen(x: Array(x[..<half]), y: Array(y[..<half])) : nil
        let late = halves ? LeakAnalysis.theilSen(x: Array(x[half...]), y: Array(y[half...])) : nil
        func growth(_ slope: LeakAnalysis.Slope, steady: Bool) -> TypeGrowth {
            var growth = TypeGrowth(
                className: name, objectsPerPush: slope.estimate, lowPerPush: slope.low, highPerPush: slope.high,
                firstCount: Int64(first), lastCount: Int64(last), firstPush: Int(x.first!), lastPush: Int(x.last!))
            growth.steady = steady
            if !steady, let at = y.firstIndex(of: top) {
                // Where it stopped: the first census at its highest.
                growth.lastCount = Int64(top)
                growth.lastPush = Int(x[at])
            }
            return growth
        }
        if last - first >= Double(minimumGain), let slope = LeakAnalysis.theilSen(x: x, y: y), slope.low > 0 {
            // Still growing in the last part: a class that fills up once, then stops, is not a leak.
            let steady: Bool
            if let early, let late {
                steady = late.estimate > 0 && late.estimate >= LeakAnalysis.steadyPace * early.estimate
            } else {
                // Too few censuses to halve: the last gain must be there too.
                steady = (y.dropLast().last.map { last > $0 }) ?? false
            }
            return growth(slope, steady: steady)
        }
        // Grew over the first half, then held what it gained (a cache filling up to its bound).
        if let early, let late, early.low > 0, top - first >= Double(minimumGain), late.estimate <= 0,
            last - first >= 0.5 * (top - first)
        {
            return growth(early, steady: false)
        }
        return nil
    }
}
