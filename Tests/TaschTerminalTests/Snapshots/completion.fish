# fish completion for tasch. Load it with:  tasch completion fish | source
complete -c tasch -f
# The products of the catalogue or the wish list ($argv[1]) of the shop the options on the
# line pick, a path in the home folder made whole.
function __tasch_ids
    set -l shop
    set -l next
    for token in (commandline -opc)
        string match -q '~/*' -- $token; and set token $HOME/(string sub -s 3 -- $token)
        if set -q next[1]
            set -a shop $next $token
            set -e next
            continue
        end
        switch $token
            case --catalogue --state --store --shop --user --config
                set next $token
            case '--catalogue=*' '--state=*' '--store=*' '--shop=*' '--user=*' '--config=*'
                set -a shop $token
        end
    end
    tasch completion ids $argv[1] $shop 2>/dev/null
end
# Whether the word being completed is word $argv[1] of the command, counting the command's
# own words and skipping options and their values.
function __tasch_is_word
    set -l count 0
    set -l skip 0
    for token in (commandline -opc)[2..-1]
        if test $skip = 1
            set skip 0
        else if contains -- $token --catalogue --state --store --shop --user --locale --theme --latency --fail --simulation --seed --config --search --sort --limit --offset --code --listen
            set skip 1
        else if not string match -q -- '-*' $token
            set count (math $count + 1)
        end
    end
    test $count -eq (math $argv[1] - 1)
end
complete -c tasch -n __fish_use_subcommand -a products -d 'List the products, searched, sorted, a page at a time.'
complete -c tasch -n __fish_use_subcommand -a product -d 'Show one product in detail.'
complete -c tasch -n __fish_use_subcommand -a wishlist -d 'Show your wish list with its total.'
complete -c tasch -n __fish_use_subcommand -a rate -d 'Rate a product 1 to 5 stars, or clear your rating.'
complete -c tasch -n __fish_use_subcommand -a cart -d 'Show the cart: sub-total, shipping and total.'
complete -c tasch -n __fish_use_subcommand -a checkout -d 'Order everything in the cart.'
complete -c tasch -n __fish_use_subcommand -a orders -d 'List the orders placed in this shop, newest first.'
complete -c tasch -n __fish_use_subcommand -a undo -d 'Take back the newest change to the wish list or ratings.'
complete -c tasch -n __fish_use_subcommand -a redo -d 'Put back the newest change undo took back.'
complete -c tasch -n __fish_use_subcommand -a history -d 'List the changes undo can take back, newest first.'
complete -c tasch -n __fish_use_subcommand -a open -d 'Open the shop where a tasch:// link leads.'
complete -c tasch -n __fish_use_subcommand -a store -d 'Manage a database store: load catalogues into it, give its shoppers tokens.'
complete -c tasch -n __fish_use_subcommand -a serve -d 'Serve the shop over HTTP: the same operations and --json documents, for other programs.'
complete -c tasch -n __fish_use_subcommand -a simulation -d 'the simulation presets --simulation picks from'
complete -c tasch -n __fish_use_subcommand -a config -d 'your settings, and where each comes from'
complete -c tasch -n __fish_use_subcommand -a help -d 'Show help for tasch or one of its commands.'
complete -c tasch -n __fish_use_subcommand -a completion -d 'Print a completion script for bash, zsh or fish.'
complete -c tasch -l catalogue -r -F -d 'the catalogue file; by default the one built into tasch'
complete -c tasch -l state -r -F -d 'your state file; by default $XDG_DATA_HOME/tasch/state.json'
complete -c tasch -l store -x -d 'where the shop lives: sqlite:PATH or postgresql://…; by default the JSON files'
complete -c tasch -l shop -x -d 'the shop, in a store that holds several'
complete -c tasch -l user -x -d 'the shopper, in a database store; by default the login name'
complete -c tasch -l locale -x -a 'en_US en_GB en_AU en_CA en_IE en_IN en_NZ en_ZA de_DE de_AT de_CH fr_FR fr_BE fr_CA fr_CH es_ES es_MX es_AR es_CO es_US ja_JP' -d 'language and money format, such as de_DE'
complete -c tasch -l theme -x -a 'auto light dark plain' -d 'colours: auto (to suit the terminal), light, dark or plain'
complete -c tasch -l no-color -d 'no colour'
complete -c tasch -l no-mouse -d 'leave the mouse to the terminal’s own selection: no clicking or scrolling in the shop'
complete -c tasch -l json -d 'print one JSON document on standard output'
complete -c tasch -l no-pager -d 'no pager, however long the output'
complete -c tasch -l latency -x -a 'catalogue product wishlist wishlist.add wishlist.remove rate cart checkout orders history undo redo' -d 'simulated latency: 800ms, catalogue=2s,cart=300ms, 800ms~200ms, lognormal:200ms:2s'
complete -c tasch -l fail -x -a 'catalogue product wishlist wishlist.add wishlist.remove rate cart checkout orders history undo redo' -d 'injected failures, OPERATION[=PATTERN][:KIND]: patterns always, once, 3x, 30%, every:3, after:2, for:30s; kinds offline, timeout, decoding, not-found, out-of-stock, cart-changed, storage, unavailable, empty'
complete -c tasch -l simulation -x -d 'a named simulation, built in or your own (tasch simulation list); --latency and --fail override it'
complete -c tasch -l seed -x -d 'the seed of simulated chance, to replay a run'
complete -c tasch -l config -r -F -d 'your config file; by default $XDG_CONFIG_HOME/tasch/config.json'
complete -c tasch -l version -d 'show the version'
complete -c tasch -s h -l help -d 'show this help'
complete -c tasch -n '__fish_seen_subcommand_from products' -l search -x -d 'only products whose name or short description holds every word of TEXT, in any order, ignoring case and accents'
complete -c tasch -n '__fish_seen_subcommand_from products' -l sort -x -a 'name price rating stock' -d 'order by name (A to Z), price (lowest first), rating (best first) or stock (most first)'
complete -c tasch -n '__fish_seen_subcommand_from products' -l reverse -d 'list in the opposite order'
complete -c tasch -n '__fish_seen_subcommand_from products' -l in-stock -d 'only products in stock'
complete -c tasch -n '__fish_seen_subcommand_from products' -l limit -x -d 'list at most N products'
complete -c tasch -n '__fish_seen_subcommand_from products' -l offset -x -d 'skip the first N products'
complete -c tasch -n '__fish_seen_subcommand_from product; and __tasch_is_word 2' -a '(__tasch_ids catalogue)'
complete -c tasch -n '__fish_seen_subcommand_from wishlist; and not __fish_seen_subcommand_from add set remove' -a add -d 'Add products to your wish list.'
complete -c tasch -n '__fish_seen_subcommand_from wishlist; and __fish_seen_subcommand_from add' -a '(__tasch_ids catalogue)'
complete -c tasch -n '__fish_seen_subcommand_from wishlist; and not __fish_seen_subcommand_from add set remove' -a set -d 'Set how many of a product your wish list asks for.'
complete -c tasch -n '__fish_seen_subcommand_from wishlist; and not __fish_seen_subcommand_from add set remove' -a remove -d 'Remove products from your wish list.'
complete -c tasch -n '__fish_seen_subcommand_from wishlist; and __fish_seen_subcommand_from remove' -a '(__tasch_ids wishlist)'
complete -c tasch -n '__fish_seen_subcommand_from rate' -l clear -d 'clear your rating'
complete -c tasch -n '__fish_seen_subcommand_from rate; and __tasch_is_word 2' -a '(__tasch_ids catalogue)'
complete -c tasch -n '__fish_seen_subcommand_from cart' -l code -x -d 'price the cart with the promotion code CODE, one at a time'
complete -c tasch -n '__fish_seen_subcommand_from checkout' -s y -l yes -d 'order without asking; needed where there is no terminal to ask on'
complete -c tasch -n '__fish_seen_subcommand_from checkout' -l code -x -d 'price the cart with the promotion code CODE, one at a time'
complete -c tasch -n '__fish_seen_subcommand_from store; and not __fish_seen_subcommand_from load shopper' -a load -d 'Load a catalogue into the store --store names: its products and stock replace the shop’s; shoppers’ wish lists, ratings and orders stay.'
complete -c tasch -n '__fish_seen_subcommand_from store; and not __fish_seen_subcommand_from load shopper' -a shopper -d 'Give shoppers of a database store tokens for tasch serve, list them, revoke them.'
complete -c tasch -n '__fish_seen_subcommand_from serve' -l listen -x -d 'listen on HOST:PORT (default 127.0.0.1:8080; port 0 picks a free port)'
complete -c tasch -n '__fish_seen_subcommand_from serve' -l simulation-control -d 'let clients read and change the simulation: /api/simulation and the Tasch-Simulate header'
complete -c tasch -n '__fish_seen_subcommand_from simulation; and not __fish_seen_subcommand_from list show' -a list -d 'every simulation preset, with its options'
complete -c tasch -n '__fish_seen_subcommand_from simulation; and not __fish_seen_subcommand_from list show' -a show -d 'one simulation preset'
complete -c tasch -n '__fish_seen_subcommand_from config; and not __fish_seen_subcommand_from show' -a show -d 'every setting in force, and where it comes from'
complete -c tasch -n '__fish_seen_subcommand_from help' -a 'products product wishlist rate cart checkout orders undo redo history open store serve simulation config help completion'
complete -c tasch -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'
complete -c tasch -n '__fish_seen_subcommand_from rate; and __tasch_is_word 3' -a '1 2 3 4 5'
complete -c tasch -n '__fish_seen_subcommand_from open' -a 'tasch://home tasch://product/ tasch://wishlist tasch://checkout tasch://products?'
