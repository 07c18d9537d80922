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

/// Registers (once) and names the "quiet" VFS: the default one, except that a read-only
/// connection reads a WAL-mode database that has no `-wal` file beside it as the
/// rollback-journal database it then is, so that reading creates no `-wal` and `-shm`
/// beside another program's file (see QuietReadVFS.c). NULL when it could not be made.
const char *arbor_quiet_vfs(void);

/// Asked before each read of a main database opened through the quiet VFS with
/// `arbor_gate=N` (N ≠ 0) in its URI; a non-zero answer fails the read (SQLITE_IOERR_READ).
/// It may wait before answering. Set once, before such a connection opens.
typedef int (*arbor_read_gate)(sqlite3_int64 gate);
void arbor_set_read_gate(arbor_read_gate gate);

/// Gives the C heap's free pages back to the system (glibc's malloc_trim, which Swift's
/// Glibc module does not offer): after a side-car build, whose page caches and batches
/// glibc would otherwise keep in the builder thread's heap. Returns whether any was.
int arbor_give_back_free_memory(void);

/// Makes every thread allocate from the one C heap (glibc's mallopt(M_ARENA_MAX, 1)): by
/// default each thread that allocates gets a heap of its own, and what it frees stays
/// there. Called first thing in main, before any thread starts.
void arbor_use_one_malloc_arena(void);

#endif
