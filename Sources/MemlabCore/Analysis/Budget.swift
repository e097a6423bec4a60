import Foundation

/// A probe's memory budget: limits a run must stay within whatever last night did
/// (`--max-peak 12M --max-slope 1K --expect modified`), from the command line or the probe's header.
/// Checked on every run; the checks are written into the record (`budget`).
public struct Budget: Codable, Sendable, Equatable {
    /// How every push of the run is expected to end.
    public enum Expectation: String, Codable, Sendable, CaseIterable {
        /// Every push shows its notification (the default).
        case modified
        /// Every push ends in original content (a probe that shows the fallback on purpose).
        case original
        /// The ceiling kills the run (a ramp).
        case killed
        /// The push outlives --expire.
        case expired
    }

    public var maxPeakBytes: Int64?
    public var minHeadroomBytes: Int64?
    public var maxSlopeBytesPerPush: Int64?
    public var maxRetained: Int?
    public var expect: Expectation = .modified

    public init(
        maxPeakBytes: Int64? = nil, minHeadroomBytes: Int64? = nil, maxSlopeBytesPerPush: Int64? = nil,
        maxRetained: Int? = nil, expect: Expectation = .modified
    ) {
        self.maxPeakBytes = maxPeakBytes
        self.minHeadroomBytes = minHeadroomBytes
        self.maxSlopeBytesPerPush = maxSlopeBytesPerPush
        self.maxRetained = maxRetained
        self.expect = expect
    }

    /// Checks a finished run against the budget. `origins` says, per option name, where it came
    /// from (the header or the command line); an option absent from it is a default.
    public func check(_ record: RunRecord, origins: [String: BudgetCheck.Origin] = [:]) -> BudgetResult {
        var checks: [BudgetCheck] = []
        let probe = record.probe.name
        let peakPush = Budget.peakPush(record)
        let at = peakPush.map { " at push \($0)" } ?? ""
        /// One numeric check: what it compares, what it says kept, and broken (after "PROBE: ").
        func add(
            _ figure: BudgetCheck.Figure, _ option: String, budget: (text: String, value: Double), actual: (text: String, value: Double),
            push: Int?, passed: Bool, kept: String, broken: String
        ) {
            checks.append(
                BudgetCheck(
                    figure: figure, option: option, budget: budget.text, actual: actual.text, budgetValue: budget.value, actualValue: actual.value,
                    push: push, passed: passed, origin: origins[option], sentence: passed ? kept : "\(probe): " + broken))
        }
        func bytes(_ value: Int64) -> (text: String, value: Double) { (ByteSize.format(value), Double(value)) }
        if let limit = maxPeakBytes, let peak = record.peakFootprintBytes {
            let what = "peak footprint \(ByteSize.format(peak))\(at)"
            add(
                .peakFootprint, "--max-peak", budget: bytes(limit), actual: bytes(peak), push: peakPush, passed: peak <= limit,
                kept: "\(what) is within --max-peak \(ByteSize.format(limit))",
                broken: "\(what) is over its budget --max-peak \(ByteSize.format(limit)); make push \(peakPush ?? 1) hold less, or raise the budget")
        }
        if let minimum = minHeadroomBytes, let peak = record.peakFootprintBytes {
            let headroom = record.ceiling.limitBytes - peak
            let what = "headroom \(ByteSize.format(headroom)) under the \(ByteSize.format(record.ceiling.limitBytes)) ceiling\(at)"
            add(
                .headroom, "--min-headroom", budget: bytes(minimum), actual: bytes(headroom), push: peakPush, passed: headroom >= minimum,
                kept: "\(what) is within --min-headroom \(ByteSize.format(minimum))",
                broken: "\(what) is below its budget --min-headroom \(ByteSize.format(minimum)); make push \(peakPush ?? 1) hold less, or lower the budget")
        }
        if let limit = maxSlopeBytesPerPush, let verdict = record.verdict, verdict.kind != .insufficient {
            let slope = verdict.slopeBytesPerPush
            let passed = slope <= Double(limit)
            let first = verdict.warmupPushes + 1, last = verdict.warmupPushes + verdict.pushesAnalysed
            let what = "leak slope \(Budget.slopeText(slope)) over pushes \(first)-\(last)"
            add(
                .leakSlope, "--max-slope", budget: (ByteSize.format(limit) + "/push", Double(limit)), actual: (Budget.slopeText(slope), slope),
                push: passed ? nil : first, passed: passed, kept: "\(what) is within --max-slope \(ByteSize.format(limit))",
                broken:
                    "\(what) is over its budget --max-slope \(ByteSize.format(limit)); find what each push keeps (the growth line of `memlab run` says where), or raise the budget"
            )
        }
        if let limit = maxRetained, let verdict = record.verdict {
            let retained = verdict.contextsRetained
            let from = verdict.contextsRetainedFromPush.map { " from push \($0)" } ?? ""
            add(
                .contextsRetained, "--max-retained", budget: (String(limit), Double(limit)), actual: (String(retained), Double(retained)),
                push: verdict.contextsRetainedFromPush, passed: retained <= limit, kept: "\(retained) contexts retained is within --max-retained \(limit)",
                broken:
                    "\(retained) context\(retained == 1 ? "" : "s") retained after teardown\(from), over its budget --max-retained \(limit); something still references each push's context"
            )
        }
        checks.append(outcomeCheck(record, origin: origins["--expect"]))
        for index in checks.indices where !checks[index].passed && checks[index].origin == .header {
            checks[index].sentence = checks[index].sentence.replacingOccurrences(of: "over its budget", with: "over its header's budget")
                .replacingOccurrences(of: "below its budget", with: "below its header's budget")
        }
        return BudgetResult(budget: self, checks: checks)
    }

    func outcomeCheck(_ record: RunRecord, origin: BudgetCheck.Origin?) -> BudgetCheck {
        let probe = record.probe.name
        func make(_ passed: Bool, actual: String, push: Int?, sentence: String) -> BudgetCheck {
            BudgetCheck(
                figure: .outcome, option: "--expect", budget: expect.rawValue, actual: actual, push: push, passed: passed,
                origin: origin, sentence: sentence)
        }
        if record.pushes.isEmpty && record.end.kind != .completed {
            return make(
                false, actual: record.end.kind.rawValue, push: nil,
                sentence: "\(probe): no push was delivered (\(record.end.kind.rawValue)): \(record.end.message)")
        }
        switch expect {
        case .modified:
            guard let push = record.pushes.firstUnmodifiedPosition.map({ record.pushes[$0] }) else {
                return make(true, actual: PushRecord.Outcome.modified.rawValue, push: nil, sentence: "every push was modified, as expected")
            }
            let count = record.pushes.count - record.pushes.count(of: .modified)
            var why = push.reasonText
            if let message = push.exception?.message, !message.isEmpty { why += ": " + message }
            let others = count > 1 ? " (and \(count - 1) more push\(count - 1 == 1 ? "" : "es"))" : ""
            let hint =
                push.reason == .killedAtCeiling
                ? "make it hold less, or declare `--expect killed` in its header"
                : "fix the handler, or declare `--expect original` in its header if that is intended"
            return make(
                false, actual: push.outcome.rawValue, push: push.index,
                sentence: "\(probe): push \(push.index) ended in original content (\(why))\(others), but the probe expects every push modified; \(hint)")
        case .original:
            guard let push = record.pushes.first(where: { $0.outcome == .modified }) else {
                return make(true, actual: PushRecord.Outcome.originalContent.rawValue, push: nil, sentence: "every push ended in original content, as expected")
            }
            return make(
                false, actual: push.outcome.rawValue, push: push.index,
                sentence:
                    "\(probe): push \(push.index) showed its notification, but the probe expects original content (`--expect original`); correct the probe or its header"
            )
        case .killed, .expired:
            let wanted: RunEnd.Kind = expect == .killed ? .killedAtCeiling : .expired
            if record.end.kind == wanted {
                return make(true, actual: wanted.rawValue, push: record.pushes.last?.index, sentence: "the run ended \(wanted.rawValue), as expected")
            }
            let words = expect == .killed ? "the ceiling to kill it" : "its push to expire"
            return make(
                false, actual: record.end.kind.rawValue, push: record.pushes.last?.index,
                sentence:
                    "\(probe): the run ended \(record.end.kind.rawValue), but the probe expects \(words) (`--expect \(expect.rawValue)`); correct the probe or its header"
            )
        }
    }

    public static func slopeText(_ slope: Double) -> String {
        (slope < 0 ? "-" : "") + ByteSize.format(Int64(abs(slope).rounded())) + "/push"
    }

    /// The push during which the footprint was highest: the ceiling's kill, else the highest sample.
    public static func peakPush(_ record: RunRecord) -> Int? {
        if record.end.kind == .killedAtCeiling, let last = record.pushes.last { return last.index }
        // Each push's own peak, where the record has it.
        // Read from its column (a long run's million pushes are not put together, nor copied out).
        var highest: (push: Int, bytes: Int64)?
        for position in record.pushes.indices {
            if let bytes = record.pushes.value(.peakFootprintBytes, at: position), highest == nil || bytes > highest!.bytes {
                highest = (record.pushes.pushIndex(at: position), bytes)
            }
        }
        if let highest { return highest.push }
        var best: (bytes: Int64, push: Int)?
        for checkpoint in record.checkpoints where best == nil || checkpoint.footprintBytes > best!.bytes {
            best = (checkpoint.footprintBytes, checkpoint.push)
        }
        for position in record.pushes.indices {
            if let bytes = record.pushes.value(.footprintBytes, at: position), best == nil || bytes > best!.bytes {
                best = (bytes, record.pushes.pushIndex(at: position))
            }
        }
        return best?.push ?? record.pushes.first?.index
    }
}

/// One figure of a run against its budget.
public struct BudgetCheck: Codable, Sendable, Equatable {
    public enum Figure: String, Codable, Sendable, CaseIterable {
        case peakFootprint = "peak-footprint"
        case headroom
        case leakSlope = "leak-slope"
        case contextsRetained = "contexts-retained"
        case outcome
    }

    /// Where a budget came from.
    public enum Origin: String, Codable, Sendable, CaseIterable {
        /// The probe's `// memlab:` line.
        case header
        /// `memlab run`'s or `memlab suite`'s own options.
        case commandLine = "command line"
    }

    public var figure: Figure
    /// The option that set the budget: `--max-peak`.
    public var option: String
    /// The budget and the run's figure, as text (`12 MiB`, `1 KiB/push`, `modified`).
    public var budget: String
    public var actual: String
    public var budgetValue: Double?
    public var actualValue: Double?
    /// The push the figure belongs to (the peak's, the first leaking, the first failing).
    public var push: Int?
    public var passed: Bool
    /// `header` or `command line`; nil for a default (`--expect modified`).
    public var origin: Origin?
    /// One sentence: for a broken budget, the probe, the figure, the budget and what to do.
    public var sentence: String

    public init(
        figure: Figure, option: String, budget: String, actual: String, budgetValue: Double? = nil, actualValue: Double? = nil,
        push: Int?, passed: Bool, origin: Origin?, sentence: String
    ) {
        self.figure = figure
        self.option = option
        self.budget = budget
        self.actual = actual
        self.budgetValue = budgetValue
        self.actualValue = actualValue
        self.push = push
        self.passed = passed
        self.origin = origin
        self.sentence = sentence
    }

    public var title: String {
        switch figure {
        case .peakFootprint: return "peak footprint"
        case .headroom: return "headroom"
        case .leakSlope: return "leak slope"
        case .contextsRetained: return "contexts retained"
        case .outcome: return "outcome"
        }
    }
}

/// The budget a run was held to and how it fared: the record's `budget`.
public struct BudgetResult: Codable, Sendable, Equatable {
    public var budget: Budget
    public var checks: [BudgetCheck]
    public var passed: Bool { checks.allSatisfy(\.passed) }
    public var broken: [BudgetCheck] { checks.filter { !$0.passed } }

    public init(budget: Budget, checks: [BudgetCheck]) {
        self.budget = budget
        self.checks = checks
    }

    enum CodingKeys: String, CodingKey { case budget, checks, passed }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        budget = try container.decode(Budget.self, forKey: .budget)
        checks = try container.decode([BudgetCheck].self, forKey: .checks)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(budget, forKey: .budget)
        try container.encode(checks, forKey: .checks)
        try container.encode(passed, forKey: .passed)
    }
}
