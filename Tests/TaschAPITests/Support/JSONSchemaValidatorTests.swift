import TaschAPITestSupport
import TaschJSON
import Testing

@Suite struct JSONSchemaValidatorTests {
  private func schema(_ text: String) throws -> JSONValue {
    try JSONReader().read(Array(text.utf8))
  }

  private func problems(_ value: String, _ schemaText: String, root: String = "{}") throws
    -> [String]
  {
    let validator = JSONSchemaValidator(root: try schema(root))
    return validator.problems(of: try schema(value), against: try schema(schemaText))
  }

  @Test func checksTypesOneOrSeveral() throws {
    #expect(try problems("3", #"{"type": "integer"}"#) == [])
    #expect(try problems("3.5", #"{"type": "integer"}"#).count == 1)
    #expect(try problems("18446744073709551615", #"{"type": "integer"}"#) == [], "past Int")
    #expect(try problems("3.5", #"{"type": "number"}"#) == [])
    #expect(try problems("null", #"{"type": ["string", "null"]}"#) == [])
    #expect(try problems("true", #"{"type": ["string", "null"]}"#).count == 1)
  }

  @Test func checksRequiredAndUndeclaredProperties() throws {
    let object = #"""
      {"type": "object", "additionalProperties": false, "required": ["a"],
       "properties": {"a": {"type": "string"}}}
      """#

    #expect(try problems(#"{"a": "x"}"#, object) == [])
    #expect(try problems("{}", object) == ["$: a is missing"])
    #expect(try problems(#"{"a": "x", "b": 1}"#, object) == ["$: b is not a declared property"])
    #expect(try problems(#"{"a": 1}"#, object) == ["$.a: the number 1 is not of type [\"string\"]"])
  }

  @Test func checksItemsWithTheirPlace() throws {
    let problems = try problems("[1, \"x\"]", #"{"type": "array", "items": {"type": "integer"}}"#)

    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("$[1]") == true)
  }

  @Test func checksEnumsBoundsAndLengths() throws {
    #expect(try problems("\"b\"", #"{"enum": ["a"]}"#).count == 1)
    #expect(try problems("0", #"{"type": "integer", "minimum": 1}"#).count == 1)
    #expect(try problems("6", #"{"type": "integer", "maximum": 5}"#).count == 1)
    #expect(try problems("\"\"", #"{"type": "string", "minLength": 1}"#).count == 1)
  }

  @Test func followsReferencesIntoTheRoot() throws {
    let root = #"{"defs": {"N": {"type": "integer"}}}"#

    #expect(try problems("1", ##"{"$ref": "#/defs/N"}"##, root: root) == [])
    #expect(try problems("\"1\"", ##"{"$ref": "#/defs/N"}"##, root: root).count == 1)
    #expect(
      try problems("1", ##"{"$ref": "#/defs/M"}"##, root: root) == ["$: no schema at #/defs/M"])
  }

  @Test func oneOfMeansExactlyOne() throws {
    let either = #"{"oneOf": [{"type": "integer"}, {"type": "null"}]}"#

    #expect(try problems("null", either) == [])
    #expect(try problems("\"x\"", either).count == 1)
    #expect(try problems("1", #"{"oneOf": [{"type": "integer"}, {"type": "number"}]}"#).count == 1)
  }

  @Test func aKeywordItDoesNotCheckIsAProblemOfTheSchema() throws {
    #expect(
      try problems("1", #"{"pattern": "x"}"#) == [
        "$: the schema uses pattern, which is not checked"
      ])
  }
}
