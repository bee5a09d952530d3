import TaschTerminal

/// Any bytes from a terminal, in reads of any sizes: keys and mouse reports, never a control
/// character passed on as a printable one nor a place off the screen's top or left; and any
/// answer to the background query.
enum KeyFuzzing {
  static func run(_ input: [UInt8]) {
    // What a terminal says of its background, read by the same parsers the shop uses.
    _ = TerminalBackground.fromReply(input)
    _ = TerminalBackground.fromColorFGBG(String(decoding: input, as: UTF8.self))
    guard let first = input.first else { return }
    // The first byte sets how the rest is cut into reads, as a terminal's reads would cut it.
    let readSize = Int(first % 16) + 1
    var decoder = KeyDecoder()
    var rest = input.dropFirst()
    while !rest.isEmpty {
      let read = Array(rest.prefix(readSize))
      rest = rest.dropFirst(readSize)
      for input in decoder.inputs(from: read) {
        switch input {
        case .key(.character(let character)):
          require(
            !character.unicodeScalars.contains { $0.properties.generalCategory == .control },
            "a control character came out as printable: \(character.unicodeScalars.map(\.value))"
          )
        case .pasted(let text):
          require(
            !text.unicodeScalars.contains { $0.properties.generalCategory == .control },
            "a control character came out as pasted: \(text.unicodeScalars.map(\.value))")
        case .mouse(let event):
          require(event.row >= 0 && event.column >= 0, "a mouse event off the screen: \(event)")
        case .key: break
        }
      }
    }
  }
}
