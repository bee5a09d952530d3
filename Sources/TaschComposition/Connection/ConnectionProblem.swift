import Tasch

/// Why the composition could not connect to the shop the settings describe.
public enum ConnectionProblem: Error, Hashable, Sendable {
  /// The settings cannot work as written: a front reports it as a mistake in what it was
  /// given (the terminal as a usage error, exit status 2), naming the setting in its own words.
  case usage(SettingsProblem)
  /// The store could not be reached or read.
  case shop(ShopError)
}

/// What is wrong with settings that cannot work as written.
public enum SettingsProblem: Hashable, Sendable {
  /// Nothing says where the JSON files' state file goes.
  case noStatePlace
  /// A path that cannot name a file (empty, a folder, too long…): the setting that gave it,
  /// the path, and the reason, in English.
  case badPath(ShopSetting, path: String, reason: String)
  /// A simulation spec was refused; the reason is the spec reader's, in English.
  case badSpec(ShopSetting, reason: String)
  /// The store holds no shop of the name asked for; the shops it holds.
  case unknownShop(asked: String, among: [String])
  /// The store holds several shops, or none, and none was picked; their names.
  case shopNotPicked([String])
  /// No simulation preset has the name asked for; the names there are.
  case unknownPreset(String, among: [String])
  /// A preset file is not a preset; why, in English, naming the field at fault.
  case badPreset(file: String, reason: String)
}

/// A setting a problem is about, for a front to name in its own words (`--state`, say).
public enum ShopSetting: Hashable, Sendable {
  /// The JSON files' catalogue.
  case catalogue
  /// The JSON files' state file.
  case state
  /// The database store.
  case store
  /// The latency spec.
  case latency
  /// The failure spec.
  case fail
}
