import Glibc
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct UserStateStoreTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  private func store(_ name: String = "state.json", seed: String? = nil) -> UserStateStore {
    UserStateStore(path: folder.file(name), seedPath: seed)
  }

  private func addOne(to store: UserStateStore) throws(ShopError) {
    _ = try store.update { (state) throws(ShopError) in state.wishList.add(1) }
  }

  @Test func aNewUserWithoutSeedStartsEmpty() throws {
    #expect(try store().load() == UserState())
  }

  @Test func aNewUserStartsWithTheSeed() throws {
    let seed = try folder.write(#"{"version": 1, "wishList": [1, 2, 3]}"#, to: "seed.json")

    #expect(try store(seed: seed).load().wishList == WishList([1, 2, 3]))
  }

  @Test func theSeedIsIgnoredOnceTheStateExists() throws {
    let seed = try folder.write(#"{"version": 1, "wishList": [1, 2, 3]}"#, to: "seed.json")
    try folder.write(#"{"version": 1, "wishList": []}"#, to: "state.json")

    #expect(try store(seed: seed).load().wishList == WishList())
  }

  @Test func aChangeIsSavedAndReadBack() throws {
    try addOne(to: store())

    #expect(try store().load().wishList == WishList([1]))
    #expect(folder.read("state.json")?.contains("\"wishList\": [1]") == true)
  }

  @Test func aChangeThatChangesNothingWritesNothing() throws {
    _ = try store().update { (_) throws(ShopError) in () }

    #expect(try folder.entries() == ["state.json.lock"])
  }

  @Test func aFailedChangeWritesNothing() throws {
    try addOne(to: store())
    let before = folder.read("state.json")

    #expect(throws: ShopError.emptyCart) {
      try store().update { (state) throws(ShopError) in
        state.wishList.add(2)
        throw .emptyCart
      }
    }
    #expect(folder.read("state.json") == before)
  }

  @Test func createsMissingParentFolders() throws {
    try addOne(to: store("a/b/c/state.json"))

    #expect(try folder.entries(in: "a/b/c") == ["state.json", "state.json.lock"])
  }

  @Test func keepsThePermanentLockFileAndLeavesNoTemporaryFiles() throws {
    try addOne(to: store())
    _ = try store().update { (state) throws(ShopError) in state.wishList.add(2) }

    #expect(try folder.entries() == ["state.json", "state.json.lock"])
  }

  @Test func neverRemovesFilesItDidNotCreate() throws {
    try folder.write("{\"vers", to: "state.json.tmp-123-456")
    try folder.write("backup", to: "state.json.tmp-backup")
    try folder.write("unrelated", to: "notes.txt")

    try addOne(to: store())

    #expect(
      try folder.entries() == [
        "notes.txt", "state.json", "state.json.lock", "state.json.tmp-123-456",
        "state.json.tmp-backup",
      ])
    #expect(folder.read("state.json.tmp-backup") == "backup")
  }

  @Test func aStateFileReachedThroughALinkIsUpdatedWhereItIs() throws {
    try folder.write(#"{"version": 1, "wishList": [2]}"#, to: "real/state.json")
    #expect(symlink("real/state.json", folder.file("state.json")) == 0)

    try addOne(to: store())

    #expect(try store("real/state.json").load().wishList == WishList([2, 1]))
    #expect(try folder.entries() == ["real", "state.json"])
  }

  @Test(arguments: [
    "{\"version\": 1, \"wishList\": [1, 2",
    "not json at all",
    #"{"version": 1, "ratings": {"1": "five"}}"#,
  ])
  func neverOverwritesAnInvalidFile(content: String) throws {
    let path = try folder.write(content, to: "state.json")

    let error = #expect(throws: ShopError.self) { try addOne(to: store()) }

    guard case .storage(let detail) = error else {
      Issue.record("expected a storage error, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix("\(path) is not a valid Tasch state file: "))
    #expect(
      detail.hasSuffix(
        "It was left untouched: repair it, or move it aside to start again with an empty wish list."
      ))
    #expect(folder.read("state.json") == content)
  }

  @Test func refusesAFileFromANewerVersionAndLeavesItAlone() throws {
    let path = try folder.write(#"{"version": 9, "future": true}"#, to: "state.json")

    #expect(
      throws: ShopError.storage(
        "\(path) was written by a newer Tasch (format 9; this one reads up to 1). It was left "
          + "untouched: use a newer tasch, or choose another file with --state.")
    ) { try addOne(to: store()) }
    #expect(folder.read("state.json") == #"{"version": 9, "future": true}"#)
  }

  @Test func anInvalidSeedIsReportedByItsPath() throws {
    let seed = try folder.write("[]", to: "seed.json")

    #expect(throws: ShopError.self) { try store(seed: seed).load() }
  }

  @Test func aFolderInTheWayOfTheStateFileIsAClearError() throws {
    try folder.write("x", to: "state.json/inside")

    #expect(
      throws: ShopError.storage(
        "cannot read \(folder.file("state.json")): it is a folder, not a file")
    ) { try store().load() }
    #expect(
      throws: ShopError.storage(
        "cannot save \(folder.file("state.json")): it is a folder, not a file. Your saved state "
          + "was not changed.")
    ) { try addOne(to: store()) }
  }

  @Test func aStateFileTooLargeToReadIsNeverOverwritten() throws {
    let huge = #"{"version": 1, "wishList": [1]}"# + String(repeating: " ", count: 16 << 20)
    try folder.write(huge, to: "state.json")

    #expect(
      throws: ShopError.storage(
        "cannot read \(folder.file("state.json")): it is larger than 16 MiB, the most tasch "
          + "accepts for a state file. Your saved state was not changed.")
    ) { try addOne(to: store()) }
    #expect(folder.read("state.json")?.utf8.count == huge.utf8.count)
  }

  @Test func aFileInTheWayOfTheFolderIsAClearError() throws {
    try folder.write("x", to: "blocker")

    #expect(
      throws: ShopError.storage(
        "cannot create the folder \(folder.file("blocker")): a part of the path is a file, not a "
          + "folder. Your saved state was not changed.")
    ) { try addOne(to: store("blocker/state.json")) }
  }

  @Test(.enabled(if: geteuid() != 0, "root may write in read-only folders"))
  func aReadOnlyFolderIsAClearErrorAndKeepsTheState() throws {
    try addOne(to: store("ro/state.json"))
    let before = folder.read("ro/state.json")
    chmod(folder.file("ro"), 0o555)
    defer { chmod(folder.file("ro"), 0o755) }

    #expect(throws: ShopError.self) {
      _ = try store("ro/state.json").update { (state) throws(ShopError) in state.wishList.add(2) }
    }
    #expect(folder.read("ro/state.json") == before)
  }
}
