import Foundation
import TaschHTTP

extension ShopAPI {
  /// Refuses, on the JSON files, a request a web page could have sent in the shopper's name.
  ///
  /// No token guards the JSON files: listening on a loopback address keeps other machines out,
  /// but a browser sends a page's requests to any address, loopback included. A page of another
  /// site posts to `127.0.0.1` with its `Origin`; one whose name was made to resolve to
  /// `127.0.0.1` (DNS rebinding) reads too, naming its own host in `Host`. Programs on this
  /// machine send neither, or this machine's; so do pages it serves on localhost, such as a
  /// front-end developer's. On a database store every request bears its shopper's token,
  /// which no page has.
  ///
  /// A request whose target is in absolute form (`GET http://HOST/api/cart`) names its host
  /// there, and its `Host` is ignored, as RFC 9112 (section 3.2.2) says.
  ///
  /// - Throws: `APIProblem` 403 for a `Host` or an `Origin` that is not this machine.
  func checkLocal(_ request: HTTPRequest) throws(APIProblem) {
    guard shopperTokens == nil else { return }
    let hosts =
      LocalOrigin.authority(ofAbsoluteTarget: request.target).map { [$0] }
      ?? request.headers.values(named: "Host")
    for host in hosts where !LocalOrigin.isLocal(host: host) {
      throw .notLocalHost(host)
    }
    for origin in request.headers.values(named: "Origin")
    where !LocalOrigin.isLocal(origin: origin) {
      throw .notLocalOrigin(origin)
    }
  }
}

/// Whether a request's `Host` or `Origin` names this machine.
enum LocalOrigin {
  /// Whether `host`, a `Host` header's value (`HOST` or `HOST:PORT`), is a loopback address,
  /// `localhost`, or a name under `.localhost`, which RFC 6761 keeps for this machine.
  static func isLocal(host: String) -> Bool {
    var host = host.trimmingCharacters(in: [" ", "\t"])
    // An empty port is the default one (RFC 3986, section 3.2.3).
    if host.hasSuffix(":") { host.removeLast() }
    // A name ending in a dot is the same name, fully qualified: `localhost.`, `localhost.:80`.
    if !host.hasPrefix("["), host.filter({ $0 == ":" }).count <= 1 {
      var parts = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      if parts[0].hasSuffix("."), !parts[0].hasSuffix("..") { parts[0].removeLast() }
      host = parts.joined(separator: ":")
    }
    for text in [host, host + ":0"] {
      if let address = try? HTTPSocketAddress(parsing: text) { return address.isLoopback }
    }
    let name = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
      .lowercased()
    return name.hasSuffix(".localhost") && name.count > ".localhost".count
  }

  /// The authority of `target` when it is in absolute form, `http://HOST[:PORT]/…`; `nil` for
  /// a target in origin form, `/…`.
  static func authority(ofAbsoluteTarget target: String) -> String? {
    let lowered = target.lowercased()
    for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
      let rest = target.dropFirst(scheme.count)
      return String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }
    return nil
  }

  /// Whether `origin`, an `Origin` header's value (`http://HOST:PORT`), is a page of this
  /// machine; `null`, the origin of a page opened from a file or sandboxed, is not.
  static func isLocal(origin: String) -> Bool {
    let origin = origin.trimmingCharacters(in: [" ", "\t"]).lowercased()
    for scheme in ["http://", "https://"] where origin.hasPrefix(scheme) {
      let host = origin.dropFirst(scheme.count)
      return !host.contains("/") && !host.contains("@") && isLocal(host: String(host))
    }
    return false
  }
}
