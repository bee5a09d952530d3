import Testing

@testable import TaschTerminal

/// A pager's program and arguments, as `$PAGER` writes them.
@Suite struct PagerCommandTests {
  @Test func aProgramAndItsArgumentsAreSeparatedByBlanks() {
    let command = PagerCommand("  less\t-R   -X ")

    #expect(command?.program == "less")
    #expect(command?.arguments == ["-R", "-X"])
  }

  @Test func aPathIsAProgram() {
    let command = PagerCommand("/usr/bin/most")

    #expect(command?.program == "/usr/bin/most")
    #expect(command?.arguments == [])
  }

  @Test func theStandardPagerIsLessAsGitAndGhRunIt() {
    #expect(PagerCommand(PagerCommand.standard)?.arguments == ["-FIRX"])
  }
}
