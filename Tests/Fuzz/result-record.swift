// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): ResultStore.read, the reader of every result
// record `diff`, `report`, `history`, `merge` and `export` take (schemas 1 and 2: pushes as an
// array of objects; 3: pushes as columns). Contract: no crash on any bytes; what it refuses is a
// MemlabError of exit 65 whose sentence is one line; what it accepts, written back as memlab
// writes a record (RecordJSON, schema 3), is read again to the same record (the same pushes too).
import Foundation
@testable import MemlabCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResultRecord(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let record: RunRecord
    do throws(MemlabError) { record = try ResultStore.read(data: bytes, path: "fuzz.json") } catch {
        precondition(error.exitCode == .dataError, "a refusal with exit \(error.exitCode.rawValue): \(error.sentence)")
        precondition(!error.sentence.contains("\n"), "a refusal of more than one line: \(error.sentence)")
        return 0
    }
    // Known, not fixed (docs/fuzzing.md): the pushes' columns are read back as Doubles, so an
    // integer past 2^53 loses its last digits; inputs with one (16 digits or more) skip the round trip.
    if bigInteger(in: UnsafeBufferPointer(start: data, count: size)) { return 0 }
    let written: Data
    do { written = try RecordJSON.data(record) } catch { fatalError("a record read cannot be written: \(error)") }
    let again: RunRecord
    do throws(MemlabError) { again = try ResultStore.read(data: written, path: "written.json") } catch {
        fatalError("a record read and written back is refused: \(error.sentence)\n\(String(decoding: written, as: UTF8.self))")
    }
    var expected = record
    expected.schemaVersion = RunRecord.currentSchemaVersion
    precondition(again == expected, "a record written back reads as another:\n\(String(decoding: written, as: UTF8.self))")
    precondition(Array(again.pushes) == Array(record.pushes), "a record's pushes written back read as others")
    return 0
}

/// Whether the bytes hold an integer of 16 digits or more (not a fraction's digits: no "." before
/// the run, no "." or exponent after it), one a Double may not hold exactly.
func bigInteger(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func digit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    var start = 0
    while start < bytes.count {
        guard digit(bytes[start]) else { start += 1; continue }
        var end = start
        while end < bytes.count && digit(bytes[end]) { end += 1 }
        let fraction = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
        let continued = end < bytes.count && [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[end])
        if end - start >= 16 && !fraction && !continued { return true }
        start = end
    }
    return false
}
