import TaschHTTP
import Testing

@testable import TaschTerminal

/// `tasch serve [--listen HOST:PORT]`: read and checked by the command line; the program
/// serves.
@MainActor
@Suite struct ServeCommandTests {
  @Test func listensOnLoopbackPort8080UnlessTold() async throws {
    let result = await CommandLineHarness().run("serve")

    let serve = try #require(result.serve)
    #expect(serve.address.description == "127.0.0.1:8080")
    #expect(result.status == .success)
  }

  @Test(arguments: ["127.0.0.1:0", "[::1]:9000", "localhost:8081"])
  func listensWhereToldOnLoopback(address: String) async throws {
    let result = await CommandLineHarness().run("serve", "--listen", address)

    #expect(try #require(result.serve).address.isLoopback)
  }

  @Test func takesTheGlobalOptionsAsAShopCommandDoes() async throws {
    let result = await CommandLineHarness().run(
      "serve", "--latency", "800ms", "--seed", "7", "--listen=127.0.0.1:0")

    let invocation = try #require(result.invocation)
    #expect(invocation.options.latencySpec == "800ms")
    #expect(invocation.seed == 7)
  }

  @Test func anAddressThatIsNotHostAndPortIsAUsageError() async {
    let result = await CommandLineHarness().run("serve", "--listen", "8080")

    #expect(result.status == .usage)
    #expect(
      result.errors.contains(
        "--listen “8080” is not HOST:PORT: write it as 127.0.0.1:8080, [::1]:8080 or "
          + "localhost:8080\n"))
    #expect(result.serve == nil)
  }

  /// The reason is the command's language, and names the value once.
  @Test func anAddressWithABadHostOrPortSaysWhichInTheUsersLanguage() async {
    let host = await CommandLineHarness().run("serve", "--listen", "0x7f.1:0")
    let port = await CommandLineHarness().run(
      "serve", "--listen", "127.0.0.1:70000", "--locale", "de_DE")

    #expect(
      host.errors.hasPrefix(
        "tasch: --listen “0x7f.1:0” is not HOST:PORT: the host must be an IPv4 address, an IPv6 "
          + "address in brackets, or localhost\n"))
    #expect(
      port.errors.hasPrefix(
        "tasch: --listen „127.0.0.1:70000“ ist nicht HOST:PORT: der Port muss eine Zahl von 0 bis "
          + "65535 sein\n"))
  }

  @Test func onTheJSONFilesAnAddressOthersReachIsAUsageErrorSayingWhy() async {
    let result = await CommandLineHarness().run("serve", "--listen", "0.0.0.0:8080")

    #expect(result.status == .usage)
    #expect(result.errors.contains("is not a loopback address"))
    #expect(result.errors.contains("acts for the one local shopper"))
  }

  @Test func onADatabaseStoreAnyAddressIsTaken() async throws {
    let result = await CommandLineHarness().run(
      "serve", "--store", "sqlite:shop.db", "--listen", "0.0.0.0:8080")

    #expect(try #require(result.serve).address.description == "0.0.0.0:8080")
  }

  @Test func onADatabaseStoreAUserIsAUsageErrorSayingTokensNameTheShoppers() async {
    let result = await CommandLineHarness().run(
      "serve", "--store", "sqlite:shop.db", "--user", "carl")
    var harness = CommandLineHarness()
    harness.environment["TASCH_USER"] = "carl"
    let fromEnvironment = await harness.run("serve", "--store", "sqlite:shop.db")

    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix(
        "tasch: serve takes no --user on a database store: each request’s token says whose "
          + "data it is\n"))
    #expect(fromEnvironment.serve != nil)
  }

  @Test func takesNoArguments() async {
    let result = await CommandLineHarness().run("serve", "now")

    #expect(result.status == .usage)
  }

  @Test func helpListsItWithItsOption() async {
    let help = await CommandLineHarness().run("serve", "--help")
    let overview = await CommandLineHarness().run("--help")

    #expect(help.output.contains("--listen HOST:PORT"))
    #expect(overview.output.contains("serve"))
  }
}
