import TaschTerminal

/// Any command line: sorted into options and arguments, or refused as a usage error; the
/// options found are always options of the command.
enum ArgumentFuzzing {
  static func run(_ input: [UInt8]) {
    guard let first = input.first else { return }
    // The first byte picks the command; the rest are its words, separated by NUL bytes.
    let commands = [[]] + allPaths(CommandTree.commands, prefix: [])
    let path = commands[Int(first) % commands.count]
    let words = input.dropFirst().split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    let options = GlobalOptions.definitions + (CommandTree.command(at: path)?.options ?? [])
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ArgumentParser.parse(words, options: options)
    } catch {
      return
    }
    let names = Set(options.map(\.name))
    for name in parsed.options.keys {
      require(names.contains(name), "an option the command does not have: \(name)")
    }
    let again = try? ArgumentParser.parse(canonical(parsed, options), options: options)
    require(
      again == parsed,
      "\(words) read as \(parsed), its canonical form as \(String(describing: again))")
    let environment = ["HOME": "/home/fuzz", "TASCH_LATENCY": "800ms", "TASCH_SEED": "7"]
    _ = try? GlobalOptions.resolve(parsed, environment: environment)
  }

  /// The words that say what `parsed` holds, in one way: `--name=value` or `--name`, then
  /// `--` and the positional arguments.
  private static func canonical(_ parsed: ParsedArguments, _ options: [OptionDefinition])
    -> [String]
  {
    let takesValue = Set(options.filter(\.takesValue).map(\.name))
    let words = parsed.options.keys.sorted().map { name in
      takesValue.contains(name) ? "--\(name)=\(parsed.options[name] ?? "")" : "--\(name)"
    }
    return words + (parsed.wantsHelp ? ["--help"] : []) + ["--"] + parsed.positionals
  }

  private static func allPaths(_ commands: [CommandDefinition], prefix: [String]) -> [[String]] {
    commands.flatMap { command in
      [prefix + [command.name]] + allPaths(command.subcommands, prefix: prefix + [command.name])
    }
  }
}
