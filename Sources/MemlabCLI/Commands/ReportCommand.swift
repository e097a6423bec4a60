import Foundation
import MemlabCore

/// `memlab report RESULT_OR_SUITE [--baseline DIR] -o report.html`: a self-contained HTML page.
struct ReportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "report", arguments: "RESULT_OR_SUITE", abstract: "a self-contained HTML report with charts",
        discussion: """
            Writes one self-contained HTML file (inline SVG, no script, no network): each probe's
            verdict, its footprint per push with the ceiling drawn, the growth curve of a ramp probe
            up to its kill, and with --baseline the BASE and NEW runs side by side with the diff.
            """,
        options: [out.spec, baseline.spec] + DiffCommand.settingOptions,
        exitStatus: CommandConfiguration.Status.table(
            """
            0   written
            64  usage: a bad option or value, or a baseline record of another probe (not comparable)
            65  a damaged or newer file
            66  missing input
            73  the report cannot be written
            """))

    static let out = Option<String>(
        "-o", "--out", value: "FILE", help: "the HTML file to write", default: "report.html", defaultText: "report.html"
    ) { text, _ in text }
    static let baseline = Option<String?>("--baseline", value: "DIR", help: "a result file or suite directory to compare with (BASE)")

    let input: String
    let output: String
    let baselinePath: String?
    let settings: DiffSettings

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        input = try parsed.positionals(
            1...1,
            else:
                "`memlab report` takes one result file or suite directory, got \(parsed.positionals.count); e.g. `memlab report results/tonight --baseline results/last-night -o report.html`"
        )[0]
        output = parsed[ReportCommand.out]
        baselinePath = parsed[ReportCommand.baseline]
        settings = DiffCommand.settings(parsed)
    }

    func run() throws(MemlabError) -> ExitCode {
        let new = try RecordSet.load(input)
        var base: RecordSet?
        var comparison: SuiteComparison?
        if let baselinePath {
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
