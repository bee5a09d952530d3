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
    #expect(result.errors.contains("--listen “8080” is not HOST:PORT"))
    #expect(result.serve == nil)
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
