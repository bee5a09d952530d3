import Tasch
import TaschComposition
import TaschJSON
import TaschPresentation

/// `tasch store shopper add|list|revoke`: the tokens that let clients of `tasch serve` act for
/// the shoppers of a database store's shop.
///
/// They run as shop commands, on the shop the global options pick; on the JSON files, which
/// hold one shopper's data, they are a usage error.
enum StoreShopperCommand {
  static let definition = CommandDefinition(
    "shopper", abstract: .abstractStoreShopper, subcommands: subcommands,
    examples: subcommands.flatMap(\.examples))

  /// Its subcommands, whose examples are its own.
  private static let subcommands = [
    StoreShopperAddCommand.definition, StoreShopperListCommand.definition,
    StoreShopperRevokeCommand.definition,
  ]

  /// Whether `path` is `store shopper` or one of its subcommands.
  static func covers(_ path: [String]) -> Bool {
    path.starts(with: ["store", "shopper"])
  }

  /// Checks that a command line under `store shopper` names one of its subcommands, and a
  /// database store.
  ///
  /// - Throws: `UsageError` for a subcommand missing or unknown, or the JSON files.
  static func check(path: [String], _ parsed: ParsedArguments, options: GlobalOptions)
    throws(UsageError)
  {
    if path == ["store", "shopper"] { throw definition.missingSubcommand(parsed) }
    if case .files = options.store { throw UsageError(.tokensNeedDatabase) }
  }

  /// The name a subcommand's `NAME` argument gives.
  ///
  /// - Throws: `UsageError` when it is missing, blank or followed by more.
  static func name(_ arguments: ParsedArguments) throws(UsageError) -> String {
    let name = try arguments.single("NAME")
    if ShopRules.isBlank(name) { throw UsageError(.emptyName(option: "NAME")) }
    return name
  }
}

/// `tasch store shopper add NAME`: a new token for NAME, on standard output, this once.
struct StoreShopperAddCommand: ShopCommand {
  static let definition = CommandDefinition(
    "add", abstract: .abstractStoreShopperAdd, arguments: "NAME",
    examples: [
      .init("TOKEN=$(tasch store shopper add ann --store sqlite:shop.db)", .exampleStoreShopperAdd)
    ])

  let name: String

  init(_ arguments: ParsedArguments) throws(UsageError) {
    name = try StoreShopperCommand.name(arguments)
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let asked = await context.ask { tokens throws(ShopError) in try await tokens.issue(to: name) }
    guard let (tokens, issued) = asked else { return .failure }
    let words = ["name": name, "shop": tokens.shop.rawValue]
    guard let token = issued else {
      return context.refuse(
        code: "token-held", message: context.localization.text(.storeShopperTokenHeld, words))
    }
    if context.options.json {
      context.write(json: ShopDocuments.issuedToken(token, to: name, in: tokens.shop))
    } else {
      // Alone on its line, so that a script takes it with $(…).
      context.console.output.write(token.text + "\n")
      context.complain("tasch: " + context.localization.text(.storeShopperTokenShownOnce, words))
    }
    return .success
  }
}

/// `tasch store shopper list`: who holds a token, and when it was made; never a token.
struct StoreShopperListCommand: ShopCommand {
  static let definition = CommandDefinition(
    "list", abstract: .abstractStoreShopperList,
    examples: [
      .init(
        "tasch store shopper list --store sqlite:shop.db --shop tasch --json",
        .exampleStoreShopperList)
    ])

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let asked = await context.ask { tokens throws(ShopError) in try await tokens.holders() }
    guard let (tokens, holders) = asked else { return .failure }
    if context.options.json {
      context.write(json: ShopDocuments.tokenHolders(holders, in: tokens.shop))
    } else if holders.isEmpty {
      let none = context.localization.text(.storeShopperNoneHold, ["shop": tokens.shop.rawValue])
      context.write([[Span(none, context.theme.style(.discreteText))]])
    } else {
      context.write(context.tables.tokenHolders(holders).lines(maximumWidth: context.width))
    }
    return .success
  }
}

/// `tasch store shopper revoke NAME`: NAME's token acts for nobody from now on.
struct StoreShopperRevokeCommand: ShopCommand {
  static let definition = CommandDefinition(
    "revoke", abstract: .abstractStoreShopperRevoke, arguments: "NAME",
    examples: [
      .init("tasch store shopper revoke ann --store sqlite:shop.db", .exampleStoreShopperRevoke)
    ])

  let name: String

  init(_ arguments: ParsedArguments) throws(UsageError) {
    name = try StoreShopperCommand.name(arguments)
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let asked = await context.ask { tokens throws(ShopError) in try await tokens.revoke(name) }
    guard let (tokens, revoked) = asked else { return .failure }
    let words = ["name": name, "shop": tokens.shop.rawValue]
    guard revoked else {
      return context.refuse(
        code: "no-token", message: context.localization.text(.storeShopperNoToken, words))
    }
    if context.options.json {
      context.write(json: ShopDocuments.revokedToken(of: name, in: tokens.shop))
    } else {
      context.write([[Span(context.localization.text(.storeShopperRevoked, words))]])
    }
    return .success
  }
}

extension CommandContext {
  /// The shop's tokens and what `question` asked of them, with the spinner while the store is
  /// slow; `nil` once a failure was reported, as every command reports one.
  fileprivate func ask<Answer: Sendable>(
    _ question: @escaping @Sendable (ShopperTokens) async throws(ShopError) -> Answer
  ) async -> (ShopperTokens, Answer)? {
    // `store shopper` on the JSON files is refused as the command line is read.
    guard let tokens = connection.shopperTokens else {
      _ = fail(
        ErrorViewModel(
          .invalidInput("only a database store keeps tokens"), localization: localization))
      return nil
    }
    let answer: Result<Answer, ShopError> = await loading {
      do throws(ShopError) {
        return .success(try await question(tokens))
      } catch {
        return .failure(error)
      }
    }
    switch answer {
    case .success(let answer):
      return (tokens, answer)
    case .failure(let error):
      _ = fail(ErrorViewModel(error, localization: localization))
      return nil
    }
  }

  /// Says why the command did nothing, in its own words: `message` on standard error, or, with
  /// `--json`, the error document of `code` on standard output.
  ///
  /// - Returns: `.failure`.
  fileprivate func refuse(code: String, message: String) -> ExitStatus {
    if options.json {
      write(json: ShopDocuments.error(code: code, message: message))
    } else {
      complain("tasch: " + message)
    }
    return .failure
  }
}
