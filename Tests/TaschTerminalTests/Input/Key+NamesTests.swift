import Testing

@testable import TaschTerminal

/// The keys as the config file names them: characters as typed, keys by name, Ctrl and a
/// letter; each written back as it was read.
@Suite struct KeyNamesTests {
  @Test(arguments: [
    ("W", Key.character("W")), ("/", .character("/")), ("é", .character("é")),
    ("e\u{301}", .character("é")),
    ("space", .character(" ")), ("enter", .enter), ("escape", .escape), ("tab", .tab),
    ("shift-tab", .backTab), ("page-down", .pageDown), ("home", .home), ("up", .up),
    ("delete", .delete), ("ctrl-r", .control("r")),
  ])
  func namesAKeyAndWritesItBack(name: String, key: Key) {
    #expect(Key(configName: name) == key)
    #expect(key.configName == name)
  }

  @Test func aSpaceCanAlsoBeTypedAsItIs() {
    #expect(Key(configName: " ") == .character(" "))
  }

  /// Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M reach the shop as Backspace, Tab and Enter; a name must
  /// be one the shop can receive.
  @Test(arguments: [
    "", "F5", "Enter", "ctrl-", "ctrl-h", "ctrl-i", "ctrl-j", "ctrl-m", "ctrl-R", "ctrl-rr",
    "ww", "\u{7}", "\u{1B}", "\u{85}",
    // Found by an attack: shown as nothing, or as another, no footer or help could show them.
    "\u{202E}", "\u{200B}", "\u{A0}", "\u{AD}", "\u{2028}", "\u{301}",
  ])
  func refusesWhatIsNoKey(name: String) {
    #expect(Key(configName: name) == nil)
  }
}
