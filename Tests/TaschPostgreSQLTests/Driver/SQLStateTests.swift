import Testing

@testable import TaschPostgreSQL

@Suite struct SQLStateTests {
  @Test func tellsTheClassesAnAdapterActsOn() {
    #expect(SQLState.uniqueViolation.errorClass == "23")
    #expect(SQLState.uniqueViolation.isIntegrityConstraintViolation)
    #expect(SQLState.foreignKeyViolation.isIntegrityConstraintViolation)
    #expect(!SQLState.uniqueViolation.isTransactionRollback)
    #expect(SQLState.serializationFailure.isTransactionRollback)
    #expect(SQLState.deadlockDetected.isTransactionRollback)
    #expect(!SQLState.syntaxError.isTransactionRollback)
  }

  @Test func isDescribedByItsCode() {
    #expect("\(SQLState.deadlockDetected)" == "40P01")
  }
}
