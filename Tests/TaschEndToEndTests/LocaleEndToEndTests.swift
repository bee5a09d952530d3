import Foundation
import Testing

/// Whatever the locale variables hold, `tasch` runs: ICU never sees a value that is not a
/// locale, and the words and digits it writes are of one script.
@Suite struct LocaleEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: ["LANG", "LC_ALL", "LC_MESSAGES", "LC_MONETARY"])
  func aValueThatCrashedICUIsSkipped(variable: String) throws {
    for value in ["aaaaaaaaaaaa", "aaaaaaaaaaaa_DE.UTF-8"] {
      let result = try sandbox.run(["cart"], environment: [variable: value])

      #expect(result.status == 0, "\(variable)=\(value): \(result.errors)")
      #expect(result.output.contains("$500.00"), "\(variable)=\(value)")
    }
  }

  @Test func aBadTaschLocaleIsAUsageErrorNamingTheVariable() throws {
    let result = try sandbox.run(["cart"], environment: ["TASCH_LOCALE": "aaaaaaaaaaaa"])

    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("tasch: TASCH_LOCALE: “aaaaaaaaaaaa” is not a locale"))
  }

  @Test func aLanguageWithoutWordsIsWrittenWithLatinDigits() throws {
    let result = try sandbox.run(["cart"], environment: ["LANG": "ar_BH.UTF-8"])
    let arabicIndicDigits = Set("٠١٢٣٤٥٦٧٨٩")

    #expect(result.status == 0)
    #expect(result.output.contains("Sub-total"))
    #expect(result.output.contains("500.00"))
    #expect(!result.output.contains(where: arabicIndicDigits.contains))
  }
}
