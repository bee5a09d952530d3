import Foundation
import Tasch
import TaschJSON
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// Where the shop keeps where it was left: per shop, under the XDG state folder, written
/// atomically, and read leniently: anything it cannot trust is no place at all.
@Suite struct ShopPlaceFileTests {
  private let folder = TemporaryFolder()
  private let place = ShopPlace(
    productID: 7, focus: .wishList, catalogue: ShopState.ListPosition(cursor: 12, top: 4),
    wishList: ShopState.ListPosition(cursor: 1, top: 0),
    query: CatalogueQuery(
      searchText: "sac “à” dos\n", sortOrder: .rating, isReversed: true, inStockOnly: true))

  private func file(_ shop: String = "tasch") -> ShopPlaceFile {
    ShopPlaceFile(folder: folder.file("state/tasch"), shop: ShopID(shop))
  }

  @Test func aPlaceKeptIsThePlaceRead() {
    #expect(file().save(place))

    #expect(file().load() == place)
    #expect(file().save(ShopPlace()))
    #expect(file().load() == ShopPlace(), "saving again replaces it")
  }

  @Test func itGoesUnderXDGStateHomeOrTheHomesLocalState() {
    let xdg = ShopPlaceFile(
      environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"], shop: ShopID("tasch"))
    let home = ShopPlaceFile(
      environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"], shop: ShopID("tasch"))
    let nowhere = ShopPlaceFile(environment: [:], shop: ShopID("tasch"))

    #expect(xdg?.path == "/x/state/tasch/tasch.place.json")
    #expect(home?.path == "/h/.local/state/tasch/tasch.place.json")
    #expect(nowhere == nil)
  }

  @Test func eachShopHasItsOwnFileEvenOneKnownByItsPath() {
    let named = file("tasch")
    let path = file("/home/ann/bags/catalogue.json")
    let other = file("/home/ann/shoes/catalogue.json")

    #expect(Set([named.path, path.path, other.path]).count == 3)
    #expect(!path.path.dropFirst(folder.path.count).contains("ann"))
    #expect(path.save(place))
    #expect(named.load() == nil)
    #expect(path.load() == place)
  }

  @Test(arguments: [
    "", "{", "[]", #"{"version": 2, "shop": "tasch"}"#, "\u{FF}\u{FE}",
  ])
  func anUnreadableOrStaleFileIsNoPlace(text: String) throws {
    try folder.write(text, to: "state/tasch/tasch.place.json")

    #expect(file().load() == nil)
  }

  @Test func aFileOfAnotherShopIsNoPlace() throws {
    var document = place.json(shop: ShopID("shoes"))
    try folder.write(JSONWriter.text(of: document), to: "state/tasch/tasch.place.json")
    #expect(file().load() == nil)

    guard case .object(var fields) = document else {
      Issue.record("a place file that is no object: \(document)")
      return
    }
    fields["shop"] = .string("tasch")
    fields["catalogue"] = .object(["cursor": .number("-1"), "top": .number("0")])
    document = .object(fields)
    try folder.write(JSONWriter.text(of: document), to: "state/tasch/tasch.place.json")
    #expect(file().load() == nil, "a negative cursor is not trusted")
  }

  /// A place file whose top no list reaches, which made the shop trap at every start: home
  /// instead.
  @Test func aPositionNoListReachesIsNoPlace() throws {
    var document = place.json(shop: ShopID("tasch"))
    if case .object(var fields) = document {
      fields["catalogue"] = .object([
        "cursor": .number("0"), "top": .number("9223372036854775807"),
      ])
      document = .object(fields)
    }
    try folder.write(JSONWriter.text(of: document), to: "state/tasch/tasch.place.json")

    #expect(file().load() == nil)
  }

  @Test func aHugeFileIsNotReadThrough() throws {
    try folder.write(
      String(repeating: " ", count: 200_000) + "{}", to: "state/tasch/tasch.place.json")

    #expect(file().load() == nil)
  }

  @Test func aNamedPipeIsNoPlaceAndIsNotWaitedOn() throws {
    #expect(file().save(place))
    let path = file().path
    #expect(unlink(path) == 0 && mkfifo(path, 0o600) == 0)

    // Opening a pipe nobody writes to would wait for a writer, and the shop with it.
    #expect(file().load() == nil)
  }

  @Test func writingLeavesNothingButTheFileAndTouchesNothingElse() throws {
    try folder.write("mine", to: "state/tasch/notes.txt")
    try folder.write("also mine", to: "state/tasch/.tasch-place-1-ab.tmp")

    #expect(file().save(place))

    #expect(
      try folder.entries(in: "state/tasch")
        == [".tasch-place-1-ab.tmp", "notes.txt", "tasch.place.json"])
    #expect(folder.read("state/tasch/notes.txt") == "mine")
  }

  @Test func aFolderThatCannotBeMadeKeepsNothingAndSaysSo() throws {
    try folder.write("a file, not a folder", to: "state")

    #expect(!file().save(place))
    #expect(file().load() == nil)
  }
}
