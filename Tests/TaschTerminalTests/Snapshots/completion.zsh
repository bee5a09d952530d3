#compdef tasch
# zsh completion for tasch. Load it with:  source <(tasch completion zsh)
_tasch() {
  local -a global commands
  global=(
    '--catalogue[the catalogue file; by default the package'\''s FakeData/catalogue.json]:PATH:_files'
    '--state[your state file; by default $XDG_DATA_HOME/tasch/state.json]:PATH:_files'
    '--locale[language and money format, such as de_DE]:ID: '
    '--theme[colours: light, dark or plain]:NAME:(light dark plain)'
    '--no-color[no colour]'
    '--json[print one JSON document on standard output]'
    '--latency[simulated latency: 800ms, catalogue=2s,cart=300ms, 800ms~200ms]:SPEC:(catalogue product wishlist wishlist.add wishlist.remove rate cart checkout)'
    '--fail[injected failures: catalogue, cart=once, cart=3x, cart=30%, each with :offline, :timeout, :decoding or :not-found]:SPEC:(catalogue product wishlist wishlist.add wishlist.remove rate cart checkout)'
    '--seed[the seed of simulated chance, to replay a run]:N: '
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
    'help:Show help for tasch or one of its commands.'
    'completion:Print a completion script for bash, zsh or fish.'
  )
  local state
  _arguments -C $global '1: :->command' '*:: :->arguments'
  case $state in
    command) _describe 'command' commands ;;
    arguments)
      case $words[1] in
        products) _arguments $global '--search[only products whose name or short description contains TEXT, ignoring case and accents]:TEXT: ' '--sort[order by name (A to Z), price (lowest first), rating (best first) or stock (most first)]:KEY:(name price rating stock)' '--reverse[list in the opposite order]' '--in-stock[only products in stock]' '--limit[list at most N products]:N: ' '--offset[skip the first N products]:N: ' ;;
        product) _arguments $global '1:ID: ' ;;
        wishlist) _arguments $global '1:action:(add remove)' '*:ID: ' ;;
        rate) _arguments $global '--clear[clear your rating]' '1:ID: ' '2:STARS:(1 2 3 4 5)' ;;
        cart) _arguments $global  ;;
        checkout) _arguments $global '--yes[order without asking; needed where there is no terminal to ask on]' ;;
        help) _arguments $global '1:command:(products product wishlist rate cart checkout help completion)' ;;
        completion) _arguments $global '1:shell:(bash zsh fish)' ;;
      esac ;;
  esac
}
compdef _tasch tasch
