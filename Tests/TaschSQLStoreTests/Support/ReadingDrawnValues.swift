import Tasch
import Testing

/// Expects `read` of values drawn by `ColumnDraws` to succeed exactly when every drawn value
/// was `possible`, what it reads to break no rule, and a refusal to say that `store` holds
/// damaged data.
///
/// A failure shows `drawn`, so that the values a seed drew can be read without replaying it.
func expectRefusedExactlyWhenImpossible<Values, Read>(
  _ drawn: Values, possible: Bool, read: (Values) throws(ShopError) -> Read, store: String,
  brokenRule: (Read) -> BrokenRule?, sourceLocation: SourceLocation = #_sourceLocation
) {
  switch Result(catching: { () throws(ShopError) in try read(drawn) }) {
  case .success(let value):
    #expect(possible, "read \(value) from \(drawn)", sourceLocation: sourceLocation)
    #expect(brokenRule(value) == nil, sourceLocation: sourceLocation)
  case .failure(.storage(let message)):
    #expect(!possible, "refused \(drawn): \(message)", sourceLocation: sourceLocation)
    #expect(
      message.hasPrefix("\(store) holds damaged data: "), sourceLocation: sourceLocation)
  case .failure(let error):
    Issue.record(
      "refused \(drawn) with \(error), not as damaged data", sourceLocation: sourceLocation)
  }
}
