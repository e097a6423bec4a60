import Foundation

/// One side of a comparison, as loaded from what the user named: a record file, a suite
/// directory (with `suite.json`), or a plain results directory (every `*.json` in it).
public struct RecordSet: Sendable {
    public enum Source: String, Sendable, Codable {
        case record, suite, directory
    }

    public var path: String
    public var source: Source
    public var manifest: SuiteManifest?
    /// Every run, in file order (suite) or by creation time (directory).
    public var records: [RunRecord]
    public var recordPaths: [String]
    /// Probes the suite lists but could not run (the error sentence), by name.
    public var failedProbes: [String: String] = [:]

    /// Runs grouped by probe name, in order of first appearance.
    public var byProbe: [(name: String, records: [RunRecord])] {
        var order: [String] = []
        var groups: [String: [RunRecord]] = [:]
        for record in records {
            if groups[record.probe.name] == nil { order.append(record.probe.name) }
            groups[record.probe.name, default: []].append(record)
        }
        return order.map { ($0, groups[$0]!) }
    }

    public var probeNames: [String] { byProbe.map(\.name) }

    /// Loads a record or a directory. A missing path is 66; a corrupt or too-new file is 65,
    /// naming the file; an empty directory is 66.
    public static func load(_ path: String) throws(MemlabError) -> RecordSet {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MemlabError(.noInput, "\(path) does not exist; give a result file or a results/suite directory")
        }
        guard isDirectory.boolValue else {
            let record = try ResultStore.read(path)
            return RecordSet(path: path, source: .record, records: [record], recordPaths: [path])
        }
        if FileManager.default.fileExists(atPath: path + "/" + SuiteManifest.fileName) {
            let manifest = try SuiteManifest.read(directory: path)
            var set = RecordSet(path: path, source: .suite, manifest: manifest, records: [], recordPaths: [])
            for probe in manifest.probes {
                if let error = probe.error { set.failedProbes[probe.name] = error }
                for file in probe.records {
                    let recordPath = path + "/" + file
                    set.records.append(try ResultStore.read(recordPath))
                    set.recordPaths.append(recordPath)
                }
            }
            return set
        }
        let files = try RecordSet.recordFiles(in: path)
        guard !files.isEmpty else {
            throw MemlabError(.noInput, "\(path) holds no memlab results (no .json files); run `memlab run` or `memlab suite` first")
        }
        var pairs: [(String, RunRecord)] = []
        for file in files { pairs.append((file, try ResultStore.read(file))) }
        pairs.sort { ($0.1.createdAt, $0.0) < ($1.1.createdAt, $1.0) }
        return RecordSet(path: path, source: .directory, records: pairs.map(\.1), recordPaths: pairs.map(\.0))
    }

    /// The `*.json` files of a directory (not hidden temp files, not the manifest), sorted by name.
    public static func recordFiles(in directory: String) throws(MemlabError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw MemlabError(.noInput, "cannot list \(directory): \(String(cString: strerror(errno))); check its permissions")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") && $0 != SuiteManifest.fileName }
            .sorted().map { directory + "/" + $0 }
    }
}
