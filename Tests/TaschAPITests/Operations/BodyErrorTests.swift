import Tasch
import TaschJSON
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

/// A body that is not what its path takes is refused naming the field at fault, what it was
/// given, and what it takes, in the request's language, as the command line's messages do.
@MainActor
@Suite struct BodyErrorTests {
  @Test(arguments: [
    (#"{"stars": 0}"#, #"The body’s field "stars" cannot be 0."#),
    (#"{"stars": 6}"#, #"The body’s field "stars" cannot be 6."#),
    (#"{"stars": "4"}"#, #"The body’s field "stars" cannot be "4"."#),
    ("{}", #"The body has no field "stars"."#),
  ])
  func aRatingNamesStarsAndWhatTheyTake(body: String, message: String) async {
    let answer = await APIHarness(Shelf.store()).send(.put, "/api/ratings/1", body: body)

    #expect(answer.status == 400)
    #expect(answer.json["error"]?["message"]?.string == message)
    #expect(
      answer.json["error"]?["recovery"]?.string == #"Give "stars" a whole number from 1 to 5."#)
  }

  /// Found by attack: a gzipped body was refused as no JSON, and a plain one labelled gzip was
  /// taken as it was; a content coding the server does not read is 415, as RFC 9110 says.
  @Test(arguments: ["gzip", "identity, br", "GZIP"])
  func aBodyInAContentCodingIsRefusedAndChangesNothing(coding: String) async {
    let store = Shelf.store()
    let answer = await APIHarness(store).send(
      .put, "/api/ratings/1", headers: ["Content-Encoding": coding], body: #"{"stars": 2}"#)

    #expect(answer.status == 415)
    #expect(answer.errorCode == "unsupported-encoding")
    #expect(answer.response.headers["Accept-Encoding"] == "identity")
    #expect(
      store.data(of: Shopper.stub.name).ratings[1] == Shelf.store().data(of: "ann").ratings[1])
  }

  @Test func anIdentityCodingIsNoCoding() async {
    let answer = await APIHarness(Shelf.store()).send(
      .put, "/api/ratings/1", headers: ["Content-Encoding": "identity"], body: #"{"stars": 2}"#)

    #expect(answer.status == 200)
  }

  @Test func aQuantityNamesTheQuantityAndWhatItTakes() async {
    let answer = await APIHarness(Shelf.store(wishList: [])).send(
      .put, "/api/wishlist/7", body: #"{"quantity": 100}"#)

    #expect(answer.status == 400)
    #expect(
      answer.json["error"]?["message"]?.string == #"The body’s field "quantity" cannot be 100."#)
    #expect(
      answer.json["error"]?["recovery"]?.string
        == #"Give "quantity" a whole number from 1 to 99."#)
  }

  @Test func aFieldThePathDoesNotTakeIsNamedWithTheBodyItTakes() async {
    let answer = await APIHarness(Shelf.store()).send(
      .put, "/api/ratings/1", body: #"{"stars": 4, "x": 1}"#)

    #expect(
      answer.json["error"]?["message"]?.string == #"This path takes no field "x" in its body."#)
    #expect(answer.json["error"]?["recovery"]?.string == #"Send {"stars": 1…5}."#)
  }

  @Test func aFieldInsideTheTotalIsNamedByItsPath() async {
    let answer = await APIHarness(Shelf.store()).send(
      .post, "/api/checkout", body: #"{"total": {"minorUnits": 1, "currency": "XYZ1"}}"#)

    #expect(
      answer.json["error"]?["message"]?.string
        == #"The body’s field "total.currency" cannot be "XYZ1"."#)
    #expect(
      answer.json["error"]?["recovery"]?.string
        == #"Give "total.currency" a currency code such as USD."#)
  }

  @Test(arguments: ["de", "fr", "es", "ja"])
  func everyLanguageNamesTheFieldAndWhatItTakes(locale: String) async {
    let answer = await APIHarness(Shelf.store()).send(
      .put, "/api/ratings/1?locale=\(locale)", body: #"{"stars": 6}"#)
    let message = answer.json["error"]?["message"]?.string ?? ""
    let recovery = answer.json["error"]?["recovery"]?.string ?? ""

    #expect(message.contains(#""stars""#) && message.contains("6"))
    #expect(recovery.contains(#""stars""#) && recovery.contains("1") && recovery.contains("5"))
    #expect(!message.contains("cannot") && !recovery.contains("whole number"))
  }
}
