import Tasch

/// One step through the history: taking back the newest change, or putting back the change
/// taken back most recently.
public enum HistoryStep: Hashable, Sendable {
  /// Takes back the newest change.
  case undo
  /// Puts back the change taken back most recently.
  case redo
}

/// Turns the history use case's states into the history's view states, and takes changes back
/// or puts them back.
@MainActor
public final class HistoryPresenter: ShopPresenter {
  /// What it has alike with every presenter; what it gives its view is the changes, newest first.
  public let core: PresenterCore<HistoryUseCase, [HistoryEntryViewModel]>

  /// A presenter with `core`, as `init(useCase:localization:)` makes it.
  public init(core: PresenterCore<HistoryUseCase, [HistoryEntryViewModel]>) {
    self.core = core
  }

  /// Takes back the newest change.
  ///
  /// - Returns: what was taken back, or why nothing was.
  public func undo() async -> Result<HistoryStepViewModel, ErrorViewModel> {
    await step(.tookBack, passedOver: .passedOverUndo) { useCase throws(ShopError) in
      try await useCase.undo()
    }
  }

  /// Puts back the change taken back most recently.
  ///
  /// - Returns: what was put back, or why nothing was.
  public func redo() async -> Result<HistoryStepViewModel, ErrorViewModel> {
    await step(.putBack, passedOver: .passedOverRedo) { useCase throws(ShopError) in
      try await useCase.redo()
    }
  }

  /// Takes back or puts back one change, as `step` says: `undo()` or `redo()`.
  ///
  /// - Returns: what was taken back or put back, or why nothing was.
  public func perform(_ step: HistoryStep) async -> Result<HistoryStepViewModel, ErrorViewModel> {
    switch step {
    case .undo: await undo()
    case .redo: await redo()
    }
  }

  /// One step, said by `sentence`, or by `passedOver` with the reason when the step was passed
  /// over.
  private func step(
    _ sentence: TextKey, passedOver: TextKey,
    _ change: (HistoryUseCase) async throws(ShopError) -> HistoryStepOutcome
  ) async -> Result<HistoryStepViewModel, ErrorViewModel> {
    do throws(ShopError) {
      let outcome = try await change(useCase)
      let entry = HistoryEntryViewModel(outcome.entry, localization: localization)
      guard let passing = outcome.passedOver else {
        return .success(
          HistoryStepViewModel(
            entry: entry, message: localization.text(sentence, ["change": entry.description])))
      }
      let reason = PassedOverViewModel(passing, of: outcome.entry, localization: localization)
      return .success(
        HistoryStepViewModel(
          entry: entry,
          message: localization.text(
            passedOver, ["change": entry.description, "reason": reason.message]),
          passedOver: reason))
    } catch {
      return .failure(ErrorViewModel(error, localization: localization))
    }
  }

  /// The changes, or the words saying there are none.
  public nonisolated static func present(_ entries: [HistoryEntry], localization: Localization)
    -> ViewState<[HistoryEntryViewModel]>
  {
    guard !entries.isEmpty else { return .empty(localization.text(.noHistory)) }
    return .content(entries.map { HistoryEntryViewModel($0, localization: localization) })
  }
}
