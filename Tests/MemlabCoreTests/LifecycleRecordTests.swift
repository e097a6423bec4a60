import Foundation
import MemlabProtocol
import Testing

@testable import MemlabCore

/// The record's `lifecycle` section (docs/results-schema.md): read and written back as memlab
/// writes it, absent from older records, and folded from the worker's lifecycle frames by the
/// record assembler's rules (a failed install's sentence, activate's failure not redundant).
@Suite struct LifecycleRecordTests {
    static let section = #"""
        {"registration": "update", "events": [
          {"event": "install", "outcome": "rejected", "listeners": 1, "seconds": 0.25, "footprintBytes": 5000000,
           "exception": {"name": "TypeError", "message": "precache failed"}}],
         "redundant": "install's waitUntil promise rejected with TypeError: precache failed, so the worker is redundant and no push was delivered"}
        """#

    @Test func theSectionRoundTrips() throws {
        let section = try JSONDecoder().decode(LifecycleRecord.self, from: Data(LifecycleRecordTests.section.utf8))
        #expect(section.registration == .update && section.events.map(\.outcome) == [.rejected] && section.skipped == nil)
        let written = try JSONEncoder().encode(section)
        #expect(try JSONDecoder().decode(LifecycleRecord.self, from: written) == section)
        for spelling in RunPlan.Registration.allCases.map(\.rawValue) {
            let text = #"{"registration": "\#(spelling)", "events": []}"#
            #expect(try JSONDecoder().decode(LifecycleRecord.self, from: Data(text.utf8)).registration.rawValue == spelling)
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LifecycleRecord.self, from: Data(#"{"registration": "later", "events": []}"#.utf8)) }
    }

    @Test func anOlderRecordHasNone() throws {
        let record = try JSONDecoder().decode(RunRecord.self, from: Data(TypedRecordTests.record().utf8))
        #expect(record.lifecycle == nil)
    }

    @Test func onlyAFailedInstallMakesTheWorkerRedundant() {
        let exception = ScriptException(name: "TypeError", message: "precache failed")
        let rejected = LifecycleFrame(event: .install, outcome: .rejected, listeners: 1, seconds: 0.1, footprintBytes: 1, exception: exception)
        #expect(rejected.makesRedundant)
        #expect(
            rejected.redundancySentence
                == "install's waitUntil promise rejected with TypeError: precache failed, so the worker is redundant and no push was delivered")
        let threw = LifecycleFrame(event: .install, outcome: .threw, listeners: 1, seconds: 0.1, footprintBytes: 1, exception: exception)
        #expect(threw.redundancySentence?.hasPrefix("the install listener threw TypeError: precache failed") == true)
        let activate = LifecycleFrame(event: .activate, outcome: .rejected, listeners: 1, seconds: 0.1, footprintBytes: 1, exception: exception)
        #expect(!activate.makesRedundant && activate.redundancySentence == nil)
        #expect(!LifecycleFrame(event: .install, outcome: .completed, listeners: 1, seconds: 0, footprintBytes: 1).makesRedundant)
    }
}
