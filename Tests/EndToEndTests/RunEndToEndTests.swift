import Testing
import Foundation
import MemlabCore

/// The built binary, end to end: stdout, stderr, exit status and result files.
@Suite(.serialized) struct RunEndToEndTests {
    @Test(
        "grow.js is killed at the ceiling by a real memory cgroup",
        .enabled(if: MemlabBinary.cgroupAvailable, "no writable memory cgroup here (needs root and a v1 memory controller or delegated v2)"))
    func growKilledByCgroup() throws {
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", MemlabBinary.probe("grow.js"), "--limit", "24M", "--enforce", "cgroup"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(record)
        #expect(run.end.kind == .killedAtCeiling)
        #expect(run.end.exit == .signaled(SIGKILL))
        #expect(run.ceiling.backend == .cgroup)
        // The kernel never lets the cgroup's charge pass the limit.
        #expect((run.ceiling.cgroupPeakBytes ?? .max) <= 24 << 20)
        #expect((run.peakFootprintBytes ?? .max) <= 24 << 20)
        // Everything streamed before the kill is kept: the ramp's checkpoints climb to near the limit.
        let last = try #require(run.lastCheckpoint)
        #expect(last.value > 12 * 1024 * 1024)
        #expect(run.checkpoints.count > 10)
        #expect(run.pushes.first?.reason == .killedAtCeiling)
        #expect(files.count == 1)
        // The worker's cgroup is gone afterwards.
        if case .success(let parent) = MemoryCgroup.locateParent() {
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent.path).filter { $0.hasPrefix("memlab-\(run.runtime.workerPid ?? -1)") }
            #expect(leftovers.isEmpty)
        }
    }

    @Test("grow.js is killed at the ceiling by the watchdog")
    func growKilledByWatchdog() throws {
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", MemlabBinary.probe("grow.js"), "--limit", "24M", "--enforce", "watchdog"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(record)
        #expect(run.end.kind == .killedAtCeiling)
        #expect(run.ceiling.overshootBytes != nil)
        #expect((run.peakFootprintBytes ?? 0) > 24 << 20)
        #expect((run.lastCheckpoint?.value ?? 0) > 12 * 1024 * 1024)
    }

    @Test("grow.js is stopped by the rlimit ceiling on address-space growth")
    func growStoppedByRlimit() throws {
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", MemlabBinary.probe("grow.js"), "--limit", "24M", "--enforce", "rlimit"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(record)
        #expect(run.end.kind == .killedAtCeiling)
        let cap = try #require(run.ceiling.rlimitAddressSpaceBytes)
        #expect(cap > 24 << 20)
        // RLIMIT_AS bounds address space, not footprint: most runs stop far below the
        // limit, some a little above it (bench/RESULTS.md), so only the kill is checked.
        #expect(run.checkpoints.count > 0)
        #expect(run.pushes.first?.reason == .killedAtCeiling)
    }

    @Test("the human summary names the runtime, the ceiling, the baseline, the outcome and the result file")
    func humanSummary() throws {
        let out = MemlabBinary.temporaryDirectory()
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("grow.js"), "--limit", "24M", "--out", out])
        #expect(outcome.status == 0)
        for needle in [
            "JavaScriptCore 2.", "JIT off", "ceiling", "24.0 MiB via", "baseline", "headroom", "killed at the ceiling", "peak", "checkpoint", "result"
        ] {
            #expect(outcome.stdout.contains(needle), "summary lacks '\(needle)':\n\(outcome.stdout)")
        }
        // Progress is for terminals only; a pipe gets none.
        #expect(outcome.stderr.isEmpty)
        #expect(!outcome.stdout.contains("\u{1B}["))
    }

    @Test("a small probe completes and its notification is recorded")
    func smallProbeCompletes() throws {
        let probe = MemlabBinary.writeProbe(
            """
            addEventListener('push', (event) => {
              const message = event.data.json();
              event.waitUntil(self.registration.showNotification(message.title, { body: 'from memlab' }));
            });
            """)
        let (outcome, record, files) = try MemlabBinary.runRecord(["run", probe, "--payload", #"{"title":"hello"}"#])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let run = try #require(record)
        #expect(run.end.kind == .completed)
        #expect(run.pushes.first?.outcome == .modified)
        #expect(run.pushes.first?.notification?["title"]?.stringValue == "hello")
        #expect(run.payload?.bytes == 17)
        #expect(files.count == 1)
        let saved = try ResultStore.read(files[0])
        #expect(saved.schemaVersion == RunRecord.currentSchemaVersion)
        #expect(saved.pushes == run.pushes)
        // JSC's heap counters were read directly, after matching JSGetMemoryUsageStatistics.
        #expect(saved.runtime.heapCounters == "direct", "\(saved.runtime)")
        #expect(saved.runtime.heapCountersFallback == nil)
    }

    @Test("--jit turns the JIT on")
    func jitFlag() throws {
        let probe = MemlabBinary.writeProbe("addEventListener('push', e => e.waitUntil(registration.showNotification('x')));")
        let (_, record, _) = try MemlabBinary.runRecord(["run", probe, "--jit"])
        #expect(record?.runtime.jit == true)
        let (_, plain, _) = try MemlabBinary.runRecord(["run", probe])
        #expect(plain?.runtime.jit == false)
    }

    @Test("a handler that throws is a finding: original content, with the location")
    func handlerThrows() throws {
        let probe = MemlabBinary.writeProbe("addEventListener('push', () => {\n  null.boom;\n});\n")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe])
        #expect(outcome.status == 0)
        let push = try #require(record?.pushes.first)
        #expect(push.outcome == .originalContent)
        #expect(push.reason == .exception)
        #expect(push.exception?.line == 2)
    }

    @Test("a push that never ends expires")
    func expires() throws {
        let probe = MemlabBinary.writeProbe("addEventListener('push', () => { for (;;) {} });")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--expire", "1"])
        #expect(outcome.status == 0)
        #expect(record?.end.kind == .expired)
        #expect(record?.pushes.first?.reason == .expired)
    }
}
