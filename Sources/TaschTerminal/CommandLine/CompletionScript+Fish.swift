import Foundation
import Tasch
import TaschPresentation

/// The fish script: `complete` lines, each with the condition it holds under and its
/// description.
extension CompletionScript {
  /// `text` in single quotes as fish reads them: a backslash and a quote are escaped.
  static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  /// `words`, separated by blanks, as fish reads the words `complete -a` offers: each
  /// character fish would expand (`?` and `*` as wildcards, `{}`, `$`, `()`) escaped, so that
  /// `tasch://products?` is offered as written rather than matched against files.
  static func fishLiteral(_ words: String) -> String {
    words.map { "?*{}$()".contains($0) ? "\\\($0)" : String($0) }.joined()
  }

  static func fish(_ localization: Localization) -> String {
    let quoted = fishQuoted
    let valuedOptions = valuedOptions.map { "--" + $0.name }.joined(separator: " ")
    func line(_ option: OptionDefinition, condition: String?) -> String {
      var parts = ["complete -c tasch"]
      if let condition { parts.append("-n " + quoted(condition)) }
      if let short = option.short { parts.append("-s \(short)") }
      parts.append("-l " + option.name)
      if option.takesValue {
        if takesPath(option) {
          parts.append("-r -F")
        } else if takesPreset(option) {
          parts.append("-x -a '(__tasch_presets)'")
        } else {
          parts.append("-x")
          if !values(of: option).isEmpty {
            parts.append("-a " + quoted(fishLiteral(values(of: option).joined(separator: " "))))
          }
        }
      }
      parts.append("-d " + quoted(localization.text(option.help)))
      return parts.joined(separator: " ")
    }
    /// The products of `source` offered where `condition` holds, described by their names.
    func productNumbers(_ source: CompletionIDsCommand.Source, where condition: String) -> String {
      "complete -c tasch -n \(quoted(condition)) -a '(__tasch_ids \(source.rawValue))'"
    }
    var lines = [
      "# fish completion for tasch. Load it with:  tasch completion fish | source",
      "complete -c tasch -f",
      "# The products of the catalogue or the wish list ($argv[1]) of the shop the options on the",
      "# line pick, a path in the home folder made whole.",
      "function __tasch_ids",
      "    set -l shop",
      "    set -l next",
      "    for token in (commandline -opc)",
      "        string match -q '~/*' -- $token; and set token $HOME/(string sub -s 3 -- $token)",
      "        if set -q next[1]",
      "            set -a shop $next $token",
      "            set -e next",
      "            continue",
      "        end",
      "        switch $token",
      "            case \(shopOptions.map { "--" + $0.name }.joined(separator: " "))",
      "                set next $token",
      "            case \(shopOptions.map { "'--" + $0.name + "=*'" }.joined(separator: " "))",
      "                set -a shop $token",
      "        end",
      "    end",
      "    tasch completion ids $argv[1] $shop 2>/dev/null",
      "end",
      "# The names of the simulation presets: the lines of `tasch simulation list` that are not",
      "# indented name one each, before any `  (file)`.",
      "function __tasch_presets",
      "    tasch simulation list 2>/dev/null | string match -rv '^\\s' | string replace -r '  .*' ''",
      "end",
      "# The command's words before the one being completed, options and their values skipped:",
      "# a value such as `--search rate` is no command.",
      "function __tasch_words",
      "    set -l skip 0",
      "    for token in (commandline -opc)[2..-1]",
      "        if test $skip = 1",
      "            set skip 0",
      "        else if contains -- $token \(valuedOptions)",
      "            set skip 1",
      "        else if not string match -q -- '-*' $token",
      "            echo $token",
      "        end",
      "    end",
      "end",
      "# Whether the command's words start with $argv, as `__tasch_command wishlist add`.",
      "function __tasch_command",
      "    set -l words (__tasch_words)",
      "    test (count $words) -ge (count $argv); or return 1",
      "    for i in (seq (count $argv))",
      "        test \"$words[$i]\" = \"$argv[$i]\"; or return 1",
      "    end",
      "end",
      "# Whether the word being completed is word $argv[1] of the command.",
      "function __tasch_is_word",
      "    test (count (__tasch_words)) -eq (math $argv[1] - 1)",
      "end",
    ]
    lines += commands.map { command in
      // Not __fish_use_subcommand, which takes an option's value (`--locale de_DE`) for the
      // command.
      "complete -c tasch -n '__tasch_is_word 1' -a \(command.name) -d \(quoted(localization.text(command.abstract)))"
    }
    lines += allOptions.map { line($0, condition: nil) }
    lines.append("complete -c tasch -s h -l help -d \(quoted(localization.text(.optionHelp)))")
    for (path, command) in commandPaths {
      // Not __fish_seen_subcommand_from, which takes an option's value (`--search rate`) for a
      // command too.
      let seen = "__tasch_command " + path.joined(separator: " ")
      lines += command.options.map { line($0, condition: seen) }
      let subcommands = command.visibleSubcommands
      let notYet = "\(seen); and __tasch_is_word \(path.count + 1)"
      for sub in subcommands {
        lines.append(
          "complete -c tasch -n \(quoted(notYet)) -a \(sub.name) -d \(quoted(localization.text(sub.abstract)))"
        )
      }
      // Where the command takes several, each word is offered; else only the first after it.
      let position =
        command.arguments.hasSuffix("...") ? "" : "; and __tasch_is_word \(path.count + 1)"
      if let source = Self.productNumbers(of: command) {
        lines.append(productNumbers(source, where: seen + position))
      }
      if takesPresets(command) {
        lines.append("complete -c tasch -n \(quoted(seen + position)) -a '(__tasch_presets)'")
      }
      if takesFile(command) { lines.append("complete -c tasch -n \(quoted(seen + position)) -F") }
    }
    lines.append(
      "complete -c tasch -n '__tasch_command help; and __tasch_is_word 2' -a \(quoted(commandNames.joined(separator: " ")))"
    )
    // After a command that has subcommands, its subcommands: `help wishlist add`.
    for (path, subcommands) in subcommandsByPath {
      let words = path.split(separator: " ").count
      lines.append(
        "complete -c tasch -n '__tasch_command help \(path); and __tasch_is_word \(words + 2)' -a \(quoted(subcommands))"
      )
    }
    lines.append(
      "complete -c tasch -n '__tasch_command completion; and __tasch_is_word 2' -a \(quoted(Shell.allCases.map(\.rawValue).joined(separator: " ")))"
    )
    // Not with --clear, which takes no stars.
    lines.append(
      "complete -c tasch -n '__tasch_command rate; and __tasch_is_word 3; and not __fish_contains_opt clear' -a '\(stars)'"
    )
    lines.append(
      "complete -c tasch -n '__tasch_command open; and __tasch_is_word 2' -a \(quoted(fishLiteral(links)))"
    )
    return lines.joined(separator: "\n") + "\n"
  }
}
