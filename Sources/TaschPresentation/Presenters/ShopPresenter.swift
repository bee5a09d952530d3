import Tasch

/// What a presenter gives its view, written once for every presenter: the view state, and the
/// view told of each new one.
@MainActor
public final class PresenterOutput<ViewModel: Sendable> {
  /// What the view shows now.
  public private(set) var viewState: ViewState<ViewModel>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<ViewModel>)?
  /// Words, numbers and money in the shopper's language.
  let localization: Localization

  /// The output of a presenter speaking through `localization`, loading until told otherwise.
  init(localization: Localization) {
    self.localization = localization
    viewState = .loading(localization.text(.loading))
  }

  /// Shows `viewState`.
  func show(_ viewState: ViewState<ViewModel>) {
    self.viewState = viewState
    view?.display(viewState)
  }

  /// Shows the use case's `state`: loading while it loads, the error's view when it failed, and
  /// what `present` makes of its content.
  func show<Content>(
    _ state: UseCaseState<Content>, _ present: (Content) -> ViewState<ViewModel>
  ) {
    switch state {
    case .idle, .loading: show(.loading(localization.text(.loading)))
    case .error(let error): show(.error(ErrorViewModel(error, localization: localization)))
    case .content(let content): show(present(content))
    }
  }
}

/// A presenter: it observes its use case and turns each of its states into a view state.
///
/// What every presenter does alike is written once here; a presenter says only how its
/// content looks (`present`) and what else it asks of its use case.
@MainActor
public protocol ShopPresenter: UseCaseObserver where Content == UseCase.Content {
  /// The use case it presents.
  associatedtype UseCase: ShopUseCase
  /// What its view shows.
  associatedtype ViewModel: Sendable

  /// The use case it presents.
  var useCase: UseCase { get }
  /// What it gives its view.
  var output: PresenterOutput<ViewModel> { get }

  /// How the use case's content looks: a view model, or the words saying there is nothing.
  func present(_ content: Content) -> ViewState<ViewModel>
}

extension ShopPresenter {
  /// What the view shows now.
  public var viewState: ViewState<ViewModel> { output.viewState }

  /// Told of every change of `viewState`.
  public var view: (any PresenterView<ViewModel>)? {
    get { output.view }
    set { output.view = newValue }
  }

  /// Words, numbers and money in the shopper's language.
  var localization: Localization { output.localization }

  /// Shows the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<Content>) {
    output.show(state, present)
  }

  /// Loads what the use case shows, or loads it again after an error.
  public func load() async {
    await useCase.load()
  }
}

extension ShopPresenter where UseCase: ChangeFollowing {
  /// Keeps what is shown fresh after changes made elsewhere; cancel the task to stop.
  public func followChanges() -> Task<Void, Never> {
    useCase.followChanges()
  }
}
