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
  /// `Discount (WELCOME10)`: what a promotion code takes off, in the cart's totals.
  case discountWithCode
  /// `−{amount}`: an amount taken off.
  case amountOff
  /// The promise of free shipping.
  case freeShipping
  /// `Shipping {price}`: what shipping costs, on a product's page.
  case shippingFlat
  /// `Shipping {price}, free from {threshold}`: what shipping costs, and from when it is free.
  case shippingFreeFrom
  /// `Free shipping from {threshold}`: why a cart in a shop that charges for shipping ships
  /// free.
  case shippingFreeReached
  /// What stands where a total too large to compute exactly would be.
  case tooLargeToCompute
  /// What stands where shipping would be, when the sub-total it is worked out on is too large
  /// to compute.
  case shippingNotWorkedOut
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
  /// What stands between a label and what it labels, an error's title and its message: `: `,
  /// in French with a no-break space before the colon.
  case labelSeparator
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
  /// The title of a storage error met loading a catalogue into a store.
  case storeLoadStorageTitle
  /// A storage error met loading a catalogue into a store.
  case storeLoadStorageMessage
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
  /// A request's body that is not a JSON object.
  case bodyNotAnObject
  /// `The body has no field {field}.`
  case bodyLacksField
  /// `This path takes no field {field} in its body.`
  case bodyHasUnknownField
  /// `The body's field {field} cannot be {value}.`
  case bodyFieldRefused
  /// `Give {field} {expected}.`: what a field of a request's body takes.
  case bodyFieldTakes
  /// `Send {shape}.`: the body a path takes.
  case bodyShape
  /// `a whole number from {minimum} to {maximum}`: what a field of a body takes.
  case bodyTakesWholeNumber
  /// `a string`: what a field of a body takes.
  case bodyTakesText
  /// `an object such as {shape}`: what a field of a body takes.
  case bodyTakesObject
  /// `a currency code such as USD`: what a field of a body takes.
  case bodyTakesCurrency
  /// `an amount such as {example}, with at most the currency's digits after the point`: what
  /// a field of a body takes.
  case bodyTakesAmount
  /// `a promotion code`: what a field of a body takes.
  case bodyTakesCode
  /// `{expected}, or null`: what a field of a body that may be left out takes.
  case bodyTakesOrNull
  /// `The body is not JSON: {reason}.`
  case requestBodyNotJSON
  /// `The total's amount {amount} is not its minorUnits, {units} in {currency} ({decimal}).`
  case requestAmountNotMinorUnits
  /// What to do about a total's amount that is not its minorUnits.
  case requestSendTotalAsGiven
  /// `There is nothing at {path}.`: a path no route has.
  case requestNothingAtPath
  /// Where every path is listed.
  case requestPathsListed
  /// `This path does not take {method}.`
  case requestMethodNotAllowed
  /// `Use {methods}.`
  case requestUseMethods
  /// `This server does not implement the method {method}.`
  case requestMethodNotImplemented
  /// `Use {methods}; methods are case-sensitive.`
  case requestUseMethodsCaseSensitive
  /// `{methods} or {last}`: methods listed, the last one after `or`.
  case requestMethodsOr
  /// `The path is not well encoded: {reason}.`
  case requestPathNotEncoded
  /// `The query is not well encoded: {reason}.`
  case requestQueryNotEncoded
  /// What to do about a path or query not well encoded.
  case requestPercentEncode
  /// `This path takes no parameter {name}.`
  case requestUnknownParameter
  /// Where each path's parameters are listed.
  case requestParametersListed
  /// `The parameter {name} is given twice.`
  case requestParameterTwice
  /// What to do about a parameter given twice.
  case requestParameterOnce
  /// `The parameter {name} cannot be {value}.`
  case requestParameterRefused
  /// `Give it {expected}.`: what a parameter takes.
  case requestParameterTakes
  /// What the sort parameter takes.
  case requestTakesSort
  /// What a switch parameter takes.
  case requestTakesSwitch
  /// `a whole number from {minimum} to {largest}`: what a parameter takes.
  case requestTakesWholeNumber
  /// What the code parameter takes.
  case requestTakesCode
  /// A body sent to a path that takes none.
  case requestTakesNoBody
  /// What to do about a body sent to a path that takes none.
  case requestSendWithoutBody
  /// `{text} is not a product identifier.`
  case requestNotProductID
  /// How a path names a product: by a whole number from 1 to `{largest}`.
  case requestNameProduct
  /// `{text} is not a locale.`
  case requestNotLocale
  /// What a locale parameter takes.
  case requestGiveLocale
  /// A request on the JSON files for `{host}`, which is not this machine.
  case requestHostNotLocal
  /// A request on the JSON files from a web page of `{origin}`, another site.
  case requestOriginNotLocal
  /// How to send one the JSON files' server answers.
  case requestSendLocally
  /// A shopper already holds `{limit}` event streams, the most one may.
  case requestTooManyStreamsOfShopper
  /// The server already holds `{limit}` event streams, the most it holds.
  case requestTooManyStreams
  /// What to do when the shopper holds the most event streams one may.
  case requestCloseAStream
  /// What to do when the server holds the most event streams it holds.
  case requestOpenStreamLater
  /// An Idempotency-Key header sent twice.
  case requestIdempotencyKeyTwice
  /// An Idempotency-Key that is not one.
  case requestIdempotencyKeyMalformed
  /// What an Idempotency-Key should be.
  case requestSendOneKey
  /// An Idempotency-Key sent again with another checkout.
  case requestIdempotencyKeyReused
  /// What to do about an Idempotency-Key sent again with another checkout.
  case requestNewKeyOrSameBody
  /// `The {header} header is not one: {reason}.`
  case requestSimulateHeaderRefused
  /// Why a Tasch-Simulate header is refused: it is sent twice.
  case requestSimulateHeaderTwice
  /// Why a Tasch-Simulate header is refused: an empty field.
  case requestSimulateHeaderEmptyField
  /// `{field} is not NAME=SPEC`: why a Tasch-Simulate header is refused.
  case requestSimulateHeaderNotField
  /// `{name} is given twice`: why a Tasch-Simulate header is refused.
  case requestSimulateHeaderFieldTwice
  /// `the seed {seed} is not a whole number from 0 to 18446744073709551615`: why a
  /// Tasch-Simulate header is refused.
  case requestSimulateHeaderBadSeed
  /// `it has no field {name}`: why a Tasch-Simulate header is refused.
  case requestSimulateHeaderUnknownField
  /// `Send {header}: fail=SPEC;latency=SPEC;seed=N, …`: the Tasch-Simulate header's shape.
  case requestSimulateHeaderShape
  /// `The {field} spec is refused: {reason}.`
  case requestSpecRefused
  /// `The preset is refused: {reason}.`
  case requestPresetRefused
  /// `Write it as the {option} option takes it.`
  case requestWriteAsOption
  /// A simulation route or header on a server that does not let its clients control it.
  case requestSimulationNotControlled
  /// How to let clients control the simulation.
  case requestStartWithSimulationControl
  /// A request of a database store that bears no token.
  case requestBearsNoToken
  /// What to do about a request that bears no token.
  case requestSendToken
  /// A request whose token acts for nobody.
  case requestTokenActsForNobody
  /// A request with more than one `Authorization` header.
  case requestSeveralAuthorizations
  /// A request whose `Authorization` header is not `Bearer` and one token.
  case requestAuthorizationNotBearer
  /// What to do about a token that acts for nobody.
  case requestAskForNewToken
  /// A body over the limit.
  case requestBodyTooLarge
  /// A body sent in the content coding `{coding}` (gzip, say), which the server does not read.
  case requestBodyEncoded
  /// What to do about a body in a content coding.
  case requestSendBodyUnencoded
  /// What to do about a body over the limit, `{size}`.
  case requestSendSmallerBody
  /// A body in a transfer coding.
  case requestTransferCoding
  /// What to do about a body in a transfer coding.
  case requestSendContentLength
  /// A request still unanswered when the server stops.
  case requestServerStopping
  /// What to do about a request the stopping server did not finish.
  case requestSendAgainLater
  /// An HTTP/1.1 request without Host.
  case requestHostMissing
  /// A request with more than one Host.
  case requestHostRepeated
  /// A Host that is not a host with an optional port.
  case requestHostMalformed
  /// An Expect other than 100-continue.
  case requestExpectationUnmet
  /// What to do about an Expect other than 100-continue.
  case requestSendOnlyContinueExpectation
  /// A Content-Length that is not a number.
  case requestContentLengthNotNumber
  /// Two Content-Lengths that differ.
  case requestContentLengthsDiffer
  /// Both Content-Length and Transfer-Encoding.
  case requestContentLengthWithTransferEncoding
  /// What to do about a request that is not well-formed HTTP/1.1.
  case requestSendWellFormed

  // MARK: Errors, searches, checkout and history
  /// `Simulated failure: {title}`: the title of a failure the simulation injected.
  case simulatedTitle
  /// What to do about a simulated failure.
  case simulatedRecovery
  /// The title when the catalogue cannot be had at all.
  case catalogueUnavailableTitle
  /// What happened when the catalogue cannot be had at all.
  case catalogueUnavailableMessage
  /// What to do when the catalogue cannot be had at all.
  case catalogueUnavailableRecovery
  /// The title when the cart changed before the order was confirmed.
  case cartChangedTitle
  /// What happened when the cart changed before the order was confirmed.
  case cartChangedMessage
  /// What to do when the cart changed before the order was confirmed.
  case cartChangedRecovery
  /// The title when a checkout key was sent again with another total or code: not a retry.
  case checkoutKeyReusedTitle
  /// The title when there is nothing to take back.
  case nothingToUndoTitle
  /// What happened when there is nothing to take back.
  case nothingToUndoMessage
  /// What can be taken back.
  case nothingToUndoRecovery
  /// The title when there is nothing to put back.
  case nothingToRedoTitle
  /// What happened when there is nothing to put back.
  case nothingToRedoMessage
  /// What can be put back.
  case nothingToRedoRecovery
  /// What a filter to products in stock says when none are.
  case noProductsInStock
  /// `This page is past the last product ({total} in all).`
  case pastTheLastProduct
  /// `{matching} of {total}`: what a search or filter matches of the whole catalogue.
  case matchCount
  /// `“{text}”`: a text the shopper typed, quoted.
  case quoted
  /// The catalogue's own order, named.
  case sortedByCatalogue
  /// Sorted by name.
  case sortedByName
  /// Sorted by price.
  case sortedByPrice
  /// Sorted by rating.
  case sortedByRating
  /// Sorted by stock.
  case sortedByStock
  /// What a reversed order adds to its name.
  case reversedOrder
  /// The in-stock filter, named.
  case inStockOnly
  /// Why the order question is asked again.
  case cartChangedNotice
  /// The action that takes unorderable items off and goes on to order the rest.
  case removeUnavailable
  /// The action that takes unorderable items off when nothing else is left.
  case removeUnavailableOnly
  /// What the order question says when it leaves out what cannot be ordered.
  case checkoutLeavesOut
  /// `Took back: {change}.`
  case tookBack
  /// `Put back: {change}.`
  case putBack
  /// `{reason} Passed over, as it cannot be taken back now: {change}.`: an undo passed over.
  case passedOverUndo
  /// `{reason} Passed over, as it cannot be put back now: {change}.`: a redo passed over.
  case passedOverRedo
  /// Why a step that would change nothing was passed over.
  case stepChangesNothing
  /// A change of the history: `added {name} to your wish list`.
  case changeAddedToWishList
  /// A change of the history: `removed {name} from your wish list`.
  case changeRemovedFromWishList
  /// A change of the history: `rated {name} {stars}`.
  case changeRated
  /// A change of the history: `cleared your rating of {name}`.
  case changeClearedRating
  /// What an empty history says.
  case noHistory
  /// What an empty list of orders says.
  case noOrders
  /// `This page is past the last order ({total} in all).`
  case pastTheLastOrder

  // MARK: Outcomes of changes
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

  // MARK: Quantities
  /// `×{quantity}`: how many of a product a line asks for, beside its name.
  case quantityMark
  /// `Quantity: {quantity}`: how many of a product the wish list asks for, on its screen.
  case quantityOnWishList
  /// `At most {count} per order`: a line asking for more than one order may have.
  case atMostPerOrder
  /// The title when a line asks for more than one order may have.
  case tooManyTitle
  /// What happened when a line asks for more than one order may have.
  case tooManyMessage
  /// What to do when a line asks for more than one order may have.
  case tooManyRecovery
  /// The title when no promotion has the code asked for.
  case unknownCodeTitle
  /// `There is no promotion code {code}.`
  case unknownCodeMessage
  /// The title when a promotion code's time is over.
  case codeExpiredTitle
  /// `The code {code} could be used until {date}.`
  case codeExpiredMessage
  /// The title when a promotion code's time has not come.
  case codeNotYetValidTitle
  /// `The code {code} can be used from {date}.`
  case codeNotYetValidMessage
  /// The title when a promotion code's minimum subtotal is not met.
  case codeMinimumNotMetTitle
  /// `The code {code} needs a subtotal of at least {minimum}.`
  case codeMinimumNotMetMessage
  /// `The code {code} needs at least {minimum} of the products it is for; your cart has
  /// {eligible} of them.`
  case codeMinimumNotMetByItsProductsMessage
  /// The title when a promotion code is for none of the cart's products.
  case codeNotApplicableTitle
  /// `The code {code} is for none of the products in your cart.`
  case codeNotApplicableMessage
  /// The title when a promotion code would take nothing off the cart.
  case codeTakesNothingOffTitle
  /// `The code {code} would take nothing off your cart.`
  case codeTakesNothingOffMessage
  /// What to do about a promotion code refused: the cart is shown without it.
  case codeRefusedRecovery
  /// What to do about a promotion code refused at checkout: nothing was ordered.
  case codeRefusedAtCheckoutRecovery
  /// A product put on the wish list, more than one of it.
  case addedQuantityToWishList
  /// A wish-list line that now asks for another quantity.
  case quantityChangedOnWishList
  /// A change of the history: `added {name} ×{quantity} to your wish list`.
  case changeAddedQuantityToWishList
  /// A change of the history: `{name}: {from} → {to}`.
  case changeQuantity
}
