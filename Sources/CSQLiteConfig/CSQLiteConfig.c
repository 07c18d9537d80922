#include "CSQLiteConfig.h"

int arbor_sqlite_enable_triggers(sqlite3 *db, int enabled) {
  int now = -1;
  if (sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, enabled, &now) != SQLITE_OK) return -1;
  return now;
}

int arbor_sqlite_harden(sqlite3 *db) {
  int rc = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
  if (rc != SQLITE_OK) return rc;
  // A view or trigger of the file cannot call functions that are not marked innocuous
  // (the same as PRAGMA trusted_schema = OFF, set where the pragma cannot be undone by
  // the schema's own SQL).
  rc = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
  if (rc != SQLITE_OK) return rc;
  // Bounds on what one value or one statement of the file can make arbor hold: a label
  // of 100 MB or an expression 1,000 deep is an attack or damage, not a tree. The column
  // limit stays at SQLite's 2,000 (tables that wide exist), and so does the depth
  // arbor's own queries need.
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 100000000);
  sqlite3_limit(db, SQLITE_LIMIT_SQL_LENGTH, 10000000);
  sqlite3_limit(db, SQLITE_LIMIT_EXPR_DEPTH, 1000);
  sqlite3_limit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 50000);
  sqlite3_limit(db, SQLITE_LIMIT_TRIGGER_DEPTH, 100);
  // No attachment: arbor finds another program's changed rows by their hashes
  // (CopyDigest), without attaching its copy to the file's connection, and the file's
  // SQL cannot attach anything (ATTACH is refused in views and triggers).
  sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0);
  return SQLITE_OK;
}

// SQLite counts every allocation of every connection under one process-wide mutex
// (SQLITE_CONFIG_MEMSTATUS, on by default), for sqlite3_memory_used, which arbor never
// asks. A copy written on one thread while its label index is built on another spent a
// third of their time waiting for each other on that mutex (perf: futex, StatusUp/Down).
// Off before the first connection is opened, hence at load time; sqlite3_config refuses
// (harmlessly) if SQLite was already initialised.
__attribute__((constructor)) static void arbor_sqlite_configure(void) {
  sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
