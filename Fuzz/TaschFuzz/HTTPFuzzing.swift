import TaschAPI
import TaschHTTP
import TaschHTTPTestSupport
import TaschPresentation

/// Any bytes as what a client sends on one connection: requests read with every part within
/// the limits, or a refusal with its status; never a crash or a hang; and the same whether the
/// bytes come whole, in two reads cut anywhere, or one by one.
///
/// The headers the API reads of a request — `Tasch-Simulate`, `Authorization` and `Accept-Language` — are read as it reads
/// them: given, refused with the status the API answers, or passed over.
enum HTTPFuzzing {
  /// Small limits, so that inputs of a kilobyte reach past them.
  static let limits = HTTPLimits(maximumHeadBytes: 512, maximumBodyBytes: 256)

  static func run(_ input: [UInt8]) {
    let whole = steps(of: input, limits: limits)
    whole.forEach(check)
    // Every cut of a short input; past 300 bytes, 300 cuts spread over it.
    let stride = max(1, input.count / 300)
    for cut in Swift.stride(from: 0, through: input.count, by: stride) {
      require(
        steps(of: input, cutAt: [cut], limits: limits) == whole, "cut at \(cut), read differently")
    }
    require(
      steps(of: input, cutAt: Array(0..<input.count), limits: limits) == whole,
      "read differently byte by byte")
  }

  /// The API's headers of `request`: a simulation's specs each trimmed and free of the
  /// semicolons that part them, or 400; a token of one word, or 401; the locale preferred in
  /// Tasch's form, or none.
  private static func checkAPIHeaders(of request: HTTPRequest) {
    switch APIFuzzingEntryPoints.simulateHeader(of: request) {
    case .absent: break
    case .read(let specs):
      require(
        specs.allSatisfy { !$0.contains(";") && $0 == $0.trimmingCharacters(in: .whitespaces) },
        "Tasch-Simulate read into specs \(specs)")
    case .refused(let status): require(status == .badRequest, "Tasch-Simulate refused \(status)")
    }
    switch APIFuzzingEntryPoints.bearerToken(of: request) {
    case .absent: break
    case .read(let token):
      require(
        token.count == 1 && !token[0].isEmpty && !token[0].contains(" "), "a token \(token)")
    case .refused(let status): require(status == .unauthorized, "Authorization refused \(status)")
    }
    if let locale = APIFuzzingEntryPoints.acceptedLocale(of: request) {
      require(
        LocaleResolver.normalized(locale) == locale,
        "Accept-Language preferred \(locale), which is not in Tasch's form")
    }
  }

  private static func check(_ step: HTTPRequestDecoder.Step) {
    switch step {
    case .request(let request):
      require(
        !request.method.rawValue.isEmpty && request.method.rawValue.utf8.allSatisfy(isToken),
        "a method that is not a token: \(request.method)")
      require(
        !request.target.isEmpty && request.target.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F },
        "a target with a byte no target may have: \(request.target.utf8.map { $0 })")
      require(request.target.utf8.count < limits.maximumHeadBytes, "a target past the limit")
      require(request.body.count <= limits.maximumBodyBytes, "a body past the limit")
      require(request.version.major == 1, "a version other than 1.x: \(request.version)")
      require(!request.headers.contains("Transfer-Encoding"), "a chunked body was taken")
      let lengths = request.headers.values(named: "Content-Length")
      require(
        lengths.allSatisfy { Int($0) == request.body.count }
          && (!lengths.isEmpty || request.body.isEmpty),
        "a body of \(request.body.count) bytes for Content-Length \(lengths)")
      let hosts = request.headers.values(named: "Host").count
      require(
        hosts == 1 || (hosts == 0 && request.version.minor == 0),
        "\(hosts) Host headers in \(request.version)")
      for (name, value) in request.headers {
        require(!name.isEmpty && name.utf8.allSatisfy(isToken), "a header name: \(name)")
        require(
          !value.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F },
          "a control character in the value of \(name)")
        require(value.first != " " && value.last != " ", "a value not trimmed: '\(value)'")
      }
      checkAPIHeaders(of: request)
    case .refused(let problem):
      require(
        [400, 413, 417, 431, 501, 505].contains(problem.status.code),
        "\(problem) refused with \(problem.status)")
    case .needsMoreBytes:
      break
    }
  }

  private static func isToken(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      || Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
  }
}
