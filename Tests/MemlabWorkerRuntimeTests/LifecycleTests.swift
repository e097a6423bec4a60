import Foundation
import Testing

/// The service-worker lifecycle before the first push (Lifecycle.swift), run by the real worker:
/// install then activate, their waitUntil promises settled; a failed install makes the worker
/// redundant; what install stored is what every push sees, in every isolation mode.
@Suite struct LifecycleTests {
    static let directory = SpawnedWorker.conformanceDirectory + "/lifecycle"

    func run(_ name: String, _ extra: [String] = []) throws -> WorkerRun {
        try SpawnedWorker.run(probe: LifecycleTests.directory + "/" + name, extra: extra)
    }

    /// The closing lifecycle frames (each event also sends one as it starts, with `started` true).
    func closing(_ run: WorkerRun) -> [[String: Any]] { run.frames("lifecycle").filter { $0["started"] == nil } }

    func events(_ run: WorkerRun) -> [String] {
        closing(run).map { "\($0["event"] as? String ?? "?") \($0["outcome"] as? String ?? "?")" }
    }

    @Test(arguments: ["context", "group", "none"])
    func precacheInInstallIsReadOnPushOne(isolation: String) throws {
        let run = try run("precache.js", ["--pushes", "3", "--isolation", isolation])
        #expect(events(run) == ["install completed", "activate completed"], "\(run.summary)")
        #expect(run.consoleLines.prefix(2) == ["install true true", "activate function"], "\(run.summary)")
        let pushes = run.frames("push")
        #expect(pushes.count == 3 && pushes.allSatisfy { $0["outcome"] as? String == "modified" }, "\(run.summary)")
        let titles = run.frames("notification").compactMap { ($0["notification"] as? [String: Any])?["title"] as? String }
        #expect(titles == ["cached 1", "cached 1", "cached 1"], "\(run.summary)")
        // The lifecycle's frames come before push 1's, each event's started one first, then how it ended.
        #expect(run.frames("lifecycle").map { $0["started"] as? Bool } == [true, nil, true, nil])
        let first = try #require(closing(run).first)
        #expect(first["listeners"] as? Int == 1 && (first["footprintBytes"] as? Int ?? 0) > 0)
    }

    /// registration.installing/active and self.serviceWorker follow the lifecycle (isolation none:
    /// one context sees install, activate and the push).
    @Test func theServiceWorkerObjectFollowsTheLifecycle() throws {
        let run = try run("service-worker-object.js", ["--pushes", "1", "--isolation", "none"])
        #expect(
            run.consoleLines == [
                "install installing null null", "activate activating null",
                "push activated true true [object ServiceWorker] true", "constructor refused true", "message 7 true true"
            ], "\(run.summary)")
        #expect(run.frames("push").first?["outcome"] as? String == "modified", "\(run.summary)")
    }

    @Test func rejectedInstallMakesTheWorkerRedundant() throws {
        let run = try run("install-rejects.js", ["--pushes", "2"])
        #expect(events(run) == ["install rejected"], "\(run.summary)")
        let exception = closing(run).first?["exception"] as? [String: Any]
        #expect(exception?["message"] as? String == "precache failed")
        #expect(!run.consoleLines.contains("activate ran"))
        let pushes = run.frames("push")
        #expect(pushes.count == 2, "\(run.summary)")
        #expect(pushes.allSatisfy { $0["outcome"] as? String == "original-content" && $0["reason"] as? String == "redundant" })
        #expect(run.frames("notification").isEmpty)
        #expect(run.exitCode == 0)
    }

    @Test func throwingInstallListenerMakesTheWorkerRedundant() throws {
        let run = try run("install-throws.js", ["--isolation", "none"])
        #expect(events(run) == ["install threw"], "\(run.summary)")
        #expect((closing(run).first?["exception"] as? [String: Any])?["name"] as? String == "RangeError")
        #expect(run.push?["reason"] as? String == "redundant", "\(run.summary)")
    }

    @Test func rejectedActivateLeavesTheWorkerActive() throws {
        let run = try run("activate-rejects.js")
        #expect(events(run) == ["install completed", "activate rejected"], "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
    }

    @Test func waitUntilAfterAwaitInInstallIsSettledByTheEventLoop() throws {
        let run = try run("install-awaits.js")
        #expect(events(run) == ["install completed", "activate completed"], "\(run.summary)")
        #expect(run.consoleLines.first == "install settled", "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)")
    }

    @Test func noLifecycleListenerSendsNoFrame() throws {
        let run = try SpawnedWorker.run(probe: ScenarioTests.directory + "/extend-sync.js")
        #expect(run.frames("lifecycle").isEmpty, "\(run.summary)")
        #expect(run.push?["outcome"] as? String == "modified")
    }

    @Test(arguments: ["installed", "redundant"])
    func lifecycleArgumentSkipsTheEvents(value: String) throws {
        let run = try run("precache.js", ["--lifecycle", value])
        #expect(run.frames("lifecycle").isEmpty, "\(run.summary)")
        // Installed: no install ran, so nothing was precached (the push's r.json() fails); redundant: not delivered.
        #expect(run.push?["reason"] as? String == (value == "redundant" ? "redundant" : "waituntil-rejected"), "\(run.summary)")
    }
}
