import Tasch

/// The user's state on disk: read it, or change it safely when several processes share it.
///
/// Every change holds an exclusive lock on `<state>.lock` for the whole read-modify-write, and
/// replaces the file atomically and durably. A file that cannot be read is never overwritten.
struct UserStateStore: Sendable {
  /// The state file.
  let path: String
  /// What a new user starts with when `path` does not exist yet; `nil` for an empty state.
  let seedPath: String?

  /// The permanent lock file next to the state file.
  var lockPath: String { path + ".lock" }

  /// The current state: the file's, else the seed's, else an empty one.
  func load() throws(ShopError) -> UserState {
    if PosixFile.exists(path) { return try decodeFile(at: path) }
    if let seedPath { return try decodeFile(at: seedPath) }
    return UserState()
  }

  /// Applies `change` to the current state and saves the result, all under the lock.
  ///
  /// Nothing is written when `change` throws or leaves the state as it was.
  func update<Result>(
    _ change: (inout UserState) throws(ShopError) -> Result
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
        let original = try load()
        var state = original
        let result = try change(&state)
        if state != original || !PosixFile.exists(path) && state != UserState() {
          do throws(FileError) {
            try PosixFile.replace(path, with: UserStateCodec.encode(state))
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

  private func decodeFile(at path: String) throws(ShopError) -> UserState {
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try PosixFile.read(path)
    } catch {
      throw .storage(error.description)
    }
    do throws(UserStateError) {
      return try UserStateCodec.decode(bytes)
    } catch {
      switch error {
      case .invalid(let reason):
        throw .storage(
          "\(path) is not a valid Tasch state file: \(reason). It was left untouched: repair "
            + "it, or move it aside to start again with an empty wish list.")
      case .newerVersion(let version):
        throw .storage(
          "\(path) was written by a newer Tasch (format \(version); this one reads up to "
            + "\(UserState.currentVersion)). It was left untouched: use a newer tasch, or "
            + "choose another file with --state.")
      }
    }
  }

  private func unchanged(_ problem: String) -> String {
    "\(problem). Your saved state was not changed."
  }
}
