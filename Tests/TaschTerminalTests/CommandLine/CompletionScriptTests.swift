import Foundation
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The completion scripts, written from the command definitions, and the shells reading them.
///
/// The tests of a shell that is not installed are reported as skipped; `.ci/run` installs bash,
/// zsh and fish, so CI runs them all.
@Suite struct CompletionScriptTests {
  @Test(arguments: CompletionScript.Shell.allCases)
  func scriptsAreWrittenFromTheCommandDefinitions(shell: CompletionScript.Shell) {
    Golden.assert(CompletionScript.text(for: shell), named: "completion-\(shell.rawValue).txt")
  }

  @Test func describesInTheUsersLanguageWhereTheShellShowsDescriptions() {
    let german = CompletionScript.text(for: .fish, localization: .locale("de_DE"))

    #expect(german.contains("-d 'Alles im Warenkorb bestellen.'"))
  }

  @Test func theOperationsAreTheSimulationsOwn() {
    #expect(CompletionScript.operations == ShopOperation.allCases.map(\.rawValue))
    for shell in CompletionScript.Shell.allCases {
      #expect(CompletionScript.text(for: shell).contains("wishlist.add"))
      #expect(CompletionScript.text(for: shell).contains("redo"))
    }
  }

  @Test func theLocalesOfferedAreLocaleIdentifiers() {
    #expect(CompletionScript.locales.allSatisfy { LocaleResolver.normalized($0) == $0 })
    #expect(
      Set(CompletionScript.locales.compactMap { Language(localeIdentifier: $0) })
        == Set(Language.allCases))
  }

  @Test func quotesDescriptionsForTheShell() {
    #expect(CompletionScript.fishQuoted(#"the shop's \ file"#) == #"'the shop\'s \\ file'"#)
    #expect(CompletionScript.zshEscaped("it's [1]") == #"it'\''s \[1\]"#)
    // Words offered as written, never matched against files as wildcards.
    #expect(CompletionScript.zshLiteral("a? b*") == #"a\? b\*"#)
    #expect(CompletionScript.fishLiteral("a? {b} $c") == #"a\? \{b\} \$c"#)
    #expect(CompletionScript.text(for: .zsh).contains(#"tasch://products\?)'"#))
    let zsh = CompletionScript.text(for: .zsh)
    #expect(zsh.contains("--sort=[order by name (A to Z), price (lowest first)"))
    #expect(zsh.contains("--theme=[colours: auto (to suit the terminal), light, dark or plain]"))
    // The colon of a value's name is escaped, else zsh runs what follows it as the action.
    #expect(zsh.contains(#"]:HOST\:PORT: '"#))
  }

  // MARK: - The shells themselves

  static let bash = "/bin/bash"
  static let zsh = "/usr/bin/zsh"
  static let fish = "/usr/bin/fish"

  /// Whether the tests running the shell at `path` run (`InstalledTools.run(_:)`).
  static func installed(_ path: String) -> Bool {
    InstalledTools.run(path)
  }

  /// A `tasch` the scripts call for product numbers, standing in for the real one: the shelf's
  /// catalogue, and a wish list of Travol alone, as the shell function `function` defines it.
  static let fakeIDs = (
    catalogue: #"1\tCarrier\n2\tTravol\n7\t旅行用バックパック\n12\tRucksack Größe M\n"#,
    wishlist: #"2\tTravol\n"#
  )

  /// What a `tasch simulation list` the scripts call writes: names, one of them the user's,
  /// with their summaries and options indented under them.
  static let fakePresets =
    #"flaky\n  Now and then a call fails.\n  --fail cart:0.2\nmine  (mine.json)\n"#

  @Test(.enabled(if: installed(bash), "bash is not installed"))
  func bashReadsItsScript() throws {
    #expect(try Self.run(Self.bash, ["-n", "-c", CompletionScript.text(for: .bash)]).status == 0)
  }

  @Test(.enabled(if: installed(zsh), "zsh is not installed"))
  func zshReadsItsScript() throws {
    #expect(try Self.run(Self.zsh, ["-n", "-c", CompletionScript.text(for: .zsh)]).status == 0)
  }

  @Test(.enabled(if: installed(fish), "fish is not installed"))
  func fishReadsItsScript() throws {
    #expect(
      try Self.run(Self.fish, ["--no-config", "-n", "-c", CompletionScript.text(for: .fish)])
        .status == 0)
  }

  /// Lines bash and fish complete alike, as a person pressing Tab would see them.
  static let completedAlike: [(String, String)] = [
    ("tasch pro", "product products"),
    ("tasch products --sort ", "name price rating stock"),
    ("tasch wishlist ", "add remove"),
    ("tasch --theme ", "dark light plain"),
    ("tasch wishlist remove ", "2"),
    ("tasch --store=sqlite:shop.db rate 7 ", "1 2 3 4 5"),
    ("tasch store ", "load shopper"),
    ("tasch store shopper ", "add list revoke"),
    ("tasch help wishlist ", "add set remove"), ("tasch help store shopper ", "add list revoke"),
    ("tasch simulation ", "list show"),
    ("tasch config ", "show"),
    ("tasch simulation show ", "flaky mine"),
  ]

  /// Bash itself completes with the script, as a person pressing Tab would.
  @Test(
    .enabled(if: installed(bash), "bash is not installed"),
    arguments: completedAlike + [
      ("tasch --th", "--theme"),
      ("tasch --locale de", "de_AT de_CH de_DE"),
      ("tasch products --in", "--in-stock"),
      ("tasch --locale de_DE ch", "checkout"),
      ("tasch completion ", "bash fish zsh"),
      ("tasch --fail wi", "wishlist wishlist.add wishlist.remove"),
      ("tasch --latency un", "undo"),
      ("tasch --fail cart,ch", "cart,checkout"),
      ("tasch --fail=cart=once,wishlist.a", "once,wishlist.add"),
      ("tasch --latency cart=1s,ch", "1s,checkout"),
      ("tasch rate 3 ", "1 2 3 4 5"),
      ("tasch checkout --y", "--yes"),
      ("tasch help ", "orders history undo redo"),
      ("tasch product 1", "1|Carrier 12|Rucksack|Größe|M"),
      ("tasch product 7", "7"),
      ("tasch rate ", "1|Carrier 2|Travol 7|旅行用バックパック 12|Rucksack|Größe|M"),
      ("tasch wishlist add 1", "1|Carrier 12|Rucksack|Größe|M"),
      ("tasch --locale de_DE product 12", "12"),
      ("tasch --theme=", "dark light plain"),
      ("tasch --store sqlite:shop.db wishlist remove ", "2"),
      ("tasch store shopper add --", "--help"),
      ("tasch wishlist set ", "1|Carrier 12|Rucksack|Größe|M"),
      ("tasch wishlist set 1", "1|Carrier 12|Rucksack|Größe|M"),
      ("tasch wishlist add --", "--quantity"),
      ("tasch --simulation f", "flaky"),
    ])
  func bashCompletes(line: String, expected: String) throws {
    let program = """
      tasch() { case "$1 $2 $3" in *catalogue) printf '\(Self.fakeIDs.catalogue)' ;; \
      *wishlist) printf '\(Self.fakeIDs.wishlist)' ;; "simulation list ") printf '\(Self.fakePresets)' ;; \
      esac; }
      \(CompletionScript.text(for: .bash))
      \(Self.bashTab(line))
      printf '%s\\n' "${COMPREPLY[@]}" | sed 's/  /|/; s/ /|/g' | sort | paste -sd ' '
      """

    let (_, text) = try Self.run(Self.bash, ["--norc", "-c", program])

    let offered = Set(text.split(whereSeparator: \.isWhitespace).map(String.init))
    let wanted = Set(expected.split(separator: " ").map(String.init))
    #expect(wanted.isSubset(of: offered), "\(line) offered \(text)")
  }

  /// A preset's name is offered quoted, and never run: bash expands `$(…)` in the words given
  /// to `compgen -W`, and puts a completion on the line as it is, to be read when Enter is
  /// pressed; a file's name is anyone's to choose.
  @Test(.enabled(if: installed(bash), "bash is not installed"))
  func bashOffersAPresetNameWithoutRunningIt() throws {
    let folder = TemporaryFolder()
    let ran = folder.file("ran")
    let presets = #"x$(touch${IFS}\#(ran))  (x.json)\nwith space  (with space.json)\n"#
    let program = """
      tasch() { [[ "$1 $2" == "simulation list" ]] && printf '%b' '\(presets)'; }
      \(CompletionScript.text(for: .bash))
      \(Self.bashTab("tasch --simulation "))
      for reply in "${COMPREPLY[@]}"; do
        eval "line=($reply)"
        printf '%s %s\\n' "${#line[@]}" "${line[0]}"
      done
      """

    let (status, text) = try Self.run(Self.bash, ["--norc", "-c", program])

    // Each is one word on the line, the name itself.
    #expect(status == 0)
    #expect(text == "1 x$(touch${IFS}\(ran))\n1 with space\n")
    #expect(!FileManager.default.fileExists(atPath: ran))
  }

  /// Tab pressed at the end of `line`, as bash sets it up for the completion function: the
  /// line and the cursor, and the words cut at blanks and at `=` and `:`, which are words of
  /// their own.
  static func bashTab(_ line: String) -> String {
    var words: [String] = []
    for blankWord in line.split(separator: " ", omittingEmptySubsequences: false) {
      var piece = ""
      for character in blankWord {
        guard "=:".contains(character) else {
          piece.append(character)
          continue
        }
        if !piece.isEmpty { words.append(piece) }
        words.append(String(character))
        piece = ""
      }
      if !piece.isEmpty || blankWord.isEmpty { words.append(piece) }
    }
    return """
      COMP_LINE=\(bashQuoted(line)); COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(\(words.map(bashQuoted).joined(separator: " "))); COMP_CWORD=\(words.count - 1)
      _tasch
      """
  }

  /// `text` in single quotes, as bash reads it back.
  static func bashQuoted(_ text: some StringProtocol) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// A `tasch` the scripts call for product numbers that names, as its second product, the
  /// arguments it was called with: what reached it of the line.
  static let echoingIDs = #"local IFS=' '; printf '1\tCarrier\n42\t%s\n' "$*""#

  /// The options that pick the shop, already on the line, pick the shop whose products are
  /// offered, wherever they stand, with `=` or without, a `~/` path made whole.
  static let shopOnTheLine = [
    (
      "tasch --catalogue other.json product ",
      "completion ids catalogue --catalogue other.json"
    ),
    (
      "tasch --store=sqlite:shop.db --shop outlet rate ",
      "completion ids catalogue --store=sqlite:shop.db --shop outlet"
    ),
    (
      "tasch wishlist --user ann remove ",
      "completion ids wishlist --user ann"
    ),
    (
      "tasch --locale de_DE --state ~/s.json wishlist add ",
      "completion ids catalogue --state /home/shopper/s.json"
    ),
  ]

  /// A path on the line in quotes, or with its blank escaped, is the one path the shell passes.
  static let quotedShopOnTheLine = [
    (
      "tasch --catalogue '/srv/my shop.json' product ",
      "completion ids catalogue --catalogue /srv/my shop.json"
    ),
    (
      #"tasch --catalogue "/srv/my shop.json" rate "#,
      "completion ids catalogue --catalogue /srv/my shop.json"
    ),
    (
      #"tasch --state /srv/my\ state.json wishlist remove "#,
      "completion ids wishlist --state /srv/my state.json"
    ),
  ]

  @Test(
    .enabled(if: installed(bash), "bash is not installed"),
    arguments: shopOnTheLine + quotedShopOnTheLine)
  func bashAsksForTheProductsOfTheShopOnTheLine(line: String, asked: String) throws {
    let program = """
      HOME=/home/shopper
      tasch() { \(Self.echoingIDs); }
      \(CompletionScript.text(for: .bash))
      \(Self.bashTab(line))
      printf '%s\\n' "${COMPREPLY[@]}"
      """

    let (_, text) = try Self.run(Self.bash, ["--norc", "-c", program])

    #expect(text.contains("42  " + asked + "\n"), "\(line) offered \(text)")
  }

  @Test(.enabled(if: installed(zsh), "zsh is not installed"), arguments: shopOnTheLine)
  func zshAsksForTheProductsOfTheShopOnTheLine(line: String, asked: String) throws {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    let source = line.contains("remove") ? "wishlist" : "catalogue"
    let program = """
      HOME=/home/shopper
      tasch() { \(Self.echoingIDs); }
      compdef() { :; }
      _describe() { print -r -- "${(j:|:)${(P)${@[-1]}}}"; }
      \(CompletionScript.text(for: .zsh))
      _tasch_line=(\(words.map { "'\($0)'" }.joined(separator: " ")))
      # As _arguments calls an action: with options of its own before the words given.
      _tasch_ids -J -default- \(source)
      """

    let (status, output) = try Self.run(Self.zsh, ["-f", "-c", program])

    #expect(status == 0)
    #expect(output == "1:Carrier|42:\(asked)\n")
  }

  @Test(
    .enabled(if: installed(fish), "fish is not installed"),
    arguments: shopOnTheLine + quotedShopOnTheLine)
  func fishAsksForTheProductsOfTheShopOnTheLine(line: String, asked: String) throws {
    let fake = "function tasch; printf '1\\tCarrier\\n42\\t%s\\n' \"$argv\"; end"
    let script = CompletionScript.text(for: .fish)
    let complete = "complete -C " + CompletionScript.fishQuoted(line)

    let (_, output) = try Self.run(
      Self.fish,
      ["--no-config", "-c", "set HOME /home/shopper\n\(fake)\n\(script)\n\(complete)"])

    #expect(output.contains("42\t" + asked + "\n"), "\(line) offered \(output)")
  }

  /// A folder of catalogues whose names hold a blank and a `*`, for completing paths.
  private static func catalogues() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    for name in ["my shop.json", "my other.json", "a*b.json"] {
      _ = try folder.write("{}", to: name)
    }
    return folder
  }

  /// bash offers each file whole, whatever its name holds, for the options that take a path
  /// and for the catalogue `store load` takes, from a word typed bare, quoted or escaped.
  @Test(
    .enabled(if: installed(bash), "bash is not installed"),
    arguments: [
      ("tasch --catalogue my", ["my other.json", "my shop.json"]),
      ("tasch --state 'my s", ["my shop.json"]),
      (#"tasch --config my\ o"#, ["my other.json"]),
      ("tasch --catalogue=a", ["a*b.json"]),
      ("tasch store load my", ["my other.json", "my shop.json"]),
    ])
  func bashCompletesPathsWhole(line: String, expected: [String]) throws {
    let folder = try Self.catalogues()
    let program = """
      cd \(Self.bashQuoted(folder.path))
      \(CompletionScript.text(for: .bash))
      \(Self.bashTab(line))
      printf '%s\\n' "${COMPREPLY[@]}" | sort
      """

    let (_, text) = try Self.run(Self.bash, ["--norc", "-c", program])

    #expect(text == expected.map { $0 + "\n" }.joined(), "\(line) offered \(text)")
  }

  /// fish offers every link `open` takes, `tasch://products?` too, and the files `store load`
  /// can load.
  @Test(.enabled(if: installed(fish), "fish is not installed"))
  func fishOffersEveryLinkAndTheCataloguesToLoad() throws {
    let folder = try Self.catalogues()
    let script = CompletionScript.text(for: .fish)
    let program = """
      cd \(CompletionScript.fishQuoted(folder.path))
      \(script)
      complete -C 'tasch open '
      complete -C 'tasch store load my'
      """

    let (_, output) = try Self.run(Self.fish, ["--no-config", "-c", program])

    let offered = Set(output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
    #expect(offered.contains("tasch://products?"), "\(offered)")
    #expect(offered.isSuperset(of: ["my shop.json", "my other.json"]), "\(offered)")
  }

  /// The hidden helper the scripts call is not offered among the shells.
  @Test(.enabled(if: installed(bash), "bash is not installed"))
  func bashDoesNotOfferTheHiddenHelper() throws {
    let program = """
      \(CompletionScript.text(for: .bash))
      \(Self.bashTab("tasch completion "))
      echo "${COMPREPLY[@]}"
      """

    let (_, text) = try Self.run(Self.bash, ["--norc", "-c", program])

    #expect(!text.contains("ids"))
    #expect(text.contains("bash"))
  }

  @Test(.enabled(if: installed(fish), "fish is not installed"))
  func fishDoesNotOfferTheHiddenHelper() throws {
    let script = CompletionScript.text(for: .fish)

    let (_, output) = try Self.run(
      Self.fish, ["--no-config", "-c", "\(script)\ncomplete -C 'tasch completion '"])

    #expect(!output.contains("ids"))
    #expect(output.contains("fish"))
  }

  /// What a shell must not offer where it would make the line wrong: an operation inside a rule
  /// of a spec (`cart=orders`), or a command after the one `help` takes.
  static let offeredNowhere = [
    ("tasch --fail cart=o", "orders"), ("tasch --fail=cart=o", "orders"),
    ("tasch --latency cart=", "catalogue"), ("tasch --fail cart=once:", "cart"),
    ("tasch --latency catalogue=2s,cart=", "cart"), ("tasch help wishlist ", "orders"),
    // Found by attack: each offered where the command then refused it.
    ("tasch completion bash ", "zsh"), ("tasch rate 3 --clear ", "5"),
    ("tasch open tasch://home ", "tasch://home"),
  ]

  @Test(.enabled(if: installed(bash), "bash is not installed"), arguments: offeredNowhere)
  func bashDoesNotOfferWhatWouldMakeTheLineWrong(line: String, unwanted: String) throws {
    let program = """
      \(CompletionScript.text(for: .bash))
      \(Self.bashTab(line))
      printf '%s\\n' "${COMPREPLY[@]}"
      """

    let (_, text) = try Self.run(Self.bash, ["--norc", "-c", program])

    #expect(
      !text.split(separator: "\n").contains { $0.hasSuffix(unwanted) }, "\(line) offered \(text)")
  }

  @Test(.enabled(if: installed(fish), "fish is not installed"), arguments: offeredNowhere)
  func fishDoesNotOfferWhatWouldMakeTheLineWrong(line: String, unwanted: String) throws {
    let script = CompletionScript.text(for: .fish)
    let complete = "complete -C " + CompletionScript.fishQuoted(line)

    let (_, output) = try Self.run(Self.fish, ["--no-config", "-c", "\(script)\n\(complete)"])

    let offered = output.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
    #expect(!offered.contains { $0.hasSuffix(unwanted) }, "\(line) offered \(output)")
  }

  /// Found by attack: an option's value that is also a command's name (`--search rate`) was
  /// taken for the command, and its product numbers were offered.
  @Test(
    .enabled(if: installed(fish), "fish is not installed"),
    arguments: ["tasch products --search rate ", "tasch --locale wishlist products "])
  func fishTakesNoOptionsValueForACommand(line: String) throws {
    let fake = "function tasch; printf '1\\tCarrier\\n'; end"
    let script = CompletionScript.text(for: .fish)

    let (_, output) = try Self.run(
      Self.fish, ["--no-config", "-c", "\(fake)\n\(script)\ncomplete -C '\(line)'"])

    #expect(!output.contains("Carrier") && !output.contains("add\t"), "\(line) offered \(output)")
  }

  /// fish itself completes with the script.
  @Test(
    .enabled(if: installed(fish), "fish is not installed"),
    arguments: completedAlike + [
      ("tasch --locale ja", "ja_JP"), ("tasch checkout -", "-y --yes"),
      ("tasch product ", "1 2 7 12"), ("tasch rate 7 ", "1 2 3 4 5"),
      ("tasch wishlist add ", "1 2 7 12"), ("tasch wishlist set ", "1 2 7 12"),
      ("tasch --catalogue other.json product ", "1 2 7 12"),
      ("tasch --simulation ", "flaky mine"), ("tasch --locale de_DE ", "checkout products"),
      ("tasch --store sqlite:shop.db ch", "checkout"),
      ("tasch --simulation flaky --seed 3 ", "cart"),
      ("tasch wishlist ", "add set remove"), ("tasch help ", "orders undo"),
      ("tasch --theme dark rate 7 ", "1 2 3 4 5"),
    ])
  func fishCompletes(line: String, expected: String) throws {
    let fake = """
      function tasch
        switch $argv[3]
          case catalogue; printf '\(Self.fakeIDs.catalogue)'
          case wishlist; printf '\(Self.fakeIDs.wishlist)'
        end
        test "$argv[1..2]" = "simulation list"; and printf '\(Self.fakePresets)'
      end
      """
    let script = CompletionScript.text(for: .fish)

    let (_, output) = try Self.run(
      Self.fish, ["--no-config", "-c", "\(fake)\n\(script)\ncomplete -C '\(line)'"])

    let offered = Set(output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
    #expect(
      Set(expected.split(separator: " ").map(String.init)).isSubset(of: offered), "\(offered)")
    if line.hasSuffix("product ") {
      #expect(output.contains("7\t旅行用バックパック"), "numbers come with their names")
    }
  }

  /// zsh hands the words after the command's own to `_arguments` with the specs of that
  /// command, however deep it is: a stand-in `_arguments` cuts the words at the command as
  /// `'*::'` does, then prints the first word it is given, the number of the word completed and
  /// the specs other than options.
  @Test(
    .enabled(if: installed(zsh), "zsh is not installed"),
    arguments: [
      ("tasch store ", "store 2 '1:action:(load shopper)'"),
      ("tasch store shopper ", "shopper 2 '1:action:(add list revoke)'"),
      ("tasch store shopper add ", "add 2 "),
      ("tasch simulation ", "simulation 2 '1:action:(list show)'"),
      ("tasch config ", "config 2 '1:action:(show)'"),
      ("tasch wishlist ", "wishlist 2 '1:action:(add set remove)'"),
      ("tasch wishlist set ", "set 2 '1:ID:_tasch_ids catalogue'"),
      ("tasch wishlist add 1 ", "add 3 '*:ID:_tasch_ids catalogue'"),
      ("tasch wishlist remove ", "remove 2 '*:ID:_tasch_ids wishlist'"),
      ("tasch simulation show ", "show 2 '1:NAME:_tasch_presets'"),
      ("tasch product ", "product 2 '1:ID:_tasch_ids catalogue'"),
      ("tasch store load ", "load 2 '1:CATALOGUE:_files'"),
    ])
  func zshHandsEachCommandItsOwnSpecs(line: String, expected: String) throws {
    try zshHandsItsSpecs(line: line, expected: expected)
  }

  /// After `help` and a command that has subcommands, its subcommands, as the shell's `help`
  /// takes them (`help wishlist add`).
  @Test(
    .enabled(if: installed(zsh), "zsh is not installed"),
    arguments: [
      ("help wishlist", "add set remove"), ("help store shopper", "add list revoke"),
      ("help orders", ""),
    ])
  func zshOffersTheSubcommandsHelpTakes(words: String, expected: String) throws {
    let program = """
      compdef() { :; }
      compadd() { print -r -- "${(j: :)${(P)${@[-1]}}}"; }
      \(CompletionScript.text(for: .zsh))
      words=(\(words) ''); CURRENT=${#words}
      _tasch_help_words
      """

    let (status, output) = try Self.run(Self.zsh, ["-f", "-c", program])

    #expect(status == 0)
    #expect(output == expected + "\n", "\(words) gave \(output)")
  }

  private func zshHandsItsSpecs(line: String, expected: String) throws {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    let program = """
      compdef() { :; }
      _arguments() {
        if [[ $1 == -C ]]; then
          state=arguments; words=("${(@)words[2,-1]}"); ((CURRENT--)); return
        fi
        print -r -- "$words[1] $CURRENT ${(j: :)${(@qq)${(@)${(@)${(@)@:#-*}:#\\(*}:#\\*-*}}}"
      }
      \(CompletionScript.text(for: .zsh))
      words=(\(words.map { "'\($0)'" }.joined(separator: " "))); CURRENT=${#words}
      _tasch
      """

    let (status, output) = try Self.run(Self.zsh, ["-f", "-c", program])

    #expect(status == 0)
    #expect(output.hasPrefix(expected), "\(line) gave \(output)")
  }

  /// zsh offers the names of the presets `tasch simulation list` lists.
  @Test(.enabled(if: installed(zsh), "zsh is not installed"))
  func zshOffersThePresetNames() throws {
    let program = """
      tasch() { [[ "$1 $2" == "simulation list" ]] && printf '\(Self.fakePresets)'; }
      compdef() { :; }
      compadd() { print -r -- "${(j: :)${(P)${@[-1]}}}"; }
      \(CompletionScript.text(for: .zsh))
      _tasch_presets
      """

    let (status, output) = try Self.run(Self.zsh, ["-f", "-c", program])

    #expect(status == 0)
    #expect(output == "flaky mine\n")
  }

  /// zsh describes the product numbers by their names.
  @Test(
    .enabled(if: installed(zsh), "zsh is not installed"),
    arguments: [
      ("catalogue", "1:Carrier 2:Travol 7:旅行用バックパック 12:Rucksack Größe M"), ("wishlist", "2:Travol"),
    ])
  func zshOffersTheNumbersWithTheirNames(source: String, expected: String) throws {
    let program = """
      tasch() { case "$3" in catalogue) printf '\(Self.fakeIDs.catalogue)' ;; \
      wishlist) printf '\(Self.fakeIDs.wishlist)' ;; esac; }
      compdef() { :; }
      _describe() { print -r -- "${(j: :)${(P)${@[-1]}}}"; }
      \(CompletionScript.text(for: .zsh))
      _tasch_ids \(source)
      """

    let (status, output) = try Self.run(Self.zsh, ["-f", "-c", program])

    #expect(status == 0)
    #expect(output == expected + "\n")
  }

  /// Found by attack: a backslash in a product's name vanished from zsh's list.
  @Test(.enabled(if: installed(zsh), "zsh is not installed"))
  func zshKeepsTheBackslashesOfANameItDescribes() throws {
    let program = """
      tasch() { print -r -- $'8\\tBack\\\\slash Bag'; }
      compdef() { :; }
      _describe() { print -r -- "${(j: :)${(P)${@[-1]}}}"; }
      \(CompletionScript.text(for: .zsh))
      _tasch_ids catalogue
      """

    let (status, output) = try Self.run(Self.zsh, ["-f", "-c", program])

    #expect(status == 0)
    #expect(output == #"8:Back\\slash Bag"# + "\n")
  }

  private static func run(_ path: String, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    // A home of its own: fish writes its settings there, even with --no-config.
    let home = TemporaryFolder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": home.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
