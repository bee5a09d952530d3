import TaschStoreSupport

/// A file several processes share: read whole, and changed by replacing it whole under an
/// exclusive lock, so that no process loses another's update and no crash leaves it torn.
///
/// A change follows symbolic links and updates the file they finally name, in place: the link
/// stays a link, and writers through the link and through the real path lock the same
/// `<file>.lock`, which sits beside the file actually updated. The folders of a file named
/// are made as needed, never those a link leads into; a file behind a link into a folder that
/// is not there is refused, read or changed, never taken for one not made yet.
struct SharedFile: Sendable {
  /// The file, as the user gave it.
  let path: String
  /// The most it may hold.
  let limit: FileSizeLimit
  /// How long a change waits for another process's lock.
  var lockWait = LockWait.standard

  /// The file's content; `nil` when it does not exist yet.
  ///
  /// - Throws: `FileError` when the path is unusable, or the file cannot be read, is not a
  ///   regular file, or is too large.
  func read() throws(FileError) -> [UInt8]? {
    guard let bytes = try PosixFile.readIfPresent(path, limit: limit) else {
      try refuseIfOutOfReach()
      return nil
    }
    return bytes
  }

  /// Checks that the file, found absent, is one not made yet, and not one out of reach.
  ///
  /// - Parameter isNoLink: whether `path` is known to be no link: nothing has its name.
  /// - Throws: `FileError` when a symbolic link on the way, the file's own or one of its
  ///   folders', leads to nothing, as a drive not mounted does: the file is there, and an
  ///   empty one shown in its place would hide it without a word.
  func refuseIfOutOfReach(isNoLink: Bool = false) throws(FileError) {
    let target = isNoLink ? path : try SymbolicLinks.finalTarget(of: path)
    guard let missing = missingDestination(toward: target) else { return }
    throw FileError(action: .read, path: path, reason: .linkIntoMissingFolder(missing))
  }

  /// Where a symbolic link on the way to `target`, where the links of `path` lead, leads to
  /// nothing: `target` itself when it lies in a folder that does not exist, or the destination
  /// of a folder's link; `nil` when the way is clear.
  ///
  /// A change never makes the folder a link leads into: it would hide under a drive mounted
  /// later, or hold the file where the link's owner never looks.
  private func missingDestination(toward target: String) -> String? {
    if target != path && !PosixFile.isFolder(Path.folder(of: target)) { return target }
    return SymbolicLinks.destinationOfBrokenFolderLink(above: target)
  }

  /// Runs `change` on the current content (`nil` when there is no file yet) while holding the
  /// lock, and replaces the file with the content it returns, if any.
  ///
  /// - Throws: `SharedFileError.file` when the file cannot be locked, read or replaced (it is
  ///   then unchanged), `.change` with what `change` threw (nothing is written).
  func update<Result, Failure: Error>(
    _ change: (_ current: [UInt8]?) throws(Failure) -> (Result, replacement: [UInt8]?)
  ) throws(SharedFileError<Failure>) -> Result {
    let target: String
    do throws(FileError) {
      if let problem = FilePathCheck.problem(with: path) {
        throw FileError(action: .save, path: path, reason: .unusablePath(problem))
      }
      target = try SymbolicLinks.finalTarget(of: path)
      if let missing = missingDestination(toward: target) {
        throw FileError(action: .save, path: path, reason: .linkIntoMissingFolder(missing))
      } else if target == path {
        try PosixFile.createFolders(Path.folder(of: target))
      }
      // Refused before its lock is made beside it: a link to /dev/zero leaves no /dev/zero.lock.
      if let kind = FileKind.nonRegular(at: target) {
        throw FileError(action: .read, path: target, reason: .notAFile(kind))
      }
    } catch {
      throw .file(error)
    }
    do throws(LockedError<SharedFileError<Failure>>) {
      return try FileLock.withExclusiveLock(
        on: target + ".lock", creatingLike: target, waiting: lockWait
      ) {
        () throws(SharedFileError<Failure>) -> Result in
        let current: [UInt8]?
        do throws(FileError) {
          current = try PosixFile.readIfPresent(target, limit: limit)
        } catch {
          throw .file(error)
        }
        let (result, replacement) = try Self.run(change, on: current)
        guard let replacement else { return result }
        do throws(FileError) {
          try PosixFile.replace(target, with: replacement, limit: limit)
        } catch {
          throw .file(error)
        }
        return result
      }
    } catch {
      switch error {
      case .lock(let fileError): throw .file(fileError)
      case .body(let failure): throw failure
      }
    }
  }

  private static func run<Result, Failure: Error>(
    _ change: ([UInt8]?) throws(Failure) -> (Result, replacement: [UInt8]?),
    on current: [UInt8]?
  ) throws(SharedFileError<Failure>) -> (Result, replacement: [UInt8]?) {
    do throws(Failure) {
      return try change(current)
    } catch {
      throw .change(error)
    }
  }
}

/// Why a change of a shared file failed.
enum SharedFileError<Failure: Error>: Error {
  /// The file could not be locked, read or replaced; it is unchanged.
  case file(FileError)
  /// The change itself threw; nothing was written.
  case change(Failure)
}
