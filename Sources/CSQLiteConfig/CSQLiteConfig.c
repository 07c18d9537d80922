#include "CSQLiteConfig.h"

int arbor_sqlite_enable_triggers(sqlite3 *db, int enabled) {
  int now = -1;
  if (sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, enabled, &now) != SQLITE_OK) return -1;
  return now;
}
