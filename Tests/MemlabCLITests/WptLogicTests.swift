import Foundation
import Testing

@testable import MemlabCLI
@testable import MemlabCore

/// `memlab wpt`'s logic without a worker: a test file's META lines, its scripts resolved as WPT
/// resolves them, which globals it runs in, the wrapper it gets; the harness's messages read into
/// a result; the expectations compared.
@Suite struct WptLogicTests {
    static func file(_ source: String, at path: String = "fetch/api/body/formdata.any.js") -> WptTestFile {
        WptTestFile(path: "/wpt/" + path, relativePath: path, meta: WptTestFile.metaLines(of: source))
    }

    @Test func metaLinesAreReadFromTheOpeningCommentOnly() {
        let meta = WptTestFile.metaLines(
            of: """
                // META: global=window,worker
                // META: script=../resources/utils.js
                //META: not a meta line
                // META: timeout=long

                // META: title=still the opening comment
                test(() => {});
                // META: script=too-late.js
                """)
        #expect(meta.map(\.key) == ["global", "script", "timeout", "title"])
        #expect(meta[1].value == "../resources/utils.js")
    }

    @Test func scriptsResolveAgainstTheTestsDirectoryOrTheRoot() {
        let file = WptLogicTests.file(
            """
            // META: script=../resources/utils.js
            // META: script=/common/get-host-info.sub.js
            // META: script=./helper.js
            // META: script=../../../../../above.js
            """)
        #expect(file.scriptPaths == ["/fetch/api/resources/utils.js", "/common/get-host-info.sub.js", "/fetch/api/body/helper.js", "/above.js"])
        #expect(file.scriptURL == "https://web-platform.test/fetch/api/body/formdata.any.js")
    }

    @Test func globalsDecideWhatIsSkipped() {
        #expect(WptLogicTests.file("// META: global=window,worker\n").skipReason == nil)
        #expect(WptLogicTests.file("// META: global=window,dedicatedworker,shadowrealm\n").skipReason == nil)
        #expect(WptLogicTests.file("test(() => {});\n").skipReason == nil, "no global= line: window and dedicatedworker")
        #expect(WptLogicTests.file("// META: global=serviceworker\n").skipReason == nil)
        let windowOnly = WptLogicTests.file("// META: global=window\n")
        #expect(windowOnly.skipReason?.contains("window") == true)
        #expect(WptLogicTests.file("// META: global=window,dedicatedworker-module\n").skipReason != nil, "module workers are not run")
        #expect(WptLogicTests.file("// META: timeout=long\n").harnessSeconds == 60)
        #expect(WptLogicTests.file("\n").harnessSeconds == 10)
    }

    @Test func theWrapperImportsInWPTsOrderAndConnectsAPort() throws {
        let wrapper = WptLogicTests.file("// META: script=../resources/utils.js\n").wrapper(hasReport: true)
        let harness = try #require(wrapper.range(of: "importScripts(\"/resources/testharness.js\", \"/resources/testharnessreport.js\")"))
        let test = try #require(wrapper.range(of: "importScripts(\"/fetch/api/resources/utils.js\", \"/fetch/api/body/formdata.any.js\")"))
        #expect(harness.upperBound < test.lowerBound)
        #expect(wrapper.contains("new ExtendableMessageEvent('message', { data: { type: 'connect' }"))
        #expect(wrapper.contains("memlab.parentPort"))
        #expect(wrapper.contains("done();"))
        #expect(!WptLogicTests.file("\n").wrapper(hasReport: false).contains("testharnessreport"))
        #expect(WptTestFile.literal("it's \"quoted\"\n") == #""it's \"quoted\"\n""#)
    }

    @Test func relativePathsUnderTheRoot() {
        #expect(WptTestFile.relative("/a/wpt/url/x.any.js", to: "/a/wpt") == "url/x.any.js")
        #expect(WptTestFile.relative("/a/wpt/../wpt/url/x.any.js", to: "/a/wpt/") == "url/x.any.js")
        #expect(WptTestFile.relative("/a/other/x.any.js", to: "/a/wpt") == nil)
        #expect(WptTestFile.relative("/a/wptx/x.any.js", to: "/a/wpt") == nil)
    }

    static let messages = [
        #"{"type":"start","properties":{}}"#,
        #"{"type":"result","test":{"name":"one","status":0,"message":null}}"#,
        #"{"type":"result","test":{"name":"two","status":1,"message":"assert_equals: expected 1 but got 2"}}"#,
        "not JSON at all",
        #"{"type":"complete","tests":[{"name":"one","status":0,"message":null},{"name":"two","status":1,"message":"assert_equals: expected 1 but got 2"},{"name":"three","status":2,"message":"timed out"},{"name":"four","status":3,"message":null}],"status":{"status":0,"message":null}}"#
    ]

    @Test func theCompleteMessageIsTheWholeWord() {
        let result = WptResult(path: "x.any.js", messages: WptLogicTests.messages, end: .completed, endMessage: "")
        #expect(result.harness == .ok)
        #expect(result.subtests.map(\.name) == ["one", "two", "three", "four"])
        let counts: [Int] = [result.count(.pass), result.count(.fail), result.count(.timeout), result.count(.notrun)]
        #expect(counts == [1, 1, 1, 1])
        #expect(result.firstFailure == "two: FAIL: assert_equals: expected 1 but got 2")
        #expect(!result.passed)
        let json = result.json(unexpected: nil)
        #expect(json["harness"] as? String == "OK")
        #expect(json["subtests"] as? [String: Int] == ["pass": 1, "fail": 1, "timeout": 1, "notrun": 1])
        #expect((json["failures"] as? [[String: Any]])?.count == 3)
    }

    @Test func withoutACompleteMessageTheRunsEndDecides() {
        let partial = Array(WptLogicTests.messages.prefix(3))
        let killed = WptResult(path: "x", messages: partial, end: .killedAtCeiling, endMessage: "killed at the 24.0 MiB limit")
        #expect(killed.harness == .killed && killed.subtests.count == 2 && !killed.passed)
        #expect(killed.firstFailure == "harness KILLED: killed at the 24.0 MiB limit")
        #expect(WptResult(path: "x", messages: partial, end: .crashed, endMessage: "SIGSEGV").harness == .crash)
        #expect(WptResult(path: "x", messages: partial, end: .workerError, endMessage: "").harness == .crash)
        #expect(WptResult(path: "x", messages: partial, end: .expired, endMessage: "").harness == .timeout)
        #expect(WptResult(path: "x", messages: [], end: .probeError, endMessage: "NetworkError").harness == .error)
        #expect(WptResult(path: "x", messages: partial, end: .completed, endMessage: "").harness == .timeout, "a harness that never completed")
        // A harness that reported ERROR itself (an uncaught error while loading).
        let error = #"{"type":"complete","tests":[],"status":{"status":1,"message":"Uncaught ReferenceError: FormData"}}"#
        let errored = WptResult(path: "x", messages: [error], end: .completed, endMessage: "")
        #expect(errored.harness == .error && errored.harnessMessage == "Uncaught ReferenceError: FormData")
        // Even with every subtest passed, a killed worker is never a pass.
        let passedThenKilled = WptResult(path: "x", messages: [WptLogicTests.messages[1]], end: .killedAtCeiling, endMessage: "")
        #expect(!passedThenKilled.passed)
    }

    @Test func expectationsFlagNewFailuresUnexpectedPassesAndHarnessChanges() {
        let result = WptResult(path: "/wpt/a.any.js", messages: WptLogicTests.messages, end: .completed, endMessage: "")
        let listed = WptExpectations(files: ["a.any.js": .init(subtests: ["two": "why", "three": "why", "four": "why"])])
        #expect(listed.unexpected(result, relativePath: "a.any.js", file: "e.json").isEmpty)
        let missing = WptExpectations(files: ["a.any.js": .init(subtests: ["two": "why", "three": "why"])])
        #expect(missing.unexpected(result, relativePath: "a.any.js", file: "e.json") == ["new failure: four: NOTRUN"])
        let stale = WptExpectations(files: ["a.any.js": .init(subtests: ["one": "x", "two": "x", "three": "x", "four": "x", "gone": "x"])])
        #expect(
            stale.unexpected(result, relativePath: "a.any.js", file: "e.json")
                == ["unexpected pass: one (remove it from e.json)", "expected failure not reported: gone (remove it from e.json)"])
        let every = WptExpectations(files: ["a.any.js": .init(subtests: ["*": "legacy encodings"])])
        #expect(every.unexpected(result, relativePath: "a.any.js", file: "e.json") == ["unexpected pass: one (remove it from e.json)"])
        let killed = WptResult(path: "/wpt/a.any.js", harness: .killed, subtests: [])
        #expect(listed.unexpected(killed, relativePath: "a.any.js", file: "e.json") == ["harness KILLED, expected OK"])
        let expectedError = WptExpectations(files: ["a.any.js": .init(harness: .error, harnessReason: "FormData", subtests: [:])])
        #expect(expectedError.unexpected(WptResult(path: "a", harness: .error, subtests: []), relativePath: "a.any.js", file: "e").isEmpty)
        #expect(WptExpectations(files: [:]).unexpected(WptResult(path: "a", harness: .ok, subtests: []), relativePath: "b", file: "e").isEmpty)
    }

    @Test func anExpectationsFileIsReadOrRefusedInOneSentence() throws {
        let directory = NSTemporaryDirectory() + "memlab-wpt-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/e.json"
        try Data(#"{"files": {"a.any.js": {"harness": {"status": "ERROR", "reason": "r"}, "subtests": {"x": "y"}}}}"#.utf8).write(
            to: URL(fileURLWithPath: path))
        let read = try WptExpectations.load(path)
        #expect(read.files["a.any.js"] == .init(harness: .error, harnessReason: "r", subtests: ["x": "y"]))
        for bad in [#"{"files": []}"#, #"{"files": {"a": {"harness": {"status": "MAYBE"}}}}"#, #"{"files": {"a": {"subtests": {"x": 1}}}}"#, "nope"] {
            try Data(bad.utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: MemlabError.self) { try WptExpectations.load(path) }
        }
        #expect(throws: MemlabError.self) { try WptExpectations.load(directory + "/missing.json") }
    }
}
