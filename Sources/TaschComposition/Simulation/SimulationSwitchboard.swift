import Tasch
import TaschPresentation
import TaschSimulation
import TaschStoreSupport

/// The simulation as a front's panel sees it: each operation's failure pattern, kind and
/// latency as words of the spec language, the presets, and the seed.
///
/// The panel steps through a few common values of each; whatever the options set is kept
/// among them, so stepping never loses it.
struct SimulationSwitchboard: SimulationControl {
  let simulated: SimulatedShopStore
  /// The presets a panel or a client can put in force, built-in and the user's, read when one
  /// is asked for.
  var presets = SimulationPresets(folder: nil)

  /// The failure patterns the panel steps through.
  static let patterns = [
    SimulationPanel.off, "once", "3x", "10%", "50%", "every:3", "after:2", "for:30s", "always",
  ]
  /// The latencies the panel steps through.
  static let latencies = [
    "0ms", "100ms", "300ms", "800ms", "2s", "5s", "200ms~150ms", "lognormal:200ms:2s",
  ]

  func panel() async -> SimulationPanel {
    Self.panel(
      of: await simulated.settings, startingFrom: simulated.startingSettings,
      presets: presets.listing().presets.map(\.name))
  }

  func apply(_ panel: SimulationPanel) async -> SimulationPanel {
    var settings = await simulated.settings
    settings.seed = panel.seed
    for row in panel.rows {
      guard let operation = ShopOperation(rawValue: row.operation) else { continue }
      // Every value came from the panel's own lists or the settings, so each reads back; one
      // that did not would leave the operation as it was.
      if !row.fails {
        settings.failures[operation] = nil
      } else if let rule = try? SimulationSpec.failures(
        "\(operation.rawValue)=\(row.failure.value):\(row.kind.value)")[operation]
      {
        settings.failures[operation] = rule
      }
      // A row at the latency of every other operation is not set on its own: the options
      // then say only what differs, not each operation at 0ms.
      if let latency = try? SimulationSpec.latencies(
        "\(operation.rawValue)=\(row.latency.value)"
      ).perOperation[operation] {
        settings.latencies[operation] = latency == settings.defaultLatency ? nil : latency
      }
    }
    await simulated.apply(settings)
    return await self.panel()
  }

  func applyPreset(named name: String) async -> SimulationPanel {
    // A file that stopped being a preset since the panel listed it leaves the simulation be.
    if let preset = try? presets.named(name) {
      let seed = await simulated.settings.seed
      await simulated.apply(preset.settings(seed: seed))
    }
    return await panel()
  }

  func reset() async -> SimulationPanel {
    await simulated.reset()
    return await panel()
  }

  /// The panel of `settings`, which the simulation `starting` began as: what it began with
  /// (the command line's `every:7`, `1.234s`) stays among the choices, however far the panel
  /// has stepped from it.
  static func panel(
    of settings: SimulationSettings, startingFrom starting: SimulationSettings,
    presets: [String]
  ) -> SimulationPanel {
    /// `options`, with `first` before them when they do not hold it.
    func keeping(_ first: String?, in options: [String]) -> [String] {
      guard let first, !options.contains(first) else { return options }
      return [first] + options
    }
    let rows = ShopOperation.allCases.map { operation in
      let rule = settings.failures[operation]
      let started = starting.failures[operation]
      let kinds = FailureKind.allCases.filter { $0.fits(operation) }.map(\.rawValue)
      let startedLatency = SimulationSpec.text(of: starting.latency(of: operation))
      return SimulationPanel.Row(
        operation: operation.rawValue,
        failure: .init(
          keeping(started.map { pattern(of: $0) }, in: patterns),
          value: rule.map { pattern(of: $0) } ?? SimulationPanel.off),
        // A pattern turned off keeps the kind it had begun with, for when it is turned on.
        kind: .init(kinds, value: (rule?.kind ?? started?.kind ?? .offline).rawValue),
        latency: .init(
          keeping(startedLatency, in: latencies),
          value: SimulationSpec.text(of: settings.latency(of: operation))))
    }
    // The seed too where chance is at play, so that the line pasted replays the same run.
    let options = [
      settings.failSpec.map { "--fail " + $0 }, settings.latencySpec.map { "--latency " + $0 },
      settings.usesChance ? "--seed " + String(settings.seed) : nil,
    ]
    return SimulationPanel(
      rows: rows,
      presets: presets.first.map { .init(presets, value: $0) },
      seed: settings.seed, options: options.compactMap { $0 }.joined(separator: " "))
  }

  /// The rule's pattern, without its kind.
  private static func pattern(of rule: FailureRule) -> String {
    FailureRule(trigger: rule.trigger, kind: .offline).description
  }
}

extension SimulationSwitchboard: SimulationSpecControl {
  func specs() async -> SimulationSpecs {
    Self.specs(of: await simulated.settings)
  }

  func chanceSeed() async -> UInt64? {
    let settings = await simulated.settings
    return settings.usesChance ? settings.seed : nil
  }

  /// Puts `specs` in force; a seed they give, or their preset's, starts its draws and every
  /// count again even when it is the seed in force, so that a client sending back a seed
  /// replays its run.
  func replace(with specs: SimulationSpecs) async throws(SimulationSpecRefusal) -> SimulationSpecs {
    let (settings, givesSeed) = try await self.settings(of: specs)
    await simulated.apply(settings, restartingDraws: givesSeed)
    return await self.specs()
  }

  func restart() async -> SimulationSpecs {
    await simulated.reset()
    return await specs()
  }

  func scenario(_ specs: SimulationSpecs) async throws(SimulationSpecRefusal) -> SimulationScenario
  {
    let (settings, _) = try await self.settings(of: specs)
    return SimulationScenario(
      store: simulated.alongside(settings), chanceSeed: settings.usesChance ? settings.seed : nil)
  }

  /// The settings `specs` ask for, from the presets this switchboard knows, and whether their
  /// seed is one they give, or their preset's, rather than the one in force.
  private func settings(of specs: SimulationSpecs) async throws(SimulationSpecRefusal)
    -> (SimulationSettings, givesSeed: Bool)
  {
    var preset: SimulationPreset?
    if let name = specs.preset {
      do throws(SimulationPresets.Failure) {
        preset = try presets.lookUp(name).preset
      } catch {
        throw SimulationSpecRefusal(field: "preset", reason: Self.reason(error))
      }
    }
    let settings = try SimulationSettings(
      preset: preset, latency: specs.latency, fail: specs.fail, seed: specs.seed,
      fallbackSeed: await simulated.settings.seed)
    return (settings, specs.seed != nil || preset?.seed != nil)
  }

  /// Why the preset asked for cannot be had, in the words of the other refusals.
  private static func reason(_ failure: SimulationPresets.Failure) -> String {
    switch failure {
    case .unknown(let name, let among):
      "there is no preset \"\(name)\"; there are \(among.joined(separator: ", "))"
    case .unusable(let file, let reason):
      "the file \(file.inMessage) cannot be used: \(reason)"
    }
  }

  /// The specs `settings` amount to.
  static func specs(of settings: SimulationSettings) -> SimulationSpecs {
    SimulationSpecs(latency: settings.latencySpec, fail: settings.failSpec, seed: settings.seed)
  }
}
