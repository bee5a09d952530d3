import Foundation
import Tasch
import TaschPresentation

/// Completion scripts for bash, zsh and fish, written from the command definitions, so that
/// they complete exactly what the parser accepts: commands, options and option values, and the
/// product numbers of the shop, with their names, which the scripts ask `tasch completion ids`
/// for as they complete.
enum CompletionScript {
  /// The shells there are scripts for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  /// The operations of the simulation, for `--fail` and `--latency`.
  static let operations = ShopOperation.allCases.map(\.rawValue)

  /// The locales offered for `--locale`: the languages Tasch speaks, where most speak them.
  ///
  /// Any other locale identifier works too.
  static let locales = [
    "en_US", "en_GB", "en_AU", "en_CA", "en_IE", "en_IN", "en_NZ", "en_ZA", "de_DE", "de_AT",
    "de_CH", "fr_FR", "fr_BE", "fr_CA", "fr_CH", "es_ES", "es_MX", "es_AR", "es_CO", "es_US",
    "ja_JP",
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

  private static var commands: [CommandDefinition] { CommandTree.visibleCommands }
  private static var commandNames: [String] { commands.map(\.name) }
  /// The links `open` takes, as far as they can be written without knowing the shop.
  private static var links: String { OpenCommand.linkForms.joined(separator: " ") }
  private static var allOptions: [OptionDefinition] { GlobalOptions.definitions }
  private static var stars: String {
    Rating.allCases.map { String($0.stars) }.joined(separator: " ")
  }

  /// The values an option takes, for completion: its choices, the operations for specs, the
  /// locales for `--locale`.
  private static func values(of option: OptionDefinition) -> [String] {
    switch option.name {
    case "fail", "latency": operations
    case "locale": locales
    default: option.choices
    }
  }

  private static func takesPath(_ option: OptionDefinition) -> Bool {
    option.valueName == "PATH"
  }

  /// Where the product numbers the command at `path` takes come from.
  private static func productNumbers(of path: [String]) -> CompletionIDsCommand.Source? {
    switch path {
    case ["product"], ["rate"], ["wishlist", "add"]: .catalogue
    case ["wishlist", "remove"]: .wishlist
    default: nil
    }
  }

  // MARK: - bash

  private static func bash() -> String {
    let valued = (allOptions + commands.flatMap(\.options)).filter(\.takesValue)
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
    let skipped = valued.map { "--" + $0.name }.joined(separator: "|")
    var commandCases = ""
    for command in commands {
      let own = (command.options.map { "--" + $0.name }).joined(separator: " ")
      let words: String
      switch command.name {
      case "help": words = "extra=\"\(commandNames.joined(separator: " "))\""
      case "completion":
        words = "extra=\"\(Shell.allCases.map(\.rawValue).joined(separator: " "))\""
      case "wishlist":
        let subcommands = command.visibleSubcommands.map(\.name).joined(separator: " ")
        let numbers = command.visibleSubcommands.compactMap { sub in
          productNumbers(of: [command.name, sub.name]).map {
            "[[ $sub == \(sub.name) ]] && ids=\($0.rawValue)"
          }
        }
        words = (["[[ -z $sub ]] && extra=\"\(subcommands)\""] + numbers).joined(separator: "; ")
      case "rate":
        words = "((positionals == 0)) && ids=catalogue; ((positionals == 1)) && extra=\"\(stars)\""
      // Not counted: bash splits a link into words at its colon.
      case "open": words = "extra=\"\(links)\""
      default:
        words =
          productNumbers(of: [command.name]).map { "((positionals == 0)) && ids=\($0.rawValue)" }
          ?? ""
      }
      commandCases +=
        "    \(command.name)) options=\"$options \(own)\"; \(words.isEmpty ? ":" : words) ;;\n"
    }
    return """
      # bash completion for tasch. Load it with:  source <(tasch completion bash)
      # The products of the catalogue or the wish list ($1) whose number starts with the word
      # being completed: their numbers alone when one is left, with their names while several are.
      _tasch_ids() {
        local line lines=() IFS=$'\\n'
        for line in $(tasch completion ids "$1" 2>/dev/null); do
          [[ ${line%%$'\\t'*} == "$cur"* ]] && lines+=("$line")
        done
        if ((${#lines[@]} == 1)); then COMPREPLY=("${lines[0]%%$'\\t'*}")
        else COMPREPLY=("${lines[@]/$'\\t'/  }"); fi
      }
      _tasch() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        case "$prev" in
      \(valueCases)  esac
        local command="" sub="" positionals=0 i
        for ((i = 1; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            \(skipped)) ((i++)) ;;
            -*) ;;
            *) if [[ -z $command ]]; then command="${COMP_WORDS[i]}"
               elif [[ $command == wishlist && -z $sub ]]; then sub="${COMP_WORDS[i]}"
               else ((positionals++)); fi ;;
          esac
        done
        local options="\(allOptions.map { "--" + $0.name }.joined(separator: " ")) --help" extra="" ids=""
        case "$command" in
          "") COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " ")) $options" -- "$cur")); return ;;
      \(commandCases)  esac
        if [[ -n $ids && $cur != -* ]]; then _tasch_ids "$ids"; return; fi
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
      let names = option.short.map { "'(-\($0) --\(option.name))'{-\($0),--\(option.name)}'" }
      guard option.takesValue else {
        return names.map { "\($0)[\(description)]'" } ?? "'--\(option.name)[\(description)]'"
      }
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
    let descriptions = commands.map { command in
      "'\(command.name):\(zshEscaped(localization.text(command.abstract)))'"
    }.joined(separator: "\n    ")
    var cases = ""
    for command in commands {
      var specs = command.options.map(spec)
      switch command.name {
      case "wishlist":
        let subcommands = command.visibleSubcommands
        let numbers = subcommands.compactMap { sub in
          productNumbers(of: [command.name, sub.name]).map {
            "\(sub.name)) _tasch_ids \($0.rawValue) ;;"
          }
        }
        specs += [
          "'1:action:(\(subcommands.map(\.name).joined(separator: " ")))'",
          "'*:ID:{ case $words[2] in \(numbers.joined(separator: " ")) esac }'",
        ]
      case "rate": specs += ["'1:ID:_tasch_ids catalogue'", "'2:STARS:(\(stars))'"]
      case "open": specs.append("'1:LINK:(\(links))'")
      case "help": specs.append("'1:command:(\(commandNames.joined(separator: " ")))'")
      case "completion":
        specs.append("'1:shell:(\(Shell.allCases.map(\.rawValue).joined(separator: " ")))'")
      default:
        if let source = productNumbers(of: [command.name]) {
          specs.append("'1:ID:_tasch_ids \(source.rawValue)'")
        }
      }
      cases += "        \(command.name)) _arguments $global \(specs.joined(separator: " ")) ;;\n"
    }
    return """
      #compdef tasch
      # zsh completion for tasch. Load it with:  source <(tasch completion zsh)
      # The products of the catalogue or the wish list ($1), by number, described by their names.
      _tasch_ids() {
        local -a ids
        local line
        for line in ${(f)"$(tasch completion ids $1 2>/dev/null)"}; do
          ids+=("${line%%$'\\t'*}:${line#*$'\\t'}")
        done
        _describe -t products product ids
      }
      _tasch() {
        local -a global commands
        global=(
          \(global)
        )
        commands=(
          \(descriptions)
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
  static func zshEscaped(_ text: String) -> String {
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

  /// `text` in single quotes as fish reads them: a backslash and a quote are escaped.
  static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  private static func fish(_ localization: Localization) -> String {
    let quoted = fishQuoted
    func line(_ option: OptionDefinition, condition: String?) -> String {
      var parts = ["complete -c tasch"]
      if let condition { parts.append("-n " + quoted(condition)) }
      if let short = option.short { parts.append("-s \(short)") }
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
    /// The products of `source` offered where `condition` holds, described by their names.
    func productNumbers(_ source: CompletionIDsCommand.Source, where condition: String) -> String {
      "complete -c tasch -n \(quoted(condition)) -a '(tasch completion ids \(source.rawValue) 2>/dev/null)'"
    }
    var lines = [
      "# fish completion for tasch. Load it with:  tasch completion fish | source",
      "complete -c tasch -f",
    ]
    lines += commands.map { command in
      "complete -c tasch -n __fish_use_subcommand -a \(command.name) -d \(quoted(localization.text(command.abstract)))"
    }
    lines += allOptions.map { line($0, condition: nil) }
    lines.append("complete -c tasch -s h -l help -d \(quoted(localization.text(.optionHelp)))")
    for command in commands {
      let seen = "__fish_seen_subcommand_from \(command.name)"
      lines += command.options.map { line($0, condition: seen) }
      let subcommands = command.visibleSubcommands
      for sub in subcommands {
        let notYet =
          "\(seen); and not __fish_seen_subcommand_from \(subcommands.map(\.name).joined(separator: " "))"
        lines.append(
          "complete -c tasch -n \(quoted(notYet)) -a \(sub.name) -d \(quoted(localization.text(sub.abstract)))"
        )
        if let source = Self.productNumbers(of: [command.name, sub.name]) {
          lines.append(
            productNumbers(source, where: "\(seen); and __fish_seen_subcommand_from \(sub.name)"))
        }
      }
      if let source = Self.productNumbers(of: [command.name]) {
        // The number is the first word after the command; `rate` takes the stars after it.
        lines.append(productNumbers(source, where: "\(seen); and __fish_is_nth_token 2"))
      }
    }
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from help' -a \(quoted(commandNames.joined(separator: " ")))"
    )
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from completion' -a \(quoted(Shell.allCases.map(\.rawValue).joined(separator: " ")))"
    )
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from rate; and __fish_is_nth_token 3' -a '\(stars)'"
    )
    lines.append("complete -c tasch -n '__fish_seen_subcommand_from open' -a \(quoted(links))")
    return lines.joined(separator: "\n") + "\n"
  }
}
