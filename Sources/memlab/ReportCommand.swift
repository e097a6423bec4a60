import Foundation
import MemlabCore

/// `memlab report RESULT_OR_SUITE [--baseline DIR] -o report.html`: a self-contained HTML page.
struct ReportCommand {
    static let help = """
    memlab report RESULT_OR_SUITE [--baseline DIR] [-o report.html] [--threshold 5%] [--min-bytes 64K]

    Writes one self-contained HTML file (inline SVG, no script, no network): each probe's
    verdict, its footprint per push with the ceiling drawn, the growth curve of a ramp probe
    up to its kill, and with --baseline the BASE and NEW runs side by side with the diff.

    EXIT STATUS  0 written · 64 usage · 65 a damaged or newer file · 66 missing input · 73 cannot write
    """

    static let options: [Arguments.Option] = DiffCommand.settingOptions.filter { $0.name != "--format" } + [
        .init(name: "--baseline", takesValue: true),
        .init(name: "-o", takesValue: true),
        .init(name: "--out", takesValue: true),
        .init(name: "--help", takesValue: false),
        .init(name: "-h", takesValue: false),
    ]

    static func execute(_ arguments: [String]) throws(MemlabError) -> ExitCode {
        let parsed = try Arguments(arguments, options: options, command: "report")
        if parsed.has("--help") || parsed.has("-h") { Terminal.out(help); return .ok }
        guard parsed.positionals.count == 1 else {
            throw MemlabError.usage("`memlab report` takes one result file or suite directory, got \(parsed.positionals.count); e.g. `memlab report results/tonight --baseline results/last-night -o report.html`")
        }
        let output = parsed.value("-o") ?? parsed.value("--out") ?? "report.html"
        let settings = try DiffCommand.settings(parsed)
        let new = try RecordSet.load(parsed.positionals[0])
        var base: RecordSet?
        var comparison: SuiteComparison?
        if let baselinePath = parsed.value("--baseline") {
            let loaded = try RecordSet.load(baselinePath)
            try SuiteComparison.checkSameProbe(base: loaded, new: new)
            base = loaded
            comparison = SuiteComparison(base: loaded, new: new, settings: settings)
        }
        let report = HTMLReport(new: new, base: base, comparison: comparison, generatedAt: SuiteManifest.timestamp())
        try OutputFile.write(Data(report.html().utf8), to: output)
        Terminal.out(output)
        return .ok
    }
}
