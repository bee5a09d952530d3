/// Every sentence and label Tasch shows, by key; each language's table words them.
///
/// Values may hold placeholders in braces, such as `{amount}`, filled in by `Localization`.
public enum TextKey: String, CaseIterable, Hashable, Sendable {
  // MARK: Shop
  /// The title bar: the shop's name.
  case appTitle
  /// The catalogue section's title.
  case productCatalogue
  /// The wish-list section's title.
  case yourWishList
  /// The cart's title.
  case cart
  /// `Total {amount}`: the wish list's total in its header.
  case totalAmount
  /// The label of a total.
  case total
  /// The label of the sum before shipping.
  case subtotal
  /// The label of the shipping cost.
  case shipping
  /// The promise of free shipping.
  case freeShipping
  /// The action that starts checking out.
  case proceedToCheckout
  /// A product with none left.
  case outOfStock
  /// A wish-list entry whose product left the catalogue.
  case discontinued
  /// `Product {id}`: the name shown for a product that left the catalogue.
  case discontinuedProduct
  /// What an empty wish list says.
  case emptyWishList
  /// What a search that matches nothing says.
  case noMatchingProducts

  // MARK: Product
  /// The label of a product's colours.
  case colours
  /// The label of a product's sizes.
  case sizes
  /// `H: {cm}cm/{in}"`: the height in both units.
  case heightSize
  /// `W: {cm}cm/{in}"`: the width in both units.
  case widthSize
  /// `D: {cm}cm/{in}"`: the depth in both units.
  case depthSize
  /// The label of the user's rating stars.
  case rateTheProduct
  /// The label of the user's own rating.
  case yourRating
  /// What the user's rating says before they rate.
  case notRatedYet
  /// `{average} out of 5`: the average rating.
  case averageRating
  /// What a product nobody rated says.
  case noRatings
  /// The action that puts a product on the wish list.
  case addToWishList
  /// The action that takes a product off the wish list.
  case removeFromWishList
  /// The mark of a product that is on the wish list.
  case onYourWishList

  // MARK: Progress and dialogs
  /// What shows while waiting for the shop.
  case loading
  /// The action that tries again after an error.
  case reload
  /// The question before placing an order.
  case checkoutQuestion
  /// The action that cancels a dialog.
  case cancel
  /// The action that confirms a dialog.
  case ok
  /// What shows while the order is being placed.
  case placingOrder
  /// `Thank you! Order {number} is placed.`
  case orderPlaced
  /// What introduces the items that stop an order.
  case checkoutBlocked

  // MARK: Errors
  /// The title of the offline error.
  case offlineTitle
  /// The offline error.
  case offlineMessage
  /// What to do when offline.
  case offlineRecovery
  /// The title of the timeout error.
  case timeoutTitle
  /// The timeout error.
  case timeoutMessage
  /// What to do after a timeout.
  case timeoutRecovery
  /// The title of the unreadable-data error.
  case decodingTitle
  /// The unreadable-data error.
  case decodingMessage
  /// What to do about unreadable data.
  case decodingRecovery
  /// The title of the not-found error.
  case notFoundTitle
  /// `There is no product {id}.`
  case notFoundProductMessage
  /// The not-found error without a product.
  case notFoundMessage
  /// What to do when something is not found.
  case notFoundRecovery
  /// The title of the empty-catalogue error.
  case emptyCatalogueTitle
  /// The empty-catalogue error.
  case emptyCatalogueMessage
  /// What to do about an empty catalogue.
  case emptyCatalogueRecovery
  /// The title of the empty-cart error.
  case emptyCartTitle
  /// The empty-cart error.
  case emptyCartMessage
  /// What to do about an empty cart.
  case emptyCartRecovery
  /// The title of the out-of-stock error.
  case outOfStockTitle
  /// `These items cannot be ordered now: {items}.`
  case outOfStockMessage
  /// What to do about items that cannot be ordered.
  case outOfStockRecovery
  /// The title of the saved-data error.
  case storageTitle
  /// The saved-data error.
  case storageMessage
  /// What to do about the saved data.
  case storageRecovery
  /// The title of the invalid-request error.
  case invalidInputTitle
  /// The invalid-request error.
  case invalidInputMessage
  /// What to do about an invalid request.
  case invalidInputRecovery
  /// The title of the amount-too-large error.
  case amountOutOfRangeTitle
  /// The amount-too-large error.
  case amountOutOfRangeMessage
  /// What to do about an amount too large.
  case amountOutOfRangeRecovery

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
  /// What the locale variables do.
  case environmentLocale
  /// What the colour variables do.
  case environmentColor
  /// What XDG_DATA_HOME does.
  case environmentData

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
  /// What `--clear` does.
  case optionClear
  /// What `--yes` does.
  case optionYes
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
  /// What `--json` does.
  case optionJSON
  /// What `--latency` does.
  case optionLatency
  /// What `--fail` does.
  case optionFail
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
  /// Not a number of stars.
  case usageBadStars
  /// Both stars and `--clear`.
  case usageStarsAndClear
  /// A value that is not a choice.
  case usageBadChoice
  /// A count that is not valid.
  case usageBadCount
  /// Not a locale.
  case usageBadLocale
  /// Not a seed.
  case usageBadSeed
  /// A simulation spec that was refused; the reason is in English.
  case usageBadSpec
  /// Checking out without `--yes` and without a terminal.
  case usageNeedsConfirmation
  /// A bad value that came from an environment variable.
  case usageFromVariable
  /// Where to read the usage.
  case usageSeeHelp
  /// No folder for the state file.
  case noStatePlace

  // MARK: Command line: outcomes
  /// A product put on the wish list.
  case addedToWishList
  /// A product that was on the wish list already.
  case alreadyOnWishList
  /// A product taken off the wish list.
  case removedFromWishList
  /// A product that was not on the wish list.
  case notOnWishList
  /// A rating given.
  case ratedProduct
  /// A rating cleared.
  case clearedRating
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
  /// No failure.
  case failureOff
  /// The next call fails.
  case failureOnce
  /// Every call fails.
  case failureAlways
  /// Said when this shop cannot be simulated.
  case simulationUnavailable
  /// Said when the terminal is smaller than 40 × 12.
  case terminalTooSmall
  /// How to rate on a product.
  case rateHint
  /// The Enter key's name.
  case keyNameEnter
  /// The Backspace key's name.
  case keyNameBackspace
  /// The Delete key's name.
  case keyNameDelete
  /// The page keys' names.
  case keyNamePages
  /// The Home and End keys' names.
  case keyNameEnds
  /// The Control key's name, as in Ctrl-C.
  case keyNameControl
}

/// Every phrase with a count, by key; each language's table gives its plural forms.
///
/// Values hold `{count}`, filled in with the count formatted for the locale.
public enum PluralKey: String, CaseIterable, Hashable, Sendable {
  /// `{count} products`.
  case productCount
  /// `{count} ratings`.
  case ratingCount
  /// `{count} in stock`.
  case inStockCount
  /// `{count} items`.
  case itemCount
}

/// The forms of a phrase with a count.
public struct PluralForms: Hashable, Sendable {
  /// The singular form.
  public let one: String
  /// Every other form.
  public let other: String

  /// Forms with a singular and a plural.
  public init(one: String, other: String) {
    self.one = one
    self.other = other
  }

  /// One form for every count, for languages such as Japanese.
  public init(_ only: String) {
    self.init(one: only, other: only)
  }

  /// The form for `category`.
  public subscript(category: PluralCategory) -> String {
    category == .one ? one : other
  }
}
