import Foundation
import Testing

@testable import MemlabWorkerRuntime

/// The worker's URL, importScripts and fetch resolved against it through --site and --mirror,
/// and the push subscription: Conformance/site.js run by the real worker.
@Suite struct SiteConformanceTests {
    static let subscription =
        #"{"endpoint":"https://web.push.apple.com/QGx0ZXN0LXRva2Vu","expirationTime":1767225600000,"keys":{"p256dh":"BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A","auth":"ABCDEFGHIJKLMNOPQRSXUQ"},"applicationServerKey":"BAECAw"}"#

    /// SITE/a/b/sw.js (site.js) with its imports, MIRROR/cdn.example.com/..., a secret outside both.
    static func layout() throws -> TemporaryDirectory {
        let temporary = try TemporaryDirectory()
        try temporary.write("site/a/b/.keep", "")
        try temporary.copy(SpawnedWorker.conformanceDirectory + "/site.js", to: "site/a/b/sw.js")
        try temporary.copy(SpawnedWorker.conformanceDirectory + "/harness.js", to: "site/a/b/harness.js")
        for (path, name) in [
            ("site/a/b/same.js", "a/b/same"), ("site/a/b/q.js", "a/b/q"), ("site/a/up.js", "a/up"), ("site/root.js", "root"), ("site/x/y.js", "x/y")
        ] {
            try temporary.write(path, "self.loaded.push('\(name)');\n")
        }
        try temporary.write("mirror/cdn.example.com/sdk/v1/sdk.js", "self.loaded.push('cdn sdk v1');\n")
        try temporary.write("mirror/cdn.example.com:8443/port.js", "self.loaded.push('cdn port');\n")
        try temporary.write("secret.js", "self.secretLoaded = true;\n")
        return temporary
    }

    func run(subscription: String?) throws -> WorkerRun {
        let temporary = try SiteConformanceTests.layout()
        var extra = ["--url", "https://app.example/a/b/sw.js?appId=42", "--site", temporary.path + "/site", "--mirror", temporary.path + "/mirror"]
        if let subscription { extra += ["--subscription", subscription] }
        let payload = "{\"subscription\":\(subscription ?? "null")}"
        return try withExtendedLifetime(temporary) {
            try SpawnedWorker.run(probe: temporary.path + "/site/a/b/sw.js", payload: Array(payload.utf8), extra: extra)
        }
    }

    func expectAllPassed(_ run: WorkerRun, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = run.consoleLines
        let failures = lines.filter { $0.hasPrefix("FAIL ") }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(lines.filter { $0.hasPrefix("PASS ") }.count == 9, "\(run.summary)", sourceLocation: sourceLocation)
        #expect(run.push?["outcome"] as? String == "modified", "\(run.summary)", sourceLocation: sourceLocation)
    }

    @Test("location, origin, scope, URL resolution through --site and --mirror, and --subscription's PushSubscription")
    func withASubscriptionFile() throws {
        let run = try run(subscription: SiteConformanceTests.subscription)
        expectAllPassed(run)
        // What nothing served reached the parent as network problems, naming the URL.
        let network = run.frames("console").filter { $0["level"] as? String == "network" }.compactMap { $0["text"] as? String }
        #expect(network.contains { $0.contains("https://unmapped.example/lib.js") }, "\(network)")
    }

    @Test("the synthetic subscription has the shape of a real one")
    func syntheticSubscription() throws {
        expectAllPassed(try run(subscription: nil))
    }
}

/// Which sources are module workers: the line of the first top-level import or export statement.
@Suite struct ModuleSyntaxTests {
    @Test("import and export statements are found; import() and import.meta, comments and words are not")
    func statements() {
        #expect(ModuleSyntax.firstStatementLine("// a worker\nimport { a } from './a.js';\n") == 2)
        #expect(ModuleSyntax.firstStatementLine("import x from 'x';") == 1)
        #expect(ModuleSyntax.firstStatementLine("import 'side-effect.js';") == 1)
        #expect(ModuleSyntax.firstStatementLine("import * as all from './all.js';") == 1)
        #expect(ModuleSyntax.firstStatementLine("self.x = 1;\n  export default function () {}") == 2)
        #expect(ModuleSyntax.firstStatementLine("export{ a };") == 1)
        #expect(ModuleSyntax.firstStatementLine("import('./lazy.js').then(() => {});\nconst u = import.meta;") == nil)
        #expect(ModuleSyntax.firstStatementLine("/*\nimport x from 'x';\n*/\nimportScripts('a.js');\nconst exported = 1;") == nil)
        #expect(ModuleSyntax.firstStatementLine("self.importer = 1; exports.a = 1;") == nil)
    }
}
