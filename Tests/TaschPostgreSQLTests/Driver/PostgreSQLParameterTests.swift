import TaschSQLStore
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

  @Test func aStoresValuesAreBoundAsTheirOwnKindsBytesAsBytesNotText() {
    let values: [SQLValue] = [.null, .integer(-7), .real(0.1), .text("Carrier"), .bytes([0, 255])]

    #expect(
      values.map(PostgreSQLSession.parameter)
        == [.null, .integer(-7), .text("0.1"), .text("Carrier"), .bytes([0, 255])])
  }

  @Test func literalsAreTheirValues() {
    let parameters: [PostgreSQLParameter] = [nil, 7, "Carrier"]

    #expect(parameters == [.null, .integer(7), .text("Carrier")])
  }
}
