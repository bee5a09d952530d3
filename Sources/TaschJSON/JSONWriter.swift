/// Writes a `JSONValue` as indented JSON text with keys in sorted order, so that the same value
/// always gives the same bytes and files diff cleanly: `"key": value`, `[]` and `{}` when empty,
/// as jq and most tools write it.
public enum JSONWriter {
  /// `text` as a JSON string, quotes included: how messages quote a value read from a file, so
  /// that it stays on one line and no control in it reaches a terminal.
  public static func quoted(_ text: String) -> String {
    var output = ""
    writeString(text, to: &output)
    return output
  }

  /// `value` as JSON text, ending with a newline.
  public static func text(of value: JSONValue) -> String {
    var output = ""
    write(value, indent: "", to: &output)
    output += "\n"
    return output
  }

  private static func write(_ value: JSONValue, indent: String, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): writeString(text, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      // Arrays of plain numbers stay on one line: `[1, 2, 3]` reads better than a column.
      if elements.allSatisfy({ if case .number = $0 { true } else { false } }) {
        output += "[" + elements.map { text(ofScalar: $0) }.joined(separator: ", ") + "]"
        return
      }
      let inner = indent + "  "
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        write(element, indent: inner, to: &output)
        output += index < elements.count - 1 ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      let inner = indent + "  "
      output += "{\n"
      for (index, key) in members.keys.sorted().enumerated() {
        output += inner
        writeString(key, to: &output)
        output += ": "
        write(members[key] ?? .null, indent: inner, to: &output)
        output += index < members.count - 1 ? ",\n" : "\n"
      }
      output += indent + "}"
    }
  }

  private static func text(ofScalar value: JSONValue) -> String {
    var output = ""
    write(value, indent: "", to: &output)
    return output
  }

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    // Most text has nothing to escape and is copied whole: no byte below 0x20, no quote,
    // backslash or DEL, and no lead byte of the other scalars escaped (0xC2 for C1 controls,
    // 0xE2 for the bidirectional controls and line separators).
    let needsNoEscape = text.utf8.allSatisfy { byte in
      byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0x7F
        && byte != 0xC2 && byte != 0xE2
    }
    guard !needsNoEscape else {
      output += text
      output += "\""
      return
    }
    // Otherwise the runs between escapes are copied whole.
    let scalars = text.unicodeScalars
    var run = scalars.startIndex
    var index = run
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      if let escape = escape(of: scalars[index]) {
        output += Substring(scalars[run..<index])
        output += escape
        run = next
      }
      index = next
    }
    output += Substring(scalars[run...])
    output += "\""
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
