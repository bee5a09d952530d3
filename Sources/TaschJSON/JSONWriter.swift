/// Writes a `JSONValue` as indented JSON text with keys in sorted order, so that the same value
/// always gives the same bytes and files diff cleanly: `"key": value`, `[]` and `{}` when empty,
/// as jq and most tools write it.
public enum JSONWriter {
  /// `text` as a JSON string, quotes included: how messages quote a value read from a file, so
  /// that it stays on one line and no control in it reaches a terminal.
  public static func quoted(_ text: String) -> String {
    var output: [UInt8] = []
    writeString(text, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// `value` as JSON text, ending with a newline.
  public static func text(of value: JSONValue) -> String {
    String(decoding: bytes(of: value), as: UTF8.self)
  }

  /// `value` as JSON text in UTF-8, ending with a newline: the bytes of `text(of:)`, for
  /// writing out with no `String` between.
  public static func bytes(of value: JSONValue) -> [UInt8] {
    // Written as bytes: appending many short pieces to an array costs far less than to a
    // string, which checks its form on every append.
    var output: [UInt8] = []
    output.reserveCapacity(1_024)
    write(value, depth: 0, to: &output)
    output.append(UInt8(ascii: "\n"))
    return output
  }

  private static func write(_ value: JSONValue, depth: Int, to output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let text): output.append(contentsOf: text.utf8)
    case .string(let text): writeString(text, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
      // Arrays of plain numbers stay on one line: `[1, 2, 3]` reads better than a column.
      if elements.allSatisfy({ if case .number = $0 { true } else { false } }) {
        output.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
          if index > 0 { output.append(contentsOf: ", ".utf8) }
          write(element, depth: depth, to: &output)
        }
        return output.append(UInt8(ascii: "]"))
      }
      output.append(contentsOf: "[\n".utf8)
      for (index, element) in elements.enumerated() {
        indent(depth + 1, &output)
        write(element, depth: depth + 1, to: &output)
        output.append(contentsOf: (index < elements.count - 1 ? ",\n" : "\n").utf8)
      }
      indent(depth, &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
      output.append(contentsOf: "{\n".utf8)
      // Sorted as pairs, so that no value is looked up again by its key.
      for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
        indent(depth + 1, &output)
        writeString(member.key, to: &output)
        output.append(contentsOf: ": ".utf8)
        write(member.value, depth: depth + 1, to: &output)
        output.append(contentsOf: (index < members.count - 1 ? ",\n" : "\n").utf8)
      }
      indent(depth, &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Two spaces for each level of `depth`.
  private static func indent(_ depth: Int, _ output: inout [UInt8]) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private static func writeString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most text has nothing to escape and is copied whole: no byte below 0x20, no quote,
    // backslash or DEL, and no lead byte of the other scalars escaped (0xC2 for C1 controls,
    // 0xE2 for the bidirectional controls and line separators).
    /// Whether no byte of `bytes` may start something escaped.
    func needsNoEscape(_ bytes: some Sequence<UInt8>) -> Bool {
      bytes.allSatisfy { byte in
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
          && byte != 0x7F && byte != 0xC2 && byte != 0xE2
      }
    }
    // A native string's bytes are read and copied in place, without going through its view.
    let isCopiedWhole = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard needsNoEscape(bytes) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if isCopiedWhole ?? false { return output.append(UInt8(ascii: "\"")) }
    if isCopiedWhole == nil, needsNoEscape(text.utf8) {
      output.append(contentsOf: text.utf8)
      return output.append(UInt8(ascii: "\""))
    }
    // Otherwise the runs between escapes are copied whole.
    let scalars = text.unicodeScalars
    var run = scalars.startIndex
    var index = run
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      if let escape = escape(of: scalars[index]) {
        output.append(contentsOf: Substring(scalars[run..<index]).utf8)
        output.append(contentsOf: escape.utf8)
        run = next
      }
      index = next
    }
    output.append(contentsOf: Substring(scalars[run...]).utf8)
    output.append(UInt8(ascii: "\""))
  }

  /// How `scalar` is written inside a JSON string; `nil` when it is written as itself.
  private static func escape(of scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    // Controls (C0, DEL, C1), bidirectional overrides and line separators are written as
    // escapes, so that printing the text can never move a terminal's cursor or reorder it.
    case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}",
      "\u{2066}"..."\u{2069}", "\u{2028}", "\u{2029}":
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: return nil
    }
  }
}
