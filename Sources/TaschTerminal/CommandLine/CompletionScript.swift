import Foundation
import TaschPresentation

/// Completion scripts for bash, zsh and fish, written from the command definitions, so that
/// they complete exactly what the parser accepts: commands, options and option values.
enum CompletionScript {
  /// The shells there are scripts for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  /// The operations of the simulation, as FRONT.md names them, for `--fail` and `--latency`.
  static let operations = [
    "catalogue", "product", "wishlist", "wishlist.add", "wishlist.remove", "rate", "cart",
    "checkout",
  ]

  /// The script for `shell`, with descriptions in `localization`'s language where the shell
  /// shows them.
  static func text(for shell: Shell, localization: Localization = .english) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh(localization)
    case .fish: fish(localization)
    }
  }

  private static var commandNames: [String] { CommandTree.commands.map(\.name) }
  /// The links `open` takes, as far as they can be written without knowing the shop.
  private static var links: String { OpenCommand.linkForms.joined(separator: " ") }
  private static var allOptions: [OptionDefinition] { GlobalOptions.definitions }

  /// The values an option takes, for completion: its choices, or the operations for specs.
  private static func values(of option: OptionDefinition) -> [String] {
    ["fail", "latency"].contains(option.name) ? operations : option.choices
  }

  private static func takesPath(_ option: OptionDefinition) -> Bool {
    option.valueName == "PATH"
  }

  // MARK: - bash

  private static func bash() -> String {
    let valued = (allOptions + CommandTree.commands.flatMap(\.options)).filter(\.takesValue)
    var valueCases = ""
    for option in valued {
      let action =
        takesPath(option)
        ? "COMPREPLY=($(compgen -f -- \"$cur\"))"
        : values(of: option).isEmpty
          ? "COMPREPLY=()"
          : "COMPREPLY=($(compgen -W \"\(values(of: option).joined(separator: " "))\" -- \"$cur\"))"
      valueCases += "    --\(option.name)) \(action); return ;;\n"
    }
    let globalValued = allOptions.filter(\.takesValue).map { "--" + $0.name }.joined(separator: "|")
    var commandCases = ""
    for command in CommandTree.commands {
      let own = (command.options.map { "--" + $0.name }).joined(separator: " ")
      let words: String
      switch command.name {
      case "help": words = commandNames.joined(separator: " ")
      case "completion": words = Shell.allCases.map(\.rawValue).joined(separator: " ")
      case "wishlist":
        words =
          "$( [[ -z $sub ]] && echo \"\(command.subcommands.map(\.name).joined(separator: " "))\" )"
      case "rate": words = "$( [[ $positionals -eq 1 ]] && echo \"1 2 3 4 5\" )"
      // Not counted: bash splits a link into words at its colon.
      case "open": words = links
      default: words = ""
      }
      commandCases += "    \(command.name)) options=\"$options \(own)\"; extra=\"\(words)\" ;;\n"
    }
    return """
      # bash completion for tasch. Load it with:  source <(tasch completion bash)
      _tasch() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        case "$prev" in
      \(valueCases)  esac
        local command="" sub="" positionals=0 i
        for ((i = 1; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            \(globalValued)) ((i++)) ;;
            -*) ;;
            *) if [[ -z $command ]]; then command="${COMP_WORDS[i]}"
               elif [[ $command == wishlist && -z $sub ]]; then sub="${COMP_WORDS[i]}"
               else ((positionals++)); fi ;;
          esac
        done
        local options="\(allOptions.map { "--" + $0.name }.joined(separator: " ")) --help" extra=""
        case "$command" in
          "") COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " ")) $options" -- "$cur")); return ;;
      \(commandCases)  esac
        if [[ $command == open && $cur != -* ]]; then
          # bash splits words at colons: complete the whole link, then keep what follows the
          # last colon already typed.
          local word="${COMP_LINE:0:COMP_POINT}"
          word="${word##*[[:space:]]}"
          COMPREPLY=($(compgen -W "$extra" -- "$word"))
          [[ $word == *:* ]] && COMPREPLY=("${COMPREPLY[@]#"${word%"${word##*:}"}"}")
          return
        fi
        COMPREPLY=($(compgen -W "$extra $options" -- "$cur"))
      }
      complete -F _tasch tasch

      """
  }

  // MARK: - zsh

  private static func zsh(_ localization: Localization) -> String {
    func spec(_ option: OptionDefinition) -> String {
      let description = zshEscaped(localization.text(option.help))
      guard option.takesValue else { return "'--\(option.name)[\(description)]'" }
      let action =
        takesPath(option)
        ? "_files"
        : values(of: option).isEmpty ? " " : "(\(values(of: option).joined(separator: " ")))"
      return "'--\(option.name)[\(description)]:\(option.valueName ?? "value"):\(action)'"
    }
    let global =
      (allOptions.map(spec) + [
        "'(- *)'{-h,--help}'[\(zshEscaped(localization.text(.optionHelp)))]'"
      ])
      .joined(separator: "\n    ")
    let commands = CommandTree.commands.map { command in
      "'\(command.name):\(zshEscaped(localization.text(command.abstract)))'"
    }.joined(separator: "\n    ")
    var cases = ""
    for command in CommandTree.commands {
      var specs = command.options.map(spec)
      switch command.name {
      case "product": specs.append("'1:ID: '")
      case "wishlist":
        specs += [
          "'1:action:(\(command.subcommands.map(\.name).joined(separator: " ")))'", "'*:ID: '",
        ]
      case "rate": specs += ["'1:ID: '", "'2:STARS:(1 2 3 4 5)'"]
      case "open": specs.append("'1:LINK:(\(links))'")
      case "help": specs.append("'1:command:(\(commandNames.joined(separator: " ")))'")
      case "completion":
        specs.append("'1:shell:(\(Shell.allCases.map(\.rawValue).joined(separator: " ")))'")
      default: break
      }
      cases += "        \(command.name)) _arguments $global \(specs.joined(separator: " ")) ;;\n"
    }
    return """
      #compdef tasch
      # zsh completion for tasch. Load it with:  source <(tasch completion zsh)
      _tasch() {
        local -a global commands
        global=(
          \(global)
        )
        commands=(
          \(commands)
        )
        local state
        _arguments -C $global '1: :->command' '*:: :->arguments'
        case $state in
          command) _describe 'command' commands ;;
          arguments)
            case $words[1] in
      \(cases)      esac ;;
        esac
      }
      compdef _tasch tasch

      """
  }

  /// Text that is safe inside `'…[…]'` in a zsh `_arguments` spec: zsh reads an explanation up
  /// to its first unescaped `]`, so brackets and the single quote need escaping, colons do not.
  private static func zshEscaped(_ text: String) -> String {
    text.map { character -> String in
      switch character {
      case "'": "'\\''"
      case "[": "\\["
      case "]": "\\]"
      default: String(character)
      }
    }.joined()
  }

  // MARK: - fish

  private static func fish(_ localization: Localization) -> String {
    func quoted(_ text: String) -> String {
      "'"
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "'", with: "\\'") + "'"
    }
    func line(_ option: OptionDefinition, condition: String?) -> String {
      var parts = ["complete -c tasch"]
      if let condition { parts.append("-n " + quoted(condition)) }
      parts.append("-l " + option.name)
      if option.takesValue {
        if takesPath(option) {
          parts.append("-r -F")
        } else {
          parts.append("-x")
          if !values(of: option).isEmpty {
            parts.append("-a " + quoted(values(of: option).joined(separator: " ")))
          }
        }
      }
      parts.append("-d " + quoted(localization.text(option.help)))
      return parts.joined(separator: " ")
    }
    var lines = [
      "# fish completion for tasch. Load it with:  tasch completion fish | source",
      "complete -c tasch -f",
    ]
    lines += CommandTree.commands.map { command in
      "complete -c tasch -n __fish_use_subcommand -a \(command.name) -d \(quoted(localization.text(command.abstract)))"
    }
    lines += allOptions.map { line($0, condition: nil) }
    lines.append("complete -c tasch -s h -l help -d \(quoted(localization.text(.optionHelp)))")
    for command in CommandTree.commands {
      let seen = "__fish_seen_subcommand_from \(command.name)"
      lines += command.options.map { line($0, condition: seen) }
      for sub in command.subcommands {
        let notYet =
          "\(seen); and not __fish_seen_subcommand_from \(command.subcommands.map(\.name).joined(separator: " "))"
        lines.append(
          "complete -c tasch -n \(quoted(notYet)) -a \(sub.name) -d \(quoted(localization.text(sub.abstract)))"
        )
      }
    }
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from help' -a \(quoted(commandNames.joined(separator: " ")))"
    )
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from completion' -a \(quoted(Shell.allCases.map(\.rawValue).joined(separator: " ")))"
    )
    lines.append("complete -c tasch -n '__fish_seen_subcommand_from rate' -a '1 2 3 4 5'")
    lines.append("complete -c tasch -n '__fish_seen_subcommand_from open' -a \(quoted(links))")
    return lines.joined(separator: "\n") + "\n"
  }
}
