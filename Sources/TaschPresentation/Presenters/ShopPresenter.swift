import Tasch

/// What every presenter has alike, written once: the use case it presents, the view state it
/// gives its view, and the view told of each new one.
///
/// A presenter keeps one (`ShopPresenter.core`) and adds only what is its own: how its content
/// looks, and what else it asks of its use case.
@MainActor
public final class PresenterCore<UseCase: ShopUseCase, ViewModel: Sendable> {
  /// The use case it presents.
  public let useCase: UseCase
  /// What the view shows now.
  public private(set) var viewState: ViewState<ViewModel>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<ViewModel>)?
  /// Words, numbers and money in the shopper's language.
  let localization: Localization

  /// The core of a presenter of `useCase` speaking through `localization`, loading until told
  /// otherwise; only `ShopPresenter.init(useCase:localization:)` makes one, so that every
  /// presenter observes its use case.
  init(useCase: UseCase, localization: Localization) {
    self.useCase = useCase
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
  func show(
    _ state: UseCaseState<UseCase.Content>, _ present: (UseCase.Content) -> ViewState<ViewModel>
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
  /// What its use case loads.
  associatedtype Content = UseCase.Content
  /// What its view shows.
  associatedtype ViewModel: Sendable

  /// What it has alike with every presenter.
  var core: PresenterCore<UseCase, ViewModel> { get }

  /// A presenter with `core`, which `init(useCase:localization:)` makes.
  init(core: PresenterCore<UseCase, ViewModel>)

  /// How the use case's content looks: a view model, or the words saying there is nothing.
  func present(_ content: Content) -> ViewState<ViewModel>

  /// How `content` looks in the words of `localization`, with nothing of a presenter's own in
  /// it (no change saving, no failure kept): what `present(_:)` shows unless the presenter
  /// adds to it, and what a front that reads once answers, on whatever thread it is.
  nonisolated static func present(_ content: Content, localization: Localization)
    -> ViewState<ViewModel>
}

extension ShopPresenter {
  /// A presenter of `useCase`, speaking through `localization`, told of each of its states.
  public init(useCase: UseCase, localization: Localization) {
    self.init(core: PresenterCore(useCase: useCase, localization: localization))
    useCase.observer = self
  }

  /// The use case it presents.
  public var useCase: UseCase { core.useCase }

  /// What the view shows now.
  public var viewState: ViewState<ViewModel> { core.viewState }

  /// Told of every change of `viewState`.
  public var view: (any PresenterView<ViewModel>)? {
    get { core.view }
    set { core.view = newValue }
  }

  /// Words, numbers and money in the shopper's language.
  var localization: Localization { core.localization }

  /// How the use case's content looks, as `present(_:localization:)` says.
  public func present(_ content: Content) -> ViewState<ViewModel> {
    Self.present(content, localization: localization)
  }

  /// Shows the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<Content>) {
    core.show(state, present)
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
