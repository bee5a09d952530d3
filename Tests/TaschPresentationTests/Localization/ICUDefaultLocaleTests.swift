import Testing

@testable import TaschPresentation

@Suite struct ICUDefaultLocaleTests {
  @Test func removesFromICUsViewWhatIsNotALocale() {
    let environment = [
      "LC_ALL": "aaaaaaaaaaaa", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "aaaaaaaaaaaa_DE",
      "LC_MONETARY": "aaaaaaaaaaaa", "TASCH_LOCALE": "aaaaaaaaaaaa",
    ]

    #expect(ICUDefaultLocale.variablesToRemove(from: environment) == ["LC_ALL", "LANG"])
  }

  @Test func leavesLocalesAndCAlone() {
    let environment = ["LC_ALL": "C", "LC_MESSAGES": "POSIX", "LANG": "fr_CA.UTF-8"]

    #expect(ICUDefaultLocale.variablesToRemove(from: environment).isEmpty)
    #expect(ICUDefaultLocale.variablesToRemove(from: [:]).isEmpty)
  }

  @Test func anEmptyValueGoesTooSoICUReadsTheNextVariable() {
    #expect(
      ICUDefaultLocale.variablesToRemove(from: ["LC_ALL": "", "LANG": "de_DE"]) == ["LC_ALL"])
  }
}
