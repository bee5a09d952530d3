# bash completion for tasch. Load it with:  source <(tasch completion bash)
_tasch() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
  case "$prev" in
    --catalogue) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --state) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --locale) COMPREPLY=(); return ;;
    --theme) COMPREPLY=($(compgen -W "light dark plain" -- "$cur")); return ;;
    --latency) COMPREPLY=($(compgen -W "catalogue product wishlist wishlist.add wishlist.remove rate cart checkout" -- "$cur")); return ;;
    --fail) COMPREPLY=($(compgen -W "catalogue product wishlist wishlist.add wishlist.remove rate cart checkout" -- "$cur")); return ;;
    --seed) COMPREPLY=(); return ;;
    --search) COMPREPLY=(); return ;;
    --sort) COMPREPLY=($(compgen -W "name price rating stock" -- "$cur")); return ;;
    --limit) COMPREPLY=(); return ;;
    --offset) COMPREPLY=(); return ;;
  esac
  local command="" sub="" positionals=0 i
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "${COMP_WORDS[i]}" in
      --catalogue|--state|--locale|--theme|--latency|--fail|--seed) ((i++)) ;;
      -*) ;;
      *) if [[ -z $command ]]; then command="${COMP_WORDS[i]}"
         elif [[ $command == wishlist && -z $sub ]]; then sub="${COMP_WORDS[i]}"
         else ((positionals++)); fi ;;
    esac
  done
  local options="--catalogue --state --locale --theme --no-color --json --latency --fail --seed --version --help" extra=""
  case "$command" in
    "") COMPREPLY=($(compgen -W "products product wishlist rate cart checkout help completion $options" -- "$cur")); return ;;
    products) options="$options --search --sort --reverse --in-stock --limit --offset"; extra="" ;;
    product) options="$options "; extra="" ;;
    wishlist) options="$options "; extra="$( [[ -z $sub ]] && echo "add remove" )" ;;
    rate) options="$options --clear"; extra="$( [[ $positionals -eq 1 ]] && echo "1 2 3 4 5" )" ;;
    cart) options="$options "; extra="" ;;
    checkout) options="$options --yes"; extra="" ;;
    help) options="$options "; extra="products product wishlist rate cart checkout help completion" ;;
    completion) options="$options "; extra="bash zsh fish" ;;
  esac
  COMPREPLY=($(compgen -W "$extra $options" -- "$cur"))
}
complete -F _tasch tasch
