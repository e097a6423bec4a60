import Foundation
import MemlabCore

/// Runs the built `memlab` binary, as a user would, and captures everything.
struct MemlabBinary {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The directory holding the built products: where this test bundle runs from.
    static let productsDirectory: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (executable as NSString).deletingLastPathComponent
    }()

    static var path: String { productsDirectory + "/memlab" }

    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func probe(_ name: String) -> String { packageRoot + "/probes/" + name }

    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "memlab-e2e-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes a probe into a fresh directory and returns its path.
    static func writeProbe(_ source: String, name: String = "probe.js") -> String {
        let path = temporaryDirectory() + "/" + name
        try! Data(source.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: String? = nil,
        prefix: [String] = []
    ) throws -> Outcome {
        // The same launcher the fault tests use to start memlab in the background.
        try BackgroundMemlab(arguments, environment: environment, prefix: prefix, executable: executable).wait().outcome
    }

    /// Runs another program of the machine (SQLite's shell, mount) to its end and captures its output.
    static func execute(_ tool: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs with --json into a temporary results directory and decodes the record.
    static func runRecord(_ arguments: [String], environment: [String: String] = [:]) throws -> (Outcome, RunRecord?, [String]) {
        let out = temporaryDirectory()
        let outcome = try run(arguments + ["--json", "--out", out], environment: environment)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).map { out + "/" + $0 }
        let record = try? JSONDecoder().decode(RunRecord.self, from: Data(outcome.stdout.utf8))
        return (outcome, record, files)
    }

    static var cgroupAvailable: Bool {
        if case .success = MemoryCgroup.locateParent() { return true }
        return false
    }
}
