# bash completion for tasch. Load it with:  source <(tasch completion bash)
# The products of the catalogue or the wish list ($1) of the shop the options after it pick,
# whose number starts with the word being completed: their numbers alone when one is left,
# with their names while several are.
_tasch_ids() {
  local line lines=() IFS=$'\n'
  for line in $(tasch completion ids "$@" 2>/dev/null); do
    [[ ${line%%$'\t'*} == "$cur"* ]] && lines+=("$line")
  done
  if ((${#lines[@]} == 1)); then COMPREPLY=("${lines[0]%%$'\t'*}")
  else COMPREPLY=("${lines[@]/$'\t'/  }"); fi
}
# The options on the line that pick the shop, into `shop`: the line is cut at blanks, as
# bash's own words are also cut at = and :, and a path in the home folder is made whole.
_tasch_shop() {
  local word words next=""
  shop=()
  read -ra words <<< "$COMP_LINE"
  for word in "${words[@]}"; do
    [[ $word == "~/"* ]] && word="$HOME/${word#"~/"}"
    if [[ -n $next ]]; then shop+=("$next" "$word"); next=""; continue; fi
    case "$word" in
      --catalogue|--state|--store|--shop|--user|--config) next=$word ;;
      --catalogue=*|--state=*|--store=*|--shop=*|--user=*|--config=*) shop+=("$word") ;;
    esac
  done
}
_tasch() {
  local cur="${COMP_WORDS[COMP_CWORD]}"
  # Right after = or :, which bash makes words of their own, nothing is typed yet.
  [[ $cur == [=:] ]] && cur=""
  # The line up to the cursor, cut at blanks: bash's own words are also cut at = and :,
  # which options' values hold (--store sqlite:shop.db, --theme=dark).
  local line="${COMP_LINE:0:COMP_POINT}" words=()
  read -ra words <<< "$line"
  [[ -z $line || $line == *[[:space:]] ]] && words+=("")
  local last=$((${#words[@]} - 1)) prev=""
  ((last > 0)) && prev="${words[last-1]}"
  # After `--theme=`, the value of --theme.
  [[ ${words[last]} == --*=* ]] && prev="${words[last]%%=*}"
  case "$prev" in
    --catalogue) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --state) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --store) COMPREPLY=(); return ;;
    --shop) COMPREPLY=(); return ;;
    --user) COMPREPLY=(); return ;;
    --locale) COMPREPLY=($(compgen -W "en_US en_GB en_AU en_CA en_IE en_IN en_NZ en_ZA de_DE de_AT de_CH fr_FR fr_BE fr_CA fr_CH es_ES es_MX es_AR es_CO es_US ja_JP" -- "$cur")); return ;;
    --theme) COMPREPLY=($(compgen -W "auto light dark plain" -- "$cur")); return ;;
    --latency) COMPREPLY=($(compgen -W "catalogue product wishlist wishlist.add wishlist.remove rate cart checkout orders history undo redo" -- "$cur")); return ;;
    --fail) COMPREPLY=($(compgen -W "catalogue product wishlist wishlist.add wishlist.remove rate cart checkout orders history undo redo" -- "$cur")); return ;;
    --simulation) COMPREPLY=(); return ;;
    --seed) COMPREPLY=(); return ;;
    --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --search) COMPREPLY=(); return ;;
    --sort) COMPREPLY=($(compgen -W "name price rating stock" -- "$cur")); return ;;
    --limit) COMPREPLY=(); return ;;
    --offset) COMPREPLY=(); return ;;
    --code) COMPREPLY=(); return ;;
    --listen) COMPREPLY=(); return ;;
  esac
  local command="" sub="" positionals=0 i
  for ((i = 1; i < last; i++)); do
    case "${words[i]}" in
      --catalogue|--state|--store|--shop|--user|--locale|--theme|--latency|--fail|--simulation|--seed|--config|--search|--sort|--limit|--offset|--code|--listen) ((i++)) ;;
      -*) ;;
      *) if [[ -z $command ]]; then command="${words[i]}"
         elif [[ $command == wishlist && -z $sub ]]; then sub="${words[i]}"
         else ((positionals++)); fi ;;
    esac
  done
  local options="--catalogue --state --store --shop --user --locale --theme --no-color --no-mouse --json --no-pager --latency --fail --simulation --seed --config --version --help" extra="" ids=""
  case "$command" in
    "") COMPREPLY=($(compgen -W "products product wishlist rate cart checkout orders undo redo history open store serve simulation config help completion $options" -- "$cur")); return ;;
    products) options="$options --search --sort --reverse --in-stock --limit --offset"; : ;;
    product) options="$options "; ((positionals == 0)) && ids=catalogue ;;
    wishlist) options="$options "; [[ -z $sub ]] && extra="add set remove"; [[ $sub == add ]] && ids=catalogue; [[ $sub == remove ]] && ids=wishlist ;;
    rate) options="$options --clear"; ((positionals == 0)) && ids=catalogue; ((positionals == 1)) && extra="1 2 3 4 5" ;;
    cart) options="$options --code"; : ;;
    checkout) options="$options --yes --code"; : ;;
    orders) options="$options "; : ;;
    undo) options="$options "; : ;;
    redo) options="$options "; : ;;
    history) options="$options "; : ;;
    open) options="$options "; extra="tasch://home tasch://product/ tasch://wishlist tasch://checkout tasch://products?" ;;
    store) options="$options "; : ;;
    serve) options="$options --listen --simulation-control"; : ;;
    simulation) options="$options "; : ;;
    config) options="$options "; : ;;
    help) options="$options "; extra="products product wishlist rate cart checkout orders undo redo history open store serve simulation config help completion" ;;
    completion) options="$options "; extra="bash zsh fish" ;;
  esac
  if [[ -n $ids && $cur != -* ]]; then
    local -a shop
    _tasch_shop
    _tasch_ids "$ids" "${shop[@]}"
    return
  fi
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
