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
    let before = ([#"[(:,?=\[]\s*"#] + types).joined(separator: "|")
    return keys.filter { key in
      code.range(of: "(\(before))\\.\(key)\\b", options: .regularExpression) == nil
    }
  }
}
