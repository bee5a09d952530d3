import Tasch

/// Turns the history use case's states into the history's view states, and takes changes back
/// or puts them back.
@MainActor
public final class HistoryPresenter: UseCaseObserver {
  /// What the view shows now: the changes, newest first.
  public private(set) var viewState: ViewState<[HistoryEntryViewModel]>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<[HistoryEntryViewModel]>)?

  private let useCase: HistoryUseCase
  private let localization = ServiceLocator.current.localization

  /// A presenter of `useCase`.
  public init(useCase: HistoryUseCase) {
    self.useCase = useCase
    viewState = .loading(localization.text(.loading))
    useCase.observer = self
  }

  /// Loads the history.
  public func load() async {
    await useCase.load()
  }

  /// Takes back the newest change.
  ///
  /// - Returns: what was taken back, or why nothing was.
  public func undo() async -> Result<HistoryStepViewModel, ErrorViewModel> {
    await step(.tookBack) { useCase throws(ShopError) in try await useCase.undo() }
  }

  /// Puts back the change taken back most recently.
  ///
  /// - Returns: what was put back, or why nothing was.
  public func redo() async -> Result<HistoryStepViewModel, ErrorViewModel> {
    await step(.putBack) { useCase throws(ShopError) in try await useCase.redo() }
  }

  private func step(
    _ sentence: TextKey, _ change: (HistoryUseCase) async throws(ShopError) -> HistoryEntry
  ) async -> Result<HistoryStepViewModel, ErrorViewModel> {
    do throws(ShopError) {
      let entry = HistoryEntryViewModel(try await change(useCase), localization: localization)
      return .success(
        HistoryStepViewModel(
          entry: entry, message: localization.text(sentence, ["change": entry.description])))
    } catch {
      return .failure(ErrorViewModel(error, localization: localization))
    }
  }

  /// Maps the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<[HistoryEntry]>) {
    viewState =
      switch state {
      case .idle, .loading: .loading(localization.text(.loading))
      case .error(let error): .error(ErrorViewModel(error, localization: localization))
      case .content(let entries) where entries.isEmpty: .empty(localization.text(.noHistory))
      case .content(let entries):
        .content(entries.map { HistoryEntryViewModel($0, localization: localization) })
      }
    view?.display(viewState)
  }
}
