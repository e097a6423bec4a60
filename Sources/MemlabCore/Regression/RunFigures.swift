/// The figures of one run that a later run is compared on, taken from its record.
public struct RunFigures: Sendable, Equatable {
    /// A numeric figure, and which way is worse.
    public enum Figure: String, Sendable, Codable, CaseIterable {
        case baselineFootprint = "baseline-footprint"
        case peakFootprint = "peak-footprint"
        /// The last checkpoint value of a ramp probe: how far it got before the ceiling.
        case growthLimit = "growth-limit"
        case leakSlope = "leak-slope"
        case contextsRetained = "contexts-retained"
        /// What the probe's stores (IndexedDB, caches) grow by per push: the leak fit's storage source.
        case storageGrowth = "storage-growth"

        public var title: String {
            switch self {
            case .baselineFootprint: return "baseline footprint"
            case .peakFootprint: return "peak footprint"
            case .growthLimit: return "growth limit"
            case .leakSlope: return "leak slope"
            case .contextsRetained: return "contexts retained"
            case .storageGrowth: return "storage growth"
            }
        }

        /// Bigger is worse for memory; a ramp that gets less far before the kill is worse.
        public var higherIsWorse: Bool { self != .growthLimit }

        /// Exact counts have no noise: any change in the bad direction counts.
        public var isExact: Bool { self == .contextsRetained }

        /// A per-push rate (the leak slope, storage growth): printed and thresholded per push.
        public var isPerPush: Bool { self == .leakSlope || self == .storageGrowth }

        /// Whether values are bytes (thresholds in bytes apply; printed as sizes).
        public var isBytes: Bool { self != .contextsRetained }
    }

    public var probeName: String
    public var values: [Figure: Double]
    /// Per push index: how it ended, and why not modified.
    public var outcomes: [Int: PushRecord.Outcome]
    public var reasons: [Int: PushRecord.Reason]
    public var endKind: RunEnd.Kind
    public var verdict: LeakVerdict.Kind?

    public init(_ record: RunRecord) {
        probeName = record.probe.name
        var values: [Figure: Double] = [:]
        if let baseline = record.baseline { values[.baselineFootprint] = Double(baseline.footprintBytes) }
        if let peak = record.peakFootprintBytes { values[.peakFootprint] = Double(peak) }
        // `memlab limit` measured it; a ramp probe's last checkpoint before its kill estimates it.
        if let searched = record.growthLimit {
            values[.growthLimit] = Double(searched.largestCompletingBytes)
        } else if let last = record.lastCheckpoint, last.value.isFinite {
            values[.growthLimit] = last.value
        }
        if let verdict = record.verdict {
            values[.leakSlope] = verdict.slopeBytesPerPush
            values[.contextsRetained] = Double(verdict.contextsRetained)
            if let storage = verdict.sources?.storageBytesPerPush { values[.storageGrowth] = storage }
        }
        self.values = values
        outcomes = Dictionary(record.pushes.map { ($0.index, $0.outcome) }, uniquingKeysWith: { first, _ in first })
        reasons = Dictionary(record.pushes.compactMap { push in push.reason.map { (push.index, $0) } }, uniquingKeysWith: { first, _ in first })
        endKind = record.end.kind
        verdict = record.verdict?.kind
    }
}
