/// Every sentence and label only the terminal front shows: help, usage errors, prompts, table
/// headings, key hints.
///
/// Each language's terminal table words them.
///
/// Values may hold placeholders in braces, such as `{name}`, filled in by `Localization`.
public enum TerminalText: String, CaseIterable, Hashable, Sendable {
  // MARK: Command line: help
  /// The heading of the usage line.
  case helpUsage
  /// The heading of the list of commands.
  case helpCommands
  /// The heading of a command's options.
  case helpOptions
  /// The heading of the options every command takes.
  case helpGlobalOptions
  /// The heading of the environment variables.
  case helpEnvironment
  /// The heading of the exit statuses.
  case helpExitStatus
  /// How to read about one command.
  case helpMore
  /// Exit status 0.
  case exitSuccess
  /// Exit status 1.
  case exitFailure
  /// Exit status 2.
  case exitUsage
  /// Exit status 130.
  case exitInterrupted
  /// Exit status 143.
  case exitTerminated
  /// What the locale variables do.
  case environmentLocale
  /// What the colour variables do.
  case environmentColor
  /// What XDG_DATA_HOME does.
  case environmentData
  /// What TASCH_PAGER and PAGER do.
  case environmentPager

  // MARK: Command line: what commands do
  /// What tasch is.
  case abstractTasch
  /// What `products` does.
  case abstractProducts
  /// What `product` does.
  case abstractProduct
  /// What `wishlist` does.
  case abstractWishList
  /// What `wishlist add` does.
  case abstractWishListAdd
  /// What `wishlist remove` does.
  case abstractWishListRemove
  /// What `wishlist set` does.
  case abstractWishListSet
  /// What `rate` does.
  case abstractRate
  /// What `cart` does.
  case abstractCart
  /// What `checkout` does.
  case abstractCheckout
  /// What `help` does.
  case abstractHelp
  /// What `completion` does.
  case abstractCompletion

  // MARK: Command line: options
  /// What `--search` does.
  case optionSearch
  /// What `--sort` does.
  case optionSort
  /// What `--reverse` does.
  case optionReverse
  /// What `--in-stock` does.
  case optionInStock
  /// What `--limit` does.
  case optionLimit
  /// What `--offset` does.
  case optionOffset
  /// What `orders --limit` does.
  case optionOrdersLimit
  /// What `orders --offset` does.
  case optionOrdersOffset
  /// What `--clear` does.
  case optionClear
  /// What `--quantity` does.
  case optionQuantity
  /// What `--yes` does.
  case optionYes
  /// What `--code` does.
  case optionCode
  /// `tasch cart --code WELCOME10`.
  case exampleCartCode
  /// `tasch checkout --code WELCOME10`.
  case exampleCheckoutCode
  /// What `--catalogue` does.
  case optionCatalogue
  /// What `--state` does.
  case optionState
  /// What `--locale` does.
  case optionLocale
  /// What `--theme` does.
  case optionTheme
  /// What `--no-color` does.
  case optionNoColor
  /// What `--no-pager` does.
  case optionNoPager
  /// What `--no-mouse` does.
  case optionNoMouse
  /// What `--json` does.
  case optionJSON
  /// What `--latency` does.
  case optionLatency
  /// What `--fail` does.
  case optionFail
  /// What --simulation does.
  case optionSimulation
  /// What `--seed` does.
  case optionSeed
  /// What `--help` does.
  case optionHelp
  /// What `--version` does.
  case optionVersion

  // MARK: Command line: usage errors
  /// `{name}` is not a command.
  case usageUnknownCommand
  /// `{name}` is not an option.
  case usageUnknownOption
  /// The nearest valid name.
  case usageDidYouMean
  /// An option without its value.
  case usageMissingValue
  /// A flag with a value.
  case usageUnexpectedValue
  /// An argument too many.
  case usageUnexpectedArgument
  /// A required argument missing.
  case usageMissingArgument
  /// Not a product identifier.
  case usageBadProductID
  /// Digits too large for a product identifier: `{value}`, and the `{largest}` there is.
  case usageProductIDTooLarge
  /// Not a number of stars.
  case usageBadStars
  /// Both stars and `--clear`.
  case usageStarsAndClear
  /// Not a quantity.
  case usageBadQuantity
  /// A value that is not a choice.
  case usageBadChoice
  /// A count that is not valid.
  case usageBadCount
  /// Digits too large for `{option}`: `{value}`, and the `{largest}` it takes.
  case usageCountTooLarge
  /// Not a locale.
  case usageBadLocale
  /// Not a seed.
  case usageBadSeed
  /// A simulation spec that was refused; the reason is in English.
  case usageBadSpec
  /// No simulation preset has the name asked for.
  case usageUnknownPreset
  /// A simulation preset's file is not a preset.
  case usageBadPreset
  /// Checking out without `--yes` and without a terminal.
  case usageNeedsConfirmation
  /// A bad value that came from an environment variable.
  case usageFromVariable
  /// Where to read the usage.
  case usageSeeHelp
  /// No folder for the state file.
  case noStatePlace
  /// What to set so that there is a folder for the state file.
  case noStatePlaceRecovery
  /// What to do about a file of settings that cannot be used.
  case usageMendFile
  /// What to do about a config file named that is not there.
  case usageNameAnExistingConfig

  // MARK: Command line: prompts and tables
  /// The question before ordering, with its answers.
  case confirmPrompt
  /// The answers that mean yes, separated by spaces.
  case yesAnswers
  /// What is said when the shopper does not confirm.
  case checkoutCancelled
  /// How to replay a run whose failures were drawn by chance.
  case replaySeed
  /// The heading of the identifier column.
  case columnID
  /// The heading of the name column.
  case columnName
  /// The heading of the price column.
  case columnPrice
  /// The heading of the rating column.
  case columnRating
  /// The heading of the stock column.
  case columnStock
  // MARK: Command line: stores, orders and history
  /// What `--store` does.
  case optionStore
  /// What `--shop` does.
  case optionShop
  /// What `--user` does.
  case optionUser
  /// `{option}` was given an empty path.
  case usageEmptyPath
  /// `{option}` was given an empty name.
  case usageEmptyName
  /// `{option}` was given a name of nothing but characters that show as nothing.
  case usageBlankName
  /// `{option}` was given a name with a control character.
  case usageControlInName
  /// `{option}` was given a new name with a character that shows as nothing, or as another.
  case usageInvisibleInName
  /// `{option}` was given a new name of more than `{limit}` characters.
  case usageLongName
  /// Not a store.
  case usageBadStore
  /// A catalogue file named for a database store.
  case usageCatalogueWithStore
  /// A state file named for a database store.
  case usageStateWithStore
  /// Several shops and none picked: `{shops}`.
  case usageShopNotPicked
  /// No shop of this name: `{shop}`, among `{shops}`.
  case usageUnknownShop
  /// Not a link Tasch opens: `{value}`, `{reason}` (a `link…` text) and the `{links}` it opens.
  case usageBadLink
  /// Without `tasch://` at its start.
  case linkNotALink
  /// Another scheme: `{scheme}`.
  case linkWrongScheme
  /// No such place in the shop: `{place}`.
  case linkUnknownPlace
  /// A path the place does not take: `{path}`.
  case linkUnexpectedPath
  /// `tasch://product/` without an identifier.
  case linkMissingProductID
  /// Parameters on a place other than `products`.
  case linkUnexpectedQuery
  /// A `#` part.
  case linkUnexpectedFragment
  /// A parameter `products` does not take: `{name}`.
  case linkUnknownParameter
  /// A parameter given twice: `{name}`.
  case linkRepeatedParameter
  /// A parameter without the value it needs: `{name}`.
  case linkMissingValue
  /// A switch given a value: `{name}`, `{value}`.
  case linkUnexpectedValue
  /// Not a sort: `{value}`, among `{sorts}`.
  case linkBadSort
  /// Not percent-encoded UTF-8: `{text}`.
  case linkBadPercentEncoding
  /// What `orders` does.
  case abstractOrders
  /// What `undo` does.
  case abstractUndo
  /// What `redo` does.
  case abstractRedo
  /// What `history` does.
  case abstractHistory
  /// The heading of the orders' number column.
  case columnOrder
  /// The heading of a date column.
  case columnDate
  /// The heading of an item-count column.
  case columnItems
  /// The heading of a total column.
  case columnTotal
  /// The heading of a column of promotion codes and what they took off.
  case columnDiscount
  /// What marks a change that was taken back.
  case undoneMark

  // MARK: Command line: examples and completion
  /// The heading of a command's examples.
  case helpExamples
  /// What the hidden `completion ids` does.
  case abstractCompletionIDs
  /// Example: the five cheapest products.
  case exampleCheapest
  /// Example: products 3 and 7 put on the wish list.
  case exampleAddTwo
  /// Example: the cart in German.
  case exampleCartInGerman
  /// Example: a search, sorted.
  case exampleSearchSorted
  /// Example: the second page of products in stock.
  case exampleSecondPage
  /// Example: every product, best rated first, as JSON.
  case exampleBestRatedJSON
  /// Example: product 3 in detail.
  case exampleProduct
  /// Example: product 3 as JSON.
  case exampleProductJSON
  /// Example: the wish list.
  case exampleWishList
  /// Example: product 2 taken off the wish list.
  case exampleRemoveOne
  /// Example: product 5 added, the outcome as JSON.
  case exampleAddJSON
  /// Example: products 2 and 3 taken off the wish list.
  case exampleRemoveTwo
  /// Example: two of product 4 put on the wish list, or its line set to two.
  case exampleAddQuantity
  /// Example: the line of product 4 set to three.
  case exampleSetQuantity
  /// Example: the line of product 4 taken off by setting it to nothing.
  case exampleSetZero
  /// Example: product 3 rated four stars.
  case exampleRate
  /// Example: the rating of product 3 cleared.
  case exampleClearRating
  /// Example: the cart.
  case exampleCart
  /// Example: the cart as JSON.
  case exampleCartJSON
  /// Example: checking out with a question.
  case exampleCheckout
  /// Example: checking out, the order as JSON.
  case exampleCheckoutJSON
  /// Example: the orders.
  case exampleOrders
  /// Example: the orders as JSON.
  case exampleOrdersJSON
  /// Example: a page of the orders.
  case exampleOrdersPage
  /// Example: the last change taken back.
  case exampleUndo
  /// Example: the last change taken back, as JSON.
  case exampleUndoJSON
  /// Example: the change taken back put back.
  case exampleRedo
  /// Example: the change taken back put back, as JSON.
  case exampleRedoJSON
  /// Example: the history.
  case exampleHistory
  /// Example: the history as JSON.
  case exampleHistoryJSON
  /// Example: help for tasch.
  case exampleHelp
  /// Example: help for one command.
  case exampleHelpCommand
  /// Example: completion in bash.
  case exampleCompletionBash
  /// Example: completion in zsh.
  case exampleCompletionZsh
  /// Example: completion in fish.
  case exampleCompletionFish

  // MARK: Interactive shop
  /// Key hint: the arrows move the cursor.
  case hintMove
  /// Key hint: Tab switches list.
  case hintSwitch
  /// Key hint: Enter opens.
  case hintOpen
  /// Key hint: x removes from the wish list.
  case hintRemove
  /// Key hint: c checks out.
  case hintCheckOut
  /// Key hint: ! opens the simulation panel.
  case hintSimulate
  /// Key hint: ? shows the keys.
  case hintHelp
  /// Key hint: q quits.
  case hintQuit
  /// Key hint: Esc goes back.
  case hintBack
  /// Key hint: the stars rate.
  case hintRate
  /// Key hint: w adds or removes.
  case hintWishList
  /// Key hint: n and p step between products.
  case hintNextPrevious
  /// Key hint: left and right change the failure.
  case hintFailure
  /// Key hint: + and - change the latency.
  case hintLatency
  /// Key hint: s draws a new seed.
  case hintSeed
  /// Key hint: t changes how the operation fails.
  case hintKind
  /// Key hint: Enter puts the preset chosen in force.
  case hintApplyPreset
  /// Key hint: r goes back to the simulation the shop started with.
  case hintReset
  /// The help's heading of the keys of a dialog.
  case helpInDialog
  /// What Tab and the arrows do in a dialog.
  case keyDialogMove
  /// What y and n do in a dialog.
  case keyYesNo
  /// What a button's underlined letter does.
  case keyDialogLetter
  /// The footer's word for choosing the button in focus.
  case hintChoose
  /// The footer's word for cancelling a dialog.
  case hintCancel
  /// The footer's word for answering a dialog yes or no.
  case hintYesNo
  /// The footer's word for filtering the help.
  case hintFilter
  /// The footer's word for keeping what was typed.
  case hintKeep
  /// The footer's word for clearing what was typed.
  case hintClear
  /// The prompt of the help's filter line.
  case helpFilterPrompt
  /// What the help says when no key matches its filter.
  case helpNoMatch
  /// How many more lines a list has beyond its edge: `12 more`.
  case scrollMore
  /// The title of the list of keys.
  case helpKeysTitle
  /// What the arrows do.
  case keyMove
  /// What the page and end keys do.
  case keyPage
  /// What Tab does.
  case keySwitch
  /// What Enter does.
  case keyOpen
  /// What x does.
  case keyRemove
  /// What + and - do.
  case keyQuantity
  /// What % does.
  case keyCode
  /// What c does.
  case keyCheckOut
  /// What w does on a product.
  case keyWishList
  /// What 1 to 5 do on a product.
  case keyRateStars
  /// What left and right do on a product.
  case keyRateStep
  /// What n and p do on a product.
  case keyNextPrevious
  /// What r does.
  case keyReload
  /// What ! does.
  case keySimulate
  /// What ? does.
  case keyHelp
  /// What Esc and Backspace do.
  case keyBack
  /// What Enter does in a dialog.
  case keyConfirm
  /// What q does.
  case keyQuit
  /// What Ctrl-Z does.
  case keySuspend
  /// The title of the simulation panel.
  case simulationTitle
  /// The heading of the operation column.
  case simulationOperation
  /// The heading of the failure column.
  case simulationFailure
  /// The heading of the latency column.
  case simulationLatency
  /// The label of the seed.
  case simulationSeed
  /// Said when quitting waits for a change being saved; `{key}` is the key that quits.
  case quitOnceSaved
  /// Said when a wish-list line whose product is no longer sold is asked to open: `{name}` is
  /// the line's name, `{key}` the key that takes it off.
  case noPageNoLongerSold
  /// Said when this shop cannot be simulated.
  case simulationUnavailable
  /// The heading of the simulation panel's column of failure kinds.
  case simulationKind
  /// The label of the simulation panel's line of presets.
  case simulationPreset
  /// The label of the options the simulation in force amounts to.
  case simulationOptions
  /// Said when the terminal is smaller than 40 × 12.
  case terminalTooSmall
  /// Said below it: how to quit; `{key}` is the key that quits.
  case terminalTooSmallQuit
  /// How to rate on a product.
  case rateHint
  /// The Enter key's name.
  case keyNameEnter
  /// The Backspace key's name.
  case keyNameBackspace
  /// The Delete key's name.
  case keyNameDelete
  /// The Page Up key's name.
  case keyNamePageUp
  /// The Page Down key's name.
  case keyNamePageDown
  /// The Home key's name.
  case keyNameHome
  /// The End key's name.
  case keyNameEnd
  /// The Control key's name, as in Ctrl-C.
  case keyNameControl

  /// What `/` does.
  case keySearch
  /// What Esc does on the home screen.
  case keyClearSearch
  /// How to clear a search that matches nothing, under the word that nothing matches.
  case noMatchClearSearch
  /// What `s` does.
  case keySort
  /// What `S` does.
  case keyReverse
  /// What `i` does.
  case keyInStock
  /// What `u` does.
  case keyUndo
  /// What Ctrl-R does.
  case keyRedo
  /// Footer hint of `/`.
  case hintSearch
  /// Footer hint of `s`.
  case hintSort
  /// Footer hint of `u`.
  case hintUndo
  /// The label of the search line.
  case searchPrompt
  /// The label of the promotion code's line.
  case codePrompt
  /// The space bar's name.
  case keyNameSpace

  // MARK: Command line: database stores
  /// What `store` does.
  case abstractStore
  /// What `store load` does.
  case abstractStoreLoad
  /// `store load` without `--store`.
  case usageStoreNeeded
  /// `store load` with `--shop`, which the catalogue names.
  case usageShopWithLoad
  /// `store load` with `--user`: a catalogue is every shopper's.
  case usageUserWithLoad
  /// `--user` on the JSON files, which hold one shopper's data.
  case usageUserWithFiles
  /// `store shopper` with `--user`: NAME is the shopper.
  case usageUserWithShopperTokens
  /// `serve` on a database store with `--user`: each request's token names its shopper.
  case usageUserWithServe
  /// `--json` given to `{command}`, which writes text only (help, completion scripts).
  case usageNoJSONForm
  /// Said when a catalogue was loaded: `{products}` (`26 products`, `1 product`) as the shop
  /// `{shop}` into `{store}`.
  case storeLoaded
  /// Said after a load into a store that keeps no index of text, whose searches read every
  /// product: `{reason}` is the database's why.
  case storeSearchesEveryProduct

  /// An example of `store load` into SQLite.
  case exampleStoreLoadSQLite
  /// An example of `store load` into PostgreSQL.
  case exampleStoreLoadPostgreSQL
  /// An example of loading a catalogue again.
  case exampleStoreLoadAgain
  /// What `store shopper` does.
  case abstractStoreShopper
  /// What `store shopper add` does.
  case abstractStoreShopperAdd
  /// What `store shopper list` does.
  case abstractStoreShopperList
  /// What `store shopper revoke` does.
  case abstractStoreShopperRevoke
  /// An example of `store shopper add`, the token kept in a shell variable.
  case exampleStoreShopperAdd
  /// An example of `store shopper list` as JSON.
  case exampleStoreShopperList
  /// An example of `store shopper revoke`.
  case exampleStoreShopperRevoke
  /// `store shopper` on the JSON files, which keep no tokens.
  case usageTokensNeedDatabase
  /// Said on standard error after a new token: it acts for `{name}` in `{shop}`, shown once.
  case storeShopperTokenShownOnce
  /// `{name}` of `{shop}` holds a token already, so no other was made.
  case storeShopperTokenHeld
  case storeShopperTokenHeldRecovery
  /// The new token of `{name}` of `{shop}` could not be written, so it was revoked again.
  case storeShopperTokenTakenBack
  /// `{name}` of `{shop}` holds no token to revoke.
  case storeShopperNoToken
  case storeShopperNoTokenRecovery
  /// Said when the token of `{name}` of `{shop}` was revoked.
  case storeShopperRevoked
  /// Said by `store shopper list` when no shopper of `{shop}` holds a token.
  case storeShopperNoneHold
  /// The heading of the column of shoppers' names.
  case columnShopper
  /// The heading of the column of when each token was made.
  case columnTokenMade
  /// What `simulation` does.
  case abstractSimulation
  /// What `simulation list` does.
  case abstractSimulationList
  /// What `simulation show` does.
  case abstractSimulationShow
  /// What `tasch simulation list` shows.
  case exampleSimulationList
  /// What `tasch simulation show flaky` shows.
  case exampleSimulationShow
  /// What `tasch simulation list > presets.txt` does.
  case exampleSimulationUse
  /// What `tasch simulation show offline` shows.
  case exampleSimulationOverride

  // MARK: Command line: serving over HTTP
  /// What `serve` does.
  case abstractServe
  /// What `--listen` does.
  case optionListen
  /// What `--simulation-control` does.
  case optionSimulationControl
  /// An example of `serve` on the default address.
  case exampleServe
  /// An example of `serve` on a free port, the simulation under its clients' control.
  case exampleServeFreePort
  /// An example of `serve` on a database store, for other machines.
  case exampleServeDatabase
  /// `--listen` is not `HOST:PORT`: `{value}`, and the `{reason}` in English.
  case usageBadListen
  case usageListenNotHostAndPort
  case usageListenBadHost
  case usageListenBadPort
  /// `--listen` names an address other machines reach, on the JSON files: `{value}`.
  case usageListenNotLoopback
  /// The server could not start listening on `{address}`: the `{reason}` in English.
  case serveCannotListen
  // MARK: Links and the interactive shop's help and checkout
  /// What `open` does.
  case abstractOpen
  /// The help's heading of the keys of the home screen.
  case helpOnHome
  /// The help's heading of the keys of a product's screen.
  case helpOnProduct
  /// The help's heading of the keys of both screens.
  case helpOnHomeAndProduct
  /// The help's heading of the keys that work everywhere.
  case helpEverywhere
  /// Key hint: the arrows scroll the help.
  case hintScroll
  /// The heading of what can still be ordered when some items cannot.
  case checkoutOrderable
  /// The button that takes what cannot be ordered off and goes on, short for a narrow dialog.
  case checkoutRemoveUnavailableShort
  /// The button that takes what cannot be ordered off, short for a narrow dialog.
  case checkoutRemoveUnavailableOnlyShort
  /// Why a cart whose total is too large to compute cannot be ordered.
  case checkoutTooLarge
  /// Example: the shop opened on product 3.
  case exampleOpenProduct
  /// Example: the shop opened with the checkout dialog.
  case exampleOpenCheckout
  /// Example: a link opened without a terminal, as JSON.
  case exampleOpenJSON

  /// A path that cannot name a file: `{option}`, and `{reason}` in English.
  case usageBadPath
  /// The state file's default `{path}` cannot name a file: `{reason}` in English.
  case usageBadDefaultState
  /// What to do when the state file's default `{path}` cannot name a file.
  case badDefaultStateRecovery

  // MARK: Command line: standard output
  /// Said when standard output did not take what was written: `{reason}`.
  case outputNotWritten
  /// `{done}` was done, though standard output did not take the words that said so.
  case doneThoughNotWritten
  /// The message of the document a `--json` command interrupted (Ctrl-C) writes.
  case interruptedBeforeFinishing
  /// Its recovery.
  case interruptedRecovery
  /// Why: the disk is full.
  case outputDiskFull
  /// Why: standard output is closed, or open only for reading.
  case outputNotOpen
  /// Why standard output failed: its reader went away before it read anything.
  case outputReaderGone

  // MARK: Command line: refused at the start
  /// `{source}` is not UTF-8, so tasch refuses to start.
  case startupNotUTF8
  /// Its recovery.
  case startupNotUTF8Recovery
  /// The source: the value of the option `{option}`.
  case startupOptionValue
  /// The source: the argument at `{position}`, counted from 1.
  case startupArgument
  /// The source: the environment variable `{name}`.
  case startupVariable
  /// Too few descriptors are free: `{needed}`, `{limit}` and `{free}`.
  case startupTooFewDescriptors
  /// Its recovery.
  case startupTooFewDescriptorsRecovery

  // MARK: Command line: the config file
  /// What `--config` does.
  case optionConfig
  /// What XDG_CONFIG_HOME does.
  case environmentConfig
  /// What `config` does.
  case abstractConfig
  /// What `config show` does.
  case abstractConfigShow
  /// Example: the settings in force.
  case exampleConfigShow
  /// Example: the settings in force, as JSON.
  case exampleConfigShowJSON
  /// The config file `{file}` cannot be used: `{problem}`.
  case usageBadConfig
  /// The config file asked for is not there.
  case configMissing
  /// The config file cannot be read: `{reason}`, in English.
  case configUnreadable
  /// The config file is a folder, a pipe or a device.
  case configNotAFile
  /// The config file is larger than `{limit}` bytes.
  case configTooLarge
  /// The config file is not JSON: where, and `{reason}` in English.
  case configNotJSON
  /// The config file is JSON but not an object: `{example}` shows one.
  case configNotAnObject
  /// A key of the config file that is no setting: `{key}`, and the `{settings}`.
  case configUnknownSetting
  /// A setting `{key}` whose value is not of its `{kind}`.
  case configWrongKind
  /// What a text setting should be.
  case configKindText
  /// What a path setting should be.
  case configKindPath
  /// What a flag setting should be.
  case configKindFlag
  /// What a number setting should be.
  case configKindNumber
  /// A setting `{key}` whose option refuses its value: the option's `{problem}`.
  case configBadValue
  /// `keys` is not an object: `{example}` shows one.
  case configKeysNotAnObject
  /// A key of `keys` that is no action: `{action}`, and the `{actions}`.
  case configUnknownAction
  /// An `{action}` whose keys cannot be changed.
  case configFixedAction
  /// An `{action}` given neither a key nor a list of keys: `{example}` shows both.
  case configKeysNotKeys
  /// An `{action}` given an empty list of keys.
  case configNoKeys
  /// A `{key}` given to `{action}` that is not a key.
  case configUnknownKey
  /// A `{key}` given to `{action}`, Ctrl and a letter, that reaches the shop as the key
  /// `{same}`.
  case configKeySentAsAnother
  /// A `{key}` given to `{action}` that already does `{other}` where `{action}` works.
  case configKeyCollision
  /// `config show`: the config file read, `{file}`.
  case configShowFile
  /// `config show`: the default config file `{file}`, which is not there.
  case configShowFileAbsent
  /// `config show`: no folder says where the config file would be.
  case configShowNoFile
  /// The heading of the settings' names.
  case columnSetting
  /// The heading of the settings' values.
  case columnValue
  /// The heading of where the settings come from.
  case columnFrom
  /// A setting given by the flag `{option}`.
  case originFlag
  /// A setting given by the variable `{variable}`.
  case originEnvironment
  /// A setting given by the config file.
  case originConfig
  /// A setting nothing gave: the default.
  case originDefault
  /// A setting with no value.
  case valueNone
}
