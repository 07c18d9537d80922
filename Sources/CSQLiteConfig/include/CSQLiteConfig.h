#ifndef ARBOR_CSQLITECONFIG_H
#define ARBOR_CSQLITECONFIG_H

#include <sqlite3.h>

/// Turns the connection's triggers (every trigger, temporary ones too) on or off and
/// returns whether they are on afterwards; -1 when SQLite refused. sqlite3_db_config is
/// variadic, which Swift cannot call: this fixes its arguments.
int arbor_sqlite_enable_triggers(sqlite3 *db, int enabled);

/// Sets up a connection to a file arbor did not write, as SQLite's advice for untrusted
/// databases has it: defensive mode (no writes to the schema or shadow tables by SQL, no
/// journal_mode=OFF), no double-quoted string literals in the schema's own SQL, and
/// bounded lengths and depths. Returns SQLITE_OK or the first refusal.
int arbor_sqlite_harden(sqlite3 *db);

#endif
