import Dispatch
import Glibc
import Synchronization
import TaschPresentation

/// The shop at a person's terminal: takes the terminal, feeds keys, the mouse, resizes and
/// signals to the shop, draws each change as one write of only what changed, and gives the
/// terminal back as it was however the shop ends.
enum InteractiveShop {
  /// What reaches the shop from outside.
  private enum Input: Sendable {
    case inputs([TerminalInput])
    case resize(rows: Int, columns: Int)
    case suspend
    case continued
    case end(ExitStatus)
  }

  /// Runs the shop on the terminal `output` writes to, its keys `keys`, opened at `start`,
  /// until the person leaves it.
  ///
  /// Where it was left is kept in `places`, when there is one, on leaving and on suspending.
  /// The mouse is reported to the shop when `reportsMouse`; else the terminal keeps it, for its
  /// own selection.
  ///
  /// - Returns: how it ended: 0 after `q`, 130 after Ctrl-C, 143 after SIGTERM or a hang-up,
  ///   or 1 when the terminal could not be taken.
  @MainActor
  static func run(
    services: ServiceLocator, output: any TextOutput, simulation: (any SimulationControl)?,
    keys: KeyMap, depth: ColorDepth, start: ShopStart, places: ShopPlaceFile?,
    reportsMouse: Bool
  ) async -> ExitStatus {
    guard
      let session = TerminalSession(
        input: STDIN_FILENO, output: output, reportsMouse: reportsMouse),
      let size = TerminalSize.drawn(of: STDOUT_FILENO)
    else { return .failure }

    let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
    let sources = listen(continuation, keeping: session.keys)
    session.enter()
    defer {
      session.leave()
      for source in sources { source.cancel() }
    }

    let view = ShopView(
      localization: services.localization, theme: services.theme, colorsShow: depth != .none)
    var renderer = FrameRenderer(depth: depth)
    let runtime = ShopRuntime(
      services: services, simulation: simulation, rows: size.rows, columns: size.columns,
      keys: keys)
    // The frame on screen: a click is read against what the person saw.
    var frame: Canvas?
    runtime.onChange = { state, content in
      // One write per frame, and only what changed since the last.
      let drawn = view.render(state, content)
      frame = drawn
      output.write(renderer.output(for: drawn))
    }
    runtime.onExit = { continuation.yield(.end($0)) }
    // Draws the frame whole, at the terminal's size now: a stopped shop is not the terminal's
    // foreground job, so no SIGWINCH tells it of a resize made while it was stopped.
    func redrawWhole() {
      renderer.invalidate()
      if let size = TerminalSize.drawn(of: STDOUT_FILENO) {
        runtime.send(.resize(rows: size.rows, columns: size.columns))
      }
      runtime.redraw()
    }
    // Whether the shop stopped itself: continued, it has taken the terminal back already.
    var suspendedItself = false
    runtime.onSuspend = {
      places?.save(runtime.place)
      suspendedItself = true
      session.suspend()
      redrawWhole()
    }
    runtime.start(at: start)
    // However the shop ends, it reopens where it was left.
    defer { places?.save(runtime.place) }

    for await input in inputs {
      switch input {
      case .inputs(let inputs):
        for input in inputs {
          switch input {
          case .key(let key): runtime.send(.key(key))
          case .pasted(let text): runtime.send(.pasted(text))
          case .mouse(let event):
            runtime.send(.mouse(event, on: frame?.target(row: event.row, column: event.column)))
          }
        }
      case .resize(let rows, let columns):
        renderer.invalidate()
        runtime.send(.resize(rows: rows, columns: columns))
      case .suspend:
        runtime.onSuspend?()
      case .continued:
        // Taken back a second time, the terminal would lose what was typed since.
        guard !suspendedItself else {
          suspendedItself = false
          continue
        }
        session.retake()
        redrawWhole()
      case .end(let status):
        runtime.stop()
        return status
      }
      if let status = runtime.exitStatus { return status }
    }
    return runtime.exitStatus ?? .success
  }

  /// Starts reading keys and signals into `continuation`, the keys `gate` keeps.
  ///
  /// - Returns: the dispatch sources, to cancel when the shop ends.
  private static func listen(
    _ continuation: AsyncStream<Input>.Continuation, keeping gate: KeyGate
  ) -> [any DispatchSourceProtocol] {
    let queue = DispatchQueue(label: "tasch.terminal-input")
    // The decoder, and how many reads it has had, to tell a paste that stopped coming.
    let decoder = Mutex((decoder: KeyDecoder(), reads: 0))
    let keyboard = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
    keyboard.setEventHandler {
      var buffer = [UInt8](repeating: 0, count: 4_096)
      let before = gate.beforeRead
      // What woke the reader may have been flushed since, as the shop took the terminal back:
      // a read would then wait for the next key, and drop it for a read begun before.
      var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 0) > 0 else { return }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      guard count > 0 else {
        // The terminal went away: leave as after a hang-up.
        if count == 0 || (errno != EINTR && errno != EAGAIN) {
          continuation.yield(.end(.terminated))
        }
        return
      }
      // Typed while the shop was stopped, or given the terminal up: not keys for the shop.
      guard gate.keeps(keysReadSince: before) else { return }
      let (inputs, pasting, reads) = decoder.withLock { state in
        state.reads += 1
        let inputs = state.decoder.inputs(from: Array(buffer[..<count]))
        return (inputs, state.decoder.isPasting, state.reads)
      }
      continuation.yield(.inputs(inputs))
      guard pasting else { return }
      // A terminal sends a paste whole: one that has not ended after a second with nothing
      // more read lost its end, and must not keep every key from being a key.
      queue.asyncAfter(deadline: .now() + .seconds(1)) {
        decoder.withLock { state in
          if state.reads == reads { state.decoder.endPaste() }
        }
      }
    }
    var sources: [any DispatchSourceProtocol] = [keyboard]
    let signals: [(Int32, Input?)] = [
      (SIGWINCH, nil), (SIGTSTP, .suspend), (SIGCONT, .continued),
      (SIGINT, .end(.interrupted)), (SIGQUIT, .end(.interrupted)), (SIGTERM, .end(.terminated)),
      (SIGHUP, .end(.terminated)),
    ]
    for (number, input) in signals {
      // Ignored as signals, seen as events: the shop decides what each means.
      if number != SIGWINCH && number != SIGCONT { signal(number, SIG_IGN) }
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        // A paste cut short by a stop is not finished by whatever the terminal sends after.
        if number == SIGCONT { decoder.withLock { $0.decoder.endPaste() } }
        if let input {
          continuation.yield(input)
        } else if let size = TerminalSize.drawn(of: STDOUT_FILENO) {
          continuation.yield(.resize(rows: size.rows, columns: size.columns))
        }
      }
      sources.append(source)
    }
    for source in sources { source.resume() }
    return sources
  }
}
