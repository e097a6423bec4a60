import Foundation
@testable import MemlabWorkerRuntime
import Testing

/// StorageHost on a real SQLite store: which reads and writes of a large value ask for the C
/// heap to be trimmed before the next sample (releaseAfterLargeValues). Each way a value leaves
/// or enters the store counts, not only the one the Cache API's bodies take.
@Suite struct StorageHostTests {
    /// A store in a directory of its own (kept as long as the store).
    struct Fixture {
        let store: StorageHost
        let directory: TemporaryDirectory
    }

    /// A store with one committed value of `bytes` bytes under key "k" of table 1, and the
    /// large-value mark cleared.
    func storeWithValue(_ bytes: Int) throws -> Fixture {
        let directory = try TemporaryDirectory()
        let store = StorageHost()
        #expect(store.prepare(quota: nil, directory: directory.path, inMemory: false) == nil)
        let transaction = store.begin()
        let value = [UInt8](repeating: 7, count: bytes)
        let stored = value.withUnsafeBytes { store.put(transaction, 1, Array("k".utf16), $0) }
        #expect(stored)
        #expect(store.end(transaction, commit: true))
        store.releaseAfterLargeValues()
        #expect(!store.movedLargeValue)
        return Fixture(store: store, directory: directory)
    }

    @Test func writingALargeValueMarksIt() throws {
        let directory = try TemporaryDirectory()
        defer { withExtendedLifetime(directory) {} }
        let store = StorageHost()
        #expect(store.prepare(quota: nil, directory: directory.path, inMemory: false) == nil)
        let transaction = store.begin()
        let small = [UInt8](repeating: 1, count: 1024)
        _ = small.withUnsafeBytes { store.put(transaction, 1, Array("a".utf16), $0) }
        #expect(!store.movedLargeValue, "a 1 KiB value")
        let large = [UInt8](repeating: 1, count: StorageHost.largeValueBytes)
        _ = large.withUnsafeBytes { store.put(transaction, 1, Array("b".utf16), $0) }
        #expect(store.movedLargeValue, "a value of largeValueBytes")
        store.end(transaction, commit: true)
    }

    @Test func readingALargeValueByKeyMarksIt() throws {
        let fixture = try storeWithValue(StorageHost.largeValueBytes + 10)
        defer { withExtendedLifetime(fixture) {} }
        let store = fixture.store
        let count = store.get(1, Array("k".utf16)) { $0.count }
        #expect(count == StorageHost.largeValueBytes + 10)
        #expect(store.movedLargeValue)
    }

    /// IndexedDB's cursors and getAll read through scan: a large value read there is marked too.
    @Test func readingALargeValueThroughAScanMarksIt() throws {
        let fixture = try storeWithValue(StorageHost.largeValueBytes + 10)
        defer { withExtendedLifetime(fixture) {} }
        let store = fixture.store
        var count = 0
        store.scan(1, [StorageHost.Bounds()], reverse: false, limit: 0, values: true) { _ in
            count += 1
            return true
        }
        #expect(count == 1)
        #expect(store.movedLargeValue)
    }

    /// Keys alone (a count of keys, getAllKeys) move no value: no mark.
    @Test func scanningKeysOnlyOrSmallValuesDoesNotMark() throws {
        let largeFixture = try storeWithValue(StorageHost.largeValueBytes + 10)
        let large = largeFixture.store
        defer { withExtendedLifetime(largeFixture) {} }
        large.scan(1, [StorageHost.Bounds()], reverse: false, limit: 0, values: false) { _ in true }
        #expect(!large.movedLargeValue)
        let smallFixture = try storeWithValue(1024)
        let small = smallFixture.store
        defer { withExtendedLifetime(smallFixture) {} }
        small.scan(1, [StorageHost.Bounds()], reverse: false, limit: 0, values: true) { _ in true }
        #expect(!small.movedLargeValue)
    }
}
