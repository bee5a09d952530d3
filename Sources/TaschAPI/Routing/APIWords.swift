import TaschPresentation

/// The words of a refusal, put in the request's language when it is answered: a refusal may be
/// found before the request's language is read, or where it is not at hand.
indirect enum APIWords: Hashable, Sendable {
  /// The words of `key`, each placeholder filled with the words given for it.
  case text(TextKey, [String: APIWords])
  /// Words that are no language's, or already in the request's: a path, a value quoted, a
  /// library's reason.
  case verbatim(String)
  /// Methods listed, the last after "or": `GET, HEAD or PUT`.
  case methods([String])

  /// The words of `key`, each placeholder filled with a value that is no language's.
  static func key(_ key: TextKey, _ values: [String: String] = [:]) -> APIWords {
    .text(key, values.mapValues(APIWords.verbatim))
  }

  /// The words in `localization`'s language.
  func text(_ localization: Localization) -> String {
    switch self {
    case .text(let key, let values):
      return localization.text(key, values.mapValues { $0.text(localization) })
    case .verbatim(let text):
      return text
    case .methods(let names):
      guard let last = names.last, names.count > 1 else { return names.first ?? "" }
      return localization.text(
        .requestMethodsOr, ["methods": names.dropLast().joined(separator: ", "), "last": last])
    }
  }
}
