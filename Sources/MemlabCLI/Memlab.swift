import MemlabCore

/// The root command: its subcommands, `memlab help` generated from their declarations, and the
/// one place that maps how a command ended to memlab's exit status.
public enum Memlab {
    /// Every subcommand, in the order `memlab help` lists them.
    static var subcommands: [any Command.Type] {
        [
            RunCommand.self, LimitCommand.self, SuiteCommand.self, DiffCommand.self, ReportCommand.self,
            HistoryCommand.self, MergeCommand.self, ExportCommand.self, PresetsCommand.self, RecoverCommand.self, WptCommand.self, VersionCommand.self,
            CompletionsCommand.self, HelpCommand.self
        ]
    }

    /// memlab's exit statuses, as `memlab help` and docs/options.md list them.
    static let exitStatus: [CommandConfiguration.Status] = CommandConfiguration.Status.table(
        """
        0        the run was carried out (a probe killed at the ceiling is a finding, not a failure)
        1        `memlab diff` / `memlab suite --baseline`: something regressed; `suite` (or `run` given a budget): a budget is broken
        64       usage error: unknown command or option, a missing or bad value (e.g. --limit 24Q), a limit below the runtime's own need, a payload over 4096 bytes
        65       the probe has a syntax error or throws while loading; a corrupt result file
        66       the probe or another input file is missing or unreadable
        69       a requested backend (e.g. --enforce cgroup) or the worker binary is not available
        70       internal error in memlab or its worker
        73       the result file could not be written
        130/143  interrupted by SIGINT / SIGTERM; the worker is killed and the run's record written
        141      stdout was closed before memlab had written all of it (a reader such as `head -1` left); the work itself was done and its records written
        """)

    static func command(named name: String) -> (any Command.Type)? {
        subcommands.first { $0.configuration.name == name }
    }

    /// `memlab`, `memlab help`, `memlab --help`.
    static var help: String {
        let column = (subcommands.map { $0.configuration.usage.count }.max() ?? 0) + 4
        let commands = subcommands.flatMap { command in
            HelpLayout.twoColumns(command.configuration.usage, command.configuration.abstract, column: column)
        }
        return [
            "memlab: how much memory a JavaScript push handler needs under an iOS-like ceiling.",
            "USAGE\n" + commands.joined(separator: "\n"),
            "Run `memlab help COMMAND` (or `memlab COMMAND --help`) for a command's options. Results go to\nstdout, progress and diagnostics to stderr.",
            "EXIT STATUS\n" + HelpLayout.statusLines(exitStatus).joined(separator: "\n")
        ].joined(separator: "\n\n")
    }

    /// Runs the command line (without the program's name) and returns the process's exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        exitStatus { () throws(MemlabError) -> ExitCode in
            var arguments = arguments
            let name = arguments.isEmpty ? "help" : arguments.removeFirst()
            return try dispatch(name, arguments)
        }
    }

    static func dispatch(_ name: String, _ arguments: [String]) throws(MemlabError) -> ExitCode {
        switch name {
        case "--help", "-h": return try HelpCommand.main(arguments)
        case "--version": return try VersionCommand.main(arguments)
        default:
            guard let command = command(named: name) else {
                throw MemlabError.usage("unknown command '\(name)'; try `memlab run probes/grow.js --limit 24M` or `memlab help`")
            }
            return try command.main(arguments)
        }
    }

    /// The one place that maps every error to a stream and an exit code: a command's error is one
    /// sentence on stderr and its status; a command that finishes returns its own (0, or 1 for a regression).
    /// A command that finished its work but found stdout closed (its reader left) exits 141, as
    /// a process killed by SIGPIPE would report it, where it would have exited 0; any other
    /// status (a regression, a failure) is its own.
    static func exitStatus(_ body: () throws(MemlabError) -> ExitCode) -> Int32 {
        do throws(MemlabError) {
            let status = try body()
            return (status == .ok && Terminal.stdoutClosed ? ExitCode.brokenPipe : status).rawValue
        } catch {
            Terminal.err("memlab: " + error.sentence)
            return error.exitCode.rawValue
        }
    }
}
