import Testing
import Foundation
import MemlabCore

/// The IndexedDB and Cache API probes (probes/idb-*.js, probes/cache-match.js), written the way
/// real push SDKs use those APIs, run through the built memlab binary: state written at one push
/// is read at the next, and every push ends modified.
@Suite struct StorageEndToEndTests {
    func run(_ probe: String, _ arguments: [String]) throws -> RunRecord {
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", MemlabBinary.probe(probe)] + arguments)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        return try #require(record, "no record; stderr: \(outcome.stderr)")
    }

    func lines(_ record: RunRecord) -> [String] { record.console.map(\.text) }

    @Test(arguments: ["context", "group", "none"])
    func tokenStoreIsReadThroughItsIndexAtLaterPushes(isolation: String) throws {
        let record = try run("idb-token-store.js", ["--pushes", "4", "--isolation", isolation])
        #expect(record.end.kind == .completed)
        #expect(record.pushes.count == 4 && record.pushes.allSatisfy { $0.outcome == "modified" })
        #expect(lines(record) == (1...4).map { "deliveries \($0) token tok-xxx" }, "\(lines(record))")
    }

    @Test func workboxLikeExpirationKeepsFiveEntries() throws {
        let record = try run("idb-expiration.js", ["--pushes", "8"])
        #expect(record.pushes.allSatisfy { $0.outcome == "modified" })
        #expect(lines(record) == [
            "entries 1 expired 0", "entries 2 expired 0", "entries 3 expired 0", "entries 4 expired 0",
            "entries 5 expired 0", "entries 5 expired 1", "entries 5 expired 1", "entries 5 expired 1",
        ], "\(lines(record))")
    }

    @Test func cachePopulatedAtOnePushIsMatchedAtTheNext() throws {
        let record = try run("cache-match.js", ["--pushes", "3"])
        #expect(record.pushes.allSatisfy { $0.outcome == "modified" })
        #expect(lines(record) == ["fetched 7 keys", "cached 7 keys", "cached 7 keys"], "\(lines(record))")
    }
}
