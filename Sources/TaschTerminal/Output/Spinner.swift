/// A spinner with a word on standard error while an operation is slower than about 100 ms,
/// erased afterwards; nothing at all when standard error is not a terminal.
public struct Spinner: Sendable {
  private let output: any TextOutput
  private let isTerminal: Bool
  private let clock: any Clock<Duration>

  /// How long an operation may take before the spinner shows.
  static let delay = Duration.milliseconds(100)
  /// How long each frame shows.
  static let frameTime = Duration.milliseconds(80)
  /// The frames, drawn in turn.
  static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

  /// A spinner writing to `output`, timed by `clock`.
  public init(output: any TextOutput, isTerminal: Bool, clock: any Clock<Duration>) {
    self.output = output
    self.isTerminal = isTerminal
    self.clock = clock
  }

  /// Runs `operation`, with the spinner and `text` showing while it is slow.
  @MainActor
  public func whileRunning<Result>(
    _ text: String, _ operation: @MainActor () async -> Result
  ) async -> Result {
    guard isTerminal else { return await operation() }
    let drawing = Task { [clock, output] in
      do {
        try await clock.sleep(for: Self.delay)
      } catch {
        return false
      }
      var frame = 0
      while !Task.isCancelled {
        output.write(Self.line(frame: frame, text: text))
        frame += 1
        do { try await clock.sleep(for: Self.frameTime) } catch { break }
      }
      return true
    }
    let result = await operation()
    drawing.cancel()
    if await drawing.value { output.write(ANSI.carriageReturn + ANSI.clearToEndOfLine) }
    return result
  }

  /// The spinner's line for `frame`, drawn over the previous one.
  static func line(frame: Int, text: String) -> String {
    ANSI.carriageReturn + String(frames[frame % frames.count]) + " " + text
      + ANSI.clearToEndOfLine
  }
}
