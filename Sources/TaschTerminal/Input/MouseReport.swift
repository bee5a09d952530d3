/// How terminals report the mouse, read into `MouseEvent`s: the SGR form of mode 1006, which
/// the shop asks for, and the old form of mode 1000, which a terminal without SGR sends.
///
/// Both are read whole or not at all: a report that does not make sense is no event, never a
/// key.
enum MouseReport {
  /// The bytes of an old report after its escape byte: `[`, `M`, then the button, the column
  /// and the row, each a byte.
  static let oldReportLength = 5

  /// Whether the bytes after an escape byte start an old report: `[M`.
  static func isOldReport(_ rest: ArraySlice<UInt8>) -> Bool {
    rest.starts(with: [UInt8(ascii: "["), UInt8(ascii: "M")])
  }

  /// The event of an old report, from the bytes after its escape byte; each value is its
  /// byte less 32, the column and row counted from 1.
  static func old(_ rest: ArraySlice<UInt8>) -> MouseEvent? {
    let values = rest.dropFirst(2).prefix(3).map { Int($0) - 32 }
    guard values.count == 3 else { return nil }
    // The old form says which button went up no more than that one did.
    let release = values[0] & 0b1100011 == 3
    return event(
      code: values[0], column: values[1], row: values[2], isRelease: release)
  }

  /// The event of an SGR report, from its parameters after `<` (`0;12;5`) and its final byte:
  /// `M` when a button goes down, `m` when it goes up.
  static func sgr(_ parameters: Substring, final: UInt8) -> MouseEvent? {
    guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
    // At most a few digits each: a longer number is no screen's, and is not read.
    guard numbers.count == 3,
      numbers.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCIIDigit) })
    else { return nil }
    let values = numbers.compactMap { Int($0) }
    guard values.count == 3 else { return nil }
    return event(
      code: values[0], column: values[1], row: values[2], isRelease: final == UInt8(ascii: "m"))
  }

  /// The event a button code stands for at a column and row counted from 1.
  ///
  /// The code's low two bits are the button, 4, 8 and 16 the modifiers, 32 motion, 64 the
  /// wheel; buttons beyond the third, and the wheel turned sideways, are no event here.
  private static func event(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
    guard column >= 1, row >= 1, code >= 0, code < 128 else { return nil }
    let button = code & 0b11
    let action: MouseEvent.Action
    if code & 64 != 0 {
      guard button < 2 else { return nil }
      action = button == 0 ? .wheelUp : .wheelDown
    } else if isRelease {
      action = .release
    } else if code & 32 != 0 {
      action = .drag
    } else {
      switch button {
      case 0: action = .press(.left)
      case 1: action = .press(.middle)
      case 2: action = .press(.right)
      default: action = .release
      }
    }
    return MouseEvent(action, row: row - 1, column: column - 1)
  }
}

extension Character {
  /// Whether this is one of the digits 0 to 9.
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
