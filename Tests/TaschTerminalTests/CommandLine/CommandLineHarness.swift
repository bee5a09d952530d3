import Synchronization
import Tasch
import TaschPresentation
import TaschTestSupport

@testable import TaschTerminal

/// A backend that connects every command to a spy, and remembers what it was asked for.
final class SpyBackend: ShopBackend {
  let dataLayer: DataLayerSpy
  let usesChance: Bool
  private let configurations = Mutex<[ShopConfiguration]>([])
  private let refusal: UsageError?

  init(dataLayer: DataLayerSpy, usesChance: Bool = false, refusal: UsageError? = nil) {
    self.dataLayer = dataLayer
    self.usesChance = usesChance
    self.refusal = refusal
  }

  /// Every configuration asked for, in order.
  var asked: [ShopConfiguration] { configurations.withLock { $0 } }

  func connect(_ configuration: ShopConfiguration) throws(UsageError) -> ShopConnection {
    configurations.withLock { $0.append(configuration) }
    if let refusal { throw refusal }
    return ShopConnection(dataLayer: dataLayer, usesChance: usesChance)
  }
}

/// Runs the command line in-process, as a shell would run `tasch`, and keeps what it wrote.
@MainActor
struct CommandLineHarness {
  var environment: [String: String] = ["HOME": "/home/shopper", "LANG": "en_US.UTF-8"]
  var outputIsTerminal = false
  var inputIsTerminal = false
  var width: Int?
  var answer: String?
  var backend: SpyBackend

  init(_ spy: DataLayerSpy, usesChance: Bool = false, refusal: UsageError? = nil) {
    backend = SpyBackend(dataLayer: spy, usesChance: usesChance, refusal: refusal)
  }

  struct Result {
    let status: ExitStatus
    let output: String
    let errors: String
  }

  func run(_ arguments: String...) async -> Result {
    await run(arguments)
  }

  func run(_ arguments: [String]) async -> Result {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let console = Console(
      output: output, errors: errors, outputIsTerminal: outputIsTerminal,
      errorsAreTerminal: false, inputIsTerminal: inputIsTerminal, width: width)
    let answer = self.answer
    let commandLine = TaschCommandLine(
      console: console, environment: environment, clock: RecordingClock(), backend: backend,
      readLine: { answer }, makeSeed: { 4_242 })
    let status = await commandLine.run(arguments)
    return Result(status: status, output: output.text, errors: errors.text)
  }
}

/// The products most command tests use.
enum Shelf {
  static let carrier = Product.stub(
    id: 1, name: "Carrier", shortDescription: "Navy blue and Brown soft leather",
    description:
      "Our Mountain Briefcase is the ultimate shape changin, go to work, bum around town, travel the world, do it all every carry.",
    colors: [
      ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B),
      ProductColor(red: 0xA1, green: 0x63, blue: 0x47),
    ],
    dimensions: Dimensions(
      height: Length(centimetres: 36, inches: 14), width: Length(centimetres: 38, inches: 15),
      depth: Length(centimetres: 20, inches: 8)),
    price: .usd(250), stock: 23,
    rating: RatingSummary(othersCounts: [.two: 1, .three: 2, .four: 5, .five: 9]),
    isInWishList: true)
  static let travol = Product.stub(
    id: 2, name: "Travol", shortDescription: "Soft leather bagg", price: .usd(175), stock: 0,
    rating: RatingSummary(othersCounts: [.three: 1, .four: 3, .five: 2]))
  static let backpack = Product.stub(
    id: 7, name: "旅行用バックパック", shortDescription: "撥水ナイロンの軽量バックパック",
    description: "", price: .usd(129), stock: 40)

  static var catalogue: Catalogue { .stub([carrier, travol, backpack]) }
  static var wishList: [WishListItem] { [.product(carrier), .product(travol), .discontinued(99)] }
}
