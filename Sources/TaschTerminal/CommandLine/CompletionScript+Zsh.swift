import Foundation
import Tasch
import TaschPresentation

/// The zsh script: `_arguments` specs, with each option's and command's description.
extension CompletionScript {
  static func zsh(_ localization: Localization) -> String {
    func spec(_ option: OptionDefinition) -> String {
      let description = zshEscaped(localization.text(option.help))
      let names = option.short.map { "'(-\($0) --\(option.name))'{-\($0),--\(option.name)}'" }
      guard option.takesValue else {
        return names.map { "\($0)[\(description)]'" } ?? "'--\(option.name)[\(description)]'"
      }
      let action = valueAction(of: option, path: "_files", preset: "_tasch_presets", none: " ") {
        "(\(zshLiteral($0)))"
      }
      // A colon in the value's name (HOST:PORT) would end the message and start the action.
      let message = (option.valueName ?? "value").replacingOccurrences(of: ":", with: "\\:")
      // `=`: the value is the next word or follows an equals sign, as `--theme=dark`; without
      // it, such a word was taken for the command's first argument. `*`: offered again after
      // it is given, for an option whose repeats add up.
      let repeats = option.joinsRepeatsWith == nil ? "" : "*"
      return "'\(repeats)--\(option.name)=[\(description)]:\(message):\(action)'"
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
    for (path, command) in commandPaths {
      var specs = command.options.map(spec)
      let subcommands = command.visibleSubcommands.map(\.name)
      if !subcommands.isEmpty {
        specs.append("'1:action:(\(subcommands.joined(separator: " ")))'")
      }
      // Where the command takes several, each word is offered; else only the first.
      let which = command.arguments.hasSuffix("...") ? "*" : "1"
      if let source = productNumbers(of: command) {
        specs.append("'\(which):ID:_tasch_ids \(source.rawValue)'")
      }
      if takesPresets(command) { specs.append("'\(which):NAME:_tasch_presets'") }
      if takesFile(command) { specs.append("'1:\(command.arguments):_files'") }
      switch path {
      case ["rate"]: specs.append("'2:STARS:(\(stars))'")
      case ["open"]: specs.append("'1:LINK:(\(zshLiteral(links)))'")
      case ["help"]:
        specs.append("'1:command:(\(commandNames.joined(separator: " ")))'")
        specs.append("'*:subcommand:_tasch_help_words'")
      case ["completion"]:
        specs.append("'1:shell:(\(Shell.allCases.map(\.rawValue).joined(separator: " ")))'")
      default: break
      }
      cases +=
        "        \"\(path.joined(separator: " "))\") _arguments $global \(specs.joined(separator: " ")) ;;\n"
    }
    let subcommandPaths = commandPaths.filter { $0.path.count > 1 }
      .map { $0.path.joined(separator: " ") }
    return """
      #compdef tasch
      # zsh completion for tasch. Load it with:  source <(tasch completion zsh)
      # The products of the catalogue or the wish list (the last argument: _arguments puts
      # options of its own before it) of the shop the options on the line pick, by number,
      # described by their names.
      _tasch_ids() {
        local -a ids shop
        local line word next="" source=${@[-1]}
        # The line as typed, kept before _arguments cut it: its options that pick the shop,
        # unquoted, a path in the home folder made whole.
        for word in "${_tasch_line[@]}"; do
          word=${(Q)word}
          [[ $word == "~/"* ]] && word="$HOME/${word#"~/"}"
          if [[ -n $next ]]; then shop+=("$next" "$word"); next=""; continue; fi
          case $word in
            (\(shopOptions.map { "--" + $0.name }.joined(separator: "|"))) next=$word ;;
            (\(shopOptions.map { "--" + $0.name + "=*" }.joined(separator: "|"))) shop+=("$word") ;;
          esac
        done
        # _describe reads a backslash in a description as escaping what follows it.
        for line in ${(f)"$(tasch completion ids $source "${shop[@]}" 2>/dev/null)"}; do
          ids+=("${line%%$'\\t'*}:${${line#*$'\\t'}//\\\\/\\\\\\\\}")
        done
        _describe -t products product ids
      }
      # The names of the simulation presets: the lines of `tasch simulation list` that are not
      # indented name one each, before any `  (file)`.
      _tasch_presets() {
        local -a names
        local line
        for line in ${(f)"$(tasch simulation list 2>/dev/null)"}; do
          [[ $line == [^[:space:]]* ]] && names+=("${line%%  *}")
        done
        compadd "$@" -a names
      }
      # After `help` and a command that has subcommands, its subcommands: `help wishlist add`.
      _tasch_help_words() {
        local -a subcommands
        case "${words[2,CURRENT-1]}" in
          \(subcommandsByPath.map { "(\"\($0.path)\") subcommands=(\($0.subcommands)) ;;" }.joined(separator: "\n    "))
        esac
        compadd -a subcommands
      }
      _tasch() {
        local -a global commands _tasch_line
        _tasch_line=("${words[@]}")
        global=(
          \(global)
        )
        commands=(
          \(descriptions)
        )
        local state
        # -A '-*': past the command, options are the command's to complete, with its words;
        # read here, an option after a one-word command left it nothing to offer.
        _arguments -C -A '-*' $global '1: :->command' '*:: :->arguments'
        case $state in
          command) _describe 'command' commands ;;
          arguments)
            # The command's words, such as `store shopper add`: the arguments of the last of
            # them are words 1 and on, as _arguments reads them.
            local command=$words[1] i=2
            local subcommands="|\(subcommandPaths.joined(separator: "|"))|"
            while ((i < CURRENT)) && [[ $subcommands == *"|$command $words[i]|"* ]]; do
              command+=" $words[i]"
              ((i++))
            done
            if ((i > 2)); then
              words=("${(@)words[i-1,-1]}")
              ((CURRENT -= i - 2))
            fi
            case $command in
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

  /// `words` as zsh reads a list of an `_arguments` action: its wildcards (`?`, `*`, `[…]`)
  /// escaped, so that `tasch://products?` is offered, and put on the line as the shell reads
  /// it, rather than matched against files.
  static func zshLiteral(_ words: String) -> String {
    words.map { "?*[]".contains($0) ? "\\\($0)" : String($0) }.joined()
  }
}
