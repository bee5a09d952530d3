import Testing

/// One rule of a contract that every adapter runs, as one case of a parameterised test: what
/// it says names the test, and it checks itself on what the adapter gives it.
public struct ContractRule<Subject: Sendable>: Sendable, CustomTestStringConvertible {
  /// What the rule says, as the test's name.
  public let testDescription: String
  private let body: @Sendable (Subject) async throws -> Void

  /// The rule that `description` says and `body` checks.
  init(_ description: String, _ body: @escaping @Sendable (Subject) async throws -> Void) {
    testDescription = description
    self.body = body
  }

  /// Checks the rule on `subject`.
  public func run(_ subject: Subject) async throws {
    try await body(subject)
  }
}
