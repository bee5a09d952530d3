extension SQLiteConnection {
  /// The `file:` URI of the file at `path`, whatever its name: `%`, `?` and `#` escaped; an
  /// absolute path after an empty authority, so that one starting with `//` is not read as a
  /// host.
  ///
  /// Every connection opens its file by this URI, so that a path that looks like one
  /// (`file:shop.db?mode=memory`, which a SQLite built to read URIs would otherwise take as
  /// one) names the file the store's own checks look at.
  static func fileURI(_ path: String) -> String {
    var escaped = ""
    for character in path {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3f"
      case "#": escaped += "%23"
      default: escaped.append(character)
      }
    }
    return (path.hasPrefix("/") ? "file://" : "file:") + escaped
  }
}
