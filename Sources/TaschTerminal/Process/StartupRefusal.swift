import TaschPresentation

/// Why tasch will not start at all, found before anything runs.
public struct StartupRefusal: Hashable, Sendable {
  /// The error code of the JSON document: `usage`, `storage`.
  public let code: String
  /// What is wrong, in English.
  public let message: String
  /// What to do about it, in English.
  public let recovery: String
  /// How the program ends.
  public let status: ExitStatus

  /// Writes the message and the recovery to standard error, or as a JSON error document on
  /// standard output when `json`, which has both as every error document does; the status to
  /// exit with.
  public func report(on console: Console, json: Bool) -> ExitStatus {
    if json {
      console.output.write(
        ShopDocuments.text(ShopDocuments.error(code: code, message: message, recovery: recovery)))
    } else {
      console.errors.write("tasch: \(message)\n\(recovery)\n")
    }
    return status
  }
}
