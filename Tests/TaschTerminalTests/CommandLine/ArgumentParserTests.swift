import Testing

@testable import TaschTerminal

@Suite struct ArgumentParserTests {
  private let options = [
    OptionDefinition("search", value: "TEXT", help: .optionSearch),
    OptionDefinition("reverse", help: .optionReverse),
    OptionDefinition("yes", short: "y", help: .optionYes),
  ]

  private func parse(_ arguments: String...) throws -> ParsedArguments {
    try ArgumentParser.parse(arguments, options: options)
  }

  @Test func readsValuesAfterASpaceOrAnEqualsSign() throws {
    #expect(try parse("--search", "bag").options == ["search": "bag"])
    #expect(try parse("--search=bag").options == ["search": "bag"])
    #expect(try parse("--search=").options == ["search": ""])
    #expect(try parse("--search=a=b").options == ["search": "a=b"])
  }

  @Test func aValueStartingWithACombiningMarkStillFollowsTheEqualsSign() throws {
    // "=" and U+0489 make one character; the value still starts after the "=".
    #expect(try parse("--search=\u{0489}bag").options == ["search": "\u{0489}bag"])
  }

  @Test func takesOptionsAnywhereAmongArguments() throws {
    let parsed = try parse("one", "--reverse", "two", "--search", "x", "three")

    #expect(parsed.positionals == ["one", "two", "three"])
    #expect(parsed.flag("reverse"))
  }

  @Test func endsOptionsAtADoubleDash() throws {
    let parsed = try parse("--reverse", "--", "--search", "-1")

    #expect(parsed.positionals == ["--search", "-1"])
    #expect(parsed.options == ["reverse": ""])
  }

  @Test func aShortFlagIsItsLongOne() throws {
    #expect(try parse("-y").options == ["yes": ""])
    #expect(try parse("one", "-y").positionals == ["one"])
  }

  @Test func aNegativeNumberIsAnArgumentForTheCommandToRefuse() throws {
    #expect(try parse("-1").positionals == ["-1"])
    #expect(try parse("3", "-2").positionals == ["3", "-2"])
  }

  @Test func aSingleDashIsAnArgument() throws {
    #expect(try parse("-").positionals == ["-"])
  }

  @Test func theLastOfARepeatedOptionWins() throws {
    #expect(try parse("--search", "a", "--search", "b").options["search"] == "b")
  }

  @Test func recognisesHelp() throws {
    #expect(try parse("-h").wantsHelp)
    #expect(try parse("x", "--help").wantsHelp)
  }

  @Test func refusesUnknownOptionsSuggestingTheNearest() {
    #expect(throws: UsageError(.unknownOption("--serch", suggestion: "--search"))) {
      try parse("--serch")
    }
    #expect(throws: UsageError(.unknownOption("--rev", suggestion: "--reverse"))) {
      try parse("--rev")
    }
    #expect(throws: UsageError(.unknownOption("-r", suggestion: "--reverse"))) { try parse("-r") }
    #expect(throws: UsageError(.unknownOption("-yes", suggestion: "--yes"))) { try parse("-yes") }
    #expect(throws: UsageError(.unknownOption("--zzzzzz", suggestion: nil))) {
      try parse("--zzzzzz")
    }
  }

  @Test func refusesAMissingOrUnexpectedValue() {
    #expect(throws: UsageError(.missingValue(option: "--search"))) { try parse("--search") }
    #expect(throws: UsageError(.unexpectedValue(option: "--reverse"))) {
      try parse("--reverse=yes")
    }
    #expect(throws: UsageError(.unexpectedValue(option: "--yes"))) { try parse("-y=1") }
  }
}
