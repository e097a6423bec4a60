import Foundation

/// `suite.json`: what one `memlab suite` run covered, and which record files hold each probe's runs.
/// Versioned like the records: a reader refuses a newer `schemaVersion`.
public struct SuiteManifest: Codable, Sendable, Equatable {
    public static let currentSchemaVersion = 1
    public static let fileName = "suite.json"

    public struct Probe: Codable, Sendable, Equatable {
        public var name: String
        public var path: String
        /// The options from the probe's `// memlab:` header line, as written.
        public var headerArguments: [String]
        /// Record files in the suite directory, one per repeat.
        public var records: [String]
        /// Set when a run could not be made at all (no record): the error sentence.
        public var error: String?

        public init(name: String, path: String, headerArguments: [String], records: [String] = [], error: String? = nil) {
            self.name = name
            self.path = path
            self.headerArguments = headerArguments
            self.records = records
            self.error = error
        }
    }

    public struct Shard: Codable, Sendable, Equatable {
        /// 1-based.
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        /// Parses `I/N` (1 ≤ I ≤ N).
        public init?(parsing text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0].trimmingSpaces()), let count = Int(parts[1].trimmingSpaces()),
                count >= 1, index >= 1, index <= count
            else { return nil }
            self.init(index: index, count: count)
        }

        /// A deterministic 1/N of the probes: sorted by path, position % N == I - 1.
        public func select(_ paths: [String]) -> [String] {
            paths.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }

        public var description: String { "\(index)/\(count)" }
    }

    public var schemaVersion = SuiteManifest.currentSchemaVersion
    public var kind = "memlab-suite"
    public var memlabVersion = MemlabVersion.string
    public var createdAt: String
    public var gitCommit: String?
    /// The commit of the application under test (`--commit REV`, or git in the probes' directory).
    public var applicationCommit: String?
    public var probesDirectory: String
    /// The suite-wide options every probe started from (its header may override them).
    public var arguments: [String]
    public var repeatCount: Int
    /// The shards this directory holds: one for `--shard`, several after `memlab merge`, none for a whole suite.
    public var shards: [Shard]
    public var probes: [Probe]
    /// Set once the suite is over; a manifest without it is a suite still running (or cut short).
    public var finishedAt: String?

    public init(createdAt: String, probesDirectory: String, arguments: [String], repeatCount: Int, shards: [Shard], probes: [Probe]) {
        self.createdAt = createdAt
        self.probesDirectory = probesDirectory
        self.arguments = arguments
        self.repeatCount = repeatCount
        self.shards = shards
        self.probes = probes
    }

    public func write(to directory: String) throws(MemlabError) {
        let data: Data
        do { data = try ResultStore.encoder().encode(self) + Data("\n".utf8) } catch {
            throw MemlabError(.software, "cannot encode the suite manifest: \(error)")
        }
        try ResultStore.writeAtomically(data, to: directory + "/" + SuiteManifest.fileName)
    }

    public static func read(directory: String) throws(MemlabError) -> SuiteManifest {
        let path = directory + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MemlabError(.noInput, "cannot read the suite manifest \(path); check the path")
        }
        struct Header: Decodable { var schemaVersion: Int?; var kind: String? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw MemlabError(.dataError, "\(path) is not a memlab suite manifest (not valid JSON, or truncated); re-run the suite")
        }
        guard header.kind == "memlab-suite", let version = header.schemaVersion else {
            throw MemlabError(.dataError, "\(path) is not a memlab suite manifest (no kind \"memlab-suite\" or no schemaVersion)")
        }
        guard version <= currentSchemaVersion else {
            throw MemlabError(
                .dataError, "\(path) uses suite schema \(version), newer than this memlab understands (\(currentSchemaVersion)); upgrade memlab to read it")
        }
        do { return try JSONDecoder().decode(SuiteManifest.self, from: data) } catch {
            throw MemlabError(.dataError, "\(path) is a damaged suite manifest (\(ResultStore.describe(error))); re-run the suite")
        }
    }

    public static func timestamp(_ date: Date = Date()) -> String {
        UTCTime.iso8601(date)
    }
}
