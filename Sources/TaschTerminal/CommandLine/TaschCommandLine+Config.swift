import TaschPresentation

extension TaschCommandLine {
  /// The config file `arguments` and the environment point to, read: the one `--config` names,
  /// else the one `TASCH_CONFIG` names, either of which must be there; else the default file,
  /// `$XDG_CONFIG_HOME/tasch/config.json`, when there is one.
  ///
  /// - Throws: `UsageError` naming the file when it cannot be used, or for an empty `--config`.
  func config(for arguments: [String]) throws(UsageError) -> ConfigFile? {
    let option = "--" + GlobalOptions.configPath.definition.name
    let flag = Self.value(of: option, in: arguments)
    if flag?.isEmpty == true { throw UsageError(.emptyPath(option: option)) }
    let variable = GlobalOptions.configPath.definition.environment ?? ""
    let asked = flag ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    guard let path = asked ?? DefaultPaths.configFile(environment: environment) else {
      return nil
    }
    do throws(ConfigProblem) {
      return try ConfigFile.load(path, isAsked: asked != nil)
    } catch {
      throw UsageError(.badConfig(file: path, error))
    }
  }

  /// The words `arguments`, the environment and `config` ask for: `--locale`, else
  /// `TASCH_LOCALE`, else the config file's, else the system's (`LC_ALL`, `LANG`…).
  ///
  /// Each is read as the option reads it (spaces around it trimmed), so that the words of a
  /// refusal are those of the output the same command line would have given.
  func localization(for arguments: [String], config: ConfigFile?) -> Localization {
    let option = GlobalOptions.localeID
    let asked = [
      Self.value(of: "--" + option.definition.name, in: arguments),
      environment[option.definition.environment ?? ""], config?.settings[.locale],
    ]
    let locale = asked.lazy.compactMap { $0.flatMap { try? option.value(of: $0) } }.first
    return Localization(LocaleResolver.resolve(option: locale, environment: environment))
  }

  /// The value `option` is given among `arguments`, before `--`, the last time it is given, as
  /// the parser reads it: `--name=value` or `--name value`.
  static func value(of option: String, in arguments: [String]) -> String? {
    var value: String?
    var index = arguments.startIndex
    while index < arguments.endIndex, arguments[index] != "--" {
      let argument = arguments[index]
      index += 1
      if argument.hasPrefix(option + "=") {
        value = String(argument.dropFirst(option.count + 1))
      } else if argument == option, index < arguments.endIndex {
        value = arguments[index]
        index += 1
      }
    }
    return value
  }
}
