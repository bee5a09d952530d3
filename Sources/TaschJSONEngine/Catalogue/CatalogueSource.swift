import Tasch

/// Where the catalogue comes from.
///
/// The data layer reads the catalogue through this one requirement only, so a faster reader or
/// an index can replace the JSON file later without touching the data layer or the use cases.
public protocol CatalogueSource: Sendable {
  /// Reads the whole catalogue, with other shoppers' ratings and the stock the file states:
  /// nothing of the user's own state.
  ///
  /// - Throws: `ShopError.decoding` naming what is wrong.
  func readCatalogue() throws(ShopError) -> Catalogue
}

/// A catalogue in a JSON file, in the format of DATA.md.
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
      bytes = try PosixFile.read(path)
    } catch {
      throw .decoding("\(error.description)")
    }
    let document: JSONValue
    do throws(JSONSyntaxError) {
      document = try JSONReader().read(bytes)
    } catch {
      throw .decoding("\(path): \(error)")
    }
    var decoder = CatalogueDecoder()
    let catalogue = decoder.decode(document)
    guard let catalogue, decoder.problems.isEmpty else {
      throw .decoding(Self.report(decoder.problems, in: path))
    }
    return catalogue
  }

  /// Every problem on a line of its own that names the file; at most `limit` of them.
  static func report(_ problems: [String], in path: String, limit: Int = ProblemList.shownLimit)
    -> String
  {
    ProblemList.report(Array(problems.prefix(limit)), total: problems.count, in: path)
  }
}
