import Foundation
import TaschPresentation
import TaschPresentationTestSupport
import Testing

@testable import TaschTerminal

/// Help, made from the command definitions.
@Suite struct HelpTests {
  /// Every command a person can ask help for, by the words that name it.
  static let paths: [[String]] = CommandTree.visibleCommands.flatMap { command in
    [[command.name]] + command.visibleSubcommands.map { [command.name, $0.name] }
  }

  /// Whether the command line reads `arguments` without a usage error.
  @MainActor
  private static func isAccepted(_ arguments: [String]) -> Bool {
    let console = Console(
      output: CapturedOutput(), errors: CapturedOutput(), outputIsTerminal: false,
      errorsAreTerminal: false, inputIsTerminal: true, width: nil)
    let commandLine = TaschCommandLine(
      console: console, environment: ["HOME": "/home/a"], clock: ContinuousClock(),
      readLine: { nil })
    if case .finished(.usage) = commandLine.parse(arguments) { return false }
    return true
  }

  @Test(arguments: paths)
  @MainActor func everyCommandShowsTwoOrThreeExamplesThatRunIt(path: [String]) throws {
    let command = try #require(CommandTree.command(at: path))

    #expect((2...3).contains(command.examples.count))
    for example in command.examples {
      // `source <(tasch completion bash)` runs `tasch completion bash`, up to a redirection.
      let words = example.commandLine.split(separator: " ").map(String.init)
      let start = try #require(words.firstIndex { $0.hasSuffix("tasch") })
      let arguments = words[(start + 1)...].prefix { !$0.hasPrefix(">") }
        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ")")) }
      #expect(
        CommandTree.locate(arguments).path.starts(with: path), "\(example.commandLine)")
      #expect(Self.isAccepted(arguments), "\(example.commandLine)")
    }
  }

  @Test(arguments: Language.allCases)
  func theExamplesAreInTheUsersLanguage(language: Language) {
    let localization = Localization.locale(language.rawValue)

    let help = Help.text(for: ["rate"], localization: localization, width: 80)

    #expect(help.contains("\n" + localization.text(.helpExamples) + "\n  tasch rate 3 4\n    "))
    #expect(help.contains(localization.text(.exampleClearRating)))
  }

  /// A subcommand's arguments show in the usage line when every subcommand takes the same; a
  /// command whose subcommands take none lists them alone.
  @Test(arguments: paths.filter { $0.count == 1 })
  func theUsageLineListsTheSubcommandsWithoutABlankBeforeTheBracket(path: [String]) {
    let usage = Help.usage(path: path, command: CommandTree.command(at: path))

    #expect(!usage.contains(" ]"), "\(usage)")
  }

  @Test func taschItselfShowsThreeExamples() {
    let help = Help.text(for: [], localization: .english, width: 80)

    #expect(Help.examples.count == 3)
    #expect(
      help.contains(
        """
        Examples:
          tasch products --sort price --limit 5
            The five cheapest products.
        """))
  }

  @Test func aLongExampleIsWrappedUnderItself() {
    let help = Help.text(for: ["completion"], localization: .locale("fr_FR"), width: 40)

    #expect(help.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 40 })
  }
}
