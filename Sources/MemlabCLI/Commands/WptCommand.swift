import Foundation
import MemlabCore

/// `memlab wpt [--root DIR] [--json] [--expectations FILE] PATH...`: web-platform-tests `.any.js`
/// files run in memlab's worker scope as WPT runs them in a service worker, each file one plan
/// through the one pipeline (the option group's defaults: the nse preset's ceiling).
struct WptCommand: Command {
    static let configuration = CommandConfiguration(
        name: "wpt", arguments: "PATH...", abstract: "web-platform-tests .any.js files in the worker's scope",
        discussion: """
            Runs each test file (or every *.any.js file under a directory) the way WPT runs a .any.js
            file in a service worker: resources/testharness.js, each `// META: script=` (relative to the
            test's directory, or root-relative), then the test, served from the WPT root (--site) at an
            https URL whose path is the test's path under it. Files whose `// META: global=` names no
            worker are skipped. One push per file stands in for the page's fetch_tests_from_worker: a
            `message` event with {type: 'connect'} and a port, which receives the harness's messages;
            they reach memlab as port-messages frames. Every option of `memlab run` but those of a
            push's data, its count, the URL and the site is taken, with the same defaults (the nse
            preset unless --limit or --preset says otherwise). A file whose worker crashed is CRASH,
            one killed at the ceiling KILLED: never a pass. With --expectations, a failure the file
            lists is expected, and what differs (a new failure, an unexpected pass) fails the run.
            """,
        options: WptCommand.groupOptions + [root.spec, expectations.spec, jobs.spec, json.spec],
        exitStatus: CommandConfiguration.Status.table(
            """
            0   every subtest passed (with --expectations: every result was as expected)
            1   a subtest failed, timed out or did not run, or a harness did not finish (with --expectations: a result differed)
            64  usage: a bad option or value, or a PATH outside the WPT root
            65  the expectations file is not one
            66  a PATH, the expectations file or the WPT root (resources/testharness.js) is missing
            """) + CommandConfiguration.Status.workerEnds)

    /// What a test file's wrapper decides itself: its one push, its URL and site.
    static let notForWpt: Set<String> = Set(
        [
            "--url", "--site", "--pushes", "--warmup", "--payload", "--payload-file", "--payloads", "--mode", "--gap", "--explain", "--check-allocator",
            "--commit"
        ]
            + RunOptionGroup.budgetOptions.map(\.name))
    static let groupOptions: [OptionSpec] = RunOptionGroup.all.filter { !notForWpt.contains($0.name) }

    static let root = Option<String?>(
        "--root", value: "DIR", help: "the WPT root, served as the site", defaultText: "the nearest directory above PATH holding resources/testharness.js")
    static let expectations = Option<String?>(
        "--expectations", value: "FILE", help: "the subtests known not to pass, with reasons (JSON); what differs fails the run")
    static let jobs = Option<Int>(
        "-j", "--jobs", value: "N", help: "run N files at once, each in its own worker",
        default: ProcessInfo.processInfo.activeProcessorCount, defaultText: "the number of cores"
    ) { text, spelled throws(MemlabError) in
        try Validate.wholeNumber(text, spelled, in: 1...256)
    }
    static let json = Flag("--json", help: "print {\"files\": [{path, harness, subtests, failures}], \"skipped\": [...]} instead of a line per file")

    struct Planned {
        var file: WptTestFile
        var plan: RunPlan
    }

    let root: String
    let planned: [Planned]
    let skipped: [(path: String, reason: String)]
    let expectationsPath: String?
    let expectations: WptExpectations?
    let jobs: Int
    let json: Bool
    /// Where the wrappers and the records go; removed when the command ends.
    let workDirectory: String

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        guard !parsed.positionals.isEmpty else {
            throw MemlabError.usage("`memlab wpt` needs test files or directories, e.g. `memlab wpt ../shared/wpt/url`")
        }
        let paths = try WptTestFile.find(parsed.positionals)
        guard !paths.isEmpty else { throw MemlabError(.noInput, "\(parsed.positionals.joined(separator: " ")) holds no .any.js test files") }
        let root: String
        if let given = parsed[WptCommand.root] {
            guard FileManager.default.fileExists(atPath: given + "/resources/testharness.js") else {
                throw MemlabError(.noInput, "--root \(given) holds no resources/testharness.js; give the WPT root")
            }
            root = URL(fileURLWithPath: given).standardizedFileURL.path
        } else {
            guard let found = WptTestFile.root(above: parsed.positionals[0]) else {
                throw MemlabError(.noInput, "no directory above \(parsed.positionals[0]) holds resources/testharness.js; pass --root DIR (the WPT root)")
            }
            root = found
        }
        self.root = root
        expectationsPath = parsed[WptCommand.expectations]
        expectations = try expectationsPath.map { path throws(MemlabError) in try WptExpectations.load(path) }
        jobs = parsed[WptCommand.jobs]
        json = parsed[WptCommand.json]

        let work = NSTemporaryDirectory() + "memlab-wpt-\(getpid())-\(UUID().uuidString.prefix(8))"
        do { try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true) } catch {
            throw MemlabError(.cannotCreate, "cannot create the temporary directory \(work): \(error.localizedDescription)")
        }
        workDirectory = work
        let hasReport = FileManager.default.fileExists(atPath: root + "/resources/testharnessreport.js")
        let layers = OptionLayers(layers: [OptionLayers.Layer(source: .commandLine, parsed: parsed)])
        var planned: [Planned] = []
        var skipped: [(String, String)] = []
        // A file that cannot be planned ends the command before any worker: the wrappers go too.
        do throws(MemlabError) {
            for (index, path) in paths.enumerated() {
                guard let relative = WptTestFile.relative(path, to: root) else {
                    throw MemlabError.usage("\(path) is not under the WPT root \(root); pass --root DIR")
                }
                guard let source = FileManager.default.contents(atPath: path).flatMap({ String(data: $0, encoding: .utf8) }) else {
                    throw MemlabError(.noInput, "cannot read the test file \(path)")
                }
                let file = WptTestFile(path: path, relativePath: relative, meta: WptTestFile.metaLines(of: source))
                if let reason = file.skipReason { skipped.append((path, reason)); continue }
                let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
                let probe = work + "/\(index + 1)-\(name).js"
                guard FileManager.default.createFile(atPath: probe, contents: Data(file.wrapper(hasReport: hasReport).utf8)) else {
                    throw MemlabError(.cannotCreate, "cannot write the wrapper \(probe)")
                }
                var plan = try RunPlanBuilder.plan(probe: probe, layers: layers, resultsDirectory: work)
                plan.scriptURL = file.scriptURL
                plan.siteDirectory = root
                plan.pushes = 1
                if !layers.isGiven(RunOptionGroup.expire) { plan.expireSeconds = file.harnessSeconds + 20 }
                planned.append(Planned(file: file, plan: plan))
            }
        } catch {
            try? FileManager.default.removeItem(atPath: work)
            throw error
        }
        self.planned = planned
        self.skipped = skipped
    }

    func run() throws(MemlabError) -> ExitCode {
        defer { try? FileManager.default.removeItem(atPath: workDirectory) }
        return try execute()
    }
}
