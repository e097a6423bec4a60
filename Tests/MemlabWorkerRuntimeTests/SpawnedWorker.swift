import Foundation
import Testing

/// Runs the real `memlab-worker` binary (built next to the test bundle) with
/// `--frame-fd 1` and JIT off, and parses the frames it writes.
struct WorkerRun {
    var frames: [[String: Any]]
    /// The frames as the worker wrote them, one line each.
    var lines: [String] = []
    var exitCode: Int32
    var stderr: String

    func frames(_ type: String) -> [[String: Any]] { frames.filter { $0["type"] as? String == type } }
    var push: [String: Any]? { frames("push").first }
    var consoleLines: [String] { frames("console").compactMap { $0["text"] as? String } }
    var summary: String { frames.map { "\($0)" }.joined(separator: "\n") + "\nstderr: " + stderr }
}

enum SpawnedWorker {
    static let conformanceDirectory: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance").path
    }()

    /// The directory of the running test executable (.build/<config>/), where SwiftPM also puts memlab-worker.
    static var workerPath: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("memlab-worker").path
    }

    static func run(
        probe: String, payload: [UInt8]? = nil, fixtures: String? = nil, extra: [String] = [],
        environment added: [String: String] = [:], timeoutSeconds: Double = 60
    ) throws -> WorkerRun {
        let worker = workerPath
        guard FileManager.default.isExecutableFile(atPath: worker) else {
            throw WorkerNotBuilt(path: worker)
        }
        var arguments = ["--probe", probe, "--frame-fd", "1"]
        if let payload { arguments += ["--payload-hex", payload.map { String(format: "%02x", $0) }.joined()] }
        if let fixtures { arguments += ["--fixtures", fixtures] }
        arguments += extra

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("memlab-worker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: worker)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["JSC_useJIT"] = "false"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in added { environment[key] = value }
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeoutSeconds) == .timedOut {
            process.terminate()
            finished.wait()
        }
        try out.close(); try err.close()
        let text = try String(contentsOf: outURL, encoding: .utf8)
        var frames: [[String: Any]] = []
        var lines: [String] = []
        for line in text.split(separator: "\n") where !line.isEmpty {
            lines.append(String(line))
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            frames.append(object as? [String: Any] ?? [:])
        }
        let errorText = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return WorkerRun(frames: frames, lines: lines, exitCode: process.terminationStatus, stderr: errorText)
    }

    struct WorkerNotBuilt: Error, CustomStringConvertible {
        let path: String
        var description: String { "memlab-worker is not built at \(path); run swift build first" }
    }
}

/// A temporary directory removed when the value goes away.
final class TemporaryDirectory {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("memlab-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    func copy(_ source: String, to relative: String) throws {
        try FileManager.default.copyItem(atPath: source, toPath: path + "/" + relative)
    }
}
