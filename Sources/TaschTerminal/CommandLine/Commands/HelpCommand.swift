import TaschPresentation

/// `tasch help [COMMAND]`: help for tasch or one of its commands.
struct HelpCommand: LocalCommand {
  static let definition = CommandDefinition(
    "help", abstract: .abstractHelp, arguments: "[COMMAND]",
    examples: [
      .init("tasch help", .exampleHelp), .init("tasch help wishlist add", .exampleHelpCommand),
    ])

  let path: [String]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    path = arguments.positionals
    // The first word no command has is the mistake; the usage to read is that of the command
    // before it, or tasch's own.
    var known: [String] = []
    var candidates = CommandTree.visibleCommands
    for word in path {
      guard let next = candidates.first(where: { $0.name == word }) else {
        throw UsageError(
          .unknownCommand(
            word, suggestion: Suggestion.nearest(to: word, among: candidates.map(\.name))),
          command: known.joined(separator: " "))
      }
      known.append(word)
      candidates = next.subcommands
    }
  }

  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?, json: Bool
  )
    -> ExitStatus
  {
    console.output.write(
      Help.text(for: path, localization: localization, width: console.width ?? 80))
    return .success
  }
}

/// `tasch completion bash|zsh|fish`: a completion script for the shell.
struct CompletionCommand: LocalCommand {
  static let definition = CommandDefinition(
    "completion", abstract: .abstractCompletion, arguments: "bash|zsh|fish",
    subcommands: [CompletionIDsCommand.definition],
    examples: [
      .init("source <(tasch completion bash)", .exampleCompletionBash),
      .init("source <(tasch completion zsh)", .exampleCompletionZsh),
      .init(
        "tasch completion fish > ~/.config/fish/completions/tasch.fish", .exampleCompletionFish),
    ])

  let shell: CompletionScript.Shell

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let name = try arguments.single("SHELL")
    guard let shell = CompletionScript.Shell(rawValue: name) else {
      let shells = CompletionScript.Shell.allCases.map(\.rawValue)
      throw UsageError(
        .badChoice(
          option: "completion", value: name, choices: shells,
          suggestion: Suggestion.nearest(to: name, among: shells)))
    }
    self.shell = shell
  }

  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?, json: Bool
  )
    -> ExitStatus
  {
    console.output.write(CompletionScript.text(for: shell, localization: localization))
    return .success
  }
}
