import Foundation
import GRDB

/// Opens a database the way the reference's apps expect: a file as a WAL pool (readers
/// never wait for the writer), `nil` as a fresh in-memory database, foreign keys on,
/// and the functions the reference's schemas call in their defaults registered on
/// every connection — `uuid()` for `"id" TEXT PRIMARY KEY NOT NULL DEFAULT (uuid())`.
///
/// `configuration` is kept as given; its own `prepareDatabase` runs first.
public func defaultDatabase(path: String? = nil, configuration: Configuration = Configuration()) throws
  -> any DatabaseWriter
{
  var configuration = configuration
  configuration.foreignKeysEnabled = true
  configuration.prepareDatabase { db in
    db.add(function: uuidFunction)
  }
  guard let path else {
    return try DatabaseQueue(configuration: configuration)
  }
  return try DatabasePool(path: path, configuration: configuration)
}

/// `uuid()`: a random (version 4) UUID in lower-case text, as SQLite's own uuid
/// extension writes it and as `UUID` columns decode it. Not deterministic, so SQLite
/// calls it once per row.
let uuidFunction = GRDB.DatabaseFunction("uuid", argumentCount: 0, pure: false) { _ in
  UUID().uuidString.lowercased()
}
