import MemlabCore

/// `memlab version`: the version of memlab. JavaScriptCore's is the worker's to tell: each
/// record carries it (`runtime.jscVersion`), and `memlab run`'s summary shows it.
struct VersionCommand: Command {
    static let configuration = CommandConfiguration(
        name: "version", arguments: "", abstract: "memlab's version (a record names its JavaScriptCore)",
        discussion: "Prints memlab's version. The JavaScriptCore a run used is in its record (runtime.jscVersion)\nand on the first line of `memlab run`'s summary.")

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard parsed.positionals.isEmpty else {
            throw MemlabError.usage("`memlab version` takes no arguments, got \(parsed.positionals.joined(separator: " ")); run `memlab version` alone")
        }
    }

    func run() throws(MemlabError) -> ExitCode {
        Terminal.out("memlab \(MemlabVersion.string)")
        return .ok
    }
}
