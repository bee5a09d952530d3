import Foundation
import Tasch
import TaschPresentation

/// Completion scripts for bash, zsh and fish, written from the command definitions, so that
/// they complete exactly what the parser accepts: commands and their subcommands, options and
/// option values, the names of the simulation presets, which the scripts read from
/// `tasch simulation list`, and the product numbers of the shop, with their names, which the
/// scripts ask `tasch completion ids` for as they complete, passing it the options on the line
/// that pick the shop.
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

  /// Every command help and completion show, subcommands too, by the words that name it.
  private static var commandPaths: [(path: [String], command: CommandDefinition)] {
    func paths(_ command: CommandDefinition, under parent: [String]) -> [(
      path: [String], command: CommandDefinition
    )] {
      let path = parent + [command.name]
      return [(path, command)] + command.visibleSubcommands.flatMap { paths($0, under: path) }
    }
    return commands.flatMap { paths($0, under: []) }
  }

  /// Every option that takes a value, once each, though several commands share it.
  private static var valuedOptions: [OptionDefinition] {
    var seen = Set<String>()
    return (allOptions + commandPaths.flatMap(\.command.options)).filter {
      $0.takesValue && seen.insert($0.name).inserted
    }
  }
  private static var shopOptions: [OptionDefinition] { GlobalOptions.choosingTheShop }
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

  /// What a script does for `option`'s value: `path` for a path, `preset` for a preset's name,
  /// `none` for a value it cannot offer, else `listed` of its values, separated by blanks.
  private static func valueAction(
    of option: OptionDefinition, path: String, preset: String, none: String,
    listed: (String) -> String
  ) -> String {
    if takesPath(option) { return path }
    if takesPreset(option) { return preset }
    let offered = values(of: option)
    return offered.isEmpty ? none : listed(offered.joined(separator: " "))
  }

  private static func takesPath(_ option: OptionDefinition) -> Bool {
    option.valueName == "PATH"
  }

  /// Where the product numbers the command at `path` takes come from.
  private static func productNumbers(of path: [String]) -> CompletionIDsCommand.Source? {
    switch path {
    case ["product"], ["rate"], ["wishlist", "add"], ["wishlist", "set"]: .catalogue
    case ["wishlist", "remove"]: .wishlist
    default: nil
    }
  }

  /// Whether the command at `path` takes a file, the catalogue `store load` loads.
  private static func takesFile(_ path: [String]) -> Bool {
    path == ["store", "load"]
  }

  /// Whether the command at `path` takes the name of a simulation preset, which the scripts
  /// read from `tasch simulation list`, the user's presets among them.
  private static func takesPresets(_ path: [String]) -> Bool {
    path == ["simulation", "show"]
  }

  /// Whether `option`'s value is the name of a simulation preset.
  private static func takesPreset(_ option: OptionDefinition) -> Bool {
    option.name == GlobalOptions.simulation.definition.name
  }

  // MARK: - bash

  private static func bash() -> String {
    let valued = valuedOptions
    var valueCases = ""
    for option in valued {
      let action = valueAction(
        of: option, path: "_tasch_files", preset: "_tasch_presets", none: "COMPREPLY=()"
      ) { "COMPREPLY=($(compgen -W \"\($0)\" -- \"$cur\"))" }
      valueCases += "    --\(option.name)) \(action); return ;;\n"
    }
    let skipped = valued.map { "--" + $0.name }.joined(separator: "|")
    let subcommandPaths = commandPaths.filter { $0.path.count > 1 }
      .map { $0.path.joined(separator: " ") }
    var commandCases = ""
    for (path, command) in commandPaths {
      let own = (command.options.map { "--" + $0.name }).joined(separator: " ")
      var words: [String] = []
      let subcommands = command.visibleSubcommands.map(\.name)
      if !subcommands.isEmpty {
        words.append("((positionals == 0)) && extra=\"\(subcommands.joined(separator: " "))\"")
      }
      // Where the command takes several, each word is offered; else only the first.
      let which = command.arguments.hasSuffix("...") ? "" : "((positionals == 0)) && "
      if let source = productNumbers(of: path) { words.append(which + "ids=\(source.rawValue)") }
      if takesPresets(path) { words.append(which + "presets=1") }
      if takesFile(path) { words.append("((positionals == 0)) && files=1") }
      switch path {
      case ["help"]: words.append("extra=\"\(commandNames.joined(separator: " "))\"")
      case ["completion"]:
        words.append("extra=\"\(Shell.allCases.map(\.rawValue).joined(separator: " "))\"")
      case ["rate"]: words.append("((positionals == 1)) && extra=\"\(stars)\"")
      // Not counted: bash splits a link into words at its colon.
      case ["open"]: words.append("extra=\"\(links)\"")
      default: break
      }
      commandCases +=
        "    \"\(path.joined(separator: " "))\") options=\"$options \(own)\"; "
        + "\(words.isEmpty ? ":" : words.joined(separator: "; ")) ;;\n"
    }
    return """
      # bash completion for tasch. Load it with:  source <(tasch completion bash)
      # The products of the catalogue or the wish list ($1) of the shop the options after it pick,
      # whose number starts with the word being completed: their numbers alone when one is left,
      # with their names while several are.
      _tasch_ids() {
        local line lines=() IFS=$'\\n'
        for line in $(tasch completion ids "$@" 2>/dev/null); do
          [[ ${line%%$'\\t'*} == "$cur"* ]] && lines+=("$line")
        done
        if ((${#lines[@]} == 1)); then COMPREPLY=("${lines[0]%%$'\\t'*}")
        else COMPREPLY=("${lines[@]/$'\\t'/  }"); fi
      }
      # The names of the simulation presets: the lines of `tasch simulation list` that are not
      # indented name one each, before any `  (file)`.
      _tasch_presets() {
        local line names=()
        while IFS= read -r line; do
          [[ $line == [^[:space:]]* ]] && names+=("${line%%  *}")
        done < <(tasch simulation list 2>/dev/null)
        COMPREPLY=($(compgen -W "${names[*]}" -- "$cur"))
      }
      # The files whose names start with the word being completed, each name whole (a blank or
      # a * in it stays in it), for bash to quote as it puts one on the line; the word is the
      # last of `words`, its quotes and backslashes taken off.
      _tasch_files() {
        local typed=${words[last]}
        [[ $typed == --*=* ]] && typed=${typed#*=}
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$typed")
      }
      # The words of the line $1 into `words`, as the shell will pass them: cut at blanks outside
      # quotes, with the quotes and backslashes taken off, nothing in them run or expanded; the
      # last is the word being typed, empty after a blank. bash's own words are also cut at =
      # and :, which options' values hold (--store sqlite:shop.db, --theme=dark).
      _tasch_words() {
        local text=$1 word="" quote="" char i started=0 escapable='"$`\\'
        words=()
        for ((i = 0; i < ${#text}; i++)); do
          char=${text:i:1}
          if [[ -n $quote ]]; then
            if [[ $char == "$quote" ]]; then quote=""
            elif [[ $quote == '"' && $char == '\\' && -n ${text:i+1:1} &&
              $escapable == *"${text:i+1:1}"* ]]; then
              ((i++)); word+=${text:i:1}
            else word+=$char; fi
          elif [[ $char == [\\\"\\\'] ]]; then quote=$char; started=1
          elif [[ $char == '\\' ]]; then ((i++)); word+=${text:i:1}; started=1
          elif [[ $char == [[:space:]] ]]; then
            ((started)) && words+=("$word")
            word=""; started=0
          else word+=$char; started=1; fi
        done
        words+=("$word")
      }
      # The options on the line that pick the shop, into `shop`, a path in the home folder made
      # whole.
      _tasch_shop() {
        local word words next=""
        shop=()
        _tasch_words "$COMP_LINE"
        for word in "${words[@]}"; do
          [[ $word == "~/"* ]] && word="$HOME/${word#"~/"}"
          if [[ -n $next ]]; then shop+=("$next" "$word"); next=""; continue; fi
          case "$word" in
            \(shopOptions.map { "--" + $0.name }.joined(separator: "|"))) next=$word ;;
            \(shopOptions.map { "--" + $0.name + "=*" }.joined(separator: "|"))) shop+=("$word") ;;
          esac
        done
      }
      _tasch() {
        local cur="${COMP_WORDS[COMP_CWORD]}"
        # Right after = or :, which bash makes words of their own, nothing is typed yet.
        [[ $cur == [=:] ]] && cur=""
        # The words of the line up to the cursor.
        local words=()
        _tasch_words "${COMP_LINE:0:COMP_POINT}"
        local last=$((${#words[@]} - 1)) prev=""
        ((last > 0)) && prev="${words[last-1]}"
        # After `--theme=`, the value of --theme.
        [[ ${words[last]} == --*=* ]] && prev="${words[last]%%=*}"
        case "$prev" in
      \(valueCases)  esac
        # The command's words, such as `store shopper add`, and how many arguments follow them.
        local command="" positionals=0 i
        local subcommands="|\(subcommandPaths.joined(separator: "|"))|"
        for ((i = 1; i < last; i++)); do
          case "${words[i]}" in
            \(skipped)) ((i++)) ;;
            -*) ;;
            *) if [[ -z $command ]]; then command="${words[i]}"
               elif ((positionals == 0)) && [[ $subcommands == *"|$command ${words[i]}|"* ]]; then
                 command="$command ${words[i]}"
               else ((positionals++)); fi ;;
          esac
        done
        local options="\(allOptions.map { "--" + $0.name }.joined(separator: " ")) --help" extra="" ids="" presets="" files=""
        case "$command" in
          "") COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " ")) $options" -- "$cur")); return ;;
      \(commandCases)  esac
        if [[ -n $ids && $cur != -* ]]; then
          local -a shop
          _tasch_shop
          _tasch_ids "$ids" "${shop[@]}"
          return
        fi
        if [[ -n $presets && $cur != -* ]]; then _tasch_presets; return; fi
        if [[ -n $files && $cur != -* ]]; then _tasch_files; return; fi
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
      let action = valueAction(of: option, path: "_files", preset: "_tasch_presets", none: " ") {
        "(\(zshLiteral($0)))"
      }
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
    for (path, command) in commandPaths {
      var specs = command.options.map(spec)
      let subcommands = command.visibleSubcommands.map(\.name)
      if !subcommands.isEmpty {
        specs.append("'1:action:(\(subcommands.joined(separator: " ")))'")
      }
      // Where the command takes several, each word is offered; else only the first.
      let which = command.arguments.hasSuffix("...") ? "*" : "1"
      if let source = productNumbers(of: path) {
        specs.append("'\(which):ID:_tasch_ids \(source.rawValue)'")
      }
      if takesPresets(path) { specs.append("'\(which):NAME:_tasch_presets'") }
      if takesFile(path) { specs.append("'1:\(command.arguments):_files'") }
      switch path {
      case ["rate"]: specs.append("'2:STARS:(\(stars))'")
      case ["open"]: specs.append("'1:LINK:(\(zshLiteral(links)))'")
      case ["help"]: specs.append("'1:command:(\(commandNames.joined(separator: " ")))'")
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
        for line in ${(f)"$(tasch completion ids $source "${shop[@]}" 2>/dev/null)"}; do
          ids+=("${line%%$'\\t'*}:${line#*$'\\t'}")
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
        _arguments -C $global '1: :->command' '*:: :->arguments'
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

  // MARK: - fish

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

  private static func fish(_ localization: Localization) -> String {
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
      "# Whether the word being completed is word $argv[1] of the command, counting the command's",
      "# own words and skipping options and their values.",
      "function __tasch_is_word",
      "    set -l count 0",
      "    set -l skip 0",
      "    for token in (commandline -opc)[2..-1]",
      "        if test $skip = 1",
      "            set skip 0",
      "        else if contains -- $token \(valuedOptions)",
      "            set skip 1",
      "        else if not string match -q -- '-*' $token",
      "            set count (math $count + 1)",
      "        end",
      "    end",
      "    test $count -eq (math $argv[1] - 1)",
      "end",
    ]
    lines += commands.map { command in
      "complete -c tasch -n __fish_use_subcommand -a \(command.name) -d \(quoted(localization.text(command.abstract)))"
    }
    lines += allOptions.map { line($0, condition: nil) }
    lines.append("complete -c tasch -s h -l help -d \(quoted(localization.text(.optionHelp)))")
    for (path, command) in commandPaths {
      let seen = path.map { "__fish_seen_subcommand_from \($0)" }.joined(separator: "; and ")
      lines += command.options.map { line($0, condition: seen) }
      let subcommands = command.visibleSubcommands
      let notYet =
        "\(seen); and not __fish_seen_subcommand_from \(subcommands.map(\.name).joined(separator: " "))"
      for sub in subcommands {
        lines.append(
          "complete -c tasch -n \(quoted(notYet)) -a \(sub.name) -d \(quoted(localization.text(sub.abstract)))"
        )
      }
      // Where the command takes several, each word is offered; else only the first after it.
      let position =
        command.arguments.hasSuffix("...") ? "" : "; and __tasch_is_word \(path.count + 1)"
      if let source = Self.productNumbers(of: path) {
        lines.append(productNumbers(source, where: seen + position))
      }
      if takesPresets(path) {
        lines.append("complete -c tasch -n \(quoted(seen + position)) -a '(__tasch_presets)'")
      }
      if takesFile(path) { lines.append("complete -c tasch -n \(quoted(seen + position)) -F") }
    }
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from help' -a \(quoted(commandNames.joined(separator: " ")))"
    )
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from completion' -a \(quoted(Shell.allCases.map(\.rawValue).joined(separator: " ")))"
    )
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from rate; and __tasch_is_word 3' -a '\(stars)'"
    )
    lines.append(
      "complete -c tasch -n '__fish_seen_subcommand_from open' -a \(quoted(fishLiteral(links)))")
    return lines.joined(separator: "\n") + "\n"
  }
}
