/// `--payloads FILE`: JSON Lines, one push's payload a line. The parent checks every line and
/// the worker reads the one a push gets; both split the file here, so they agree on the lines.
public enum PayloadLines {
    /// The byte ranges of the file's lines, without their line break (`\n`, or `\r\n`); a final
    /// line break ends the last line and starts no empty one. A carriage return not followed by a
    /// line feed (at the end of a file without a final line break) is the line's own byte: only
    /// `\r\n` is a line break (found by the payload-lines fuzz target, docs/fuzzing.md).
    public static func ranges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            ranges.append(start..<trimmed(bytes, start, index))
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    private static func trimmed(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        end > start && bytes[end - 1] == 0x0D ? end - 1 : end
    }

    /// Push `push`'s line (0-based) among `count` lines: cycling when there are fewer lines than pushes.
    public static func line(forPush push: Int, count: Int) -> Int {
        count <= 0 ? 0 : (max(push, 1) - 1) % count
    }
}
