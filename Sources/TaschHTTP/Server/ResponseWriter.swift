/// The bytes of a response's head and of the chunks of a streamed body.
enum ResponseWriter {
  /// What the `Connection` field says.
  enum ConnectionField {
    /// Nothing: HTTP/1.1 keeps the connection open by default.
    case none
    /// `close`: the connection closes after this response.
    case close
    /// `keep-alive`: an HTTP/1.0 connection that asked to stay open does.
    case keepAlive
  }

  /// The interim response to a request that waits for it before sending its body.
  static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
  /// The chunk of length zero that ends a chunked body (with no trailer fields).
  static let lastChunk = Array("0\r\n\r\n".utf8)

  private static let lineBreak = "\r\n".utf8
  private static let writtenByServer = [
    "content-length", "transfer-encoding", "connection", "date",
  ]

  /// The head of a response: its status line, `Date`, the handler's `headers` without those
  /// the server writes itself, the framing fields, and the empty line.
  static func head(
    status: HTTPStatus, headers: HTTPHeaders, framing: BodyFraming, connection: ConnectionField,
    date: [UInt8]
  ) -> [UInt8] {
    var head: [UInt8] = []
    head.reserveCapacity(
      96 + status.reason.utf8.count + headers.bytes.count + 4 * headers.count + date.count)
    head += "HTTP/1.1 ".utf8
    appendDecimal(status.code, to: &head)
    head.append(.space)
    head += status.reason.utf8.lazy.filter(ByteClass.isFieldValue)
    head += lineBreak
    head += "Date: ".utf8
    head += date
    head += lineBreak
    for field in headers.fields where !isWrittenByServer(headers.name(of: field)) {
      head += headers.name(of: field)
      head += ": ".utf8
      head += headers.value(of: field)
      head += lineBreak
    }
    switch framing {
    case .length(let count):
      head += "Content-Length: ".utf8
      appendDecimal(count, to: &head)
      head += lineBreak
    case .chunked:
      head += "Transfer-Encoding: chunked\r\n".utf8
    case .none, .untilClose:
      break
    }
    switch connection {
    case .none: break
    case .close: head += "Connection: close\r\n".utf8
    case .keepAlive: head += "Connection: keep-alive\r\n".utf8
    }
    head += lineBreak
    return head
  }

  /// `data` as one chunk of the chunked coding: its length in hexadecimal, CRLF, the data, CRLF.
  static func chunk(_ data: [UInt8]) -> [UInt8] {
    var chunk: [UInt8] = []
    chunk.reserveCapacity(data.count + 20)
    let digits = String(data.count, radix: 16, uppercase: true)
    chunk += digits.utf8
    chunk += lineBreak
    chunk += data
    chunk += lineBreak
    return chunk
  }

  /// Whether a field named `name` is one the server writes itself and a handler's is left out.
  private static func isWrittenByServer(_ name: ArraySlice<UInt8>) -> Bool {
    writtenByServer.contains { written in
      name.count == written.utf8.count
        && name.elementsEqual(written.utf8) { ByteClass.lowercased($0) == $1 }
    }
  }

  /// Appends `number`, not negative, in decimal.
  private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
    let number = max(number, 0)
    var divisor = 1
    while divisor <= number / 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
      divisor /= 10
    }
  }
}
