import Foundation

/// `memlab diff BASE NEW`: every probe of either side, compared probe by probe.
/// Serialises as the `--format json` output.
public struct SuiteComparison: Sendable, Equatable, Codable {
    public static let currentSchemaVersion = 1

    public var schemaVersion = SuiteComparison.currentSchemaVersion
    public var base: String
    public var new: String
    public var settings: DiffSettings
    public var probes: [ProbeComparison]
    /// Probes a suite could not run at all, per side: name and the reason.
    public var failedProbes: [String: String] = [:]

    public var regressedProbes: [String] { probes.filter(\.regressed).map(\.probe) }
    public var regressed: Bool { !regressedProbes.isEmpty }

    public init(base: RecordSet, new: RecordSet, settings: DiffSettings) {
        self.base = base.path
        self.new = new.path
        self.settings = settings
        let baseGroups = Dictionary(base.byProbe.map { ($0.name, $0.records) }, uniquingKeysWith: +)
        let newGroups = Dictionary(new.byProbe.map { ($0.name, $0.records) }, uniquingKeysWith: +)
        var names = new.probeNames
        for name in base.probeNames where newGroups[name] == nil { names.append(name) }
        probes = names.map { ProbeComparison(probe: $0, base: baseGroups[$0] ?? [], new: newGroups[$0] ?? [], settings: settings) }
        for (name, error) in new.failedProbes { failedProbes[name] = error }
    }

    /// Two single records of different probes are not comparable: refuse rather than mislead.
    public static func checkSameProbe(base: RecordSet, new: RecordSet) throws(MemlabError) {
        guard base.source == .record, new.source == .record,
            let b = base.records.first, let n = new.records.first, b.probe.name != n.probe.name
        else { return }
        throw MemlabError(
            .usage, "\(base.path) is a run of probe '\(b.probe.name)' but \(new.path) is a run of '\(n.probe.name)'; compare two runs of the same probe")
    }

    public func json() -> Data {
        (try? ResultStore.encoder().encode(self)).map { $0 + Data("\n".utf8) } ?? Data()
    }
}
