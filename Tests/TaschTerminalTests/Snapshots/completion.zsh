#compdef tasch
# zsh completion for tasch. Load it with:  source <(tasch completion zsh)
# The products of the catalogue or the wish list ($1) of the shop the options on the line
# pick, by number, described by their names.
_tasch_ids() {
  local -a ids shop
  local line word next=""
  # The line as typed, kept before _arguments cut it: its options that pick the shop,
  # unquoted, a path in the home folder made whole.
  for word in "${_tasch_line[@]}"; do
    word=${(Q)word}
    [[ $word == "~/"* ]] && word="$HOME/${word#"~/"}"
    if [[ -n $next ]]; then shop+=("$next" "$word"); next=""; continue; fi
    case $word in
      (--catalogue|--state|--store|--shop|--user|--config) next=$word ;;
      (--catalogue=*|--state=*|--store=*|--shop=*|--user=*|--config=*) shop+=("$word") ;;
    esac
  done
  for line in ${(f)"$(tasch completion ids $1 "${shop[@]}" 2>/dev/null)"}; do
    ids+=("${line%%$'\t'*}:${line#*$'\t'}")
  done
  _describe -t products product ids
}
_tasch() {
  local -a global commands _tasch_line
  _tasch_line=("${words[@]}")
  global=(
    '--catalogue[the catalogue file; by default the one built into tasch]:PATH:_files'
    '--state[your state file; by default $XDG_DATA_HOME/tasch/state.json]:PATH:_files'
    '--store[where the shop lives: sqlite:PATH or postgresql://…; by default the JSON files]:URL: '
    '--shop[the shop, in a store that holds several]:ID: '
    '--user[the shopper, in a database store; by default the login name]:NAME: '
    '--locale[language and money format, such as de_DE]:ID:(en_US en_GB en_AU en_CA en_IE en_IN en_NZ en_ZA de_DE de_AT de_CH fr_FR fr_BE fr_CA fr_CH es_ES es_MX es_AR es_CO es_US ja_JP)'
    '--theme[colours: auto (to suit the terminal), light, dark or plain]:NAME:(auto light dark plain)'
    '--no-color[no colour]'
    '--no-mouse[leave the mouse to the terminal’s own selection: no clicking or scrolling in the shop]'
    '--json[print one JSON document on standard output]'
    '--no-pager[no pager, however long the output]'
    '--latency[simulated latency: 800ms, catalogue=2s,cart=300ms, 800ms~200ms, lognormal:200ms:2s]:SPEC:(catalogue product wishlist wishlist.add wishlist.remove rate cart checkout orders history undo redo)'
    '--fail[injected failures, OPERATION\[=PATTERN\]\[:KIND\]: patterns always, once, 3x, 30%, every:3, after:2, for:30s; kinds offline, timeout, decoding, not-found, out-of-stock, cart-changed, storage, unavailable, empty]:SPEC:(catalogue product wishlist wishlist.add wishlist.remove rate cart checkout orders history undo redo)'
    '--simulation[a named simulation, built in or your own (tasch simulation list); --latency and --fail override it]:NAME: '
    '--seed[the seed of simulated chance, to replay a run]:N: '
    '--config[your config file; by default $XDG_CONFIG_HOME/tasch/config.json]:PATH:_files'
    '--version[show the version]'
    '(- *)'{-h,--help}'[show this help]'
  )
  commands=(
    'products:List the products, searched, sorted, a page at a time.'
    'product:Show one product in detail.'
    'wishlist:Show your wish list with its total.'
    'rate:Rate a product 1 to 5 stars, or clear your rating.'
    'cart:Show the cart: sub-total, shipping and total.'
    'checkout:Order everything in the cart.'
    'orders:List the orders placed in this shop, newest first.'
    'undo:Take back the newest change to the wish list or ratings.'
    'redo:Put back the newest change undo took back.'
    'history:List the changes undo can take back, newest first.'
    'open:Open the shop where a tasch:// link leads.'
    'store:Manage a database store: load catalogues into it, give its shoppers tokens.'
    'serve:Serve the shop over HTTP: the same operations and --json documents, for other programs.'
    'simulation:the simulation presets --simulation picks from'
    'config:your settings, and where each comes from'
    'help:Show help for tasch or one of its commands.'
    'completion:Print a completion script for bash, zsh or fish.'
  )
  local state
  _arguments -C $global '1: :->command' '*:: :->arguments'
  case $state in
    command) _describe 'command' commands ;;
    arguments)
      case $words[1] in
        products) _arguments $global '--search[only products whose name or short description holds every word of TEXT, in any order, ignoring case and accents]:TEXT: ' '--sort[order by name (A to Z), price (lowest first), rating (best first) or stock (most first)]:KEY:(name price rating stock)' '--reverse[list in the opposite order]' '--in-stock[only products in stock]' '--limit[list at most N products]:N: ' '--offset[skip the first N products]:N: ' ;;
        product) _arguments $global '1:ID:_tasch_ids catalogue' ;;
        wishlist) _arguments $global '1:action:(add set remove)' '*:ID:{ case $words[2] in add) _tasch_ids catalogue ;; remove) _tasch_ids wishlist ;; esac }' ;;
        rate) _arguments $global '--clear[clear your rating]' '1:ID:_tasch_ids catalogue' '2:STARS:(1 2 3 4 5)' ;;
        cart) _arguments $global '--code[price the cart with the promotion code CODE, one at a time]:CODE: ' ;;
        checkout) _arguments $global '(-y --yes)'{-y,--yes}'[order without asking; needed where there is no terminal to ask on]' '--code[price the cart with the promotion code CODE, one at a time]:CODE: ' ;;
        orders) _arguments $global  ;;
        undo) _arguments $global  ;;
        redo) _arguments $global  ;;
        history) _arguments $global  ;;
        open) _arguments $global '1:LINK:(tasch://home tasch://product/ tasch://wishlist tasch://checkout tasch://products?)' ;;
        store) _arguments $global  ;;
        serve) _arguments $global '--listen[listen on HOST:PORT (default 127.0.0.1:8080; port 0 picks a free port)]:HOST:PORT: ' '--simulation-control[let clients read and change the simulation: /api/simulation and the Tasch-Simulate header]' ;;
        simulation) _arguments $global  ;;
        config) _arguments $global  ;;
        help) _arguments $global '1:command:(products product wishlist rate cart checkout orders undo redo history open store serve simulation config help completion)' ;;
        completion) _arguments $global '1:shell:(bash zsh fish)' ;;
      esac ;;
  esac
}
compdef _tasch tasch
