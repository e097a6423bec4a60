import Foundation
import Synchronization
import MemlabCore

/// `memlab suite probes/ --limit 24M [--repeat 3] [-j N] [--baseline DIR] ...`: the nightly job.
/// Runs every probe of a directory (each with the options of its `// memlab:` header line),
/// writes a suite directory (suite.json plus one record per run, the manifest rewritten after
/// every run so a later failure loses nothing), diffs it against a baseline, writes JUnit XML.
struct SuiteCommand: Command {
    static let configuration = CommandConfiguration(
        name: "suite", arguments: "PROBES_DIR", abstract: "every probe of a directory, diffed against a baseline",
        discussion: """
            Runs every probe (*.js) of PROBES_DIR and writes one suite directory: suite.json plus one
            record per run. Every option of `memlab run` but --out, --json and --verbose is taken, for
            every probe, with the same defaults (the nse preset unless --limit or --preset says
            otherwise). A probe may declare its own options on a line of its opening comment, parsed
            like `memlab run`'s: `// memlab: --preset nse-legacy --pushes 50`; they override the
            suite's for that probe (a header's --preset sets its limit and host reserve even under a
            suite's --limit). A broken budget fails the suite (exit 1) with or without --baseline.
            --threshold, --min-bytes, --min-slope, --alpha and --format are `memlab diff`'s.
            """,
        options: RunOptionGroup.all + [repeatCount.spec, jobs.spec, baseline.spec, out.spec, junit.spec, shard.spec]
            + DiffCommand.settingOptions + [DiffCommand.format.spec],
        exitStatus: CommandConfiguration.Status.table(
            """
            0   every probe ran (a kill at the ceiling is a finding), nothing regressed
            1   a probe broke its budget (--max-peak..., --expect; or its header's), or regressed against --baseline
            64  usage: a bad option or value, also on a probe's `// memlab:` line
            65  a probe does not load, or a damaged baseline
            66  no probes, or a missing baseline
            73  the suite directory, the JUnit file or a --storage directory cannot be written (each found before any worker starts)
            """) + CommandConfiguration.Status.workerEnds)

    static let repeatCount = Option<Int>(
        "--repeat", value: "N", help: "runs per probe; repeated runs make the diff use a Mann-Whitney test",
        default: 1, defaultText: "1"
    ) { text, spelled throws(MemlabError) in
        try Validate.wholeNumber(text, spelled, in: 1...1000)
    }
    static let jobs = Option<Int>(
        "-j", "--jobs", value: "N", help: "run N probes at once, each in its own worker (and cgroup)",
        default: 1, defaultText: "1"
    ) { text, spelled throws(MemlabError) in
        try Validate.wholeNumber(text, spelled, in: 1...256)
    }
    static let baseline = Option<String?>("--baseline", value: "DIR", help: "a suite directory to diff against; exit 1 on a regression")
    static let out = Option<String?>(
        "--out", value: "DIR", help: "the suite directory; never overwritten", defaultText: "results/suite-<UTC time>")
    static let junit = Option<String?>("--junit", value: "FILE", help: "JUnit XML: one testcase per probe, a regression is a failure")
    static let shard = Option<SuiteManifest.Shard?>(
        "--shard", value: "I/N", help: "run only probes I, I+N, I+2N... (sorted by path); join the shards with `memlab merge`",
        default: nil
    ) { text, spelled throws(MemlabError) in
        guard let shard = SuiteManifest.Shard(parsing: text) else {
            throw MemlabError.usage("\(spelled) must be I/N with 1 ≤ I ≤ N, e.g. 2/4 (got '\(text)')")
        }
        return shard
    }

    let plan: Plan

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        plan = try SuiteCommand.plan(parsed)
    }
    func run() throws(MemlabError) -> ExitCode { try SuiteCommand.execute(plan) }
}
