import Foundation
import MemlabCore

/// `memlab merge DIR... -o DIR`: joins the shard directories of one suite (`--shard I/N`)
/// into one suite directory. Records are copied (atomically); nothing is moved.
struct MergeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "merge", arguments: "SUITE_DIR... -o DIR", abstract: "join the shards of one suite",
        discussion: """
            Joins suite directories (usually the shards of one nightly run, `memlab suite --shard I/N`)
            into one suite directory DIR: a suite.json listing every probe, and copies of the records.
            A probe found in several inputs keeps the runs of all of them. DIR must not hold a suite yet.
            The inputs should have been run with the same suite options; a difference is reported.
            """,
        options: [out.spec],
        exitStatus: CommandConfiguration.Status.table(
            """
            0   merged
            64  usage: no -o DIR, no input, a bad option
            65  a damaged or newer record or suite.json
            66  an input that is not a suite directory, or a record it lists that is missing
            73  DIR cannot be created, or already holds a suite
            """))

    static let out = Option<String?>("-o", "--out", value: "DIR", help: "the suite directory to create (required)")

    let out: String
    let inputs: [String]

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard let out = parsed[MergeCommand.out] else {
            throw MemlabError.usage("`memlab merge` needs -o DIR, the suite directory to create")
        }
        guard !parsed.positionals.isEmpty else {
            throw MemlabError.usage("`memlab merge` needs the suite directories to join, e.g. `memlab merge shard-1 shard-2 -o suite`")
        }
        self.out = out
        inputs = parsed.positionals
    }

    func run() throws(MemlabError) -> ExitCode {
        var manifests: [(String, SuiteManifest)] = []
        for directory in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw MemlabError(.noInput, "\(directory) is not a directory; give the suite directories `memlab suite --out` wrote")
            }
            guard FileManager.default.fileExists(atPath: directory + "/" + SuiteManifest.fileName) else {
                throw MemlabError(.noInput, "\(directory) holds no suite.json, so it is not a suite directory; give the directories `memlab suite --out` wrote")
            }
            manifests.append((directory, try SuiteManifest.read(directory: directory)))
        }
        let first = manifests[0].1
        for (directory, manifest) in manifests.dropFirst() {
            if manifest.arguments != first.arguments || manifest.repeatCount != first.repeatCount {
                Terminal.err(
                    "memlab: warning: \(directory) ran with other suite options (\(manifest.arguments.joined(separator: " ")), --repeat \(manifest.repeatCount)) than \(manifests[0].0) (\(first.arguments.joined(separator: " ")), --repeat \(first.repeatCount)); `memlab diff` will report the differences"
                )
            }
        }
        try SuiteCommand.prepare(out)

        var merged = SuiteManifest(
            createdAt: manifests.map(\.1.createdAt).min() ?? first.createdAt, probesDirectory: first.probesDirectory,
            arguments: first.arguments, repeatCount: first.repeatCount,
            shards: manifests.flatMap(\.1.shards).sorted { ($0.count, $0.index) < ($1.count, $1.index) }, probes: [])
        merged.gitCommit = first.gitCommit
        merged.applicationCommit = first.applicationCommit
        var taken = Set<String>()
        for (directory, manifest) in manifests {
            for probe in manifest.probes {
                var files: [String] = []
                for file in probe.records {
                    guard let data = FileManager.default.contents(atPath: directory + "/" + file) else {
                        throw MemlabError(.noInput, "\(directory)/\(file) is listed in its suite.json but cannot be read; the shard is incomplete")
                    }
                    _ = try ResultStore.read(directory + "/" + file)
                    var name = file
                    var serial = 2
                    while taken.contains(name) {
                        name = (file as NSString).deletingPathExtension + "-\(serial).json"
                        serial += 1
                    }
                    taken.insert(name)
                    try ResultStore.writeAtomically(data, to: out + "/" + name)
                    files.append(name)
                }
                if let index = merged.probes.firstIndex(where: { $0.name == probe.name }) {
                    merged.probes[index].records += files
                    if merged.probes[index].error == nil { merged.probes[index].error = probe.error }
                } else {
                    merged.probes.append(.init(name: probe.name, path: probe.path, headerArguments: probe.headerArguments, records: files, error: probe.error))
                }
            }
        }
        merged.probes.sort { $0.path < $1.path }
        merged.finishedAt = manifests.compactMap(\.1.finishedAt).max()
        try merged.write(to: out)
        let runs = merged.probes.reduce(0) { $0 + $1.records.count }
        Terminal.out("merged \(manifests.count) suite director\(manifests.count == 1 ? "y" : "ies") into \(out): \(merged.probes.count) probes, \(runs) runs")
        return .ok
    }
}
