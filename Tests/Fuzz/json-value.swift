// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): JSONValueParser, the parent's reader of every
// notification a worker sends. Contract: no crash and no unbounded work on any input; what it
// accepts is read again, from what JSONValue writes (`jsonText`), to the same value; nesting past
// its depth bound is refused (nil), never a stack overflow.
import MemlabProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONValue(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let (value, end) = JSONValueParser.value(in: bytes, from: 0) else { return 0 }
    precondition(end <= size, "the parser ended past its input")
    let written = value.jsonText
    guard let again = JSONValueParser.parse(written) else { fatalError("what it accepted, written back, is refused: \(written)") }
    precondition(again == value, "a value read back differs: \(written)")
    return 0
}
