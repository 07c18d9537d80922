PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE blob(
  rid INTEGER PRIMARY KEY,
  rcvid INTEGER,
  size INTEGER,
  uuid TEXT UNIQUE NOT NULL,
  content BLOB,
  CHECK( length(uuid)>=40 AND rid>0 )
);
INSERT INTO blob VALUES(1,1,165,'4abd3a43120af287c51dcbef655e9968e2ec7598fdcbaa0ca035a3ac8272d6d1',X'000000a5789c1dc8bd0ec2201000e09da7b8b909e60e909faefa04a62ea60ba5476c6a892938f4ed8d8edf7781a52c6d89afb1f2f66ec758d393d32a9722aea050594924551848f767ea8d3d2972e206b3a1d9a739f88c3829341c3c62089e53f64639160374d31e4b7a42076dff94f537f5d8e41fd0893b34ae8d77f1808cd69266973199a8d1458ec6b0478a3ee898b3f80295bb2f4c');
INSERT INTO blob VALUES(2,2,7,'72489fe510c5aa0372cd23a28113c353e75293faf42a0e82ec6efd363bdbadbe',X'00000007789c2b4a4d4cc94de502000b130279');
INSERT INTO blob VALUES(3,2,2,'188abb8a3e0cff16bcb204c9afd8df1a16f7800c4c7a9ceb62b36f092accbccc',X'00000002789c4be7020000da0072');
INSERT INTO blob VALUES(4,2,3,'48b9de8d67d2848d5558106dbd93f15ca7a8a8a60a26db956acd429d9d392cf9',X'00000003789c4b34e402000192009d');
INSERT INTO blob VALUES(5,2,3,'b3f6db947833040c058e672785522cf8b65b9532cef5cf3e36ba3d6c4a166099',X'00000003789c4b34e202000194009e');
INSERT INTO blob VALUES(6,2,3,'281c53cac068129913d8b3a31287ec07131a4fe79d613a0e34cb7ae233d86811',X'00000003789c4b34e602000196009f');
INSERT INTO blob VALUES(7,2,588,'8d2374e0dabecb0429d4b766c9311a28d3cad3a438a01bd51b4f3cadb366ac53',X'00000114789c0d8ecb4a43410c40f7f315f301b64c92c93cae1ba5ade042284511bbcb4c12ae0b15b4ff8f777be0704e3f04589743fcf9b6708c98b0ec0076d85f81168625973d720a4ff1727a3cbe9cf65f1a2be6d6dd18d264914415a7220936009ac46495b1938b6794640d6d1673a5424387e8303e3dc07a87cfcb3966194a9209308963ab9341e7302fccd67b69b6c9957bf38d6ea9b9d5584866c38a5a14c2256a01a8a4d821a56e83c1bcb370e63e4c29a5f0166ff677b3df708dee60506168254a55bc71f7edb9018dc6e629c0c7fb79fdbcff07d0e049e1');
INSERT INTO blob VALUES(8,3,12,'9ecab9ad75393fe87030fd7023d96427c9830c101f4819ae0a7aa8056e247544',X'0000000c789c2b4a4d4cc94de5cacd2f4ae502001d770436');
INSERT INTO blob VALUES(9,3,2,'107b68a31b421be8d4d92cb68e508137a711f2b27e83f14885d83822bf9dadcc',X'00000002789cabe0020000fc0083');
INSERT INTO blob VALUES(10,3,666,'1fe85dee6e198bf906ee22b3429e4cd2a9365adeea1cf5db724a45ac45dc9759',X'0000029a789c6591cb6a95411084f7e729fe1748d297b974672726ee0409ba71d7b70901e3819388afef1c70a5ccaee8fea6aafae3f1fefb7c7a380868dc20de907e45beef78dfc62d0d397d3a9e1e3f3c7c7ebc7dcd432bccd57276565e251318564e204e1d8d66a8300402ae26a85660d34ca08fa2367b6b1b96e778bb7bfef5927505a288b98b7141ac85c3c3095aa8ad945c6838d6148068314da37c90f358a064111e111bf87689bb385fea6ebdfc28bc8da3896b96e49849d2247bef8230d2737bc61edb93ec37c0688bda874536d2d464a558fa2f9336d3795d67db14666810d0a5c6a429bdd3de111f7d9398a2568fc5c5c38d7344db0906e87f4cde4c128cce610143905491539c8d916456c044466baba6e64036286ee1d38a78cfed0dfccb7cb5979f9b86307dec22d11ba1eff82d779a2d5507419e36111739cd92dd4213e9292c44be342d77935f0e49e2d90ad2bcc2e1da49f3394628231a496eb3c9d6580cd0b3efafd655da27d91d763e3d1d6ed34d47810fef4acaa28bb76757cc8cedf9dbf15e6fef75397d3fc09655751640f348d1b16a98637300980b4f7f0020fab8a8');
CREATE TABLE delta(
  rid INTEGER PRIMARY KEY,
  srcid INTEGER NOT NULL REFERENCES blob
);
INSERT INTO delta VALUES(7,10);
CREATE TABLE rcvfrom(
  rcvid INTEGER PRIMARY KEY,
  uid INTEGER REFERENCES user,
  mtime DATETIME,
  nonce TEXT UNIQUE,
  ipaddr TEXT
);
INSERT INTO rcvfrom VALUES(1,1,2461374.0776182524859,NULL,NULL);
INSERT INTO rcvfrom VALUES(2,1,2461374.0776186343282,NULL,NULL);
INSERT INTO rcvfrom VALUES(3,1,2461374.0776188424788,NULL,NULL);
CREATE TABLE user(
  uid INTEGER PRIMARY KEY,
  login TEXT UNIQUE,
  pw TEXT,
  cap TEXT,
  cookie TEXT,
  ipaddr TEXT,
  cexpire DATETIME,
  info TEXT,
  mtime DATE,
  photo BLOB,
  jx TEXT DEFAULT '{}'
);
INSERT INTO user VALUES(1,'tester','USwPqHLYC8','s',NULL,NULL,NULL,'',NULL,NULL,'{}');
INSERT INTO user VALUES(2,'anonymous','5CEC141251DE84CF','hmnc',NULL,NULL,NULL,'Anon',NULL,NULL,'{}');
INSERT INTO user VALUES(3,'nobody','','gjorz',NULL,NULL,NULL,'Nobody',NULL,NULL,'{}');
INSERT INTO user VALUES(4,'developer','','ei',NULL,NULL,NULL,'Dev',NULL,NULL,'{}');
INSERT INTO user VALUES(5,'reader','','kptw',NULL,NULL,NULL,'Reader',NULL,NULL,'{}');
CREATE TABLE config(
  name TEXT PRIMARY KEY NOT NULL,
  value CLOB,
  mtime DATE,
  CHECK( typeof(name)='text' AND length(name)>=1 )
);
INSERT INTO config VALUES('hash-policy','2',1795960306);
INSERT INTO config VALUES('content-schema','2',1795960306);
INSERT INTO config VALUES('aux-schema','2015-01-24',1795960306);
INSERT INTO config VALUES('rebuilt','2.21 [3c53b6364e] 2023-02-26 19:24:24 UTC',1795960306);
INSERT INTO config VALUES('admin-log','1',1795960306);
INSERT INTO config VALUES('access-log','1',1795960306);
INSERT INTO config VALUES('server-code','e6c72f73b3584ca8c947ace4f5dd8c73b8b3b501',1795960306);
INSERT INTO config VALUES('project-code','fdfb43bfd2e77a388a67660060038837b2c1f8d4',1795960306);
INSERT INTO config VALUES('autosync','1',1795960306);
INSERT INTO config VALUES('localauth','0',1795960306);
INSERT INTO config VALUES('timeline-plaintext','1',1795960306);
CREATE TABLE shun(
  uuid UNIQUE,
  mtime DATE,
  scom TEXT
);
CREATE TABLE private(rid INTEGER PRIMARY KEY);
CREATE TABLE reportfmt(
   rn INTEGER PRIMARY KEY,
   owner TEXT,
   title TEXT UNIQUE,
   mtime DATE,
   cols TEXT,
   sqlcode TEXT,
   jx TEXT DEFAULT '{}'
);
INSERT INTO reportfmt VALUES(1,NULL,'All Tickets',2440587.4999999999999,replace('#ffffff Key:\n#f2dcdc Active\n#e8e8e8 Review\n#cfe8bd Fixed\n#bde5d6 Tested\n#cacae5 Deferred\n#c8c8c8 Closed','\n',char(10)),replace('SELECT\n  CASE WHEN status IN (''Open'',''Verified'') THEN ''#f2dcdc''\n       WHEN status=''Review'' THEN ''#e8e8e8''\n       WHEN status=''Fixed'' THEN ''#cfe8bd''\n       WHEN status=''Tested'' THEN ''#bde5d6''\n       WHEN status=''Deferred'' THEN ''#cacae5''\n       ELSE ''#c8c8c8'' END AS ''bgcolor'',\n  substr(tkt_uuid,1,10) AS ''#'',\n  datetime(tkt_mtime) AS ''mtime'',\n  type,\n  status,\n  subsystem,\n  title\nFROM ticket','\n',char(10)),'{}');
CREATE TABLE concealed(
  hash TEXT PRIMARY KEY,
  mtime DATE,
  content TEXT
);
CREATE TABLE filename(
  fnid INTEGER PRIMARY KEY,
  name TEXT UNIQUE
);
INSERT INTO filename VALUES(1,'README.md');
INSERT INTO filename VALUES(2,'docs/guide.md');
INSERT INTO filename VALUES(3,'src/core/file1.c');
INSERT INTO filename VALUES(4,'src/core/file2.c');
INSERT INTO filename VALUES(5,'src/core/file3.c');
INSERT INTO filename VALUES(6,'src/main.c');
CREATE TABLE mlink(
  mid INTEGER,
  fid INTEGER,
  pmid INTEGER,
  pid INTEGER,
  fnid INTEGER REFERENCES filename,
  pfnid INTEGER,
  mperm INTEGER,
  isaux BOOLEAN DEFAULT 0
);
INSERT INTO mlink VALUES(7,2,1,0,1,0,0,0);
INSERT INTO mlink VALUES(7,3,1,0,2,0,0,0);
INSERT INTO mlink VALUES(7,4,1,0,3,0,0,0);
INSERT INTO mlink VALUES(7,5,1,0,4,0,0,0);
INSERT INTO mlink VALUES(7,6,1,0,5,0,0,0);
INSERT INTO mlink VALUES(10,8,7,2,1,0,0,0);
INSERT INTO mlink VALUES(10,9,7,0,6,0,0,0);
CREATE TABLE plink(
  pid INTEGER REFERENCES blob,
  cid INTEGER REFERENCES blob,
  isprim BOOLEAN,
  mtime DATETIME,
  baseid INTEGER REFERENCES blob,
  UNIQUE(pid, cid)
);
INSERT INTO plink VALUES(1,7,1,2461374.0776186347938,NULL);
INSERT INTO plink VALUES(7,10,1,2461374.0776188429443,NULL);
CREATE TABLE leaf(rid INTEGER PRIMARY KEY);
INSERT INTO leaf VALUES(10);
CREATE TABLE event(
  type TEXT,
  mtime DATETIME,
  objid INTEGER PRIMARY KEY,
  tagid INTEGER,
  uid INTEGER REFERENCES user,
  bgcolor TEXT,
  euser TEXT,
  user TEXT,
  ecomment TEXT,
  comment TEXT,
  brief TEXT,
  omtime DATETIME
);
INSERT INTO event VALUES('ci',2461374.0776182529517,1,NULL,NULL,NULL,NULL,'tester',NULL,'initial empty check-in',NULL,2461374.0776182529517);
INSERT INTO event VALUES('ci',2461374.0776186347938,7,NULL,NULL,NULL,NULL,'tester',NULL,'one',NULL,2461374.0776186347938);
INSERT INTO event VALUES('ci',2461374.0776188429443,10,NULL,NULL,NULL,NULL,'tester',NULL,'two',NULL,2461374.0776188429443);
CREATE TABLE phantom(
  rid INTEGER PRIMARY KEY
);
CREATE TABLE orphan(
  rid INTEGER PRIMARY KEY,
  baseline INTEGER
);
CREATE TABLE unclustered(
  rid INTEGER PRIMARY KEY
);
INSERT INTO unclustered VALUES(1);
INSERT INTO unclustered VALUES(2);
INSERT INTO unclustered VALUES(3);
INSERT INTO unclustered VALUES(4);
INSERT INTO unclustered VALUES(5);
INSERT INTO unclustered VALUES(6);
INSERT INTO unclustered VALUES(7);
INSERT INTO unclustered VALUES(8);
INSERT INTO unclustered VALUES(9);
INSERT INTO unclustered VALUES(10);
CREATE TABLE unsent(
  rid INTEGER PRIMARY KEY
);
INSERT INTO unsent VALUES(2);
INSERT INTO unsent VALUES(3);
INSERT INTO unsent VALUES(4);
INSERT INTO unsent VALUES(5);
INSERT INTO unsent VALUES(6);
INSERT INTO unsent VALUES(7);
INSERT INTO unsent VALUES(8);
INSERT INTO unsent VALUES(9);
INSERT INTO unsent VALUES(10);
CREATE TABLE tag(
  tagid INTEGER PRIMARY KEY,
  tagname TEXT UNIQUE
);
INSERT INTO tag VALUES(1,'bgcolor');
INSERT INTO tag VALUES(2,'comment');
INSERT INTO tag VALUES(3,'user');
INSERT INTO tag VALUES(4,'date');
INSERT INTO tag VALUES(5,'hidden');
INSERT INTO tag VALUES(6,'private');
INSERT INTO tag VALUES(7,'cluster');
INSERT INTO tag VALUES(8,'branch');
INSERT INTO tag VALUES(9,'closed');
INSERT INTO tag VALUES(10,'parent');
INSERT INTO tag VALUES(11,'note');
INSERT INTO tag VALUES(12,'sym-trunk');
CREATE TABLE tagxref(
  tagid INTEGER REFERENCES tag,
  tagtype INTEGER,
  srcid INTEGER REFERENCES blob,
  origid INTEGER REFERENCES blob,
  value TEXT,
  mtime TIMESTAMP,
  rid INTEGER REFERENCE blob,
  UNIQUE(rid, tagid)
);
INSERT INTO tagxref VALUES(8,2,1,1,'trunk',2461374.0776182524859,1);
INSERT INTO tagxref VALUES(12,2,1,1,NULL,2461374.0776182524859,1);
INSERT INTO tagxref VALUES(8,2,0,1,'trunk',2461374.0776182524859,7);
INSERT INTO tagxref VALUES(12,2,0,1,NULL,2461374.0776182524859,7);
INSERT INTO tagxref VALUES(8,2,0,1,'trunk',2461374.0776182524859,10);
INSERT INTO tagxref VALUES(12,2,0,1,NULL,2461374.0776182524859,10);
CREATE TABLE backlink(
  target TEXT,
  srctype INT,
  srcid INT,
  mtime TIMESTAMP,
  UNIQUE(target, srctype, srcid)
);
CREATE TABLE attachment(
  attachid INTEGER PRIMARY KEY,
  isLatest BOOLEAN DEFAULT 0,
  mtime TIMESTAMP,
  src TEXT,
  target TEXT,
  filename TEXT,
  comment TEXT,
  user TEXT
);
CREATE TABLE ticket(
  tkt_id INTEGER PRIMARY KEY,
  tkt_uuid TEXT UNIQUE,
  tkt_mtime DATE,
  tkt_ctime DATE,
  type TEXT,
  status TEXT,
  subsystem TEXT,
  priority TEXT,
  severity TEXT,
  foundin TEXT,
  private_contact TEXT,
  resolution TEXT,
  title TEXT,
  comment TEXT
);
CREATE TABLE ticketchng(
  tkt_id INTEGER REFERENCES ticket,
  tkt_rid INTEGER REFERENCES blob,
  tkt_mtime DATE,
  tkt_user TEXT,
  login TEXT,
  username TEXT,
  mimetype TEXT,
  icomment TEXT
);
CREATE TABLE cherrypick(
  parentid INT,
  childid INT,
  isExclude BOOLEAN DEFAULT false,
  PRIMARY KEY(parentid, childid)
) WITHOUT ROWID;
ANALYZE sqlite_schema;
INSERT INTO sqlite_stat1 VALUES('tagxref','tagxref_i1','2 1 1');
INSERT INTO sqlite_stat1 VALUES('tagxref','sqlite_autoindex_tagxref_1','2 2 1');
INSERT INTO sqlite_stat1 VALUES('plink','plink_i2','1 1 1');
INSERT INTO sqlite_stat1 VALUES('plink','sqlite_autoindex_plink_1','1 1 1');
INSERT INTO sqlite_stat1 VALUES('mlink','mlink_i4','5 5');
INSERT INTO sqlite_stat1 VALUES('mlink','mlink_i3','5 1');
INSERT INTO sqlite_stat1 VALUES('mlink','mlink_i2','5 1');
INSERT INTO sqlite_stat1 VALUES('mlink','mlink_i1','5 5');
CREATE INDEX delta_i1 ON delta(srcid);
CREATE INDEX mlink_i1 ON mlink(mid);
CREATE INDEX mlink_i2 ON mlink(fnid);
CREATE INDEX mlink_i3 ON mlink(fid);
CREATE INDEX mlink_i4 ON mlink(pid);
CREATE INDEX plink_i2 ON plink(cid,pid);
CREATE INDEX event_i1 ON event(mtime);
CREATE INDEX orphan_baseline ON orphan(baseline);
CREATE INDEX tagxref_i1 ON tagxref(tagid, mtime);
CREATE INDEX backlink_src ON backlink(srcid, srctype);
CREATE INDEX attachment_idx1 ON attachment(target, filename, mtime);
CREATE INDEX attachment_idx2 ON attachment(src);
CREATE INDEX ticketchng_idx1 ON ticketchng(tkt_id, tkt_mtime);
CREATE INDEX cherrypick_cid ON cherrypick(childid);
COMMIT;
