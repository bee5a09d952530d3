import TaschHTTP
import TaschPresentation

/// A command line that cannot be run as written: exit status 2, a short usage on standard
/// error, nothing done.
public struct UsageError: Error, Hashable, Sendable {
  /// What is wrong.
  public enum Problem: Error, Hashable, Sendable {
    /// No command has this name; the nearest that does, if any is near.
    case unknownCommand(String, suggestion: String?)
    /// The command has no such option; the nearest that it has, if any is near.
    case unknownOption(String, suggestion: String?)
    /// The option needs a value and got none.
    case missingValue(option: String)
    /// The option is a flag and got a value.
    case unexpectedValue(option: String)
    /// An argument the command does not take.
    case unexpectedArgument(String)
    /// A required argument, by its name in help (`ID`), is missing.
    case missingArgument(String)
    /// Not a product identifier.
    case badProductID(String)
    /// Not a number of stars.
    case badStars(String)
    /// Both stars and `--clear` were given.
    case starsAndClear
    /// Not a quantity of at least `minimum` and at most the largest a line may ask for.
    case badQuantity(String, minimum: Int)
    /// A value not among the option's choices.
    case badChoice(option: String, value: String, choices: [String], suggestion: String?)
    /// A count below its minimum or not a whole number.
    case badCount(option: String, value: String, minimum: Int)
    /// Not a locale.
    case badLocale(String)
    /// Not a seed.
    case badSeed(String)
    /// A simulation spec was refused; the reason is the engine's, in English.
    case badSpec(option: String, reason: String)
    /// No simulation preset has this name; the names there are.
    case unknownPreset(String, among: [String])
    /// A simulation preset's file is not a preset; why, naming the field at fault.
    case badPreset(file: String, reason: String)
    /// Checking out without `--yes` where no one can be asked.
    case needsConfirmation
    /// A path option was given an empty path.
    case emptyPath(option: String)
    /// A name option (the shopper, the shop) was given an empty name.
    case emptyName(option: String)
    /// A name option was given a name of nothing but characters that show as nothing: spaces,
    /// a lone accent.
    case blankName(option: String)
    /// A name option was given a name with a control character, such as a tab.
    case controlInName(option: String)
    /// A name option was given a new name with a character that shows as nothing, such as a
    /// zero-width space, or as another, such as a no-break space.
    case invisibleInName(option: String)
    /// A name option was given a new name of more characters than `limit`.
    case longName(option: String, limit: Int)
    /// Not a store: neither `sqlite:PATH` nor a PostgreSQL URI.
    case badStore(String)
    /// An option that does not go with the store in force or with the command; which.
    case optionConflict(OptionConflict)
    /// The store holds several shops and none was picked; their names.
    case shopNotPicked([String])
    /// The store holds no shop of this name; the shops it holds.
    case unknownShop(String, among: [String])
    /// Not a link Tasch opens, and what is wrong in it.
    case badLink(String, LinkProblem)
    /// Neither `--state` nor the environment says where the state file goes.
    case noStatePlace
    /// A path that cannot name a file (empty, a folder, too long…); the reason, in English.
    case badPath(option: String, reason: String)
    /// The state file's default path, which no option named, cannot name a file (a folder
    /// stands there); the path, and the reason in English.
    case badDefaultState(path: String, reason: String)
    /// `store load` without a database store to load into.
    case storeNeeded
    /// `--json` given to a command that writes text only; the command.
    case noJSONForm(command: String)
    /// `store shopper` on the JSON files, which keep no tokens.
    case tokensNeedDatabase
    /// `--listen` is not `HOST:PORT`; the reason, in English.
    case badListen(String, HTTPAddressError.Problem)
    /// `--listen` names an address other machines reach, on the JSON files.
    case listenNotLoopback(String)
    /// The config file cannot be used; the file, and what is wrong in it.
    case badConfig(file: String, ConfigProblem)

    /// The refusal of `text`, a blank name given to `option`: empty, or of nothing but
    /// characters that show as nothing (`ShopRules.isBlank`).
    static func missingName(_ text: String, option: String) -> Problem {
      text.isEmpty ? .emptyName(option: option) : .blankName(option: option)
    }
  }

  /// What is wrong.
  public let problem: Problem
  /// The environment variable the bad value came from, when it did not come from the flag.
  public let variable: String?
  /// The command whose usage to show, such as `wishlist add`; empty for tasch's own; `nil`
  /// until known.
  public let command: String?

  /// An error about `problem`.
  public init(_ problem: Problem, variable: String? = nil, command: String? = nil) {
    self.problem = problem
    self.variable = variable
    self.command = command
  }

  /// The same error, for `command`.
  public func within(_ command: String?) -> UsageError {
    UsageError(problem, variable: variable, command: self.command ?? command)
  }
}

extension UsageError {
  /// An option given where it names nothing, or contradicts another: said rather than dropped
  /// without a word.
  public enum OptionConflict: Hashable, Sendable {
    /// A catalogue file named for a database store, which holds its catalogue itself, in the
    /// same place as the store.
    case catalogueWithStore
    /// A state file typed beside `--store`.
    case stateWithStore
    /// `store load` with `--shop`: the catalogue names its shop itself.
    case shopWithLoad
    /// `store load` with `--user`: the catalogue is every shopper's.
    case userWithLoad
    /// `--user` on the JSON files, which hold one shopper's data.
    case userWithFiles
    /// `store shopper` with `--user`: its NAME says whose token it makes or takes back.
    case userWithShopperTokens
    /// `serve` with `--user` on a database store: each request's token says whose data it is.
    case userWithServe
  }
}
