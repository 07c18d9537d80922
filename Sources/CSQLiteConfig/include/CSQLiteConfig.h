#ifndef ARBOR_CSQLITECONFIG_H
#define ARBOR_CSQLITECONFIG_H

#include <sqlite3.h>

/// Turns the connection's triggers (every trigger, temporary ones too) on or off and
/// returns whether they are on afterwards; -1 when SQLite refused. sqlite3_db_config is
/// variadic, which Swift cannot call: this fixes its arguments.
int arbor_sqlite_enable_triggers(sqlite3 *db, int enabled);

#endif
