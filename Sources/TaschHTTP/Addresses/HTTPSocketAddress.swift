import Glibc

/// An IP address and a TCP port: where a server listens, and where a request came from.
///
/// Read from `HOST:PORT` text, as `--listen` takes it: `127.0.0.1:8080`, `[::1]:8080` or
/// `localhost:8080`, which is 127.0.0.1 without asking any name service. Port 0 asks the
/// system for a free port; the server's `address` then says which.
public struct HTTPSocketAddress: Hashable, Sendable, CustomStringConvertible {
  /// The host as written: an IPv4 address, an IPv6 address without its brackets, or
  /// `localhost`.
  public let host: String
  /// The TCP port.
  public let port: UInt16
  /// The address's bytes in network order: 4 for IPv4, 16 for IPv6.
  let bytes: [UInt8]

  /// The address `text`, written `HOST:PORT`.
  ///
  /// - Throws: `HTTPAddressError` saying what is wrong with it.
  public init(parsing text: String) throws(HTTPAddressError) {
    guard let colon = text.utf8.lastIndex(of: .colon) else {
      throw HTTPAddressError(text: text, problem: .notHostAndPort)
    }
    var host = text[..<colon]
    let port = text[text.utf8.index(after: colon)...]
    if host.hasPrefix("[") && host.hasSuffix("]") && host.count >= 2 {
      host = host.dropFirst().dropLast()
      guard let bytes = Self.bytes(of: host, family: AF_INET6) else {
        throw HTTPAddressError(text: text, problem: .badHost)
      }
      try self.init(text: text, host: String(host), bytes: bytes, port: port)
    } else if host.lowercased() == "localhost" {
      try self.init(text: text, host: String(host), bytes: [127, 0, 0, 1], port: port)
    } else if let bytes = Self.bytes(of: host, family: AF_INET) {
      try self.init(text: text, host: String(host), bytes: bytes, port: port)
    } else {
      throw HTTPAddressError(text: text, problem: host.isEmpty ? .notHostAndPort : .badHost)
    }
  }

  private init(text: String, host: String, bytes: [UInt8], port: Substring)
    throws(HTTPAddressError)
  {
    guard (1...5).contains(port.utf8.count),
      port.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let number = UInt16(port)
    else { throw HTTPAddressError(text: text, problem: .badPort) }
    self.init(host: host, bytes: bytes, port: number)
  }

  /// 127.0.0.1, port 0: the peer of a request a test makes, which came from no socket.
  public static let unknownLoopback = HTTPSocketAddress(
    host: "127.0.0.1", bytes: [127, 0, 0, 1], port: 0)

  init(host: String, bytes: [UInt8], port: UInt16) {
    self.host = host
    self.bytes = bytes
    self.port = port
  }

  /// Whether the address reaches only this machine: 127.0.0.0/8, `::1`, an IPv4 loopback
  /// address mapped into IPv6, or `localhost`.
  public var isLoopback: Bool {
    if bytes.count == 4 { return bytes[0] == 127 }
    let mappedIPv4Prefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
    if bytes.starts(with: mappedIPv4Prefix) { return bytes[12] == 127 }
    return bytes == Array(repeating: 0, count: 15) + [1]
  }

  /// Whether the address is an IPv6 one.
  var isIPv6: Bool { bytes.count == 16 }

  /// `127.0.0.1:8080`, or `[::1]:8080` for IPv6.
  public var description: String { isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// The base URL of a server listening here: `http://127.0.0.1:8080/`.
  public var url: String { "http://\(description)/" }

  /// The bytes of the IP address `text` of `family`, or nil when it is not one.
  static func bytes(of text: Substring, family: Int32) -> [UInt8]? {
    // Only the characters of addresses reach `inet_pton`, so a NUL cannot cut the text short.
    let allowed = text.utf8.allSatisfy { byte in
      byte == .colon || byte == UInt8(ascii: ".") || byte.isHexadecimalDigit
    }
    guard allowed, !text.isEmpty else { return nil }
    var bytes = [UInt8](repeating: 0, count: family == AF_INET ? 4 : 16)
    let parsed = bytes.withUnsafeMutableBytes { buffer in
      String(text).withCString { inet_pton(family, $0, buffer.baseAddress) }
    }
    return parsed == 1 ? bytes : nil
  }
}

extension UInt8 {
  /// Whether the byte is `0`…`9`, `a`…`f` or `A`…`F`.
  var isHexadecimalDigit: Bool { hexadecimalValue != nil }

  /// The value of a hexadecimal digit, or nil for another byte.
  var hexadecimalValue: UInt8? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// Why text is not an address to listen on.
public struct HTTPAddressError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// Not `HOST:PORT` at all.
    case notHostAndPort
    /// The host is not an IP address or `localhost`.
    case badHost
    /// The port is not a number from 0 to 65535.
    case badPort
  }

  /// The text that was read.
  public let text: String
  /// What is wrong with it.
  public let problem: Problem

  /// `'8080' is not HOST:PORT, such as 127.0.0.1:8080, [::1]:8080 or localhost:8080`.
  public var description: String {
    switch problem {
    case .notHostAndPort:
      "'\(text)' is not HOST:PORT, such as 127.0.0.1:8080, [::1]:8080 or localhost:8080"
    case .badHost:
      "'\(text)': the host must be an IPv4 address, an IPv6 address in brackets, or localhost"
    case .badPort: "'\(text)': the port must be a number from 0 to 65535"
    }
  }
}
