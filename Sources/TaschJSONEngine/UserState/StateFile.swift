import Tasch

/// The state file on disk: read it, or change it safely when several processes share it.
///
/// Every change holds an exclusive lock on `<state>.lock` for the whole read-modify-write and
/// replaces the file atomically and durably. A file that cannot be read is never overwritten.
struct StateFile: Sendable {
  /// The state file.
  let path: String

  /// The permanent lock file next to the state file.
  var lockPath: String { path + ".lock" }

  /// The document in the file; an empty one when there is no file yet.
  ///
  /// A version-1 file's
  /// record becomes `currentShop`'s.
  func read(currentShop: ShopID) throws(ShopError) -> StateDocument {
    guard PosixFile.exists(path) else { return StateDocument() }
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try PosixFile.read(path)
    } catch {
      throw .storage(error.description)
    }
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

  /// Applies `change` to the document and saves the result, all under the lock.
  ///
  /// Nothing is written when `change` throws or leaves the document as it was.
  func update<Result>(
    currentShop: ShopID, _ change: (inout StateDocument) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    do throws(FileError) {
      try PosixFile.createFolders(Path.folder(of: path))
    } catch {
      throw .storage(unchanged(error.description))
    }
    do throws(LockedError<ShopError>) {
      return try FileLock.withExclusiveLock(on: lockPath) { () throws(ShopError) -> Result in
        // No other writer holds the lock, so any temporary file is a crashed writer's.
        PosixFile.removeLeftoverTemporaries(of: path)
        let original = try read(currentShop: currentShop)
        var document = original
        let result = try change(&document)
        if document != original {
          do throws(FileError) {
            try PosixFile.replace(path, with: StateCodec.encode(document))
          } catch {
            throw .storage(unchanged(error.description))
          }
        }
        return result
      }
    } catch {
      switch error {
      case .lock(let fileError): throw .storage(unchanged(fileError.description))
      case .body(let shopError): throw shopError
      }
    }
  }

  private func unchanged(_ problem: String) -> String {
    "\(problem). Your saved state was not changed."
  }
}
