import Foundation
import MemlabCore

/// `memlab diff BASE NEW`: two records, or two suite/results directories probe by probe.
/// Exit 1 when anything regressed.
struct DiffCommand {
    static let help = """
    memlab diff BASE NEW [--threshold 5%] [--min-bytes 64K] [--alpha 0.05] [--format text|json|markdown]

    Compares two runs: two result files of one probe, or two suite/results directories probe by
    probe (matched by name). Figures: baseline footprint, peak footprint, growth limit (the last
    checkpoint of a ramp probe), leak slope and contexts retained (many-push runs); states: how the
    run ended, each push's outcome, the leak verdict.

    Noise: with one run a side, a change counts when it exceeds both --threshold (of BASE) and
    --min-bytes. When a side holds repeated runs (suite --repeat N), a Mann-Whitney U test decides
    first (p < --alpha), then the same floor applies to the Hodges-Lehmann shift; with too few runs
    for the test to ever reach --alpha (3 against 3 cannot), the runs must not overlap at all.
    A state changed for the worse (completed -> killed, modified -> original content, flat ->
    leaking) is always a regression. Different JavaScriptCore versions, limits, backends, JIT or
    payloads are reported as caveats; figures the ceiling decides are not compared across limits.

    EXIT STATUS  0 nothing regressed · 1 something regressed · 64 usage · 65 a damaged or newer
                 file, or two records of different probes · 66 a missing file or empty directory
    """

    enum Format: String { case text, json, markdown }

    static let settingOptions: [Arguments.Option] = [
        .init(name: "--threshold", takesValue: true),
        .init(name: "--min-bytes", takesValue: true),
        .init(name: "--alpha", takesValue: true),
        .init(name: "--format", takesValue: true),
    ]

    static let options: [Arguments.Option] = settingOptions + [
        .init(name: "--help", takesValue: false),
        .init(name: "-h", takesValue: false),
    ]

    static func settings(_ parsed: Arguments) throws(MemlabError) -> DiffSettings {
        var settings = DiffSettings()
        if let text = parsed.value("--threshold") {
            guard let fraction = DiffSettings.parsePercent(text) else {
                throw MemlabError.usage("--threshold must be a percentage such as 5% (got '\(text)')")
            }
            settings.relativeThreshold = fraction
        }
        if let text = parsed.value("--min-bytes") {
            if text.trimmingCharacters(in: .whitespaces) == "0" { settings.minimumBytes = 0 }
            else {
                do { settings.minimumBytes = try ByteSize(parsing: text).bytes }
                catch { throw MemlabError.usage("--min-bytes: \(error.sentence)") }
            }
        }
        if let text = parsed.value("--alpha") {
            guard let alpha = Double(text), alpha > 0, alpha < 1 else {
                throw MemlabError.usage("--alpha must be a probability between 0 and 1, e.g. 0.05 (got '\(text)')")
            }
            settings.alpha = alpha
        }
        return settings
    }

    static func format(_ parsed: Arguments) throws(MemlabError) -> Format {
        guard let text = parsed.value("--format") else { return .text }
        guard let format = Format(rawValue: text) else {
            throw MemlabError.usage("--format must be text, json or markdown (got '\(text)')")
        }
        return format
    }

    static func render(_ comparison: SuiteComparison, format: Format, terminal: Terminal) {
        switch format {
        case .json: FileHandle.standardOutput.write(comparison.json())
        case .markdown: Terminal.out(DiffRenderer(comparison).markdown())
        case .text: Terminal.out(DiffRenderer(comparison, paint: terminal.painter()).text())
        }
    }

    static func execute(_ arguments: [String]) throws(MemlabError) -> ExitCode {
        let parsed = try Arguments(arguments, options: options, command: "diff")
        if parsed.has("--help") || parsed.has("-h") { Terminal.out(help); return .ok }
        guard parsed.positionals.count == 2 else {
            throw MemlabError.usage("`memlab diff` compares two things, BASE and NEW (result files or suite directories), got \(parsed.positionals.count); e.g. `memlab diff results/last-night results/tonight`")
        }
        let settings = try settings(parsed)
        let format = try format(parsed)
        let base = try RecordSet.load(parsed.positionals[0])
        let new = try RecordSet.load(parsed.positionals[1])
        try SuiteComparison.checkSameProbe(base: base, new: new)
        let comparison = SuiteComparison(base: base, new: new, settings: settings)
        render(comparison, format: format, terminal: Terminal())
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
