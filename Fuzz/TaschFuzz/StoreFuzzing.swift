import TaschComposition

/// Any text given for a store (`--store`, `TASCH_STORE`, the config file's `store`), as a
/// message quotes it: every password it may hold hidden, and nothing left to hide once hidden.
///
/// The input's first line is also the password of a URL made around it, which must not show.
enum StoreFuzzing {
  static func run(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let shown = StoreChoice.shownWithoutPasswords(text)
    require(
      StoreChoice.shownWithoutPasswords(shown) == shown,
      "\(text) shows as \(shown), which hides more when shown again")

    let password = String(text.prefix { $0 != "\n" }.prefix(64))
    // A password holding what ends a URL's user part is one libpq would cut elsewhere too.
    guard password.count >= 4, !password.contains(where: { "@/?#&=".contains($0) }) else {
      return
    }
    let (before, after) = ("postgresql://ann:", "@db.example:5432/shop?sslmode=disable")
    let url = before + password + after
    let hidden = StoreChoice.shownWithoutPasswords(url)
    let shownAnyway = (before + "***" + after).contains(password)
    require(
      !hidden.contains(password) || shownAnyway,
      "the password \(password) of \(url) shows in \(hidden)")
  }
}
