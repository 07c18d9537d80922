import ArborCore
import ArborDB
import Foundation
import GRDB
import Testing

/// One odd table must never stop detection of the whole file: a Fossil repository's
/// `cherrypick(parentid, childid) WITHOUT ROWID` made `arbor trees` fail with "no such
/// column: y.rowid" (a parent-named column, no single key, and a rowid assumed).
@Suite struct DetectionRobustnessTests {
  @Test func aWithoutRowidTableDoesNotStopDetection() throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in
      // Fossil's own statements for these tables (its schema, abridged to them).
      try db.execute(sql: """
        CREATE TABLE blob(rid INTEGER PRIMARY KEY, rcvid INTEGER, size INTEGER, uuid TEXT UNIQUE NOT NULL, content BLOB,
          CHECK( length(uuid)>=40 AND rid>0 ));
        CREATE TABLE filename(fnid INTEGER PRIMARY KEY, name TEXT UNIQUE);
        CREATE TABLE plink(pid INTEGER REFERENCES blob, cid INTEGER REFERENCES blob, isprim BOOLEAN, mtime DATETIME,
          baseid INTEGER REFERENCES blob, UNIQUE(pid, cid));
        CREATE TABLE cherrypick(parentid INT, childid INT, isExclude BOOLEAN DEFAULT false, PRIMARY KEY(parentid, childid))
          WITHOUT ROWID;
        INSERT INTO blob (rid, size, uuid) VALUES (1, 10, printf('%040d', 1)), (2, 10, printf('%040d', 2)), (3, 10, printf('%040d', 3));
        INSERT INTO plink VALUES (1, 2, 1, 0, NULL), (2, 3, 1, 0, NULL);
        INSERT INTO cherrypick VALUES (1, 3, 0);
        INSERT INTO filename VALUES (1, 'src/main.c');
        """)
    }
    let found = try queue.read { db in try TreeDetector.candidates(db) }
    #expect(found.contains { $0.tree.table == "blob" && $0.tree.links == ["plink"] }, "\(found.map(\.tree))")
    #expect(!found.contains { $0.tree.table == "cherrypick" && $0.tree.links == nil })
  }
}
