import Glibc

/// Keeps the numbers of standard descriptors the process was started without.
///
/// A process started with standard output closed (`tasch products >&-`) hands its number to the
/// first file it opens, and what it then writes as results lands in that file: a lock, a state
/// file. Each closed one is taken by `/dev/null` opened the other way round — read-only for
/// output and errors, write-only for input — so that using it still fails as using a closed
/// one does (`EBADF`), and no file of tasch's is given its number.
public enum ClosedStandardDescriptors {
  /// Takes each closed standard descriptor; call it before anything opens a file.
  public static func take() {
    let descriptors = [
      (STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY),
    ]
    for (descriptor, direction) in descriptors
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let taken = open("/dev/null", direction | O_CLOEXEC)
      // The lowest free number is the closed one, unless a lower one was closed and not taken.
      if taken >= 0 && taken != descriptor {
        dup2(taken, descriptor)
        close(taken)
      }
    }
  }
}
