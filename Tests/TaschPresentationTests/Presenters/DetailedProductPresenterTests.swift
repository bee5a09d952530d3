import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@MainActor
@Suite struct DetailedProductPresenterTests {
  private let spy = DataLayerSpy()
  private let router = RouterSpy()
  private let view = ViewSpy<ProductDetailViewModel>()
  private let carrier = Product.stub(
    id: 1, name: "Carrier", description: "Our Mountain Briefcase.",
    colors: [ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B)],
    dimensions: Dimensions(
      height: Length(centimetres: 36, inches: 14), width: Length(centimetres: 38, inches: 15),
      depth: Length(centimetres: 20, inches: 8)),
    price: .usd(250), stock: 23)

  private func makePresenter(_ locale: String = "en_US") -> DetailedProductPresenter {
    let presenter = DetailedProductPresenter(
      useCase: DetailedProductUseCase(productID: 1, dataLayer: spy), router: router,
      localization: .locale(locale))
    presenter.view = view
    return presenter
  }

  private func loaded(_ product: Product, _ locale: String = "en_US") async
    -> DetailedProductPresenter
  {
    spy.answers.product = .success(product)
    let presenter = makePresenter(locale)
    await presenter.load()
    return presenter
  }

  @Test func showsTheProductInEnglish() async throws {
    let presenter = await loaded(carrier)

    let detail = try #require(presenter.viewState.content)
    #expect(view.states.first == .loading("Loading…"))
    #expect(detail.summary.name == "Carrier")
    #expect(detail.summary.price.formatted == "$250.00")
    #expect(detail.freeShipping == "Free Shipping World Wide")
    #expect(detail.description == "Our Mountain Briefcase.")
    #expect(detail.coloursLabel == "Colours")
    #expect(detail.summary.colors.map(\.hex) == ["1F2B3B"])
    #expect(detail.sizesLabel == "Sizes")
    #expect(detail.sizes == [#"H: 36cm/14""#, #"W: 38cm/15""#, #"D: 20cm/8""#])
    #expect(detail.rateLabel == "Rate the product")
    #expect(detail.myStars == 0)
    #expect(detail.myRatingText == "Your rating: Not rated yet")
    #expect(detail.wishListAction == "Add to wish list")
    #expect(detail.wishListActionRole == .enticingAction)
  }

  @Test func showsTheProductInJapanese() async throws {
    var rated = carrier
    rated.rating = RatingSummary(mine: .three)
    rated.isInWishList = true
    let presenter = await loaded(rated, "ja_JP")

    let detail = try #require(presenter.viewState.content)
    #expect(detail.freeShipping == "全世界送料無料")
    #expect(detail.sizes == [#"高さ: 36cm/14""#, #"幅: 38cm/15""#, #"奥行: 20cm/8""#])
    #expect(detail.myStars == 3)
    #expect(detail.myRatingText == "あなたの評価: ★★★☆☆")
    #expect(detail.wishListAction == "ウィッシュリストから削除")
    #expect(detail.wishListActionRole == .destructiveAction)
  }

  @Test func leavesOutUnknownSizes() async throws {
    let presenter = await loaded(
      .stub(dimensions: Dimensions(width: Length(centimetres: 5, inches: 2))))

    #expect(presenter.viewState.content?.sizes == [#"W: 5cm/2""#])
  }

  @Test(arguments: [("en_US", "There is no product 1."), ("de_DE", "Es gibt kein Produkt 1.")])
  func anUnknownProductIsAnError(locale: String, message: String) async {
    spy.answers.product = .failure(.notFound(1))
    let presenter = makePresenter(locale)

    await presenter.load()

    guard case .error(let error) = presenter.viewState else {
      Issue.record("expected an error")
      return
    }
    #expect(error.message == message)
  }

  @Test func togglesTheWishList() async {
    let presenter = await loaded(carrier)
    spy.answers.addToWishList = .success(true)

    await presenter.toggleWishList()

    #expect(spy.calls.last == .addToWishList(1))
    #expect(presenter.viewState.content?.wishListAction == "Remove from wish list")
  }

  @Test(arguments: [(4, Rating?.some(.four)), (0, nil), (9, nil)])
  func ratesWithStars(stars: Int, rating: Rating?) async {
    let presenter = await loaded(carrier)
    spy.answers.rate = .success(carrier)

    await presenter.rate(stars: stars)

    #expect(spy.calls.last == .rate(1, rating))
  }

  @Test(arguments: [(Rating?.none, Rating?.some(.one)), (.four, .five), (.five, .five)])
  func raisingAddsAStar(mine: Rating?, raised: Rating?) async {
    var product = carrier
    product.rating = RatingSummary(mine: mine)
    let presenter = await loaded(product)
    spy.answers.rate = .success(product)

    await presenter.raiseRating()

    #expect(spy.calls.last == .rate(1, raised))
  }

  @Test func loweringFromOneStarClearsAndFromNoneDoesNothing() async {
    var oneStar = carrier
    oneStar.rating = RatingSummary(mine: .one)
    let presenter = await loaded(oneStar)
    spy.answers.rate = .success(carrier)

    await presenter.lowerRating()
    #expect(spy.calls.last == .rate(1, nil))

    let callsBefore = spy.calls.count
    await presenter.lowerRating()
    #expect(spy.calls.count == callsBefore)
  }

  @Test func stepsToTheNextAndPreviousProducts() async {
    let presenter = await loaded(carrier)
    spy.answers.catalogue = .success(.stub([carrier, .stub(id: 2, name: "Travol")]))

    await presenter.showNext()
    #expect(presenter.viewState.content?.summary.name == "Travol")
    #expect(presenter.productID == 2)

    await presenter.showPrevious()
    #expect(presenter.productID == 1)
  }

  @Test func closingGoesBack() {
    makePresenter().close()

    #expect(router.events == [.close])
  }
}
