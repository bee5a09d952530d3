/// What a use case reads: the operation it serves, and how its content is found in a snapshot
/// of the shop.
///
/// Written once, by the use case, and run two ways: live by the use case, whose `load()` keeps
/// what it shows fresh for a screen, and once through `ShopAccess.read(_:)` by a front that
/// answers one request at a time on whatever thread it is (`tasch serve`):
///
/// ```swift
/// let cart = try await access.read(WishListUseCase.list(code: "SPRING10", at: access.now()).priced())
/// ```
public struct ShopRead<Content: Sendable>: Sendable {
  /// The operation the read serves.
  public let operation: ShopOperation
  /// Finds the content in a snapshot.
  let find: @Sendable (any ShopSnapshot) throws(ShopError) -> Content

  /// A read serving `operation` that finds its content with `find`.
  init(
    _ operation: ShopOperation,
    find: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Content
  ) {
    self.operation = operation
    self.find = find
  }
}

extension ShopAccess {
  /// What `read` finds, read once and followed no further.
  ///
  /// - Throws: what the read throws, or the store's error.
  public func read<Content>(_ read: ShopRead<Content>) async throws(ShopError) -> Content {
    try await self.read(read.operation, read.find)
  }
}
