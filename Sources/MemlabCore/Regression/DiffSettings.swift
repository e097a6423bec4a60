/// How large a change must be before `memlab diff` calls it a regression.
public struct DiffSettings: Sendable, Equatable, Codable {
    /// A change smaller than this fraction of BASE is noise (`--threshold 5%`).
    public var relativeThreshold: Double = 0.05
    /// A change of fewer bytes than this is noise, whatever its ratio (`--min-bytes 64K`).
    public var minimumBytes: Int64 = 64 * 1024
    /// Significance level of the Mann-Whitney test, used when a side holds repeated runs (`--alpha`).
    public var alpha: Double = 0.05
    /// A leak slope changing by fewer bytes per push than this is noise (`--min-slope 1K`). A slope
    /// is bytes per push, not a total: `--min-bytes` (64 KiB) would call 4 -> 64 KiB/push unchanged.
    /// 1 KiB/push: twice the largest spread measured (CHANGELOG): 6 repeated runs each of clean.js
    /// (100 pushes) and leak-rate.js (200 pushes) spread by 0 and 31 B/push, and 34 runs of a
    /// clean 100-push probe read 0 B/push but twice (467 and 505 B/push). A new leak of 1 KiB/push
    /// from nothing is still a regression: its verdict goes from flat to leaking.
    public var minimumSlopeBytesPerPush: Int64 = 1024

    public init() {}

    public init(relativeThreshold: Double, minimumBytes: Int64, alpha: Double = 0.05, minimumSlopeBytesPerPush: Int64 = 1024) {
        self.relativeThreshold = relativeThreshold
        self.minimumBytes = minimumBytes
        self.alpha = alpha
        self.minimumSlopeBytesPerPush = minimumSlopeBytesPerPush
    }

    enum CodingKeys: String, CodingKey { case relativeThreshold, minimumBytes, alpha, minimumSlopeBytesPerPush }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        relativeThreshold = try container.decode(Double.self, forKey: .relativeThreshold)
        minimumBytes = try container.decode(Int64.self, forKey: .minimumBytes)
        alpha = try container.decode(Double.self, forKey: .alpha)
        minimumSlopeBytesPerPush = try container.decodeIfPresent(Int64.self, forKey: .minimumSlopeBytesPerPush) ?? 1024
    }

    /// The effect-size floor: the smallest change in the bad direction that matters, given BASE.
    public func floor(base: Double, isBytes: Bool) -> Double {
        let relative = abs(base) * relativeThreshold
        return isBytes ? max(relative, Double(minimumBytes)) : relative
    }

    /// The floor of one figure: a slope's own per-push floor, a total's byte floor.
    public func floor(base: Double, figure: RunFigures.Figure) -> Double {
        if figure.isPerPush { return max(abs(base) * relativeThreshold, Double(minimumSlopeBytesPerPush)) }
        return floor(base: base, isBytes: figure.isBytes)
    }

    /// Parses `5%`, `5` (percent) or `0.05` (a fraction below 1).
    public static func parsePercent(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces()
        let hasPercent = trimmed.hasSuffix("%")
        guard let value = Double(hasPercent ? String(trimmed.dropLast()) : trimmed), value.isFinite, value >= 0 else { return nil }
        let fraction = hasPercent || value >= 1 ? value / 100 : value
        return fraction <= 10 ? fraction : nil
    }
}
