import Foundation
import MemlabCore

/// `memlab recover [RESULTS_DIR]`: the records of runs whose memlab was killed before writing
/// them, rebuilt from their spools (RESULTS_DIR/.spool-*.frames.tmp). `memlab run` does the same on its way in.
struct RecoverCommand: Command {
    static let configuration = CommandConfiguration(
        name: "recover", arguments: "[RESULTS_DIR]", abstract: "writes the records of runs memlab was killed in, from their spools",
        discussion: """
            A run appends the worker's frames to a hidden spool file in RESULTS_DIR as they arrive. When memlab
            itself dies before writing the record (SIGKILL, the machine out of memory), the spool
            stays; this command (and the next `memlab run` into the same directory) builds the
            record from it: every push received, the verdict when enough were, `end.kind`
            "interrupted" and `recovery` saying so. The spool is removed once the record is written.
            Spools of a memlab still running are left alone. RESULTS_DIR defaults to results/.
            """,
        exitStatus: CommandConfiguration.Status.table(
            """
            0   every orphaned spool was recovered (or there was none)
            64  usage: more than one directory
            65  a spool is damaged; it is left in place
            66  RESULTS_DIR was given and does not exist, or is a file
            73  a record could not be written; its spool is left in place
            """))

    let directory: String

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard parsed.positionals.count <= 1 else {
            throw MemlabError.usage("`memlab recover` takes one results directory, got \(parsed.positionals.count)")
        }
        directory = parsed.positionals.first ?? "results"
    }

    /// A directory named that is not there is missing input (66); the default `results/` not there
    /// yet is simply nothing to recover.
    func checkDirectory() throws(MemlabError) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw MemlabError(.noInput, "\(directory) is a file, not a results directory; give the directory runs write their records to")
        }
        if !exists && directory != "results" {
            throw MemlabError(.noInput, "the results directory \(directory) does not exist; give the directory runs write their records to (default results/)")
        }
    }

    func run() throws(MemlabError) -> ExitCode {
        try checkDirectory()
        let (recovered, problems) = SpoolRecovery.recoverAll(resultsDirectory: directory)
        for one in recovered { Terminal.out(RecoverCommand.line(one)) }
        if recovered.isEmpty && problems.isEmpty {
            Terminal.out("no interrupted run to recover in \(directory)")
        }
        guard problems.isEmpty else {
            for problem in problems.dropLast() { Terminal.err("memlab: " + problem) }
            throw MemlabError(.dataError, problems.last!)
        }
        return .ok
    }

    /// `recovered probes/clean.js (1234 pushes, interrupted: ...): results/2026...json`.
    static func line(_ recovered: SpoolRecovery.Recovered) -> String {
        let record = recovered.record
        let pushes = record.recovery?.pushesReceived ?? 0
        var text = "recovered \(record.probe.path) (\(pushes) push\(pushes == 1 ? "" : "es") received"
        if let verdict = record.verdict { text += ", verdict \(verdict.kind.rawValue)" }
        text += "): " + (recovered.resultPath ?? "not written")
        return text
    }
}
