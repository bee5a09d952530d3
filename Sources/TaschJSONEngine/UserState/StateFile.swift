import Tasch

/// The state file on disk: read it, or change it safely when several processes share it.
///
/// Every change holds an exclusive lock on `<state>.lock` beside the file actually updated (a
/// symbolic link is followed and stays a link) for the whole read-modify-write, and replaces
/// the file atomically and durably. A file that cannot be read is never overwritten.
struct StateFile: Sendable {
  /// The state file, as the user gave it.
  let path: String

  /// The state file, shared with other processes.
  private var file: SharedFile { SharedFile(path: path, limit: .userState) }

  /// The document in the file; an empty one when there is no file yet.
  ///
  /// A version-1 file's record becomes `currentShop`'s.
  func read(currentShop: ShopID) throws(ShopError) -> StateDocument {
    let bytes: [UInt8]?
    do throws(FileError) {
      bytes = try file.read()
    } catch {
      throw .storage(error.description)
    }
    guard let bytes else { return StateDocument() }
    return try decode(bytes, currentShop: currentShop)
  }

  /// Applies `change` to the document and saves the result, all under the lock.
  ///
  /// Nothing is written when `change` throws or leaves the document as it was.
  func update<Result>(
    currentShop: ShopID, _ change: (inout StateDocument) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    do throws(SharedFileError<ShopError>) {
      return try file.update { (current) throws(ShopError) -> (Result, replacement: [UInt8]?) in
        let original =
          if let current { try decode(current, currentShop: currentShop) } else {
            StateDocument()
          }
        var document = original
        let result = try change(&document)
        return (result, document != original ? StateCodec.encode(document) : nil)
      }
    } catch {
      switch error {
      case .file(let fileError): throw .storage(unchanged(fileError.description))
      case .change(let shopError): throw shopError
      }
    }
  }

  private func decode(_ bytes: [UInt8], currentShop: ShopID) throws(ShopError) -> StateDocument {
    do throws(UserStateError) {
      return try StateCodec.decode(bytes, currentShop: currentShop)
    } catch {
      switch error {
      case .invalid(let reason):
        throw .storage(
          "\(path) is not a valid Tasch state file: \(reason). It was left untouched: repair "
            + "it, or move it aside to start again with an empty wish list.")
      case .newerVersion(let version):
        throw .storage(
          "\(path) was written by a newer Tasch (format \(version); this one reads up to "
            + "\(StateDocument.currentVersion)). It was left untouched: use a newer tasch, or "
            + "choose another file with --state.")
      }
    }
  }

  private func unchanged(_ problem: String) -> String {
    "\(problem). Your saved state was not changed."
  }
}
