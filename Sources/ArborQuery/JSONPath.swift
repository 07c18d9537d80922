/// A place inside a JSON document, written as a key path from the document's Swift type:
/// `\.latitude`, `\.[0]`, `\.links[1].homepage`. The key path is applied to the document's
/// root path (`$`), and each step appends itself, so `\.links[1]` is `$."links"[1]`.
///
/// Members are a `@Selection`'s or `@Table`'s fields, by property name (what `Codable`
/// encodes them as); indexes are array elements. The path text is always
/// a bound value, never spliced into the SQL.
public typealias JSONPath<Value> = _JSONPlace<Value, JSONPresent>

/// A place of a `JSONPath`. `Presence` says whether a document of the right type always
/// has it (`JSONPresent`: its fields) or may not (`JSONMayBeMissing`: past an array index),
/// so what `jsonExtract` reads there is optional exactly when it can be NULL.
@dynamicMemberLookup
public struct _JSONPlace<Value, Presence>: Hashable, Sendable {
  /// SQLite's path text: `$`, `$."name"`, `$[0]`.
  public let path: String

  init(path: String) { self.path = path }

  func appending<Member>(member name: String) -> _JSONPlace<Member, Presence> {
    // Quoted, so dots, brackets and spaces in a name are part of it, not path syntax.
    _JSONPlace<Member, Presence>(path: path + ".\"" + name.replacingOccurrences(of: "\"", with: "\\\"") + "\"")
  }

  func appending<Element>(index: Int) -> _JSONPlace<Element, JSONMayBeMissing> {
    _JSONPlace<Element, JSONMayBeMissing>(path: path + "[" + String(index) + "]")
  }
}

/// A place every document of its type has.
public enum JSONPresent {}
/// A place a document may lack (an array element by index).
public enum JSONMayBeMissing {}

extension _JSONPlace where Presence == JSONPresent {
  /// The whole document.
  static var root: Self { Self(path: "$") }
}

extension _JSONPlace where Value: Selection {
  /// A field of a `@Selection` stored as a JSON object.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.GroupColumns, TableColumn<Value, Member>>
  ) -> _JSONPlace<Member, Presence> {
    appending(member: Value._jsonKey(forColumn: Value.GroupColumns(qualifier: "")[keyPath: keyPath].name))
  }
}

extension _JSONPlace where Value: Table {
  /// A column of a `@Table` row stored as a JSON object.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.TableColumns, TableColumn<Value, Member>>
  ) -> _JSONPlace<Member, Presence> {
    appending(member: Value._jsonKey(forColumn: Value.columns[keyPath: keyPath].name))
  }
}

extension _JSONPlace where Value: _JSONStored, Value._JSONRoot: Selection {
  /// A field of a `@Selection` whose column stores it as JSON (`@Column(as: T.JSONRepresentation.self)`).
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value._JSONRoot.GroupColumns, TableColumn<Value._JSONRoot, Member>>
  ) -> _JSONPlace<Member, Presence> {
    appending(
      member: Value._JSONRoot._jsonKey(forColumn: Value._JSONRoot.GroupColumns(qualifier: "")[keyPath: keyPath].name))
  }
}

extension _JSONPlace where Value: _OptionalJSONDocument, Value._WrappedJSONRoot: Selection {
  /// A field of an object stored as JSON that may be null (`@Column(as: T.JSONRepresentation?.self)`):
  /// a place a document may lack.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value._WrappedJSONRoot.GroupColumns, TableColumn<Value._WrappedJSONRoot, Member>>
  ) -> _JSONPlace<Member, JSONMayBeMissing> {
    let name = Value._WrappedJSONRoot.GroupColumns(qualifier: "")[keyPath: keyPath].name
    return _JSONPlace<Member, JSONMayBeMissing>(path: path).appending(
      member: Value._WrappedJSONRoot._jsonKey(forColumn: name))
  }
}

extension _JSONPlace where Value: _JSONStored, Value._JSONRoot: _JSONCollection, Value._JSONRoot._JSONEachKey == Int {
  /// An element of a stored array.
  public subscript(_ index: Int) -> _JSONPlace<Value._JSONRoot._JSONEachElement, JSONMayBeMissing> {
    appending(index: index)
  }
}

extension _JSONPlace where Value: _JSONCollection, Value._JSONEachKey == Int {
  /// An element of an array.
  public subscript(_ index: Int) -> _JSONPlace<Value._JSONEachElement, JSONMayBeMissing> {
    appending(index: index)
  }
}

/// A Swift type a column holds as one JSON document: `T.JSONRepresentation` (its root is
/// `T`), and the arrays `jsonGroupArray` selects. Paths into it start at `_JSONRoot`.
public protocol _JSONDocument {
  associatedtype _JSONRoot
}

/// A value stored as JSON by a representation: a path steps through it into the value.
public protocol _JSONStored: _JSONDocument {}

extension _CodableJSONRepresentation: _JSONStored {
  public typealias _JSONRoot = Value
}

extension _CodableJSONBRepresentation: _JSONStored {
  public typealias _JSONRoot = Value
}

extension Array: _JSONDocument {
  public typealias _JSONRoot = Self
}

/// A JSON container `json_each` walks: arrays (keys are positions) and objects with text
/// keys (`[String: T]`). `_JSONEachElement` is the Swift type of one element.
public protocol _JSONCollection {
  associatedtype _JSONEachKey: QueryBindable where _JSONEachKey.QueryOutput == _JSONEachKey
  associatedtype _JSONEachElement
}

extension Array: _JSONCollection {
  public typealias _JSONEachKey = Int
  public typealias _JSONEachElement = Element
}

extension Dictionary: _JSONCollection where Key == String {
  public typealias _JSONEachKey = String
  public typealias _JSONEachElement = Value
}

/// A representation whose value a JSON document holds in the value's own `Codable` form,
/// not as the column stores it: `UUID.BytesRepresentation` is 16 bytes in a column and
/// text in JSON, `Date.UnixTimeRepresentation` a number in a column and date text in JSON.
/// A path to such a field of a document reads the value's own type (`UUID`, `Date`), as
/// the published library's paths do; read as the representation, it would fail or
/// compare bytes with text.
public protocol _ValueInJSON: _Representation where QueryOutput: QueryBindable {}

extension _JSONPlace where Value: Selection {
  public subscript<Member: _ValueInJSON>(
    dynamicMember keyPath: KeyPath<Value.GroupColumns, TableColumn<Value, Member>>
  ) -> _JSONPlace<Member.QueryOutput, Presence> {
    appending(member: Value._jsonKey(forColumn: Value.GroupColumns(qualifier: "")[keyPath: keyPath].name))
  }

  public subscript<Member: _ValueInJSON>(
    dynamicMember keyPath: KeyPath<Value.GroupColumns, TableColumn<Value, Member?>>
  ) -> _JSONPlace<Member.QueryOutput?, Presence> {
    appending(member: Value._jsonKey(forColumn: Value.GroupColumns(qualifier: "")[keyPath: keyPath].name))
  }
}

extension _JSONPlace where Value: Table {
  public subscript<Member: _ValueInJSON>(
    dynamicMember keyPath: KeyPath<Value.TableColumns, TableColumn<Value, Member>>
  ) -> _JSONPlace<Member.QueryOutput, Presence> {
    appending(member: Value._jsonKey(forColumn: Value.columns[keyPath: keyPath].name))
  }

  public subscript<Member: _ValueInJSON>(
    dynamicMember keyPath: KeyPath<Value.TableColumns, TableColumn<Value, Member?>>
  ) -> _JSONPlace<Member.QueryOutput?, Presence> {
    appending(member: Value._jsonKey(forColumn: Value.columns[keyPath: keyPath].name))
  }
}

extension _JSONPlace where Value: _JSONStored, Value._JSONRoot: Selection {
  public subscript<Member: _ValueInJSON>(
    dynamicMember keyPath: KeyPath<Value._JSONRoot.GroupColumns, TableColumn<Value._JSONRoot, Member>>
  ) -> _JSONPlace<Member.QueryOutput, Presence> {
    appending(
      member: Value._JSONRoot._jsonKey(forColumn: Value._JSONRoot.GroupColumns(qualifier: "")[keyPath: keyPath].name))
  }

  public subscript<Member: _ValueInJSON>(
    dynamicMember keyPath: KeyPath<Value._JSONRoot.GroupColumns, TableColumn<Value._JSONRoot, Member?>>
  ) -> _JSONPlace<Member.QueryOutput?, Presence> {
    appending(
      member: Value._JSONRoot._jsonKey(forColumn: Value._JSONRoot.GroupColumns(qualifier: "")[keyPath: keyPath].name))
  }
}

extension _JSONPlace where Value: _OptionalJSONDocument, Value._WrappedJSONRoot: Selection {
  public subscript<Member: _ValueInJSON>(
    dynamicMember keyPath: KeyPath<Value._WrappedJSONRoot.GroupColumns, TableColumn<Value._WrappedJSONRoot, Member>>
  ) -> _JSONPlace<Member.QueryOutput, JSONMayBeMissing> {
    let name = Value._WrappedJSONRoot.GroupColumns(qualifier: "")[keyPath: keyPath].name
    return _JSONPlace<Member.QueryOutput, JSONMayBeMissing>(path: path).appending(
      member: Value._WrappedJSONRoot._jsonKey(forColumn: name))
  }
}
