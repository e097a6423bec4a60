// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): the worker's argument parser
// (WorkerArguments(parsing:)), fed NUL-separated arguments. Contract: every input either parses
// or throws a WorkerArgumentsError whose message is one line; what parses is written back by
// `commandLine` (what the parent passes) and parses again to the same arguments.
import MemlabProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWorkerArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    do throws(WorkerArgumentsError) {
        let parsed = try WorkerArguments(parsing: arguments)
        let again = try WorkerArguments(parsing: parsed.commandLine)
        precondition(again == parsed, "arguments written back by commandLine parse differently: \(parsed.commandLine)")
    } catch {
        precondition(!error.message.isEmpty && !error.message.contains("\n"), "not one sentence: \(error.message)")
    }
    return 0
}
