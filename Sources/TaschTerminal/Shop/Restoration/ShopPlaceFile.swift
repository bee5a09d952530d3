import Glibc
import Tasch
import TaschComposition
import TaschJSON

/// The file where the shop keeps where it was left, one per shop, in the user's state folder:
/// `$XDG_STATE_HOME/tasch/`, by default `~/.local/state/tasch/`.
///
/// Losing it loses nothing that matters, so it is read leniently: a missing, unreadable,
/// stale or foreign file is no place at all. It is written atomically, through a temporary file
/// of its own with a name nobody else uses, renamed over the old one; nothing else in the
/// folder is ever touched.
public struct ShopPlaceFile: Sendable {
  /// The file's path.
  public let path: String
  /// The shop whose place it keeps.
  public let shop: ShopID

  /// The largest file read: a place is a few hundred bytes.
  static let maximumSize = 64 * 1_024

  /// The file of `shop` in `folder`, an absolute path.
  public init(folder: String, shop: ShopID) {
    // A declared shop name is a safe file name; a shop known by its catalogue's path is named
    // by a hash of it, behind a character names never hold.
    let name =
      ShopID.isValidName(shop.rawValue)
      ? shop.rawValue : "~" + String(Self.fingerprint(shop.rawValue), radix: 16)
    path = folder + "/" + name + ".place.json"
    self.shop = shop
  }

  /// The file of `shop` in the state folder `environment` names; `nil` when it names none.
  public init?(environment: [String: String], shop: ShopID) {
    guard let folder = DefaultPaths.stateFolder(environment: environment) else { return nil }
    self.init(folder: folder, shop: shop)
  }

  /// The place kept; `nil` when there is none, or none that can be trusted.
  public func load() -> ShopPlace? {
    (try? SettingsFile.bytes(at: path, limit: Self.maximumSize)).flatMap {
      Self.place(in: $0, shop: shop)
    }
  }

  /// The place of `shop` that `bytes`, a place file's content, hold; `nil` when they hold none
  /// that can be trusted.
  package static func place(in bytes: [UInt8], shop: ShopID) -> ShopPlace? {
    guard bytes.count <= maximumSize, let document = try? JSONReader(maximumDepth: 8).read(bytes)
    else { return nil }
    return ShopPlace(json: document, shop: shop)
  }

  /// What the place file of `shop` holds when it keeps `place`.
  package static func contents(of place: ShopPlace, shop: ShopID) -> [UInt8] {
    JSONWriter.bytes(of: place.json(shop: shop))
  }

  /// Keeps `place`, replacing what was kept.
  ///
  /// - Returns: whether it was kept; a place that could not be kept is simply lost.
  @discardableResult
  public func save(_ place: ShopPlace) -> Bool {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    guard Self.makeFolders(folder) else { return false }
    let temporary =
      folder + "/.tasch-place-" + String(getpid()) + "-"
      + String(UInt64.random(in: 0...UInt64.max), radix: 16) + ".tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    let bytes = Self.contents(of: place, shop: shop)
    let written = Self.writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      // Only the file made here is removed.
      unlink(temporary)
      return false
    }
    return true
  }

  // MARK: - Helpers

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// Creates `folder` and its missing parents, readable by the user only.
  private static func makeFolders(_ folder: String) -> Bool {
    var path = ""
    for part in folder.split(separator: "/") {
      path += "/" + part
      if mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
    }
    var status = stat()
    return stat(folder, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// FNV-1a, 64 bits: a stable name for a text, the same in every run.
  static func fingerprint(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in
      (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
  }
}
