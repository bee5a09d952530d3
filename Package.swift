// swift-tools-version: 6.0
import PackageDescription

// The target graph is the architecture: each ring may only import the rings inside it.
//
//   tasch (executable) ──▶ TaschTerminal ──▶ TaschComposition ──▶ TaschPresentation ──▶ Tasch
//            └─────────────────────────────────────▶ │
//                                                    └─▶ TaschJSONEngine, TaschSQLite,
//                                                        TaschPostgreSQL, TaschSimulation ──▶ Tasch
//   TaschSQLite, TaschPostgreSQL ──▶ TaschSQLStore ──▶ Tasch
//                                │               └─▶ TaschHashing (SHA-256 of shoppers' tokens)
//                                └─▶ TaschSystemLibrary (dlopen)
//
// TaschComposition is what every front shares: the store choice, the connection, the
// simulation around the store, the one registration of the services, and the screens'
// assembly. It imports no front; the fronts import it.
//
// No package dependencies: the toolchain only. SQLite and libpq are opened at run time, so
// building needs neither their headers nor a link against them.
let package = Package(
  name: "Tasch",
  products: [
    .executable(name: "tasch", targets: ["tasch"])
  ],
  targets: [
    // Entities, use cases and the ports stores implement (`ShopStore`). Imports nothing of ours.
    .target(name: "Tasch"),

    // JSON text read and written strictly: a small library of our own, imports nothing of ours.
    .target(name: "TaschJSON"),
    // HTTP/1.1 read strictly and served from an epoll loop: a small library of our own for the
    // `serve` front, imports nothing of ours.
    .target(name: "TaschHTTP"),

    // What every store adapter needs: blocking work off the cooperative pool, change streams,
    // fast search folding, the words for a file system's refusals. Imports the core alone.
    .target(name: "TaschStoreSupport", dependencies: ["Tasch"]),

    // Adapters.
    .target(
      name: "TaschJSONEngine",
      dependencies: ["Tasch", "TaschJSON", "TaschParallel", "TaschStoreSupport"]),
    // Latency and failures on purpose, around any store.
    .target(name: "TaschSimulation", dependencies: ["Tasch", "TaschJSON"]),
    .target(name: "TaschPresentation", dependencies: ["Tasch", "TaschJSON"]),
    // What the SQLite and PostgreSQL stores share: the schema, the SQL, the units of work, the
    // shoppers' tokens, and their drivers' transactions and literals.
    .target(name: "TaschSQLStore", dependencies: ["Tasch", "TaschHashing", "TaschStoreSupport"]),
    .target(
      name: "TaschSQLite",
      dependencies: ["Tasch", "TaschSQLStore", "TaschStoreSupport", "TaschSystemLibrary"]),
    .target(
      name: "TaschPostgreSQL",
      dependencies: ["Tasch", "TaschSQLStore", "TaschStoreSupport", "TaschSystemLibrary"]),
    // SHA-256 and comparisons in constant time, for the digests of shoppers' tokens. Imports
    // nothing of ours.
    .target(name: "TaschHashing"),
    // Opens the system's C libraries at run time and finds their functions by name.
    .target(name: "TaschSystemLibrary"),
    // The parts long work is cut into for the cores: one rule for the engine's index and the
    // terminal's rows. Imports nothing of ours.
    .target(name: "TaschParallel"),

    // What every front shares, beside the fronts: it knows the stores and imports no front.
    .target(
      name: "TaschComposition",
      dependencies: [
        "Tasch", "TaschPresentation", "TaschJSONEngine", "TaschSimulation", "TaschSQLStore",
        "TaschSQLite", "TaschPostgreSQL", "TaschStoreSupport",
      ]),

    // Drivers.
    // The HTTP front: routes, documents and statuses over the presenters. Imports no other front.
    .target(
      name: "TaschAPI",
      dependencies: ["Tasch", "TaschComposition", "TaschHTTP", "TaschJSON", "TaschPresentation"]),
    .target(
      name: "TaschTerminal",
      dependencies: [
        "TaschComposition", "TaschPresentation", "Tasch", "TaschHTTP", "TaschJSON",
        "TaschParallel",
      ]),
    .executableTarget(
      name: "tasch",
      dependencies: [
        "Tasch", "TaschAPI", "TaschComposition", "TaschHTTP", "TaschPresentation", "TaschTerminal",
        "TaschSystemLibrary",
      ]
    ),

    // Test doubles, stubs, clocks and the store contract suite. Only test targets depend on
    // them, so nothing in them ships in `tasch`.
    .target(
      name: "TaschTestSupport", dependencies: ["Tasch", "TaschSimulation"],
      path: "Tests/TaschTestSupport"),
    .target(
      name: "TaschPresentationTestSupport",
      dependencies: ["TaschPresentation", "TaschTestSupport"],
      path: "Tests/TaschPresentationTestSupport"),
    // Feeds an HTTP request decoder bytes cut anywhere, for its tests and its fuzz target.
    .target(
      name: "TaschHTTPTestSupport", dependencies: ["TaschHTTP"],
      path: "Tests/TaschHTTPTestSupport"),
    // Checks responses against the API's OpenAPI document: a small JSON Schema validator.
    .target(
      name: "TaschAPITestSupport", dependencies: ["TaschHTTP", "TaschJSON"],
      path: "Tests/TaschAPITestSupport"),
    // A separate process that writes the user state, for the engine's multi-process tests.
    .executableTarget(
      name: "StateWriter", dependencies: ["TaschJSONEngine"], path: "Tests/StateWriter"),
    // A separate shopper changing or checking out of an SQLite store, for multi-process tests.
    .executableTarget(
      name: "SQLiteShopper", dependencies: ["TaschSQLite"], path: "Tests/SQLiteShopper"),
    // A separate process that opens a catalogue's index, for the index's multi-process tests.
    .executableTarget(
      name: "IndexOpener", dependencies: ["TaschJSONEngine"], path: "Tests/IndexOpener"),

    // Speed and memory, measured by hand: swift run -c release TaschBenchmarks
    .executableTarget(
      name: "TaschBenchmarks",
      dependencies: [
        "Tasch", "TaschJSONEngine", "TaschSimulation", "TaschPresentation", "TaschTerminal",
      ],
      path: "Benchmarks/TaschBenchmarks"),
    // The database stores with many products and shoppers, and their speed targets:
    // swift run -c release TaschStoreBenchmarks [--products N] [--postgres URL]
    .executableTarget(
      name: "TaschStoreBenchmarks",
      dependencies: [
        "Tasch", "TaschJSON", "TaschJSONEngine", "TaschSimulation", "TaschSQLite",
        "TaschPostgreSQL", "TaschPresentation",
      ],
      path: "Benchmarks/TaschStoreBenchmarks"),

    // Fuzz targets for every parser fed from outside. .ci/fuzz builds them with libFuzzer;
    // any other build makes a program that replays saved inputs: TaschFuzz TARGET FILE...
    .executableTarget(
      name: "TaschFuzz",
      dependencies: [
        "Tasch", "TaschAPI", "TaschAPITestSupport", "TaschComposition", "TaschHTTP",
        "TaschHTTPTestSupport", "TaschJSONEngine", "TaschPresentation", "TaschSimulation",
        "TaschTerminal",
      ],
      path: "Fuzz/TaschFuzz"),
    // Catalogues of any size that look like real data, for Benchmarks/run and the tests.
    .executableTarget(
      name: "CatalogueGenerator", dependencies: ["TaschSimulation"],
      path: "Benchmarks/CatalogueGenerator"),
    // The reader and the index, one measured task per run, for Benchmarks/run.
    .executableTarget(
      name: "IndexBenchmarks",
      dependencies: ["Tasch", "TaschJSONEngine", "TaschSystemLibrary"],
      path: "Benchmarks/IndexBenchmarks"),

    .testTarget(name: "TaschTests", dependencies: ["Tasch", "TaschTestSupport"]),
    .testTarget(name: "TaschJSONTests", dependencies: ["TaschJSON"]),
    .testTarget(name: "TaschHTTPTests", dependencies: ["TaschHTTP", "TaschHTTPTestSupport"]),
    .testTarget(
      name: "TaschAPITests",
      dependencies: [
        "TaschAPI", "TaschAPITestSupport", "TaschHTTP", "TaschJSON", "TaschPresentation",
        "TaschTestSupport", "TaschPresentationTestSupport",
      ]),
    .testTarget(
      name: "TaschJSONEngineTests",
      dependencies: [
        "TaschJSONEngine", "TaschJSON", "TaschParallel", "TaschSimulation", "TaschTestSupport",
        "StateWriter", "IndexOpener",
      ]
    ),
    .testTarget(name: "TaschSystemLibraryTests", dependencies: ["TaschSystemLibrary"]),
    .testTarget(name: "TaschHashingTests", dependencies: ["TaschHashing"]),
    .testTarget(name: "TaschStoreSupportTests", dependencies: ["TaschStoreSupport", "Tasch"]),
    .testTarget(name: "TaschParallelTests", dependencies: ["TaschParallel"]),
    .testTarget(
      name: "TaschSQLStoreTests",
      dependencies: ["TaschSQLStore", "TaschSimulation", "TaschTestSupport"]),
    .testTarget(
      name: "TaschSQLiteTests",
      dependencies: ["TaschSQLite", "TaschSimulation", "TaschTestSupport", "SQLiteShopper"]),
    .testTarget(
      name: "TaschPostgreSQLTests",
      dependencies: ["TaschPostgreSQL", "TaschSimulation", "TaschTestSupport"]),
    .testTarget(
      name: "TaschSimulationTests", dependencies: ["TaschSimulation", "TaschTestSupport"]),
    .testTarget(
      name: "TaschPresentationTests",
      dependencies: ["TaschPresentation", "TaschTestSupport", "TaschPresentationTestSupport"],
      // Golden files, read from their paths: not resources of the test bundle.
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "TaschCompositionTests",
      dependencies: [
        "TaschComposition", "TaschPresentation", "TaschSimulation", "TaschJSONEngine",
        "TaschSQLite", "TaschTestSupport", "TaschPresentationTestSupport",
      ]),
    .testTarget(
      name: "TaschEndToEndTests",
      dependencies: [
        "tasch", "TaschJSONEngine", "TaschTerminal", "TaschPresentation", "TaschTestSupport",
        "SQLiteShopper", "TaschAPI", "TaschAPITestSupport", "TaschHTTPTestSupport", "TaschJSON",
        "TaschPostgreSQL",
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "TaschTerminalTests",
      dependencies: [
        "TaschTerminal", "TaschComposition", "TaschPresentation", "TaschTestSupport",
        "TaschPresentationTestSupport", "TaschSimulation",
      ],
      // Golden files, read from their paths: not resources of the test bundle.
      exclude: ["Snapshots"]
    ),
  ]
)
