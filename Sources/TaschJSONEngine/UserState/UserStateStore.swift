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

  /// The state file, shared with other processes.
  private var file: SharedFile { SharedFile(path: path, limit: .userState) }

  /// The current state: the file's, else the seed's, else an empty one.
  func load() throws(ShopError) -> UserState {
    let bytes: [UInt8]?
    do throws(FileError) {
      bytes = try file.read()
    } catch {
      throw .storage(error.description)
    }
    guard let bytes else { return try initialState() }
    return try decode(bytes, from: path)
  }

  /// Applies `change` to the current state and saves the result, all under the lock.
  ///
  /// Nothing is written when `change` throws or leaves the state as it was.
  func update<Result>(
    _ change: (inout UserState) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    do throws(SharedFileError<ShopError>) {
      return try file.update { (current) throws(ShopError) -> (Result, replacement: [UInt8]?) in
        let original =
          if let current { try decode(current, from: path) } else { try initialState() }
        var state = original
        let result = try change(&state)
        let changed = state != original || current == nil && state != UserState()
        return (result, changed ? UserStateCodec.encode(state) : nil)
      }
    } catch {
      switch error {
      case .file(let fileError): throw .storage(unchanged(fileError.description))
      case .change(let shopError): throw shopError
      }
    }
  }

  /// What a user without a state file starts with: the seed's, else an empty state.
  private func initialState() throws(ShopError) -> UserState {
    guard let seedPath else { return UserState() }
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try PosixFile.read(seedPath, limit: .userState)
    } catch {
      throw .storage(error.description)
    }
    return try decode(bytes, from: seedPath)
  }

  private func decode(_ bytes: [UInt8], from path: String) throws(ShopError) -> UserState {
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
