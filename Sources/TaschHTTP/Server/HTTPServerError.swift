import Glibc

/// Why a server could not start.
public struct HTTPServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, such as `cannot listen on 127.0.0.1:8080`.
  public let message: String
  /// The system's error number (`errno`), such as `EADDRINUSE`; 0 when the system said none.
  public let systemError: Int32

  /// The failure `message`, caused by the system error `systemError`.
  public init(_ message: String, systemError: Int32) {
    self.message = message
    self.systemError = systemError
  }

  /// `cannot listen on 127.0.0.1:8080: Address already in use`.
  public var description: String {
    guard systemError != 0, let reason = strerror(systemError) else { return message }
    return "\(message): \(String(cString: reason))"
  }
}
