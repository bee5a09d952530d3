import Glibc

/// Sends `bytes` on `socket`, or as much of them as the peer takes before it refuses or closes:
/// a server may answer and close before it has read all, and the rest is not needed then.
public func sendWhole(_ bytes: [UInt8], on socket: Int32) {
  var sent = 0
  while sent < bytes.count {
    let count = bytes[sent...].withUnsafeBytes {
      Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    guard count > 0 else { return }
    sent += count
  }
}
