import Testing

@testable import TaschSystemLibrary

@Suite struct SystemLibraryTests {
  private typealias AbsoluteValue = @convention(c) (Int32) -> Int32

  @Test func findsAFunctionByNameAndCallsIt() throws {
    let library = try SystemLibrary(name: "libc.so.6", package: "libc6")

    let absoluteValue = try library.function("abs", as: AbsoluteValue.self)

    #expect(absoluteValue(-42) == 42)
  }

  @Test func aMissingLibraryNamesThePackageToInstall() {
    #expect {
      try SystemLibrary(name: "libtasch-missing.so.1", package: "libtasch1")
    } throws: { error in
      let error = try #require(error as? SystemLibraryError)
      return error.library == "libtasch-missing.so.1" && error.symbol == nil
        && error.reason.contains("libtasch-missing.so.1")
        && error.description.hasPrefix("cannot load libtasch-missing.so.1 (")
        && error.description.hasSuffix(
          "): install the Debian package libtasch1 (apt-get install libtasch1)")
    }
  }

  @Test func aMissingFunctionSaysTheLibraryIsTooOld() throws {
    let library = try SystemLibrary(name: "libc.so.6", package: "libc6")

    #expect {
      try library.function("tasch_no_such_function", as: AbsoluteValue.self)
    } throws: { error in
      let error = try #require(error as? SystemLibraryError)
      return error.symbol == "tasch_no_such_function"
        && error.description
          == "libc.so.6 has no function tasch_no_such_function, so it is too old: install a "
          + "newer version of the Debian package libc6 (apt-get install libc6)"
    }
  }
}
