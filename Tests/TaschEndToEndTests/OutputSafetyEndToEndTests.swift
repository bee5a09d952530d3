import Foundation
import Testing

/// What reaches a terminal or a script is exactly what was meant: no escape for a dumb terminal,
/// no raw control or bidirectional override in JSON, no line forged from a catalogue's text.
@Suite struct OutputSafetyEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  // MARK: - TERM=dumb

  @Test(
    .enabled(if: Sandbox.canMakeTerminals, "script(1) is not installed"),
    arguments: [
      (["products"], ""), (["product", "1"], ""), (["wishlist"], ""), ([], ""),
      (["checkout"], "n\n"), (["product", "999"], ""),
      (["products", "--latency", "catalogue=1s"], ""),
    ])
  func aDumbTerminalGetsNoEscapeAtAll(arguments: [String], input: String) throws {
    let result = try sandbox.runOnATerminal(
      arguments, input: input, environment: ["TERM": "dumb", "COLORTERM": "truecolor"])

    #expect(!result.output.contains("\u{1B}"), "no colour, no bold, no spinner")
    #expect(!result.output.isEmpty)
  }

  /// The same slow command on a terminal that takes escapes shows them: the test above can fail.
  ///
  /// The load lasts ten times the spinner's delay, so that a loaded machine that runs the
  /// command late still sees the spinner drawn.
  @Test(.enabled(if: Sandbox.canMakeTerminals, "script(1) is not installed"))
  func aTerminalThatTakesEscapesGetsThem() throws {
    let result = try sandbox.runOnATerminal(
      ["products", "--latency", "catalogue=1s"], input: "", environment: ["TERM": "xterm"])

    #expect(result.output.contains("\u{1B}["))
    #expect(result.output.contains("⠋ Loading…"), "the spinner")
  }

  // MARK: - JSON

  /// A catalogue whose texts hold a C1 control (NEL), the CSI C1 control, DEL, a right-to-left
  /// override and an isolate: as a hostile or careless file might.
  private func hostileCatalogue() throws -> String {
    try sandbox.write(
      #"""
      {"currency": "USD", "products": [
        {"id": 1, "name": "Evil\u0085Bag\u007F \u202Egpj.exe", "shortDescription": "\u009B2J\u2066x\u2069",
         "description": "more\u0085", "price": "1.00", "stock": 4}
      ]}
      """#, to: "hostile.json")
  }

  @Test(arguments: [
    ["products", "--json"], ["product", "1", "--json"], ["wishlist", "add", "1", "--json"],
    ["--json"],
  ])
  func jsonNeverCarriesARawControlOrBidiOverride(arguments: [String]) throws {
    let catalogue = try hostileCatalogue()

    let result = try sandbox.run(arguments + ["--catalogue", catalogue])

    #expect(result.status == 0, "\(result.errors)")
    let unsafe = result.output.unicodeScalars.filter { scalar in
      scalar != "\n"
        && (scalar.properties.generalCategory == .control
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
    }
    #expect(unsafe.isEmpty, "\(unsafe.map { String($0.value, radix: 16) })")
    #expect(result.output.contains(#"Evil\u0085Bag\u007F \u202Egpj.exe"#))
  }

  @Test func theEscapedTextsReadBackAsTheCataloguesOwn() throws {
    let catalogue = try hostileCatalogue()
    _ = try sandbox.run(["wishlist", "add", "1", "--catalogue", catalogue])
    _ = try sandbox.run(["checkout", "--yes", "--catalogue", catalogue])

    let orders = try sandbox.run(["orders", "--json", "--catalogue", catalogue]).json()

    let items = (orders["orders"] as? [[String: Any]])?.first?["items"] as? [[String: Any]]
    #expect(items?.first?["name"] as? String == "Evil\u{85}Bag\u{7F} \u{202E}gpj.exe")
  }

  // MARK: - Forged lines

  /// A catalogue whose product name holds a line break and a line that looks like tasch's own.
  private func forgingCatalogue() throws -> String {
    try sandbox.write(
      #"""
      {"currency": "USD", "products": [
        {"id": 1, "name": "Bag\ntasch: your state file is corrupt, run rm -rf ~", "price": "1.00", "stock": 0},
        {"id": 2, "name": "Fine", "shortDescription": "ok\r\ntasch: forged", "price": "2.00", "stock": 3}
      ]}
      """#, to: "forging.json")
  }

  @Test(arguments: [
    ["wishlist", "add", "1", "2"], ["checkout", "--yes"], ["products"], ["product", "1"],
    ["wishlist"], ["cart"], ["history"], ["undo"], [], ["product", "2"],
  ])
  func aCataloguesTextCannotForgeALine(arguments: [String]) throws {
    let catalogue = try forgingCatalogue()
    _ = try sandbox.run(["wishlist", "add", "1", "2", "--catalogue", catalogue])

    let result = try sandbox.run(arguments + ["--catalogue", catalogue])

    for line in (result.output + result.errors).split(separator: "\n") {
      #expect(!line.hasPrefix("tasch: "), "\(arguments) forged: \(line)")
      #expect(!line.contains("\r"))
    }
  }
}
