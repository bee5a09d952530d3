import Tasch
import TaschParallel
import TaschPresentation

/// The shop's lists as tables, the same for the summary and for each command.
struct ShopTables {
  let localization: Localization
  let theme: Theme
  let rendering: StyleRendering

  /// How the catalogue's table says each product's stock.
  enum StockForm {
    /// In words: `23 in stock`, `Out of stock`.
    case words
    /// Its count alone: `23`, `0`.
    case count
    /// Not at all: the column is left out.
    case none
  }

  /// The catalogue, its lines fitted to `maximumWidth` with the stock in as many words as leave
  /// it whole: its words, else its count alone, else not at all, never a count cut short, which
  /// reads as another number (`1,234,5…`), as the shop's list says it.
  func catalogue(
    _ rows: ProductRows, withHeader: Bool, fitting maximumWidth: Int?, indent: Int = 0
  ) -> TextTable {
    var table = catalogue(rows, withHeader: withHeader)
    guard let maximumWidth else { return table }
    for form in [StockForm.count, .none] where !table.fits(maximumWidth, indent: indent) {
      table = catalogue(rows, withHeader: withHeader, stock: form)
    }
    return table
  }

  /// The catalogue: ID, name, price, stars with the average, stock in `form`.
  func catalogue(_ rows: ProductRows, withHeader: Bool, stock form: StockForm = .words)
    -> TextTable
  {
    var table = TextTable(columns: [
      TextTable.Column(alignRight: true),
      TextTable.Column(isFlexible: true, minimumWidth: 8),
      TextTable.Column(alignRight: true),
      TextTable.Column(),
      TextTable.Column(),
    ])
    if withHeader {
      table.append(
        [.columnID, .columnName, .columnPrice, .columnRating, .columnStock].map { key in
          // A column of nothing but its heading would still show.
          form == .none && key == .columnStock
            ? [] : [Span(localization.text(key), theme.style(.discreteText))]
        })
    }
    // Each row is read once here: formatted without the rows' cache, made for the shop's screen.
    // Parts of the rows are made on every core, each into a table of its own, then joined.
    let columns = table.columns
    // A formatter is handed from part to part, one for each core: cores that count references
    // to the same objects at once wait on each other (see `LocaleNumberFormats.unshared()`),
    // and a formatter for each part would write each part's stock counts anew.
    let parts = rows.indices.concurrentParts(handingOn: rows.formatterForAnotherCore) {
      [self] formatter, positions in
      // Every row shows one of six runs of stars, and has its few styles: each is made once,
      // not once a row.
      let starRuns = (0...Rating.allCases.count).map(stars)
      let idStyle = theme.style(.discreteText)
      let priceStyle = theme.style(.price)
      let stockStyles = [ThemeRole.discreteText, .warning].map { ($0, theme.style($0)) }
      var part = TextTable(columns: columns)
      // A row is seven spans: the identifier, the name, the price, two runs of stars and the
      // average, and the stock.
      part.reserveCapacity(rows: positions.count, spansPerRow: 7)
      for position in positions {
        let row = formatter.row(at: position)
        let filled = row.rating.filledStars
        let stockStyle =
          stockStyles.first { $0.0 == row.stockRole }?.1 ?? theme.style(row.stockRole)
        part.appendCell(CollectionOfOne(Span(String(row.id.rawValue), idStyle)))
        part.appendCell(CollectionOfOne(Span(row.name)))
        part.appendCell(CollectionOfOne(Span(row.price.formatted, priceStyle)))
        part.appendCell(
          starRuns.indices.contains(filled) ? starRuns[filled] : stars(filled),
          then: CollectionOfOne(Span(row.rating.averageNumber.map { " " + $0 } ?? "")))
        switch form {
        case .words: part.appendCell(CollectionOfOne(Span(row.stockText, stockStyle)))
        case .count:
          part.appendCell(CollectionOfOne(Span(localization.number(max(0, row.stock)), stockStyle)))
        case .none: part.appendCell(EmptyCollection())
        }
      }
      return part
    }
    for part in parts { table.append(rowsOf: part) }
    return table
  }

  /// A wish list or cart: ID, name (with the quantity when more than one is wanted), what the
  /// line costs, short description, availability, swatches.
  ///
  /// On a narrow terminal the swatches go first, then the short description, and the name
  /// shrinks last: what it is, its price and whether it can be ordered stay.
  func cart(_ lines: [PricedLineViewModel]) -> TextTable {
    TextTable(
      columns: [
        TextTable.Column(alignRight: true),
        TextTable.Column(isFlexible: true, minimumWidth: 8, priority: 2),
        TextTable.Column(alignRight: true),
        TextTable.Column(isFlexible: true, minimumWidth: 0, priority: 1),
        TextTable.Column(),
        TextTable.Column(isFlexible: true, minimumWidth: 0, priority: 0),
      ],
      rows: lines.map { line in
        [
          [Span(String(line.id.rawValue), theme.style(.discreteText))],
          [Span(line.label)],
          [Span(line.amountText, theme.style(.price))],
          [Span(line.shortDescription, theme.style(.discreteText))],
          [Span(line.availabilityText ?? "", theme.style(.warning))],
          swatches(line.colors),
        ]
      })
  }

  /// Five stars, the first `filled` full.
  func stars(_ filled: Int) -> StyledLine {
    theme.starSpans(filled: filled)
  }

  /// Colour swatches: blocks of each colour on colour terminals, hex digits elsewhere.
  func swatches(_ colors: [ProductColor]) -> StyledLine {
    theme.swatchSpans(colors, colorsShow: rendering.showsColor)
  }

  /// Sub-total, the discount of a code, shipping and total, lined up, for the cart.
  func cartTotals(_ cart: PricedListViewModel) -> TextTable {
    let label = theme.style(.sectionTitle)
    var rows: [[StyledLine]] = [
      [
        [Span(cart.subtotalLabel, label)],
        [theme.amountSpan(cart.subtotalFormatted, computed: cart.subtotal != nil)], [],
      ]
    ]
    if let discountLabel = cart.discountLabel, let discount = cart.discountFormatted {
      rows.append([[Span(discountLabel, label)], [Span(discount, theme.style(.promotion))], []])
    }
    rows.append([
      [Span(cart.shippingLabel, label)],
      [theme.amountSpan(cart.shippingFormatted, computed: cart.shipping != nil)],
      cart.freeShipping.map { [Span($0, theme.style(.promotion))] } ?? [],
    ])
    rows.append([
      [Span(cart.totalLabel, label)],
      [theme.amountSpan(cart.totalFormatted, computed: cart.total != nil)], [],
    ])
    return TextTable(
      columns: [TextTable.Column(), TextTable.Column(alignRight: true), TextTable.Column()],
      rows: rows)
  }

  /// `Sub-total $500.00` and the promise of free shipping.
  func totals(_ cart: PricedListViewModel) -> [StyledLine] {
    [
      [
        Span(cart.subtotalLabel, theme.style(.sectionTitle)),
        theme.amountSpan(" " + cart.subtotalFormatted, computed: cart.subtotal != nil),
      ]
    ] + (cart.freeShipping.map { [[Span($0, theme.style(.promotion))]] } ?? [])
  }

  /// The lines of an order, or of one about to be placed: ID, name (with the quantity when
  /// more than one), what the line costs.
  func orderLines(_ lines: [OrderLineViewModel]) -> TextTable {
    TextTable(
      columns: [
        TextTable.Column(alignRight: true), TextTable.Column(isFlexible: true),
        TextTable.Column(alignRight: true),
      ],
      rows: lines.map { line in
        [
          [Span(String(line.id.rawValue), theme.style(.discreteText))],
          [Span(line.label)], [Span(line.amountText, theme.style(.price))],
        ]
      })
  }

  /// The orders placed: number, date, how many items, total, the code and discount of those
  /// placed with one, and the shipping of those that paid some (each a column only when there
  /// are such orders), so that what a total holds shows.
  func orders(_ orders: [OrderSummaryViewModel]) -> TextTable {
    let hasDiscounts = orders.contains { $0.order.discountText != nil }
    let shippings = orders.map { summary in
      summary.order.adjustments.first { $0.kind == .shipping }?.amount
    }
    let hasShipping = shippings.contains { $0 != nil }
    var table = TextTable(
      columns: [
        TextTable.Column(alignRight: true), TextTable.Column(), TextTable.Column(alignRight: true),
        TextTable.Column(alignRight: true),
      ] + (hasDiscounts ? [TextTable.Column()] : [])
        + (hasShipping ? [TextTable.Column(alignRight: true)] : []))
    let headings =
      ([.columnOrder, .columnDate, .columnItems, .columnTotal] as [TerminalText]
      + (hasDiscounts ? [.columnDiscount] : [])).map { localization.text($0) }
      + (hasShipping ? [localization.text(.shipping)] : [])
    table.append(headings.map { [Span($0, theme.style(.discreteText))] })
    for (summary, shipping) in zip(orders, shippings) {
      let discount = summary.order.discountText.map { [Span($0, theme.style(.promotion))] } ?? []
      table.append(
        [
          [Span(localization.number(summary.order.number))], [Span(summary.dateText)],
          [Span(summary.itemCountText, theme.style(.discreteText))],
          [Span(summary.order.total.formatted, theme.style(.price))],
        ] + (hasDiscounts ? [discount] : [])
          + (hasShipping ? [shipping.map { [Span($0, theme.style(.price))] } ?? []] : []))
    }
    return table
  }

  /// The shoppers who hold a token, and when each was made.
  func tokenHolders(_ holders: [TokenHolder]) -> TextTable {
    var table = TextTable(columns: [TextTable.Column(isFlexible: true), TextTable.Column()])
    table.append(
      [.columnShopper, .columnTokenMade].map { key in
        [Span(localization.text(key), theme.style(.discreteText))]
      })
    for holder in holders {
      table.append([[Span(holder.name)], [Span(localization.dateTime(holder.madeAt))]])
    }
    return table
  }

  /// The history: when, what, and whether it was taken back.
  func history(_ entries: [HistoryEntryViewModel]) -> TextTable {
    TextTable(
      columns: [TextTable.Column(), TextTable.Column(isFlexible: true), TextTable.Column()],
      rows: entries.map { entry in
        [
          [Span(entry.dateText, theme.style(.discreteText))], [Span(entry.description)],
          [Span(entry.isUndone ? localization.text(.undoneMark) : "", theme.style(.discreteText))],
        ]
      })
  }
}
