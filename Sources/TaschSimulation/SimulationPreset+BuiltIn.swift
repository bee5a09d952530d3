extension SimulationPreset {
  /// The presets every user has, kept as the JSON a user's own file would hold.
  ///
  /// - `offline`: every operation fails at once, as with no network at all;
  /// - `flaky`: short, uneven waits, and one call in ten fails by chance;
  /// - `slow-network`: waits with a long tail, as on a poor mobile network;
  /// - `checkout-trouble`: a slow checkout whose first order is refused for want of stock.
  public static let builtIn: [SimulationPreset] = builtInFiles.compactMap { name, json in
    // Each is read by the tests, which fail if one is refused.
    try? SimulationPreset(name: name, json: json)
  }

  /// The built-in preset called `name`, if any.
  public static func builtIn(named name: String) -> SimulationPreset? {
    builtIn.first { $0.name == name }
  }

  private static let builtInFiles = [
    (
      "offline",
      """
      {
        "summary": "The shop cannot be reached: every operation fails at once.",
        "fail": "catalogue,product,wishlist,wishlist.add,wishlist.remove,rate,cart,checkout,\
      orders,history,undo,redo"
      }
      """
    ),
    (
      "flaky",
      """
      {
        "summary": "A shaky connection: waits of 50 to 350 ms, and one call in ten fails by \
      chance, offline or timed out.",
        "latency": "200ms~150ms",
        "fail": "catalogue=10%,product=10%:timeout,wishlist=10%,wishlist.add=10%:timeout,\
      wishlist.remove=10%,rate=10%:timeout,cart=10%,checkout=10%:timeout,orders=10%,\
      history=10%:timeout,undo=10%,redo=10%:timeout"
      }
      """
    ),
    (
      "slow-network",
      """
      {
        "summary": "A poor mobile network: waits around 400 ms, one in a hundred over 4 s, \
      none over 30 s; checking out twice as slow.",
        "latency": "lognormal:400ms:4s:max:30s,checkout=lognormal:800ms:8s:max:30s"
      }
      """
    ),
    (
      "checkout-trouble",
      """
      {
        "summary": "A slow checkout whose first order is refused: its products ran out.",
        "latency": "checkout=lognormal:1s:5s:max:20s",
        "fail": "checkout=once:out-of-stock"
      }
      """
    ),
  ]
}
