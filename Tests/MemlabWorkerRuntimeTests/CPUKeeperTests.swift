import Testing

@testable import MemlabWorkerRuntime

/// When measure mode lets go of its CPU: waiting for it more than a tenth of the time since the
/// last look means another busy thread runs there.
@Suite struct CPUKeeperTests {
    @Test func waitingMoreThanATenthOfTheTimeIsSharing() {
        #expect(CPUKeeper.shared(waitNs: 11_000_000, elapsedSeconds: 0.1))
        #expect(CPUKeeper.shared(waitNs: 60_000_000, elapsedSeconds: 0.1))
    }

    @Test func littleOrNoWaitIsACPUOfItsOwn() {
        #expect(!CPUKeeper.shared(waitNs: 0, elapsedSeconds: 0.1))
        #expect(!CPUKeeper.shared(waitNs: 9_000_000, elapsedSeconds: 0.1))
    }

    @Test func noTimePassedTellsNothing() {
        #expect(!CPUKeeper.shared(waitNs: 5_000_000, elapsedSeconds: 0))
    }

    @Test func itLooksEarlyThenEvery32Pushes() {
        #expect((1...100).filter(CPUKeeper.looks(after:)) == [2, 4, 8, 16, 32, 64, 96])
    }
}
