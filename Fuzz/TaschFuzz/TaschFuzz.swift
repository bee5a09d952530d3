// One program for every fuzz target, so that one build serves them all.
//
//   TaschFuzz TARGET [libFuzzer options] [CORPUS...]   built by .ci/fuzz with -DFUZZING
//   TaschFuzz TARGET FILE...                           any other build: replays saved inputs
//
// A normal build keeps it compiling and gives a way to replay a crashing input with the
// Swift runtime's own backtrace.
import Glibc

@main
enum TaschFuzz {
  static func main() {
    let arguments = CommandLine.arguments
    // libFuzzer may start this program again with its own arguments only: the target then
    // comes from the environment, where the first start put it.
    if arguments.count > 1, let target = FuzzTarget(rawValue: arguments[1]) {
      setenv(FuzzTarget.variable, target.rawValue, 1)
    }
    guard let target = FuzzTarget.selected else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: " | ")
      complain("usage: TaschFuzz \(names) [libFuzzer options] [CORPUS or FILE...]")
      exit(2)
    }
    let rest = arguments.count > 1 && arguments[1] == target.rawValue ? 2 : 1
    let fuzz: @Sendable () -> Int32 = {
      #if FUZZING
        LibFuzzer.run(argumentsFrom: rest)
      #else
        Replay.run(target, paths: Array(arguments[rest...]))
      #endif
    }
    // The API's changes run on the main actor, which needs the main thread free.
    guard target == .api else { exit(fuzz()) }
    APIFuzzing.serve(fuzz: fuzz)
  }
}
