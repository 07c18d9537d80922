// `import ArborDB` is all a user writes: the query language, its macros, case paths for
// enum tables, and the GRDB types needed to open and migrate a database.
@_exported import ArborQuery
@_exported import CasePaths

@_exported import struct GRDB.Configuration
@_exported import class GRDB.Database
@_exported import struct GRDB.DatabaseError
@_exported import struct GRDB.DatabaseMigrator
@_exported import class GRDB.DatabasePool
@_exported import class GRDB.DatabaseQueue
@_exported import protocol GRDB.DatabaseReader
@_exported import struct GRDB.DatabaseValue
@_exported import protocol GRDB.DatabaseWriter
