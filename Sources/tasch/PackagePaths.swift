/// Where the package's own files are, found from this source file's path at build time, so
/// that `swift run tasch` finds the default catalogue from any working folder.
enum PackagePaths {
  /// The package's root folder.
  static let root: String = {
    var path = #filePath
    // Sources/tasch/PackagePaths.swift → the package root, three levels up.
    for _ in 0..<3 {
      guard let slash = path.lastIndex(of: "/") else { return "." }
      path = String(path[..<slash])
    }
    return path
  }()

  /// The default catalogue, `FakeData/catalogue.json`.
  static var defaultCatalogue: String { root + "/FakeData/catalogue.json" }

  /// What a new user of the default catalogue starts with, `FakeData/user.json`.
  static var seedState: String { root + "/FakeData/user.json" }
}
