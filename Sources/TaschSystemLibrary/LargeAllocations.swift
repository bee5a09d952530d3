/// How the process keeps its large allocations: each block of `threshold` bytes or more is a
/// mapping of its own, given back to the system as soon as it is freed.
///
/// By default the C library raises that threshold each time a large block is freed, up to
/// 32 MiB, and keeps the blocks below it in its heaps once they are freed, where most of them
/// stay. The first read of a catalogue frees many large arrays while it makes others: held that
/// way, building the index of a 543 MB catalogue peaked 150 MB above what it used, near the
/// file's own size.
public enum LargeAllocations {
  /// The size from which a block is a mapping of its own.
  public static let threshold = 4 << 20

  /// Makes every block of `threshold` bytes or more a mapping of its own from now on.
  ///
  /// The program calls it once, before any work.
  ///
  /// - Returns: whether the C library took the setting: one without glibc's `mallopt` keeps
  ///   its own ways.
  @discardableResult
  public static func returnWhenFreed() -> Bool {
    // `mallopt` and its option are declared in <malloc.h>, which Swift's Glibc leaves out.
    typealias SetOption = @convention(c) (Int32, Int32) -> Int32
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    guard let library = try? SystemLibrary(name: "libc.so.6", package: "libc6"),
      let setOption = try? library.function("mallopt", as: SetOption.self)
    else { return false }
    return setOption(mmapThreshold, Int32(threshold)) == 1
  }
}
