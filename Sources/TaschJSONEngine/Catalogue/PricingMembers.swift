import Tasch
import TaschJSON

/// Where a catalogue file's `promotions` and `shipping` values are, in bytes: what the scan
/// finds, and what an index keeps, so that a run that reuses the index reads only them.
public struct PricingMembers: Hashable, Sendable {
  /// Where the value of `promotions` is; `nil` when the catalogue has none.
  public var promotions: Range<Int>?
  /// Where the value of `shipping` is; `nil` when the catalogue has none.
  public var shipping: Range<Int>?

  /// The most bytes either value may take: a shop's codes and rule, never a catalogue's worth.
  static let largestValue = 1 << 20

  /// The pricing the values in `file` state, in `currency`, and every problem with it, in
  /// `CatalogueDecoder`'s words.
  func read(from file: PositionalFile, currency: Currency?) -> (ShopPricing, [String]) {
    var problems: [String] = []
    func value(_ range: Range<Int>?, _ name: String) -> JSONValue? {
      guard let range else { return nil }
      guard range.count <= Self.largestValue else {
        problems.append("\"\(name)\" must take at most \(Self.largestValue) bytes")
        return nil
      }
      var bytes = [UInt8](repeating: 0, count: range.count)
      let isRead = bytes.withUnsafeMutableBytes { file.readWhole(into: $0, at: range.lowerBound) }
      guard isRead else {
        problems.append("\"\(name)\" could not be read again: the file changed")
        return nil
      }
      do throws(JSONSyntaxError) {
        return try JSONReader().read(bytes)
      } catch {
        problems.append("\"\(name)\": \(error)")
        return nil
      }
    }
    let (promotions, shipping) = (value(promotions, "promotions"), value(shipping, "shipping"))
    var decoder = PricingDecoder(currency: currency)
    let pricing = decoder.decode(promotions: promotions, shipping: shipping)
    return (pricing, problems + decoder.problems)
  }
}
