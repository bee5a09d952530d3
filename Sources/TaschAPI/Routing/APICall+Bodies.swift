import Foundation
import Tasch
import TaschJSON
import TaschPresentation

// A number a body takes is JSON Schema's `integer`, as the OpenAPI document declares it: any
// whole number, however it is written (`4`, `4.0`, `0.4e1`), read by `wholeNumber`.
extension APICall {
  /// The rating `{"stars": 1…5}` asks for.
  func rating() throws(APIProblem) -> Rating {
    let body = try body(#"{"stars": 1…5}"#, fields: ["stars"])
    let stars = BodyExpectation.wholeNumber(
      from: String(Rating.one.stars), to: String(Rating.five.stars))
    let value = try body.required("stars", takes: stars)
    guard let number = value.wholeNumber(as: Int.self), let rating = Rating(stars: number) else {
      throw body.refusal("stars", takes: stars)
    }
    return rating
  }

  /// The quantity an optional `{"quantity": N}` asks for, N up to `ShopRules.largestQuantity`;
  /// `nil` without a body.
  func quantity() throws(APIProblem) -> Int? {
    guard !request.body.isEmpty else { return nil }
    let body = try body("{\"quantity\": 1…\(ShopRules.largestQuantity)}", fields: ["quantity"])
    let quantities = BodyExpectation.wholeNumber(
      from: "1", to: String(ShopRules.largestQuantity))
    let value = try body.required("quantity", takes: quantities)
    guard let quantity = value.wholeNumber(as: Int.self),
      ShopRules.quantity(quantity, "quantity") == nil
    else { throw body.refusal("quantity", takes: quantities) }
    return quantity
  }

  /// The total the client confirms, and the promotion code it orders with, if any: the body
  /// of `POST /api/checkout`.
  ///
  /// The total may be the cart's whole money document: its `amount`, when given, must say the
  /// same as `minorUnits` and `currency`, so that a client that showed it is charged what it
  /// showed; its `formatted`, words for one locale, is not read.
  func confirmedCheckout() throws(APIProblem) -> (total: Money, code: String?) {
    let body = try body(
      #"{"total": {"minorUnits": N, "currency": "USD"}, "code": "WELCOME10"}"#,
      fields: ["total", "code"])
    let total = try body.object(
      "total", shape: #"{"minorUnits": N, "currency": "USD"}"#,
      fields: ["minorUnits", "currency", "amount", "formatted"])
    let minorUnits = BodyExpectation.wholeNumber(
      from: String(Int64.min), to: String(Int64.max))
    guard
      let units = try total.required("minorUnits", takes: minorUnits).wholeNumber(as: Int64.self)
    else { throw total.refusal("minorUnits", takes: minorUnits) }
    guard case .string(let currencyCode) = try total.required("currency", takes: .currency),
      let currency = Currency(code: currencyCode)
    else { throw total.refusal("currency", takes: .currency) }
    let confirmed = Money(minorUnits: units, currency: currency)
    switch total["amount"] {
    case nil: break
    case .string(let amount)?:
      // One that is no amount is said so, not said to be another amount than minorUnits.
      guard let given = try? Money(parsing: amount, currency: currency) else {
        throw total.refusal("amount", takes: .amount(example: confirmed.decimalText))
      }
      guard given == confirmed else {
        throw .badRequest(
          .key(
            .requestAmountNotMinorUnits,
            [
              "amount": JSONWriter.quoted(amount), "units": "\(units)", "currency": "\(currency)",
              "decimal": confirmed.decimalText,
            ]), recovery: .key(.requestSendTotalAsGiven))
      }
    default: throw total.refusal("amount", takes: .text)
    }
    let code = try body.optional("code", takes: .promotionCode) { value in
      if case .string(let text) = value { ShopRules.typedCode(text) } else { nil }
    }
    return (confirmed, code)
  }

  /// The body, which must be a JSON object of no fields but `names`, for the errors to name
  /// the field at fault and show `shape`, the body the path takes.
  func body(_ shape: String, fields names: Set<String>) throws(APIProblem) -> BodyFields {
    let codings = request.headers.values(named: "Content-Encoding")
      .flatMap { $0.split(separator: ",") }
      .map { $0.trimmingCharacters(in: [" ", "\t"]) }
    if let coding = codings.first(where: { !$0.isEmpty && $0.lowercased() != "identity" }) {
      throw .bodyEncoded(coding)
    }
    let value: JSONValue
    do throws(JSONSyntaxError) {
      value = try JSONReader(maximumDepth: 8).read(request.body)
    } catch {
      throw .badRequest(
        .key(.requestBodyNotJSON, ["reason": "\(error)"]),
        recovery: .key(.bodyShape, ["shape": shape]))
    }
    return try BodyFields(value, shape: shape, fields: names, localization: localization)
  }
}

/// A request body's JSON object, read field by field, each refusal naming the field at fault
/// and what it takes in the request's language, as the command line's messages do.
struct BodyFields {
  private let fields: [String: JSONValue]
  /// The object the path takes, as the recovery shows it.
  private let shape: String
  /// The fields' path from the body's top, `total.` for the fields of `total`.
  private let path: String
  private let localization: Localization

  /// `value`'s fields.
  ///
  /// - Throws: `APIProblem` when `value` is not an object, or has a field not in `names`.
  init(
    _ value: JSONValue, shape: String, fields names: Set<String>, path: String = "",
    localization: Localization
  ) throws(APIProblem) {
    self.shape = shape
    self.path = path
    self.localization = localization
    let send = localization.text(.bodyShape, ["shape": shape])
    guard case .object(let fields) = value else {
      throw .badRequest(.verbatim(localization.text(.bodyNotAnObject)), recovery: .verbatim(send))
    }
    if let unknown = fields.keys.sorted().first(where: { !names.contains($0) }) {
      throw .badRequest(
        .verbatim(
          localization.text(.bodyHasUnknownField, ["field": JSONWriter.quoted(path + unknown)])),
        recovery: .verbatim(send))
    }
    self.fields = fields
  }

  /// The field `name`, `nil` when left out.
  subscript(name: String) -> JSONValue? { fields[name] }

  /// The field `name`, which must be there.
  func required(_ name: String, takes expected: BodyExpectation) throws(APIProblem)
    -> JSONValue
  {
    guard let value = fields[name] else {
      throw .badRequest(
        .verbatim(localization.text(.bodyLacksField, ["field": quoted(name)])),
        recovery: .verbatim(takes(name, expected)))
    }
    return value
  }

  /// The field `name` as `read` reads it; `nil` when left out or `null`.
  func optional<Value>(
    _ name: String, takes expected: BodyExpectation, _ read: (JSONValue) -> Value?
  ) throws(APIProblem) -> Value? {
    guard let value = fields[name], value != .null else { return nil }
    guard let read = read(value) else { throw refusal(name, takes: .orNull(expected)) }
    return read
  }

  /// The field `name`, an object of no fields but `names`, which must be there.
  func object(_ name: String, shape: String, fields names: Set<String>) throws(APIProblem)
    -> BodyFields
  {
    let expected = BodyExpectation.object(shape)
    let value = try required(name, takes: expected)
    guard case .object = value else { throw refusal(name, takes: expected) }
    return try BodyFields(
      value, shape: shape, fields: names, path: path + name + ".", localization: localization)
  }

  /// The refusal of the value the field `name` has, which is not `expected`.
  func refusal(_ name: String, takes expected: BodyExpectation) -> APIProblem {
    .badRequest(
      .verbatim(
        localization.text(
          .bodyFieldRefused,
          ["field": quoted(name), "value": fields[name].map(Self.shown) ?? "null"])),
      recovery: .verbatim(takes(name, expected)))
  }

  private func takes(_ name: String, _ expected: BodyExpectation) -> String {
    localization.text(
      .bodyFieldTakes, ["field": quoted(name), "expected": expected.text(localization)])
  }

  /// The field `name`, with its path, as JSON writes a key.
  private func quoted(_ name: String) -> String { JSONWriter.quoted(path + name) }

  /// `value` as JSON writes it, on one line, at most 80 characters of it.
  static func shown(_ value: JSONValue) -> String {
    let line = JSONWriter.text(of: value).split(separator: "\n")
      .map { $0.drop(while: { $0 == " " }) }.joined()
    return line.count > 80 ? String(line.prefix(80)) + "…" : line
  }
}

/// What a field of a body takes, worded for the error that names it.
indirect enum BodyExpectation {
  /// A whole number in a range.
  case wholeNumber(from: String, to: String)
  /// A string.
  case text
  /// An object of the shape given.
  case object(String)
  /// A currency's ISO 4217 code.
  case currency
  /// An amount of money written as `example` is.
  case amount(example: String)
  /// A promotion code: not blank.
  case promotionCode
  /// What the other takes, or `null` for none.
  case orNull(BodyExpectation)

  /// The words, in `localization`'s language.
  func text(_ localization: Localization) -> String {
    switch self {
    case .wholeNumber(let minimum, let maximum):
      localization.text(.bodyTakesWholeNumber, ["minimum": minimum, "maximum": maximum])
    case .text: localization.text(.bodyTakesText)
    case .object(let shape): localization.text(.bodyTakesObject, ["shape": shape])
    case .currency: localization.text(.bodyTakesCurrency)
    case .amount(let example): localization.text(.bodyTakesAmount, ["example": example])
    case .promotionCode: localization.text(.bodyTakesCode)
    case .orNull(let expected):
      localization.text(.bodyTakesOrNull, ["expected": expected.text(localization)])
    }
  }
}
