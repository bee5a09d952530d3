/// Texts that are not JSON, each breaking one rule, in the manner of JSONTestSuite's `n_`
/// files (https://github.com/nst/JSONTestSuite): every strict reader must refuse them.
enum JSONRefusals {
  /// Every text, as bytes.
  static let all: [[UInt8]] = texts.map { Array($0.utf8) } + bytes

  private static let texts: [String] = arrays + literals + numbers + objects + strings + structure

  private static let arrays = [
    "[1", "[1,]", "[,1]", "[1,,2]", "[1 2]", "[\"a\": 1]", "[*]", "[", "]", "[1]]", "[[]",
    "[1]x", "[,]", "[\"a\",\n4\n,1,", "[1:2]", "[\"\"],", "[3[4]]", "[\"x\"]]", "[-]",
  ]

  private static let literals = [
    "[tru]", "[nul]", "[fals]", "[True]", "[NaN]", "[Infinity]", "[-Infinity]", "[nulll]",
    "[truth]", "[undefined]", "t", "nul",
  ]

  private static let numbers = [
    "[01]", "[-01]", "[1.]", "[.1]", "[1.e1]", "[1e]", "[1e+]", "[+1]", "[0x1]", "[1_000]",
    "[- 1]", "[2.e3]", "[1E]", "[0e]", "[-.5]", "[0.3e+]", "[1ea]", "[1.5e]", "[00]", "[-NaN]",
    "[1e1.5]", "[0.e1]", "[1+2]", "[012]", "[.]", "[1.2.3]", "[1eE2]", "[0x42]", "[1,2,]",
  ]

  private static let objects = [
    "{", "{\"a\"}", "{\"a\":}", "{\"a\" 1}", "{a: 1}", "{'a': 1}", "{\"a\": 1,}", "{,}",
    "{\"a\": 1 \"b\": 2}", "{1: 1}", "{\"a\": 1}}", "{\"a\":: 1}", "{\"a\": 1/**/}",
    "{\"a\": 1}//", "{\"a\": \"b\",,\"c\": \"d\"}", "{\"a\": \"a\" 123}", "{[: \"x\"}",
    "{\"x\", null}", "{\"a\": 1, \"a\": 2}", "{\"a\": {\"b\": 1, \"b\": 1}}",
    "{\"\\u0061\": 1, \"a\": 2}",
    "{null: 1}", "{\"a\" b}", "{\"a\": true} \"x\"", "{\"a\"", "{\"a\":", "{\"a\": 1",
  ]

  private static let strings = [
    "[\"\\x\"]", "[\"\\u12\"]", "[\"\\uD800\"]", "[\"\\uDC00\"]", "[\"\\uD800\\u0041\"]",
    "[\"a\tb\"]", "[\"\\u00\"]", "['single']", "[\"unterminated", "[\"\\", "[\"\\a\"]",
    "[\"\\uqqqq\"]", "[\"\\UA66D\"]", "[\"new\nline\"]", "[\"\u{0}\"]", "[\"\\uD834\\uDd\"]",
    "[\"\\uD800\\uD800\"]", "[\"\\u\"]", "[\"\\u\u{0}\"]", "[\"\\ud800abc\"]", "[\"\u{1F}\"]",
    "[\"\\'\"]", "[\\n]", "\"abc", "[\"a\"\"b\"]",
  ]

  private static let structure = [
    "", " ", "\n\t ", "[] []", "1 2", "{}x", "\u{0C}[]", "[\u{A0}]", "[1]\u{0}", "[é]",
    "\u{FEFF}\u{FEFF}[]", "<null>", "[1]/*", "{}}", "\u{2028}[]", "[]\u{0}",
    String(repeating: "[", count: 300), String(repeating: "{\"a\":", count: 300),
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
  ]

  /// Bytes that are not UTF-8, inside strings and out.
  private static let bytes: [[UInt8]] = [
    [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],
    [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xE6, 0x97, 0x22, 0x5D],
    [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0x80, 0x22, 0x5D],
    [0x5B, 0xE9, 0x5D], [0xEF, 0xBB, 0xBF], [0xFE, 0xFF, 0x5B, 0x5D], [0x5B, 0x5D, 0xFF],
    [0x5B, 0x31, 0x2C, 0x22, 0xE9, 0x22, 0x5D], [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D],
    [0x5B, 0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22, 0x5D],
    [0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], [0x5B, 0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22, 0x5D],
  ]
}
