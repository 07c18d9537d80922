/// Several reads that belong together, made in one transaction so they agree with each
/// other, and observed as one value by `Fetch`:
///
/// ```swift
/// struct DashboardRequest: FetchKeyRequest {
///   struct Value: Sendable { let total: Int; let open: [Reminder] }
///   func fetch(_ db: Database) throws -> Value {
///     try Value(total: Reminder.count().fetchOne(db) ?? 0, open: Reminder.where { !$0.isCompleted }.fetchAll(db))
///   }
/// }
/// ```
///
/// Everything `fetch` reads decides which commits refresh it, raw GRDB fetches included.
/// When `Value` is `Equatable`, a refresh that finds the same value notifies no one;
/// otherwise every refresh after a commit to what it read notifies.
public protocol FetchKeyRequest<Value>: Sendable {
  associatedtype Value: Sendable
  func fetch(_ db: Database) throws -> Value
}
