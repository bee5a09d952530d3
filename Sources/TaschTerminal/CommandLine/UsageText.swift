import Tasch
import TaschHTTP
import TaschPresentation

/// Usage errors in the user's language.
enum UsageText {
  /// The sentence that says what is wrong, with the nearest valid name when there is one.
  static func message(_ error: UsageError, localization: Localization) -> String {
    let problem = sentence(error.problem, localization: localization)
    guard let variable = error.variable else { return problem }
    return localization.text(.usageFromVariable, ["variable": variable, "problem": problem])
  }

  /// What to do about the error: where to read the usage of the command it is about, or, for
  /// what no usage can help with (the environment, a file of settings), what to put right.
  static func hint(_ error: UsageError, localization: Localization) -> String {
    switch error.problem {
    case .noStatePlace:
      return localization.text(.noStatePlaceRecovery)
    case .badDefaultState(let path, _):
      return localization.text(.badDefaultStateRecovery, ["path": shown(path)])
    case .badConfig(_, .missing), .badConfig(_, .notAFile(isNamed: true)):
      // There is nothing to mend or move: the name given is what is wrong (a file that is not
      // there, or a folder or a device such as /dev/null, which is not to be moved).
      return localization.text(.usageNameAnExistingConfig)
    case .badConfig(let file, _), .badPreset(let file, _):
      return localization.text(.usageMendFile, ["file": shown(file)])
    default:
      let command = ["tasch", error.command ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
      return localization.text(.usageSeeHelp, ["command": command])
    }
  }

  static func sentence(_ problem: UsageError.Problem, localization: Localization) -> String {
    func withSuggestion(_ text: String, _ suggestion: String?) -> String {
      guard let suggestion else { return text }
      return text + "; " + localization.text(.usageDidYouMean, ["suggestion": suggestion])
    }
    switch problem {
    case .unknownCommand(let name, let suggestion):
      return withSuggestion(localization.text(.usageUnknownCommand, ["name": name]), suggestion)
    case .unknownOption(let name, let suggestion):
      return withSuggestion(localization.text(.usageUnknownOption, ["name": name]), suggestion)
    case .missingValue(let option):
      return localization.text(.usageMissingValue, ["option": option])
    case .unexpectedValue(let option):
      return localization.text(.usageUnexpectedValue, ["option": option])
    case .unexpectedArgument(let value):
      return localization.text(.usageUnexpectedArgument, ["value": value])
    case .missingArgument(let name):
      return localization.text(.usageMissingArgument, ["name": name])
    case .badProductID(let value):
      return productID(value, localization: localization)
    case .badStars(let value):
      return localization.text(.usageBadStars, ["value": value])
    case .starsAndClear:
      return localization.text(.usageStarsAndClear)
    case .badQuantity(let value, let minimum):
      return localization.text(
        .usageBadQuantity,
        [
          "value": value, "minimum": localization.number(minimum),
          "maximum": localization.number(ShopRules.largestQuantity),
        ])
    case .badChoice(let option, let value, let choices, let suggestion):
      let text = localization.text(
        .usageBadChoice,
        ["value": value, "option": option, "choices": choices.joined(separator: ", ")])
      return withSuggestion(text, suggestion)
    case .badCount(let option, let value, _) where ShopRules.isTooLargeWholeNumber(value):
      return localization.text(
        .usageCountTooLarge,
        ["value": value, "option": option, "largest": localization.number(Int.max)])
    case .badCount(let option, let value, let minimum):
      return localization.text(
        .usageBadCount, ["value": value, "option": option, "minimum": localization.number(minimum)])
    case .badLocale(let value):
      return localization.text(.usageBadLocale, ["value": value])
    case .badSeed(let value):
      return localization.text(.usageBadSeed, ["value": value])
    case .badSpec(let option, let reason):
      return localization.text(.usageBadSpec, ["option": option, "reason": reason])
    case .unknownPreset(let name, let among):
      return localization.text(
        .usageUnknownPreset, ["name": name, "presets": among.joined(separator: ", ")])
    case .badPreset(let file, let reason):
      return localization.text(.usageBadPreset, ["file": shown(file), "reason": reason])
    case .needsConfirmation:
      return localization.text(.usageNeedsConfirmation)
    case .emptyPath(let option):
      return localization.text(.usageEmptyPath, ["option": option])
    case .emptyName(let option):
      return localization.text(.usageEmptyName, ["option": option])
    case .blankName(let option):
      return localization.text(.usageBlankName, ["option": option])
    case .controlInName(let option):
      return localization.text(.usageControlInName, ["option": option])
    case .invisibleInName(let option):
      return localization.text(.usageInvisibleInName, ["option": option])
    case .longName(let option, let limit):
      return localization.text(.usageLongName, ["option": option, "limit": String(limit)])
    case .badStore(let value):
      return localization.text(.usageBadStore, ["value": value])
    case .shopNotPicked(let shops):
      return localization.text(.usageShopNotPicked, ["shops": shops.joined(separator: ", ")])
    case .unknownShop(let shop, let shops):
      return localization.text(
        .usageUnknownShop, ["shop": shop, "shops": shops.joined(separator: ", ")])
    case .badLink(let value, let problem):
      return localization.text(
        .usageBadLink,
        [
          "value": value, "reason": linkReason(problem, localization: localization),
          "links": Route.linkShapes.joined(separator: ", "),
        ])
    case .noStatePlace:
      return localization.text(.noStatePlace)
    case .badPath(let option, let reason):
      return localization.text(.usageBadPath, ["option": option, "reason": reason])
    case .badDefaultState(let path, let reason):
      return localization.text(.usageBadDefaultState, ["path": shown(path), "reason": reason])
    case .storeNeeded:
      return localization.text(.usageStoreNeeded)
    case .optionConflict(let conflict):
      let words: TerminalText =
        switch conflict {
        case .catalogueWithStore: .usageCatalogueWithStore
        case .stateWithStore: .usageStateWithStore
        case .shopWithLoad: .usageShopWithLoad
        case .userWithLoad: .usageUserWithLoad
        case .userWithFiles: .usageUserWithFiles
        case .userWithShopperTokens: .usageUserWithShopperTokens
        case .userWithServe: .usageUserWithServe
        }
      return localization.text(words)
    case .noJSONForm(let command):
      return localization.text(.usageNoJSONForm, ["command": command])
    case .tokensNeedDatabase:
      return localization.text(.usageTokensNeedDatabase)
    case .badListen(let value, let problem):
      let reason: TerminalText =
        switch problem {
        case .notHostAndPort: .usageListenNotHostAndPort
        case .badHost: .usageListenBadHost
        case .badPort: .usageListenBadPort
        }
      return localization.text(
        .usageBadListen, ["value": value, "reason": localization.text(reason)])
    case .listenNotLoopback(let value):
      return localization.text(.usageListenNotLoopback, ["value": value])
    case .badConfig(let file, let problem):
      return localization.text(
        .usageBadConfig,
        ["file": shown(file), "problem": config(problem, localization: localization)])
    }
  }
}

extension UsageText {
  /// Why `value` is not a product identifier: too large for one, or not a whole number above 0.
  static func productID(_ value: String, localization: Localization) -> String {
    guard ShopRules.isTooLargeWholeNumber(value) else {
      return localization.text(.usageBadProductID, ["value": value])
    }
    return localization.text(
      .usageProductIDTooLarge, ["value": value, "largest": localization.number(Int.max)])
  }

  /// A path as a usage message names it: on one line, whatever characters its name holds, so
  /// that none starts a line of the message that reads as a message of its own.
  private static func shown(_ path: String) -> String {
    TextLayout.printable(path)
  }
}
