import TaschPresentation

/// The help texts, made from the command definitions, in the user's language, wrapped to the
/// width.
enum Help {
  /// Help for the command at `path`, or for tasch itself when `path` is empty.
  static func text(for path: [String], localization: Localization, width: Int) -> String {
    let command = CommandTree.command(at: path)
    var writer = Writer(localization: localization, width: max(40, min(width, 100)))
    let name = (["tasch"] + path).joined(separator: " ")
    writer.paragraph(name + " — " + localization.text(command?.abstract ?? .abstractTasch))
    writer.heading(.helpUsage)
    writer.hanging(usage(path: path, command: command))
    if let command {
      if !command.visibleSubcommands.isEmpty {
        writer.heading(.helpCommands)
        writer.entries(
          command.visibleSubcommands.map {
            (name + " " + $0.name + " " + $0.arguments, localization.text($0.abstract))
          })
      }
      if !command.options.isEmpty {
        writer.heading(.helpOptions)
        writer.entries(command.options.map { ($0.synopsis, localization.text($0.help)) })
      }
    } else {
      writer.heading(.helpCommands)
      writer.entries(
        CommandTree.visibleCommands.map { ($0.name, localization.text($0.abstract)) })
    }
    writer.examples(command?.examples ?? examples)
    writer.heading(.helpGlobalOptions)
    writer.entries(
      GlobalOptions.definitions.map { option in
        (
          option.synopsis,
          localization.text(option.help) + (option.environment.map { " [$" + $0 + "]" } ?? "")
        )
      } + [("--help, -h", localization.text(.optionHelp))])
    if command == nil {
      writer.heading(.helpEnvironment)
      writer.entries([
        ("LC_ALL, LC_MESSAGES, LC_MONETARY, LANG", localization.text(.environmentLocale)),
        ("NO_COLOR, FORCE_COLOR", localization.text(.environmentColor)),
        ("XDG_DATA_HOME", localization.text(.environmentData)),
        ("XDG_CONFIG_HOME", localization.text(.environmentConfig)),
        ("TASCH_PAGER, PAGER", localization.text(.environmentPager)),
      ])
    }
    writer.heading(.helpExitStatus)
    writer.entries(
      [
        ("0", TerminalText.exitSuccess), ("1", .exitFailure), ("2", .exitUsage),
        ("130", .exitInterrupted), ("143", .exitTerminated),
      ]
      .map { ($0.0, localization.text($0.1)) })
    if command == nil {
      writer.line("")
      writer.paragraph(localization.text(.helpMore))
    }
    return writer.text
  }

  /// The examples of tasch itself, shown by `tasch --help`.
  static let examples = [
    CommandDefinition.Example("tasch products --sort price --limit 5", .exampleCheapest),
    CommandDefinition.Example("tasch wishlist add 3 7", .exampleAddTwo),
    CommandDefinition.Example("tasch --locale de_DE cart", .exampleCartInGerman),
  ]

  /// The usage line: `tasch products [--search TEXT] …`.
  static func usage(path: [String], command: CommandDefinition?) -> String {
    guard let command else { return "tasch [OPTIONS] [COMMAND]" }
    var parts = ["tasch"] + path
    if !command.visibleSubcommands.isEmpty {
      // The subcommands' arguments, when they all take the same.
      let arguments = Set(command.visibleSubcommands.map(\.arguments))
      let shared =
        arguments.count == 1 ? arguments.first.map { $0.isEmpty ? "" : " " + $0 } ?? "" : ""
      parts.append(
        "[" + command.visibleSubcommands.map(\.name).joined(separator: "|") + shared + "]")
    }
    parts += command.options.map { option in
      let value =
        option.choices.isEmpty
        ? option.valueName.map { " " + $0 } : " " + option.choices.joined(separator: "|")
      return "[--" + option.name + (value ?? "") + "]"
    }
    if !command.arguments.isEmpty { parts.append(command.arguments) }
    return parts.joined(separator: " ")
  }

  /// Help text being written: headings, paragraphs and two-column entries, wrapped.
  private struct Writer {
    let localization: Localization
    let width: Int
    var text = ""

    mutating func line(_ line: String) {
      text += line + "\n"
    }

    mutating func paragraph(_ paragraph: String) {
      for line in TextLayout.wrap(paragraph, to: width) { self.line(line) }
    }

    mutating func heading(_ key: TerminalText) {
      line("")
      line(localization.text(key))
    }

    /// A line too long for the width, wrapped between words, continued further in: every
    /// piece fits beside the deeper indent.
    mutating func hanging(_ text: String) {
      for (index, piece) in TextLayout.wrap(text, to: width - 6).enumerated() {
        line((index == 0 ? "  " : "      ") + piece)
      }
    }

    /// Each example's command line, wrapped as a hanging line, with what it does under it.
    mutating func examples(_ examples: [CommandDefinition.Example]) {
      guard !examples.isEmpty else { return }
      heading(.helpExamples)
      for example in examples {
        hanging(example.commandLine)
        for line in TextLayout.wrap(localization.text(example.explanation), to: width - 4) {
          self.line("    " + line)
        }
      }
    }

    /// Terms and their explanations, the explanations lined up and wrapped beside the terms.
    mutating func entries(_ entries: [(term: String, explanation: String)]) {
      // Explanations keep at least 20 columns; a term too long for what is left goes above its
      // explanation.
      let termWidth = min(
        entries.map { DisplayWidth.of($0.term) }.max() ?? 0, width / 2, width - 4 - 20)
      let indent = 2 + termWidth + 2
      for (term, explanation) in entries {
        let wrapped = TextLayout.wrap(explanation, to: width - indent)
        if DisplayWidth.of(term) > termWidth {
          line("  " + term)
          for explanation in wrapped { line(String(repeating: " ", count: indent) + explanation) }
          continue
        }
        for (index, explanation) in wrapped.enumerated() {
          let left =
            index == 0
            ? "  " + TextLayout.fit(term, to: termWidth) + "  "
            : String(repeating: " ", count: indent)
          line(left + explanation)
        }
      }
    }
  }
}
