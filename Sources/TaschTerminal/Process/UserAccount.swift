import Glibc

/// The system's account database (`/etc/passwd`, or whatever the name service reads).
public enum UserAccount {
  /// The login name of the account with the user ID `id`; `nil` when no account has it.
  public static func name(of id: uid_t) -> String? {
    // The buffer the entry's strings go in: what the system suggests, larger while too small.
    var size = max(1_024, sysconf(Int32(_SC_GETPW_R_SIZE_MAX)))
    while size <= 1 << 20 {
      var entry = passwd()
      var found: UnsafeMutablePointer<passwd>?
      var buffer = [CChar](repeating: 0, count: size)
      let status = getpwuid_r(id, &entry, &buffer, buffer.count, &found)
      if status == ERANGE {
        size *= 2
        continue
      }
      guard status == 0, found != nil, let name = entry.pw_name else { return nil }
      // Not UTF-8, it names nobody: read as best it could be, two names would be one.
      guard let text = String(validatingCString: name), !text.isEmpty else { return nil }
      return text
    }
    return nil
  }
}
