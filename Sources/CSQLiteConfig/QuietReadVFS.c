// The "quiet" VFS: reading another program's WAL-mode file leaves nothing beside it.
//
// SQLite opens a WAL-mode database through its `-wal` and `-shm` files and creates them
// when they are missing, even on a read-only connection; a read-only connection cannot
// remove them again. A WAL file whose program is not running has no `-wal` (the last
// connection checkpoints and removes it), so its content is all in the database file,
// which then reads exactly as a rollback-journal database. This VFS is the default one
// with a single difference: for a main database opened read-only, when page 1 is read
// while no `-wal` exists, the header's format bytes (18 and 19) say "rollback" instead
// of "WAL", in this connection's page cache only. SQLite then reads under the ordinary
// shared lock and creates nothing. When a program starts writing later, it creates the
// `-wal`; SQLite looks for that file at the start of every read transaction, opens it,
// drops its cache (data_version changes, so arbor's following sees the write), and page
// 1 is read again, unchanged now. The file's bytes are never written.
//
// In rollback mode SQLite keeps its cache while the change counter (bytes 24-27) is
// unchanged, but a WAL-mode program does not count its commits there: a program that
// wrote and closed (its checkpoint moved the commit into the file, its `-wal` is gone)
// would go unseen. So while this VFS presents the file as a rollback file, the counter
// it returns is mixed with the file's size and modification time: any write changes it,
// SQLite drops its cache and data_version moves, as for a commit in rollback mode.
//
// The one window: a transaction already reading in rollback mode while a program that
// has just started checkpoints into the file. Arbor's reads are short; its long side-car
// builds are stamped with the file's state and made again when it changed.
//
// A connection opened with `arbor_gate=N` in its URI asks the read gate (set by
// `arbor_set_read_gate`) before every read of its main database, and fails the read when
// the gate says so. The background integrity check reads every page of a file inside one
// VDBE instruction, where no progress handler is called: at the page reads it can give
// way to the person at the keyboard, and stop when the session ends.
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "CSQLiteConfig.h"

typedef struct QuietFile {
  sqlite3_file base;          // pMethods: quietMethods
  sqlite3_file *real;         // the default VFS's file, right after this struct
  const char *walName;        // set for read-only main databases only
  const char *name;
  int presentedAsRollback;    // page 1 was last read with its format bytes changed
  sqlite3_int64 gate;         // the read gate's number for this file; 0: none
} QuietFile;

static arbor_read_gate readGate;

void arbor_set_read_gate(arbor_read_gate gate) { readGate = gate; }

static sqlite3_vfs *realVFS;
static sqlite3_vfs quietVFS;
static sqlite3_io_methods quietMethods;

#define REAL(file) (((QuietFile *)(file))->real)

static int quietClose(sqlite3_file *file) { return REAL(file)->pMethods->xClose(REAL(file)); }

static int walExists(QuietFile *quiet) {
  int exists = 1;
  if (realVFS->xAccess(realVFS, quiet->walName, SQLITE_ACCESS_EXISTS, &exists) != SQLITE_OK) return 1;
  return exists;
}

/// Four bytes that change whenever the file is written: from its size and modification time.
static unsigned int fileGeneration(QuietFile *quiet) {
  struct stat status;
  if (stat(quiet->name, &status) != 0) return 0;
  unsigned long long mix = (unsigned long long)status.st_size * 0x9E3779B97F4A7C15ULL;
  mix ^= (unsigned long long)status.st_mtim.tv_sec * 0xC2B2AE3D27D4EB4FULL;
  mix ^= (unsigned long long)status.st_mtim.tv_nsec * 0x165667B19E3779F9ULL;
  mix ^= (unsigned long long)status.st_ino;
  return (unsigned int)(mix ^ (mix >> 32));
}

/// Mixes the generation into a change counter at `counter` (four bytes, big-endian).
static void mixCounter(unsigned char *counter, unsigned int generation) {
  for (int index = 0; index < 4; index++) counter[index] ^= (unsigned char)(generation >> (8 * (3 - index)));
}

static int quietRead(sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset) {
  QuietFile *quiet = (QuietFile *)file;
  if (quiet->gate && readGate && readGate(quiet->gate) != 0) return SQLITE_IOERR_READ;
  int rc = REAL(file)->pMethods->xRead(REAL(file), buffer, amount, offset);
  unsigned char *bytes = buffer;
  if (rc != SQLITE_OK || !quiet->walName) return rc;
  if (offset == 0 && amount >= 28) {
    quiet->presentedAsRollback = bytes[18] == 2 && bytes[19] == 2 && !walExists(quiet);
    if (quiet->presentedAsRollback) {
      bytes[18] = 1;
      bytes[19] = 1;
      mixCounter(bytes + 24, fileGeneration(quiet));
    }
  } else if (offset == 24 && amount >= 4 && quiet->presentedAsRollback && !walExists(quiet)) {
    // SQLite's check whether its cache is still good.
    mixCounter(bytes, fileGeneration(quiet));
  }
  return rc;
}

static int quietWrite(sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset) {
  return REAL(file)->pMethods->xWrite(REAL(file), buffer, amount, offset);
}
static int quietTruncate(sqlite3_file *file, sqlite3_int64 size) {
  return REAL(file)->pMethods->xTruncate(REAL(file), size);
}
static int quietSync(sqlite3_file *file, int flags) { return REAL(file)->pMethods->xSync(REAL(file), flags); }
static int quietFileSize(sqlite3_file *file, sqlite3_int64 *size) {
  return REAL(file)->pMethods->xFileSize(REAL(file), size);
}
static int quietLock(sqlite3_file *file, int lock) { return REAL(file)->pMethods->xLock(REAL(file), lock); }
static int quietUnlock(sqlite3_file *file, int lock) { return REAL(file)->pMethods->xUnlock(REAL(file), lock); }
static int quietCheckReservedLock(sqlite3_file *file, int *out) {
  return REAL(file)->pMethods->xCheckReservedLock(REAL(file), out);
}
static int quietFileControl(sqlite3_file *file, int op, void *argument) {
  return REAL(file)->pMethods->xFileControl(REAL(file), op, argument);
}
static int quietSectorSize(sqlite3_file *file) { return REAL(file)->pMethods->xSectorSize(REAL(file)); }
static int quietDeviceCharacteristics(sqlite3_file *file) {
  return REAL(file)->pMethods->xDeviceCharacteristics(REAL(file));
}
static int quietShmMap(sqlite3_file *file, int page, int size, int extend, void volatile **out) {
  return REAL(file)->pMethods->xShmMap(REAL(file), page, size, extend, out);
}
static int quietShmLock(sqlite3_file *file, int offset, int n, int flags) {
  return REAL(file)->pMethods->xShmLock(REAL(file), offset, n, flags);
}
static void quietShmBarrier(sqlite3_file *file) { REAL(file)->pMethods->xShmBarrier(REAL(file)); }
static int quietShmUnmap(sqlite3_file *file, int deleteFlag) {
  return REAL(file)->pMethods->xShmUnmap(REAL(file), deleteFlag);
}
static int quietFetch(sqlite3_file *file, sqlite3_int64 offset, int amount, void **out) {
  return REAL(file)->pMethods->xFetch(REAL(file), offset, amount, out);
}
static int quietUnfetch(sqlite3_file *file, sqlite3_int64 offset, void *pointer) {
  return REAL(file)->pMethods->xUnfetch(REAL(file), offset, pointer);
}

static int quietOpen(sqlite3_vfs *vfs, sqlite3_filename name, sqlite3_file *file, int flags, int *outFlags) {
  QuietFile *quiet = (QuietFile *)file;
  quiet->real = (sqlite3_file *)(quiet + 1);
  quiet->walName = NULL;
  quiet->name = name;
  quiet->presentedAsRollback = 0;
  quiet->gate = name && (flags & SQLITE_OPEN_MAIN_DB) ? sqlite3_uri_int64(name, "arbor_gate", 0) : 0;
  int rc = realVFS->xOpen(realVFS, name, quiet->real, flags, outFlags);
  if (rc != SQLITE_OK || quiet->real->pMethods == NULL) {
    // SQLite calls xClose only when pMethods is set: the real file cleans up itself.
    file->pMethods = NULL;
    return rc;
  }
  if (quiet->real->pMethods->iVersion < 3) {
    // The default VFS on Linux has shared memory and memory-mapped reads (version 3):
    // anything older cannot be forwarded as one.
    quiet->real->pMethods->xClose(quiet->real);
    file->pMethods = NULL;
    return SQLITE_CANTOPEN;
  }
  if (name && (flags & SQLITE_OPEN_MAIN_DB) && (flags & SQLITE_OPEN_READONLY)) {
    quiet->walName = sqlite3_filename_wal(name);
  }
  file->pMethods = &quietMethods;
  return rc;
}

const char *arbor_quiet_vfs(void) {
  static int registered = 0;
  static sqlite3_mutex *guard = NULL;
  if (sqlite3_initialize() != SQLITE_OK) return NULL;
  guard = sqlite3_mutex_alloc(SQLITE_MUTEX_STATIC_APP1);
  sqlite3_mutex_enter(guard);
  if (!registered) {
    realVFS = sqlite3_vfs_find(NULL);
    if (realVFS) {
      quietVFS = *realVFS;
      quietVFS.zName = "arbor-quiet";
      quietVFS.szOsFile = (int)sizeof(QuietFile) + realVFS->szOsFile;
      quietVFS.pNext = NULL;
      quietVFS.xOpen = quietOpen;
      quietMethods = (sqlite3_io_methods){
        .iVersion = 3,
        .xClose = quietClose, .xRead = quietRead, .xWrite = quietWrite, .xTruncate = quietTruncate,
        .xSync = quietSync, .xFileSize = quietFileSize, .xLock = quietLock, .xUnlock = quietUnlock,
        .xCheckReservedLock = quietCheckReservedLock, .xFileControl = quietFileControl,
        .xSectorSize = quietSectorSize, .xDeviceCharacteristics = quietDeviceCharacteristics,
        .xShmMap = quietShmMap, .xShmLock = quietShmLock, .xShmBarrier = quietShmBarrier,
        .xShmUnmap = quietShmUnmap, .xFetch = quietFetch, .xUnfetch = quietUnfetch,
      };
      registered = sqlite3_vfs_register(&quietVFS, 0) == SQLITE_OK;
    }
  }
  sqlite3_mutex_leave(guard);
  return registered ? quietVFS.zName : NULL;
}
