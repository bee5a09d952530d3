import TaschPresentation

/// `tasch help [COMMAND]`: help for tasch or one of its commands.
struct HelpCommand: LocalCommand {
  static let definition = CommandDefinition(
    "help", abstract: .abstractHelp, arguments: "[COMMAND]")

  let path: [String]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    path = arguments.positionals
    guard CommandTree.command(at: path) != nil || path.isEmpty else {
      let name = path.joined(separator: " ")
      let candidates = CommandTree.commands.map(\.name)
      throw UsageError(
        .unknownCommand(name, suggestion: Suggestion.nearest(to: name, among: candidates)))
    }
  }

  func run(console: Console, localization: Localization) -> ExitStatus {
    console.output.write(
      Help.text(for: path, localization: localization, width: console.width ?? 80))
    return .success
  }
}

/// `tasch completion bash|zsh|fish`: a completion script for the shell.
struct CompletionCommand: LocalCommand {
  static let definition = CommandDefinition(
    "completion", abstract: .abstractCompletion, arguments: "bash|zsh|fish")

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

  func run(console: Console, localization: Localization) -> ExitStatus {
    console.output.write(CompletionScript.text(for: shell, localization: localization))
    return .success
  }
}
