import Foundation
import Testing

/// The record of each form of notification showNotification hands the host (host.notify's one
/// options object: a title, a body and a tag only, or every field), byte for byte as the worker
/// streams it, in a browser's key order. Written from the worker before notify took an object
/// (its positional arguments), so the records are the same as they were. A timestamp the probe
/// did not give is the time it was shown.
@Suite struct NotificationRecordTests {
    static let expected = [
        #"{"type":"notification","push":1,"notification":{"title":"short","dir":"auto","lang":"","body":"b","tag":"t","icon":"","image":"","badge":"","vibrate":[],"timestamp":NOW,"renotify":false,"silent":null,"requireInteraction":false,"data":null,"actions":[]}}"#,
        #"{"type":"notification","push":1,"notification":{"title":"untitled options","dir":"auto","lang":"","body":"","tag":"","icon":"","image":"","badge":"","vibrate":[],"timestamp":NOW,"renotify":false,"silent":null,"requireInteraction":false,"data":null,"actions":[]}}"#,
        #"{"type":"notification","push":1,"notification":{"title":"42","dir":"auto","lang":"","body":"7","tag":"","icon":"","image":"","badge":"","vibrate":[],"timestamp":NOW,"renotify":false,"silent":null,"requireInteraction":false,"data":null,"actions":[]}}"#,
        #"{"type":"notification","push":1,"notification":{"title":"more","dir":"rtl","lang":"fr","body":"","tag":"r","icon":"","image":"","badge":"","vibrate":[],"timestamp":NOW,"renotify":true,"silent":false,"requireInteraction":true,"data":null,"actions":[]}}"#,
        #"{"type":"notification","push":1,"notification":{"title":"silent","dir":"auto","lang":"","body":"","tag":"","icon":"","image":"","badge":"","vibrate":[],"timestamp":NOW,"renotify":false,"silent":true,"requireInteraction":false,"data":null,"actions":[]}}"#,
        #"{"type":"notification","push":1,"notification":{"title":"rich","dir":"auto","lang":"","body":"","tag":"","icon":"https://probe.invalid/i.png","image":"https://probe.invalid/m.png","badge":"https://cdn.example/b.png","vibrate":[1,2,4294967295],"timestamp":5,"renotify":false,"silent":null,"requireInteraction":false,"data":{"a":[1,"x"]},"actions":[{"action":"x","title":"X","icon":"https://probe.invalid/x.png"},{"action":"y","title":"Y"}]}}"#,
        #"{"type":"notification","push":1,"notification":{"title":"vibrate once","dir":"auto","lang":"","body":"","tag":"","icon":"","image":"","badge":"","vibrate":[200],"timestamp":null,"renotify":false,"silent":null,"requireInteraction":false,"data":null,"actions":[]}}"#,
        #"{"type":"notification","push":1,"notification":{"title":"no prototype","dir":"auto","lang":"","body":"own","tag":"","icon":"","image":"","badge":"","vibrate":[],"timestamp":NOW,"renotify":false,"silent":null,"requireInteraction":false,"data":null,"actions":[]}}"#,
        #"{"type":"notification","push":1,"notification":{"title":"quotes \" and \\ and\nlines","dir":"auto","lang":"","body":"☃ 😀 � \u0001","tag":"q","icon":"","image":"","badge":"","vibrate":[],"timestamp":NOW,"renotify":false,"silent":null,"requireInteraction":false,"data":null,"actions":[]}}"#
    ]

    @Test func eachFormOfNotificationHasTheRecordItHad() throws {
        let started = Date().timeIntervalSince1970 * 1000
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/scenarios/notification-records.js")
        let finished = Date().timeIntervalSince1970 * 1000
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
        let shown = run.lines.filter { $0.hasPrefix(#"{"type":"notification","#) }
        #expect(shown.count == NotificationRecordTests.expected.count, "\(run.summary)")
        for (line, expected) in zip(shown, NotificationRecordTests.expected) {
            // The time it was shown, where the probe gave none: between the run's start and end.
            var masked = line
            if expected.contains(#""timestamp":NOW"#), let range = line.range(of: #""timestamp":[0-9]+"#, options: .regularExpression) {
                let milliseconds = Double(line[range].dropFirst(#""timestamp":"#.count)) ?? 0
                #expect(milliseconds >= started.rounded(.down) && milliseconds <= finished.rounded(.up), "\(line)")
                masked.replaceSubrange(range, with: #""timestamp":NOW"#)
            }
            #expect(masked == expected)
        }
    }
}
