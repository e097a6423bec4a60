import Testing
import Foundation
@testable import MemlabCore

@Suite struct MannWhitneyTests {
    @Test func ranksShareTies() {
        #expect(MannWhitney.ranks([10, 20, 10, 30]) == [1.5, 3, 1.5, 4])
        #expect(MannWhitney.tieTerm([1, 1, 2, 3, 3, 3]) == 6 + 24)
    }

    @Test func completeSeparationOfThreeAgainstThree() throws {
        // U = 9 of 9; z = (4.5 - 0.5) / sqrt(9 * 7 / 12); the smallest p three runs a side can give.
        let test = try #require(MannWhitney.test(base: [1, 2, 3], new: [4, 5, 6]))
        #expect(test.u == 9)
        #expect(test.probabilityOfSuperiority == 1)
        #expect(abs(test.pValue - 0.0809) < 0.0005)
        #expect(abs(test.smallestAttainablePValue - test.pValue) < 1e-12)
        #expect(test.shift == 3)
    }

    @Test func tenAgainstTenMatchesTheNormalApproximation() throws {
        // z = (50 - 0.5) / sqrt(100 * 21 / 12) = 3.7417, two-sided p = 1.827e-4.
        let test = try #require(MannWhitney.test(base: (1...10).map(Double.init), new: (11...20).map(Double.init)))
        #expect(abs(test.z - 3.7417) < 0.0005)
        #expect(abs(test.pValue - 1.827e-4) < 5e-6)
    }

    @Test func tiesShrinkTheVarianceAndIdenticalSidesSayNothing() throws {
        let tied = try #require(MannWhitney.test(base: [1, 1, 1, 2], new: [2, 2, 3, 3]))
        let untied = try #require(MannWhitney.test(base: [1, 1.1, 1.2, 2], new: [2.1, 2.2, 3, 3.1]))
        #expect(tied.pValue > untied.pValue)
        let same = try #require(MannWhitney.test(base: [5, 5, 5], new: [5, 5, 5]))
        #expect(same.pValue == 1)
        #expect(same.z == 0)
        #expect(MannWhitney.test(base: [], new: [1]) == nil)
    }

    @Test func symmetricAndDirectional() throws {
        let up = try #require(MannWhitney.test(base: [1, 2, 3, 4, 5], new: [6, 7, 8, 9, 10]))
        let down = try #require(MannWhitney.test(base: [6, 7, 8, 9, 10], new: [1, 2, 3, 4, 5]))
        #expect(up.z > 0 && down.z < 0)
        #expect(abs(up.pValue - down.pValue) < 1e-12)
        #expect(up.shift == 5 && down.shift == -5)
    }
}
