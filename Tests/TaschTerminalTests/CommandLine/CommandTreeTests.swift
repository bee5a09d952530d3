import Testing

@testable import TaschTerminal

@Suite struct CommandTreeTests {
  @Test func findsTheCommandAfterGlobalOptionsAndTheirValues() {
    let (path, rest, beforeCommand) = CommandTree.locate([
      "--locale", "de_DE", "--json", "products", "--limit", "3",
    ])

    #expect(path == ["products"])
    #expect(rest == ["--locale", "de_DE", "--json", "--limit", "3"])
    #expect(beforeCommand == ["--locale", "de_DE", "--json"])
  }

  @Test func aMistypedOptionsValueIsTakenForTheCommandWithTheOptionBeforeIt() {
    let (path, rest, beforeCommand) = CommandTree.locate(["--thme", "dark", "products"])

    #expect(path == ["dark"])
    #expect(rest == ["--thme", "products"])
    #expect(beforeCommand == ["--thme"])
  }

  @Test func findsSubcommands() {
    #expect(
      CommandTree.locate(["wishlist", "--json", "add", "1", "2"]).path == ["wishlist", "add"])
    #expect(CommandTree.locate(["wishlist", "add", "1", "2"]).rest == ["1", "2"])
    #expect(CommandTree.locate(["wishlist"]).path == ["wishlist"])
  }

  @Test func theWordsAfterACommandAreItsArguments() {
    let (path, rest, _) = CommandTree.locate(["product", "3"])

    #expect(path == ["product"])
    #expect(rest == ["3"])
  }

  @Test func anUnknownWordIsStillTheCommand() {
    #expect(CommandTree.locate(["prodcts", "--json"]).path == ["prodcts"])
  }

  @Test func noCommandIsThePlainShop() {
    #expect(CommandTree.locate(["--theme=dark"]) == ([], ["--theme=dark"], ["--theme=dark"]))
  }

  @Test func aDoubleDashEndsTheSearchForOptions() {
    #expect(
      CommandTree.locate(["rate", "--", "3", "-2"]) == (["rate"], ["--", "3", "-2"], []))
  }

  @Test func theHelperOfCompletionIsASubcommandOfIt() {
    #expect(
      CommandTree.locate(["completion", "ids", "wishlist"]) == (
        ["completion", "ids"], ["wishlist"], []
      ))
    #expect(CommandTree.locate(["completion", "bash"]) == (["completion"], ["bash"], []))
    #expect(CommandTree.visibleCommands.map(\.name).contains("completion"))
    #expect(CommandTree.command(at: ["completion"])?.visibleSubcommands.isEmpty == true)
  }

  @Test func looksUpDefinitionsByPath() {
    #expect(CommandTree.command(at: ["wishlist", "remove"])?.arguments == "ID...")
    #expect(CommandTree.command(at: ["wishlist", "clear"]) == nil)
    #expect(CommandTree.command(at: ["nope"]) == nil)
  }
}
