import Glibc

/// The socket calls the server makes, each with its errors told apart.
enum Sockets {
  /// A non-blocking socket listening on `address`, and the address it is bound to (with the
  /// port the system picked, when `address` asked for 0).
  static func listen(on address: HTTPSocketAddress) throws(HTTPServerError) -> (
    socket: Int32, address: HTTPSocketAddress
  ) {
    let socket = Glibc.socket(
      address.family, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue),
      0)
    guard socket >= 0 else { throw HTTPServerError("cannot open a socket", systemError: errno) }
    setOption(socket, SOL_SOCKET, SO_REUSEADDR, 1)
    let bound = address.withSocketAddress { Glibc.bind(socket, $0, $1) }
    // The kernel caps the backlog at its own maximum; a thousand clients connecting at once
    // should not find it full.
    guard bound == 0, Glibc.listen(socket, 4096) == 0 else {
      let error = errno
      close(socket)
      throw HTTPServerError(
        "cannot listen on \(address)", systemError: error, concernsTheAddress: true)
    }
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let named = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    guard named == 0, let boundAddress = HTTPSocketAddress(storage) else {
      let error = errno
      close(socket)
      throw HTTPServerError("cannot tell the address of \(address)", systemError: error)
    }
    return (socket, boundAddress)
  }

  /// What `accept` did.
  enum Accepted {
    /// A connection, non-blocking, from `peer`.
    case connection(Int32, peer: HTTPSocketAddress)
    /// No connection is waiting.
    case noneWaiting
    /// The process or the system has no descriptor left for one.
    case outOfDescriptors
    /// That connection failed before it was taken; others may be waiting.
    case failed
  }

  /// The next connection waiting on `listener`.
  static func accept(_ listener: Int32) -> Accepted {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let socket = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(listener, $0, &length) }
    }
    guard socket >= 0 else {
      switch errno {
      case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .outOfDescriptors
      case EINTR, ECONNABORTED, EPROTO, EPERM: return .failed
      // EAGAIN, or a listener that fails for good: wait until epoll tells of it again.
      default: return .noneWaiting
      }
    }
    // `accept4`, which would set both flags at once, is not in Swift's Glibc module.
    guard fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK) == 0,
      fcntl(socket, F_SETFD, FD_CLOEXEC) == 0,
      let peer = HTTPSocketAddress(storage)
    else {
      close(socket)
      return .failed
    }
    // Responses go out whole, so waiting to fill a packet only delays them.
    setOption(socket, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
    // A client that vanished without a word (its machine asleep, a NAT that forgot it) is found
    // out after a minute of silence and three unanswered probes 10 s apart, or, when something
    // was sent to it, once it has gone 90 s unacknowledged (no probes go while it is), and its
    // connection fails: an event stream, which waits on nothing the client does, would hold it
    // for good.
    setOption(socket, SOL_SOCKET, SO_KEEPALIVE, 1)
    setOption(socket, Int32(IPPROTO_TCP), TCP_KEEPIDLE, 60)
    setOption(socket, Int32(IPPROTO_TCP), TCP_KEEPINTVL, 10)
    setOption(socket, Int32(IPPROTO_TCP), TCP_KEEPCNT, 3)
    setOption(socket, Int32(IPPROTO_TCP), TCP_USER_TIMEOUT, 90_000)
    return .connection(socket, peer: peer)
  }

  /// Sets a socket option whose value is a number; one the system refuses is left as it was.
  private static func setOption(_ socket: Int32, _ level: Int32, _ name: Int32, _ value: Int32) {
    var value = value
    _ = setsockopt(socket, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
  }

  /// A pipe whose two ends do not block: a way to wake the event loop from another thread.
  static func wakePipe() throws(HTTPServerError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw HTTPServerError("cannot make a pipe", systemError: errno) }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }
}
