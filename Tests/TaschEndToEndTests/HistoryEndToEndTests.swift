import Foundation
import Testing

/// `orders`, `history`, `undo` and `redo` of the binary on the default catalogue.
@Suite struct HistoryEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private func wishList() throws -> [Int] {
    let items = try sandbox.run("wishlist", "--json").json()["items"] as? [[String: Any]]
    return items?.compactMap { $0["id"] as? Int } ?? []
  }

  @Test func ordersAreListedNewestFirst() throws {
    _ = try sandbox.run("wishlist", "remove", "2")
    _ = try sandbox.run("checkout", "--yes")
    _ = try sandbox.run("wishlist", "add", "5")
    _ = try sandbox.run("checkout", "--yes")

    let text = try sandbox.run("orders")
    let orders = try sandbox.run("orders", "--json").json()["orders"] as? [[String: Any]]

    #expect(text.status == 0)
    #expect(text.output.hasPrefix("Order  Date"))
    #expect(text.output.contains("1 item   $15.00\n"))
    #expect(text.output.contains("2 items  $325.00\n"))
    #expect(orders?.compactMap { $0["number"] as? Int } == [2, 1])
    #expect((orders?.last?["items"] as? [Any])?.count == 2)
    #expect(
      ((orders?.first?["total"] as? [String: Any])?["formatted"]) as? String == "$15.00")
  }

  @Test func noOrdersYet() throws {
    let result = try sandbox.run("orders")

    #expect(result.status == 0)
    #expect(result.output == "You have not placed any orders in this shop yet.\n")
  }

  @Test func theHistoryListsTheChangesNewestFirst() throws {
    _ = try sandbox.run("wishlist", "add", "5")
    _ = try sandbox.run("rate", "3", "4")

    let text = try sandbox.run("history")
    let changes = try sandbox.run("history", "--json").json()["history"] as? [[String: Any]]

    #expect(text.status == 0)
    #expect(text.output.contains("rated Urbanito ★★★★☆"))
    #expect(text.output.contains("added Gravity Zero to your wish list"))
    #expect(changes?.compactMap { $0["change"] as? String } == ["rate", "wishlist.add"])
    #expect(changes?.first?["stars"] as? Int == 4)
  }

  @Test func undoAndRedoWalkTheHistory() throws {
    _ = try sandbox.run("wishlist", "add", "5")
    _ = try sandbox.run("wishlist", "remove", "1")

    #expect(try sandbox.run("undo").output == "Took back: removed Carrier from your wish list.\n")
    #expect(try wishList() == [1, 2, 3, 5], "back where it was")
    #expect(try sandbox.run("undo").output == "Took back: added Gravity Zero to your wish list.\n")
    #expect(try wishList() == [1, 2, 3])
    #expect(try sandbox.run("redo").output == "Put back: added Gravity Zero to your wish list.\n")
    #expect(try wishList() == [1, 2, 3, 5])
    let history = try sandbox.run("history", "--json").json()["history"] as? [[String: Any]]
    #expect(history?.compactMap { $0["undone"] as? Bool } == [true, false])
  }

  @Test func withNothingToUndoItFailsWithExitStatusOne() throws {
    let text = try sandbox.run("undo")
    let json = try sandbox.run("undo", "--json")
    let redo = try sandbox.run("redo")

    #expect(text.status == 1)
    #expect(text.output.isEmpty)
    #expect(
      text.errors.hasPrefix(
        "Nothing to undo: The history is empty, or every change in it is taken back already.\n"))
    #expect(json.status == 1)
    #expect(try json.json().errorCode == "nothing-to-undo")
    #expect(redo.status == 1)
    #expect(redo.errors.hasPrefix("Nothing to redo: "))
  }

  @Test func anOrderEndsWhatCanBeTakenBack() throws {
    _ = try sandbox.run("wishlist", "remove", "2")
    _ = try sandbox.run("checkout", "--yes")

    let result = try sandbox.run("undo")

    #expect(result.status == 1)
    #expect((try sandbox.run("history", "--json").json()["history"] as? [Any])?.isEmpty == true)
  }
}
