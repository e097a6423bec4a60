import Foundation
import MemlabCore

/// `memlab history results/ [--probe NAME]`: each probe's key figures across runs, oldest first.
/// Reads the records in the directory and in the suite directories one level below it.
struct HistoryCommand: Command {
    static let configuration = CommandConfiguration(
        name: "history", arguments: "[RESULTS_DIR]", abstract: "a probe's figures across runs, oldest first",
        discussion: """
            A table of each probe's key figures across its runs, oldest first: end, leak verdict,
            baseline and peak footprint, growth limit, leak slope, contexts retained, the application's
            commit (`--commit`, or git in the probes' directory) and the one memlab was built from.
            Reads RESULTS_DIR (default results/) and the suite directories in it; a run found twice (a
            shard and the suite merged from it) counts once. On a terminal, a sparkline per figure. A
            damaged file is skipped with a warning.
            """,
        options: [probe.spec, json.spec],
        exitStatus: CommandConfiguration.Status.table(
            """
            0   the history was shown
            66  no such directory, no readable result, or no run of --probe
            """) + [.badOption])

    static let probe = Option<String?>("--probe", value: "NAME", help: "only this probe (its file name without .js), default every probe")
    static let json = Flag("--json", help: "print the history as JSON (docs/results-schema.md) instead of tables")

    let directory: String
    let probe: String?
    let json: Bool

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard parsed.positionals.count <= 1 else {
            throw MemlabError.usage("`memlab history` takes one results directory, got \(parsed.positionals.count)")
        }
        directory = parsed.positionals.first ?? "results"
        probe = parsed[HistoryCommand.probe]
        json = parsed[HistoryCommand.json]
    }

    func run() throws(MemlabError) -> ExitCode {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MemlabError(.noInput, "\(directory) is not a results directory; give the directory memlab writes to (results/ or --out DIR)")
        }
        var files = try RecordSet.recordFiles(in: directory)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for entry in entries.sorted() where FileManager.default.fileExists(atPath: directory + "/" + entry + "/" + SuiteManifest.fileName) {
            files += (try? RecordSet.recordFiles(in: directory + "/" + entry)) ?? []
        }
        var records: [RunRecord] = []
        var skipped = 0
        var seen = Set<String>()
        for file in files {
            // A shard's record and its copy in the merged suite are one run.
            if let data = FileManager.default.contents(atPath: file), !seen.insert(SHA256.hex(SHA256.digest([UInt8](data)))).inserted { continue }
            do { records.append(try ResultStore.read(file)) } catch {
                // One damaged file must not hide the rest of the history.
                skipped += 1
                Terminal.err("memlab: warning: skipped " + error.sentence)
            }
        }
        guard !records.isEmpty else {
            throw MemlabError(
                .noInput,
                "\(directory) holds no readable memlab results\(skipped > 0 ? " (\(skipped) damaged)" : ""); run `memlab run` or `memlab suite --out \(directory)/NAME` first"
            )
        }
        var names: [String] = []
        for record in records.sorted(by: { $0.createdAt < $1.createdAt }) where !names.contains(record.probe.name) { names.append(record.probe.name) }
        if let probe {
            guard names.contains(probe) else {
                throw MemlabError(.noInput, "no run of probe '\(probe)' in \(directory); it holds runs of: \(names.joined(separator: ", "))")
            }
            names = [probe]
        }
        if json {
            Terminal.outJSON(names.map { name in HistoryTable(probe: name, records: records.filter { $0.probe.name == name }).entry })
            return .ok
        }
        let sparklines = Terminal().stdoutIsTTY
        let tables = names.map { name in HistoryTable(probe: name, records: records.filter { $0.probe.name == name }).text(sparklines: sparklines) }
        Terminal.out(tables.joined(separator: "\n\n"))
        return .ok
    }
}
