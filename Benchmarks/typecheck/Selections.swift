@Table struct Row { let id: Int; var parentID: Int; var title = "" }
@Selection struct Pair { let id: Int; let title: String }
func selections(_ db: Database) throws -> [Pair] {
  let (k1, k2, k3, k4, k5, k6, k7) = (1, 2, 3, 4, 5, 6, 7)
  let s = Row.all
  let one = s.select { $0.id + 1 }
  let three = s.select { ($0.id, $0.id + 1, $0.id + 2) }
  let five = s.select { ($0.id, $0.id + 1, $0.id + 2, $0.id + 3, $0.id + 4) }
  let seven = s.select { ($0.id, $0.id + 1, $0.id + 2, $0.id + 3, $0.id + 4, $0.id + 5, $0.id + 6) }
  let eightNamed = s.select { ($0.id, $0.id + k1, $0.id + k2, $0.id + k3, $0.id + k4, $0.id + k5, $0.id + k6, $0.id + k7) }
  let labeledFour = s.select { (a: $0.id, b: $0.id + 1, c: $0.id + 2, d: $0.id + 3) }
  let nested = s.select { _ in Row.all.select { $0.id + 1 } }
  let nestedTwice = s.select { _ in Row.all.select { _ in Row.all.select { $0.id + 1 } } }
  let subqueryInTuple = s.select { ($0.id, Row.where { $0.parentID > 0 }.select { $0.id.count() }) }
  _ = (one, three, five, seven, eightNamed, labeledFour, nested, nestedTwice, subqueryInTuple)
  return try s.limit(3).select { Pair.Columns(id: $0.id, title: $0.title) }.fetchAll(db)
}
