// The composition root: the one place that knows every ring. It reads the environment,
// registers the services, and starts the front.
import Foundation
import Tasch
import TaschJSONEngine
import TaschPresentation
import TaschTerminal

let environment = ProcessInfo.processInfo.environment
let console = Console.standard()

let cataloguePath = environment["TASCH_CATALOGUE"].flatMap { $0.isEmpty ? nil : $0 }
let statePath =
  environment["TASCH_STATE"].flatMap { $0.isEmpty ? nil : $0 }
  ?? DefaultPaths.stateFile(environment: environment)
guard let statePath else {
  console.errors.write(
    "tasch: set HOME, XDG_DATA_HOME or TASCH_STATE to say where to keep your state\n")
  exit(1)
}
let themeName = environment["TASCH_THEME"].flatMap(Theme.Name.init(rawValue:)) ?? .light
let depth = ColorSupport.depth(
  theme: themeName, noColorFlag: false, isTerminal: console.outputIsTerminal,
  environment: environment)

let services = ServiceLocator(
  localization: Localization(LocaleResolver.resolve(option: nil, environment: environment)),
  theme: Theme(themeName),
  dataLayer: JSONDataLayer(
    catalogue: JSONCatalogueFile(path: cataloguePath ?? PackagePaths.defaultCatalogue),
    stateFile: statePath,
    // A new user starts with the original app's wish list, but only in the original's shop.
    seedStateFile: cataloguePath == nil ? PackagePaths.seedState : nil))

let succeeded = await ServiceLocator.$current.withValue(services) {
  await HomeSummary.run(
    console: console, rendering: StyleRendering(isTerminal: console.outputIsTerminal, depth: depth))
}
exit(succeeded ? 0 : 1)
