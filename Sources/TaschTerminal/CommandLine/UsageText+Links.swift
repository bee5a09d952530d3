import TaschPresentation

extension UsageText {
  /// What is wrong in a link, naming the part at fault: the place, the path, the identifier,
  /// the parameter and its value.
  static func linkReason(_ problem: LinkProblem, localization: Localization) -> String {
    switch problem {
    case .notALink: localization.text(.linkNotALink)
    case .wrongScheme(let scheme): localization.text(.linkWrongScheme, ["scheme": scheme])
    case .unknownPlace(let place): localization.text(.linkUnknownPlace, ["place": place])
    case .unexpectedPath(let path): localization.text(.linkUnexpectedPath, ["path": path])
    case .missingProductID: localization.text(.linkMissingProductID)
    case .badProductID(let id): productID(id, localization: localization)
    case .unexpectedQuery: localization.text(.linkUnexpectedQuery)
    case .unexpectedFragment: localization.text(.linkUnexpectedFragment)
    case .unknownQueryItem(let name): localization.text(.linkUnknownParameter, ["name": name])
    case .repeatedQueryItem(let name): localization.text(.linkRepeatedParameter, ["name": name])
    case .missingValue(let name): localization.text(.linkMissingValue, ["name": name])
    case .unexpectedValue(let name, let value):
      localization.text(.linkUnexpectedValue, ["name": name, "value": value])
    case .badSort(let value):
      localization.text(
        .linkBadSort, ["value": value, "sorts": Route.sortNames.joined(separator: ", ")])
    case .badPercentEncoding(let text): localization.text(.linkBadPercentEncoding, ["text": text])
    }
  }
}
