import Testing

@testable import TaschSystemLibrary

@Suite struct LargeAllocationsTests {
  /// glibc takes the setting, so that a block of the threshold or more is a mapping of its own.
  @Test func theCLibraryTakesTheThreshold() {
    #expect(LargeAllocations.returnWhenFreed())
  }
}
