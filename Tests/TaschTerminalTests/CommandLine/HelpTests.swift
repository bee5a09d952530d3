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

  /// Every command's abstract and every example's explanation is a sentence, as help lists
  /// them under one another and the shells show them beside the commands: a full stop last,
  /// and, in the languages that write capitals, not a lower-case first (Japanese may start
  /// with `tasch`, a name).
  @Test(arguments: Language.allCases)
  func everyAbstractAndExampleIsASentence(language: Language) {
    let localization = Localization.locale(language.rawValue)
    func texts(_ command: CommandDefinition) -> [TerminalText] {
      [command.abstract] + command.examples.map(\.explanation)
        + command.subcommands.flatMap(texts)
    }

    for key in CommandTree.commands.flatMap(texts) + Help.examples.map(\.explanation) {
      let text = localization.text(key)
      if language != .japanese {
        #expect(text.first.map { !$0.isLowercase } ?? false, "\(key): \(text)")
      }
      #expect(text.hasSuffix(".") || text.hasSuffix("。"), "\(key): \(text)")
    }
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

  @Test func subcommandsShowTheArgumentsTheyShareAndNoBlankWhenTheyShareNone() {
    #expect(
      Help.usage(path: ["config"], command: CommandTree.command(at: ["config"]))
        == "tasch config [show]")
    #expect(
      Help.usage(
        path: ["store", "shopper"], command: CommandTree.command(at: ["store", "shopper"])
      )
      .hasPrefix("tasch store shopper [add|list|revoke"))
  }

  @Test func aLongExampleIsWrappedUnderItself() {
    let help = Help.text(for: ["completion"], localization: .locale("fr_FR"), width: 40)

    #expect(help.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 40 })
  }
}
