import Glibc

/// Addresses to and from the C library's `sockaddr` structures.
extension HTTPSocketAddress {
  /// The address family: `AF_INET` or `AF_INET6`.
  var family: Int32 { isIPv6 ? AF_INET6 : AF_INET }

  /// The address a socket call filled in, or nil for a family other than IPv4 and IPv6.
  init?(_ storage: sockaddr_storage) {
    let family = Int32(storage.ss_family)
    let found: (bytes: [UInt8], port: UInt16)? = withUnsafeBytes(of: storage) { raw in
      switch family {
      case AF_INET:
        let address = raw.loadUnaligned(as: sockaddr_in.self)
        return (
          withUnsafeBytes(of: address.sin_addr) { Array($0) }, UInt16(bigEndian: address.sin_port)
        )
      case AF_INET6:
        let address = raw.loadUnaligned(as: sockaddr_in6.self)
        return (
          withUnsafeBytes(of: address.sin6_addr) { Array($0) }, UInt16(bigEndian: address.sin6_port)
        )
      default:
        return nil
      }
    }
    guard let found else { return nil }
    self.init(host: Self.text(of: found.bytes), bytes: found.bytes, port: found.port)
  }

  /// Calls `body` with this address as a `sockaddr` and its length.
  func withSocketAddress<Result>(
    _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
  ) -> Result {
    if isIPv6 {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = port.bigEndian
      withUnsafeMutableBytes(of: &address.sin6_addr) { $0.copyBytes(from: bytes) }
      return Self.withGeneric(address, body)
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    withUnsafeMutableBytes(of: &address.sin_addr) { $0.copyBytes(from: bytes) }
    return Self.withGeneric(address, body)
  }

  /// Calls `body` with `address`, a `sockaddr_in` or `sockaddr_in6`, as the `sockaddr` that
  /// socket calls take, and its length.
  private static func withGeneric<Address, Result>(
    _ address: Address, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
  ) -> Result {
    withUnsafePointer(to: address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<Address>.size))
      }
    }
  }

  /// The usual text of the address `bytes`: `127.0.0.1`, `::1`.
  private static func text(of bytes: [UInt8]) -> String {
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    let family = bytes.count == 4 ? AF_INET : AF_INET6
    let written = bytes.withUnsafeBytes { raw in
      inet_ntop(family, raw.baseAddress, &text, socklen_t(text.count))
    }
    guard written != nil else { return "" }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
