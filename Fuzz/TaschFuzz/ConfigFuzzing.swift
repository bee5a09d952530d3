import TaschTerminal

/// A config file of any bytes: refused with the problem it has, or read into settings that the
/// global options take, or refuse as a usage error naming the file; never a crash.
enum ConfigFuzzing {
  static func run(_ input: [UInt8]) {
    let file: ConfigFile
    do throws(ConfigProblem) {
      file = try ConfigFile.read(input, path: "/home/fuzz/.config/tasch/config.json")
    } catch {
      return
    }
    for (setting, value) in file.settings where setting.kind == .flag {
      require(value == "true" || value == "false", "the flag \(setting) read as \(value)")
    }
    guard let nothing = try? ArgumentParser.parse([], options: GlobalOptions.definitions) else {
      return require(false, "an empty command line was refused")
    }
    _ = try? GlobalOptions.resolve(nothing, environment: ["HOME": "/home/fuzz"], config: file)
  }
}
