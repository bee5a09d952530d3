import Synchronization
import Tasch
import TaschStoreSupport

/// The state file on disk: read it, or change it safely when several processes share it.
///
/// Every change holds an exclusive lock on `<state>.lock` beside the file actually updated (a
/// symbolic link is followed and stays a link) for the whole read-modify-write, and replaces
/// the file atomically and durably. A file that cannot be read is never overwritten.
///
/// A read keeps what it decoded, by the file's fingerprint: the file is read and decoded again
/// only once it changed, so that a server answering many requests of one shopper decodes their
/// state once a change, not once a request.
struct StateFile: Sendable {
  /// The state file, as the user gave it.
  let path: String
  /// The time now, by which a file is known to have settled before it was read.
  private let clock: @Sendable () -> FileTime
  /// The document last read, by the fingerprint of the file it was read from.
  private let lastRead = LastRead()

  /// The most the file may hold.
  private let limit: FileSizeLimit

  /// The state file at `path`, its reads timed by `clock`, holding at most `limit`.
  init(
    path: String, clock: @escaping @Sendable () -> FileTime = FileTime.now,
    limit: FileSizeLimit = .userState
  ) {
    self.path = path
    self.clock = clock
    self.limit = limit
  }

  /// The fingerprint of the file the kept document was read from, if one is kept: for tests.
  var keptFingerprint: FileFingerprint? { lastRead.fingerprint }

  /// The state file, shared with other processes.
  private var file: SharedFile { SharedFile(path: path, limit: limit) }

  /// The document in the file; an empty one when there is no file yet.
  ///
  /// A version-1 file's record becomes `currentShop`'s. A file behind a symbolic link that
  /// leads to nothing is a `.storage` error, not an empty document.
  func read(currentShop: ShopID) throws(ShopError) -> StateDocument {
    let readAt = clock()
    let lookup = FileFingerprint.lookUp(path)
    let before = lookup.fingerprint
    if let before, let kept = lastRead.document(of: before, currentShop: currentShop) {
      return kept
    }
    let bytes: [UInt8]?
    do throws(FileError) {
      // No file is an empty document, known without opening it (a server asks at every
      // request), unless a link on the way leads to nothing.
      if lookup == .absent {
        try file.refuseIfOutOfReach(isNoLink: true)
        return StateDocument()
      }
      bytes = try file.read()
    } catch {
      throw .storage(error.description)
    }
    guard let bytes else { return StateDocument() }
    let document = try decode(bytes, currentShop: currentShop)
    // Kept only when the file did not change while it was read, so that the bytes are the
    // file's as `before` saw it, and had settled before: a change within the same tick of the
    // clock that stamps file times could leave the same fingerprint.
    if let before, before.isSettled(before: readAt), FileFingerprint(of: path) == before {
      lastRead.keep(document, of: before, currentShop: currentShop)
    }
    return document
  }

  /// Applies `change` to the document and saves the result, all under the lock.
  ///
  /// Nothing is written when `change` throws or leaves the document as it was.
  ///
  /// - Returns: what `change` returned, and the document as saved, which may hold fewer steps
  ///   of the history than `change` left (`encodedWithinLimit`); `nil` when nothing was saved.
  @discardableResult
  func update<Result>(
    currentShop: ShopID, _ change: (inout StateDocument) throws(ShopError) -> Result
  ) throws(ShopError) -> (Result, saved: StateDocument?) {
    var saved: StateDocument?
    do throws(SharedFileError<ShopError>) {
      let result = try file.update {
        (current) throws(ShopError) -> (Result, replacement: [UInt8]?) in
        let original =
          if let current { try decode(current, currentShop: currentShop) } else {
            StateDocument()
          }
        var document = original
        let result = try change(&document)
        guard document != original else { return (result, nil) }
        let bytes = encodedWithinLimit(&document, shop: currentShop)
        saved = document
        return (result, bytes)
      }
      return (result, saved)
    } catch {
      switch error {
      case .file(let fileError): throw .storage(unchanged(fileError))
      case .change(let shopError): throw shopError
      }
    }
  }

  /// The text of `document`, within the limit where forgetting the older steps of `shop`'s
  /// history can make it so: as many of the newest as fit, else none.
  ///
  /// Undo's history is a convenience, the orders and the wish list are the shopper's, and a
  /// file at its limit once refused every change, the ones that make room too, since each adds
  /// a step to the history. Few tries, each a write of the whole text, since a file at its
  /// limit stays there and pays them at every change: the first forgets the oldest steps whose
  /// text, each written alone, is as long as the text is too long, which is never too few. It
  /// may be too many, since a step takes more in the file, indented, than alone: a change that
  /// adds many steps at once would forget every one of them though some fit. The most that fit
  /// are then found by halving between that and all, a try a halving. Past the limit all the
  /// same, the file refuses it, saying how to make room.
  private func encodedWithinLimit(_ document: inout StateDocument, shop: ShopID) -> [UInt8] {
    let bytes = StateCodec.encode(document)
    guard bytes.count > limit.bytes, let history = document.shops[shop]?.shopper.history
    else { return bytes }
    var (excess, forgotten) = (bytes.count - limit.bytes, 0)
    for size in HistoryCodec.writtenSizes(of: history) where excess > 0 {
      excess -= size
      forgotten += 1
    }
    let limit = self.limit.bytes
    func keeping(_ kept: Int) -> (document: StateDocument, text: [UInt8])? {
      var trial = document
      trial.shops[shop]?.shopper.history.forgetAllBut(newest: kept)
      let text = StateCodec.encode(trial)
      return text.count <= limit ? (trial, text) : nil
    }
    // All of them did not fit.
    var (fitting, tooMany) = (history.changes.count - forgotten, history.changes.count)
    guard var best = keeping(fitting) ?? (fitting > 0 ? keeping(0) : nil) else { return bytes }
    if best.document.shops[shop]?.shopper.history.changes.isEmpty == true { fitting = 0 }
    while tooMany - fitting > 1 {
      let middle = fitting + (tooMany - fitting) / 2
      if let found = keeping(middle) {
        (best, fitting) = (found, middle)
      } else {
        tooMany = middle
      }
    }
    document = best.document
    return best.text
  }

  private func decode(_ bytes: [UInt8], currentShop: ShopID) throws(ShopError) -> StateDocument {
    do throws(UserStateError) {
      return try StateCodec.decode(bytes, currentShop: currentShop)
    } catch {
      switch error {
      case .invalid(let reason):
        throw .storage(
          "\(path.inMessage) is not a valid Tasch state file: \(reason). It was left untouched: "
            + "repair it, or move it aside to start again with an empty wish list.")
      case .newerVersion(let version):
        throw .storage(
          "\(path.inMessage) was written by a newer Tasch (format \(version); this one reads up to "
            + "\(StateDocument.currentVersion)). It was left untouched: use a newer tasch, or "
            + "choose another file with --state.")
      }
    }
  }

  /// What a change refused for `problem` says: that nothing was changed, and, when the change
  /// would grow the file past its limit, how to make room.
  private func unchanged(_ problem: FileError) -> String {
    let refusal = "\(problem). Your saved state was not changed."
    // A file read already too large was made so by another program: tasch cannot read it to
    // make it smaller.
    guard case .tooLarge = problem.reason, problem.action == .save else { return refusal }
    // Orders are never deleted: only the wish list can be made smaller.
    return refusal
      + " To make room, take items off your wish list, or off another shop's this file keeps;"
      + " once your orders fill the file, go on with a new state file (--state PATH) and keep"
      + " this one as the record of them."
  }
}

/// The document a state file's last read decoded, with the file's fingerprint then and the
/// shop a version-1 file's record was read as.
private final class LastRead: Sendable {
  private let kept = Mutex<(FileFingerprint, ShopID, StateDocument)?>(nil)

  /// The fingerprint of the file the kept document was read from.
  var fingerprint: FileFingerprint? { kept.withLock { $0?.0 } }

  /// The document kept for the file `fingerprint` names, read for `currentShop`; `nil` when
  /// none is.
  func document(of fingerprint: FileFingerprint, currentShop: ShopID) -> StateDocument? {
    kept.withLock { kept in
      guard let (keptFingerprint, shop, document) = kept,
        keptFingerprint == fingerprint, shop == currentShop
      else { return nil }
      return document
    }
  }

  /// Keeps `document`, read from the file `fingerprint` names for `currentShop`.
  func keep(_ document: StateDocument, of fingerprint: FileFingerprint, currentShop: ShopID) {
    kept.withLock { $0 = (fingerprint, currentShop, document) }
  }
}
