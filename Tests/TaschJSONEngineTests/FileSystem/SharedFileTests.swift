import Glibc
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct SharedFileTests {
  private let folder = TemporaryFolder()

  private func file(_ name: String) -> SharedFile {
    SharedFile(path: name.isEmpty ? "" : folder.file(name), limit: .userState)
  }

  /// Appends `text` to the file's content through `update`.
  private func append(_ text: String, to file: SharedFile) throws(SharedFileError<Never>) {
    try file.update { current in ((), (current ?? []) + Array(text.utf8)) }
  }

  private func isLink(_ name: String) -> Bool {
    var status = stat()
    return lstat(folder.file(name), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  @Test func aMissingFileReadsAsNothing() throws {
    #expect(try file("state.json").read() == nil)
  }

  @Test func anUpdateCreatesTheFileItsFolderAndItsLock() throws {
    try append("a", to: file("a/b/state.json"))

    // The folders made are their owner's alone, as the XDG folders are to be made: a parent
    // others may write to would let them put a folder of theirs in place of the file's.
    for made in ["a", "a/b"] {
      var status = stat()
      #expect(stat(folder.file(made), &status) == 0 && status.st_mode & 0o777 == 0o700, "\(made)")
    }
    #expect(try file("a/b/state.json").read() == Array("a".utf8))
    #expect(try folder.entries(in: "a/b") == ["state.json", "state.json.lock"])
  }

  @Test func anUpdateThroughALinkChangesTheTargetAndKeepsTheLink() throws {
    try folder.write("real", to: "data/real.json")
    #expect(symlink("data/real.json", folder.file("state.json")) == 0)

    try append("+link", to: file("state.json"))
    try append("+real", to: file("data/real.json"))

    #expect(isLink("state.json"))
    #expect(folder.read("data/real.json") == "real+link+real")
    #expect(try file("state.json").read() == Array("real+link+real".utf8))
    #expect(try folder.entries() == ["data", "state.json"])
    #expect(try folder.entries(in: "data") == ["real.json", "real.json.lock"])
  }

  @Test func anUpdateThroughALinkToNothingCreatesItsTarget() throws {
    #expect(symlink("later.json", folder.file("state.json")) == 0)
    #expect(try file("state.json").read() == nil)

    try append("a", to: file("state.json"))

    #expect(isLink("state.json"))
    #expect(folder.read("later.json") == "a")
  }

  /// A link into a folder that is not there (a drive not mounted yet) is refused, rather than
  /// the folder made where the drive would later hide it.
  @Test func anUpdateThroughALinkIntoAMissingFolderIsRefusedAndMakesNoFolder() throws {
    let target = folder.file("drive/tasch/state.json")
    #expect(symlink(target, folder.file("state.json")) == 0)

    let error = #expect(throws: SharedFileError<Never>.self) {
      try append("a", to: file("state.json"))
    }

    guard case .file(let fileError) = error else {
      Issue.record("not a file's error: \(String(describing: error))")
      return
    }
    #expect(fileError.reason == .linkIntoMissingFolder(target))
    #expect(try folder.entries() == ["state.json"])
    #expect(isLink("state.json"))
  }

  /// A link to a named pipe, as to a device, is refused before anything is made beside what
  /// it leads to: a link to /dev/zero left /dev/zero.lock behind.
  @Test func anUpdateThroughALinkToSomethingOtherThanAFileMakesNoLockBesideIt() throws {
    try folder.write("", to: "pipes/.keep")
    #expect(mkfifo(folder.file("pipes/pipe"), 0o600) == 0)
    #expect(symlink(folder.file("pipes/pipe"), folder.file("state.json")) == 0)

    let error = #expect(throws: SharedFileError<Never>.self) {
      try append("a", to: file("state.json"))
    }

    guard case .file(let fileError) = error else {
      Issue.record("not a file's error: \(String(describing: error))")
      return
    }
    #expect(fileError.reason == .notARegularFile("a named pipe (FIFO)"))
    #expect(try folder.entries(in: "pipes") == [".keep", "pipe"])
  }

  /// Another user's link is followed only to what they own: `nobody` linking their state file
  /// to a file of root's made root, running tasch on it, rewrite that file. (Only root can
  /// give a link to another user, so only root runs this.)
  @Test(.enabled(if: geteuid() == 0, "only root can make a link of another user"))
  func anotherUsersLinkLeadsOnlyToWhatTheyOwn() throws {
    let nobody: uid_t = 65_534
    try folder.write("{\"secret\": 1}", to: "root/app.json")
    try folder.write("theirs", to: "theirs.json")
    #expect(lchown(folder.file("theirs.json"), nobody, gid_t(nobody)) == 0)
    for (link, target) in [("state.json", "root/app.json"), ("mine.json", "theirs.json")] {
      #expect(symlink(folder.file(target), folder.file(link)) == 0)
      #expect(lchown(folder.file(link), nobody, gid_t(nobody)) == 0)
    }
    // Through a third user's link to a file of theirs: each link leads only to its owner's.
    #expect(symlink(folder.file("state.json"), folder.file("chain.json")) == 0)
    #expect(lchown(folder.file("chain.json"), nobody - 1, gid_t(nobody - 1)) == 0)
    #expect(throws: SharedFileError<Never>.self) { try append("+chain", to: file("chain.json")) }

    let error = #expect(throws: SharedFileError<Never>.self) {
      try append("+root", to: file("state.json"))
    }
    try append("+root", to: file("mine.json"))

    guard case .file(let fileError) = error else {
      Issue.record("not a file's error: \(String(describing: error))")
      return
    }
    #expect(fileError.reason == .linkOfAnotherUser(folder.file("root/app.json")))
    #expect(folder.read("root/app.json") == "{\"secret\": 1}")
    #expect(try folder.entries(in: "root") == ["app.json"])
    #expect(folder.read("theirs.json") == "theirs+root")
  }

  /// Another user's link among the folders on the way leads only to a folder of theirs.
  ///
  /// Found by attack: `nobody` linking a folder of theirs to a folder of root's made root,
  /// running tasch on their files, write a state file there; linked to a folder of their own,
  /// it is followed.
  @Test(.enabled(if: geteuid() == 0, "only root can make a link of another user"))
  func anotherUsersFolderLinkLeadsOnlyToAFolderOfTheirs() throws {
    let nobody: uid_t = 65_534
    try folder.write("{\"secret\": 1}", to: "root/state.json")
    try folder.write("theirs", to: "theirs/state.json")
    #expect(chown(folder.file("theirs"), nobody, gid_t(nobody)) == 0)
    try folder.write("", to: "home/.keep")
    #expect(chown(folder.file("home"), nobody, gid_t(nobody)) == 0)
    for (link, target) in [("home/share", "root"), ("home/mine", "theirs")] {
      #expect(symlink(folder.file(target), folder.file(link)) == 0)
      #expect(lchown(folder.file(link), nobody, gid_t(nobody)) == 0)
    }

    let error = #expect(throws: SharedFileError<Never>.self) {
      try append("+root", to: file("home/share/state.json"))
    }
    try append("+root", to: file("home/mine/state.json"))
    // Found by review: a link of root's own, leading to theirs, is no way round.
    #expect(symlink(folder.file("home/share"), folder.file("data")) == 0)
    #expect(throws: SharedFileError<Never>.self) {
      try append("+data", to: file("data/state.json"))
    }

    guard case .file(let fileError) = error else {
      Issue.record("not a file's error: \(String(describing: error))")
      return
    }
    #expect(
      fileError.reason
        == .folderLinkOfAnotherUser(folder.file("home/share"), leadingTo: folder.file("root")))
    #expect(folder.read("root/state.json") == "{\"secret\": 1}")
    #expect(try folder.entries(in: "root") == ["state.json"])
    #expect(folder.read("theirs/state.json") == "theirs+root")
  }

  /// Read, the same link is refused too: an empty state shown in place of the one on the
  /// drive would hide it without a word.
  @Test func aReadThroughALinkIntoAMissingFolderIsRefused() throws {
    let target = folder.file("drive/tasch/state.json")
    #expect(symlink(target, folder.file("state.json")) == 0)

    let error = #expect(throws: FileError.self) { try file("state.json").read() }

    #expect(error?.reason == .linkIntoMissingFolder(target))
    #expect(error?.description.hasPrefix("cannot read ") == true)
    #expect(try folder.entries() == ["state.json"])
  }

  /// A folder linked to a drive not mounted hides the file just as well: read or changed, it
  /// is refused, naming where the folder's link leads, and nothing is made there.
  @Test func aFileInAFolderLinkedToNothingIsRefusedReadOrChanged() throws {
    let drive = folder.file("drive/tasch")
    #expect(symlink(drive, folder.file("data")) == 0)

    let read = #expect(throws: FileError.self) { try file("data/state.json").read() }
    let change = #expect(throws: SharedFileError<Never>.self) {
      try append("a", to: file("data/state.json"))
    }

    #expect(read?.reason == .linkIntoMissingFolder(drive))
    guard case .file(let changeError) = change else {
      Issue.record("not a file's error: \(String(describing: change))")
      return
    }
    #expect(changeError.reason == .linkIntoMissingFolder(drive))
    #expect(try folder.entries() == ["data"])
  }

  @Test func aChangeThatReturnsNothingWritesNothing() throws {
    try file("state.json").update { (_) throws(Never) in ((), nil) }

    #expect(try folder.entries() == ["state.json.lock"])
  }

  @Test func aChangeThatThrowsWritesNothing() throws {
    try append("a", to: file("state.json"))

    let error = #expect(throws: SharedFileError<CancellationError>.self) {
      try file("state.json").update {
        (_) throws(CancellationError) -> ((), replacement: [UInt8]?) in
        throw CancellationError()
      }
    }

    guard case .change = error else {
      Issue.record("expected the change's error, got \(String(describing: error))")
      return
    }
    #expect(folder.read("state.json") == "a")
  }

  @Test(arguments: ["", "tasch/", "state.json"])
  func anUnusablePathIsRefusedBeforeAnythingIsTouched(name: String) throws {
    if name == "state.json" { try folder.write("x", to: "state.json/inside") }
    let before = try folder.entries()

    let error = #expect(throws: SharedFileError<Never>.self) {
      try append("a", to: file(name))
    }

    guard case .file(let fileError) = error, case .unusablePath = fileError.reason else {
      Issue.record("expected an unusable path, got \(String(describing: error))")
      return
    }
    #expect(try folder.entries() == before)
  }

  @Test func anEmptyPathIsNamedInTheMessage() {
    #expect(throws: FileError(action: .read, path: "", reason: .unusablePath("the path is empty")))
    {
      try file("").read()
    }
    #expect(
      FileError(action: .read, path: "", reason: .unusablePath("the path is empty")).description
        == "cannot read \"\": the path is empty")
  }
}
