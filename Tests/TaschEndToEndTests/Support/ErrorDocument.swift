/// What the tests read of an error document, standard output's or an answer's, read as JSON.
extension [String: Any] {
  /// The error's code, if this is an error document.
  var errorCode: String? { error?["code"] as? String }

  /// The error's message, if this is an error document.
  var errorMessage: String? { error?["message"] as? String }

  private var error: [String: Any]? { self["error"] as? [String: Any] }
}
