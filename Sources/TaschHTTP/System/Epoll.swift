import Glibc

/// Linux's epoll, the readiness of many sockets told in one call.
///
/// Swift's Glibc module leaves `sys/epoll.h` out, and the package has no C target, so the three
/// functions are found in the C library at run time, and an `epoll_event` is laid out by hand:
/// a 32-bit mask then 64 bits of data, packed into 12 bytes on x86-64 and padded to 16
/// elsewhere, as the header declares it.
struct Epoll: ~Copyable {
  /// Readable, or the peer closed.
  static let input: UInt32 = 0x001
  /// Writable.
  static let output: UInt32 = 0x004
  /// An error on the socket.
  static let error: UInt32 = 0x008
  /// Both directions are shut.
  static let hangUp: UInt32 = 0x010
  /// The peer shut its side: it will send nothing more.
  static let peerHangUp: UInt32 = 0x2000
  /// Told once per change of readiness, not for as long as it lasts.
  static let edgeTriggered: UInt32 = 0x8000_0000

  private let descriptor: Int32

  /// A new epoll instance, or nil when the C library has none.
  init?() {
    guard let functions = Functions.shared else { return nil }
    let descriptor = functions.create(O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Watches `socket` for `events`, told with `token`; false when the system refuses.
  func add(_ socket: Int32, events: UInt32, token: UInt64) -> Bool {
    control(operation: 1, socket, events: events, token: token)  // EPOLL_CTL_ADD
  }

  /// Waits up to `milliseconds` (-1: for ever) for events, and puts them in `events`; how many.
  func wait(into events: borrowing EpollEvents, milliseconds: Int32) -> Int {
    guard let functions = Functions.shared else { return 0 }
    while true {
      let count = functions.wait(descriptor, events.storage, Int32(events.capacity), milliseconds)
      if count >= 0 { return Int(count) }
      if errno != EINTR { return 0 }
    }
  }

  private func control(operation: Int32, _ socket: Int32, events: UInt32, token: UInt64) -> Bool {
    guard let functions = Functions.shared else { return false }
    var event = [UInt8](repeating: 0, count: EpollEvents.stride)
    return event.withUnsafeMutableBytes { raw in
      raw.storeBytes(of: events, toByteOffset: 0, as: UInt32.self)
      raw.storeBytes(of: token, toByteOffset: EpollEvents.dataOffset, as: UInt64.self)
      return functions.control(descriptor, operation, socket, raw.baseAddress) == 0
    }
  }

  /// The C library's epoll functions.
  private struct Functions: Sendable {
    typealias Create = @convention(c) (Int32) -> Int32
    typealias Control = @convention(c) (Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Int32
    typealias Wait = @convention(c) (Int32, UnsafeMutableRawPointer?, Int32, Int32) -> Int32

    let create: Create
    let control: Control
    let wait: Wait

    // They are the process's own C library's, already loaded: `dlopen(nil)` finds them with no
    // file name, and this library needs nothing of ours (`SystemLibrary` is for the libraries a
    // Debian package installs).
    static let shared: Functions? = {
      guard let library = dlopen(nil, RTLD_NOW),
        let create = dlsym(library, "epoll_create1"),
        let control = dlsym(library, "epoll_ctl"),
        let wait = dlsym(library, "epoll_wait")
      else { return nil }
      return Functions(
        create: unsafeBitCast(create, to: Create.self),
        control: unsafeBitCast(control, to: Control.self),
        wait: unsafeBitCast(wait, to: Wait.self))
    }()
  }
}

/// Room for the events one wait tells.
struct EpollEvents: ~Copyable {
  #if arch(x86_64)
    /// Where an event's data lies after its mask.
    static let dataOffset = 4
    /// The size of one event.
    static let stride = 12
  #else
    static let dataOffset = 8
    static let stride = 16
  #endif

  let capacity: Int
  fileprivate let storage: UnsafeMutableRawPointer

  /// Room for `capacity` events.
  init(capacity: Int) {
    self.capacity = capacity
    storage = UnsafeMutableRawPointer.allocate(
      byteCount: capacity * Self.stride, alignment: MemoryLayout<UInt64>.alignment)
  }

  deinit { storage.deallocate() }

  /// The `index`th event a wait told: what happened, and the token it was watched with.
  subscript(index: Int) -> (events: UInt32, token: UInt64) {
    let event = storage + index * Self.stride
    return (
      event.loadUnaligned(as: UInt32.self),
      event.loadUnaligned(fromByteOffset: Self.dataOffset, as: UInt64.self)
    )
  }
}
