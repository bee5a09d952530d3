import Glibc

/// Large arrays an index build fills once, in memory the kernel is asked to back with huge
/// pages.
///
/// The columns, texts and sort buffers of a million products take hundreds of megabytes, each
/// written from end to end soon after it is made. In pages of 4 KiB that is tens of thousands
/// of page faults, each a trip into the kernel; in huge pages of 2 MiB, a few hundred. Linux
/// commonly gives huge pages only to memory that asks for them (the `madvise` setting of
/// transparent huge pages), and nothing asks unless the program does. It is advice alone:
/// where the kernel has none to give, or they are off, the memory is ordinary, and the same.
enum HugePages {
  /// Arrays smaller than this are left as they are: one huge page at most would fit inside,
  /// not worth a system call.
  static let smallestAdvised = 4 << 20

  /// Asks the kernel to back the `bytes` bytes from `start` with huge pages, where whole ones
  /// fit.
  ///
  /// The advice reaches down to the start of `start`'s page, which may hold a neighbour's
  /// bytes: being advice only, it changes nothing of what the memory holds.
  static func advise(_ start: UnsafeMutableRawPointer, bytes: Int) {
    guard bytes >= smallestAdvised, let pageSize = UInt(exactly: sysconf(Int32(_SC_PAGESIZE))),
      pageSize > 0
    else { return }
    let address = UInt(bitPattern: start)
    let first = address & ~(pageSize - 1)
    let end = (address + UInt(bytes)) & ~(pageSize - 1)
    guard let page = UnsafeMutableRawPointer(bitPattern: first) else { return }
    madvise(page, Int(end - first), MADV_HUGEPAGE)
  }
}

extension Array where Element: BitwiseCopyable {
  /// Makes room for `count` elements in all, as `reserveCapacity(_:)` does, in memory the
  /// kernel is asked to back with huge pages.
  mutating func reserveCapacityInHugePages(_ count: Int) {
    reserveCapacity(count)
    let bytes = capacity * MemoryLayout<Element>.stride
    // An empty array with room still lends the start of its storage.
    withUnsafeMutableBufferPointer { elements in
      guard let start = elements.baseAddress else { return }
      HugePages.advise(UnsafeMutableRawPointer(start), bytes: bytes)
    }
  }

  /// An array of `count` elements, in memory the kernel is asked to back with huge pages,
  /// that `initialize` sets: each element, once.
  init(
    inHugePages count: Int,
    initializingWith initialize: (UnsafeMutableBufferPointer<Element>) -> Void
  ) {
    self.init(unsafeUninitializedCapacity: count) { elements, initialized in
      if let start = elements.baseAddress {
        HugePages.advise(
          UnsafeMutableRawPointer(start), bytes: count * MemoryLayout<Element>.stride)
      }
      initialize(UnsafeMutableBufferPointer(rebasing: elements[..<count]))
      initialized = count
    }
  }
}

extension Collection {
  /// The elements of this collection, each made into what `transform` gives, as `map(_:)`
  /// makes them, in memory the kernel is asked to back with huge pages.
  func mapInHugePages<Mapped: BitwiseCopyable>(_ transform: (Element) -> Mapped) -> [Mapped] {
    [Mapped](inHugePages: count) { mapped in
      for (index, element) in zip(mapped.indices, self) {
        mapped.initializeElement(at: index, to: transform(element))
      }
    }
  }
}
