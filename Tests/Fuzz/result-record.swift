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
