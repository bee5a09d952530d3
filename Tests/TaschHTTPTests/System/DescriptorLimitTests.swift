import Testing

@testable import TaschHTTP

/// The limit on open descriptors, raised as far as a server needs and the system allows.
@Suite struct DescriptorLimitTests {
  @Test("a soft limit below what is needed is raised to it, or to the hard limit")
  func raised() {
    #expect(DescriptorLimit.softLimit(soft: 1024, hard: 1_048_576, needed: 2112) == 2112)
    #expect(DescriptorLimit.softLimit(soft: 1024, hard: 1500, needed: 2112) == 1500)
  }

  @Test("a soft limit that is enough, or that the hard limit holds, is left")
  func left() {
    #expect(DescriptorLimit.softLimit(soft: 4096, hard: 8192, needed: 2112) == nil)
    #expect(DescriptorLimit.softLimit(soft: 1024, hard: 1024, needed: 2112) == nil)
    #expect(DescriptorLimit.softLimit(soft: 1024, hard: 4096, needed: -5) == nil)
  }
}
