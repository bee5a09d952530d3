// swift-tools-version: 6.0
import PackageDescription

// The target graph is the architecture: each ring may only import the rings inside it.
//
//   tasch (composition root) ──▶ TaschTerminal ──▶ TaschPresentation ──▶ Tasch
//                            └─▶ TaschJSONEngine ───────────────────────▶ Tasch
//
// No package dependencies: the toolchain only.
let package = Package(
  name: "Tasch",
  products: [
    .executable(name: "tasch", targets: ["tasch"])
  ],
  targets: [
    // Entities, use cases and the DataLayer boundary. Imports nothing of ours.
    .target(name: "Tasch"),

    // Adapters.
    .target(name: "TaschJSONEngine", dependencies: ["Tasch"]),
    .target(name: "TaschPresentation", dependencies: ["Tasch"]),

    // Drivers.
    .target(name: "TaschTerminal", dependencies: ["TaschPresentation", "Tasch"]),
    .executableTarget(
      name: "tasch",
      dependencies: ["Tasch", "TaschJSONEngine", "TaschPresentation", "TaschTerminal"]
    ),

    // Test doubles, stubs and the DataLayer contract suite. Only test targets depend on it, so
    // nothing in it ships in `tasch`.
    .target(
      name: "TaschTestSupport", dependencies: ["Tasch", "TaschPresentation"],
      path: "Tests/TaschTestSupport"),
    // A separate process that writes the user state, for the engine's multi-process tests.
    .executableTarget(
      name: "StateWriter", dependencies: ["TaschJSONEngine"], path: "Tests/StateWriter"),
    // A separate process that opens a catalogue's index, for the index's multi-process tests.
    .executableTarget(
      name: "IndexOpener", dependencies: ["TaschJSONEngine"], path: "Tests/IndexOpener"),

    // Speed and memory, measured by hand: swift run -c release TaschBenchmarks
    .executableTarget(
      name: "TaschBenchmarks",
      dependencies: ["Tasch", "TaschJSONEngine", "TaschPresentation", "TaschTerminal"],
      path: "Benchmarks/TaschBenchmarks"),
    // Catalogues of any size that look like real data, for Benchmarks/run and the tests.
    .executableTarget(
      name: "CatalogueGenerator", dependencies: ["TaschJSONEngine"],
      path: "Benchmarks/CatalogueGenerator"),
    // The reader and the index, one measured task per run, for Benchmarks/run.
    .executableTarget(
      name: "IndexBenchmarks", dependencies: ["Tasch", "TaschJSONEngine"],
      path: "Benchmarks/IndexBenchmarks"),

    .testTarget(name: "TaschTests", dependencies: ["Tasch", "TaschTestSupport"]),
    .testTarget(
      name: "TaschJSONEngineTests",
      dependencies: ["TaschJSONEngine", "TaschTestSupport", "StateWriter", "IndexOpener"]
    ),
    .testTarget(
      name: "TaschPresentationTests",
      dependencies: ["TaschPresentation", "TaschTestSupport"]
    ),
    .testTarget(
      name: "TaschEndToEndTests",
      dependencies: [
        "tasch", "TaschJSONEngine", "TaschTerminal", "TaschPresentation", "TaschTestSupport",
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "TaschTerminalTests",
      dependencies: ["TaschTerminal", "TaschPresentation", "TaschTestSupport"],
      // Golden files, read from their paths: not resources of the test bundle.
      exclude: ["Snapshots"]
    ),
  ]
)
