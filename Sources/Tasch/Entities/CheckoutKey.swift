/// The name a client gives one checkout, so that the same checkout sent again (a retry, when
/// the answer to the first was lost) finds the order the first placed rather than placing a
/// second: the order keeps it, in every store, for as long as the order is kept.
///
/// Each shopper's own: another shopper's order with the same key is not theirs.
public struct CheckoutKey: Hashable, Sendable, CustomStringConvertible {
  /// How many characters a key has.
  public static let lengths = 1...255
  /// The characters of a key: visible ASCII, `!` to `~`, so that any protocol or file can
  /// carry it as it is.
  public static let characters = UInt8(ascii: "!")...UInt8(ascii: "~")

  /// The key as the client wrote it.
  public let text: String

  /// The key `text` is: 1 to 255 visible ASCII characters; `nil` for anything else.
  public init?(_ text: String) {
    guard Self.lengths.contains(text.utf8.count), text.utf8.allSatisfy(Self.characters.contains)
    else { return nil }
    self.text = text
  }

  /// The key as the client wrote it, for messages.
  public var description: String { text }
}
