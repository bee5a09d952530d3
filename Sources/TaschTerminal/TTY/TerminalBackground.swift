import Glibc

/// Whether the terminal's own background is light or dark, which picks the colours of the
/// `auto` theme: full-screen programs keep the terminal's background and choose foreground
/// colours that read on it.
public enum TerminalBackground: Hashable, Sendable {
  case light, dark

  /// The background a terminal's answer to the OSC 11 query names, such as
  /// `ESC ] 11 ; rgb:ffff/ffff/ffff BEL`; `nil` for anything else.
  ///
  /// Each channel has one to four hex digits, as xterm's colour specs do; the colour is light
  /// when its perceived brightness is over half.
  public static func fromReply(_ bytes: [UInt8]) -> TerminalBackground? {
    guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: Self.replyStart) })
    else { return nil }
    let body = bytes[(start + Self.replyStart.count)...].prefix { $0 != 0x07 && $0 != 0x1B }
    let channels = body.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard channels.count == 3 else { return nil }
    var levels: [Int] = []
    for channel in channels {
      guard (1...4).contains(channel.count), let value = Int(hex: channel) else { return nil }
      // Scaled to 0…255 whatever the number of digits: "f", "ff", "fff" and "ffff" are white.
      let maximum = (1 << (4 * channel.count)) - 1
      levels.append(value * 255 / maximum)
    }
    // ITU-R BT.601 weights, in thousandths.
    let brightness = (299 * levels[0] + 587 * levels[1] + 114 * levels[2]) / 1000
    return brightness > 127 ? .light : .dark
  }

  /// The background `COLORFGBG` names (`"15;0"`, or `"15;default;0"`: the last number is the
  /// background's colour index); `nil` when it names none.
  public static func fromColorFGBG(_ value: String) -> TerminalBackground? {
    guard let last = value.split(separator: ";").last, let index = Int(last),
      (0...15).contains(index)
    else { return nil }
    // The light indexes of the 16-colour palette: white and the bright colours but black.
    return index == 7 || index >= 9 ? .light : .dark
  }

  /// The query: the terminal answers with its background colour.
  static let query = "\u{1B}]11;?\u{1B}\\"

  /// The primary device attributes query, which nearly every terminal answers (`ESC [ ? … c`),
  /// in order after any earlier query it answers: sent after `query`, its answer says that no
  /// colour will come.
  static let attributesQuery = "\u{1B}[c"

  /// Whether `bytes` hold the whole answer to `attributesQuery`.
  static func holdsAttributes(_ bytes: [UInt8]) -> Bool {
    let start = Array("\u{1B}[?".utf8)
    guard let at = bytes.indices.first(where: { bytes[$0...].starts(with: start) }) else {
      return false
    }
    // Digits and semicolons, then the final `c`.
    let rest = bytes[(at + start.count)...].drop {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ";")
    }
    return rest.first == UInt8(ascii: "c")
  }

  private static let replyStart = Array("\u{1B}]11;rgb:".utf8)
}

/// Asks a terminal for its background colour, and waits for its answer until it says it has
/// no more to say.
public enum TerminalBackgroundQuery {
  /// Asks the terminal at `input` and `output`, both terminals: `nil` when it does not know
  /// the colour query.
  ///
  /// The device attributes query follows the colour query, and the wait ends with its answer:
  /// a terminal that is slow to answer (a busy machine, a remote one) is waited for, one that
  /// knows only the attributes query ends the wait at once, and an answer that comes within
  /// the wait is not read as keys. A terminal that answers neither, or only the colour query,
  /// is given up on after `milliseconds` (at most a minute).
  public static func ask(input: Int32, output: Int32, milliseconds: Int = 1000)
    -> TerminalBackground?
  {
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var raw = saved
    cfmakeraw(&raw)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
    defer { tcsetattr(input, TCSANOW, &saved) }
    let query = Array((TerminalBackground.query + TerminalBackground.attributesQuery).utf8)
    guard query.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == query.count else {
      return nil
    }
    var reply: [UInt8] = []
    var waiting = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    let deadline = Self.now() + min(max(milliseconds, 0), 60_000)
    // Both answers are a few dozen bytes; a few reads at most.
    while reply.count < 256, !TerminalBackground.holdsAttributes(reply) {
      let left = deadline - Self.now()
      guard left > 0 else { break }
      let ready = poll(&waiting, 1, Int32(clamping: left))
      // A signal cut the wait short: the deadline still bounds it.
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      reply += buffer.prefix(count)
    }
    return TerminalBackground.fromReply(reply)
  }

  /// Milliseconds on the monotonic clock.
  private static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}

extension Int {
  /// The number `digits` write in hexadecimal; `nil` unless every byte is a hex digit.
  fileprivate init?(hex digits: some Collection<UInt8>) {
    var value = 0
    for digit in digits {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value * 16 + Int(digit - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value * 16 + Int(digit - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value * 16 + Int(digit - 55)
      default: return nil
      }
    }
    self = value
  }
}
