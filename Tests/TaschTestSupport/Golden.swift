import Foundation
import Testing

/// Compares text with a golden file kept beside the tests.
///
/// `TASCH_RECORD_GOLDENS=1 swift test` writes the golden files afresh instead, and fails each
/// test whose golden file it changed, so that a run recording can never pass for one checking.
/// A difference is shown as a line diff.
public enum Golden {
  /// Checks `actual` against the golden file `name` in the `Snapshots` folder of the test target
  /// whose test calls this.
  public static func assert(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = snapshotsFolder(of: filePath)
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["TASCH_RECORD_GOLDENS"] == "1" {
      guard (try? String(contentsOf: file, encoding: .utf8)) != actual else { return }
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        Issue.record(
          "recorded \(name) afresh; check it, then run the tests without TASCH_RECORD_GOLDENS",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "no golden file \(name); record it with TASCH_RECORD_GOLDENS=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      Issue.record(
        "\(name) differs (- golden, + actual):\n\(lineDiff(expected, actual))",
        sourceLocation: sourceLocation)
    }
  }

  /// `Tests/<Target>/Snapshots` for a test file anywhere under `Tests/<Target>/`.
  static func snapshotsFolder(of filePath: String) -> URL {
    let parts = URL(fileURLWithPath: filePath).pathComponents
    let target = (parts.lastIndex(of: "Tests") ?? parts.count - 2) + 1
    return URL(fileURLWithPath: NSString.path(withComponents: Array(parts.prefix(target + 1))))
      .appendingPathComponent("Snapshots")
  }

  /// The lines that differ between two texts, marked `-` (only in the first) and `+`.
  static func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var output: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : nil
      let after = index < new.count ? String(new[index]) : nil
      guard before != after else { continue }
      if let before { output.append("\(index + 1) - \(before)") }
      if let after { output.append("\(index + 1) + \(after)") }
    }
    return output.joined(separator: "\n")
  }
}
