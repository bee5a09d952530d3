import Tasch

/// The simulation as the spec language writes it — the words of `--latency`, `--fail`,
/// `--seed` and `--simulation` — for a front whose clients send specs: the HTTP API's control
/// endpoints and its per-request header.
///
/// Like `SimulationControl`, every change answers with the simulation now in force.
public protocol SimulationSpecControl: Sendable {
  /// The simulation in force.
  func specs() async -> SimulationSpecs

  /// The seed of the simulation in force when a failure or wait of it depends on chance, for
  /// error documents to name; else `nil`. A client may have changed it since the shop started.
  func chanceSeed() async -> UInt64?

  /// Puts `specs` in force in place of the whole simulation: the preset they name, if any,
  /// with their latencies and failures over it; an operation they leave out neither waits nor
  /// fails (unless the preset says so), and without a seed the seed in force stays.
  ///
  /// - Throws: `SimulationSpecRefusal` naming the part that is not a spec, or the preset there
  ///   is not; nothing changes then.
  func replace(with specs: SimulationSpecs) async throws(SimulationSpecRefusal) -> SimulationSpecs

  /// Goes back to the simulation the shop started with, every count from the beginning.
  func restart() async -> SimulationSpecs

  /// A simulation of its own around the same store, for one request: `specs` read as
  /// `replace(with:)` reads them, counted from its first call, touching nothing in force.
  ///
  /// - Throws: `SimulationSpecRefusal`, as `replace(with:)` does.
  func scenario(_ specs: SimulationSpecs) async throws(SimulationSpecRefusal) -> SimulationScenario
}

/// A simulation in the words of the options: a preset to start from, latency and failure specs
/// laid over it, and the seed of chance.
public struct SimulationSpecs: Hashable, Sendable {
  /// The preset, as `--simulation` names it; only ever asked for, never answered.
  public var preset: String?
  /// The latency spec, as `--latency` takes it; `nil` for none.
  public var latency: String?
  /// The failure spec, as `--fail` takes it; `nil` for none.
  public var fail: String?
  /// The seed of chance; `nil` in a request keeps the one in force.
  public var seed: UInt64?

  /// Specs; by default none at all.
  public init(
    preset: String? = nil, latency: String? = nil, fail: String? = nil, seed: UInt64? = nil
  ) {
    self.preset = preset
    self.latency = latency
    self.fail = fail
    self.seed = seed
  }

  /// The seed `text` writes, as `--seed` and every other front take it: digits alone (`UInt64`
  /// would also take a sign), the spaces at its ends not part of it as around a spec's rules;
  /// `nil` when it is not a whole number from 0 to `UInt64.max`.
  public static func seed(_ text: String) -> UInt64? {
    let digits = text.utf8.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed()
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return UInt64(String(decoding: digits, as: UTF8.self))
  }
}

extension SimulationSpecs {
  /// The seeds the program picks itself, when none is given: below 2^53.
  ///
  /// A client that reads JSON numbers as doubles, as JavaScript does, reads one exactly and can
  /// send it back to replay the run. Any seed a user gives, up to 2^64 − 1, is still taken.
  public static let pickedSeeds: ClosedRange<UInt64> = 0...(1 << 53 - 1)

  /// A seed picked at random among `pickedSeeds`: the one rule wherever a seed is picked.
  public static func randomSeed() -> UInt64 {
    UInt64.random(in: pickedSeeds)
  }
}

/// Specs a simulation did not take: which part, and why, in English.
public struct SimulationSpecRefusal: Error, Hashable, Sendable {
  /// The part at fault: `latency`, `fail` or `preset`.
  public let field: String
  /// Why, quoting what is wrong.
  public let reason: String

  /// A refusal of `field`, because of `reason`.
  public init(field: String, reason: String) {
    self.field = field
    self.reason = reason
  }
}

/// One request's own simulation: the store it runs on, and the seed of chance when a failure
/// or wait depends on it, for the error documents to name.
public struct SimulationScenario: Sendable {
  /// The store, waiting and failing as the request's specs say.
  public let store: any ShopStore
  /// The seed, when chance is at play; else `nil`.
  public let chanceSeed: UInt64?

  /// A scenario on `store`.
  public init(store: any ShopStore, chanceSeed: UInt64?) {
    self.store = store
    self.chanceSeed = chanceSeed
  }
}
