import Foundation

/// Runs saved inputs (files, or every file of a folder) through a target, as a test would.
enum Replay {
  /// Replays the inputs at `paths`; the exit status.
  static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
    var count = 0
    for path in paths {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else {
          complain("cannot read \(file)")
          return 1
        }
        target.run(Array(data))
        count += 1
      }
    }
    print("\(target.rawValue): \(count) inputs replayed, no property violated")
    return 0
  }

  private static func files(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { path + "/" + $0 }
  }
}
