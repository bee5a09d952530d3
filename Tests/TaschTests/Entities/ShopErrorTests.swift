import Tasch
import Testing

@Suite struct ShopErrorTests {
  @Test func aSimulatedFailureStandsForTheFailureItWraps() {
    #expect(ShopError.simulated(.offline).underlying == .offline)
    #expect(ShopError.simulated(.simulated(.timeout)).underlying == .timeout)
    #expect(ShopError.emptyCart.underlying == .emptyCart)
  }
}
