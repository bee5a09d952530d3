import TaschPresentation

/// Any text as a `tasch://` link, which `tasch open` and other programs hand the shop: refused
/// with what is wrong, or a place whose own link leads back to it.
enum LinkFuzzing {
  static func run(_ input: [UInt8]) {
    let link = String(decoding: input, as: UTF8.self)
    let route: Route
    do throws(LinkProblem) {
      route = try Route(link: link)
    } catch {
      return
    }
    require(
      (try? Route(link: route.link)) == route,
      "\(link) leads to \(route), whose link \(route.link) leads elsewhere")
  }
}
