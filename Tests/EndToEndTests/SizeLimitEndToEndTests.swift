import Foundation
import Testing

/// Files past what memlab reads are refused before they are read (docs/fuzzing.md, "Limits"):
/// sparse files of the size, so the test writes no data; memlab must not read them whole.
@Suite struct SizeLimitEndToEndTests {
    func sparse(_ name: String, bytes: Int64, start: String) throws -> String {
        let path = MemlabBinary.temporaryDirectory() + "/" + name
        try Data(start.utf8).write(to: URL(fileURLWithPath: path))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
        return path
    }

    @Test func aRecordPastOneGiBIsRefusedUnread() throws {
        let record = try sparse("huge.json", bytes: (1 << 30) + 1, start: #"{"schemaVersion":3,"#)
        for command in [["diff", record, record], ["report", record, "--out", MemlabBinary.temporaryDirectory() + "/r.html"]] {
            let outcome = try MemlabBinary.run(command)
            #expect(outcome.status == 65, "\(command[0]): \(outcome.stderr)")
            #expect(outcome.stderr.contains("is 1073741825 bytes, more than the 1073741824 (1 GiB) a memlab result may be"), "\(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "one sentence: \(outcome.stderr)")
        }
    }

    @Test func aProbePast64MiBIsRefusedBeforeAWorkerStarts() throws {
        let probe = try sparse("huge.js", bytes: (64 << 20) + 1, start: "self.addEventListener('push', () => {});\n//")
        let outcome = try MemlabBinary.run(["run", probe, "--pushes", "1"])
        #expect(outcome.status == 65, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("is 67108865 bytes, more than the 67108864 (64 MiB) memlab reads as one script"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "one sentence: \(outcome.stderr)")
    }
}
