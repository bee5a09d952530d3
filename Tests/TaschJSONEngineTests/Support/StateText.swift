import TaschJSON

@testable import TaschJSONEngine

/// State files for tests, as text.
enum StateText {
  /// A version-1 state file as the engine before shops wrote it, with a field that engine did
  /// not know either (`giftCards`).
  static let versionOne = """
    {
      "giftCards": [
        {
          "balance": {
            "amount": "10.00",
            "currency": "USD"
          },
          "code": "X1"
        }
      ],
      "orders": [
        {
          "lines": [
            {
              "id": 1,
              "name": "Carrier",
              "price": {
                "amount": "250.00",
                "currency": "USD"
              }
            }
          ],
          "number": 1,
          "placedAt": "2023-11-14T22:13:20Z",
          "total": {
            "amount": "250.00",
            "currency": "USD"
          }
        }
      ],
      "ratings": {
        "1": 4
      },
      "stockTaken": {
        "1": 1
      },
      "version": 1,
      "wishList": [1, 2, 3]
    }

    """

  /// An order as another engine might have written it: a date to the microsecond in another
  /// offset, and a field this engine does not know.
  static let foreignOrder = """
    {"number": 2, "placedAt": "2026-11-22T10:00:00.123456+02:00", "giftWrap": true,
     "lines": [{"id": 3, "name": "Urbanito", "price": {"amount": "75.50", "currency": "USD"},
                "engraving": "A.B."}],
     "total": {"amount": "75.50", "currency": "USD"}}
    """

  /// The JSON value of `text`.
  static func json(_ text: String) throws -> JSONValue {
    try JSONReader().read(Array(text.utf8))
  }

  /// The member `key` of the object `value`, or `nil`.
  static func member(_ key: String, of value: JSONValue?) -> JSONValue? {
    guard case .object(let members) = value else { return nil }
    return members[key]
  }
}
