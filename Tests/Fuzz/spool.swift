// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): SpoolRecovery, the reader `memlab recover` (and
// the next `memlab run`) uses to build a record from the spool of a memlab that died: its header
// line, memlab's own `{"spool":...}` lines and the worker's frames, as left on disk (possibly cut
// anywhere, possibly copied from another machine). Contract: no crash on any bytes; what it refuses
// is a MemlabError of exit 65 whose sentence is one line; what it accepts is a record marked as
// recovered which, written as memlab writes records (RecordJSON), is read again to the same record.
import Foundation
@testable import MemlabCore

let path = NSTemporaryDirectory() + "/.spool-fuzz-\(getpid()).frames.tmp"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpool(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard FileManager.default.createFile(atPath: path, contents: bytes) else { fatalError("cannot write \(path)") }
    let record: RunRecord
    do throws(MemlabError) { record = try SpoolRecovery.record(fromSpool: path) } catch {
        precondition(error.exitCode == .dataError, "a refusal with exit \(error.exitCode.rawValue): \(error.sentence)")
        precondition(!error.sentence.contains("\n"), "a refusal of more than one line: \(error.sentence)")
        return 0
    }
    precondition(record.recovery != nil, "a record recovered from a spool does not say so")
    let written: Data
    do { written = try RecordJSON.data(record) } catch { fatalError("a recovered record cannot be written: \(error)") }
    let again: RunRecord
    do throws(MemlabError) { again = try ResultStore.read(data: written, path: "recovered.json") } catch {
        fatalError("a recovered record, written, is refused: \(error.sentence)\n\(String(decoding: written, as: UTF8.self))")
    }
    precondition(again == record, "a recovered record written back reads as another:\n\(String(decoding: written, as: UTF8.self))")
    return 0
}
