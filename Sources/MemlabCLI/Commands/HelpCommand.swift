import MemlabCore

/// `memlab help [COMMAND]`: the list of commands, or one command's help (`memlab COMMAND --help`).
struct HelpCommand: Command {
    static let configuration = CommandConfiguration(
        name: "help", arguments: "[COMMAND]", abstract: "this list, or a command's options",
        discussion: "Without COMMAND, lists memlab's commands and exit statuses; `memlab help COMMAND` is\n`memlab COMMAND --help`.")

    let topic: (any Command.Type)?

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard parsed.positionals.count <= 1 else {
            throw MemlabError.usage(
                "`memlab help` takes one command, got \(parsed.positionals.count): \(parsed.positionals.joined(separator: " ")); e.g. `memlab help run`")
        }
        guard let name = parsed.positionals.first, name != "help" else { topic = nil; return }
        guard let command = Memlab.command(named: name) else {
            throw MemlabError.usage("unknown command '\(name)'; `memlab help` lists them")
        }
        topic = command
    }

    func run() throws(MemlabError) -> ExitCode {
        Terminal.out(topic?.configuration.help ?? Memlab.help)
        return .ok
    }
}
