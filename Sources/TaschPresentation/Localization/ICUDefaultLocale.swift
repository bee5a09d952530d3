import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// ICU's own default locale, which every Foundation number format reads.
///
/// ICU does not take its default locale from Foundation: it reads `LC_ALL`, `LC_MESSAGES` and
/// `LANG` from the process's environment the first time any formatter is made, and a malformed
/// value there (`LANG=aaaaaaaaaaaa`) makes it dereference a null pointer, however valid the
/// locale Tasch passes. So before Tasch makes its first `Locale`, the variables that are not
/// locale identifiers leave the environment, and ICU falls back to the next one, or to
/// `en_US_POSIX`, as Tasch's own `LocaleResolver` does.
enum ICUDefaultLocale {
  /// The variables ICU reads, in the order it reads them.
  static let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// The variables of `environment` ICU must not see: those set to anything but a locale.
  static func variablesToRemove(from environment: [String: String]) -> [String] {
    variables.filter { name in
      environment[name].map { LocaleIdentifier(parsing: $0) == nil } ?? false
    }
  }

  /// Removes those variables from this process's environment, once, before ICU reads it.
  static func protect() {
    _ = removal
  }

  // A `static let` runs its initializer once, whichever thread comes first, and the others
  // wait for it. `unsetenv` is not safe against a concurrent `getenv`; the only reader that
  // matters is ICU, which reads these variables when its first formatter is made, after this.
  private static let removal: Void = {
    for name in variablesToRemove(from: ProcessInfo.processInfo.environment) {
      unsetenv(name)
    }
  }()
}
