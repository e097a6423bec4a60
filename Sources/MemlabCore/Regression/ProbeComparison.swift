/// One probe, its BASE runs against its NEW runs: every figure and state, and what differs
/// in how the two sides were run (reported, never silently compared as if alike).
public struct ProbeComparison: Sendable, Equatable, Codable {
    public enum Presence: String, Sendable, Codable {
        case both
        /// A probe the baseline lacks: reported as new, not a regression.
        case onlyNew = "only-new"
        /// A probe NEW no longer runs.
        case onlyBase = "only-base"
    }

    public var probe: String
    public var presence: Presence
    public var baseRuns: Int
    public var newRuns: Int
    public var figures: [FigureComparison] = []
    public var states: [StateChange] = []
    /// Differences in how the sides ran: JavaScriptCore version, limit, backend, JIT, payload, options.
    public var caveats: [String] = []
    /// Facts worth knowing that are no caveat (the probe's source changed, as expected of a diff).
    public var notes: [String] = []

    /// A figure or state got worse, or the probe is gone from NEW (a lost test is no pass).
    public var regressed: Bool { presence == .onlyBase || figures.contains(where: \.regressed) || states.contains(where: \.regressed) }
    public var improved: Bool {
        !regressed && (figures.contains { $0.status == .improved } || states.contains { $0.status == .improved })
    }

    public init(probe: String, base: [RunRecord], new: [RunRecord], settings: DiffSettings) {
        self.probe = probe
        baseRuns = base.count
        newRuns = new.count
        presence = base.isEmpty ? .onlyNew : new.isEmpty ? .onlyBase : .both
        guard presence == .both else { return }

        caveats = ProbeComparison.caveats(base: base, new: new)
        if Set(base.map(\.probe.sha256)) != Set(new.map(\.probe.sha256)) { notes.append("the probe's source differs between BASE and NEW") }
        notes += TypeGrowthComparison.notes(base: base, new: new)
        notes += ExplainComparison.notes(base: base, new: new)
        let limitsDiffer = Set(base.map(\.ceiling.limitBytes)) != Set(new.map(\.ceiling.limitBytes))
        let backendsDiffer = Set(base.map(\.ceiling.backend)) != Set(new.map(\.ceiling.backend))

        let baseFigures = base.map(RunFigures.init), newFigures = new.map(RunFigures.init)
        for figure in RunFigures.Figure.allCases {
            let b = baseFigures.compactMap { $0.values[figure] }, n = newFigures.compactMap { $0.values[figure] }
            if b.isEmpty && n.isEmpty { continue }
            var comparison = FigureComparison.compare(figure, base: b, new: n, settings: settings)
            // Where the ceiling decides the figure, a different ceiling makes it incomparable.
            let ceilingBound = figure == .growthLimit || (figure == .peakFootprint && (base + new).contains { $0.end.kind == .killedAtCeiling })
            if ceilingBound && (limitsDiffer || backendsDiffer) && comparison.status != .notCompared {
                comparison.status = .notCompared
                comparison.note = limitsDiffer ? "the two sides ran under different limits" : "the two sides ran under different ceiling backends"
            }
            figures.append(comparison)
        }

        let endRank: (String) -> Int? = { kind in limitsDiffer && kind == RunEnd.Kind.killedAtCeiling.rawValue ? nil : StateChange.endRank(kind) }
        if let end = StateChange.compare(.end, base: baseFigures.map(\.endKind.rawValue), new: newFigures.map(\.endKind.rawValue), rank: endRank) {
            states.append(end)
        }
        let pushIndices = Set(baseFigures.flatMap(\.outcomes.keys)).union(newFigures.flatMap(\.outcomes.keys)).sorted()
        for index in pushIndices {
            let b = baseFigures.compactMap { $0.outcomes[index]?.rawValue }, n = newFigures.compactMap { $0.outcomes[index]?.rawValue }
            if let change = StateChange.compare(.outcome, push: index, base: b, new: n, rank: StateChange.outcomeRank) {
                states.append(change)
            }
        }
        let baseVerdicts = baseFigures.compactMap { $0.verdict?.rawValue }, newVerdicts = newFigures.compactMap { $0.verdict?.rawValue }
        if let verdict = StateChange.compare(.verdict, base: baseVerdicts, new: newVerdicts, rank: StateChange.verdictRank) {
            states.append(verdict)
        }
    }

    static func caveats(base: [RunRecord], new: [RunRecord]) -> [String] {
        var caveats: [String] = []
        func differ<T: Hashable>(_ what: String, _ value: (RunRecord) -> T?, _ text: (T) -> String) {
            let b = Set(base.compactMap(value)), n = Set(new.compactMap(value))
            guard !b.isEmpty, !n.isEmpty, b != n else { return }
            let baseList = b.map(text).sorted().joined(separator: ", "), newList = n.map(text).sorted().joined(separator: ", ")
            caveats.append("\(what) differs: BASE \(baseList), NEW \(newList)")
        }
        differ("JavaScriptCore version", { $0.runtime.jscVersion }, { $0 })
        differ("limit", { $0.ceiling.limitBytes }, { ByteSize.format($0) })
        differ("ceiling backend", { $0.ceiling.backend }, { $0.rawValue })
        differ("JIT", { $0.runtime.jit }, { $0 ? "on" : "off" })
        differ("payload", { $0.payload?.sha256 ?? "none" }, { $0 == "none" ? "none" : String($0.prefix(12)) })
        differ("isolation", { $0.isolation }, { $0.rawValue })
        differ("allocator", { $0.allocator }, { $0.rawValue })
        differ("pushes", { $0.pushes.count }, { String($0) })
        // Records from before presets had neither: no preset, no host reserve.
        differ("preset", { $0.preset ?? "none" }, { $0 })
        differ("host reserve (counted in every footprint)", { $0.hostReserveBytes ?? 0 }, { ByteSize.format($0) })
        // Device mode's numbers depend on the RAM size the engine sized its heap for (docs/fidelity.md);
        // a device-mode record from before it was recorded ran at the machine's.
        differ(
            "the RAM size the engine's heap was sized for (device mode)",
            { $0.device == nil ? nil : $0.runtime.ramSizeBytes.map { ByteSize.format($0) } ?? "unrecorded (the machine's)" }, { $0 })
        differ("engine options", { ($0.runtime.engineOptions ?? []).map { "\($0.name)=\($0.value)" }.joined(separator: " ") }, { $0.isEmpty ? "none" : $0 })
        differ("the set of inactive capabilities", { Capabilities.inactiveNames($0.runtime.capabilities) }, { $0 })
        return caveats
    }
}
