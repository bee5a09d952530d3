import Foundation
import Testing

extension StringTableRules {
  /// The keys among `keys` that no Swift file in `folders` (of the repository, such as
  /// `Sources/TaschTerminal`) uses outside its `Localization` folders.
  ///
  /// A key is used where it is an argument or a value (`text(.total)`, `title: .cart`,
  /// `key = .keyQuit`, `isIn ? .remove : .add`, `[.heightSize, …]`), or named with one of
  /// `types` (`PluralKey.itemCount`).
  public static func keysNoCodeUses(
    _ keys: [String], namedAs types: [String], in folders: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let files = folders.flatMap { folder in
      FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL } ?? []
    }.filter { $0.pathExtension == "swift" && !$0.path.contains("/Localization/") }
    #expect(!files.isEmpty, "no Swift files in \(folders)", sourceLocation: sourceLocation)
    let code = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    let used = namesUsedAsKeys(in: Array(code.utf8), namedAs: types.map { Array($0.utf8) })
    return keys.filter { !used.contains($0) }
  }

  /// Every `.name` in `code` that stands where a key is used: after `(`, `:`, `,`, `?`, `=`
  /// or `[` and any blanks, or right after one of `types`.
  ///
  /// One pass over the code for every key at once: a search per key, of hundreds, took a core
  /// for tens of seconds of a test run.
  private static func namesUsedAsKeys(in code: [UInt8], namedAs types: [[UInt8]]) -> Set<String> {
    var used: Set<String> = []
    for dot in code.indices where code[dot] == UInt8(ascii: ".") {
      guard standsForAKey(code, before: dot, types: types) else { continue }
      var end = dot + 1
      while end < code.count, isIdentifierByte(code[end]) { end += 1 }
      if end > dot + 1 { used.insert(String(decoding: code[(dot + 1)..<end], as: UTF8.self)) }
    }
    return used
  }

  /// Whether what comes before `dot` in `code` is where a key is used.
  private static func standsForAKey(_ code: [UInt8], before dot: Int, types: [[UInt8]]) -> Bool {
    if types.contains(where: { dot >= $0.count && code[(dot - $0.count)..<dot].elementsEqual($0) })
    {
      return true
    }
    var previous = dot - 1
    while previous >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(code[previous]) { previous -= 1 }
    return previous >= 0 && Array("(:,?=[".utf8).contains(code[previous])
  }

  /// Whether `byte` belongs to a Swift identifier written in ASCII.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }
}
