import Foundation
import MemlabCore

/// A memlab subcommand, in the spirit of swift-argument-parser: the type declares its name,
/// arguments and options once (`configuration`); the parser, the checks and `--help` come from
/// that declaration. A command is made from a parsed command line and then run; it throws a
/// `MemlabError` for anything that ends it early and never exits the process itself
/// (`Memlab.exitStatus` maps every error to stderr and a status).
protocol Command {
    static var configuration: CommandConfiguration { get }
    init(_ parsed: ParsedArguments) throws(MemlabError)
    func run() throws(MemlabError) -> ExitCode
}

extension Command {
    /// Parses `arguments`: nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(MemlabError) -> Self? {
        switch try ParsedArguments.parse(arguments, options: configuration.options, command: configuration.name) {
        case .help: return nil
        case .parsed(let parsed): return try Self(parsed)
        }
    }

    /// `memlab NAME ARGUMENTS...`: the help, or the command run.
    static func main(_ arguments: [String]) throws(MemlabError) -> ExitCode {
        guard let command = try parse(arguments) else {
            Terminal.out(configuration.help)
            return .ok
        }
        return try command.run()
    }
}

/// What a command declares about itself; its help is generated from this.
struct CommandConfiguration: Sendable {
    /// One line of an EXIT STATUS section: `64  usage error: ...`.
    struct Status: Sendable {
        let codes: [ExitCode]
        let meaning: String
        var code: String { codes.map { String($0.rawValue) }.joined(separator: "/") }
        init(_ code: ExitCode, _ meaning: String) { self.init([code], meaning) }
        /// Several codes on one line: `130/143`.
        init(_ codes: [ExitCode], _ meaning: String) {
            self.codes = codes
            self.meaning = meaning
        }

        /// A table as the help prints it, a status a line: `64  usage: a bad option or value`
        /// (`130/143  interrupted...` for several codes). A code memlab has no ExitCode for is a bug.
        static func table(_ text: String) -> [Status] {
            text.split(separator: "\n").map { line in
                let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
                let codes = words[0].split(separator: "/").map { ExitCode(rawValue: Int32($0)!)! }
                return Status(codes, words[1].trimmingCharacters(in: .whitespaces))
            }
        }

        /// Every command's 64.
        static let badOption = Status(.usage, "usage: a bad option or value")
        /// The ends every command that runs a worker shares (`run`, `suite`, `limit`).
        static let workerEnds: [Status] = [
            Status(.unavailable, "the requested backend or the worker binary is not available"),
            Status(.software, "the worker failed: a memlab bug"),
            Status([.interrupted, .terminated], "interrupted (SIGINT / SIGTERM); the worker is killed and what it measured is written")
        ]
    }

    /// `run`: what follows `memlab`.
    var name: String
    /// The positional arguments in the usage line: `PROBE.js`, `BASE NEW`, `[RESULTS_DIR]`.
    var arguments: String
    /// One line for `memlab help`'s list of commands.
    var abstract: String
    /// Paragraphs for `memlab NAME --help`, before the options.
    var discussion: String
    var options: [OptionSpec] = []
    var exitStatus: [Status] = []

    /// `memlab run PROBE.js [options]`.
    var usage: String {
        ["memlab", name, arguments, options.isEmpty ? "" : "[options]"].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `memlab NAME --help`, `memlab help NAME`.
    var help: String {
        var sections = [usage]
        if !discussion.isEmpty { sections.append(discussion) }
        sections.append("OPTIONS\n" + HelpLayout.optionLines(options + [helpFlag.spec]).joined(separator: "\n"))
        // In the order of their codes, however a command lists them.
        let statuses = exitStatus.sorted { ($0.codes.first?.rawValue ?? 0) < ($1.codes.first?.rawValue ?? 0) }
        if !statuses.isEmpty { sections.append("EXIT STATUS\n" + HelpLayout.statusLines(statuses).joined(separator: "\n")) }
        return sections.joined(separator: "\n\n")
    }
}

/// How the generated help is laid out: two-column lists, wrapped at 100 columns.
enum HelpLayout {
    static let width = 100
    static let indent = 2
    static let column = 26

    /// `  --limit SIZE            the ceiling... (default: 24M)`; a label too wide for the
    /// column puts its help on the next line.
    static func optionLines(_ options: [OptionSpec]) -> [String] {
        options.flatMap { option in
            var help = option.help
            if let defaultText = option.defaultText { help += " (default: \(defaultText))" }
            return twoColumns(option.label, help)
        }
    }

    static func statusLines(_ statuses: [CommandConfiguration.Status]) -> [String] {
        statuses.flatMap { twoColumns($0.code, $0.meaning, column: 11) }
    }

    static func twoColumns(_ label: String, _ text: String, column: Int = column) -> [String] {
        let lead = String(repeating: " ", count: indent) + label
        let pad = String(repeating: " ", count: column)
        var lines: [String] = []
        var first = true
        // Each line of the text is wrapped on its own; its leading spaces indent it further.
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let extra = String(piece.prefix(while: { $0 == " " }))
            for line in wrap(String(piece.dropFirst(extra.count)), width: width - column - extra.count) {
                if first {
                    first = false
                    if lead.count <= column - 2 {
                        lines.append(lead.padding(toLength: column, withPad: " ", startingAt: 0) + extra + line)
                        continue
                    }
                    lines.append(lead)
                }
                lines.append(pad + extra + line)
            }
        }
        return lines
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}
