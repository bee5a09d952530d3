import Foundation
import Glibc
import Testing

/// What an attacker, or an unlucky system, can hand the built `tasch`.
///
/// Files that are not files, links, names that are not UTF-8, too few descriptors, numbers too
/// large: each run ends promptly with a message, touches no file it did not create, and never
/// crashes.
@Suite struct HostileInputEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Runs `tasch` through `sh -c`, so that the script can set limits and pass bytes that are
  /// not UTF-8 (`printf '\377'`); `"$0"` is `tasch`.
  private func runShell(_ script: String) throws -> TaschRun {
    try sandbox.run(["-c", script, TaschBinary.path], executable: "/bin/sh")
  }

  private func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
  }

  @Test func aNamedPipeAsTheCatalogueOrTheStateIsRefusedAtOnce() throws {
    let pipe = sandbox.folder + "/pipe.json"
    #expect(mkfifo(pipe, 0o600) == 0)

    let catalogue = try sandbox.run(["products", "--catalogue", pipe])
    let state = try sandbox.run(["rate", "1", "3", "--state", pipe])

    #expect(catalogue.status == 1)
    #expect(catalogue.errors.contains("cannot read \(pipe): it is a named pipe (FIFO), not a"))
    #expect(state.status == 1)
    #expect(state.errors.contains("cannot read \(pipe): it is a named pipe (FIFO), not a"))
  }

  /// Found by attack: ICU and the C library read TZ themselves, and waited for ever on a named
  /// pipe where it named a zone's file.
  @Test func aNamedPipeAsTheZoneIsReadAsUTCAndWaitsForNothing() throws {
    let pipe = sandbox.folder + "/zone"
    #expect(mkfifo(pipe, 0o600) == 0)
    _ = try sandbox.run(["wishlist", "remove", "2"])
    let checkout = try sandbox.run(["checkout", "--yes"])
    #expect(checkout.status == 0, "\(checkout.errors)")

    for tz in [pipe, ":" + pipe] {
      let result = try runShell(#"TZ=""# + tz + #"" exec timeout 30 "$0" orders --json"#)

      #expect(result.status == 0, "\(tz)")
      #expect(result.output.contains(#""placedAt""#))
    }
  }

  @Test func aDeviceThatNeverEndsIsRefused() throws {
    let result = try sandbox.run(["products", "--catalogue", "/dev/zero"])

    #expect(result.status == 1)
    #expect(result.errors.contains("cannot read /dev/zero: it is a character device"))
  }

  @Test func filesNamedLikeTemporaryOnesAreNeverDeleted() throws {
    try sandbox.write("backup", to: "state.json.tmp-backup")

    let result = try sandbox.run(["rate", "1", "3"])

    #expect(result.status == 0)
    #expect(sandbox.read(sandbox.folder + "/state.json.tmp-backup") == "backup")
    #expect(try entries() == ["home", "state.json", "state.json.lock", "state.json.tmp-backup"])
  }

  @Test func aStateFileReachedThroughALinkStaysALink() throws {
    try sandbox.write(#"{"version": 1}"#, to: "data/real.json")
    #expect(symlink("data/real.json", sandbox.state) == 0)

    #expect(try sandbox.run(["rate", "1", "3"]).status == 0)
    #expect(try sandbox.run(["wishlist", "add", "4"]).status == 0)

    let target = try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.state)
    #expect(target == "data/real.json")
    #expect(StateFileText.wishList(in: sandbox.read(sandbox.folder + "/data/real.json")) == [4])
  }

  @Test func aStatePathThatIsNotUTF8IsRefusedAndNoFileIsCreated() throws {
    let result = try runShell(
      #"cd "$(dirname "$0")" && exec "$0" rate 1 3 --state "$(printf 'st\377.json')""#)

    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("tasch: the value of --state is not valid UTF-8"))
    #expect(try entries() == ["home"])
  }

  @Test func aHomeThatIsNotUTF8IsRefusedAsJSON() throws {
    let result = try runShell(
      #"unset TASCH_STATE; HOME="$(printf '/tmp/\377')" exec "$0" products --json"#)
    let error = try result.json()

    #expect(result.status == 2)
    #expect(error.errorCode == "usage")
    #expect(
      error.errorMessage?.hasPrefix("the environment variable HOME is not valid UTF-8") == true)
  }

  /// A system locale that is not UTF-8 is not a locale: skipped for the next one, as any
  /// other that is not a locale is.
  @Test func aSystemLocaleThatIsNotUTF8IsSkipped() throws {
    let result = try runShell(
      #"LC_ALL="$(printf 'de_DE\377')" LANG=de_DE.UTF-8 exec "$0" product 3"#)

    #expect(result.status == 0)
    #expect(result.output.contains("75,00"))
    #expect(result.errors.isEmpty)
  }

  @Test func aRefusalAtTheStartIsInTheLanguageTheEnvironmentNames() throws {
    let result = try runShell(
      #"cd "$(dirname "$0")" && LANG=fr_FR.UTF-8 exec "$0" product "$(printf '\377')""#)

    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("tasch: l’argument 2 n’est pas de l’UTF-8 valide\u{A0}: "))
  }

  @Test func tooFewFileDescriptorsAreAMessageNotACrash() throws {
    let result = try runShell(#"ulimit -n 6 && exec "$0" products --json"#)
    let error = try result.json()

    #expect(result.status == 1)
    #expect(error.errorCode == "storage")
    #expect(error.errorMessage?.hasPrefix("too few file descriptors") == true)
  }

  /// The words of another language are found with the descriptors that are left.
  @Test func tooFewFileDescriptorsAreSaidInTheLanguageTheEnvironmentNames() throws {
    let result = try runShell(#"ulimit -n 6 && LANG=de_DE.UTF-8 exec "$0" products"#)

    #expect(result.status == 1)
    #expect(
      result.errors.hasPrefix("tasch: zu wenige Dateideskriptoren sind frei: tasch braucht 16"))
  }

  @Test(arguments: ["9223372036854775.808s", "800ms~9223372036854775.808s"])
  func aLatencyTooLargeForArithmeticIsAUsageError(spec: String) throws {
    let flag = try sandbox.run(["products", "--latency", spec])
    let variable = try sandbox.run(["products"], environment: ["TASCH_LATENCY": spec])

    #expect(flag.status == 2)
    #expect(flag.errors.contains("is longer than the longest latency, one hour"))
    #expect(variable.status == 2)
  }
}
