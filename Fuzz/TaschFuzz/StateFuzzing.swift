import TaschJSONEngine

/// A state file of any bytes: refused with a reason, or read into a state that writes back
/// and reads again unchanged.
enum StateFuzzing {
  static func run(_ input: [UInt8]) {
    switch FuzzingEntryPoints.userState(in: input) {
    case .refused(let reason): require(!reason.isEmpty, "a refusal without a reason")
    case .roundTrips: break
    case .changesOnRoundTrip(let difference): require(false, difference)
    }
  }
}
