#if FUZZING
  import Glibc

  /// libFuzzer's driver, linked from the toolchain's `libclang_rt.fuzzer_no_main`: it parses
  /// libFuzzer's options and calls the callback with each input.
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// Runs the chosen target under libFuzzer.
  enum LibFuzzer {
    /// Hands libFuzzer the program's name and the arguments from `first` on; its status.
    ///
    /// The callback is a C function and cannot capture the target: it reads
    /// `FuzzTarget.chosen`.
    static func run(argumentsFrom first: Int) -> Int32 {
      var arguments: [UnsafeMutablePointer<CChar>?] =
        [CommandLine.unsafeArgv[0]]
        + (first..<Int(CommandLine.argc)).map { CommandLine.unsafeArgv[$0] }
      arguments.append(nil)
      var count = Int32(arguments.count - 1)
      return arguments.withUnsafeMutableBufferPointer { buffer in
        var pointer = buffer.baseAddress
        return runDriver(&count, &pointer) { data, size in
          guard let selected = FuzzTarget.chosen else { return -1 }
          selected.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
          return 0
        }
      }
    }
  }
#endif
