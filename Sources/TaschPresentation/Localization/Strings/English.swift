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
    case .freeShipping: "Free Shipping World Wide"
    case .proceedToCheckout: "Proceed to check out"
    case .outOfStock: "Out of stock"
    case .discontinued: "No longer available"
    case .discontinuedProduct: "Product {id}"
    case .emptyWishList: "Your wish list is empty. You can add items from the product catalogue"
    case .noMatchingProducts: "No products match your search"
    case .colours: "Colours"
    case .sizes: "Sizes"
    case .heightSize: "H: {cm}cm/{in}\""
    case .widthSize: "W: {cm}cm/{in}\""
    case .depthSize: "D: {cm}cm/{in}\""
    case .rateTheProduct: "Rate the product"
    case .yourRating: "Your rating"
    case .notRatedYet: "Not rated yet"
    case .averageRating: "{average} out of 5"
    case .noRatings: "No ratings yet"
    case .addToWishList: "Add to wish list"
    case .removeFromWishList: "Remove from wish list"
    case .onYourWishList: "On your wish list"
    case .loading: "Loading…"
    case .reload: "Reload"
    case .checkoutQuestion: "Are you sure you want to proceed to checkout?"
    case .cancel: "Cancel"
    case .ok: "OK"
    case .placingOrder: "Placing your order…"
    case .orderPlaced: "Thank you! Order {number} is placed."
    case .checkoutBlocked: "These items cannot be ordered now:"
    case .offlineTitle: "You are offline"
    case .offlineMessage: "The shop could not be reached."
    case .offlineRecovery: "Check your connection, then reload."
    case .timeoutTitle: "The shop is not answering"
    case .timeoutMessage: "The shop took too long to answer."
    case .timeoutRecovery: "Try again in a moment."
    case .decodingTitle: "Unreadable data"
    case .decodingMessage: "The shop's data could not be read."
    case .decodingRecovery: "Fix the file named above, or choose another catalogue."
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
    case .storageMessage: "Your wish list, ratings and orders could not be read or saved."
    case .storageRecovery: "Nothing was changed. See the details to put it right."
    case .invalidInputTitle: "Not a valid request"
    case .invalidInputMessage: "The request was not valid."
    case .invalidInputRecovery: "Check what you typed and try again."
    case .amountOutOfRangeTitle: "Amount too large"
    case .amountOutOfRangeMessage: "A total is too large to compute exactly."
    case .amountOutOfRangeRecovery: "Remove some items from your wish list."
    }
  }

  static func plural(_ key: PluralKey) -> PluralForms {
    switch key {
    case .productCount: PluralForms(one: "{count} product", other: "{count} products")
    case .ratingCount: PluralForms(one: "{count} rating", other: "{count} ratings")
    case .inStockCount: PluralForms("{count} in stock")
    case .itemCount: PluralForms(one: "{count} item", other: "{count} items")
    }
  }
}
