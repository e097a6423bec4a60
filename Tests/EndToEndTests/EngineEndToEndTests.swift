import Foundation
import Testing
import MemlabCore

/// The engine as an extension's JavaScriptCore sees it (issue 34), through the built binary: the
/// RAM size device mode models, read back from JSC::Heap in the worker; `--engine-option`.
@Suite struct EngineEndToEndTests {
    /// About 2 MiB of garbage a push, nothing kept: enough for the engine to collect on its own.
    static let churn = """
        self.addEventListener('push', (event) => {
          let total = 0;
          for (let i = 0; i < 200; i++) { const a = []; for (let j = 0; j < 200; j++) a.push({ j }); total += a.length; }
          event.waitUntil(self.registration.showNotification('churned ' + total));
        });
        """

    @Test func deviceModeRecordsTheModelledRAMSizeTheEngineReports() throws {
        let probe = MemlabBinary.writeProbe(EngineEndToEndTests.churn)
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--mode", "device", "--pushes", "3"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let runtime = try #require(record?.runtime)
        // 24 MiB rounded up to 128 MiB, as iOS's WTF::availableMemory() gives an extension.
        #expect(runtime.modelledRAMSizeBytes == 128 << 20)
        #expect(runtime.ramSizeBytes == 128 << 20, "the engine's own reading: \(String(describing: runtime.ramSizeFallback))")
        #expect(runtime.heapGrowth == "default")
        // This machine's, which the engine would have used: not the modelled one unless the machine has 128 MiB.
        let machine = try #require(runtime.machineRAMSizeBytes)
        #expect(machine > 128 << 20)
        // Collections the engine ran on its own schedule are counted per push.
        #expect(record?.pushes.allSatisfy { $0[.collections] != nil } == true)

        // The summary says it too.
        let summary = try MemlabBinary.run(["run", probe, "--mode", "device", "--pushes", "1", "--out", MemlabBinary.temporaryDirectory()])
        #expect(summary.stdout.contains("heap sized for 128.0 MiB of RAM (the modelled extension's"), "\(summary.stdout)")
        #expect(summary.stdout.contains("default growth"), "\(summary.stdout)")

        // Measure mode records what the engine sized itself for: this machine's RAM.
        let (_, measured, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "2"])
        #expect(measured?.runtime.modelledRAMSizeBytes == nil)
        #expect(measured?.runtime.ramSizeBytes == machine)
        #expect(measured?.pushes.allSatisfy { ($0[.collections] ?? 0) >= 1 } == true, "measure mode collects after every push")
    }

    @Test func aLargerCeilingIsRoundedUpToTheNext128MiB() throws {
        let probe = MemlabBinary.writeProbe(EngineEndToEndTests.churn)
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--mode", "device", "--pushes", "1", "--limit", "130M"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(record?.runtime.ramSizeBytes == 256 << 20)
    }

    @Test func engineOptionsRoundTripIntoTheRecordAndReachTheEngine() throws {
        let probe = MemlabBinary.writeProbe(EngineEndToEndTests.churn)
        let (outcome, record, _) = try MemlabBinary.runRecord([
            "run", probe, "--mode", "device", "--pushes", "1", "--engine-option", "forceRAMSize=512M", "--engine-option=useGenerationalGC=false"
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            record?.runtime.engineOptions == [
                EngineOption(name: "forceRAMSize", value: String(512 << 20)), EngineOption(name: "useGenerationalGC", value: "false")
            ])
        // The engine took it: its heap says so.
        #expect(record?.runtime.ramSizeBytes == 512 << 20)

        // forceRAMSize=0: the machine's own, in device mode too.
        let (_, machine, _) = try MemlabBinary.runRecord(["run", probe, "--mode", "device", "--pushes", "1", "--engine-option", "forceRAMSize=0"])
        #expect(machine?.runtime.modelledRAMSizeBytes == nil)
        #expect(machine?.runtime.ramSizeBytes == machine?.runtime.machineRAMSizeBytes)
    }

    @Test func aProbeHeaderGivesEngineOptionsAndTheCommandLineReplacesOneByName() throws {
        let probe = MemlabBinary.writeProbe(
            "// memlab: --mode device --pushes 1 --engine-option forceRAMSize=256M --engine-option numberOfGCMarkers=1\n" + EngineEndToEndTests.churn)
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--engine-option", "forceRAMSize=384M"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(record?.runtime.engineOptions?.map(\.name) == ["forceRAMSize", "numberOfGCMarkers"])
        #expect(record?.runtime.ramSizeBytes == 384 << 20)
    }

    @Test(arguments: [
        (["--engine-option", "dumpOptions=2"], "dumpOptions is not a JavaScriptCore option memlab lets through"),
        (["--engine-option", "useJIT=true"], "use --jit"),
        (["--engine-option", "forceRAMSize"], "takes NAME=VALUE"),
        (["--engine-option", "useGenerationalGC=maybe"], "takes true or false"),
        (["--engine-option", "forceRAMSize=8G"], "a size under 4 GiB")
    ])
    func aBadEngineOptionIsRefusedInOneSentence(arguments: [String], says: String) throws {
        let probe = MemlabBinary.writeProbe(EngineEndToEndTests.churn)
        let outcome = try MemlabBinary.run(["run", probe] + arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(says), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "one sentence: \(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func diffSaysWhenTheEngineWasSizedForDifferentRAM() throws {
        let probe = MemlabBinary.writeProbe(EngineEndToEndTests.churn)
        let base = MemlabBinary.temporaryDirectory(), new = MemlabBinary.temporaryDirectory()
        _ = try MemlabBinary.run(["run", probe, "--mode", "device", "--pushes", "2", "--engine-option", "forceRAMSize=0", "--out", base])
        _ = try MemlabBinary.run(["run", probe, "--mode", "device", "--pushes", "2", "--out", new])
        let diff = try MemlabBinary.run(["diff", base, new])
        #expect(diff.stdout.contains("the RAM size the engine's heap was sized for (device mode) differs"), "\(diff.stdout)")
        #expect(diff.stdout.contains("128.0 MiB"), "\(diff.stdout)")
        #expect(diff.stdout.contains("engine options differs: BASE forceRAMSize=0, NEW none"), "\(diff.stdout)")
    }

    @Test func versionVerboseShowsTheEngineDefaultsMemlabSets() throws {
        let outcome = try MemlabBinary.run(["version", "--verbose"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for name in ["numberOfGCMarkers=1", "useJIT=false", "useConcurrentGC=false", "forceRAMSize="] {
            #expect(outcome.stdout.contains(name), "\(name) in \(outcome.stdout)")
        }
        #expect(outcome.stdout.contains("Allowed with --engine-option"))
        let plain = try MemlabBinary.run(["version"])
        #expect(!plain.stdout.contains("numberOfGCMarkers"))
    }
}
