import TaschPresentation

/// Why tasch will not start at all, found before anything runs.
public struct StartupRefusal: Hashable, Sendable {
  /// The error code of the JSON document: `usage`, `storage`.
  public let code: String
  /// What is wrong, in English.
  public let message: String
  /// How the program ends.
  public let status: ExitStatus

  /// Writes the message to standard error, or as a JSON error document on standard output
  /// when `json`; the status to exit with.
  public func report(on console: Console, json: Bool) -> ExitStatus {
    if json {
      console.output.write(
        ShopDocuments.text(ShopDocuments.error(code: code, message: message)))
    } else {
      console.errors.write("tasch: \(message)\n")
    }
    return status
  }
}
