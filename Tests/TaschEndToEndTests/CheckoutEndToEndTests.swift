import Foundation
import Synchronization
import Testing

/// Checking out shows what it orders: the items and total on the question and after the order,
/// and a cart that changed between the question and the answer is not ordered; with `--yes`,
/// nobody was asked, and the cart ordered is the one the order finds.
@Suite struct CheckoutEndToEndTests {
  private let sandbox: Sandbox

  /// A sandbox whose wish list is Carrier and Urbanito, both in stock, $325.00 together.
  init() throws {
    sandbox = try Sandbox()
    _ = try sandbox.run(["wishlist", "remove", "2"])
  }

  @Test(arguments: ["--yes", "-y"])
  func withYesItOrdersAndPrintsTheItemsAndTotal(flag: String) throws {
    let result = try sandbox.run(["checkout", flag])

    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.output == """
        Thank you! Order 1 is placed.
          1  Carrier   $250.00
          3  Urbanito   $75.00
        Total $325.00

        """)
  }

  @Test func asJSONTheOrderHasItsItemsAndTotal() throws {
    let order = try sandbox.run(["checkout", "-y", "--json"]).json()["order"] as? [String: Any]
    let items = order?["items"] as? [[String: Any]]

    #expect(items?.compactMap { $0["name"] as? String } == ["Carrier", "Urbanito"])
    #expect((order?["total"] as? [String: Any])?["minorUnits"] as? Int == 32_500)
  }

  @Test(.enabled(if: Sandbox.canMakeTerminals, "script(1) is not installed"))
  func onATerminalTheQuestionShowsTheItemsAndTotal() throws {
    let result = try sandbox.runOnATerminal(
      ["checkout"], input: "y\n", environment: ["TERM": "dumb"])

    #expect(result.status == 0)
    #expect(result.output.contains("  1  Carrier   $250.00"))
    #expect(result.output.contains("  3  Urbanito   $75.00"))
    #expect(result.output.contains("Total  $325.00"))
    #expect(result.output.contains("Place this order for $325.00? [y/N]"))
    #expect(result.output.contains("Thank you! Order 1 is placed."))
  }

  @Test(.enabled(if: Sandbox.canMakeTerminals, "script(1) is not installed"))
  func onATerminalAnythingButYesOrdersNothing() throws {
    let before = sandbox.read(sandbox.state)

    let result = try sandbox.runOnATerminal(["checkout"], input: "no\n")

    #expect(result.status == 1)
    #expect(result.output.contains("Nothing was ordered."))
    #expect(sandbox.read(sandbox.state) == before)
  }

  /// The person answers through the command line's own seam while another `tasch` changes the
  /// wish list: the first yes answered a question about a cart that is gone.
  @Test @MainActor func aCartChangedBetweenTheQuestionAndTheAnswerIsNotOrdered() async throws {
    let (result, questions) = await checkoutOnATerminal(
      elsewhereBeforeTheFirstAnswer: ["wishlist", "remove", "3"]
    ) { question in question == 1 ? "y" : "n" }

    #expect(questions == 2, "asked again about the cart as it now is")
    #expect(result.status == 1)
    #expect(result.errors.contains("Your cart changed since you opened this: check it again.\n"))
    #expect(result.errors.contains("Place this order for $250.00? [y/N] Nothing was ordered."))
    #expect((try sandbox.run(["orders", "--json"]).json()["orders"] as? [Any])?.isEmpty == true)
    #expect(try sandbox.run(["product", "3", "--json"]).json()["stock"] as? Int == 908)
  }

  @Test @MainActor func theCartAskedAboutAgainIsOrderedOnYes() async throws {
    let (result, _) = await checkoutOnATerminal(
      elsewhereBeforeTheFirstAnswer: ["wishlist", "add", "5"]
    ) { _ in "y" }

    #expect(result.status == 0)
    #expect(result.errors.contains("Place this order for $340.00? [y/N] "))
    #expect(result.output.contains("  5  Gravity Zero   $15.00\nTotal $340.00\n"))
  }

  /// Runs `checkout` through the command line's own seam as if on a terminal, answering
  /// question `n` (from 1) with `answer(n)`: what it did, and how many questions it asked.
  ///
  /// Another `tasch` runs `change` just before the first answer.
  @MainActor private func checkoutOnATerminal(
    elsewhereBeforeTheFirstAnswer change: [String],
    answering answer: @escaping @Sendable (Int) -> String
  ) async -> (TaschRun, questions: Int) {
    let sandbox = self.sandbox
    let asked = Mutex(0)
    var tasch = InProcessTasch(environment: sandbox.environment)
    tasch.inputIsTerminal = true
    tasch.readLine = {
      let question = asked.withLock { count in
        count += 1
        return count
      }
      if question == 1 { _ = try? sandbox.run(change) }
      return answer(question)
    }
    let result = await tasch.run(["checkout"])
    return (result, asked.withLock { $0 })
  }

  /// Two other processes put a product on the shopper's wish list and take it off again, one
  /// change after another, while `checkout --yes` runs six times: the order waits for their
  /// lock after any read of its own, and finds the wish list changed since.
  @Test func withYesTheSameShoppersChangesMeanwhileAreOrderedAsFound() throws {
    let catalogue = try sandbox.write(
      #"{"shop": "race", "currency": "USD", "products": ["#
        + #"{"id": 1, "name": "Carrier", "price": "250.00", "stock": 100}, "#
        + #"{"id": 2, "name": "Travol", "price": "175.00", "stock": 100}]}"#,
      to: "race.json")
    let database = sandbox.folder + "/race.sqlite"
    let store = ["TASCH_STORE": "sqlite:" + database, "TASCH_USER": "ann"]
    #expect(try sandbox.run(["store", "load", catalogue], environment: store).status == 0)
    let stop = sandbox.folder + "/stop"

    let togglers = try (1...2).map { _ in
      try sandbox.start(
        [database, "race", "ann", "2", "--toggle-until", stop],
        executable: TaschBinary.sibling("SQLiteShopper"))
    }
    // They toggle until the stop file exists: a test that fails before making it kills them.
    defer { for toggler in togglers { toggler.stopIfRunning() } }
    let checkouts = try (1...6).map { _ in
      _ = try sandbox.run(["wishlist", "add", "1"], environment: store)
      return try sandbox.run(["checkout", "--yes"], environment: store)
    }
    try #require(FileManager.default.createFile(atPath: stop, contents: nil))
    let toggled = togglers.map { $0.finish() }

    #expect(toggled.allSatisfy { $0.status == 0 }, "\(toggled.map(\.errors))")
    #expect(checkouts.allSatisfy { $0.status == 0 }, "\(checkouts.map(\.errors))")
    for checkout in checkouts {
      let travol = checkout.output.contains("  2  Travol  ")
      #expect(checkout.output.contains("  1  Carrier  "), "\(checkout.output)")
      #expect(checkout.output.hasSuffix(travol ? "Total $425.00\n" : "Total $250.00\n"))
    }
  }
}
