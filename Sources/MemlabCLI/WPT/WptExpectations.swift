import Foundation
import MemlabCore

/// What is known not to pass, as browsers keep it (`--expectations FILE`): per test file (its
/// path under the WPT root) the harness status it ends with when that is not OK, and the
/// subtests that do not pass, each with a one-line reason. A run then fails on what differs: a
/// new failure, and an unexpected pass (an entry to remove).
///
///     {"files": {"url/toascii.any.js": {"harness": {"status": "ERROR", "reason": "..."},
///                                      "subtests": {"name of the subtest": "why it fails"}}}}
///
/// The subtest name `*` stands for every subtest of the file (a file none of whose thousands of
/// subtests can pass, for one reason).
struct WptExpectations: Equatable {
    struct File: Equatable {
        var harness: WptResult.Harness = .ok
        var harnessReason: String?
        /// Subtest name -> reason.
        var subtests: [String: String] = [:]
    }
    var files: [String: File]

    static func load(_ path: String) throws(MemlabError) -> WptExpectations {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MemlabError(.noInput, "cannot read the expectations file \(path)")
        }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any], let files = root["files"] as? [String: Any] else {
            throw MemlabError(.dataError, "\(path) is not an expectations file: a JSON object with \"files\" {path: {harness, subtests}}")
        }
        var read: [String: File] = [:]
        for (name, value) in files {
            guard let entry = value as? [String: Any] else { throw MemlabError(.dataError, "\(path): the entry of \(name) is not an object") }
            var file = File()
            if let harness = entry["harness"] as? [String: Any] {
                guard let text = harness["status"] as? String, let status = WptResult.Harness(rawValue: text) else {
                    throw MemlabError(.dataError, "\(path): \(name)'s harness status must be one of OK, ERROR, TIMEOUT, CRASH, KILLED")
                }
                file.harness = status
                file.harnessReason = harness["reason"] as? String
            }
            if let subtests = entry["subtests"] {
                guard let reasons = subtests as? [String: String] else {
                    throw MemlabError(.dataError, "\(path): \(name)'s subtests must map names to reasons")
                }
                file.subtests = reasons
            }
            read[name] = file
        }
        return WptExpectations(files: read)
    }

    /// What differs for one file, a sentence each; empty: as expected.
    func unexpected(_ result: WptResult, relativePath: String, file path: String) -> [String] {
        let expected = files[relativePath] ?? File()
        var found: [String] = []
        if result.harness != expected.harness {
            found.append("harness \(result.harness.rawValue), expected \(expected.harness.rawValue)" + (result.harnessMessage.map { ": " + $0 } ?? ""))
            // A harness that did not get as far as expected says nothing reliable of its subtests.
            if result.harness != .ok && expected.harness == .ok { return found }
        }
        var seen = Set<String>()
        for subtest in result.subtests {
            seen.insert(subtest.name)
            let listed = expected.subtests[subtest.name] != nil || expected.subtests["*"] != nil
            if subtest.status != .pass && !listed {
                found.append("new failure: \(subtest.name): \(subtest.status.rawValue)" + (subtest.message.map { ": " + $0 } ?? ""))
            } else if subtest.status == .pass && listed {
                found.append("unexpected pass: \(subtest.name) (remove it from \(path))")
            }
        }
        for name in expected.subtests.keys.sorted() where name != "*" && !seen.contains(name) && result.harness == expected.harness {
            found.append("expected failure not reported: \(name) (remove it from \(path))")
        }
        return found
    }
}
