import Tasch

/// Turns the history use case's states into the history's view states, and takes changes back
/// or puts them back.
@MainActor
public final class HistoryPresenter: ShopPresenter {
  /// The use case it presents.
  public let useCase: HistoryUseCase
  /// What it gives its view: the changes, newest first.
  public let output: PresenterOutput<[HistoryEntryViewModel]>

  /// A presenter of `useCase`, speaking through `localization`.
  public init(useCase: HistoryUseCase, localization: Localization) {
    self.useCase = useCase
    output = PresenterOutput(localization: localization)
    useCase.observer = self
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

  /// The changes, or the words saying there are none.
  public func present(_ entries: [HistoryEntry]) -> ViewState<[HistoryEntryViewModel]> {
    guard !entries.isEmpty else { return .empty(localization.text(.noHistory)) }
    return .content(entries.map { HistoryEntryViewModel($0, localization: localization) })
  }
}
