import Glibc

/// Why a server could not start.
public struct HTTPServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, such as `cannot listen on 127.0.0.1:8080`.
  public let message: String
  /// The system's error number (`errno`), such as `EADDRINUSE`; 0 when the system said none.
  public let systemError: Int32
  /// Whether it is the address that could not be listened on, as `message` says.
  let concernsTheAddress: Bool

  /// The failure `message`, caused by the system error `systemError`; `concernsTheAddress`
  /// when the address could not be listened on.
  public init(_ message: String, systemError: Int32, concernsTheAddress: Bool = false) {
    self.message = message
    self.systemError = systemError
    self.concernsTheAddress = concernsTheAddress
  }

  /// Why, for a caller that says itself that the address could not be listened on: the
  /// system's words when that is what failed (`Address already in use`), else `description`.
  public var reason: String {
    guard concernsTheAddress, systemError != 0, let reason = strerror(systemError) else {
      return description
    }
    return String(cString: reason)
  }

  /// `cannot listen on 127.0.0.1:8080: Address already in use`.
  public var description: String {
    guard systemError != 0, let reason = strerror(systemError) else { return message }
    return "\(message): \(String(cString: reason))"
  }
}
