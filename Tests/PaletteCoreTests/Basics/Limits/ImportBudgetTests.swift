import Testing
@testable import PaletteCore

/// The counter itself: a charge that would cross the limit is refused whole, reported once at its
/// place with the figure, and every charge after it is refused too.
@Suite struct ImportBudgetTests {
    private let place = SourceLocation(path: "t.resolver.json", line: 3, column: 7)

    @Test func chargesUpToTheLimitThenRefusesAtTheCrossingPlace() {
        let budget = ImportBudget(limit: 10)
        #expect(budget.charge(6, at: place, .source))
        #expect(budget.charge(4, at: place, .reading))
        #expect(budget.spent == 10 && !budget.isExhausted)
        #expect(!budget.charge(1, at: place, .extends))
        #expect(budget.spent == 10)
        #expect(budget.diagnostic?.location == place)
        #expect(
            budget.diagnostic?.message.hasPrefix(
                "importing these tokens would visit more than 10 groups and tokens in all") == true)
        #expect(budget.diagnostic?.message.hasSuffix("extend smaller groups, or fewer times") == true)
    }

    @Test func nothingIsSpentAfterTheFirstRefusal() {
        let budget = ImportBudget(limit: 10)
        #expect(!budget.charge(11, at: place, .source))
        let first = budget.diagnostic
        #expect(!budget.charge(1, at: SourceLocation(path: "other.json", line: 1, column: 1), .reference))
        #expect(budget.spent == 0 && budget.diagnostic == first)
    }

    @Test func theStandardBudgetIsTheLimits() {
        #expect(ImportBudget(.standard).limit == PaletteLimits.standard.importWork)
    }
}
