import Foundation
import Testing

@testable import MemlabCore

/// The record's enumerations against the spellings records on disk have (docs/results-schema.md):
/// every spelling reads into its case and is written back as it was; anything else is a damaged
/// record, not a crash.
@Suite("the typed record")
struct TypedRecordTests {
    /// A record with a push for every outcome and reason, a limit trial for every run end and push
    /// reason, a budget check of each origin (and one without), exactly as memlab writes one. The
    /// single-valued fields are placeholders, filled by `record(_:)`.
    static let template = #"""
        {
          "schemaVersion": 2, "memlabVersion": "0.1.0", "createdAt": "2026-12-02T12:00:00.000Z",
          "host": {"kernel": "Linux 6.1", "machine": "x86_64", "cpuCount": 2},
          "probe": {"path": "probes/p.js", "name": "p", "sha256": "00", "bytes": 10},
          "runtime": {"engine": "JavaScriptCore (WebKitGTK)", "jit": false},
          "ceiling": {
            "limitBytes": 25165824, "backend": "@backend@", "chosen": "@chosen@", "detail": "d",
            "pageSize": "@pageSize@", "cgroupDelegation": "@cgroupDelegation@"
          },
          "pushes": [
            {"index": 1, "outcome": "modified", "footprintBytes": 3000000, "pushSeconds": 0.5, "checkpoints": 2},
            {"index": 2, "outcome": "original-content", "reason": "no-listener"},
            {"index": 3, "outcome": "original-content", "reason": "exception"},
            {"index": 4, "outcome": "original-content", "reason": "unsettled"},
            {"index": 5, "outcome": "original-content", "reason": "waituntil-rejected"},
            {"index": 6, "outcome": "original-content", "reason": "no-notification"},
            {"index": 7, "outcome": "original-content", "reason": "internal"},
            {"index": 8, "outcome": "original-content", "reason": "killed-at-ceiling"},
            {"index": 9, "outcome": "original-content", "reason": "expired"},
            {"index": 10, "outcome": "original-content", "reason": "crashed"},
            {"index": 11, "outcome": "original-content", "reason": "interrupted"},
            {"index": 12, "outcome": "original-content", "reason": "redundant"},
            {"index": 13, "outcome": "original-content"}
          ],
          "checkpoints": [], "checkpointsDropped": 0, "console": [],
          "end": {"kind": "@end@", "message": "m"},
          "isolation": "@isolation@", "allocator": "@allocator@", "onWarning": "@onWarning@",
          "growthLimit": {
            "largestCompletingBytes": 1048576, "resolutionBytes": 65536, "field": "bytes", "pushIndex": 1, "workersUsed": 7,
            "trials": [
              {"bytes": 0, "completed": true, "end": "completed"},
              {"bytes": 1, "completed": false, "end": "killed-at-ceiling", "reason": "killed-at-ceiling"},
              {"bytes": 2, "completed": false, "end": "expired", "reason": "expired"},
              {"bytes": 3, "completed": false, "end": "crashed", "reason": "crashed"},
              {"bytes": 4, "completed": false, "end": "probe-error"},
              {"bytes": 5, "completed": false, "end": "worker-error", "reason": "internal"},
              {"bytes": 6, "completed": false, "end": "interrupted", "reason": "interrupted"}
            ]
          },
          "budget": {
            "budget": {"maxPeakBytes": 8388608, "expect": "modified"},
            "checks": [
              {"figure": "peak-footprint", "option": "--max-peak", "budget": "8.0 MiB", "actual": "9.0 MiB", "passed": false, "origin": "header", "sentence": "s"},
              {"figure": "headroom", "option": "--min-headroom", "budget": "1.0 MiB", "actual": "2.0 MiB", "passed": true, "origin": "command line", "sentence": "s"},
              {"figure": "outcome", "option": "--expect", "budget": "modified", "actual": "modified", "passed": true, "sentence": "s"}
            ],
            "passed": false
          },
          "problems": [], "elapsedSeconds": 1.25
        }
        """#

    /// Each single-valued field, its placeholder's default, and every spelling a record may have.
    static let fields: [(placeholder: String, spellings: [String])] = [
        ("backend", ["cgroup", "rlimit", "watchdog"]),
        ("chosen", ["auto", "requested"]),
        ("pageSize", ["4K", "16K"]),
        ("cgroupDelegation", ["v1", "v2-root", "v2-leaf", "v2-systemd-scope"]),
        ("end", ["completed", "killed-at-ceiling", "expired", "crashed", "probe-error", "worker-error", "interrupted"]),
        ("isolation", ["context", "group", "none", "process"]),
        ("allocator", ["jsc", "malloc"]),
        ("onWarning", ["none", "gc"])
    ]

    /// The template with each placeholder at its first spelling, but `field` at `spelling`.
    static func record(_ field: String? = nil, _ spelling: String? = nil) -> String {
        var text = template
        for (placeholder, spellings) in fields {
            text = text.replacingOccurrences(of: "@\(placeholder)@", with: placeholder == field ? spelling! : spellings[0])
        }
        return text
    }

    /// The field's value as the record holds it, spelled as JSON spells it.
    static func spelling(of field: String, in record: RunRecord) -> String? {
        switch field {
        case "backend": return record.ceiling.backend.rawValue
        case "chosen": return record.ceiling.chosen.rawValue
        case "pageSize": return record.ceiling.pageSize?.rawValue
        case "cgroupDelegation": return record.ceiling.cgroupDelegation?.rawValue
        case "end": return record.end.kind.rawValue
        case "isolation": return record.isolation?.rawValue
        case "allocator": return record.allocator?.rawValue
        case "onWarning": return record.onWarning?.rawValue
        default: return nil
        }
    }

    static var cases: [(String, String)] { fields.flatMap { field in field.spellings.map { (field.placeholder, $0) } } }

    @Test("each enumeration has exactly the spellings records have")
    func spellingsAreTheEnumerations() {
        let enumerations: [String: [String]] = [
            "backend": CeilingInfo.Backend.allCases.map(\.rawValue), "chosen": CeilingInfo.Choice.allCases.map(\.rawValue),
            "pageSize": RunPlan.PageSize.allCases.map(\.rawValue), "cgroupDelegation": CgroupDelegationKind.allCases.map(\.rawValue),
            "end": RunEnd.Kind.allCases.map(\.rawValue), "isolation": RunPlan.Isolation.allCases.map(\.rawValue),
            "allocator": RunPlan.Allocator.allCases.map(\.rawValue), "onWarning": RunPlan.WarningResponse.allCases.map(\.rawValue)
        ]
        for (placeholder, spellings) in Self.fields { #expect(enumerations[placeholder] == spellings, "\(placeholder)") }
        #expect(PushRecord.Outcome.allCases.map(\.rawValue) == ["modified", "original-content"])
        #expect(
            PushRecord.Reason.allCases.map(\.rawValue) == [
                "no-listener", "exception", "unsettled", "waituntil-rejected", "no-notification", "internal", "killed-at-ceiling", "expired",
                "crashed", "interrupted", "redundant"
            ])
        #expect(BudgetCheck.Origin.allCases.map(\.rawValue) == ["header", "command line"])
    }

    @Test("every spelling reads into its case and is written back as it was", arguments: TypedRecordTests.cases)
    func everySpellingRoundTrips(field: String, spelling: String) throws {
        let text = Self.record(field, spelling)
        let record = try JSONDecoder().decode(RunRecord.self, from: Data(text.utf8))
        #expect(Self.spelling(of: field, in: record) == spelling)
        // Written as memlab writes a record (RecordJSON: schema 3, the pushes as columns), the same
        // JSON value but for those two, and the same record read back.
        let written = try RecordJSON.data(record)
        func withoutPushes(_ data: Data) throws -> JSONValue {
            guard case .object(var members) = try JSONDecoder().decode(JSONValue.self, from: data) else { return .null }
            members["pushes"] = nil
            members["schemaVersion"] = nil
            return .object(members)
        }
        #expect(try withoutPushes(written) == withoutPushes(Data(text.utf8)))
        var expected = record
        expected.schemaVersion = RunRecord.currentSchemaVersion
        let reread = try JSONDecoder().decode(RunRecord.self, from: written)
        #expect(reread == expected)
        #expect(Array(reread.pushes) == Array(record.pushes))
    }

    @Test("the arrays' spellings: a push of every outcome and reason, a trial of every end, a check of every origin")
    func arraysRead() throws {
        let record = try JSONDecoder().decode(RunRecord.self, from: Data(Self.record().utf8))
        #expect(record.pushes.map(\.outcome) == [.modified] + Array(repeating: .originalContent, count: 12))
        #expect(record.pushes.map(\.reason) == [nil] + PushRecord.Reason.allCases.map { $0 } + [nil])
        #expect(record.pushes.first?[.footprintBytes] == 3_000_000 && record.pushes.first?[seconds: .pushSeconds] == 0.5)
        #expect(record.growthLimit?.trials.map(\.end) == RunEnd.Kind.allCases)
        #expect(record.growthLimit?.trials.compactMap(\.reason) == [.killedAtCeiling, .expired, .crashed, .internal, .interrupted])
        #expect(record.budget?.checks.map(\.origin) == [.header, .commandLine, nil])
    }

    @Test(
        "an unknown spelling is a damaged record, named by its field",
        arguments: [
            (#""backend": "cgroup""#, #""backend": "auto""#, "ceiling.backend"),
            (#""chosen": "auto""#, #""chosen": "sometimes""#, "ceiling.chosen"),
            (#""pageSize": "4K""#, #""pageSize": "64K""#, "ceiling.pageSize"),
            (#""cgroupDelegation": "v1""#, #""cgroupDelegation": "v3""#, "ceiling.cgroupDelegation"),
            (#""kind": "completed""#, #""kind": "finished""#, "end.kind"),
            (#""isolation": "context""#, #""isolation": "realm""#, "isolation"),
            (#""allocator": "jsc""#, #""allocator": "tcmalloc""#, "allocator"),
            (#""onWarning": "none""#, #""onWarning": "panic""#, "onWarning"),
            (#""outcome": "modified""#, #""outcome": "shown""#, "outcome"),
            (#""reason": "no-listener""#, #""reason": "no listener""#, "reason"),
            (#""end": "expired""#, #""end": "timed-out""#, "end"),
            (#""origin": "header""#, #""origin": "probe""#, "origin")
        ])
    func unknownSpellingIsDamaged(known: String, unknown: String, field: String) throws {
        let text = Self.record()
        #expect(text.contains(known))
        let path = NSTemporaryDirectory() + "memlab-typed-\(UUID().uuidString).json"
        try Data(text.replacingOccurrences(of: known, with: unknown).utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ResultStore.read(path)
            Issue.record("\(unknown) was read")
        } catch {
            #expect(error.exitCode == .dataError)
            #expect(error.sentence.contains("is a damaged memlab result (bad field"), "\(error.sentence)")
            #expect(error.sentence.contains(field), "\(error.sentence)")
        }
    }

    @Test("every reason has its own words, and every one of the worker's reasons is the record's of the same spelling")
    func reasonTexts() {
        let texts = PushRecord.Reason.allCases.map(\.text)
        #expect(Set(texts).count == texts.count && texts.allSatisfy { !$0.isEmpty })
        #expect(PushRecord(index: 1, outcome: .originalContent).reasonText == "no reason given")
        var pushes = PushList()
        for (index, reason) in [PushRecord.Reason.exception, .killedAtCeiling, .killedAtCeiling, .exception].enumerated() {
            pushes.append(PushRecord(index: index + 1, outcome: .originalContent, reason: reason))
        }
        pushes.append(PushRecord(index: 5, outcome: .modified))
        #expect(pushes.prevailingReasonText == "the handler threw", "a tie goes to the earliest")
        #expect(PushList([PushRecord(index: 1, outcome: .modified)]).prevailingReasonText == nil)
    }
}
