import Glibc
import Testing

@testable import TaschTerminal

/// Login names looked up by user ID, in the system's account database.
@Suite struct UserAccountTests {
  @Test func theSuperusersAccountIsRoot() {
    #expect(UserAccount.name(of: 0) == "root")
  }

  @Test func anIDNoAccountHasHasNoName() {
    #expect(UserAccount.name(of: 4_000_000_123) == nil)
  }

  @Test func theRunningUsersNameIsTheOneTheSystemGives() {
    let expected = getpwuid(getuid()).flatMap { $0.pointee.pw_name }.map { String(cString: $0) }

    #expect(UserAccount.name(of: getuid()) == expected)
  }
}
