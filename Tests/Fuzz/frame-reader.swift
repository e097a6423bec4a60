// Fuzz target (scripts/fuzz.sh, docs/fuzzing.md): FrameReader, the parent's reader of the bytes a
// worker running untrusted JavaScript writes to fd 3. Contract: no crash on any bytes; how the
// bytes are split into reads changes nothing (the input is fed whole, then in two pieces at a
// point its first byte chooses; only which problem a malformed frame is may differ); every problem is a typed `FrameReader.Problem` whose sentence is
// one line; every frame it accepts, written back as the worker writes it (`encoded()`), is read
// again to the same frame.
@testable import MemlabCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrameReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var whole = FrameReader()
    let once = whole.feed(bytes) + whole.finish()
    if size > 0 {
        let cut = Int(bytes[0]) * size / 256
        var split = FrameReader()
        let twice = split.feed(bytes[..<cut]) + split.feed(bytes[cut...]) + split.finish()
        // Which field a malformed frame's problem names, when several are wrong inside one object,
        // is whichever JSONDecoder meets first: that follows a dictionary's order, not the bytes
        // (and once in a 20 s run it called such a line not JSON at all): a line refused is
        // compared as refused, its preview the same.
        func fieldless(_ results: [Result<WorkerFrame, FrameReader.Problem>]) -> [Result<WorkerFrame, FrameReader.Problem>] {
            results.map { result in
                guard case .failure(.malformed(_, _, let preview)) = result else { return result }
                return .failure(.notJSON(preview: preview))
            }
        }
        precondition(fieldless(twice) == fieldless(once), "the frames differ when the input is read in two pieces (cut at \(cut))")
    }
    for result in once {
        switch result {
        case .failure(let problem):
            precondition(!problem.sentence.contains("\n"), "a problem's sentence is more than one line: \(problem.sentence)")
        case .success(let frame):
            let line = frame.encoded().finish()
            var again = FrameReader()
            let read = again.feed(Array((line + "\n").utf8)) + again.finish()
            guard read.count == 1, case .success(let reread) = read[0] else { fatalError("a frame written back is not read again: \(line) \(read)") }
            precondition(reread == frame, "a frame written back reads as another: \(line)")
        }
    }
    return 0
}
