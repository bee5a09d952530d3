import TaschJSON

/// The user's config file, read: defaults for the global options, and the shop's keys rebound.
///
/// `$XDG_CONFIG_HOME/tasch/config.json`, or the file `--config` names, is one JSON object such
/// as `{"theme": "dark", "store": "sqlite:/home/ann/shop.db", "keys": {"wishlist": "W"}}`:
/// each key a setting named as its option is (`ConfigSetting`), and `keys` an object of the
/// shop's actions, each given a key or a list of keys (`Key(configName:)`).
package struct ConfigFile: Sendable {
  /// Where it was read from.
  package let path: String
  /// Each setting it holds, as the text its flag would be given (`true` or `false` for a flag),
  /// so that its option reads it as it reads the flag, and checks it the same way.
  package let settings: [ConfigSetting: String]
  /// The keys it gives actions of the shop.
  let keys: [KeyAction: [Key]]
  /// The shop's keys, with these rebound.
  let keyMap: KeyMap

  /// The key of the shop's keys in the file.
  static let keysKey = "keys"

  /// The config file `bytes` hold, read from `path`.
  ///
  /// - Throws: `ConfigProblem` for text that is not JSON, not an object, a key that is no
  ///   setting, a value of the wrong kind, or keys that cannot be rebound so; the problem
  ///   first in the order of the keys' names.
  package static func read(_ bytes: [UInt8], path: String) throws(ConfigProblem) -> ConfigFile {
    let document: JSONValue
    do throws(JSONSyntaxError) {
      document = try JSONReader(maximumDepth: 8).read(bytes)
    } catch {
      throw .notJSON(line: error.line, column: error.column, reason: error.reason)
    }
    guard case .object(let fields) = document else {
      throw .notAnObject
    }
    var settings: [ConfigSetting: String] = [:]
    var keys: [KeyAction: [Key]] = [:]
    for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
      if key == keysKey {
        keys = try readKeys(value)
      } else if let setting = ConfigSetting(rawValue: key) {
        settings[setting] = try read(value, as: setting)
      } else {
        let names = ConfigSetting.allCases.map(\.rawValue) + [keysKey]
        throw .unknownSetting(key, suggestion: Suggestion.nearest(to: key, among: names))
      }
    }
    return ConfigFile(
      path: path, settings: settings, keys: keys, keyMap: try rebound(keys))
  }

  /// Whether the flag `setting` is on; `nil` when the file does not say.
  func isOn(_ setting: ConfigSetting) -> Bool? {
    settings[setting].map { $0 == "true" }
  }

  // MARK: - Settings

  /// The text of `value` for `setting`, as its flag would be given it.
  private static func read(_ value: JSONValue, as setting: ConfigSetting)
    throws(ConfigProblem) -> String
  {
    let wrongKind = ConfigProblem.wrongKind(key: setting.rawValue, expected: setting.kind)
    switch (setting.kind, value) {
    case (.text, .string(let text)):
      return text
    case (.absolutePath, .string(let path)):
      guard path.hasPrefix("/") else { throw wrongKind }
      return path
    case (.flag, .bool(let isOn)):
      return isOn ? "true" : "false"
    // However it is written (`5`, `5.0`, `0.5e1`), as every JSON text Tasch reads takes it;
    // other digits alone go as typed, for the option to refuse as it refuses its flag's.
    case (.wholeNumber, .number(let text)):
      if let number = value.wholeNumber(as: UInt64.self) { return String(number) }
      guard !text.contains(where: { ".eE".contains($0) }) else { throw wrongKind }
      return text
    default:
      throw wrongKind
    }
  }

  // MARK: - Keys

  /// The actions `value` rebinds, each to its keys.
  private static func readKeys(_ value: JSONValue) throws(ConfigProblem) -> [KeyAction: [Key]] {
    guard case .object(let fields) = value else {
      throw .keysNotAnObject
    }
    var keys: [KeyAction: [Key]] = [:]
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      guard let action = KeyAction(rawValue: name) else {
        let names = KeyAction.allCases.filter(\.isRebindable).map(\.rawValue)
        throw .unknownAction(name, suggestion: Suggestion.nearest(to: name, among: names))
      }
      guard action.isRebindable else { throw .fixedAction(name) }
      let names: [JSONValue] =
        switch value {
        case .array(let names): names
        default: [value]
        }
      let named = try names.map { name throws(ConfigProblem) in
        guard case .string(let text) = name else {
          throw .keysNotKeys(action: action.rawValue)
        }
        guard let key = Key(configName: text) else {
          if let same = Key.sentAsAnother[text] {
            throw .keySentAsAnother(action: action.rawValue, key: text, same: same)
          }
          throw .unknownKey(action: action.rawValue, key: text)
        }
        return key
      }
      if named.isEmpty { throw .noKeys(action: action.rawValue) }
      // A key named twice is one key: lists, help and footers show it once.
      var seen: Set<Key> = []
      keys[action] = named.filter { seen.insert($0).inserted }
    }
    return keys
  }

  /// The shop's keys with `keys` rebound.
  private static func rebound(_ keys: [KeyAction: [Key]]) throws(ConfigProblem) -> KeyMap {
    do throws(KeyRebindingProblem) {
      return try KeyMap.standard.rebound(keys)
    } catch {
      switch error {
      case .notRebindable(let action): throw .fixedAction(action.rawValue)
      case .noKeys(let action): throw .noKeys(action: action.rawValue)
      case .collision(let action, let key, let other):
        throw .keyCollision(action: action.rawValue, key: key.configName, other: other.rawValue)
      }
    }
  }
}
