import Tasch
import TaschPresentation

extension Theme {
  /// Five stars, the first `filled` full, in the rating looks.
  func starSpans(filled: Int) -> StyledLine {
    let stars = RatingViewModel.stars(filled: filled)
    return [
      Span(String(stars.prefix(filled)), style(.ratingFull)),
      Span(String(stars.dropFirst(filled)), style(.ratingEmpty)),
    ]
  }

  /// A product's colours: a block of each where colours show and the theme has swatches, its
  /// hex digits elsewhere, so a plain terminal, a pipe or `NO_COLOR` still says which colours
  /// there are.
  func swatchSpans(_ colors: [ProductColor], colorsShow: Bool) -> StyledLine {
    var spans: StyledLine = []
    for color in colors {
      if !spans.isEmpty { spans.append(Span(" ")) }
      if colorsShow, let swatch = swatch(color) {
        spans.append(Span("  ", swatch))
      } else {
        spans.append(Span("#" + color.hex, style(.discreteText)))
      }
    }
    return spans
  }

  /// An amount as shown, `text`; one too large to compute (not `computed`) says so in the
  /// warning looks.
  func amountSpan(_ text: String, computed: Bool) -> Span {
    Span(text, computed ? .plain : style(.warning))
  }
}
