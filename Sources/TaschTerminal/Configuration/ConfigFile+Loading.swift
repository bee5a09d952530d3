import TaschComposition

extension ConfigFile {
  /// The most a config file may hold: a few hundred bytes are usual.
  static let largest = 1 << 20

  /// The config file at `path`.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - isAsked: whether the user named it (`--config`, `TASCH_CONFIG`), so that it must be
  ///     there; the default file need not be.
  /// - Returns: the file read; `nil` for a default file that is not there.
  /// - Throws: `ConfigProblem` when a file asked for is not there, or any file cannot be read
  ///   or is not a config file. Nothing is written, ever.
  static func load(_ path: String, isAsked: Bool) throws(ConfigProblem) -> ConfigFile? {
    let bytes: [UInt8]
    do throws(SettingsFile.Problem) {
      bytes = try SettingsFile.bytes(at: path, limit: largest)
    } catch {
      switch error {
      case .missing:
        if isAsked { throw .missing }
        return nil
      case .danglingLink: throw .unreadable(reason: error.description)
      case .notAFile: throw .notAFile(isNamed: isAsked)
      case .tooLarge(let limit): throw .tooLarge(limit: limit)
      case .unreadable(let reason): throw .unreadable(reason: reason)
      }
    }
    return try read(bytes, path: path)
  }
}
