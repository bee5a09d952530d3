/// A system library that could not be loaded, or lacks a function: says which package to
/// install, since that is the fix.
public struct SystemLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The library's file name, such as `libpq.so.5`.
  public let library: String
  /// The Debian package that installs it, such as `libpq5`.
  public let package: String
  /// The dynamic loader's words.
  public let reason: String
  /// The missing function, when the library loaded but lacks it (it is then too old).
  public let symbol: String?

  /// The failure to load `library`, or to find `symbol` in it, for `reason`.
  public init(library: String, package: String, reason: String, symbol: String? = nil) {
    self.library = library
    self.package = package
    self.reason = reason
    self.symbol = symbol
  }

  /// `cannot load libpq.so.5 (…): install the Debian package libpq5 (apt-get install libpq5)`.
  public var description: String {
    guard let symbol else {
      return "cannot load \(library) (\(reason)): install the Debian package \(package) "
        + "(apt-get install \(package))"
    }
    return "\(library) has no function \(symbol), so it is too old: install a newer version "
      + "of the Debian package \(package) (apt-get install \(package))"
  }
}
