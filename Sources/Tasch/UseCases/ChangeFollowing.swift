/// The way every use case that shows shared data keeps it fresh: subscribe to the data layer's
/// changes at once, then reload after each change, until the returned task is cancelled or the
/// stream ends.
@MainActor
func followChanges(
  of dataLayer: any DataLayer,
  reload: @escaping @MainActor () async -> Void
) -> Task<Void, Never> {
  let changes = dataLayer.changes()
  return Task { @MainActor in
    for await _ in changes {
      await reload()
    }
  }
}
