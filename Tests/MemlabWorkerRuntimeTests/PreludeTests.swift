import Testing
@testable import MemlabWorkerRuntime

/// The prelude is parsed once per context group only if JSC can take it as immortal ASCII
/// text; otherwise every context evaluates the 70 KB source itself (slower, same result).
/// (No JavaScriptCore VM here: LeakTests must set JSC's options before the first one.)
@Suite struct PreludeTests {
    @Test func preludeIsASCII() {
        let offending = PushWorkerPrelude.source.unicodeScalars.first { !$0.isASCII }
        #expect(PushWorkerPrelude.sourceIsASCII, "first non-ASCII character: \(String(describing: offending))")
    }
}
