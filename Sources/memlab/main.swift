// memlab: the command-line front end. It never links JavaScriptCore; the engine
// runs only in memlab-worker, so whatever the engine does, memlab survives to report it.
@preconcurrency import Glibc
import Foundation
import MemlabCore

func main() -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    Interruption.install()
    var arguments = Array(CommandLine.arguments.dropFirst())
    let command = arguments.isEmpty ? "help" : arguments.removeFirst()
    return dispatch(command, arguments)
}

/// The one place that maps every error to a stream and an exit code.
func dispatch(_ command: String, _ arguments: [String]) -> Int32 {
    do throws(MemlabError) {
        let code: ExitCode
        switch command {
        case "run":
            code = try RunCommand.execute(arguments)
        case "limit":
            code = try LimitCommand.execute(arguments)
        case "diff":
            code = try DiffCommand.execute(arguments)
        case "suite":
            code = try SuiteCommand.execute(arguments)
        case "merge":
            code = try MergeCommand.execute(arguments)
        case "report":
            code = try ReportCommand.execute(arguments)
        case "history":
            code = try HistoryCommand.execute(arguments)
        case "version", "--version":
            Terminal.out("memlab \(MemlabVersion.string)")
            code = .ok
        case "help", "--help", "-h":
            if let topic = arguments.first, topic != "help", topic != "--help", topic != "-h" {
                // `memlab help diff` is `memlab diff --help`.
                return dispatch(topic, ["--help"])
            }
            Terminal.out(HelpText.main)
            code = .ok
        default:
            throw MemlabError.usage("unknown command '\(command)'; try `memlab run probes/grow.js --limit 24M` or `memlab help`")
        }
        return code.rawValue
    } catch {
        Terminal.err("memlab: " + error.sentence)
        return error.exitCode.rawValue
    }
}

exit(main())
