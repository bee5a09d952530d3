import Foundation
import Tasch

/// A failure as the shopper reads it: what happened, the technical detail if any, what to do,
/// and the action that tries again.
public struct ErrorViewModel: Error, Hashable, Sendable {
  /// What kind of failure it is, as scripts and clients read it.
  public let code: Code
  /// A short title.
  public let title: String
  /// What happened, in a sentence.
  public let message: String
  /// The technical detail (file, line, field), in English; `nil` when there is none.
  public let details: String?
  /// What to do about it.
  public let recovery: String
  /// The label of the action that tries again.
  public let retryAction: String
  /// What stands between the title and the message on one line.
  public let titleSeparator: String
  /// Whether the simulation caused it on purpose: only such a failure can have been drawn by
  /// chance, and so be replayed by the simulation's seed.
  public let isSimulated: Bool

  /// The view of `error`; `productNames` names the products an error mentions by identifier.
  public init(
    _ error: ShopError, localization: Localization, productNames: [ProductID: String] = [:]
  ) {
    self.init(Texts(error, localization: localization, productNames: productNames), localization)
  }

  /// The view of `error` refusing a checkout: a promotion code refused there ordered nothing,
  /// and no cart is shown without it, so its recovery says what to do instead.
  public init(
    refusingCheckout error: ShopError, localization: Localization,
    productNames: [ProductID: String] = [:]
  ) {
    self.init(
      Texts(
        error, localization: localization, productNames: productNames,
        codeRecovery: .codeRefusedAtCheckoutRecovery),
      localization)
  }

  /// The view of `error` met loading a catalogue into a store: storage there is the store's,
  /// not the shopper's wish list, ratings and orders.
  public init(loadingCatalogue error: ShopError, localization: Localization) {
    self.init(
      Texts(
        error, localization: localization, productNames: [:],
        storage: (.storeLoadStorageTitle, .storeLoadStorageMessage)),
      localization)
  }

  private init(_ text: Texts, _ localization: Localization) {
    code = text.code
    title = localization.text(
      text.title, ["title": text.realTitle.map { localization.text($0) } ?? ""])
    message = text.message
    details = text.details
    recovery = localization.text(text.recovery)
    retryAction = localization.text(.reload)
    titleSeparator = localization.text(.labelSeparator)
    isSimulated = text.isSimulated
  }

  /// The title and the message on one line, as a status line shows them.
  public var line: String { title + titleSeparator + message }

  /// The message with its details, as one paragraph per line.
  public var fullMessage: String {
    [message, details].compactMap { $0 }.joined(separator: "\n")
  }
}

extension ErrorViewModel {
  /// The stable code of each kind of the shop's failures, such as `offline`, `not-found` or
  /// `out-of-stock`: the `code` of every error document, which scripts and clients compare.
  ///
  /// One case for each, so that every place that maps a code to something else (the API's
  /// statuses) says what each one means, and the compiler notices a code left out.
  public enum Code: String, Hashable, Sendable {
    case offline
    case timeout
    case decoding
    case notFound = "not-found"
    case emptyCatalogue = "empty-catalogue"
    case emptyCart = "empty-cart"
    case outOfStock = "out-of-stock"
    case tooMany = "too-many"
    case unknownCode = "unknown-code"
    case codeExpired = "code-expired"
    case codeNotYetValid = "code-not-yet-valid"
    case codeMinimumNotMet = "code-minimum-not-met"
    case codeNotApplicable = "code-not-applicable"
    case codeTakesNothingOff = "code-takes-nothing-off"
    case storage
    case invalidInput = "invalid-input"
    case amountOutOfRange = "amount-out-of-range"
    case catalogueUnavailable = "catalogue-unavailable"
    case cartChanged = "cart-changed"
    case checkoutKeyReused = "idempotency-key-reused"
    case nothingToUndo = "nothing-to-undo"
    case nothingToRedo = "nothing-to-redo"
  }
}

/// The keys and words of each kind of error.
private struct Texts {
  let code: ErrorViewModel.Code
  let title: TextKey
  /// The real failure's title, when `title` says it was simulated.
  var realTitle: TextKey?
  var isSimulated = false
  let message: String
  let details: String?
  let recovery: TextKey

  /// The texts of `error`; `storage` titles and says a storage failure, which is the shopper's
  /// saved data but where something else is kept; `codeRecovery` says what to do about a
  /// promotion code refused.
  init(
    _ error: ShopError, localization: Localization, productNames: [ProductID: String],
    storage: (title: TextKey, message: TextKey) = (.storageTitle, .storageMessage),
    codeRecovery: TextKey = .codeRefusedRecovery
  ) {
    var details: String?
    switch error {
    case .simulated(let real):
      // Said as the real failure would be, marked as simulated so nobody mistakes it.
      let texts = Texts(
        real, localization: localization, productNames: productNames, storage: storage,
        codeRecovery: codeRecovery)
      (code, recovery) = (texts.code, .simulatedRecovery)
      title = .simulatedTitle
      realTitle = texts.title
      isSimulated = true
      message = texts.message
      // What a real failure's details would say (a file's line, a database's words) a
      // simulated one makes up, in English: the message in the shopper's words says it all.
      details = nil
    case .offline:
      (code, title, recovery) = (.offline, .offlineTitle, .offlineRecovery)
      message = localization.text(.offlineMessage)
    case .timeout:
      (code, title, recovery) = (.timeout, .timeoutTitle, .timeoutRecovery)
      message = localization.text(.timeoutMessage)
    case .decoding(let detail):
      (code, title, recovery) = (.decoding, .decodingTitle, .decodingRecovery)
      message = localization.text(.decodingMessage)
      details = detail
    case .notFound(let id):
      (code, title, recovery) = (.notFound, .notFoundTitle, .notFoundRecovery)
      message =
        id.map { localization.text(.notFoundProductMessage, ["id": String($0.rawValue)]) }
        ?? localization.text(.notFoundMessage)
    case .emptyCatalogue:
      (code, title, recovery) = (.emptyCatalogue, .emptyCatalogueTitle, .emptyCatalogueRecovery)
      message = localization.text(.emptyCatalogueMessage)
    case .emptyCart:
      (code, title, recovery) = (.emptyCart, .emptyCartTitle, .emptyCartRecovery)
      message = localization.text(.emptyCartMessage)
    case .outOfStock(let ids, let left):
      (code, title, recovery) = (.outOfStock, .outOfStockTitle, .outOfStockRecovery)
      let names = ids.map { id in
        let name =
          productNames[id] ?? localization.text(.discontinuedProduct, ["id": String(id.rawValue)])
        return left[id].map {
          localization.text(.outOfStockItemLeft, count: $0, ["name": name])
        } ?? name
      }
      let list = names.formatted(.list(type: .and).locale(localization.textLocale))
      message = localization.text(.outOfStockMessage, ["items": list])
    case .tooMany(let id, let maximum):
      (code, title, recovery) = (.tooMany, .tooManyTitle, .tooManyRecovery)
      let name =
        productNames[id] ?? localization.text(.discontinuedProduct, ["id": String(id.rawValue)])
      message = localization.text(
        .tooManyMessage, ["name": name, "maximum": localization.number(maximum)])
    case .unknownCode(let promotion):
      (code, title, recovery) = (.unknownCode, .unknownCodeTitle, codeRecovery)
      message = localization.text(.unknownCodeMessage, ["code": promotion])
    case .codeExpired(let promotion, let until):
      (code, title, recovery) = (.codeExpired, .codeExpiredTitle, codeRecovery)
      message = localization.text(
        .codeExpiredMessage,
        [
          "code": promotion,
          "date": localization.dateTime(until, seconds: .unlessStartingOrEndingAMinute),
        ])
    case .codeNotYetValid(let promotion, let from):
      (code, title, recovery) = (.codeNotYetValid, .codeNotYetValidTitle, codeRecovery)
      message = localization.text(
        .codeNotYetValidMessage,
        ["code": promotion, "date": localization.dateTime(from, seconds: .unlessStartingAMinute)])
    case .codeMinimumNotMet(let promotion, let minimum, let eligible):
      (code, title, recovery) = (
        .codeMinimumNotMet, .codeMinimumNotMetTitle, codeRecovery
      )
      let values = ["code": promotion, "minimum": localization.money(minimum)]
      message =
        if let eligible {
          localization.text(
            .codeMinimumNotMetByItsProductsMessage,
            values.merging(["eligible": localization.money(eligible)]) { first, _ in first })
        } else {
          localization.text(.codeMinimumNotMetMessage, values)
        }
    case .codeNotApplicable(let promotion):
      (code, title, recovery) = (
        .codeNotApplicable, .codeNotApplicableTitle, codeRecovery
      )
      message = localization.text(.codeNotApplicableMessage, ["code": promotion])
    case .codeTakesNothingOff(let promotion):
      (code, title, recovery) = (
        .codeTakesNothingOff, .codeTakesNothingOffTitle, codeRecovery
      )
      message = localization.text(.codeTakesNothingOffMessage, ["code": promotion])
    case .storage(let detail):
      (code, title, recovery) = (.storage, storage.title, .storageRecovery)
      message = localization.text(storage.message)
      details = detail
    case .invalidInput(let detail):
      (code, title, recovery) = (.invalidInput, .invalidInputTitle, .invalidInputRecovery)
      message = localization.text(.invalidInputMessage)
      details = detail
    case .amountOutOfRange:
      (code, title, recovery) = (
        .amountOutOfRange, .amountOutOfRangeTitle, .amountOutOfRangeRecovery
      )
      message = localization.text(.amountOutOfRangeMessage)
    case .catalogueUnavailable(let detail):
      (code, title, recovery) = (
        .catalogueUnavailable, .catalogueUnavailableTitle, .catalogueUnavailableRecovery
      )
      message = localization.text(.catalogueUnavailableMessage)
      details = detail
    case .cartChanged:
      (code, title, recovery) = (.cartChanged, .cartChangedTitle, .cartChangedRecovery)
      message = localization.text(.cartChangedMessage)
    case .checkoutKeyReused:
      // Only a checkout over HTTP has a key: the words name its header.
      (code, title, recovery) = (
        .checkoutKeyReused, .checkoutKeyReusedTitle, .requestNewKeyOrSameBody
      )
      message = localization.text(.requestIdempotencyKeyReused)
    case .nothingToUndo:
      (code, title, recovery) = (.nothingToUndo, .nothingToUndoTitle, .nothingToUndoRecovery)
      message = localization.text(.nothingToUndoMessage)
    case .nothingToRedo:
      (code, title, recovery) = (.nothingToRedo, .nothingToRedoTitle, .nothingToRedoRecovery)
      message = localization.text(.nothingToRedoMessage)
    }
    self.details = details
  }
}
