import CJavaScriptCore
import Foundation
@testable import MemlabWorkerRuntime
import Testing

/// No leaks from the runtime itself: after a context that used an API is torn
/// down, a synchronous full GC brings JavaScriptCore's globalObjectCount (and
/// protectedObjectCount) back to what they were before that context existed.
/// In-process against the real JavaScriptCore; serialized because host callbacks
/// reach their WorkerHost through one static.
@Suite(.serialized) struct LeakTests {
    /// JSC's own heap statistics for a context group, read after a synchronous full GC
    /// from an observer context that lives as long as the census.
    final class Census {
        let group: JSContextGroupRef
        let observer: JSGlobalContextRef
        init() {
            group = JSContextGroupCreate()
            observer = JSGlobalContextCreateInGroup(group, nil)
        }
        deinit {
            JSGlobalContextRelease(observer)
            JSContextGroupRelease(group)
        }
        func take() -> HeapStatistics {
            displace()
            JSSynchronousGarbageCollectForDebugging(observer)
            return HeapStatistics(ctx: observer)
        }

        /// Runs a little script in the observer, then zeroes the dead stack below:
        /// what the VM and the stack last pointed at is then the observer, not the
        /// context under test (JavaScriptCore scans the stack conservatively).
        @inline(never)
        func displace() {
            _ = JSC.evaluate(observer, "0", url: "memlab:census")
            withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 16) { buffer in
                memset(buffer.baseAddress!, 0, buffer.count)
            }
        }

        /// Creates a context kept alive by one JSValueProtect that is never undone
        /// (in its own frame, for the reason given at runScenario).
        @inline(never)
        func leakOneContext() {
            let leaked = JSGlobalContextCreateInGroup(group, nil)!
            JSValueProtect(leaked, JSContextGetGlobalObject(leaked))
            JSGlobalContextRelease(leaked)
        }
    }

    /// Whether JavaScriptCore compiles on the thread that runs the code
    /// (useConcurrentJIT off), set once, before the first VM of this process.
    ///
    /// With concurrent compilation (the default) these checks failed in most full
    /// `swift test` runs, in a different test each time, with 1 to 4 dead global
    /// objects left after a synchronous full GC (passing alone, where the machine is
    /// idle): a compilation that finishes after its context was torn down stays in
    /// JSC's JIT worklist until the VM next installs ready plans, and the worklist
    /// marks the plan's CodeBlocks, hence their global object, as roots ("DFG
    /// Worklists" marking constraint). A second synchronous GC in a row changed
    /// nothing; JSC_useConcurrentJIT=false made those runs clean. Compiling
    /// synchronously leaves no plan behind a context, and does not change what is
    /// measured: references the runtime keeps.
    ///
    /// JSC freezes its options when it creates its first VM and crashes on a later
    /// write, so this must run before any JSC use in the test process; LeakTests is
    /// its only in-process JSC user, and every measurement reads this first.
    static let compilesSynchronously: Bool = {
        typealias GetBoolean = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Int32>) -> Int32
        typealias SetBoolean = @convention(c) (UnsafePointer<CChar>, Int32) -> Int32
        let process = dlopen(nil, RTLD_NOW)
        guard let get = dlsym(process, "jsc_options_get_boolean"), let set = dlsym(process, "jsc_options_set_boolean") else { return false }
        var concurrent: Int32 = 1
        guard unsafeBitCast(get, to: GetBoolean.self)("useConcurrentJIT", &concurrent) != 0 else { return false }
        if concurrent != 0, unsafeBitCast(set, to: SetBoolean.self)("useConcurrentJIT", 0) == 0 { return false }
        return unsafeBitCast(get, to: GetBoolean.self)("useConcurrentJIT", &concurrent) != 0 && concurrent == 0
    }()

    final class ThreadJob: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs one measurement's JavaScriptCore work (census, scenarios, collections,
    /// statistics, teardown) on a thread created for it alone, and joins that thread
    /// before returning; the caller's expectations run after. JSC scans the stack of
    /// every thread that entered the VM conservatively; Swift Testing's pool threads
    /// live on and carry the runner's frames, a fresh thread starts with a clean stack,
    /// is the only one that ever enters the census's VM, and has exited when this
    /// returns. (That alone did not remove the stale global objects described at
    /// compilesSynchronously: it rules out one source, not the one that mattered.)
    /// Expectations must not be recorded on that thread: it has no current test.
    static func onDedicatedThread<T>(_ body: () throws -> T) throws -> T {
        try #require(LeakTests.compilesSynchronously, "could not turn JavaScriptCore's useConcurrentJIT off")
        var result: Result<T, any Error>?
        try withoutActuallyEscaping(body) { body in
            let job = ThreadJob { result = Result { try body() } }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, 16 << 20)
            var thread = pthread_t()
            let created = pthread_create(
                &thread, &attributes,
                { argument in
                    Unmanaged<ThreadJob>.fromOpaque(argument!).takeRetainedValue().body()
                    return nil
                }, Unmanaged.passRetained(job).toOpaque())
            guard created == 0 else { throw POSIXError(POSIXErrorCode(rawValue: created) ?? .EAGAIN) }
            pthread_join(thread, nil)
        }
        return try result!.get()
    }

    struct Used {
        var outcome: [String: String] = [:]
        var liveTimersBeforeTearDown = 0
    }

    /// Measured contexts per check. A context the runtime kept alive would add one
    /// global object each, so a leak shows as +repetitions.
    static let repetitions = 5
    /// Dead global objects tolerated after a synchronous full GC: none. Measured on
    /// WebKitGTK 2.50.6 with compilesSynchronously and onDedicatedThread: 20
    /// consecutive full `swift test` runs, every check exact (globalObjectCount back
    /// to its value before the context existed, protectedObjectCount unchanged).
    static let staleAllowance: Int64 = 0

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("probes/fixtures").path

    /// Runs `script` as a probe in a fresh context: one push with `payload`, the event
    /// loop, teardown. Never inlined: JavaScriptCore scans the native stack
    /// conservatively, so a JSValueRef left in a live frame of the caller would keep
    /// the context alive and look like a leak. Every JSC value stays in this frame,
    /// which is gone by the time the caller collects.
    @inline(never)
    static func runScenario(_ script: String, payload: [UInt8]?, group: JSContextGroupRef, scriptDirectory: String?) throws -> Used {
        let devNull = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(devNull) }
        let host = WorkerHost(frames: FrameWriter(fd: devNull))
        host.fixturesDirectory = LeakTests.fixtures
        host.scriptDirectory = scriptDirectory
        WorkerHost.current = host
        defer { WorkerHost.current = nil }
        var used = Used()
        let push = try PushContext(group: group, host: host)
        let (_, thrown) = push.evaluate(script, url: "leak-probe.js")
        if let thrown { used.outcome["loadError"] = JSExceptionInfo(ctx: push.context, value: thrown).message }
        let (status, exception) = push.dispatchPush(payload: payload)
        if exception != nil { used.outcome["dispatchError"] = "yes" }
        if status != nil {
            if let final = push.runEventLoop().status {
                let outcome = PushOutcome(ctx: push.context, status: final)
                used.outcome["outcome"] = outcome.modified ? "modified" : "original-content"
                used.outcome["reason"] = outcome.reason?.rawValue ?? ""
            }
        }
        used.liveTimersBeforeTearDown = push.liveTimers
        push.tearDown()
        return used
    }

    /// The statistics before any context, after a warm-up context (which fills JSC's
    /// code cache: it protects one object per distinct source text, for good), and
    /// after the measured context.
    func measure(
        _ script: String, payload: [UInt8]? = Array(#"{"title":"t","n":1}"#.utf8),
        scriptDirectory: String? = nil
    ) throws -> (initial: HeapStatistics, before: HeapStatistics, after: HeapStatistics, used: Used) {
        try LeakTests.onDedicatedThread {
            let census = Census()
            let initial = census.take()
            _ = try LeakTests.runScenario(script, payload: payload, group: census.group, scriptDirectory: scriptDirectory)
            let before = census.take()
            var used = Used()
            for _ in 0..<LeakTests.repetitions {
                used = try LeakTests.runScenario(script, payload: payload, group: census.group, scriptDirectory: scriptDirectory)
            }
            let after = census.take()
            return (initial, before, after, used)
        }
    }

    func expectNoLeak(
        _ script: String, payload: [UInt8]? = Array(#"{"title":"t","n":1}"#.utf8), scriptDirectory: String? = nil,
        expectModified: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (initial, before, after, used) = try measure(script, payload: payload, scriptDirectory: scriptDirectory)
        #expect(
            before.globalObjectCount <= initial.globalObjectCount + LeakTests.staleAllowance,
            "first context: global objects \(initial.globalObjectCount) -> \(before.globalObjectCount)", sourceLocation: sourceLocation)
        #expect(
            after.globalObjectCount <= initial.globalObjectCount + LeakTests.staleAllowance,
            "after \(LeakTests.repetitions) contexts: global objects \(initial.globalObjectCount) -> \(after.globalObjectCount)", sourceLocation: sourceLocation
        )
        #expect(
            after.protectedObjectCount == before.protectedObjectCount, "protected objects \(before.protectedObjectCount) -> \(after.protectedObjectCount)",
            sourceLocation: sourceLocation)
        #expect(used.outcome["loadError"] == nil && used.outcome["dispatchError"] == nil, "\(used.outcome)", sourceLocation: sourceLocation)
        if expectModified {
            #expect(used.outcome["outcome"] == "modified", "\(used.outcome)", sourceLocation: sourceLocation)
        }
    }

    @Test func theOracleSeesLeakedContexts() throws {
        let (before, after) = try LeakTests.onDedicatedThread {
            let census = Census()
            _ = try LeakTests.runScenario("1", payload: nil, group: census.group, scriptDirectory: nil)
            // Two collections: under load one full run in many still found the scenario's context
            // alive at the first (then collected before `after`, which read one global too few).
            // Busier still (helpers building beside the suite), two were not enough either: take
            // censuses until two in a row agree, so that `before` no longer counts a dying context.
            var before = census.take()
            for _ in 0..<6 {
                let next = census.take()
                if next.globalObjectCount == before.globalObjectCount { break }
                before = next
            }
            for _ in 0..<3 { census.leakOneContext() }
            return (before, census.take())
        }
        #expect(after.globalObjectCount >= before.globalObjectCount + 3)
        #expect(after.globalObjectCount > before.globalObjectCount + LeakTests.staleAllowance)
        #expect(after.protectedObjectCount == before.protectedObjectCount + 3)
    }

    @Test func eventsAndListeners() throws {
        try expectNoLeak(
            """
            const seen = [];
            function onEvent(e) { seen.push(e.type); }
            addEventListener('custom', onEvent);
            addEventListener('custom', { handleEvent(e) { seen.push(e); } }, { once: true });
            dispatchEvent(new Event('custom'));
            removeEventListener('custom', onEvent);
            new ExtendableEvent('x'); new PushEvent('push', { data: 'abc' });
            self.onpush = (e) => { e.waitUntil(self.registration.showNotification('onpush')); };
            addEventListener('push', (e) => { seen.push(e); });
            """)
    }

    @Test func waitUntilCombinedRejectedAndLate() throws {
        let (_, before, after, used) = try measure(
            """
            addEventListener('push', (e) => {
              e.waitUntil(Promise.resolve(1));
              e.waitUntil(new Promise((r) => setTimeout(r, 1)));
              e.waitUntil(Promise.reject(new Error('no')));
              self.registration.showNotification('x');
              Promise.resolve().then(() => Promise.resolve()).then(() => { try { e.waitUntil(Promise.resolve()); } catch (error) { self.late = error; } });
            });
            """)
        #expect(used.outcome["reason"] == "waituntil-rejected")
        #expect(after.globalObjectCount <= before.globalObjectCount + LeakTests.staleAllowance)
        #expect(after.protectedObjectCount == before.protectedObjectCount)
    }

    @Test func pushMessageData() throws {
        try expectNoLeak(
            """
            addEventListener('push', (e) => {
              const kept = [e.data.text(), e.data.json(), e.data.arrayBuffer(), e.data.bytes(), e.data.blob()];
              e.waitUntil(kept[4].text().then((t) => self.registration.showNotification(t, { data: kept })));
            });
            """)
    }

    @Test func notifications() throws {
        try expectNoLeak(
            """
            addEventListener('push', (e) => {
              e.waitUntil((async () => {
                for (let i = 0; i < 5; i++) await self.registration.showNotification('n' + i, { tag: 't' + (i % 2), body: 'b', icon: 'i.png', image: 'https://x/i.png', badge: 'b.png', data: { i, self: globalThis.location.href }, actions: [{ action: 'a', title: 'A' }], silent: false, timestamp: 1 });
                const list = await self.registration.getNotifications();
                list[0].close();
                self.kept = list;
              })());
            });
            """)
    }

    @Test func console() throws {
        try expectNoLeak(
            """
            addEventListener('push', (e) => {
              for (let i = 0; i < 300; i++) console.log('line', i, { i }, [globalThis]);
              console.info('i'); console.warn('w'); console.error(new Error('e')); console.debug('d');
              e.waitUntil(self.registration.showNotification('console'));
            });
            """)
    }

    @Test func timersCancelledAndReleasedAtTearDown() throws {
        let (_, before, after, used) = try measure(
            """
            addEventListener('push', (e) => {
              const holder = { big: new Uint8Array(1 << 16), global: globalThis };
              for (let i = 0; i < 50; i++) setTimeout(() => holder, 60000 + i);
              setInterval(() => holder, 60000);
              const cleared = setTimeout(() => holder, 1); clearTimeout(cleared);
              queueMicrotask(() => { holder.micro = true; });
              setTimeout('globalThis.fromString = 1', 0);
              e.waitUntil(new Promise((r) => setTimeout(r, 2)).then(() => self.registration.showNotification('timers')));
            });
            """)
        #expect(used.liveTimersBeforeTearDown == 51)
        #expect(used.outcome["outcome"] == "modified")
        #expect(after.globalObjectCount <= before.globalObjectCount + LeakTests.staleAllowance)
        #expect(after.protectedObjectCount == before.protectedObjectCount)
    }

    @Test func fetchFixturesAndRefusals() throws {
        try expectNoLeak(
            """
            addEventListener('push', (e) => {
              e.waitUntil((async () => {
                const config = await (await fetch('config.json')).json();
                const image = await (await fetch('https://any/icon.png')).arrayBuffer();
                const missing = await fetch('missing.json');
                const refused = [];
                for (const url of ['file:///etc/passwd', '../x', 'https://h/..%2Fx']) { try { await fetch(url); } catch (error) { refused.push(error); } }
                const r = new Response(new Blob(['x']), { headers: new Headers([['a', 'b']]) });
                const q = new Request('x', { method: 'POST', body: 'y' });
                self.kept = [config, image, missing, refused, r.clone(), q.clone(), await r.text()];
                await self.registration.showNotification(config.tag);
              })());
            });
            """)
    }

    @Test func encodingURLAndClone() throws {
        try expectNoLeak(
            """
            addEventListener('push', (e) => {
              const bytes = new TextEncoder().encode('héllo 😀');
              const d = new TextDecoder('utf-8', { fatal: false });
              const streamed = d.decode(bytes.subarray(0, 3), { stream: true }) + d.decode(bytes.subarray(3));
              try { new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([0xFF])); } catch (error) { self.fatal = error; }
              const b = btoa('abc'); const a = atob(b);
              try { atob('*'); } catch (error) { self.invalid = error; }
              const url = new URL('/p?a=1#h', 'https://example.com');
              url.searchParams.append('b', '2');
              const clone = structuredClone({ url: url.href, m: new Map([[1, new Set([bytes])]]), d: new Date() });
              self.kept = [streamed, a, url, clone, new URLSearchParams({ x: '1' }), new Blob([bytes])];
              e.waitUntil(self.registration.showNotification(url.href));
            });
            """)
    }

    @Test func legacyTextDecoders() throws {
        try expectNoLeak(
            """
            addEventListener('push', (e) => {
              const sjis = new TextDecoder('shift_jis');
              const text = sjis.decode(new Uint8Array([0x82]), { stream: true }) + sjis.decode(new Uint8Array([0xA0, 0x41]));
              const wide = new TextDecoder('utf-16le').decode(new Uint8Array(4096).fill(0x30));
              try { new TextDecoder('big5', { fatal: true }).decode(new Uint8Array([0x81, 0x40])); } catch (error) { self.fatal = error; }
              self.kept = [text, wide, new TextDecoder('gb18030').decode(new Uint8Array([0x90, 0x30, 0x81, 0x30]))];
              e.waitUntil(self.registration.showNotification(text));
            });
            """)
    }

    @Test func importScripts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memlab-leak-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/lib", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("self.helper = (x) => 'helped ' + x + ' ' + typeof globalThis;".utf8).write(to: URL(fileURLWithPath: directory + "/lib/helper.js"))
        try Data("let = = 1;".utf8).write(to: URL(fileURLWithPath: directory + "/bad.js"))
        try expectNoLeak(
            """
            importScripts('lib/helper.js');
            for (const bad of ['bad.js', '../outside.js', 'missing.js', '/etc/passwd']) { try { importScripts(bad); } catch (error) { (self.errors = self.errors || []).push(error); } }
            addEventListener('push', (e) => { e.waitUntil(self.registration.showNotification(helper('x'))); });
            """, scriptDirectory: directory)
    }

    @Test func clientsAndSkipWaiting() throws {
        try expectNoLeak(
            """
            addEventListener('push', (e) => {
              e.waitUntil(Promise.all([clients.matchAll({ type: 'window' }), skipWaiting(), clients.claim()]).then((all) => self.registration.showNotification('c' + all[0].length)));
            });
            """)
    }

    @Test func outcomesWithoutModification() throws {
        try expectNoLeak("addEventListener('push', () => { throw new Error('sync'); });", expectModified: false)
        try expectNoLeak("addEventListener('push', (e) => { e.waitUntil(new Promise(() => {})); });", expectModified: false)
        try expectNoLeak("self.nothing = 1;", payload: nil, expectModified: false)
    }

    @Test func manyPushContextsInOneGroupReturnToTheSameCount() throws {
        let script = """
            addEventListener('push', (e) => e.waitUntil(fetch('config.json').then((r) => r.json()).then((c) => {
              setTimeout(() => {}, 100000);
              return self.registration.showNotification(c.tag);
            })));
            """
        let (before, after, outcomes) = try LeakTests.onDedicatedThread {
            let census = Census()
            _ = try LeakTests.runScenario(script, payload: nil, group: census.group, scriptDirectory: nil)
            let before = census.take()
            var outcomes: [String?] = []
            for _ in 0..<20 {
                outcomes.append(try LeakTests.runScenario(script, payload: nil, group: census.group, scriptDirectory: nil).outcome["outcome"])
            }
            return (before, census.take(), outcomes)
        }
        #expect(outcomes == Array(repeating: "modified", count: 20))
        #expect(after.globalObjectCount <= before.globalObjectCount + LeakTests.staleAllowance)
        #expect(after.protectedObjectCount == before.protectedObjectCount)
    }
}
