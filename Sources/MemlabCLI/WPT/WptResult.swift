import Foundation
import MemlabCore

/// What one test file gave: the harness's status and each subtest's, read from the messages
/// testharness.js posted to the page's port (`start`, `test_state`, `result`, `complete`), which
/// the run's record holds as its parent port's messages. A file whose worker crashed or was
/// killed at the ceiling is CRASH or KILLED whatever it reported before.
struct WptResult: Equatable {
    enum Harness: String, Codable, Sendable { case ok = "OK", error = "ERROR", timeout = "TIMEOUT", crash = "CRASH", killed = "KILLED" }
    enum Status: String, Codable, Sendable {
        case pass = "PASS", fail = "FAIL", timeout = "TIMEOUT", notrun = "NOTRUN", preconditionFailed = "PRECONDITION_FAILED"
        /// testharness.js's numbers (Test.prototype.PASS...).
        init(code: Int) {
            switch code {
            case 0: self = .pass
            case 2: self = .timeout
            case 3: self = .notrun
            case 4: self = .preconditionFailed
            default: self = .fail
            }
        }
    }
    struct Subtest: Equatable {
        var name: String
        var status: Status
        var message: String?
    }

    var path: String
    var harness: Harness
    /// The harness's own message (an uncaught error, why the worker ended).
    var harnessMessage: String?
    var subtests: [Subtest]
    /// The worker's peak footprint over the file (the record's), nil when none was sampled.
    var peakFootprintBytes: Int64?

    func count(_ status: Status) -> Int { subtests.filter { $0.status == status }.count }
    var failures: [Subtest] { subtests.filter { $0.status != .pass } }

    /// Reads the messages and how the run ended. The `complete` message's list is the whole
    /// word when it came; without it the `result` messages so far are.
    init(path: String, messages: [String], end: RunEnd.Kind, endMessage: String) {
        self.path = path
        var results: [Subtest] = []
        var completed: (status: Int, message: String?, tests: [Subtest]?)?
        for line in messages {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any], let type = object["type"] as? String else {
                continue
            }
            switch type {
            case "result":
                if let test = object["test"] as? [String: Any], let subtest = WptResult.subtest(test) { results.append(subtest) }
            case "complete":
                let status = object["status"] as? [String: Any]
                let tests = (object["tests"] as? [[String: Any]])?.compactMap(WptResult.subtest)
                completed = ((status?["status"] as? NSNumber)?.intValue ?? 0, status?["message"] as? String, tests)
            default: break
            }
        }
        subtests = completed?.tests ?? results
        switch end {
        case .killedAtCeiling:
            harness = .killed
            harnessMessage = endMessage
        case .crashed, .workerError:
            harness = .crash
            harnessMessage = endMessage
        case .expired, .interrupted:
            harness = .timeout
            harnessMessage = endMessage
        case .probeError where completed == nil:
            harness = .error
            harnessMessage = endMessage
        default:
            if let completed {
                switch completed.status {
                case 0: harness = .ok
                case 2: harness = .timeout
                default: harness = .error
                }
                harnessMessage = completed.message
            } else {
                harness = .timeout
                harnessMessage = "the harness never completed (\(endMessage.isEmpty ? "no complete message" : endMessage))"
            }
        }
    }

    init(path: String, harness: Harness, harnessMessage: String? = nil, subtests: [Subtest]) {
        self.path = path
        self.harness = harness
        self.harnessMessage = harnessMessage
        self.subtests = subtests
    }

    private static func subtest(_ test: [String: Any]) -> Subtest? {
        guard let name = test["name"] as? String else { return nil }
        let code = (test["status"] as? NSNumber)?.intValue ?? 1
        return Subtest(name: name, status: Status(code: code), message: test["message"] as? String)
    }

    /// Every subtest passed and the harness finished.
    var passed: Bool { harness == .ok && failures.isEmpty }

    /// The first failure's sentence (the harness's when it did not finish).
    var firstFailure: String? {
        if harness != .ok { return "harness \(harness.rawValue)" + (harnessMessage.map { ": " + $0 } ?? "") }
        guard let first = failures.first else { return nil }
        return "\(first.name): \(first.status.rawValue)" + (first.message.map { ": " + $0 } ?? "")
    }

    /// `--json`'s object for the file.
    func json(unexpected: [String]?) -> [String: Any] {
        var object: [String: Any] = [
            "path": path, "harness": harness.rawValue,
            "subtests": ["pass": count(.pass), "fail": count(.fail), "timeout": count(.timeout), "notrun": count(.notrun) + count(.preconditionFailed)],
            "failures": failures.map { ["name": $0.name, "status": $0.status.rawValue, "message": $0.message ?? ""] as [String: Any] }
        ]
        if let harnessMessage { object["harnessMessage"] = harnessMessage }
        if let peakFootprintBytes { object["peakFootprintBytes"] = peakFootprintBytes }
        if let unexpected { object["unexpected"] = unexpected }
        return object
    }
}
