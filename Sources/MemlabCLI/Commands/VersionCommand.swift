import Foundation
import MemlabCore

/// `memlab version`: memlab's version, and the JavaScriptCore its worker runs. memlab itself
/// never links JavaScriptCore: the worker is asked, by one push of a probe that does nothing.
struct VersionCommand: Command {
    static let configuration = CommandConfiguration(
        name: "version", arguments: "", abstract: "memlab's version and its worker's JavaScriptCore",
        discussion:
            "Prints memlab's version, then the JavaScriptCore (WebKitGTK) version the worker reports when\nstarted once; each record names the one its run used (runtime.jscVersion). --verbose adds the\nJavaScriptCore options memlab sets for the worker and those --engine-option lets through.",
        options: [verbose.spec]
    )
    static let verbose = Flag("--verbose", help: "also list the engine options memlab sets, and the ones --engine-option allows")
    let verbose: Bool

    init(_ parsed: ParsedArguments) throws(MemlabError) {
        verbose = parsed[VersionCommand.verbose]
        guard parsed.positionals.isEmpty else {
            throw MemlabError.usage("`memlab version` takes no arguments, got \(parsed.positionals.joined(separator: " ")); run `memlab version` alone")
        }
    }

    func run() throws(MemlabError) -> ExitCode {
        Terminal.out("memlab \(MemlabVersion.string)")
        switch VersionCommand.javaScriptCore() {
        case .success(let version): Terminal.out("JavaScriptCore \(version) (WebKitGTK), as memlab-worker reports it")
        case .failure(let error): Terminal.out("JavaScriptCore unknown: \(error.sentence)")
        }
        guard verbose else { return .ok }
        Terminal.out("")
        Terminal.out("Engine options memlab sets (JSC_NAME in the worker's environment; --engine-option NAME=VALUE replaces one):")
        for option in EngineOption.memlabSets {
            Terminal.out("  \(option.name)=\(option.value)  [\(option.when)] \(option.why)")
        }
        Terminal.out("")
        Terminal.out("Allowed with --engine-option NAME=VALUE:")
        for option in EngineOption.allowed { Terminal.out("  \(option.name) (\(option.kind.rawValue)): \(option.help)") }
        return .ok
    }

    /// Starts the worker once on an empty probe and reads the version it reports.
    static func javaScriptCore() -> Result<String, MemlabError> {
        let directory = NSTemporaryDirectory() + "memlab-version-\(getpid())"
        let probe = directory + "/version.js"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data("self.addEventListener('push', () => {});\n".utf8).write(to: URL(fileURLWithPath: probe))
        } catch {
            return .failure(MemlabError(.cannotCreate, "cannot write a probe into \(directory) to start the worker"))
        }
        var plan = RunPlan(probePath: probe, limit: ByteSize(bytes: 64 << 20))
        plan.expireSeconds = 10
        do throws(MemlabError) {
            let record = RecordAssembler(try RunPipeline(plan: plan).measure()).assemble()
            guard let version = record.runtime.jscVersion else {
                return .failure(MemlabError(.software, "the worker did not report its JavaScriptCore version"))
            }
            return .success(version)
        } catch {
            return .failure(error)
        }
    }
}
