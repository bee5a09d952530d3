import Tasch
import TaschComposition
import TaschPresentation

/// The shop at a glance, as text.
///
/// The catalogue, the wish list with its total, the sub-total and free shipping: what `tasch`
/// prints when it is not talking to a person at a terminal.
@MainActor
enum HomeSummary {
  /// The two sections' view states.
  struct Sections {
    /// The catalogue's.
    let catalogue: ViewState<ProductCatalogueViewModel>
    /// The wish list's.
    let wishList: ViewState<PricedListViewModel>

    /// The errors of the sections that failed, each different one once: both sections read the
    /// same files, so one cause often fails both.
    var failures: [ErrorViewModel] {
      [catalogue.error, wishList.error].compactMap { $0 }.reduce(into: []) { distinct, failure in
        if !distinct.contains(failure) { distinct.append(failure) }
      }
    }
  }

  /// Loads the catalogue and the wish list at the same time, each through its presenter.
  static func load(_ scenes: Scenes) async -> Sections {
    let catalogue = scenes.catalogue()
    let wishList = scenes.wishList()
    async let catalogueLoaded: Void = catalogue.load()
    async let wishListLoaded: Void = wishList.load()
    _ = await (catalogueLoaded, wishListLoaded)
    return Sections(catalogue: catalogue.viewState, wishList: wishList.viewState)
  }

  /// Loads both sections and writes the summary to `console`; a section that failed is
  /// reported on standard error.
  ///
  /// - Returns: the failures reported; none when both sections loaded.
  static func run(_ services: ServiceLocator, console: Console, rendering: StyleRendering) async
    -> [ErrorViewModel]
  {
    let sections = await load(Scenes(services: services))
    let text = Text(services: services, rendering: rendering, width: console.width)
    let lines = text.lines(catalogue: sections.catalogue, wishList: sections.wishList)
    console.output.write(lines.map { rendering.render($0) + "\n" }.joined())
    for failure in sections.failures {
      console.errors.write(ErrorText.lines(failure).joined(separator: "\n") + "\n")
    }
    return sections.failures
  }

  /// The summary's lines, from the two sections' view states.
  struct Text {
    let services: ServiceLocator
    let rendering: StyleRendering
    let width: Int?

    private var theme: Theme { services.theme }
    private var localization: Localization { services.localization }
    private var tables: ShopTables {
      ShopTables(localization: localization, theme: theme, rendering: rendering)
    }

    func lines(
      catalogue: ViewState<ProductCatalogueViewModel>, wishList: ViewState<PricedListViewModel>
    ) -> [StyledLine] {
      var lines: [StyledLine] = [
        [Span(localization.text(.appTitle), theme.style(.navigationText))], [],
      ]
      lines += section(.productCatalogue, catalogue) { catalogue in
        [Span("  " + catalogue.countText, theme.style(.discreteText))]
      } body: { catalogue in
        tables.catalogue(catalogue.rows, withHeader: false, fitting: width, indent: 2)
          .lines(maximumWidth: width, indent: 2)
      }
      lines.append([])
      lines += section(.yourWishList, wishList) { list in
        [Span("  " + list.totalText, theme.style(.discreteText))]
      } body: { list in
        let items =
          list.emptyMessage.map { [[Span("  " + $0, theme.style(.discreteText))]] }
          ?? tables.cart(list.lines).lines(maximumWidth: width, indent: 2)
        return items + [[]] + tables.totals(list)
      }
      return lines
    }

    private func section<Content>(
      _ title: TextKey, _ state: ViewState<Content>,
      header: (Content) -> StyledLine, body: (Content) -> [StyledLine]
    ) -> [StyledLine] {
      let heading = Span(localization.text(title), theme.style(.sectionTitle))
      switch state {
      case .loading(let text), .empty(let text):
        return [[heading], [Span("  " + text, theme.style(.discreteText))]]
      case .error(let error):
        return [[heading], [Span("  " + error.title, theme.style(.warning))]]
      case .content(let content):
        return [[heading] + header(content)] + body(content)
      }
    }
  }
}

/// How an error reads on standard error.
enum ErrorText {
  /// The error's message, details and what to do, a line each, made harmless for a terminal.
  static func lines(_ error: ErrorViewModel) -> [String] {
    let lines = [error.line] + (error.details.map { [$0] } ?? [])
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
