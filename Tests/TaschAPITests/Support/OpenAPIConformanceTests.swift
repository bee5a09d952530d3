import TaschAPI
import TaschAPITestSupport
import Testing

/// Which of the document's paths a request's path follows: the one the server routes it to.
@Suite struct OpenAPIConformanceTests {
  private let conformance = OpenAPIConformance(document: ShopAPI.openAPIDocument)
  private let notFound = Array(
    #"{"error": {"code": "not-found", "message": "No such path.", "recovery": "Look."}}"#.utf8)

  private func problems(_ method: String, _ path: String, status: Int) -> [String] {
    conformance.problems(
      method: method, path: path, status: status, contentType: "application/json",
      body: notFound)
  }

  @Test func aPathWithAnEmptySegmentIsNoDescribedPath() {
    // The server finds no route for it: 404, where /api/history would answer PUT with 405.
    #expect(problems("PUT", "//api/history", status: 404) == [])
    #expect(problems("GET", "/api/history/", status: 404) == [])
    #expect(problems("PUT", "/api/history", status: 404) != [])
  }

  @Test func aPercentEncodedPathIsThePathItDecodesTo() {
    #expect(problems("PUT", "/api/%68istory", status: 405) == [])
    #expect(problems("PUT", "/api/%68istory", status: 404) != [])
    #expect(problems("GET", "/api/%zz", status: 400) == [], "no path: it cannot be decoded")
  }
}
