import Dispatch
import Synchronization

extension RandomAccessCollection where Self: Sendable, Index == Int {
  /// `transform` of each element, in order; many elements are worked out in parts, one on
  /// each core, so that a script listing 100,000 rows, or a search of a million
  /// products, does not wait on one core alone.
  public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result)
    -> [Result]
  {
    concurrentParts { $0.map(transform) }.flatMap { $0 }
  }

  /// `work` done on each part of the elements, the parts in order: many elements are split
  /// into many small parts for each core, taken by whichever core is free, so that a core
  /// slowed down does not keep the others waiting and the last part, worked by one core alone,
  /// is short, as `CoreParts` says.
  public func concurrentParts<Result: Sendable>(_ work: @Sendable (SubSequence) -> Result)
    -> [Result]
  {
    let total = count
    let partCount = CoreParts.count(of: total)
    guard partCount > 1 else { return [work(self[...])] }
    let first = startIndex
    let parts = Mutex([Result?](repeating: nil, count: partCount))
    DispatchQueue.concurrentPerform(iterations: partCount) { part in
      let start = first + total * part / partCount
      let result = work(self[start..<first + total * (part + 1) / partCount])
      parts.withLock { $0[part] = result }
    }
    return parts.withLock { $0 }.compactMap { $0 }
  }

  /// `work` done on each part of the elements, as `concurrentParts(_:)` does, each part
  /// handed a state that no other part uses at the same time: made by `makeState` when none
  /// is free, and handed on to a later part once this one is done.
  ///
  /// Parts then share what their states learn, a few states for many parts, while no two
  /// cores touch one state at once.
  public func concurrentParts<State: Sendable, Result: Sendable>(
    handingOn makeState: @Sendable () -> State,
    _ work: @Sendable (inout State, SubSequence) -> Result
  ) -> [Result] {
    let free = Mutex<[State]>([])
    return concurrentParts { part in
      var state = free.withLock { $0.popLast() } ?? makeState()
      let result = work(&state, part)
      free.withLock { [state] in $0.append(state) }
      return result
    }
  }
}
