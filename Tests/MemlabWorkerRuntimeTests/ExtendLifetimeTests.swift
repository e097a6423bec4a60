import Foundation
import Testing

/// When ExtendableEvent.waitUntil is accepted (Service Workers, "extend lifetime promises"), one
/// test per rule, each a probe under Conformance/scenarios run by the real worker: during
/// dispatch; after `await` of a resolved value (the microtask checkpoint after each listener
/// callback runs while the event is dispatched, as in HTML); in a later task while another
/// promise is pending; refused once dispatch is over and every promise has settled.
@Suite struct ExtendLifetimeTests {
    func run(_ name: String, payload: [UInt8]? = nil) throws -> WorkerRun {
        try SpawnedWorker.run(probe: ScenarioTests.directory + "/" + name, payload: payload)
    }

    @Test func acceptedSynchronouslyDuringDispatch() throws {
        let run = try run("extend-sync.js")
        #expect(run.consoleLines.contains("sync: accepted"), "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
    }

    @Test func acceptedAfterAwaitOfTheData() throws {
        let run = try run("extend-after-await.js", payload: Array(#"{"title":"after await"}"#.utf8))
        #expect(run.consoleLines.contains("await: accepted"), "\(run.summary)")
        // A microtask queued by a listener runs in that listener's checkpoint, still dispatching.
        #expect(run.consoleLines.contains("microtask: accepted"), "\(run.summary)")
        // The first listener's continuation ran before the second listener was called.
        #expect(run.consoleLines.contains("order: first continued, second called"), "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
        #expect(run.frames("uncaught").isEmpty, "\(run.summary)")
    }

    @Test func acceptedInALaterTaskWhileAnotherIsPending() throws {
        let run = try run("extend-while-pending.js")
        #expect(run.consoleLines.contains("later task: accepted"), "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
    }

    @Test func refusedOnceDispatchIsOverAndAllSettled() throws {
        let run = try run("after-dispatch.js")
        #expect(run.consoleLines.contains("after dispatch: InvalidStateError true"), "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified")
    }
}
