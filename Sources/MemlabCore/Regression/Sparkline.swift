/// `▁▂▅█`: a row of values in one line, for terminals.
public enum Sparkline {
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// Nil values (a run without the figure) print as a space.
    public static func render(_ values: [Double?]) -> String {
        let present = values.compactMap { $0 }.filter(\.isFinite)
        guard let low = present.min(), let high = present.max() else { return String(repeating: " ", count: values.count) }
        return String(
            values.map { value -> Character in
                guard let value, value.isFinite else { return " " }
                guard high > low else { return bars[bars.count / 2] }
                let position = Int(((value - low) / (high - low) * Double(bars.count - 1)).rounded())
                return bars[min(max(position, 0), bars.count - 1)]
            })
    }
}
