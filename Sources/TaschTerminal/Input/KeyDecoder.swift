/// Turns the bytes a terminal sends in raw mode into keys and mouse events.
///
/// Escape sequences arrive whole in one read, so an escape byte with nothing after it in the
/// same read is the Escape key itself; no timer is needed. A UTF-8 character split across two
/// reads is kept until it is complete, and so is a mouse report of the old kind, whose three
/// bytes follow its sequence, and a control sequence or a terminal's answer cut short by the
/// end of a read (a late answer to the background query, on a busy machine), whose rest would
/// otherwise read as keys. Mouse reports come as SGR sequences (`ESC [ < 0 ; 12 ; 5 M`,
/// mode 1006), or as the old kind where a terminal knows no other. Pasted text, between the
/// marks of bracketed paste, is read as pasted text (`PastedText`).
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// Whether the bytes read are pasted text, until the paste's end.
  public private(set) var isPasting = false

  /// A decoder with nothing pending.
  public init() {}

  /// Ends a paste whose end never came, so that keys are keys again.
  ///
  /// A terminal sends a paste whole, and one that stops partway lost its end (a connection
  /// dropped, a stop mid-paste). What of it was kept waiting for the next read is dropped.
  public mutating func endPaste() {
    guard isPasting else { return }
    isPasting = false
    pending = []
  }

  /// The keys and mouse events in `bytes`, one read's worth.
  public mutating func inputs(from bytes: [UInt8]) -> [TerminalInput] {
    let input = pending + bytes
    pending = []
    var keys: [TerminalInput] = []
    var index = 0
    while index < input.count {
      if isPasting {
        let pasted = PastedText.read(input[index...])
        if !pasted.text.isEmpty { keys.append(.pasted(pasted.text)) }
        index += pasted.length
        isPasting = !pasted.ended
        if isPasting {
          pending = Array(input[index...])
          return keys
        }
        continue
      }
      let byte = input[index]
      switch byte {
      case 0x1B:
        let rest = input[(index + 1)...]
        if rest.starts(with: PastedText.start) {
          isPasting = true
          index += 1 + PastedText.start.count
          continue
        }
        if MouseReport.isOldReport(rest) {
          // Its three bytes are not keys, whatever they look like: wait for all of them.
          guard rest.count >= MouseReport.oldReportLength else {
            pending = Array(input[index...])
            return keys
          }
          if let event = MouseReport.old(rest) { keys.append(.mouse(event)) }
          index += 1 + MouseReport.oldReportLength
          continue
        }
        if Self.isCutShort(rest), input.count - index <= Self.longestSequence {
          pending = Array(input[index...])
          return keys
        }
        let (decoded, length) = Self.escapeSequence(rest)
        if let decoded { keys.append(decoded) }
        index += 1 + length
      case 0x0D, 0x0A:
        keys.append(.key(.enter))
        index += 1
      case 0x09:
        keys.append(.key(.tab))
        index += 1
      case 0x7F, 0x08:
        keys.append(.key(.backspace))
        index += 1
      case 0x01...0x1A:
        keys.append(.key(.control(Character(Unicode.Scalar(byte + 0x60)))))
        index += 1
      case 0x00, 0x1C...0x1F: index += 1
      default:
        let length = Self.utf8Length(byte)
        guard index + length <= input.count else {
          pending = Array(input[index...])
          return keys
        }
        let text = String(decoding: input[index..<index + length], as: UTF8.self)
        // C1 controls (U+0080 to U+009F, such as CSI) are controls in UTF-8 too: never keys.
        keys += text.filter { !$0.isControl }.map { .key(.character($0)) }
        index += length
      }
    }
    return keys
  }

  /// The key or mouse event of the escape sequence that starts with the bytes after the escape
  /// byte, and how many bytes it took; `nil` for a sequence this shop has no use for.
  private static func escapeSequence(_ rest: ArraySlice<UInt8>) -> (TerminalInput?, Int) {
    guard let first = rest.first else { return (.key(.escape), 0) }
    switch first {
    case UInt8(ascii: "["):
      // CSI: parameters and intermediates, then a final byte from @ to ~.
      guard let final = rest.dropFirst().firstIndex(where: { (0x40...0x7E).contains($0) }) else {
        return (nil, rest.count)
      }
      let parameters = String(decoding: rest[(rest.startIndex + 1)..<final], as: UTF8.self)
      let length = final - rest.startIndex + 1
      if parameters.hasPrefix("<") {
        return (
          MouseReport.sgr(parameters.dropFirst(), final: rest[final]).map { .mouse($0) }, length
        )
      }
      return (csiKey(final: rest[final], parameters: parameters).map { .key($0) }, length)
    case UInt8(ascii: "O"):
      guard rest.count >= 2 else { return (.key(.escape), 0) }
      let key: Key? =
        switch rest[rest.startIndex + 1] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
      return (key.map { .key($0) }, 2)
    case UInt8(ascii: "]") where rest.dropFirst().first.map(isDigit) == true:
      // An operating system command, which only a terminal's answer sends, such as its
      // background colour come after the shop stopped waiting for it: never keys. It ends with
      // BEL or ST (ESC \); one cut short by the end of the read is dropped to there, and an
      // escape that starts something else is left to be read.
      let body = rest.dropFirst()
      guard let end = body.firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) else {
        return (nil, rest.count)
      }
      let before = end - rest.startIndex
      if body[end] == 0x07 { return (nil, before + 1) }
      let isStringTerminator = body.dropFirst(end - body.startIndex + 1).first == 0x5C
      return (nil, isStringTerminator ? before + 2 : before)
    case 0x1B:
      return (.key(.escape), 0)
    default:
      // Alt and a key: the key alone.
      return (.key(.escape), 0)
    }
  }

  /// How long a sequence cut short is kept waiting for its end; one longer is no terminal's.
  private static let longestSequence = 256

  /// Whether the bytes after an escape byte start a control sequence or an operating system
  /// command that has not ended yet.
  private static func isCutShort(_ rest: ArraySlice<UInt8>) -> Bool {
    switch rest.first {
    case UInt8(ascii: "["):
      return !rest.dropFirst().contains { (0x40...0x7E).contains($0) }
    case UInt8(ascii: "]") where rest.dropFirst().first.map(isDigit) == true:
      return !rest.dropFirst().contains { $0 == 0x07 || $0 == 0x1B }
    default:
      return false
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func csiKey(final: UInt8, parameters: String) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    default: return nil
    }
  }

  /// How many bytes the UTF-8 character that `lead` starts takes; 1 for any other byte.
  static func utf8Length(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC0...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF7: 4
    default: 1
    }
  }
}

extension Character {
  /// Whether the character holds a control, C0 or C1: never a key to type, nor text to paste.
  var isControl: Bool {
    unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
