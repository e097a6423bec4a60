/// memlab's exit statuses, documented in docs/options.md and `memlab --help`.
/// A probe killed at the ceiling is a finding (0), not a tool failure.
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// `memlab diff` / `memlab suite`: something regressed.
    case regression = 1
    /// EX_USAGE: a wrong flag, a bad value, a limit below the runtime's own need.
    case usage = 64
    /// EX_DATAERR: the probe has a syntax error or throws while loading; a corrupt result file.
    case dataError = 65
    /// EX_NOINPUT: the probe (or another input file) is missing or unreadable.
    case noInput = 66
    /// EX_UNAVAILABLE: a requested backend or the worker binary is not available here.
    case unavailable = 69
    /// EX_SOFTWARE: memlab or its worker failed in a way that is memlab's fault.
    case software = 70
    /// EX_CANTCREAT: the result file could not be written.
    case cannotCreate = 73
    /// stdout was closed before memlab finished writing to it (a reader such as `head -1` left):
    /// what a process killed by SIGPIPE reports (128 + 13). The work itself was done: records written.
    case brokenPipe = 141
    /// Interrupted by SIGINT (128 + 2); the record of the run in progress is written.
    case interrupted = 130
    /// Terminated by SIGTERM (128 + 15); the record of the run in progress is written.
    case terminated = 143
}

/// An error that ends a memlab command: one sentence for the user and an exit status.
public struct MemlabError: Error, Sendable, CustomStringConvertible {
    public let exitCode: ExitCode
    public let sentence: String

    public init(_ exitCode: ExitCode, _ sentence: String) {
        self.exitCode = exitCode
        self.sentence = sentence
    }

    public var description: String { sentence }

    public static func usage(_ sentence: String) -> MemlabError { MemlabError(.usage, sentence) }
}
