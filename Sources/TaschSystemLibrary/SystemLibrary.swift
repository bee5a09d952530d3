import Glibc

/// A shared library of the system, opened at run time so that building needs neither its C
/// headers nor a link against it, and its functions found by name.
///
/// A library is never closed: the function pointers taken from it must stay valid for as long
/// as anything may call them, which is the life of the process.
public struct SystemLibrary {
  /// The file name given to `dlopen`, such as `libpq.so.5`.
  public let name: String
  /// The Debian package that installs the library, named in errors.
  public let package: String

  private let handle: UnsafeMutableRawPointer

  /// Opens the library `name`, which the Debian package `package` installs.
  ///
  /// - Throws: `SystemLibraryError` with the loader's reason when it cannot be opened.
  public init(name: String, package: String) throws(SystemLibraryError) {
    self.name = name
    self.package = package
    // RTLD_NOW: a library that cannot resolve its own dependencies fails here, with a message,
    // not later at an arbitrary call. RTLD_LOCAL: its symbols stay out of everyone else's way.
    guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
      throw SystemLibraryError(library: name, package: package, reason: Self.loaderReason())
    }
    self.handle = handle
  }

  /// The function called `symbol`, as the C function type `Function`.
  ///
  /// `Function` must be the `@convention(c)` type that matches the function's C declaration:
  /// nothing can check that, so each declaration is written once, next to the library's other
  /// declarations.
  ///
  /// - Throws: `SystemLibraryError` naming the symbol when the library has no such function.
  public func function<Function>(_ symbol: String, as type: Function.Type = Function.self)
    throws(SystemLibraryError) -> Function
  {
    _ = dlerror()  // Clears an earlier error, so that the one read below is about this lookup.
    guard let address = dlsym(handle, symbol) else {
      throw SystemLibraryError(
        library: name, package: package, reason: Self.loaderReason(), symbol: symbol)
    }
    return unsafeBitCast(address, to: Function.self)
  }

  /// The dynamic loader's explanation of its last failure on this thread.
  private static func loaderReason() -> String {
    guard let message = dlerror() else { return "unknown reason" }
    return String(cString: message)
  }
}
