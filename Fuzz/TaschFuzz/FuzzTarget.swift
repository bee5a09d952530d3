import Glibc

/// The parsers fed from outside, each one a fuzz target.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// The catalogue file: JSON, then the catalogue's checks.
  case catalogue
  /// The user's state file, and writing back what was read.
  case state
  /// `--latency` and `--fail` specs.
  case spec
  /// The bytes a terminal sends in raw mode.
  case keys
  /// The command line: arguments, options and the environment's settings.
  case arguments
  /// What an HTTP client sends on a connection: requests, in reads of any sizes.
  case http
  /// The file where the shop keeps where it was left, and the shop opened there.
  case place
  /// The user's config file: settings and the shop's keys.
  case config
  /// What a client sends the API: requests answered by the shop, as `tasch serve` answers them.
  case api
  /// A locale the environment, `--locale` or a request names, and the formats made for it.
  case locale
  /// A `tasch://` link, as `tasch open` takes it.
  case link
  /// What is given for a store, as messages quote it, its passwords hidden.
  case store

  /// The environment variable that names the target.
  static let variable = "TASCH_FUZZ_TARGET"

  /// The target the environment names.
  static var selected: FuzzTarget? {
    getenv(variable).flatMap { FuzzTarget(rawValue: String(cString: $0)) }
  }

  /// The target the environment named when first asked, kept for every input after.
  static let chosen = selected

  /// Runs one input; a property that does not hold stops the program, which is the finding.
  func run(_ input: [UInt8]) {
    switch self {
    case .catalogue: CatalogueFuzzing.run(input)
    case .state: StateFuzzing.run(input)
    case .spec: SpecFuzzing.run(input)
    case .keys: KeyFuzzing.run(input)
    case .arguments: ArgumentFuzzing.run(input)
    case .http: HTTPFuzzing.run(input)
    case .place: PlaceFuzzing.run(input)
    case .config: ConfigFuzzing.run(input)
    case .api: APIFuzzing.run(input)
    case .locale: LocaleFuzzing.run(input)
    case .link: LinkFuzzing.run(input)
    case .store: StoreFuzzing.run(input)
    }
  }
}

/// Stops the program with `message` when `condition` is false: a finding of the fuzzer.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  guard !condition else { return }
  complain("property violated: \(message())")
  abort()
}

/// Writes `line` to standard error, unbuffered: a crash right after must not lose it.
func complain(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
