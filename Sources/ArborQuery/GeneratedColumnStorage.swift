/// How SQLite keeps a generated column (`… AS (expression) STORED` or `VIRTUAL`), as
/// `@Column(generated: .stored)` declares it. Either way the column is read like any
/// other and never written: inserts, updates and `Draft` leave it out.
public enum GeneratedColumnStorage: Sendable {
  case virtual, stored
}
