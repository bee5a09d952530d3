// swift-format-ignore-file: Tables read best one entry per line, however long.

/// English: the base language.
enum English: StringTable {
  static func text(_ key: TextKey) -> String {
    switch key {
    case .appTitle: "TASCH"
    case .productCatalogue: "Product catalogue"
    case .yourWishList: "Your wish list"
    case .cart: "Cart"
    case .totalAmount: "Total {amount}"
    case .total: "Total"
    case .subtotal: "Sub-total"
    case .shipping: "Shipping"
    case .discountWithCode: "Discount ({code})"
    case .amountOff: "−{amount}"
    case .freeShipping: "Free Shipping World Wide"
    case .shippingFlat: "Shipping {price}"
    case .shippingFreeFrom: "Shipping {price}, free from {threshold}"
    case .shippingFreeReached: "Free shipping from {threshold}"
    case .tooLargeToCompute: "too large to compute"
    case .shippingNotWorkedOut: "cannot be worked out"
    case .proceedToCheckout: "Proceed to check out"
    case .outOfStock: "Out of stock"
    case .discontinued: "No longer available"
    case .discontinuedProduct: "Product {id}"
    case .emptyWishList: "Your wish list is empty. You can add items from the product catalogue."
    case .noMatchingProducts: "No products match your search."
    case .colours: "Colours"
    case .sizes: "Sizes"
    case .heightSize: "H: {cm}cm/{in}\""
    case .widthSize: "W: {cm}cm/{in}\""
    case .depthSize: "D: {cm}cm/{in}\""
    case .rateTheProduct: "Rate the product"
    case .yourRating: "Your rating"
    case .labelSeparator: ": "
    case .notRatedYet: "Not rated yet"
    case .averageRating: "{average} out of 5"
    case .noRatings: "No ratings yet"
    case .addToWishList: "Add to wish list"
    case .removeFromWishList: "Remove from wish list"
    case .onYourWishList: "On your wish list"
    case .loading: "Loading…"
    case .reload: "Reload"
    case .checkoutQuestion: "Place this order for {amount}?"
    case .cancel: "Cancel"
    case .ok: "OK"
    case .placingOrder: "Placing your order…"
    case .orderPlaced: "Thank you! Order {number} is placed."
    case .checkoutBlocked: "These items cannot be ordered now:"
    case .offlineTitle: "You are offline"
    case .offlineMessage: "The shop could not be reached."
    case .offlineRecovery: "Check your connection, then try again."
    case .timeoutTitle: "The shop is not answering"
    case .timeoutMessage: "The shop took too long to answer."
    case .timeoutRecovery: "Try again in a moment."
    case .decodingTitle: "Unreadable data"
    case .decodingMessage: "The shop's data could not be read."
    case .decodingRecovery: "Fix the catalogue where the details say, or choose another one."
    case .notFoundTitle: "Not found"
    case .notFoundProductMessage: "There is no product {id}."
    case .notFoundMessage: "What was asked for was not found."
    case .notFoundRecovery: "Check the product number; the catalogue lists them all."
    case .emptyCatalogueTitle: "No products"
    case .emptyCatalogueMessage: "No products found."
    case .emptyCatalogueRecovery: "Choose a catalogue that has products."
    case .emptyCartTitle: "Nothing to order"
    case .emptyCartMessage: "Your wish list is empty, so there is nothing to check out."
    case .emptyCartRecovery: "Add items from the product catalogue first."
    case .outOfStockTitle: "Cannot order yet"
    case .outOfStockMessage: "These items cannot be ordered now: {items}."
    case .outOfStockRecovery: "Remove them from your wish list, then check out."
    case .storageTitle: "Your saved data could not be used"
    case .storageMessage:
      "What the shop keeps, such as your wish list, ratings and orders, could not be read or saved."
    case .storageRecovery: "Nothing was changed. See the details to put it right."
    case .storeLoadStorageTitle: "The store could not be used"
    case .storeLoadStorageMessage: "The catalogue could not be loaded into the store."
    case .invalidInputTitle: "Not a valid request"
    case .invalidInputMessage: "The request was not valid."
    case .invalidInputRecovery: "Check what you typed and try again."
    case .amountOutOfRangeTitle: "Amount too large"
    case .amountOutOfRangeMessage: "A total is too large to compute exactly."
    case .amountOutOfRangeRecovery: "Remove some items from your wish list."
    case .bodyNotAnObject: "The body is not a JSON object."
    case .bodyLacksField: "The body has no field {field}."
    case .bodyHasUnknownField: "This path takes no field {field} in its body."
    case .bodyFieldRefused: "The body’s field {field} cannot be {value}."
    case .bodyFieldTakes: "Give {field} {expected}."
    case .bodyShape: "Send {shape}."
    case .bodyTakesWholeNumber: "a whole number from {minimum} to {maximum}"
    case .bodyTakesText: "a string"
    case .bodyTakesObject: "an object such as {shape}"
    case .bodyTakesCurrency: "a currency code such as USD"
    case .bodyTakesAmount:
      "an amount such as {example}, with no more digits after the point than the currency has"
    case .bodyTakesCode: "a promotion code"
    case .bodyTakesOrNull: "{expected}, or null"
    case .requestBodyNotJSON: "The body is not JSON: {reason}."
    case .requestAmountNotMinorUnits:
      "The total's amount {amount} is not its minorUnits, {units} in {currency} ({decimal})."
    case .requestSendTotalAsGiven: "Send the total as the cart gave it, or leave its amount out."
    case .requestNothingAtPath: "There is nothing at {path}."
    case .requestPathsListed: "GET /api/openapi.json lists every path."
    case .requestMethodNotAllowed: "This path does not take {method}."
    case .requestUseMethods: "Use {methods}."
    case .requestMethodNotImplemented: "This server does not implement the method {method}."
    case .requestUseMethodsCaseSensitive: "Use {methods}; methods are case-sensitive."
    case .requestMethodsOr: "{methods} or {last}"
    case .requestPathNotEncoded: "The path is not well encoded: {reason}."
    case .requestQueryNotEncoded: "The query is not well encoded: {reason}."
    case .requestPercentEncode: "Percent-encode it as UTF-8."
    case .requestUnknownParameter: "This path takes no parameter {name}."
    case .requestParametersListed: "GET /api/openapi.json lists each path's parameters."
    case .requestParameterTwice: "The parameter {name} is given twice."
    case .requestParameterOnce: "Give each parameter once."
    case .requestParameterRefused: "The parameter {name} cannot be {value}."
    case .requestParameterTakes: "Give it {expected}."
    case .requestTakesSort: "one of name, price, rating or stock"
    case .requestTakesSwitch: "true or false"
    case .requestTakesWholeNumber: "a whole number from {minimum} to {largest}"
    case .requestTakesCode: "a promotion code, or no code parameter"
    case .requestTakesNoBody: "This path takes no body."
    case .requestSendWithoutBody:
      "Send the request without one; GET /api/openapi.json lists each path's body."
    case .requestNotProductID: "{text} is not a product identifier."
    case .requestNameProduct:
      "Name a product by its identifier, a whole number from 1 to {largest}."
    case .requestNotLocale: "{text} is not a locale."
    case .requestGiveLocale: "Give a locale such as de_DE, fr or ja_JP, as --locale takes it."
    case .requestHostNotLocal:
      "The request is for the host {host}: on the JSON files the server acts for the shopper on this machine, and answers only requests for localhost or a loopback address."
    case .requestOriginNotLocal:
      "The request comes from a web page of {origin}: on the JSON files the server acts for the shopper on this machine, and answers no page of another site."
    case .requestSendLocally:
      "Send it to localhost or 127.0.0.1, from a program on this machine or a page it serves on localhost; a proxy in front of the server passes the client's own Host on (nginx: proxy_set_header Host $host), for it to be judged. Other machines are served from a database store, whose requests bear tokens."
    case .requestTooManyStreamsOfShopper:
      "You already follow the shop's changes on {limit} event streams, the most one shopper may."
    case .requestTooManyStreams:
      "The server already holds {limit} event streams open, the most it holds at once."
    case .requestCloseAStream:
      "Close one of them, or share one stream among your pages."
    case .requestOpenStreamLater:
      "Try again once other clients have closed theirs."
    case .requestIdempotencyKeyTwice: "The Idempotency-Key header is sent twice."
    case .requestIdempotencyKeyMalformed:
      "The Idempotency-Key is not 1 to 255 visible ASCII characters."
    case .requestSendOneKey: "Send one key such as a UUID, the same one for every retry."
    case .requestIdempotencyKeyReused:
      "This Idempotency-Key was sent with another total or code: it is not a retry."
    case .requestNewKeyOrSameBody:
      "Send a new key for another checkout, and the same body with a key for a retry."
    case .requestSimulateHeaderRefused: "The {header} header is not one: {reason}."
    case .requestSimulateHeaderTwice: "it is sent twice"
    case .requestSimulateHeaderEmptyField:
      "it has an empty field; separate fields with single semicolons"
    case .requestSimulateHeaderNotField: "{field} is not NAME=SPEC"
    case .requestSimulateHeaderFieldTwice: "{name} is given twice"
    case .requestSimulateHeaderBadSeed:
      "the seed {seed} is not a whole number from 0 to 18446744073709551615"
    case .requestSimulateHeaderUnknownField: "it has no field {name}"
    case .requestSimulateHeaderShape:
      "Send {header}: fail=SPEC;latency=SPEC;seed=N, the specs as --fail and --latency take them."
    case .requestSpecRefused: "The {field} spec is refused: {reason}."
    case .requestPresetRefused: "The preset is refused: {reason}."
    case .requestWriteAsOption: "Write it as the {option} option takes it."
    case .requestSimulationNotControlled:
      "This server does not let its clients control the simulation."
    case .requestStartWithSimulationControl: "Start it with tasch serve --simulation-control."
    case .requestBearsNoToken:
      "This request bears no token: on a database store every request but GET /healthz and GET /api/openapi.json says whose it is."
    case .requestSendToken:
      "Send Authorization: Bearer TOKEN, with the token tasch store shopper add made."
    case .requestSeveralAuthorizations:
      "This request has more than one Authorization header: it may say whose it is only once."
    case .requestAuthorizationNotBearer:
      "This request's Authorization header is not Bearer and one token."
    case .requestTokenActsForNobody:
      "This request's token is no shopper's of this shop: it was mistyped, revoked, or never made."
    case .requestAskForNewToken:
      "Ask for a new token (tasch store shopper add) and send it as Authorization: Bearer TOKEN."
    case .requestBodyTooLarge: "The body is too large."
    case .requestBodyEncoded:
      "The body is sent in the content coding {coding}, which the server does not read."
    case .requestSendBodyUnencoded: "Send the body as it is, without Content-Encoding."
    case .requestSendSmallerBody: "Send a body of at most {size}."
    case .requestTransferCoding: "Request bodies in a transfer coding are not supported."
    case .requestSendContentLength: "Send the body with Content-Length."
    case .requestServerStopping: "The server is stopping, and could not finish the request in time."
    case .requestSendAgainLater: "Send the request again once the server is back."
    case .requestHostMissing: "The Host header is missing."
    case .requestHostRepeated: "The Host header is repeated."
    case .requestHostMalformed: "The Host header is not a host with an optional port."
    case .requestExpectationUnmet: "The Expect header asks for something other than 100-continue."
    case .requestSendOnlyContinueExpectation:
      "Send Expect: 100-continue, or no Expect header."
    case .requestContentLengthNotNumber: "The Content-Length is not a number."
    case .requestContentLengthsDiffer: "Two Content-Length headers differ."
    case .requestContentLengthWithTransferEncoding:
      "Both Content-Length and Transfer-Encoding are set."
    case .requestSendWellFormed: "Send a well-formed HTTP/1.1 request."
    case .addedToWishList: "Added {name} to your wish list."
    case .alreadyOnWishList: "{name} is already on your wish list."
    case .removedFromWishList: "Removed {name} from your wish list."
    case .notOnWishList: "{name} was not on your wish list."
    case .ratedProduct: "You rated {name} {stars}."
    case .clearedRating: "Your rating of {name} is cleared."
    case .simulatedTitle: "Simulated failure: {title}"
    case .simulatedRecovery:
      "The simulation injected this failure on purpose; turn it off to reach the shop."
    case .catalogueUnavailableTitle: "Catalogue unavailable"
    case .catalogueUnavailableMessage: "The catalogue could not be read."
    case .catalogueUnavailableRecovery:
      "Check that the catalogue exists and can be read, or choose another one."
    case .cartChangedTitle: "Your cart changed"
    case .cartChangedMessage:
      "The cart changed since you were asked to confirm it, so nothing was ordered."
    case .cartChangedRecovery: "Look at the cart again, then confirm it."
    case .checkoutKeyReusedTitle: "Not a retry"
    case .nothingToUndoTitle: "Nothing to undo"
    case .nothingToUndoMessage: "The history is empty, or every change in it is taken back already."
    case .nothingToUndoRecovery:
      "Changes to the wish list and ratings can be taken back until an order is placed."
    case .nothingToRedoTitle: "Nothing to redo"
    case .nothingToRedoMessage: "No change has been taken back since the last one was made."
    case .nothingToRedoRecovery:
      "Take a change back first; a new change, or an order, ends what can be put back."
    case .noProductsInStock: "No products are in stock."
    case .pastTheLastProduct: "This page is past the last product ({total} in all)."
    case .matchCount: "{matching} of {total}"
    case .quoted: "“{text}”"
    case .sortedByCatalogue: "in catalogue order"
    case .sortedByName: "by name"
    case .sortedByPrice: "by price"
    case .sortedByRating: "by rating"
    case .sortedByStock: "by stock"
    case .reversedOrder: ", reversed"
    case .inStockOnly: "in stock only"
    case .cartChangedNotice: "Your cart changed since you opened this: check it again."
    case .removeUnavailable: "Take them off your wish list and go on"
    case .removeUnavailableOnly: "Take them off your wish list"
    case .checkoutLeavesOut:
      "Without the items that cannot be ordered: they come off your wish list with this order."
    case .tookBack: "Took back: {change}."
    case .putBack: "Put back: {change}."
    case .passedOverUndo:
      "{reason} Passed over, as it cannot be taken back now: {change}."
    case .passedOverRedo:
      "{reason} Passed over, as it cannot be put back now: {change}."
    case .stepChangesNothing:
      "An earlier change of this product was passed over, so nothing is left to change."
    case .changeAddedToWishList: "added {name} to your wish list"
    case .changeRemovedFromWishList: "removed {name} from your wish list"
    case .changeRated: "rated {name} {stars}"
    case .changeClearedRating: "cleared your rating of {name}"
    case .noHistory: "There are no changes to take back."
    case .noOrders: "You have not placed any orders in this shop yet."
    case .pastTheLastOrder: "This page is past the last order ({total} in all)."
    case .quantityMark: "×{quantity}"
    case .quantityOnWishList: "Quantity: {quantity}"
    case .atMostPerOrder: "At most {count} per order"
    case .tooManyTitle: "Too many"
    case .tooManyMessage: "At most {maximum} of {name} can be in one order."
    case .tooManyRecovery: "Ask for fewer."
    case .unknownCodeTitle: "Unknown code"
    case .unknownCodeMessage: "There is no promotion code {code}."
    case .codeExpiredTitle: "Code expired"
    case .codeExpiredMessage: "The code {code} could be used until {date}."
    case .codeNotYetValidTitle: "Code not yet valid"
    case .codeNotYetValidMessage: "The code {code} can be used from {date}."
    case .codeMinimumNotMetTitle: "Minimum not met"
    case .codeMinimumNotMetMessage: "The code {code} needs a subtotal of at least {minimum}."
    case .codeMinimumNotMetByItsProductsMessage:
      "The code {code} needs at least {minimum} of the products it is for; your cart has {eligible} of them."
    case .codeNotApplicableTitle: "Code not applicable"
    case .codeNotApplicableMessage: "The code {code} is for none of the products in your cart."
    case .codeTakesNothingOffTitle: "Nothing to take off"
    case .codeTakesNothingOffMessage: "The code {code} would take nothing off your cart."
    case .codeRefusedRecovery: "The cart is shown without it: try another code, or none."
    case .codeRefusedAtCheckoutRecovery:
      "Nothing was ordered: check out again with another code, or with none."
    case .addedQuantityToWishList: "Added {name} ×{quantity} to your wish list."
    case .quantityChangedOnWishList: "{name} on your wish list: {from} → {to}."
    case .changeAddedQuantityToWishList: "added {name} ×{quantity} to your wish list"
    case .changeQuantity: "{name}: {from} → {to}"
    }
  }

  static func plural(_ key: PluralKey) -> PluralForms {
    switch key {
    case .productCount: PluralForms(one: "{count} product", other: "{count} products")
    case .productCountOf:
      PluralForms(one: "{shown} of {count} product", other: "{shown} of {count} products")
    case .ratingCount: PluralForms(one: "{count} rating", other: "{count} ratings")
    case .inStockCount: PluralForms("{count} in stock")
    case .itemCount: PluralForms(one: "{count} item", other: "{count} items")
    case .orderCount: PluralForms(one: "{count} order", other: "{count} orders")
    case .orderCountOf:
      PluralForms(one: "{shown} of {count} order", other: "{shown} of {count} orders")
    case .onlyLeft: PluralForms("Only {count} left")
    case .outOfStockItemLeft:
      PluralForms("{name} (only {count} left)")
    }
  }
}
