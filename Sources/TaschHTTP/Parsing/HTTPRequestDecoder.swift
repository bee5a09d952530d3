import Glibc

/// Reads the requests of one connection from its bytes, in order, however the bytes are cut
/// into reads.
///
/// Bytes go in with `append(_:)` as they arrive; `next()` then gives the next whole request,
/// says that more bytes are needed, or refuses the request with an `HTTPRequestProblem`. Every
/// refusal is final: the connection's later bytes cannot be trusted to start a request, so
/// `next()` gives the same refusal again. A request line and headers are checked as strictly
/// as RFC 9112 allows, within `HTTPLimits`; bodies come only with `Content-Length`, since a
/// request with `Transfer-Encoding` is refused with 501 (no chunked request bodies).
///
/// Bytes are kept once, in one buffer: the head is read where it lies, and only a whole
/// request's header block and body are copied out of it.
public struct HTTPRequestDecoder: Sendable {
  /// What `next()` found.
  public enum Step: Sendable, Equatable {
    /// A whole request, taken out of the bytes.
    case request(HTTPRequest)
    /// The bytes so far are the start of a request, or nothing: more must come.
    case needsMoreBytes
    /// The request is refused; so is everything after it.
    case refused(HTTPRequestProblem)
  }

  /// How far the next request has come, for the server's timeouts.
  public enum Progress: Sendable, Equatable {
    /// Not one byte of it yet.
    case awaitingRequest
    /// Some of its request line and headers.
    case readingHead
    /// Its head, and not all of its body.
    case readingBody
  }

  /// How large a request may be.
  public let limits: HTTPLimits
  /// Who sends the bytes; every request carries it.
  public let peer: HTTPSocketAddress
  /// The head of the request refused, without its body, when its request line and headers were
  /// read whole before it was (a body too large or in a transfer coding, a framing at fault):
  /// for the refusal to answer in the words its headers ask for.
  public private(set) var refusedHead: HTTPRequest?

  /// The head of the request whose request line and headers were read whole and whose body
  /// has not all arrived, without its body; nil between requests and while a head is read.
  public var headAwaitingBody: HTTPRequest? {
    guard case .body(let pending) = state else { return nil }
    return HTTPRequest(
      method: pending.line.method, target: pending.line.target, version: pending.line.version,
      headers: pending.headers, body: [], peer: peer)
  }

  private var buffer: [UInt8] = []
  /// Where the current request starts in `buffer`; every other place is counted from it.
  private var start = 0
  /// How many bytes of the head were searched for line ends.
  private var scanned = 0
  /// Where the line being searched starts.
  private var lineStart = 0
  private var requestLine: RequestLine?
  /// Where the header lines start, after the request line.
  private var headerStart = 0
  private var state = State.head
  /// The fields of the head being read, reused from request to request.
  private var fieldScratch: [HTTPHeaders.Field] = []

  private enum State: Sendable {
    case head
    case body(PendingRequest)
    case refused(HTTPRequestProblem)
  }

  /// A decoder for the bytes `peer` sends, within `limits`.
  public init(
    limits: HTTPLimits = HTTPLimits(),
    peer: HTTPSocketAddress = .unknownLoopback
  ) {
    self.limits = limits
    self.peer = peer
  }

  /// Adds `bytes`, the next ones read from the connection.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next request in the bytes appended so far, or why there is none yet.
  public mutating func next() -> Step {
    switch state {
    case .refused(let problem):
      return .refused(problem)
    case .body(let pending):
      return take(pending)
    case .head:
      do throws(HTTPRequestProblem) {
        guard let pending = try readHead() else { return .needsMoreBytes }
        state = .body(pending)
        return take(pending)
      } catch {
        state = .refused(error)
        return .refused(error)
      }
    }
  }

  /// How far the next request has come.
  public var progress: Progress {
    switch state {
    case .head: buffer.count > start ? .readingHead : .awaitingRequest
    case .body: .readingBody
    case .refused: .readingHead
    }
  }

  /// How many bytes are held that no request returned so far has taken.
  var bufferedByteCount: Int { buffer.count - start }

  /// Whether the request whose body is awaited asked for `100 Continue` and has not had it.
  var awaitsContinue: Bool {
    guard case .body(let pending) = state else { return false }
    return pending.expectsContinue && !pending.continueSent
  }

  /// Notes that `100 Continue` was sent for the request whose body is awaited.
  mutating func continueWasSent() {
    guard case .body(var pending) = state else { return }
    pending.continueSent = true
    state = .body(pending)
  }

  // MARK: - The head

  /// The head, once its empty line has arrived; nil while it has not.
  private mutating func readHead() throws(HTTPRequestProblem) -> PendingRequest? {
    let available = buffer.count - start
    let searchable = min(available, limits.maximumHeadBytes)
    while scanned < searchable {
      guard let lineFeed = firstLineFeed(from: scanned, to: searchable) else {
        scanned = searchable
        break
      }
      scanned = lineFeed + 1
      guard lineFeed > lineStart, buffer[start + lineFeed - 1] == .carriageReturn else {
        throw .bareLineFeed
      }
      let line = lineStart..<lineFeed - 1
      lineStart = lineFeed + 1
      if requestLine == nil {
        // RFC 9112 asks a server to ignore empty lines before a request line.
        guard !line.isEmpty else { continue }
        requestLine = try RequestLine(buffer[start + line.lowerBound..<start + line.upperBound])
        headerStart = lineStart
      } else if line.isEmpty, let requestLine {
        return try pendingRequest(requestLine, headEnd: lineStart)
      }
    }
    // The head's last byte would lie within the first `maximumHeadBytes` ones.
    if available >= limits.maximumHeadBytes { throw .headTooLarge }
    return nil
  }

  /// Where the first LF is from `from` to `to`, counted from the request's start.
  private func firstLineFeed(from: Int, to: Int) -> Int? {
    buffer.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress,
        let found = memchr(base + start + from, Int32(UInt8.lineFeed), to - from)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found)) - start
    }
  }

  /// The request whose head ends at `headEnd`, with its header fields read and checked.
  private mutating func pendingRequest(_ line: RequestLine, headEnd: Int) throws(HTTPRequestProblem)
    -> PendingRequest
  {
    // The header block, each line with its CRLF, but not the empty line.
    let block = Array(buffer[start + headerStart..<start + headEnd - 2])
    fieldScratch.removeAll(keepingCapacity: true)
    var framing = HeaderFraming(limits: limits)
    var lineStart = 0
    while lineStart < block.count {
      let field = try HeaderLine(in: block, from: lineStart)
      framing.note(field, in: block, version: line.version)
      fieldScratch.append(field.field)
      lineStart = field.nextLine
    }
    let headers = HTTPHeaders(bytes: block, fields: Array(fieldScratch))
    let contentLength: Int
    do throws(HTTPRequestProblem) {
      contentLength = try framing.bodyLength(version: line.version)
    } catch {
      refusedHead = HTTPRequest(
        method: line.method, target: line.target, version: line.version, headers: headers,
        body: [], peer: peer)
      throw error
    }
    return PendingRequest(
      line: line, headers: headers, bodyStart: headEnd, contentLength: contentLength,
      expectsContinue: framing.expectsContinue && contentLength > 0)
  }

  // MARK: - The body

  /// The request `pending` once its whole body has arrived.
  private mutating func take(_ pending: PendingRequest) -> Step {
    // Compared as what is left, so that no length, however large the limit, overflows.
    guard buffer.count - start - pending.bodyStart >= pending.contentLength else {
      return .needsMoreBytes
    }
    let end = pending.bodyStart + pending.contentLength
    let body =
      pending.contentLength == 0 ? [] : Array(buffer[start + pending.bodyStart..<start + end])
    let request = HTTPRequest(
      method: pending.line.method, target: pending.line.target, version: pending.line.version,
      headers: pending.headers, body: body, peer: peer)
    startNextRequest(at: start + end)
    return .request(request)
  }

  /// The most room a connection's buffer keeps between requests: a usual request's head, with
  /// room to spare; more is given back.
  private static let roomKeptWhileIdle = 16_384

  private mutating func startNextRequest(at next: Int) {
    start = next
    scanned = 0
    lineStart = 0
    requestLine = nil
    headerStart = 0
    state = .head
    guard start == buffer.count else { return }
    // A connection that sent one large body does not keep its room while it idles.
    if buffer.capacity > Self.roomKeptWhileIdle {
      buffer = []
    } else {
      buffer.removeAll(keepingCapacity: true)
    }
    start = 0
  }
}

/// A request whose head was read, waiting for its body.
private struct PendingRequest: Sendable {
  let line: RequestLine
  let headers: HTTPHeaders
  /// Where the body starts, counted from the request's start.
  let bodyStart: Int
  let contentLength: Int
  let expectsContinue: Bool
  var continueSent = false
}
