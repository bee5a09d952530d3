import TaschHTTP

// MARK: - Hooks for the fuzz targets
//
// The fuzz targets in Fuzz/TaschFuzz belong to this package but not to this module: these are
// the only ways in they need, at `package` access, so nothing here is public API.

/// The API's readers of a request's headers, for the fuzz targets.
package enum APIFuzzingEntryPoints {
  /// What a header of a request came to.
  package enum HeaderReading: Equatable {
    /// The request sends no such header.
    case absent
    /// The texts the header gives: the specs of `Tasch-Simulate`, the token of `Authorization`.
    case read([String])
    /// The header is refused with this status.
    case refused(HTTPStatus)
  }

  /// What `Tasch-Simulate` in `request` asks for: the specs it gives for `fail`, `latency` and
  /// `preset`.
  package static func simulateHeader(of request: HTTPRequest) -> HeaderReading {
    do throws(APIProblem) {
      guard let specs = try SimulateHeader.specs(of: request) else { return .absent }
      return .read([specs.fail, specs.latency, specs.preset].compactMap { $0 })
    } catch {
      return .refused(error.status)
    }
  }

  /// The token `Authorization` in `request` bears, or 401 for one that bears none.
  package static func bearerToken(of request: HTTPRequest) -> HeaderReading {
    switch BearerAuthorization.reading(request.headers.values(named: BearerAuthorization.header))
    {
    case nil: .absent
    case .credential(let token): .read([token])
    case .several, .notBearer: .refused(.unauthorized)
    }
  }

  /// The locale the `Accept-Language` headers of `request` prefer, if any is one.
  package static func acceptedLocale(of request: HTTPRequest) -> String? {
    AcceptLanguage.preferredLocale(request.headers.values(named: "Accept-Language"))
  }
}
