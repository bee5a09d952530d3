import Foundation
import Glibc
import Tasch
import TaschJSON

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
    do throws(ShopError) {
      return .success(try CatalogueText.decode(bytes, named: "fuzz.json"))
    } catch {
      return .failure(error)
    }
  }

  /// Reads `bytes` as `CatalogueReader` reads a catalogue file, in one pass, from a scratch file
  /// that holds them, `blockSize` bytes at a time; messages name the file `fuzz.json`, as
  /// `catalogue(in:)`'s do.
  ///
  /// - Returns: `nil` when no scratch file can be made.
  package static func catalogueFile(in bytes: [UInt8], blockSize: Int) -> Result<
    Catalogue, ShopError
  >? {
    var template = Array("\(NSTemporaryDirectory())/tasch-fuzz-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { return nil }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    defer {
      unlink(path)
      close(descriptor)
    }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else { return nil }
    let reader = CatalogueReader(path: path, blockSize: max(blockSize, 1))
    do throws(ShopError) {
      return .success(try reader.readCatalogue())
    } catch {
      guard case .decoding(let message) = error else { return .failure(error) }
      return .failure(.decoding(message.replacingOccurrences(of: path + ": ", with: "fuzz.json: ")))
    }
  }

  /// Reads `bytes` as a state file, and writes back and reads again what was read.
  package static func userState(in bytes: [UInt8]) -> StateOutcome {
    let shop = ShopID("fuzz")
    let state: StateDocument
    do throws(UserStateError) {
      state = try StateCodec.decode(bytes, currentShop: shop)
    } catch {
      return .refused("\(error)")
    }
    do throws(UserStateError) {
      let again = try StateCodec.decode(StateCodec.encode(state), currentShop: shop)
      return again == state ? .roundTrips : .changesOnRoundTrip("\(state) became \(again)")
    } catch {
      return .changesOnRoundTrip("\(state) was written as a file that is refused: \(error)")
    }
  }
}
