import Tasch
import TaschJSON
import TaschStoreSupport

/// Where the JSON store's catalogue comes from: a file, or the default catalogue built into
/// the program.
public protocol CatalogueSource: Sendable {
  /// Reads and checks the whole catalogue, with the stock and ratings it states.
  ///
  /// - Throws: `ShopError.catalogueUnavailable` when it cannot be read at all, `.decoding`
  ///   naming every problem of its content.
  func readCatalogue() throws(ShopError) -> Catalogue

  /// The shop a catalogue that declares no `shop` name is: for a file, its canonical path, so
  /// that the same file reached by another path or a symbolic link is the same shop.
  func identityWithoutName() -> ShopID
}

/// A catalogue in a JSON file.
///
/// The file is only ever read.
public struct JSONCatalogueFile: CatalogueSource {
  /// The file's path, as the user gave it: messages show it like that.
  public let path: String

  /// The catalogue in the file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// Reads and checks the file.
  public func readCatalogue() throws(ShopError) -> Catalogue {
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try PosixFile.read(path, limit: .catalogueTree)
    } catch {
      throw .catalogueUnavailable(error.description)
    }
    return try CatalogueText.decode(bytes, named: path)
  }

  /// The file's canonical path: symbolic links, `.` and `..` resolved.
  public func identityWithoutName() -> ShopID {
    ShopID(Path.canonical(path) ?? path)
  }
}

/// A catalogue whose JSON text is built into the program, such as the default one.
public struct EmbeddedCatalogue: CatalogueSource {
  /// What messages call it: `the built-in catalogue`.
  public let name: String
  /// The JSON text.
  public let text: String

  /// The catalogue of JSON `text`, called `name` in messages.
  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }

  /// Reads and checks the text.
  public func readCatalogue() throws(ShopError) -> Catalogue {
    try CatalogueText.decode(Array(text.utf8), named: name)
  }

  /// The name it is known by, for a built-in catalogue that declares no shop name.
  public func identityWithoutName() -> ShopID {
    ShopID(name)
  }
}

/// Reads a catalogue's JSON text and reports every problem with the place it was found.
enum CatalogueText {
  /// The catalogue in `bytes`, read from the source at or called `path`.
  ///
  /// A document that starts as anything but an object is refused for that alone, as
  /// `CatalogueReader` refuses it without reading the rest.
  ///
  /// - Throws: `ShopError.decoding` naming every problem, each line starting with `path`.
  static func decode(_ bytes: [UInt8], named path: String) throws(ShopError) -> Catalogue {
    let name = path.inMessage
    if let first = firstByte(of: bytes), first != UInt8(ascii: "{"), JSONScanner.startsValue(first)
    {
      throw .decoding(report([CatalogueDecoder.notAnObject], in: name))
    }
    let document: JSONValue
    do throws(JSONSyntaxError) {
      document = try JSONReader().read(bytes)
    } catch {
      throw .decoding("\(name): \(error)")
    }
    var decoder = CatalogueDecoder()
    let catalogue = decoder.decode(document)
    guard let catalogue, decoder.problems.isEmpty else {
      throw .decoding(report(decoder.problems, in: name))
    }
    return catalogue
  }

  /// The first byte of the document, after a byte order mark and blanks; `nil` when it has
  /// none.
  private static func firstByte(of bytes: [UInt8]) -> UInt8? {
    bytes.withUnsafeBytes { bytes in
      var scanner = JSONScanner(bytes)
      try? scanner.skipByteOrderMark()
      try? scanner.skipWhitespace()
      return (try? scanner.current()) ?? nil
    }
  }

  /// Every problem on a line of its own that names the source; at most `limit` of them.
  static func report(_ problems: [String], in name: String, limit: Int = ProblemList.shownLimit)
    -> String
  {
    ProblemList.report(Array(problems.prefix(limit)), total: problems.count, in: name)
  }
}
