import Foundation
import Glibc
import Testing

/// What the built `tasch` does when its standard output does not take what it writes: a full
/// disk or a closed descriptor is an error on standard error and exit status 1, never a
/// truncated result and a 0; a reader that went away (`| head`) ends it quietly.
@Suite struct StandardOutputEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Runs `tasch arguments` through `sh -c`, standard output sent where `redirection` says.
  private func run(_ arguments: [String], _ redirection: String) throws -> TaschRun {
    try sandbox.run(
      ["-c", "exec \"$0\" \"$@\" " + redirection, TaschBinary.path] + arguments,
      executable: "/bin/sh")
  }

  /// Every way a command writes to standard output: tables, JSON, help, completion, the
  /// version, the home summary, an order placed, `open` without a terminal, a long listing.
  static let writers: [[String]] = [
    ["products"], ["products", "--json"], ["product", "1"], ["wishlist"], ["cart", "--json"],
    ["help"], ["wishlist", "--help"], ["completion", "bash"], ["--version"], [],
    ["open", "tasch://wishlist"], ["wishlist", "add", "4"],
    ["products", "--search", "definitely-not-a-product", "--json"],
  ]

  /// What a writer that changes the shop says first, when its output is lost, so that the
  /// change is not made again.
  private static func said(_ arguments: [String]) -> String {
    guard arguments == ["wishlist", "add", "4"] else { return "" }
    return "tasch: this was done all the same, though standard output did not take it: "
      + "Added Papago Pack to your wish list.\n"
  }

  @Test(arguments: writers)
  func aFullDiskIsAnErrorAndExitStatusOne(arguments: [String]) throws {
    let result = try run(arguments, ">/dev/full")

    #expect(result.status == 1)
    #expect(
      result.errors
        == Self.said(arguments) + "tasch: cannot write to standard output: the disk is full\n")
  }

  @Test(arguments: writers)
  func aClosedStandardOutputIsAnErrorAndExitStatusOne(arguments: [String]) throws {
    let result = try run(arguments, ">&-")

    #expect(result.status == 1)
    #expect(
      result.errors
        == Self.said(arguments)
        + "tasch: cannot write to standard output: it is not open for writing\n")
  }

  /// An order placed whose receipt cannot be written is placed all the same: the run fails,
  /// says on standard error that the order was placed, and the orders show it.
  @Test func anOrderWhoseReceiptIsLostIsStillPlaced() throws {
    #expect(try sandbox.run(["wishlist", "remove", "2"]).status == 0)

    let result = try run(["checkout", "--yes"], ">/dev/full")
    let orders = try sandbox.run(["orders", "--json"])

    #expect(result.status == 1)
    #expect(
      result.errors
        == "tasch: this was done all the same, though standard output did not take it: Thank you! "
        + "Order 1 is placed. Total $325.00\n"
        + "tasch: cannot write to standard output: the disk is full\n")
    #expect((try orders.json()["orders"] as? [Any])?.count == 1)
  }

  /// A server whose address standard output does not take stops at once, saying why, rather
  /// than serve on a port nobody knows until stopped.
  @Test func aServerWhoseAddressCannotBeWrittenStopsAtOnce() throws {
    let result = try sandbox.run(
      [
        "-c", "exec timeout 30 \"$0\" serve --listen 127.0.0.1:0 >/dev/full", TaschBinary.path,
      ], executable: "/bin/sh")

    #expect(result.status == 1)
    #expect(result.errors == "tasch: cannot write to standard output: the disk is full\n")
  }

  /// A closed standard output is not taken by the first descriptor tasch opens (the runtime's
  /// own, or a file): what it writes goes nowhere, never into the state file.
  @Test func aClosedStandardOutputWritesIntoNoFileOfTasch() throws {
    let result = try run(["wishlist", "add", "4"], ">&-")
    let state = try #require(sandbox.read(sandbox.state))

    #expect(result.status == 1)
    #expect(!state.contains("Added"))
    #expect((try? JSONSerialization.jsonObject(with: Data(state.utf8))) != nil)
  }

  @Test func aFullDiskInGermanSaysSoInGerman() throws {
    let result = try run(["--version", "--locale", "de_DE"], ">/dev/full")

    #expect(result.status == 1)
    #expect(
      result.errors
        == "tasch: kann nicht auf die Standardausgabe schreiben: der Datenträger ist voll\n")
  }

  /// A usage error keeps its status when its JSON cannot be written either, and says both.
  @Test func aUsageErrorThatCannotBeWrittenKeepsItsStatus() throws {
    let result = try run(["products", "--limit", "0", "--json"], ">/dev/full")

    #expect(result.status == 2)
    #expect(result.errors == "tasch: cannot write to standard output: the disk is full\n")
  }

  /// A reader that went away shows as a failed write, whether SIGPIPE is ignored (inherited
  /// so from a parent) or not: tasch stops quietly, with its own status, where the signal
  /// ended it with 141 or not, by which came first.
  @Test(
    arguments: [["products"], ["completion", "bash"], ["products", "--json"]], [true, false])
  func aReaderThatWentAwayEndsItQuietly(arguments: [String], pipeSignalIgnored: Bool) throws {
    let result = try runWithoutReader(arguments, pipeSignalIgnored: pipeSignalIgnored)

    #expect(result.reason == .exit)
    #expect(result.status == 0)
    #expect(result.errors == "")
  }

  /// Found by attack: `tasch serve | true` was ended by SIGPIPE, and the same with its log's
  /// reader gone; a server whose address nobody reads stops, saying so.
  @Test func aServerWhoseAddressNobodyReadsStopsSayingSo() throws {
    let result = try runWithoutReader(
      ["serve", "--listen", "127.0.0.1:0"], pipeSignalIgnored: false, within: "timeout 30 ")

    #expect(result.reason == .exit)
    #expect(result.status == 1)
    #expect(result.errors == "tasch: cannot write to standard output: nothing reads it\n")
  }

  /// Found by attack: a token `store shopper add` wrote to a pipe nobody read was kept, as
  /// SIGPIPE ended the command before it could take the token back.
  @Test func aTokenNobodyReadIsTakenBack() throws {
    let store = "sqlite:" + sandbox.folder + "/shop.db"
    let catalogue = try sandbox.write(#"{"currency": "USD", "products": []}"#, to: "c.json")
    #expect(try sandbox.run(["store", "load", catalogue, "--store", store]).status == 0)

    let result = try runWithoutReader(
      ["store", "shopper", "add", "ann", "--store", store], pipeSignalIgnored: false)
    let list = try sandbox.run(["store", "shopper", "list", "--store", store, "--json"])

    #expect(result.status == 1)
    #expect(result.errors.contains("so it was taken back"))
    #expect((try list.json()["shoppers"] as? [Any])?.isEmpty == true)
  }

  /// Runs `tasch arguments`, after `within` (a command such as `timeout 30 `), its standard
  /// output a pipe nobody reads, SIGPIPE ignored as a parent may leave it, or not.
  private func runWithoutReader(
    _ arguments: [String], pipeSignalIgnored: Bool, within: String = ""
  ) throws -> (reason: Process.TerminationReason, status: Int32, errors: String) {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    // No reader at all: every write finds the pipe closed. The writing end is the child's.
    close(ends[0])
    defer { close(ends[1]) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let trap = pipeSignalIgnored ? "trap '' PIPE; " : ""
    process.arguments =
      ["-c", trap + "exec " + within + "\"$0\" \"$@\"", TaschBinary.path] + arguments
    process.environment = sandbox.environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let written = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationReason, process.terminationStatus,
      String(decoding: written, as: UTF8.self)
    )
  }
}
