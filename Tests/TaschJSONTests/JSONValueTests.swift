import Testing

@testable import TaschJSON

@Suite struct JSONValueTests {
  @Test(
    "a whole number is read however it is written",
    arguments: [
      ("5", 5), ("5.0", 5), ("5.000", 5), ("1e3", 1000), ("1E+3", 1000), ("0.5e1", 5),
      ("500e-2", 5), ("-2.0", -2), ("-0", 0), ("0.0e-7", 0), ("0e99999999999999999999", 0),
      ("9.223372036854775807e18", Int64.max), ("-9223372036854775808", Int64.min),
      ("9007199254740993.0", 9_007_199_254_740_993),
    ])
  func wholeNumber(text: String, value: Int64) {
    #expect(JSONValue.number(text).wholeNumber(as: Int64.self) == value)
  }

  @Test(
    "a number with a fraction, or one the type cannot hold, is no whole number of it",
    arguments: [
      "5.5", "1e-3", "0.1", "9223372036854775808", "-9223372036854775809", "1e19", "1e400",
      "1e99999999999999999999", "123456789012345678901234567890e-10",
    ])
  func notAWholeNumber(text: String) {
    #expect(JSONValue.number(text).wholeNumber(as: Int64.self) == nil)
  }

  @Test func theTypeBoundsTheNumber() {
    #expect(JSONValue.number("1e19").wholeNumber(as: UInt64.self) == 10_000_000_000_000_000_000)
    #expect(JSONValue.number("-1").wholeNumber(as: UInt64.self) == nil)
    #expect(JSONValue.number("255.0").wholeNumber(as: UInt8.self) == 255)
    #expect(JSONValue.number("2.56e2").wholeNumber(as: UInt8.self) == nil)
  }

  @Test func onlyANumberIsOne() {
    #expect(JSONValue.string("5").wholeNumber(as: Int.self) == nil)
    #expect(JSONValue.number("").wholeNumber(as: Int.self) == nil)
    #expect(JSONValue.number("e5").wholeNumber(as: Int.self) == nil)
    #expect(JSONValue.number("5e").wholeNumber(as: Int.self) == nil)
    #expect(JSONValue.number("five").wholeNumber(as: Int.self) == nil)
  }
}
