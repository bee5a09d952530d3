import Foundation
import Glibc
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct StateFileTests {
  private let folder = TemporaryFolder()
  private let tasch = ShopID("tasch")

  private func file(_ name: String = "state.json") -> StateFile {
    StateFile(path: folder.file(name))
  }

  private func add(_ id: ProductID, in file: StateFile) throws(ShopError) {
    _ = try file.update(currentShop: tasch) { (document) throws(ShopError) in
      document.shops[tasch, default: ShopRecord()].shopper.wishList.add(id)
    }
  }

  @Test func noFileIsAnEmptyDocument() throws {
    #expect(try file().read(currentShop: tasch) == StateDocument())
  }

  /// The message of the `.storage` error reading `name` fails with; `nil`, the failure
  /// recorded, for none or another.
  private func storageMessage(reading name: String) -> String? {
    let error = #expect(throws: ShopError.self) { try file(name).read(currentShop: tasch) }
    guard case .storage(let message) = error else {
      Issue.record("not a storage error: \(String(describing: error))")
      return nil
    }
    return message
  }

  /// The state found absent, at a link into a folder not there (a drive not mounted), is not
  /// shown as empty: the shopper's data is on the drive.
  @Test func noFileAtALinkIntoAMissingFolderIsAStorageError() throws {
    #expect(symlink(folder.file("drive/state.json"), folder.file("state.json")) == 0)
    #expect(symlink("later.json", folder.file("linked.json")) == 0)

    #expect(
      storageMessage(reading: "state.json")?.contains("which is not there: mount the drive")
        == true)
    #expect(try file("linked.json").read(currentShop: tasch) == StateDocument())
  }

  /// The same where the state's folder is the link: nothing has the file's own name, so the
  /// read that knows the file absent from one call looks at the folders above it.
  @Test func noFileInAFolderLinkedToNothingIsAStorageError() throws {
    #expect(symlink(folder.file("drive/tasch"), folder.file("data")) == 0)

    #expect(
      storageMessage(reading: "data/state.json")?.contains("drive/tasch, which is not there")
        == true)
    #expect(try file("elsewhere/state.json").read(currentShop: tasch) == StateDocument())
  }

  /// A change that would grow the file past its limit is refused, leaves the file as it was,
  /// and says how to make room.
  @Test func aChangePastTheLimitSaysHowToMakeRoom() throws {
    let small = StateFile(
      path: folder.file("state.json"), limit: FileSizeLimit(bytes: 400, kind: "a state file"))
    var id = 1
    var refusal: ShopError?
    var before = StateDocument()
    while refusal == nil && id < 100 {
      before = try small.read(currentShop: tasch)
      do throws(ShopError) { try add(ProductID(id), in: small) } catch { refusal = error }
      id += 1
    }

    guard case .storage(let message) = refusal else {
      Issue.record("not a storage error: \(String(describing: refusal))")
      return
    }
    #expect(
      message.contains("it would be larger than 400 bytes, the most tasch accepts for a state file")
    )
    #expect(message.contains("take items off your wish list"))
    #expect(message.contains("--state PATH"))
    #expect(try small.read(currentShop: tasch) == before)
    #expect(before.shops[tasch]?.shopper.wishList.productIDs.isEmpty == false)
  }

  /// A file at its limit once refused every change, those that make room too, since each adds
  /// a step to the history: the oldest steps are forgotten to make room, and the change goes
  /// through.
  @Test func aChangeAtTheLimitForgetsTheOldestStepsOfTheHistoryToMakeRoom() throws {
    let small = StateFile(
      path: folder.file("state.json"), limit: FileSizeLimit(bytes: 1_500, kind: "a state file"))
    let moment = Date(timeIntervalSinceReferenceDate: 0)
    func change(_ body: (inout ShopperData) -> Void) throws(ShopError) {
      _ = try small.update(currentShop: tasch) { (document) throws(ShopError) in
        body(&document.shops[tasch, default: ShopRecord()].shopper)
      }
    }
    var added: [ProductID] = []
    for id in 1...100 {
      do throws(ShopError) {
        try change { _ = $0.addToWishList(ProductID(id), at: moment) }
        added.append(ProductID(id))
      } catch { break }
    }
    let full = try #require(try small.read(currentShop: tasch).shops[tasch]?.shopper)

    let (_, saved) = try small.update(currentShop: tasch) { (document) throws(ShopError) in
      _ = document.shops[tasch]?.shopper.removeFromWishList(added[0], at: moment)
    }

    let after = try #require(try small.read(currentShop: tasch).shops[tasch]?.shopper)
    #expect(full.history.changes.count < added.count, "adds forgot the older steps")
    #expect(after.wishList.productIDs == Array(added.dropFirst()))
    #expect(saved?.shops[tasch]?.shopper == after, "the document saved is the one returned")
    #expect(folder.read("state.json").map { $0.utf8.count <= 1_500 } == true)
  }

  /// Room made for a change forgets as few of the oldest steps as its text needs, not all but
  /// the newest.
  @Test func aChangeAtTheLimitKeepsAsManyOfTheNewestStepsAsFit() throws {
    let limit = 20_000
    let small = StateFile(
      path: folder.file("state.json"), limit: FileSizeLimit(bytes: limit, kind: "a state file"))
    let moment = Date(timeIntervalSinceReferenceDate: 0)
    func rate(_ stars: Rating) throws {
      _ = try small.update(currentShop: tasch) { (document) throws(ShopError) in
        _ = document.shops[tasch, default: ShopRecord()].shopper.rate(1, stars, at: moment)
      }
    }
    for step in 0..<50 { try rate(step.isMultiple(of: 2) ? .two : .three) }
    let size = try #require(folder.read("state.json")).utf8.count
    // Filled to 20 bytes short of the limit, history and all.
    _ = try small.update(currentShop: tasch) { (document) throws(ShopError) in
      document.otherFields["padding"] = .string(String(repeating: "x", count: limit - size - 36))
    }
    let full = try #require(folder.read("state.json")).utf8.count
    #expect((limit - 30...limit).contains(full))

    try rate(.five)

    let history = try #require(try small.read(currentShop: tasch).shops[tasch]?.shopper.history)
    #expect((45..<51).contains(history.changes.count), "\(history.changes.count) steps kept")
    #expect(history.changes.last?.kind == .rated(.five, previous: .three))
    #expect(folder.read("state.json").map { $0.utf8.count <= limit } == true)
  }

  /// Found by attack: a change adding many steps at once to a file near its limit forgot every
  /// step, its own too, though some fit, since steps written alone are smaller than in the file.
  @Test func aChangeAddingManyStepsAtTheLimitKeepsAsManyOfTheNewestAsFit() throws {
    let limit = 20_000
    let small = StateFile(
      path: folder.file("state.json"), limit: FileSizeLimit(bytes: limit, kind: "a state file"))
    let moment = Date(timeIntervalSinceReferenceDate: 0)
    _ = try small.update(currentShop: tasch) { (document) throws(ShopError) in
      _ = document.shops[tasch, default: ShopRecord()].shopper.addToWishList([1, 2], at: moment)
    }
    let size = try #require(folder.read("state.json")).utf8.count
    // Filled to 1,500 bytes short of the limit: room for the new lines and some of the steps.
    _ = try small.update(currentShop: tasch) { (document) throws(ShopError) in
      document.otherFields["padding"] = .string(String(repeating: "x", count: limit - size - 1_500))
    }

    let (_, saved) = try small.update(currentShop: tasch) { (document) throws(ShopError) in
      _ = document.shops[tasch]?.shopper.addToWishList((3...12).map { ProductID($0) }, at: moment)
    }

    let document = try #require(saved)
    let kept = document.shops[tasch]?.shopper.history.changes.count ?? 0
    #expect(kept > 0, "the newest steps that fit are kept")
    #expect(document.shops[tasch]?.shopper.wishList.productIDs.count == 12)
    let written = try small.read(currentShop: tasch)
    #expect(written.shops[tasch]?.shopper.history.changes.count == kept)
    var oneMore = document
    oneMore.shops[tasch]?.shopper.history = historyOf12Adds(at: moment, keeping: kept + 1)
    #expect(StateCodec.encode(oneMore).count > limit, "one more step would not fit")
  }

  /// The newest `count` steps of the history of adding products 1 and 2, then 3 to 12.
  private func historyOf12Adds(at moment: Date, keeping count: Int) -> ChangeHistory {
    var shopper = ShopperData()
    _ = shopper.addToWishList([1, 2], at: moment)
    _ = shopper.addToWishList((3...12).map { ProductID($0) }, at: moment)
    shopper.history.forgetAllBut(newest: count)
    return shopper.history
  }

  @Test func aChangeIsSavedAsVersionThreeAndReadBack() throws {
    try add(1, in: file())

    #expect(try file().read(currentShop: tasch).shops[tasch]?.shopper.wishList == WishList([1]))
    #expect(folder.read("state.json")?.contains("\"version\": 3") == true)
  }

  @Test func aVersionOneFileIsRewrittenAsVersionThreeOnTheNextChange() throws {
    try folder.write(StateText.versionOne, to: "state.json")

    try add(7, in: file())

    let document = try file().read(currentShop: ShopID("another shop"))
    #expect(Array(document.shops.keys) == [tasch])
    #expect(document.shops[tasch]?.shopper.wishList.productIDs == [1, 2, 3, 7])
    #expect(document.shops[tasch]?.otherFields.keys.sorted() == ["giftCards"])
    #expect(document.otherFields.isEmpty)
  }

  @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
  func aChangeByRootLeavesTheFileAndItsLockToTheirOwner() throws {
    try folder.write(StateText.versionOne, to: "state.json")
    #expect(chown(folder.file("state.json"), 65_534, 65_534) == 0)
    #expect(chmod(folder.file("state.json"), 0o664) == 0)

    try add(7, in: file())

    for name in ["state.json", "state.json.lock"] {
      let status = try #require(folder.status(name))
      #expect(status.st_uid == 65_534, "\(name)")
      #expect(status.st_gid == 65_534, "\(name)")
      #expect(status.st_mode & 0o7777 == 0o664, "\(name)")
    }
  }

  @Test func aChangeThatChangesNothingWritesNothing() throws {
    try file().update(currentShop: tasch) { (_) throws(ShopError) in () }

    #expect(try folder.entries() == ["state.json.lock"])
  }

  @Test func aFailedChangeWritesNothing() throws {
    try add(1, in: file())
    let before = folder.read("state.json")

    #expect(throws: ShopError.emptyCart) {
      try file().update(currentShop: tasch) { (document) throws(ShopError) in
        document.shops[tasch]?.shopper.wishList.add(2)
        throw .emptyCart
      }
    }
    #expect(folder.read("state.json") == before)
  }

  @Test func createsMissingParentFolders() throws {
    try add(1, in: file("a/b/c/state.json"))

    #expect(try folder.entries(in: "a/b/c") == ["state.json", "state.json.lock"])
  }

  @Test func keepsThePermanentLockFileAndLeavesNoTemporaryFiles() throws {
    try add(1, in: file())
    try add(2, in: file())

    #expect(try folder.entries() == ["state.json", "state.json.lock"])
  }

  @Test func neverRemovesFilesItDidNotCreate() throws {
    try folder.write("{\"vers", to: "state.json.tmp-123-456")
    try folder.write("backup", to: "state.json.tmp-backup")
    try folder.write("unrelated", to: "notes.txt")

    try add(1, in: file())

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

    try add(1, in: file())

    let real = try file("real/state.json").read(currentShop: tasch)
    #expect(real.shops[tasch]?.shopper.wishList == WishList([2, 1]))
    #expect(try folder.entries() == ["real", "state.json"])
    #expect(try folder.entries(in: "real") == ["state.json", "state.json.lock"])
  }

  // MARK: - Files it cannot read

  @Test(arguments: [
    "{\"version\": 2, \"shops\": {",
    "not json at all",
    #"{"version": 2, "shops": {"tasch": {"ratings": {"1": "five"}}}}"#,
    #"{"version": 2, "shops": {"tasch": {"ratings": {"01": 5}}}}"#,
    #"{"version": 1, "wishList": [1, 2"#,
  ])
  func neverOverwritesAnInvalidFile(content: String) throws {
    let path = try folder.write(content, to: "state.json")

    let error = #expect(throws: ShopError.self) { try add(1, in: file()) }

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
    #expect(throws: ShopError.self) { try file().read(currentShop: tasch) }
  }

  @Test func refusesAFileFromANewerVersionAndLeavesItAlone() throws {
    let path = try folder.write(#"{"version": 9, "future": true}"#, to: "state.json")

    #expect(
      throws: ShopError.storage(
        "\(path) was written by a newer Tasch (format 9; this one reads up to 3). It was left "
          + "untouched: use a newer tasch, or choose another file with --state.")
    ) { try add(1, in: file()) }
    #expect(folder.read("state.json") == #"{"version": 9, "future": true}"#)
  }

  @Test func aFolderInTheWayOfTheStateFileIsAClearError() throws {
    try folder.write("x", to: "state.json/inside")

    #expect(
      throws: ShopError.storage(
        "cannot read \(folder.file("state.json")): it is a folder, not a file")
    ) { try file().read(currentShop: tasch) }
    #expect(
      throws: ShopError.storage(
        "cannot save \(folder.file("state.json")): it is a folder, not a file. Your saved state "
          + "was not changed.")
    ) { try add(1, in: file()) }
  }

  @Test func aStateFileTooLargeToReadIsNeverOverwritten() throws {
    let huge = #"{"version": 1, "wishList": [1]}"# + String(repeating: " ", count: 16 << 20)
    try folder.write(huge, to: "state.json")

    #expect(
      throws: ShopError.storage(
        "cannot read \(folder.file("state.json")): it is larger than 16 MiB, the most tasch "
          + "accepts for a state file. Your saved state was not changed.")
    ) { try add(1, in: file()) }
    #expect(folder.read("state.json")?.utf8.count == huge.utf8.count)
  }

  @Test func aFileInTheWayOfTheFolderIsAClearError() throws {
    try folder.write("x", to: "blocker")

    #expect(
      throws: ShopError.storage(
        "cannot create the folder \(folder.file("blocker")): a part of the path is a file, not a "
          + "folder. Your saved state was not changed.")
    ) { try add(1, in: file("blocker/state.json")) }
  }

  @Test func aFileInTheWayOfTheFolderIsAClearErrorWhenReadingToo() throws {
    try folder.write("x", to: "blocker")

    #expect(
      throws: ShopError.storage(
        "cannot read \(folder.file("blocker/state.json")): a part of the path is a file, not a "
          + "folder")
    ) { try file("blocker/state.json").read(currentShop: tasch) }
  }

  @Test(.enabled(if: geteuid() != 0, "root may write in read-only folders"))
  func aReadOnlyFolderIsAClearErrorAndKeepsTheState() throws {
    try add(1, in: file("ro/state.json"))
    let before = folder.read("ro/state.json")
    chmod(folder.file("ro"), 0o555)
    defer { chmod(folder.file("ro"), 0o755) }

    #expect(throws: ShopError.self) { try add(2, in: file("ro/state.json")) }
    #expect(folder.read("ro/state.json") == before)
  }

  // MARK: - Read again once changed

  /// The state file `name`, read as if long after its last change: whatever was last read from
  /// it has settled.
  private func settledFile(_ name: String = "state.json") -> StateFile {
    StateFile(path: folder.file(name), clock: { FileTime(seconds: .max / 2, nanoseconds: 0) })
  }

  @Test func whatASettledFileHeldIsKeptByItsFingerprint() throws {
    let file = settledFile()
    try add(1, in: file)

    let read = try file.read(currentShop: tasch)

    #expect(read.shops[tasch]?.shopper.wishList == WishList([1]))
    #expect(file.keptFingerprint != nil)
    #expect(file.keptFingerprint == FileFingerprint(of: folder.file("state.json")))
    #expect(try file.read(currentShop: tasch) == read)
  }

  @Test func aFileChangedWithinTheClocksTickIsNotKept() throws {
    try add(1, in: file())
    let file = StateFile(
      path: folder.file("state.json"), clock: IndexClock.racing(folder.file("state.json")))

    _ = try file.read(currentShop: tasch)

    #expect(file.keptFingerprint == nil, "it may change again with the same fingerprint")
  }

  @Test func aFileReplacedByAnotherProcessIsReadAgain() throws {
    let file = settledFile()
    try add(1, in: file)
    _ = try file.read(currentShop: tasch)

    try add(2, in: StateFile(path: folder.file("state.json")))

    #expect(try file.read(currentShop: tasch).shops[tasch]?.shopper.wishList == WishList([1, 2]))
  }

  @Test func aFileEditedInPlaceOrDeletedIsReadAgain() throws {
    let file = settledFile()
    try add(1, in: file)
    _ = try file.read(currentShop: tasch)

    try folder.write(StateText.versionOne, to: "state.json")
    let edited = try file.read(currentShop: tasch)
    unlink(folder.file("state.json"))
    let deleted = try file.read(currentShop: tasch)

    #expect(edited.shops[tasch]?.shopper.wishList != WishList([1]))
    #expect(deleted == StateDocument())
  }

  @Test func aVersionOneFileIsKeptForTheShopItWasReadAs() throws {
    try folder.write(StateText.versionOne, to: "state.json")
    let file = settledFile()
    let other = ShopID("other")

    let asTasch = try file.read(currentShop: tasch)
    let asOther = try file.read(currentShop: other)

    #expect(asTasch.shops[tasch] != nil && asTasch.shops[other] == nil)
    #expect(asOther.shops[other] == asTasch.shops[tasch] && asOther.shops[tasch] == nil)
  }
}
