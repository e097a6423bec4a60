import Foundation
import MemlabCore

/// `memlab run PROBE [--limit 24M] ...`: one push into a sandboxed worker under the ceiling.
struct RunCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--limit", takesValue: true),
        .init(name: "--enforce", takesValue: true),
        .init(name: "--jit", takesValue: false),
        .init(name: "--payload", takesValue: true),
        .init(name: "--payload-file", takesValue: true),
        .init(name: "--expire", takesValue: true),
        .init(name: "--watchdog-interval", takesValue: true),
        .init(name: "--out", takesValue: true),
        .init(name: "--json", takesValue: false),
        .init(name: "--verbose", takesValue: false),
        .init(name: "--pushes", takesValue: true),
        .init(name: "--isolation", takesValue: true),
        .init(name: "--allocator", takesValue: true),
        .init(name: "--inject", takesValue: true),
        .init(name: "--warmup", takesValue: true),
        .init(name: "--fixtures", takesValue: true),
        .init(name: "--storage", takesValue: true),
        .init(name: "--storage-quota", takesValue: true),
        .init(name: "--help", takesValue: false),
        .init(name: "-h", takesValue: false),
    ]

    static func parse(_ arguments: [String]) throws(MemlabError) -> (RunOptions, json: Bool, verbose: Bool)? {
        let parsed = try Arguments(arguments, options: options, command: "run")
        if parsed.has("--help") || parsed.has("-h") { return nil }
        return try runOptions(from: parsed, command: "run")
    }

    /// The run options out of already-parsed arguments (shared with `memlab limit`, which adds its own).
    static func runOptions(from parsed: Arguments, command: String) throws(MemlabError) -> (RunOptions, json: Bool, verbose: Bool) {
        guard let probe = parsed.positionals.first else {
            throw MemlabError.usage("`memlab \(command)` needs a probe, e.g. `memlab \(command) probes/grow.js --limit 24M`")
        }
        guard parsed.positionals.count == 1 else {
            throw MemlabError.usage("`memlab \(command)` takes one probe, got \(parsed.positionals.count): \(parsed.positionals.joined(separator: " "))")
        }
        let limit: ByteSize
        do { limit = try ByteSize(parsing: parsed.value("--limit") ?? "24M") }
        catch { throw MemlabError.usage("--limit: \(error.sentence)") }
        var options = RunOptions(probePath: probe, limit: limit)
        if let enforce = parsed.value("--enforce") {
            guard let choice = RunOptions.Enforcement(rawValue: enforce) else {
                throw MemlabError.usage("--enforce must be one of auto, cgroup, rlimit, watchdog (got '\(enforce)')")
            }
            options.enforcement = choice
        }
        options.jit = parsed.has("--jit")
        if let expire = parsed.value("--expire") {
            guard let seconds = Double(expire.hasSuffix("s") ? String(expire.dropLast()) : expire), seconds > 0, seconds <= 3600 else {
                throw MemlabError.usage("--expire must be a number of seconds between 0 and 3600, e.g. 30 (got '\(expire)')")
            }
            options.expireSeconds = seconds
        }
        if let interval = parsed.value("--watchdog-interval") {
            guard let micros = Int(interval), micros >= 0, micros <= 1_000_000 else {
                throw MemlabError.usage("--watchdog-interval must be whole microseconds from 0 (busy polling) to 1000000 (got '\(interval)')")
            }
            options.watchdogIntervalMicroseconds = micros
        }
        if parsed.value("--payload") != nil && parsed.value("--payload-file") != nil {
            throw MemlabError.usage("give either --payload or --payload-file, not both")
        }
        if let text = parsed.value("--payload") { options.payload = Array(text.utf8) }
        if let file = parsed.value("--payload-file") {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw MemlabError(.noInput, "cannot read the payload file \(file); check the path and its permissions")
            }
            options.payload = [UInt8](data)
        }
        if let out = parsed.value("--out") { options.resultsDirectory = out }
        if let fixtures = parsed.value("--fixtures") {
            guard !fixtures.isEmpty else { throw MemlabError.usage("--fixtures needs a directory") }
            options.fixturesDirectory = fixtures
        }
        if let storage = parsed.value("--storage") {
            guard !storage.isEmpty else { throw MemlabError.usage("--storage needs a directory") }
            options.storageDirectory = storage
        }
        if let quota = parsed.value("--storage-quota") {
            do { options.storageQuotaBytes = try ByteSize(parsing: quota).bytes }
            catch { throw MemlabError.usage("--storage-quota: \(error.sentence)") }
        }
        try applyPushOptions(parsed, to: &options)
        return (options, parsed.has("--json"), parsed.has("--verbose"))
    }

    /// The many-push options, shared with `memlab limit`.
    static func applyPushOptions(_ parsed: Arguments, to options: inout RunOptions) throws(MemlabError) {
        if let pushes = parsed.value("--pushes") {
            guard let count = Int(pushes), count >= 1, count <= 100_000 else {
                throw MemlabError.usage("--pushes must be a whole number from 1 to 100000 (got '\(pushes)')")
            }
            options.pushes = count
        }
        if let isolation = parsed.value("--isolation") {
            guard let mode = RunOptions.Isolation(rawValue: isolation) else {
                throw MemlabError.usage("--isolation must be one of context, group, none, process (got '\(isolation)')")
            }
            options.isolation = mode
        }
        if let allocator = parsed.value("--allocator") {
            guard let choice = RunOptions.Allocator(rawValue: allocator) else {
                throw MemlabError.usage("--allocator must be jsc or malloc (got '\(allocator)')")
            }
            options.allocator = choice
        }
        if let inject = parsed.value("--inject") {
            guard inject == "retain-contexts" else {
                throw MemlabError.usage("--inject knows one host bug, retain-contexts (got '\(inject)')")
            }
            options.injectRetainContexts = true
        }
        if let warmup = parsed.value("--warmup") {
            guard let count = Int(warmup), count >= 0, count < options.pushes else {
                throw MemlabError.usage("--warmup must be a whole number of pushes below --pushes (got '\(warmup)')")
            }
            options.warmupPushes = count
        }
    }

    static func execute(_ arguments: [String]) throws(MemlabError) -> ExitCode {
        guard let (options, json, verbose) = try parse(arguments) else {
            Terminal.out(HelpText.run)
            return .ok
        }
        let terminal = Terminal()
        let progress = RunProgress(terminal: terminal)
        var record = try Runner(options: options, observer: progress).run()
        terminal.clearProgress()
        record.gitCommit = GitRevision.current()
        record.arguments = arguments.filter { $0 != options.probePath }
        let path: String
        do throws(MemlabError) {
            path = try ResultStore(directory: options.resultsDirectory).write(record)
        } catch {
            // The run itself is not lost from view: the summary, or the record, still goes to stdout.
            if json {
                Terminal.outJSON(record)
            } else {
                Terminal.out(Summary(record: record, resultPath: nil, terminal: terminal, verbose: verbose).text)
            }
            throw error
        }
        if json {
            Terminal.outJSON(record)
        } else {
            Terminal.out(Summary(record: record, resultPath: path, terminal: terminal, verbose: verbose).text)
        }
        switch record.end.kind {
        case .interrupted:
            Terminal.err("memlab: " + Interruption.sentence + "; the worker was killed, and what it measured is in " + path)
            return Interruption.exitCode
        case .probeError:
            Terminal.err("memlab: " + record.end.message)
            return .dataError
        case .workerError:
            Terminal.err("memlab: " + record.end.message)
            return .software
        default:
            return .ok
        }
    }
}

/// Shows, on a terminal only, what the worker is doing.
final class RunProgress: RunObserver {
    let terminal: Terminal
    var lastDraw = 0.0

    init(terminal: Terminal) { self.terminal = terminal }

    func runDidStartWorker(backend: String, detail: String) {
        terminal.progress("starting the worker under the \(backend) ceiling…")
    }

    func runDidReceive(_ frame: WorkerFrame) {
        guard terminal.showsProgress else { return }
        let now = Date().timeIntervalSince1970
        guard now - lastDraw > 0.05 || frame.type != "checkpoint" else { return }
        lastDraw = now
        switch frame.type {
        case "baseline": terminal.progress("runtime up, baseline \(ByteSize(bytes: frame.footprintBytes ?? 0))")
        case "checkpoint":
            terminal.progress("push \(frame.push ?? 1): checkpoint \(Summary.checkpointText(frame.value ?? 0)), footprint \(ByteSize(bytes: frame.footprintBytes ?? 0))")
        case "push": terminal.progress("push \(frame.push ?? 1) finished")
        default: break
        }
    }
}
