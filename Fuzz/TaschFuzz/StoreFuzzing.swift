import TaschComposition

/// Any text given for a store (`--store`, `TASCH_STORE`, the config file's `store`), as a
/// message quotes it with every password it may hold hidden: whatever the text, hiding ends.
///
/// The input's first line is also made the password of a URL and of a connection string of
/// keywords; neither may show it.
enum StoreFuzzing {
  static func run(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    _ = StoreChoice.shownWithoutPasswords(text)

    let password = String(text.prefix { $0 != "\n" }.prefix(64))
    // A password holding what ends a URL's user part, or a keyword's value, is one libpq would
    // cut elsewhere too.
    guard password.count >= 4,
      !password.unicodeScalars.contains(where: {
        "@/?#&='\\".unicodeScalars.contains($0) || $0.properties.isWhitespace
      })
    else { return }
    for (before, after) in [
      ("postgresql://ann:", "@db.example:5432/shop?sslmode=disable"),
      ("host=db.example password=", " user=ann dbname=shop"),
    ] {
      let hidden = StoreChoice.shownWithoutPasswords(before + password + after)
      let shownAnyway = (before + "***" + after).contains(password)
      require(
        !hidden.contains(password) || shownAnyway,
        "the password \(password) of \(before + password + after) shows in \(hidden)")
    }
  }
}
