import MemlabCore

/// `memlab help [COMMAND]`: the list of commands, or one command's help (`memlab COMMAND --help`).
struct HelpCommand: Command {
    static let configuration = CommandConfiguration(
        name: "help", arguments: "[COMMAND]", abstract: "this list, or a command's options",
        discussion: """
            Without COMMAND, lists memlab's commands and exit statuses; `memlab help COMMAND` is
            `memlab COMMAND --help`. With --markdown, the same as the page of docs/commands/.
            """,
        options: [markdown.spec])

    static let markdown = Flag("--markdown", help: "print the command's reference page in Markdown (docs/commands/COMMAND.md; the index without COMMAND)")

    let topic: (any Command.Type)?
    let markdown: Bool

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        markdown = parsed[HelpCommand.markdown]
        guard parsed.positionals.count <= 1 else {
            throw MemlabError.usage(
                "`memlab help` takes one command, got \(parsed.positionals.count): \(parsed.positionals.joined(separator: " ")); e.g. `memlab help run`")
        }
        guard let name = parsed.positionals.first, name != "help" || markdown else { topic = nil; return }
        guard let command = Memlab.command(named: name) else {
            throw MemlabError.usage("unknown command '\(name)'; `memlab help` lists them")
        }
        topic = command
    }

    func run() throws(MemlabError) -> ExitCode {
        if markdown {
            Terminal.out(topic.map { CommandReference.page($0.configuration) } ?? CommandReference.index)
        } else {
            Terminal.out(topic?.configuration.help ?? Memlab.help)
        }
        return .ok
    }
}
