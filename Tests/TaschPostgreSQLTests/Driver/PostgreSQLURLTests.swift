import Testing

@testable import TaschPostgreSQL

@Suite struct PostgreSQLURLTests {
  @Test(arguments: [
    "postgresql://shop@/shop?host=/run/postgresql",
    "postgres://localhost:5433/shop",
    "postgresql://",
  ])
  func takesBothSchemesAndKeepsAURLWithoutPassword(text: String) throws {
    let url = try PostgreSQLURL(text)

    #expect(url.text == text)
    #expect(url.redacted == text)
  }

  @Test(arguments: [
    "host=localhost password=s3cret", "mysql://a:s3cret@b/c", "", "POSTGRESQL://a:s3cret@b",
  ])
  func refusesAnythingElseWithoutQuotingIt(text: String) {
    #expect {
      try PostgreSQLURL(text)
    } throws: { error in
      (error as? PostgreSQLError)
        == .invalidURL("it must start with postgresql:// or postgres://")
        && !"\(error)".contains("s3cret")
    }
  }

  @Test func refusesANulCharacterRatherThanCuttingTheURLShort() {
    #expect(throws: PostgreSQLError.invalidURL("it contains a NUL character")) {
      try PostgreSQLURL("postgresql://a@/shop\0?host=/elsewhere")
    }
  }

  @Test(arguments: [
    ("postgresql://shop:s3cret@db.example:5432/shop", "postgresql://shop:***@db.example:5432/shop"),
    ("postgres://shop:s3cret@/shop?host=/run/pg", "postgres://shop:***@/shop?host=/run/pg"),
    ("postgresql://shop:@db/shop", "postgresql://shop:***@db/shop"),
    (
      "postgresql://db/shop?user=a&password=s3cret&x=1",
      "postgresql://db/shop?user=a&password=***&x=1"
    ),
    ("postgresql://db/shop?pass%77ord=s3cret", "postgresql://db/shop?pass%77ord=***"),
    ("postgresql://a:s3?cret@db/shop", "postgresql://a:***@db/shop"),
    // The passphrase of the client's key is as secret as the password.
    ("postgresql://db/shop?sslpassword=s3cret", "postgresql://db/shop?sslpassword=***"),
    // An "@" in a password not written %40: hidden to the last "@", wherever libpq cuts it.
    ("postgresql://a:s3@cret@db/shop", "postgresql://a:***@db/shop"),
    // An "@" in the query is no password's: the query's password is hidden as ever.
    ("postgresql://u@host?password=x@y", "postgresql://u@host?password=***"),
    ("postgresql://u@?password=p@ss&host=/tmp", "postgresql://u@?password=***&host=/tmp"),
    ("postgresql://db/a:s3cret@b", "postgresql://db/a:s3cret@b"),
    // Found by attack: a "/" in a password not written %2F left the whole URL shown.
    ("postgresql://pw:ab/cd@127.0.0.1:5432/db", "postgresql://pw:***@127.0.0.1:5432/db"),
    // Found by review: an "@" in the query is no user part's end.
    (
      "postgresql:///shop?host=/run/pg&user=ann@corp&password=s3cret",
      "postgresql:///shop?host=/run/pg&user=ann@corp&password=***"
    ),
    ("postgresql://db/shop?user=a@b&password=x", "postgresql://db/shop?user=a@b&password=***"),
    (
      "postgresql://db:5432/shop?user=a@b&password=x",
      "postgresql://db:5432/shop?user=a@b&password=***"
    ),
  ])
  func hidesThePasswordWhereverLibPQWouldReadIt(text: String, redacted: String) throws {
    let url = try PostgreSQLURL(text)

    #expect(url.redacted == redacted)
  }

  @Test func neverPrintsThePassword() throws {
    let url = try PostgreSQLURL("postgresql://shop:s3cret@/shop?password=t0p")
    var dumped = ""
    dump(url, to: &dumped)

    for shown in ["\(url)", String(describing: url), String(reflecting: url), dumped] {
      #expect(!shown.contains("s3cret") && !shown.contains("t0p"))
      #expect(shown.contains("postgresql://shop:***@/shop?password=***"))
    }
  }

  @Test func scrubsThePasswordFromMessagesAsWrittenAndAsDecoded() throws {
    let url = try PostgreSQLURL("postgresql://shop:s3%63ret@[::1/shop")

    let message = url.scrubbed(
      "missing \"]\" in URI: \"postgresql://shop:s3%63ret@[::1/shop\"; password s3cret failed")

    #expect(
      message == "missing \"]\" in URI: \"postgresql://shop:***@[::1/shop\"; password *** failed")
  }

  /// Found by attack: a store given in another form than a URL's was quoted whole, password
  /// and all, by the message that refused it.
  @Test(arguments: [
    ("POSTGRESQL://pw:s3cret@db/x", "POSTGRESQL://pw:***@db/x"),
    (" postgresql://pw:s3cret@db/x", " postgresql://pw:***@db/x"),
    ("pgsql://pw:s3cret@db/x?Password=t0p", "pgsql://pw:***@db/x?Password=***"),
    ("host=db password=s3cret user=a", "host=db password=*** user=a"),
    // Found by review: blanks around "=", a tab, a value in quotes, a scheme of one "/", none.
    (#"host=db password = 's e\'c' user=a"#, "host=db password = '***' user=a"),
    // Found by review: a keyword right after a quote, a blank kept in a value by a backslash.
    ("password='x'password=real", "password='***'password=***"),
    (#"password=a\ b user=c"#, "password=*** user=c"),
    ("host=db\tPassword=x", "host=db\tPassword=***"),
    ("postgresql:/ann:pw@db", "postgresql:/ann:***@db"),
    ("ann:secret@db", "ann:***@db"),
    ("host=x user=a@b password=y", "host=x user=a@b password=***"),
    // Found by fuzzing: a password starting with a combining mark, which joins the ":" before
    // it into one character.
    ("postgresql://ann:\u{30B}o0PP@db/shop", "postgresql://ann:***@db/shop"),
    ("sqlite:/tmp/a:b@c.db", "sqlite:/tmp/a:b@c.db"),
  ])
  func hidesPasswordsInWhateverWasGivenForAStore(text: String, shown: String) {
    #expect(PostgreSQLURL.hidingPasswords(in: text).shown == shown)
  }

  /// Found by attack: a password of one letter was hidden inside every word that held it,
  /// garbling the message and showing where its letter stood.
  @Test func hidesAPasswordQuotedAloneOnlyWhereItStandsAsAWord() throws {
    let url = try PostgreSQLURL("postgresql://pw2:a@127.0.0.1:5432/nosuch")
    let slashed = try PostgreSQLURL("postgresql://pw:ab/cd@127.0.0.1:5432/db")

    #expect(
      url.scrubbed("connection to server at \"127.0.0.1\" failed: database \"a\" (a)")
        == "connection to server at \"127.0.0.1\" failed: database \"***\" (***)")
    #expect(
      slashed.scrubbed("invalid integer value \"ab\" for connection option \"port\"")
        == "invalid integer value \"***\" for connection option \"port\"")
  }

  @Test(arguments: [("a%2Fb", "a/b"), ("%e2%82%AC", "€"), ("100%", "100%"), ("%zz%4", "%zz%4")])
  func decodesPercentEscapes(text: String, decoded: String) {
    #expect(PostgreSQLURL.percentDecoded(text[...]) == decoded)
  }
}
