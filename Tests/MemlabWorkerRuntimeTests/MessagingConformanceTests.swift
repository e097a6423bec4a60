import Foundation
import Testing

/// The messaging globals (js/messaging.js) in the real worker: Conformance/messaging.js, and what
/// memlab.parentPort sends: port-messages frames, outside the console's budget.
@Suite struct MessagingConformanceTests {
    @Test func messageChannelBroadcastChannelAndEvents() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/messaging.js")
        ConformanceTests().expectAllPassed(run, minimum: 8)
        // What the probe posted to the parent's port: its JSON texts, one a line, across frames
        // of at most 8192 characters each.
        let pieces = run.frames("port-messages")
        #expect(pieces.count >= 3, "\(run.summary)")
        #expect(pieces.allSatisfy { ($0["data"] as? String)?.utf16.count ?? .max <= 8192 })
        let stream = pieces.compactMap { $0["data"] as? String }.joined()
        let lines = stream.split(separator: "\n").map(String.init)
        #expect(lines == [#"{"type":"hello","n":1}"#, "\"" + String(repeating: "x", count: 20000) + "\""])
    }

    @Test func thousandsOfMessagesAreNotCutByTheConsoleBudget() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write(
            "probe.js",
            """
            addEventListener('push', (event) => {
              for (let i = 0; i < 3000; i++) memlab.parentPort.postMessage({ i });
              for (let i = 0; i < 300; i++) console.log('line ' + i);
              event.waitUntil(new Promise((resolve) => setTimeout(resolve, 0)));
            });
            """)
        let run = try SpawnedWorker.run(probe: temporary.path + "/probe.js")
        let stream = run.frames("port-messages").compactMap { $0["data"] as? String }.joined()
        let lines = stream.split(separator: "\n")
        #expect(lines.count == 3000, "\(run.frames("push"))")
        #expect(lines.last == #"{"i":2999}"#)
        #expect(run.consoleLines.count == 200, "the console keeps its own budget")
    }
}
