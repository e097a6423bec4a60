import Foundation
import MemlabCore

/// `memlab export SUITE --format bencher|github-action-benchmark [-o FILE]`: a suite's figures
/// for the dashboards teams already publish benchmarks to.
struct ExportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "export", arguments: "RESULT_OR_SUITE", abstract: "a suite's figures as Bencher or github-action-benchmark JSON",
        discussion: """
            Writes one metric per probe and figure (baseline and peak footprint, growth limit, leak
            slope, contexts retained; the median over the probe's runs, with its range) in the format of
            a benchmark dashboard:
              bencher                  Bencher Metric Format: {"probe": {"peak-footprint-bytes":
                                       {"value", "lower_value", "upper_value"}}}; `bencher run --adapter json`
              github-action-benchmark  the `customSmallerIsBetter` tool's JSON: [{"name", "unit",
                                       "value", "range", "extra"}]; the growth limit, where bigger is
                                       better, is left out
            """,
        options: [format.spec, out.spec],
        exitStatus: CommandConfiguration.Status.table(
            """
            0   written
            65  a damaged or newer file
            66  missing input, or no figure to export
            73  the file cannot be written
            """) + [.badOption])

    static let format = Option<DashboardExport.Format>(
        "--format", value: "FORMAT", help: "bencher (Bencher Metric Format) or github-action-benchmark (customSmallerIsBetter)",
        default: .bencher, defaultText: DashboardExport.Format.bencher.rawValue
    ) { text, spelled throws(MemlabError) in
        try Validate.choice(text, spelled, DashboardExport.Format.self)
    }
    static let out = Option<String?>("-o", "--out", value: "FILE", help: "write to FILE instead of stdout")

    let input: String
    let format: DashboardExport.Format
    let output: String?

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard parsed.positionals.count == 1 else {
            throw MemlabError.usage(
                "`memlab export` takes one suite directory or result file, got \(parsed.positionals.count); e.g. `memlab export tonight/ --format bencher`")
        }
        input = parsed.positionals[0]
        format = parsed[ExportCommand.format]
        output = parsed[ExportCommand.out]
    }

    func run() throws(MemlabError) -> ExitCode {
        let export = DashboardExport(try RecordSet.load(input))
        guard !export.metrics.isEmpty else {
            throw MemlabError(.noInput, "\(input) holds no figure to export (no run got as far as its baseline); run the suite again")
        }
        let data = export.data(format)
        if let output {
            try OutputFile.write(data, to: output)
        } else {
            Terminal.out(bytes: data)
        }
        return .ok
    }
}
