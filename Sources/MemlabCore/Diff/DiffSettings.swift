/// How large a change must be before `memlab diff` calls it a regression.
public struct DiffSettings: Sendable, Equatable, Codable {
    /// A change smaller than this fraction of BASE is noise (`--threshold 5%`).
    public var relativeThreshold: Double = 0.05
    /// A change of fewer bytes than this is noise, whatever its ratio (`--min-bytes 64K`).
    public var minimumBytes: Int64 = 64 * 1024
    /// Significance level of the Mann-Whitney test, used when a side holds repeated runs (`--alpha`).
    public var alpha: Double = 0.05

    public init() {}

    public init(relativeThreshold: Double, minimumBytes: Int64, alpha: Double = 0.05) {
        self.relativeThreshold = relativeThreshold
        self.minimumBytes = minimumBytes
        self.alpha = alpha
    }

    /// The effect-size floor: the smallest change in the bad direction that matters, given BASE.
    public func floor(base: Double, isBytes: Bool) -> Double {
        let relative = abs(base) * relativeThreshold
        return isBytes ? max(relative, Double(minimumBytes)) : relative
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
