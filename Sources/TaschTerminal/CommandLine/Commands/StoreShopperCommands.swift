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
  /// - Throws: `UsageError` for a subcommand missing or unknown, the JSON files, or a `--user`
  ///   on the command line.
  static func check(path: [String], _ parsed: ParsedArguments, options: GlobalOptions)
    throws(UsageError)
  {
    if path == ["store", "shopper"] { throw definition.missingSubcommand(parsed) }
    if case .files = options.store { throw UsageError(.tokensNeedDatabase) }
    // NAME is the shopper, and `list` lists them all: a `--user` typed here would be dropped
    // without a word, and `add bob --user carl` taken for a token of carl's.
    if try parsed.value(GlobalOptions.userName) != nil {
      throw UsageError(.optionConflict(.userWithShopperTokens))
    }
  }
}

/// `tasch store shopper add NAME`: a new token for NAME, on standard output, this once.
///
/// The token is seen only as it is written, so one that standard output does not take is
/// taken back: NAME holds none, as before, and `add` can be run again.
struct StoreShopperAddCommand: ShopperNamed {
  static let definition = CommandDefinition(
    "add", abstract: .abstractStoreShopperAdd, arguments: "NAME",
    examples: [
      .init("TOKEN=$(tasch store shopper add ann --store sqlite:shop.db)", .exampleStoreShopperAdd)
    ])

  let name: String

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let (output, json, name) = (context.console.output, context.options.json, name)
    let asked = await context.ask { tokens throws(ShopError) in
      try await tokens.issue(to: name) { token in
        // Alone on its line, so that a script takes it with $(…).
        output.write(
          json
            ? ShopDocuments.text(ShopDocuments.issuedToken(token, to: name, in: tokens.shop))
            : token.text + "\n")
        return output.failure == nil
      }
    }
    guard let (tokens, issue) = asked else { return .failure }
    let words = ["name": name, "shop": tokens.shop.rawValue]
    switch issue {
    case .handedOver:
      if !json {
        context.complain("tasch: " + context.localization.text(.storeShopperTokenShownOnce, words))
      }
      return .success
    case .alreadyHeld:
      return context.refuse(
        code: "token-held", (.storeShopperTokenHeld, .storeShopperTokenHeldRecovery), words)
    case .takenBack:
      // Standard output failed, so the words go to standard error, whatever `--json` asked.
      context.complain("tasch: " + context.localization.text(.storeShopperTokenTakenBack, words))
      return .failure
    }
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
struct StoreShopperRevokeCommand: ShopperTokenChange {
  static let takesBack = true
  static let definition = CommandDefinition(
    commandLine: "tasch store shopper revoke", abstract: .abstractStoreShopperRevoke,
    arguments: "NAME", examples: ["ann --store sqlite:shop.db": .exampleStoreShopperRevoke])
  static let refusal = (
    code: "no-token",
    words: (
      message: TerminalText.storeShopperNoToken, recovery: TerminalText.storeShopperNoTokenRecovery
    )
  )

  let name: String

  func change(_ tokens: ShopperTokens) async throws(ShopError) -> Void? {
    try await tokens.revoke(name) ? () : nil
  }

  func document(_ revoked: Void, in shop: ShopID) -> JSONValue {
    ShopDocuments.revokedToken(of: name, in: shop)
  }

  func saying(_ revoked: Void, _ words: [String: String], localization: Localization) -> String {
    localization.text(.storeShopperRevoked, words)
  }
}

/// `store shopper add` and `revoke`: a command about the token of the shopper the `NAME`
/// argument names, read and checked once, here.
protocol ShopperNamed: ShopCommand {
  /// The shopper's name, as the `NAME` argument gives it.
  var name: String { get }

  /// The command for the shopper `name`.
  init(name: String)

  /// Whether it only takes back what `name` holds, so that a name given a token before
  /// characters that show as nothing were refused can still be named.
  static var takesBack: Bool { get }
}

extension ShopperNamed {
  static var takesBack: Bool { false }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let name = try arguments.single("NAME")
    do throws(UsageError.Problem) {
      self.init(name: try Option.checkedName(name, option: "NAME", existing: Self.takesBack))
    } catch {
      throw UsageError(error)
    }
  }
}

/// `store shopper revoke`: a change to the token of the shopper the `NAME` argument names,
/// which the shop may refuse (no token to revoke).
///
/// It says only its change, its refusal and how what it did reads; asking the shop and the
/// words of the messages are written once, here.
protocol ShopperTokenChange: ShopperNamed {
  /// What the change did, when the shop did not refuse it.
  associatedtype Done: Sendable

  /// Why the shop refused, as the error document's code and its message and recovery.
  static var refusal: (code: String, words: (message: TerminalText, recovery: TerminalText)) {
    get
  }

  /// Makes the change to the shop's `tokens`: what it did, or `nil` when the shop refuses.
  func change(_ tokens: ShopperTokens) async throws(ShopError) -> Done?

  /// The `--json` document of what the change did in `shop`.
  func document(_ done: Done, in shop: ShopID) -> JSONValue

  /// What the change did, in words, with `words` (the shopper's name and the shop's).
  func saying(_ done: Done, _ words: [String: String], localization: Localization) -> String
}

extension ShopperTokenChange {
  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let asked = await context.ask { tokens throws(ShopError) in try await change(tokens) }
    guard let (tokens, done) = asked else { return .failure }
    let words = ["name": name, "shop": tokens.shop.rawValue]
    guard let done else {
      return context.refuse(code: Self.refusal.code, Self.refusal.words, words)
    }
    let said = saying(done, words, localization: context.localization)
    if context.options.json {
      context.write(json: document(done, in: tokens.shop))
    } else {
      context.write([[Span(said)]])
    }
    context.sayDone(said)
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

  /// Says why the command did nothing, in its own words filled with `values`: the message and
  /// what to do about it on standard error, or, with `--json`, the error document of `code` on
  /// standard output, as every error says it.
  ///
  /// - Returns: `.failure`.
  fileprivate func refuse(
    code: String, _ words: (message: TerminalText, recovery: TerminalText),
    _ values: [String: String]
  ) -> ExitStatus {
    let message = localization.text(words.message, values)
    let recovery = localization.text(words.recovery, values)
    if options.json {
      write(json: ShopDocuments.error(code: code, message: message, recovery: recovery))
    } else {
      complain("tasch: " + message + "\n" + recovery)
    }
    return .failure
  }
}
