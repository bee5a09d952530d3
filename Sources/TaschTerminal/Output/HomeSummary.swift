import Tasch
import TaschPresentation

/// The shop at a glance, as text.
///
/// The catalogue, the wish list with its total, the sub-total and free shipping: what `tasch`
/// prints when it is not talking to a person at a terminal.
@MainActor
public enum HomeSummary {
  /// Loads the catalogue and the wish list at the same time, each through its presenter, and
  /// writes the summary to `console`; a section that failed is reported on standard error.
  ///
  /// - Returns: whether both sections loaded.
  public static func run(
    console: Console, rendering: StyleRendering, services: ServiceLocator = .current
  ) async -> Bool {
    let catalogue = ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(dataLayer: services.dataLayer), router: nil,
      localization: services.localization)
    let wishList = WishListPresenter(
      useCase: WishListUseCase(dataLayer: services.dataLayer), router: nil,
      localization: services.localization)
    async let catalogueLoaded: Void = catalogue.load()
    async let wishListLoaded: Void = wishList.load()
    _ = await (catalogueLoaded, wishListLoaded)

    let text = Text(services: services, rendering: rendering, width: console.width)
    let lines = text.lines(catalogue: catalogue.viewState, wishList: wishList.viewState)
    console.output.write(lines.map { rendering.render($0) + "\n" }.joined())
    let failures = [catalogue.viewState.error, wishList.viewState.error].compactMap { $0 }
    // Both sections read the same files, so one cause often fails both: say it once.
    for failure in failures.reduce(
      into: [ErrorViewModel](), { if !$0.contains($1) { $0.append($1) } })
    {
      console.errors.write(ErrorText.lines(failure).joined(separator: "\n") + "\n")
    }
    return failures.isEmpty
  }

  /// The summary's lines, from the two sections' view states.
  struct Text {
    let services: ServiceLocator
    let rendering: StyleRendering
    let width: Int?

    private var theme: Theme { services.theme }
    private var localization: Localization { services.localization }

    func lines(
      catalogue: ViewState<ProductCatalogueViewModel>, wishList: ViewState<CartViewModel>
    ) -> [StyledLine] {
      var lines: [StyledLine] = [
        [Span(localization.text(.appTitle), theme.style(.navigationText))], [],
      ]
      lines += catalogueLines(catalogue)
      lines.append([])
      lines += wishListLines(wishList)
      return lines
    }

    private func catalogueLines(_ state: ViewState<ProductCatalogueViewModel>) -> [StyledLine] {
      let title = Span(localization.text(.productCatalogue), theme.style(.sectionTitle))
      switch state {
      case .loading(let text), .empty(let text):
        return [[title], [Span("  " + text, theme.style(.discreteText))]]
      case .error(let error):
        return [[title], [Span("  " + error.title, theme.style(.warning))]]
      case .content(let catalogue):
        let table = TextTable(
          columns: [
            TextTable.Column(isFlexible: true), TextTable.Column(alignRight: true),
            TextTable.Column(), TextTable.Column(),
          ],
          rows: catalogue.rows.map { row in
            [
              [Span(row.name)], [Span(row.price.formatted, theme.style(.price))],
              stars(row.rating.filledStars), [Span(row.stockText, theme.style(row.stockRole))],
            ]
          })
        return [[title, Span("  " + catalogue.countText, theme.style(.discreteText))]]
          + table.lines(maximumWidth: width, indent: 2)
      }
    }

    private func wishListLines(_ state: ViewState<CartViewModel>) -> [StyledLine] {
      let title = Span(localization.text(.yourWishList), theme.style(.sectionTitle))
      switch state {
      case .loading(let text), .empty(let text):
        return [[title], [Span("  " + text, theme.style(.discreteText))]]
      case .error(let error):
        return [[title], [Span("  " + error.title, theme.style(.warning))]]
      case .content(let list):
        let header: StyledLine = [title, Span("  " + list.totalText, theme.style(.discreteText))]
        let table = TextTable(
          // On a narrow terminal the swatches go first, then the short description, and
          // the name shrinks last: what it is, its price and whether it can be ordered stay.
          columns: [
            TextTable.Column(isFlexible: true, minimumWidth: 8, priority: 2),
            TextTable.Column(alignRight: true),
            TextTable.Column(isFlexible: true, minimumWidth: 0, priority: 1),
            TextTable.Column(),
            TextTable.Column(isFlexible: true, minimumWidth: 0, priority: 0),
          ],
          rows: list.lines.map { line in
            [
              [Span(line.name)], [Span(line.price?.formatted ?? "", theme.style(.price))],
              [Span(line.shortDescription, theme.style(.discreteText))],
              [Span(line.availabilityText ?? "", theme.style(.warning))],
              Swatches.spans(line.colors, theme: theme, rendering: rendering),
            ]
          })
        let body =
          list.emptyMessage.map { [[Span("  " + $0, theme.style(.discreteText))]] }
          ?? table.lines(maximumWidth: width, indent: 2)
        return [header] + body + [
          [],
          [
            Span(list.subtotalLabel, theme.style(.sectionTitle)),
            Span(" " + list.subtotal.formatted),
          ],
          [Span(list.freeShipping, theme.style(.promotion))],
        ]
      }
    }

    private func stars(_ filled: Int) -> StyledLine {
      let stars = RatingViewModel.stars(filled: filled)
      return [
        Span(String(stars.prefix(filled)), theme.style(.ratingFull)),
        Span(String(stars.dropFirst(filled)), theme.style(.ratingEmpty)),
      ]
    }
  }
}

/// Colour swatches: blocks of each colour on colour terminals, hex digits elsewhere.
enum Swatches {
  /// The swatches of `colors`, separated by a space.
  static func spans(
    _ colors: [ProductColor], theme: Theme, rendering: StyleRendering
  ) -> StyledLine {
    var spans: StyledLine = []
    for color in colors {
      if !spans.isEmpty { spans.append(Span(" ")) }
      if rendering.showsColor, let swatch = theme.swatch(color) {
        spans.append(Span("  ", swatch))
      } else {
        spans.append(Span("#" + color.hex, theme.style(.discreteText)))
      }
    }
    return spans
  }
}

/// How an error reads on standard error.
enum ErrorText {
  /// The error's message, details and what to do, a line each, made harmless for a terminal.
  static func lines(_ error: ErrorViewModel) -> [String] {
    let lines = [error.title + ": " + error.message] + (error.details.map { [$0] } ?? [])
    return (lines + [error.recovery]).map { TextLayout.printable($0, keepingLineBreaks: true) }
  }
}

extension ViewState {
  /// The error, when this is one.
  var error: ErrorViewModel? {
    if case .error(let error) = self { return error }
    return nil
  }
}
