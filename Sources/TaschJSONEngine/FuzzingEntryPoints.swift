import Tasch

// MARK: - Hooks for the fuzz targets
//
// The fuzz targets in Fuzz/TaschFuzz belong to this package but not to this module: these are
// the only ways in they need, at `package` access, so nothing here is public API.

/// The engine's parsers of outside input, for the fuzz targets.
package enum FuzzingEntryPoints {
  /// What reading a state file's bytes came to.
  package enum StateOutcome: Equatable {
    /// The bytes were refused, with this reason.
    case refused(String)
    /// They were read, and writing the state and reading it back gives the same state.
    case roundTrips
    /// They were read, but the state written does not read back the same: a bug.
    case changesOnRoundTrip(String)
  }

  /// Reads `bytes` as a catalogue file is read: the catalogue, or every problem found.
  package static func catalogue(in bytes: [UInt8]) -> Result<Catalogue, ShopError> {
    let document: JSONValue
    do throws(JSONSyntaxError) {
      document = try JSONReader().read(bytes)
    } catch {
      return .failure(.decoding(error.description))
    }
    var decoder = CatalogueDecoder()
    guard let catalogue = decoder.decode(document), decoder.problems.isEmpty else {
      return .failure(.decoding(decoder.problems.joined(separator: "\n")))
    }
    return .success(catalogue)
  }

  /// Reads `bytes` as a state file, and writes back and reads again what was read.
  package static func userState(in bytes: [UInt8]) -> StateOutcome {
    let state: UserState
    do throws(UserStateError) {
      state = try UserStateCodec.decode(bytes)
    } catch {
      return .refused("\(error)")
    }
    do throws(UserStateError) {
      let again = try UserStateCodec.decode(UserStateCodec.encode(state))
      return again == state ? .roundTrips : .changesOnRoundTrip("\(state) became \(again)")
    } catch {
      return .changesOnRoundTrip("\(state) was written as a file that is refused: \(error)")
    }
  }
}
