import Foundation
import MemlabCore

/// `memlab diff BASE NEW`: two records, or two suite/results directories probe by probe.
/// Exit 1 when anything regressed.
struct DiffCommand: Command {
    static let configuration = CommandConfiguration(
        name: "diff", arguments: "BASE NEW", abstract: "compare two results or suites; exit 1 on a regression",
        discussion: """
            Compares two runs: two result files of one probe, or two suite/results directories probe by
            probe (matched by name). Figures: baseline footprint, peak footprint, growth limit (the last
            checkpoint of a ramp probe), leak slope, contexts retained and storage growth (many-push runs:
            what IndexedDB and the caches grow by per push); states: how the
            run ended, each push's outcome, the leak verdict.

            Noise: with one run a side, a change counts when it exceeds both --threshold (of BASE) and
            --min-bytes (for the leak slope, --min-slope per push). When a side holds repeated runs
            (suite --repeat N), a Mann-Whitney U test decides first (p < --alpha), then the same floor
            applies to the Hodges-Lehmann shift; with too few runs for the test to ever reach --alpha
            (3 against 3 cannot), the runs must not overlap at all.
            A state changed for the worse (completed -> killed, modified -> original content, flat ->
            leaking) is always a regression. Different JavaScriptCore versions, limits, backends, JIT or
            payloads are reported as caveats; figures the ceiling decides are not compared across limits.
            """,
        options: settingOptions + [format.spec],
        exitStatus: CommandConfiguration.Status.table(
            """
            0   nothing regressed
            1   something regressed
            64  usage: a bad option or value, or two records of different probes (not comparable)
            65  a damaged or newer file
            66  a missing file or an empty directory
            """))

    enum Format: String, CaseIterable { case text, json, markdown }

    /// DiffSettings' own defaults, which the help shows.
    static let defaults = DiffSettings()

    // How large a change must be to count; `memlab suite` and `memlab report` take these too.
    static let threshold = Option<Double>(
        "--threshold", value: "PERCENT", help: "a change smaller than this share of BASE is noise (5%, 5 or 0.05)",
        default: defaults.relativeThreshold, defaultText: percent(defaults.relativeThreshold)
    ) { text, spelled throws(MemlabError) in
        guard let fraction = DiffSettings.parsePercent(text) else {
            throw MemlabError.usage("\(spelled) must be a percentage such as 5% (got '\(text)')")
        }
        return fraction
    }
    static let minBytes = Option<Int64>(
        "--min-bytes", value: "SIZE", help: "a change of fewer bytes is noise, whatever its share; 0 for none",
        default: defaults.minimumBytes, defaultText: Validate.sizeText(defaults.minimumBytes)
    ) { text, spelled throws(MemlabError) in
        if text.trimmingCharacters(in: .whitespaces) == "0" { return 0 }
        return try Validate.size(text, spelled).bytes
    }
    static let minSlope = Option<Int64>(
        "--min-slope", value: "SIZE", help: "a leak slope changing by fewer bytes per push is noise; 0 for none",
        default: defaults.minimumSlopeBytesPerPush, defaultText: Validate.sizeText(defaults.minimumSlopeBytesPerPush)
    ) { text, spelled throws(MemlabError) in
        try Validate.sizeOrZero(text, spelled)
    }
    static let alpha = Option<Double>(
        "--alpha", value: "P", help: "significance level of the Mann-Whitney test, used when a side holds repeated runs",
        default: defaults.alpha, defaultText: String(defaults.alpha)
    ) { text, spelled throws(MemlabError) in
        guard let alpha = Double(text), alpha > 0, alpha < 1 else {
            throw MemlabError.usage("\(spelled) must be a probability between 0 and 1, e.g. 0.05 (got '\(text)')")
        }
        return alpha
    }
    static let format = Option<Format>(
        "--format", value: "FORMAT", help: "text, json (docs/results-schema.md) or markdown (for a pull-request comment)",
        default: .text, defaultText: Format.text.rawValue
    ) { text, spelled throws(MemlabError) in
        guard let format = Format(rawValue: text) else {
            throw MemlabError.usage("\(spelled) must be text, json or markdown (got '\(text)')")
        }
        return format
    }

    static let settingOptions = [threshold.spec, minBytes.spec, minSlope.spec, alpha.spec]

    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        return (value == value.rounded() ? String(Int(value)) : String(value)) + "%"
    }

    static func settings(_ parsed: ParsedArguments) -> DiffSettings {
        DiffSettings(relativeThreshold: parsed[threshold], minimumBytes: parsed[minBytes], alpha: parsed[alpha], minimumSlopeBytesPerPush: parsed[minSlope])
    }

    static func render(_ comparison: SuiteComparison, format: Format, terminal: Terminal) {
        switch format {
        case .json: Terminal.out(bytes: comparison.json())
        case .markdown: Terminal.out(DiffRenderer(comparison).markdown())
        case .text: Terminal.out(DiffRenderer(comparison, paint: terminal.painter()).text())
        }
    }

    let base: String
    let new: String
    let settings: DiffSettings
    let format: Format

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        let paths = try parsed.positionals(
            2...2,
            else:
                "`memlab diff` compares two things, BASE and NEW (result files or suite directories), got \(parsed.positionals.count); e.g. `memlab diff results/last-night results/tonight`"
        )
        (base, new) = (paths[0], paths[1])
        settings = DiffCommand.settings(parsed)
        format = parsed[DiffCommand.format]
    }

    func run() throws(MemlabError) -> ExitCode {
        let base = try RecordSet.load(self.base)
        let new = try RecordSet.load(self.new)
        try SuiteComparison.checkSameProbe(base: base, new: new)
        let comparison = SuiteComparison(base: base, new: new, settings: settings)
        DiffCommand.render(comparison, format: format, terminal: Terminal())
        return comparison.regressed ? .regression : .ok
    }
}

extension Terminal {
    /// DiffRenderer's tones in this terminal's colours (none when not allowed).
    func painter() -> @Sendable (String, DiffRenderer.Tone) -> String {
        let terminal = self
        return { text, tone in
            switch tone {
            case .bad: return terminal.red(text)
            case .good: return terminal.green(text)
            case .dim: return terminal.dim(text)
            case .strong: return terminal.bold(text)
            }
        }
    }
}
