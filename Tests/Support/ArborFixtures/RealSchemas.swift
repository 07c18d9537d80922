/// Schemas of programs whose own files are not kept in `RealFiles`, copied statement for
/// statement from what the program itself creates.
package enum RealSchemas {
  /// digiKam's core database's tables that hold albums and tags, as digiKam makes them.
  package static let digiKam = """
    CREATE TABLE AlbumRoots (id INTEGER PRIMARY KEY, label TEXT, status INTEGER NOT NULL, type INTEGER NOT NULL,
      identifier TEXT, specificPath TEXT, UNIQUE(identifier, specificPath));
    CREATE TABLE Albums (id INTEGER PRIMARY KEY, albumRoot INTEGER NOT NULL, relativePath TEXT NOT NULL, date DATE,
      caption TEXT, collection TEXT, icon INTEGER, modificationDate DATETIME, UNIQUE(albumRoot, relativePath));
    CREATE TABLE Images (id INTEGER PRIMARY KEY, album INTEGER, name TEXT NOT NULL, status INTEGER NOT NULL,
      category INTEGER NOT NULL, modificationDate DATETIME, fileSize INTEGER, uniqueHash TEXT, manualOrder INTEGER,
      UNIQUE (album, name));
    CREATE TABLE Tags (id INTEGER PRIMARY KEY, pid INTEGER, name TEXT NOT NULL, icon INTEGER, iconkde TEXT,
      UNIQUE (name, pid));
    CREATE TABLE TagsTree (id INTEGER NOT NULL, pid INTEGER NOT NULL, UNIQUE (id, pid));
    CREATE TRIGGER delete_album DELETE ON Albums BEGIN
      DELETE FROM Images WHERE Images.album = OLD.id;
    END;
    CREATE TRIGGER insert_tagstree AFTER INSERT ON Tags BEGIN
      INSERT INTO TagsTree SELECT NEW.id, NEW.pid UNION SELECT NEW.id, pid FROM TagsTree WHERE id = NEW.pid;
    END;
    """

  /// GO.db's schema (Bioconductor), statement for statement.
  package static let geneOntology = """
    CREATE TABLE metadata (name VARCHAR(80) PRIMARY KEY, value VARCHAR(255));
    CREATE TABLE go_ontology (ontology VARCHAR(9) PRIMARY KEY, term_type VARCHAR(18) NOT NULL UNIQUE);
    CREATE TABLE go_term (_id INTEGER PRIMARY KEY, go_id CHAR(10) NOT NULL UNIQUE, term VARCHAR(255) NOT NULL,
      ontology VARCHAR(9) NOT NULL, definition TEXT NULL, FOREIGN KEY (ontology) REFERENCES go_ontology (ontology));
    CREATE TABLE go_obsolete (go_id CHAR(10) PRIMARY KEY, term VARCHAR(255) NOT NULL, ontology VARCHAR(9) NOT NULL,
      definition TEXT NULL, FOREIGN KEY (ontology) REFERENCES go_ontology (ontology));
    CREATE TABLE go_synonym (_id INTEGER NOT NULL, synonym VARCHAR(255) NOT NULL, secondary CHAR(10) NULL,
      like_go_id SMALLINT, FOREIGN KEY (_id) REFERENCES go_term (_id));
    CREATE TABLE go_bp_parents (_id INTEGER NOT NULL, _parent_id INTEGER NOT NULL, relationship_type VARCHAR(7) NOT NULL,
      FOREIGN KEY (_id) REFERENCES go_term (_id), FOREIGN KEY (_parent_id) REFERENCES go_term (_id));
    CREATE TABLE go_cc_parents (_id INTEGER NOT NULL, _parent_id INTEGER NOT NULL, relationship_type VARCHAR(7) NOT NULL,
      FOREIGN KEY (_id) REFERENCES go_term (_id), FOREIGN KEY (_parent_id) REFERENCES go_term (_id));
    CREATE TABLE go_mf_parents (_id INTEGER NOT NULL, _parent_id INTEGER NOT NULL, relationship_type VARCHAR(7) NOT NULL,
      FOREIGN KEY (_id) REFERENCES go_term (_id), FOREIGN KEY (_parent_id) REFERENCES go_term (_id));
    CREATE TABLE go_bp_offspring (_id INTEGER NOT NULL, _offspring_id INTEGER NOT NULL,
      FOREIGN KEY (_id) REFERENCES go_term (_id), FOREIGN KEY (_offspring_id) REFERENCES go_term (_id));
    CREATE TABLE go_cc_offspring (_id INTEGER NOT NULL, _offspring_id INTEGER NOT NULL,
      FOREIGN KEY (_id) REFERENCES go_term (_id), FOREIGN KEY (_offspring_id) REFERENCES go_term (_id));
    CREATE TABLE go_mf_offspring (_id INTEGER NOT NULL, _offspring_id INTEGER NOT NULL,
      FOREIGN KEY (_id) REFERENCES go_term (_id), FOREIGN KEY (_offspring_id) REFERENCES go_term (_id));
    CREATE TABLE map_counts (map_name VARCHAR(80) PRIMARY KEY, count INTEGER NOT NULL);
    CREATE TABLE map_metadata (map_name VARCHAR(80) NOT NULL, source_name VARCHAR(80) NOT NULL,
      source_url VARCHAR(255) NOT NULL, source_date VARCHAR(20) NOT NULL);
    CREATE INDEX Fgo_bp_parents ON go_bp_parents (_id);
    CREATE INDEX Fgo_cc_parents ON go_cc_parents (_id);
    CREATE INDEX Fgo_mf_parents ON go_mf_parents (_id);
    CREATE INDEX Fgo_bp_offspring ON go_bp_offspring (_id);
    CREATE INDEX Fgo_cc_offspring ON go_cc_offspring (_id);
    CREATE INDEX Fgo_mf_offspring ON go_mf_offspring (_id);
    CREATE INDEX Fgo_synonym ON go_synonym (_id);
    """
}
