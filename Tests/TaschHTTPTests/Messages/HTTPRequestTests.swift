import Testing

@testable import TaschHTTP

/// A request made by hand, as a front's tests make them: the same path, query and connection
/// rules as a request read from a socket.
@Suite struct HTTPRequestTests {
  @Test("the path and query are split at the first question mark")
  func pathAndQuery() {
    let request = HTTPRequest(method: .get, target: "/a/b?c=d?e")
    #expect(request.path == "/a/b")
    #expect(request.query == "c=d?e")
    #expect(HTTPRequest(method: .get, target: "/?").query == "")
    #expect(HTTPRequest(method: .get, target: "/?").path == "/")
    #expect(HTTPRequest(method: .get, target: "http://h?q").path == "/")
    #expect(HTTPRequest(method: .get, target: "http://h?q").query == "q")
  }

  @Test("a request made by hand keeps its connection by HTTP/1.1's rule")
  func defaults() {
    let request = HTTPRequest(method: .post, target: "/", body: [1, 2])
    #expect(request.version == .http11)
    #expect(!request.closesConnection)
    #expect(request.peer == .unknownLoopback)
    #expect(request.body == [1, 2])
  }

  @Test("methods, versions and statuses read as they are written")
  func descriptions() {
    #expect(HTTPMethod.delete.description == "DELETE")
    #expect(HTTPVersion.http10.description == "HTTP/1.0")
    #expect(HTTPStatus.notFound.description == "404 Not Found")
    #expect(HTTPStatus(code: 299).description == "299")
    #expect(HTTPStatus(code: 404, reason: "Gone Fishing") == .notFound)
    #expect(Set([HTTPStatus.ok, HTTPStatus(code: 200, reason: "Fine")]).count == 1)
  }
}
