import Testing

@testable import TaschPostgreSQL

@Suite struct PostgreSQLParameterTests {
  @Test func eachValueIsSentAsTheTextTheServerReads() {
    #expect(PostgreSQLParameter.null.serverText == nil)
    #expect(PostgreSQLParameter.text("O'Brien").serverText == "O'Brien")
    #expect(PostgreSQLParameter.integer(.min).serverText == "-9223372036854775808")
    #expect(PostgreSQLParameter.bytes([0, 255]).serverText == "\\x00ff")
    #expect(PostgreSQLParameter.bytes([]).serverText == "\\x")
  }

  @Test func literalsAreTheirValues() {
    let parameters: [PostgreSQLParameter] = [nil, 7, "Carrier"]

    #expect(parameters == [.null, .integer(7), .text("Carrier")])
  }
}
