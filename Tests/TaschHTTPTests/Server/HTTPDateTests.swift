import Testing

@testable import TaschHTTP

/// The `Date` header's value.
@Suite struct HTTPDateTests {
  @Test("a moment is written as an IMF-fixdate, in UTC")
  func format() {
    #expect(
      String(decoding: HTTPDate.text(of: 784_111_777), as: UTF8.self)
        == "Sun, 06 Nov 1994 08:49:37 GMT")
    #expect(
      String(decoding: HTTPDate.text(of: 0), as: UTF8.self) == "Thu, 01 Jan 1970 00:00:00 GMT")
    #expect(
      String(decoding: HTTPDate.text(of: 1_709_251_199), as: UTF8.self)
        == "Thu, 29 Feb 2024 23:59:59 GMT")
  }

  @Test("the current date has the format's length")
  func current() {
    #expect(HTTPDate.shared.current().count == 29)
  }
}
