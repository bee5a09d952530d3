import Tasch
import TaschTestSupport
import Testing

@Suite struct CartTests {
  private let carrier = Product.stub(.stub(id: 1, price: .usd(250), stock: 23))
  private let travol = Product.stub(.stub(id: 2, name: "Travol", price: .usd(175), stock: 0))
  private let urbanito = Product.stub(.stub(id: 3, name: "Urbanito", price: .usd(75), stock: 908))

  @Test func anEmptyWishListIsAnEmptyCartCostingNothing() throws {
    let cart = try Cart.stub([])

    #expect(cart.isEmpty)
    #expect(cart.subtotal == .usd(0))
    #expect(cart.total == .usd(0))
  }

  @Test func sumsEveryProductStillInTheCatalogueLikeTheOriginal() throws {
    // The original's wish list of Carrier, Travol (out of stock) and Urbanito showed $500.
    let cart = try Cart.stub([.product(carrier), .product(travol), .product(urbanito)])

    #expect(cart.subtotal == .usd(500))
    #expect(cart.shipping == .usd(0))
    #expect(cart.total == .usd(500))
  }

  @Test func flagsOutOfStockAndDiscontinuedLines() throws {
    let cart = try Cart.stub([.product(carrier), .product(travol), .discontinued(9)])

    #expect(cart.lines.map(\.availability) == [.available, .outOfStock, .discontinued])
    #expect(cart.unavailableLines.map(\.id) == [2, 9])
    #expect(cart.subtotal == .usd(425))
  }

  @Test func theOrderablePartLeavesOutWhatCannotBeOrderedAndIsPricedAgain() throws {
    let cart = try Cart.stub([.product(carrier), .product(travol), .discontinued(9)])

    let orderable = try cart.orderablePart()

    #expect(orderable.lines.map(\.id) == [1])
    #expect(orderable.total == .usd(250))
    #expect(orderable.unavailableLines.isEmpty)
  }

  @Test func checkoutNeedsSomethingToOrder() throws {
    #expect(throws: ShopError.emptyCart) { try Cart.stub([]).validateForCheckout() }
  }

  @Test func checkoutIsRefusedNamingEveryUnavailableProduct() throws {
    let cart = try Cart.stub([.product(carrier), .product(travol), .discontinued(9)])

    #expect(throws: ShopError.outOfStock([2, 9])) { try cart.validateForCheckout() }
  }

  @Test func checkoutOfAvailableProductsIsAllowed() throws {
    try Cart.stub([.product(carrier), .product(urbanito)]).validateForCheckout()
  }

  @Test func quotesEveryProductStillSoldWithItsNameAndPriceAndTheTotal() throws {
    let cart = try Cart.stub([.product(carrier), .discontinued(9), .product(travol)])

    #expect(
      cart.quote?.lines == [
        OrderLine(productID: 1, name: "Carrier", price: .usd(250)),
        OrderLine(productID: 2, name: "Travol", price: .usd(175)),
      ])
    #expect(cart.quote?.total == .usd(425))
  }

  @Test func aCartWhosePricesChangedQuotesDifferently() throws {
    var cheaper = carrier
    cheaper.price = .usd(200)

    let before = try Cart.stub([.product(carrier)]).quote
    let after = try Cart.stub([.product(cheaper)]).quote

    #expect(before != after)
    #expect(try Cart.stub([.product(carrier)]).quote == before)
  }

  @Test func aTotalTooLargeToComputeIsLeftOutAndEveryLineKept() throws {
    let expensive = Product.stub(.stub(price: Money(minorUnits: .max, currency: .usd)))
    let cent = Product.stub(.stub(id: 2, price: .usd(cents: 1)))

    let cart = try Cart.stub([.product(expensive), .product(cent), .discontinued(9)])

    #expect(cart.lines.map(\.id) == [1, 2, 9])
    #expect(cart.subtotal == nil)
    #expect(cart.total == nil)
    #expect(cart.shipping == .usd(0))
    #expect(cart.quote == nil)
  }

  @Test func aTotalTooLargeToComputeCannotBeOrdered() throws {
    let expensive = Product.stub(.stub(price: Money(minorUnits: .max, currency: .usd)))
    let cart = try Cart.stub([
      .product(expensive), .product(.stub(.stub(id: 2, price: .usd(cents: 1)))),
    ])

    #expect(throws: ShopError.amountOutOfRange) { try cart.validateForCheckout() }
  }

  @Test func theLargestTotalThatFitsIsStillComputed() throws {
    let almost = Product.stub(.stub(price: Money(minorUnits: .max - 1, currency: .usd)))
    let cart = try Cart.stub([
      .product(almost), .product(.stub(.stub(id: 2, price: .usd(cents: 1)))),
    ])

    #expect(cart.total == Money(minorUnits: .max, currency: .usd))
    #expect(try cart.validateForCheckout() == cart.quote)
  }

  @Test func aPriceInAnotherCurrencyIsADataError() {
    let inEuros = Product.stub(.stub(price: Money(minorUnits: 100, currency: .eur)))

    #expect(throws: ShopError.decoding("USD and EUR amounts cannot be added")) {
      try Cart.stub([.product(inEuros)])
    }
  }

  @Test func aPriceInAnotherCurrencyIsADataErrorEvenAfterATotalTooLarge() {
    let expensive = Product.stub(.stub(price: Money(minorUnits: .max, currency: .usd)))
    let inEuros = Product.stub(.stub(id: 3, price: Money(minorUnits: 100, currency: .eur)))

    #expect(throws: ShopError.decoding("USD and EUR amounts cannot be added")) {
      try Cart.stub([.product(expensive), .product(expensive), .product(inEuros)])
    }
  }

  // MARK: - Quantities

  @Test func aLineCostsItsPriceTimesItsQuantity() throws {
    let cart = try Cart.stub(lines: [
      WishListLine(.product(carrier), quantity: 3), WishListLine(.product(urbanito)),
    ])

    #expect(cart.lines.map(\.quantity) == [3, 1])
    #expect(cart.lines.pieceCount == 4)
    #expect(cart.lines.map(\.amount) == [.usd(750), .usd(75)])
    #expect(cart.subtotal == .usd(825))
    #expect(cart.total == .usd(825))
    #expect(
      cart.quote?.lines == [
        OrderLine(productID: 1, name: "Carrier", price: .usd(250), quantity: 3),
        OrderLine(productID: 3, name: "Urbanito", price: .usd(75)),
      ])
    #expect(cart.quote.map { Order(number: 1, quote: $0, placedAt: .stub).lines.pieceCount } == 4)
  }

  @Test func aCartWithinEveryLimitHasNoQuantityRefusal() throws {
    var limited = carrier
    limited.maxPerOrder = 2
    let cart = try Cart.stub(lines: [WishListLine(.product(limited), quantity: 2)])

    #expect(cart.quantityRefusal == nil)
  }

  @Test func aLineAskingForMoreThanIsLeftSaysHowManyAreLeft() throws {
    let cart = try Cart.stub(lines: [WishListLine(.product(carrier), quantity: 24)])

    #expect(cart.lines.map(\.availability) == [.notEnoughStock(left: 23)])
    #expect(throws: ShopError.outOfStock([1], left: [1: 23])) { try cart.validateForCheckout() }
  }

  @Test func checkoutNamesWhatIsLeftOnlyOfProductsThatHaveSome() throws {
    let cart = try Cart.stub(lines: [
      WishListLine(.product(carrier), quantity: 30), WishListLine(.product(travol), quantity: 2),
      WishListLine(.discontinued(9), quantity: 2),
    ])

    #expect(throws: ShopError.outOfStock([1, 2, 9], left: [1: 23])) {
      try cart.validateForCheckout()
    }
  }

  @Test func checkoutRefusesALineOverItsProductsLimit() throws {
    var limited = carrier
    limited.maxPerOrder = 2
    let cart = try Cart.stub(lines: [WishListLine(.product(limited), quantity: 3)])

    #expect(cart.quantityRefusal == .tooMany(1, maximum: 2))

    #expect(throws: ShopError.tooMany(1, maximum: 2)) { try cart.validateForCheckout() }
  }

  @Test func aLineOverItsProductsLimitIsMarkedAndCannotBeOrdered() throws {
    var limited = carrier
    limited.maxPerOrder = 2
    let cart = try Cart.stub(lines: [
      WishListLine(.product(limited), quantity: 3), WishListLine(.product(urbanito)),
    ])

    #expect(cart.lines.map(\.availability) == [.overLimit(maximum: 2), .available])
    #expect(cart.unavailableLines.map(\.id) == [1])
    #expect(try cart.orderablePart().lines.map(\.id) == [3])
  }

  @Test func ofTheStockAndTheLimitTheLowerIsNamed() throws {
    // Carrier has 23 in stock.
    var limited = carrier
    limited.maxPerOrder = 30
    let shortOfStock = try Cart.stub(lines: [WishListLine(.product(limited), quantity: 40)])
    limited.maxPerOrder = 10
    let overLimit = try Cart.stub(lines: [WishListLine(.product(limited), quantity: 40)])

    #expect(shortOfStock.lines.map(\.availability) == [.notEnoughStock(left: 23)])
    #expect(shortOfStock.quantityRefusal == nil)
    #expect(overLimit.lines.map(\.availability) == [.overLimit(maximum: 10)])
    #expect(overLimit.quantityRefusal == .tooMany(1, maximum: 10))
  }

  @Test func aLineOfAProductOutOfStockIsOutOfStockWhateverItAsksFor() throws {
    var soldOut = carrier
    soldOut.stock = 0
    soldOut.maxPerOrder = 2
    let cart = try Cart.stub(lines: [WishListLine(.product(soldOut), quantity: 5)])

    #expect(cart.lines.map(\.availability) == [.outOfStock])
    #expect(cart.quantityRefusal == nil)
    #expect(throws: ShopError.outOfStock([1], left: [:])) { try cart.validateForCheckout() }
  }

  @Test func aLineTooLargeToComputeLeavesTheTotalsOutAndKeepsTheLine() throws {
    let expensive = Product.stub(.stub(price: Money(minorUnits: .max / 2, currency: .usd)))

    let cart = try Cart.stub(lines: [WishListLine(.product(expensive), quantity: 3)])

    #expect(cart.lines.map(\.quantity) == [3])
    #expect(cart.lines.map(\.amount) == [nil])
    #expect(cart.subtotal == nil)
    #expect(cart.total == nil)
    #expect(throws: ShopError.amountOutOfRange) { try cart.validateForCheckout() }
  }
}
