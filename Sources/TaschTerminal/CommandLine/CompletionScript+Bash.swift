import Foundation
import Tasch
import TaschPresentation

/// The bash script, `_tasch`: the command on the line picks its options, the word before the
/// cursor the values of the option it is.
extension CompletionScript {
  static func bash() -> String {
    let valued = valuedOptions
    var valueCases = ""
    for option in valued {
      let action = valueAction(
        of: option, path: "_tasch_files", preset: "_tasch_presets", none: "COMPREPLY=()"
      ) { values in
        takesSpec(option)
          ? "_tasch_operations \"\(values)\""
          : "COMPREPLY=($(compgen -W \"\(values)\" -- \"$cur\"))"
      }
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
      if let source = productNumbers(of: command) { words.append(which + "ids=\(source.rawValue)") }
      if takesPresets(command) { words.append(which + "presets=1") }
      if takesFile(command) { words.append("((positionals == 0)) && files=1") }
      switch path {
      case ["help"]:
        words.append("((positionals == 0)) && extra=\"\(commandNames.joined(separator: " "))\"")
        // After a command that has subcommands, its subcommands: `help wishlist add`.
        let helped = subcommandsByPath.map { "\"\($0.path)\") extra=\"\($0.subcommands)\" ;;" }
        words.append("case \"$helped\" in \(helped.joined(separator: " ")) esac")
      case ["completion"]:
        words.append(
          "((positionals == 0)) && extra=\"\(Shell.allCases.map(\.rawValue).joined(separator: " "))\""
        )
      // Not with --clear, which takes no stars.
      case ["rate"]:
        words.append("((positionals == 1)) && [[ $cleared == 0 ]] && extra=\"\(stars)\"")
      case ["open"]: words.append("((positionals == 0)) && extra=\"\(links)\"")
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
      # The names of the simulation presets that start with the word being completed: the lines
      # of `tasch simulation list` that are not indented name one each, before any `  (file)`.
      # Each is compared as it is written, never given to compgen -W, which would run a `$(…)`
      # in a file's name, and offered quoted, as the line will read it (`a\\ b`), so that
      # pressing Enter runs nothing in it either. The word is the last of `words`, its quotes
      # and backslashes taken off.
      _tasch_presets() {
        local line name quoted typed=${words[last]}
        [[ $typed == --*=* ]] && typed=${typed#*=}
        COMPREPLY=()
        while IFS= read -r line; do
          [[ $line == [^[:space:]]* ]] || continue
          name=${line%%  *}
          [[ $name == "$typed"* ]] || continue
          printf -v quoted %q "$name"
          COMPREPLY+=("$quoted")
        done < <(tasch simulation list 2>/dev/null)
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
      # The operations ($1) that start the rule of a spec being typed (--fail, --latency); none
      # once it has its = or :, after which the pattern, the kind or the wait is the user's.
      # After a comma, the rules before it stay as they are, before each operation offered.
      _tasch_operations() {
        local typed=${words[last]} before=""
        [[ $typed == --*=* ]] && typed=${typed#*=}
        if [[ ${typed##*,} == *[=:]* ]]; then COMPREPLY=(); return; fi
        [[ $cur == *,* ]] && before=${cur%,*},
        COMPREPLY=($(compgen -P "$before" -W "$1" -- "${cur##*,}"))
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
        # The command's words, such as `store shopper add`, how many arguments follow them, and
        # those arguments (`helped`, for `help`), and whether `--clear` is among the options.
        local command="" positionals=0 i helped="" cleared=0
        local subcommands="|\(subcommandPaths.joined(separator: "|"))|"
        for ((i = 1; i < last; i++)); do
          case "${words[i]}" in
            \(skipped)) ((i++)) ;;
            --clear) cleared=1 ;;
            -*) ;;
            *) if [[ -z $command ]]; then command="${words[i]}"
               elif ((positionals == 0)) && [[ $subcommands == *"|$command ${words[i]}|"* ]]; then
                 command="$command ${words[i]}"
               else
                 helped="${helped:+$helped }${words[i]}"
                 ((positionals++))
               fi ;;
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
}
