/// A change of state between BASE and NEW: how the run ended, a push's outcome, the leak verdict.
/// A change for the worse is always a regression, however small the numbers.
public struct StateChange: Sendable, Equatable, Codable {
    public enum Aspect: String, Sendable, Codable {
        case end, outcome, verdict
    }

    public enum Status: String, Sendable, Codable {
        case regressed, improved, changed, unchanged
    }

    public var aspect: Aspect
    /// The push, for `outcome`.
    public var push: Int?
    public var base: String
    public var new: String
    /// How many runs on each side showed the state compared (the most common one).
    public var baseRuns: String
    public var newRuns: String
    public var status: Status

    public var regressed: Bool { status == .regressed }

    public var title: String {
        switch aspect {
        case .end: return "end"
        case .outcome: return "push \(push ?? 1) outcome"
        case .verdict: return "leak verdict"
        }
    }

    /// The state most runs of a side ended in; on a tie, the worse one.
    static func prevailing(_ states: [String], rank: (String) -> Int) -> (state: String, runs: String)? {
        guard !states.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for state in states { counts[state, default: 0] += 1 }
        let best = counts.max { a, b in a.value != b.value ? a.value < b.value : rank(a.key) < rank(b.key) }!
        return (best.key, "\(best.value) of \(states.count) run\(states.count == 1 ? "" : "s")")
    }

    /// Compares two sides' states, each a list of one state per run; nil when a side has none.
    static func compare(_ aspect: Aspect, push: Int? = nil, base: [String], new: [String], rank: (String) -> Int?) -> StateChange? {
        let ranking: (String) -> Int = { rank($0) ?? -1 }
        guard let b = prevailing(base, rank: ranking), let n = prevailing(new, rank: ranking) else { return nil }
        var status = Status.unchanged
        if b.state != n.state {
            switch (rank(b.state), rank(n.state)) {
            case let (from?, to?) where to > from: status = .regressed
            case let (from?, to?) where to < from: status = .improved
            default: status = .changed
            }
        }
        return StateChange(aspect: aspect, push: push, base: b.state, new: n.state, baseRuns: b.runs, newRuns: n.runs, status: status)
    }

    /// completed is best; a ceiling kill or expiry is the expected bad end of a ramp; a crash or
    /// a probe that no longer loads is worse still. `interrupted` says nothing about the probe.
    static func endRank(_ kind: String) -> Int? {
        switch RunEnd.Kind(rawValue: kind) {
        case .completed?: return 0
        case .killedAtCeiling?, .expired?: return 1
        case .crashed?, .probeError?, .workerError?: return 2
        case .interrupted?, nil: return nil
        }
    }

    static func outcomeRank(_ outcome: String) -> Int? {
        switch PushRecord.Outcome(rawValue: outcome) {
        case .modified?: return 0
        case .originalContent?: return 1
        case nil: return nil
        }
    }

    /// `insufficient` is "too few pushes to say": it is no state to compare against.
    static func verdictRank(_ verdict: String) -> Int? {
        switch LeakVerdict.Kind(rawValue: verdict) {
        case .flat?: return 0
        case .saturating?: return 1
        case .slowing?: return 2
        case .leaking?: return 3
        case .insufficient?, nil: return nil
        }
    }
}
