import TaschPresentation

/// The home screen: the catalogue with its cursor, the wish list with its total, the sub-total,
/// free shipping and the way to check out.
struct HomeScreenView {
  let view: ShopView

  private var theme: Theme { view.theme }
  private var localization: Localization { view.localization }

  func draw(_ state: ShopState, _ content: ShopContent, on canvas: inout Canvas) {
    let layout = HomeLayout(state, content: content)
    view.drawTitleBar(localization.text(.appTitle), on: &canvas)

    let catalogue = content.catalogue.content
    let queryText = ProductCatalogueViewModel.describe(content.query, localization: localization)
    heading(
      localization.text(.productCatalogue),
      detail: [queryText, count(of: catalogue, state, content)].compactMap { $0 }
        .joined(separator: " · "),
      row: layout.catalogue.row - 1, on: &canvas)
    canvas.fill(layout.catalogue, theme.style(.card))
    canvas.mark(layout.catalogue, as: .list(.catalogue))
    if let catalogue {
      let shown = visibleRange(
        state.cataloguePosition, layout.catalogue, count: content.catalogueCount)
      CatalogueListView(view: view).draw(
        shown.map { catalogue.row(at: $0) }, state, in: layout.catalogue, on: &canvas)
      markRows(shown, of: .catalogue, in: layout.catalogue, content, on: &canvas)
    } else {
      view.drawPlaceholder(content.catalogue, state, in: layout.catalogue, on: &canvas)
      if content.catalogueTotal == 0, !content.query.searchWords.isEmpty,
        layout.catalogue.height > 1
      {
        canvas.draw(
          "  " + localization.text(.noMatchClearSearch), row: layout.catalogue.row + 1,
          column: layout.catalogue.column, style: theme.style(.discreteText),
          limit: layout.catalogue.width)
      }
    }

    heading(
      localization.text(.yourWishList), detail: content.wishList.content?.totalText,
      row: layout.wishList.row - 1, on: &canvas)
    canvas.fill(layout.wishList, theme.style(.card))
    canvas.mark(layout.wishList, as: .list(.wishList))
    if let list = content.wishList.content {
      if let empty = list.emptyMessage {
        canvas.draw(
          "  " + empty, row: layout.wishList.row, column: 0, style: theme.style(.discreteText))
      } else {
        let range = visibleRange(state.wishListPosition, layout.wishList, count: list.lines.count)
        WishListView(view: view).draw(list.lines, range, state, in: layout.wishList, on: &canvas)
        markRows(range, of: .wishList, in: layout.wishList, content, on: &canvas)
      }
    } else {
      view.drawPlaceholder(content.wishList, state, in: layout.wishList, on: &canvas)
    }

    // The wish list says itself while it loads or why it failed.
    if let cart = content.wishList.content {
      TotalsView(view: view).draw(cart, row: canvas.height - 2, on: &canvas)
    }
    if let (prompt, typed) = state.searchLine.map({ (TerminalText.searchPrompt, $0) })
      ?? state.codeLine.map({ (TerminalText.codePrompt, $0) })
    {
      let prompt = " " + localization.text(prompt)
      // The field scrolls: what is typed last, and the caret after it, stay in sight.
      let room = canvas.width - DisplayWidth.of(prompt) - 1
      let line: StyledLine = [
        Span(prompt, theme.style(.keyHint)),
        Span(TextLayout.keepingEnd(TextLayout.printable(typed), within: room) + "▏"),
      ]
      canvas.draw(line, row: canvas.height - 1, column: 0, limit: canvas.width)
    } else {
      view.drawFooter(state, content, status: view.statusLine(state), on: &canvas)
    }
  }

  /// What the query matches of the whole shop: `2 of 8` when it narrows, `8 products` when not;
  /// a spinner while a newer query is answered, whose count is not the page's.
  private func count(
    of catalogue: ProductCatalogueViewModel?, _ state: ShopState, _ content: ShopContent
  ) -> String? {
    if content.isAnsweringNewerQuery {
      return view.spinner(state) + " " + localization.text(.loading)
    }
    return catalogue.map {
      $0.query.isFiltered
        ? $0.matchText : localization.text(.productCount, count: $0.totalMatching)
    }
  }

  /// Marks each row of `list` shown in `area`, the rows `shown` of the list, for the mouse,
  /// with the product each shows in `content`.
  private func markRows(
    _ shown: Range<Int>, of list: ShopState.Focus, in area: Rect, _ content: ShopContent,
    on canvas: inout Canvas
  ) {
    for (offset, position) in shown.enumerated() {
      canvas.mark(
        Rect(row: area.row + offset, column: area.column, width: area.width, height: 1),
        as: .row(list, position, shows: content.productID(at: position, of: list)))
    }
  }

  /// The rows of a list of `count` that show in `area` from `position`'s top.
  private func visibleRange(_ position: ShopState.ListPosition, _ area: Rect, count: Int)
    -> Range<Int>
  {
    min(position.top, count)..<min(position.top.addingSaturated(area.height), count)
  }

  private func heading(_ title: String, detail: String?, row: Int, on canvas: inout Canvas) {
    canvas.draw(" " + title, row: row, column: 0, style: theme.style(.sectionTitle))
    if let detail, !detail.isEmpty {
      let column = max(DisplayWidth.of(title) + 3, canvas.width - 1 - DisplayWidth.of(detail))
      canvas.draw(detail, row: row, column: column, style: theme.style(.discreteText))
    }
  }
}
