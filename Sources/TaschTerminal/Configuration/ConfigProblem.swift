/// Why the config file cannot be used: what is wrong, where in it, and what it should be.
///
/// A problem is a usage error, exit status 2, naming the file: nothing is done, and no file is
/// touched.
public enum ConfigProblem: Error, Hashable, Sendable {
  /// `--config` (or `TASCH_CONFIG`) names no file.
  case missing
  /// The file cannot be read; why, in English (the system's words).
  case unreadable(reason: String)
  /// Not a regular file: a folder, a pipe, a device; `isNamed` when `--config` or
  /// `TASCH_CONFIG` named it (`/dev/null`, say), rather than it being where the default file goes.
  case notAFile(isNamed: Bool)
  /// Larger than a config file can be, in bytes.
  case tooLarge(limit: Int)
  /// Not JSON; where and why, in English, as the JSON reader says.
  case notJSON(line: Int, column: Int, reason: String)
  /// JSON, but not an object of settings.
  case notAnObject
  /// A key that is no setting; the nearest that is, if any is near.
  case unknownSetting(String, suggestion: String?)
  /// A setting whose value is not of its kind; the key, and the kind.
  case wrongKind(key: String, expected: ConfigSetting.Kind)
  /// A setting whose value its option refuses.
  indirect case badValue(key: String, UsageError.Problem)
  /// `keys` is not an object of actions.
  case keysNotAnObject
  /// An action that is not one of the shop's; the nearest that is, if any is near.
  case unknownAction(String, suggestion: String?)
  /// An action whose keys cannot be changed.
  case fixedAction(String)
  /// An action's keys are neither a key nor a list of keys.
  case keysNotKeys(action: String)
  /// An action given no key at all.
  case noKeys(action: String)
  /// A key that is not one, by its name in the file.
  case unknownKey(action: String, key: String)
  /// Ctrl and a letter that a terminal sends as another key (`ctrl-m` as `enter`), by the name
  /// of that key.
  case keySentAsAnother(action: String, key: String, same: String)
  /// A key given to an action that already does something else where the action works.
  case keyCollision(action: String, key: String, other: String)
}
