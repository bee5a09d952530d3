import TaschJSON
import TaschPresentation

extension CommandContext {
  /// Writes what a read command loaded, as every read command does: its content as text, or as
  /// its `--json` document; what an empty answer says, or the document of nothing; or its
  /// error.
  ///
  /// - Parameters:
  ///   - state: what the command's presenter shows once loaded.
  ///   - document: the `--json` document of the content.
  ///   - emptyDocument: the `--json` document of an empty answer; `nil` for what is never
  ///     empty (a product, the wish list), whose empty state is a failure.
  ///   - text: writes the content as text.
  /// - Returns: the exit status: `.failure` for an error.
  func show<Content>(
    _ state: ViewState<Content>, document: (Content) -> JSONValue,
    emptyDocument: @autoclosure () -> JSONValue? = nil, text: (Content) -> Void
  ) -> ExitStatus {
    switch state {
    case .content(let content):
      if options.json { write(json: document(content)) } else { text(content) }
      return .success
    case .empty(let message):
      guard let empty = emptyDocument() else { return .failure }
      if options.json {
        write(json: empty)
      } else {
        write([[Span(message, theme.style(.discreteText))]])
      }
      return .success
    case .error(let error):
      return fail(error)
    case .loading:
      return .failure
    }
  }
}
