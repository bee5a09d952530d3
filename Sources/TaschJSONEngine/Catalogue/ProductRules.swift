import Tasch
import TaschJSON

/// What a catalogue's product must be, in the words that say it is not: written once for the
/// tree reader (`CatalogueDecoder`) and the one-pass reader (`ProductChecks`), so that both
/// refuse the same products with the same messages; the words of the shop's own rules are
/// the core's (`ShopRules`), which every store's reader shares.
enum ProductRules {
  /// A field that must be there and is not.
  static let missing = "is missing"
  /// A name of nothing but spaces.
  static let emptyName = ShopRules.emptyName

  /// What a price must be.
  static let price = "a decimal string such as \"250.00\""
  /// What the colours must be.
  static let colors = "an array of hex strings"
  /// What one colour must be.
  static let color = "six hex digits such as \"1F2B3B\""
  /// What a product must be.
  static let product = "an object"
  /// What the dimensions must be.
  static let dimensions = "an object"
  /// What one length must be.
  static let length = "an object with \"cm\" and \"in\""
  /// What the ratings must be.
  static let ratings = "an object of counts by stars"
  /// What a text field must be.
  static let text = "a string"

  /// A field that is not what it must be: `must be a string, not a number`.
  static func mustBe(_ expected: String, not found: String) -> String {
    ShopRules.mustBe(expected, not: found)
  }

  /// What a whole number of at least `minimum` must be; `writtenOtherwise` when the number
  /// found has a point or an exponent, which a catalogue's whole numbers may not: `1.0` is
  /// refused for how it is written, not called no whole number.
  static func wholeNumber(atLeast minimum: Int, writtenOtherwise: Bool = false) -> String {
    wholeNumber(ShopRules.wholeNumber(atLeast: minimum), writtenOtherwise: writtenOtherwise)
  }

  /// `expected`, what a whole number must be, with how it must be written when the number
  /// found was written otherwise.
  static func wholeNumber(_ expected: String, writtenOtherwise: Bool) -> String {
    expected + (writtenOtherwise ? ", written in digits alone" : "")
  }

  /// A whole number above `maximum`.
  static func tooLarge(_ number: Int, maximum: Int) -> String {
    ShopRules.tooLarge(number, maximum: maximum)
  }

  /// A key of the ratings that is not a star count.
  static func ratingsKey(_ key: String) -> String {
    let (lowest, highest) = (Rating.one.stars, Rating.five.stars)
    return "has the key \(JSONWriter.quoted(key)); keys are the star counts "
      + "\"\(lowest)\" to \"\(highest)\""
  }

  /// The price `text` states in `currency`; what is wrong with it when it is not one.
  static func price(_ text: String, in currency: Currency) -> Result<Money, Broken> {
    do throws(MoneyError) {
      let price = try Money(parsing: text, currency: currency)
      guard !price.isNegative else {
        return .failure(Broken("must not be negative, not \(JSONWriter.quoted(text))"))
      }
      return .success(price)
    } catch {
      return .failure(Broken("is not a valid \(currency) price: \(error)"))
    }
  }

  /// A rule a value breaks, in words.
  struct Broken: Error {
    let problem: String

    init(_ problem: String) {
      self.problem = problem
    }
  }
}
