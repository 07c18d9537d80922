import Foundation
import GRDB
import GRDBSQLite

// `$name.install(handle)`: registration on a raw SQLite connection, the published
// library's spelling, for code that holds an `sqlite3 *` (GRDB hands one out as
// `db.sqliteConnection`). With GRDB, `db.add(function:)` does the same.

extension ScalarDatabaseFunction {
  /// Registers the function on `connection`; SQLite keeps it until the connection closes
  /// or another function of the same name and argument count replaces it.
  public func install(_ connection: OpaquePointer) {
    let box = Unmanaged.passRetained(FunctionBox(scalar: self)).toOpaque()
    sqlite3_create_function_v2(
      connection, name, Int32(argumentCount), functionFlags(deterministic: isDeterministic), box,
      { context, count, values in
        let box = Unmanaged<FunctionBox>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
        box.call(context, arguments(count, values))
      },
      nil, nil,
      { box in Unmanaged<FunctionBox>.fromOpaque(box!).release() })
  }
}

extension AggregateDatabaseFunction {
  /// Registers the aggregate on `connection`.
  public func install(_ connection: OpaquePointer) {
    let box = Unmanaged.passRetained(AggregateBox(self) as AnyAggregateBox).toOpaque()
    sqlite3_create_function_v2(
      connection, name, Int32(argumentCount), functionFlags(deterministic: isDeterministic), box, nil,
      { context, count, values in
        let box = Unmanaged<AnyAggregateBox>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
        box.step(context, arguments(count, values))
      },
      { context in
        let box = Unmanaged<AnyAggregateBox>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
        box.finish(context)
      },
      { box in Unmanaged<AnyAggregateBox>.fromOpaque(box!).release() })
  }
}

private func functionFlags(deterministic: Bool) -> Int32 {
  SQLITE_UTF8 | (deterministic ? SQLITE_DETERMINISTIC : 0)
}

/// The arguments as GRDB values, so `DatabaseValuesDecoder` reads them as `db.add` does.
private func arguments(_ count: Int32, _ values: UnsafeMutablePointer<OpaquePointer?>?) -> [DatabaseValue] {
  (0..<Int(count)).map { index in
    guard let value = values?[index] else { return .null }
    switch sqlite3_value_type(value) {
    case SQLITE_INTEGER: return sqlite3_value_int64(value).databaseValue
    case SQLITE_FLOAT: return sqlite3_value_double(value).databaseValue
    case SQLITE_TEXT:
      // By its byte count: text may hold NUL characters.
      guard let text = sqlite3_value_text(value) else { return "".databaseValue }
      let buffer = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
      return String(decoding: buffer, as: UTF8.self).databaseValue
    case SQLITE_BLOB:
      let length = Int(sqlite3_value_bytes(value))
      guard let bytes = sqlite3_value_blob(value), length > 0 else { return Data().databaseValue }
      return Data(bytes: bytes, count: length).databaseValue
    default: return .null
    }
  }
}

/// Hands a Swift result (or error) to SQLite.
private func setResult(_ context: OpaquePointer?, _ result: () throws -> QueryBinding, name: String) {
  do {
    switch try result() {
    case .null: sqlite3_result_null(context)
    case .integer(let value): sqlite3_result_int64(context, value)
    case .real(let value): sqlite3_result_double(context, value)
    case .text(let value): sqlite3_result_text(context, value, -1, SQLITE_TRANSIENT)
    case .blob(let bytes):
      bytes.withUnsafeBytes { sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), SQLITE_TRANSIENT) }
    case .invalid(let error): sqlite3_result_error(context, "\(name): \(error.message)", -1)
    }
  } catch {
    sqlite3_result_error(context, functionFailure(error, name: name), -1)
  }
}

/// What SQLite reports when a Swift function throws: the error's own words where it has
/// them (`LocalizedError`, as the published library reports it), else the function's name
/// and the error.
func functionFailure(_ error: any Error, name: String) -> String {
  if let described = (error as? any LocalizedError)?.errorDescription { return described }
  return "\(name): \(error)"
}

private final class FunctionBox {
  let scalar: any ScalarDatabaseFunction
  init(scalar: any ScalarDatabaseFunction) { self.scalar = scalar }

  func call(_ context: OpaquePointer?, _ values: [DatabaseValue]) {
    setResult(context, { try scalar.invoke(DatabaseValuesDecoder(values)) }, name: scalar.name)
  }
}

/// Type-erased so the C callbacks, which cannot be generic, reach the function's own
/// element type through a class method.
private class AnyAggregateBox {
  func step(_ context: OpaquePointer?, _ values: [DatabaseValue]) {}
  func finish(_ context: OpaquePointer?) {}
}

private final class AggregateBox<Function: AggregateDatabaseFunction>: AnyAggregateBox {
  final class Group {
    var elements: [Function.Element] = []
    var failure: (any Error)?
  }

  let function: Function
  init(_ function: Function) { self.function = function }

  /// The slot in SQLite's per-group memory that holds the group's state as a retained
  /// pointer; `nil` at the end of a group no row was stepped in (`create` false).
  private func slot(_ context: OpaquePointer?, create: Bool) -> UnsafeMutablePointer<UnsafeMutableRawPointer?>? {
    let size = create ? Int32(MemoryLayout<UnsafeMutableRawPointer?>.size) : 0
    return sqlite3_aggregate_context(context, size)?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
  }

  override func step(_ context: OpaquePointer?, _ values: [DatabaseValue]) {
    guard let slot = slot(context, create: true) else { return }
    let group: Group
    if let existing = slot.pointee {
      group = Unmanaged<Group>.fromOpaque(existing).takeUnretainedValue()
    } else {
      group = Group()
      slot.pointee = Unmanaged.passRetained(group).toOpaque()
    }
    guard group.failure == nil else { return }
    do {
      group.elements.append(try function.decodeElement(DatabaseValuesDecoder(values)))
    } catch {
      group.failure = error
    }
  }

  override func finish(_ context: OpaquePointer?) {
    // Taken back (retain released) once: the group ends here.
    var group: Group?
    if let slot = slot(context, create: false), let pointer = slot.pointee {
      group = Unmanaged<Group>.fromOpaque(pointer).takeRetainedValue()
      slot.pointee = nil
    }
    if let failure = group?.failure {
      sqlite3_result_error(context, functionFailure(failure, name: function.name), -1)
      return
    }
    setResult(context, { try function.invoke(group?.elements ?? []) }, name: function.name)
  }
}
