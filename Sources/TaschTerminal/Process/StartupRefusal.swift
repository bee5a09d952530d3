import TaschPresentation

/// Why tasch will not start at all, found before anything runs.
public struct StartupRefusal: Hashable, Sendable {
  /// The words a refusal is in, found before the command line can be read: those of the last
  /// `--locale` among `arguments`, else of the environment (`TASCH_LOCALE`, `LC_ALL`, `LANG`…),
  /// as far as they are text; the config file is not read.
  public static func localization(arguments: [String], environment: [String: String])
    -> Localization
  {
    let locale = GlobalOptions.localeID
    let option = TaschCommandLine.value(of: "--" + locale.definition.name, in: arguments)
      .flatMap { try? locale.value(of: $0) }
    return Localization(LocaleResolver.resolve(option: option, environment: environment))
  }

  /// The error code of the JSON document: `usage`, `storage`.
  public let code: String
  /// What is wrong.
  public let message: String
  /// What to do about it.
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
