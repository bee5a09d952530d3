/// Starts `body` in a task on the main actor and returns once the task has begun: `body` has
/// then run up to its first suspension, so whatever it asks for first is already asked.
///
/// For tests of requests that overlap: a held load or change, then another behind it.
@MainActor
public func started<Success: Sendable>(
  _ body: @escaping @MainActor () async throws -> Success
) async -> Task<Success, any Error> {
  let begun = Flag()
  let task = Task { @MainActor in
    begun.isSet = true
    return try await body()
  }
  while !begun.isSet { await Task.yield() }
  return task
}

/// A flag the task and its starter, both on the main actor, share.
@MainActor
private final class Flag {
  var isSet = false
}
