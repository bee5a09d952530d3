import Foundation
import Testing

@testable import TaschJSONEngine

/// Large arrays asked to be backed by huge pages hold what ordinary ones hold, and the kernel
/// is really asked.
@Suite struct HugePagesTests {
  @Test("room made in huge pages keeps the elements and holds as many as asked")
  func reservesRoom() {
    var numbers: [UInt64] = [3, 1, 4]
    numbers.reserveCapacityInHugePages(1_000_000)
    #expect(numbers == [3, 1, 4])
    #expect(numbers.capacity >= 1_000_000)
    numbers += (0..<999_997).lazy.map { UInt64($0) }
    #expect(numbers.count == 1_000_000)
    #expect(numbers.last == 999_996)
  }

  @Test("a mapping in huge pages gives what map gives", arguments: [0, 1, 17, 1_000_000])
  func mapsAsMapDoes(count: Int) {
    let numbers = (0..<count).map { UInt32($0 * 7 % 1_000) }
    #expect(numbers.mapInHugePages { UInt64($0) * 3 } == numbers.map { UInt64($0) * 3 })
    let parts = [numbers, [], numbers]
    #expect(parts.lazy.joined().mapInHugePages { $0 } == parts.flatMap { $0 })
  }

  @Test("an array made in huge pages holds what its initializer set")
  func initializes() {
    let squares = [Int](inHugePages: 1 << 20) { squares in
      for index in squares.indices { squares.initializeElement(at: index, to: index * index) }
    }
    #expect(squares.count == 1 << 20)
    #expect(squares[1_000] == 1_000_000)
    #expect([Int](inHugePages: 0) { _ in }.isEmpty)
  }

  @Test(
    "the memory of a large array is advised to the kernel",
    .enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage")))
  func advisesTheKernel() throws {
    var numbers: [UInt64] = []
    numbers.reserveCapacityInHugePages(2 * HugePages.smallestAdvised / 8)
    let address = numbers.withUnsafeMutableBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let flags = try #require(Self.memoryFlags(at: address + UInt(HugePages.smallestAdvised)))
    // `hg`: the area was advised to be backed by huge pages.
    #expect(flags.contains("hg"))
  }

  /// The flags `/proc/self/smaps` gives the area of memory holding `address`.
  private static func memoryFlags(at address: UInt) -> [Substring]? {
    // Read to the end: the file's size says 0, and a single read gives only its start.
    guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps"),
      let contents = try? file.readToEnd()
    else { return nil }
    let smaps = String(decoding: contents, as: UTF8.self)
    var isInArea = false
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if let bounds = fields.first?.split(separator: "-"), bounds.count == 2,
        let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16)
      {
        isInArea = (start..<end).contains(address)
      } else if isInArea, fields.first == "VmFlags:" {
        return Array(fields.dropFirst())
      }
    }
    return nil
  }
}
