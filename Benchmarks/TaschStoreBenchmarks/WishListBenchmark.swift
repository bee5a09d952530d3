import Foundation
import Tasch
import TaschPresentation

/// The wish list as its commands use it, through the presenter and use case `tasch wishlist`
/// and `tasch wishlist add` run, each time on a store opened afresh, as each command opens one.
@MainActor
struct WishListBenchmark {
  let shop: ShopID
  /// Opens the store, as a command would.
  let open: @Sendable () -> any ShopStore
  /// The catalogue's identifiers, in catalogue order.
  let ids: [ProductID]

  /// Seconds that `wishlist add` takes with one identifier (the fastest of three shoppers) and
  /// with `count` identifiers, each shopper's list empty before.
  func add(_ count: Int) async throws -> (one: Double, many: Double) {
    var one = Double.infinity
    for number in 1...3 {
      one = min(one, try await adding([Self.oneID(number, of: ids)], as: "adder-one-\(number)"))
    }
    let many = try await adding(Self.spread(count, over: ids), as: "adder-many")
    return (one, many)
  }

  /// Seconds that `wishlist` takes to list a wish list of `count` products: the fastest of
  /// two, the first of which fills the caches.
  func list(_ count: Int) async throws -> Double {
    let shopper = Shopper(shop: shop, name: "lister")
    let listed = Self.spread(count, over: ids)
    try await open().update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
      // The JSON files keep one shopper's data, whoever asks: what the adds left goes first.
      for id in work.shopper.wishList.productIDs {
        _ = work.shopper.removeFromWishList(id, at: Date())
      }
      for id in listed { _ = work.shopper.addToWishList(id, at: Date()) }
    }
    var best = Double.infinity
    for _ in 0..<2 {
      let presenter = presenter(for: shopper)
      best = min(best, try await seconds { try await presenter.run { await $0.load() } })
      guard presenter.presenter.viewState.content?.lines.count == count else {
        throw ShopError.storage("the wish list of \(count) products did not list them all")
      }
    }
    return best
  }

  private func adding(_ added: [ProductID], as name: String) async throws -> Double {
    let presenter = presenter(for: Shopper(shop: shop, name: name))
    var outcomes: [WishListChangeViewModel] = []
    let time = try await seconds { try await presenter.run { outcomes = await $0.add(added) } }
    if let error = outcomes.compactMap(\.error).first {
      throw ShopError.storage("wishlist add failed: \(error.message)")
    }
    return time
  }

  /// `count` of `ids` spread evenly over them: the ids one `wishlist add` adds.
  nonisolated static func spread(_ count: Int, over ids: [ProductID]) -> [ProductID] {
    let count = min(count, ids.count)
    return (0..<count).map { ids[$0 * ids.count / count] }
  }

  /// The id shopper `number` adds alone, one far from another's.
  nonisolated static func oneID(_ number: Int, of ids: [ProductID]) -> ProductID {
    ids[(number * 7919) % ids.count]
  }

  private func presenter(for shopper: Shopper) -> CommandPresenter {
    CommandPresenter(
      presenter: WishListPresenter(
        useCase: WishListUseCase(access: ShopAccess(store: open(), shopper: shopper)),
        localization: .english))
  }
}

/// A wish-list presenter used as a command uses it, its failures thrown.
@MainActor
private struct CommandPresenter {
  let presenter: WishListPresenter

  func run(_ body: (WishListPresenter) async -> Void) async throws {
    await body(presenter)
    if case .error(let error) = presenter.viewState {
      throw ShopError.storage("the wish list failed: \(error.message)")
    }
  }
}
