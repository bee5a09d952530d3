import TaschHTTP

/// What a decoder makes of `bytes`, appended in pieces cut at `cuts`: every request, then the
/// refusal that ended it, or `needsMoreBytes` when it waits for more.
public func steps(
  of bytes: [UInt8], cutAt cuts: [Int] = [], limits: HTTPLimits = HTTPLimits()
) -> [HTTPRequestDecoder.Step] {
  var decoder = HTTPRequestDecoder(limits: limits)
  var steps: [HTTPRequestDecoder.Step] = []
  var start = 0
  for end in cuts + [bytes.count] {
    decoder.append(bytes[start..<end])
    start = end
    while true {
      let step = decoder.next()
      if case .needsMoreBytes = step { break }
      steps.append(step)
      if case .refused = step { return steps }
    }
  }
  return steps + [.needsMoreBytes]
}

/// What a decoder makes of `text`, appended whole.
public func steps(of text: String, limits: HTTPLimits = HTTPLimits()) -> [HTTPRequestDecoder.Step] {
  steps(of: Array(text.utf8), limits: limits)
}

/// The one request a decoder reads from `text`, or nil when it reads anything else.
public func decodedRequest(_ text: String, limits: HTTPLimits = HTTPLimits()) -> HTTPRequest? {
  let found = steps(of: text, limits: limits)
  guard found.count == 2, case .request(let request) = found[0] else { return nil }
  return request
}

/// Why a decoder refuses `text`, or nil when it does not.
public func refusal(of text: String, limits: HTTPLimits = HTTPLimits()) -> HTTPRequestProblem? {
  guard case .refused(let problem) = steps(of: text, limits: limits).last else { return nil }
  return problem
}
