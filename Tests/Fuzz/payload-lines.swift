// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): the `--payloads` line splitter both the parent
// and the worker use (PayloadLines.ranges). Contract: the ranges are in order, inside the input,
// hold no line feed and end in no carriage return of their own line break; the bytes between them
// are exactly the line breaks ("\n" or "\r\n"), so the lines and breaks make the input again.
import MemlabProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayloadLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let ranges = PayloadLines.ranges(bytes)
    var at = 0
    for (number, range) in ranges.enumerated() {
        precondition(range.lowerBound == at && range.upperBound <= bytes.count, "line \(number) is not where the last one ended")
        precondition(!bytes[range].contains(0x0A), "line \(number) holds a line feed")
        var next = range.upperBound
        if next < bytes.count && bytes[next] == 0x0D && next + 1 < bytes.count && bytes[next + 1] == 0x0A { next += 1 }
        if next < bytes.count {
            precondition(bytes[next] == 0x0A, "line \(number) does not end at a line break")
            next += 1
        } else {
            precondition(number == ranges.count - 1, "a line after the input's end")
        }
        at = next
    }
    precondition(at == bytes.count, "bytes after the last line")
    for push in [0, 1, 2, 7, 1_000_000] {
        let line = PayloadLines.line(forPush: push, count: ranges.count)
        precondition(ranges.isEmpty ? line == 0 : (0..<ranges.count).contains(line), "push \(push) gets line \(line)")
    }
    return 0
}
