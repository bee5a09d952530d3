import TaschPresentation

extension UsageText {
  /// What is wrong in the config file, naming the key at fault and saying what it should be.
  static func config(_ problem: ConfigProblem, localization: Localization) -> String {
    func withSuggestion(_ text: String, _ suggestion: String?) -> String {
      guard let suggestion else { return text }
      return text + "; " + localization.text(.usageDidYouMean, ["suggestion": suggestion])
    }
    switch problem {
    case .missing:
      return localization.text(.configMissing)
    case .unreadable(let reason):
      return localization.text(.configUnreadable, ["reason": reason])
    case .notAFile:
      return localization.text(.configNotAFile)
    case .tooLarge(let limit):
      return localization.text(.configTooLarge, ["limit": localization.number(limit)])
    case .notJSON(let line, let column, let reason):
      return localization.text(
        .configNotJSON,
        [
          "line": localization.number(line), "column": localization.number(column),
          "reason": reason,
        ]
      )
    case .notAnObject:
      return localization.text(.configNotAnObject, ["example": #"{"theme": "dark"}"#])
    case .unknownSetting(let key, let suggestion):
      let settings = (ConfigSetting.allCases.map(\.rawValue) + [ConfigFile.keysKey])
      return withSuggestion(
        localization.text(
          .configUnknownSetting, ["key": key, "settings": settings.joined(separator: ", ")]),
        suggestion)
    case .wrongKind(let key, let kind):
      return localization.text(
        .configWrongKind, ["key": key, "kind": words(for: kind, localization)])
    case .badValue(let key, .badSpec(_, let reason)):
      // The spec reader's reason quotes the value; the key names the setting, and no option
      // was typed.
      return localization.text(.configBadValue, ["key": key, "problem": reason])
    case .badValue(let key, let problem):
      return localization.text(
        .configBadValue, ["key": key, "problem": sentence(problem, localization: localization)])
    case .keysNotAnObject:
      return localization.text(.configKeysNotAnObject, ["example": #"{"wishlist": "W"}"#])
    case .unknownAction(let action, let suggestion):
      let actions = KeyAction.allCases.filter(\.isRebindable).map(\.rawValue)
      return withSuggestion(
        localization.text(
          .configUnknownAction, ["action": action, "actions": actions.joined(separator: ", ")]),
        suggestion)
    case .fixedAction(let action):
      return localization.text(.configFixedAction, ["action": action])
    case .keysNotKeys(let action):
      return localization.text(
        .configKeysNotKeys, ["action": action, "example": #""W" or ["down", "J"]"#])
    case .noKeys(let action):
      return localization.text(.configNoKeys, ["action": action])
    case .unknownKey(let action, let key):
      return localization.text(.configUnknownKey, ["action": action, "key": key])
    case .keySentAsAnother(let action, let key, let same):
      return localization.text(
        .configKeySentAsAnother, ["action": action, "key": key, "same": same])
    case .keyCollision(let action, let key, let other):
      return localization.text(
        .configKeyCollision, ["action": action, "key": key, "other": other])
    }
  }

  /// What a setting of `kind` should be, in words.
  private static func words(for kind: ConfigSetting.Kind, _ localization: Localization) -> String {
    switch kind {
    case .text: localization.text(.configKindText)
    case .absolutePath: localization.text(.configKindPath)
    case .flag: localization.text(.configKindFlag)
    case .wholeNumber: localization.text(.configKindNumber)
    }
  }
}
