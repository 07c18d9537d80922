#if Tagged
  public import Tagged

  // The published library's `Tagged` trait: a `Tagged<Tag, RawValue>` (swift-tagged) is
  // stored, bound and compared as its raw value — `typealias ID = Tagged<Self, Int>` as a
  // table's key, `remindersListID: Tagged<RemindersList, Int>` as a column.

  extension Tagged: QueryDecodable where RawValue: QueryDecodable {
    public static var columnCount: Int { RawValue.columnCount }
    public static func _columnNames(named name: String) -> [String] { RawValue._columnNames(named: name) }
    public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
      RawValue._jsonValue(named: name, qualifier: qualifier)
    }
    public static func _jsonExtracted(_ value: QueryFragment) -> QueryFragment { RawValue._jsonExtracted(value) }
    public init(decoder: some QueryDecoder) throws {
      self.init(rawValue: try RawValue(decoder: decoder))
    }
  }

  extension Tagged: QueryExpression where RawValue: QueryBindable {
    public typealias QueryValue = Self
  }

  extension Tagged: QueryEncodable where RawValue: QueryBindable {}

  extension Tagged: QueryRepresentable where RawValue: QueryBindable {
    public typealias QueryOutput = Self
  }

  extension Tagged: QueryBindable where RawValue: QueryBindable {
    public var queryBinding: QueryBinding { rawValue.queryBinding }
  }
#endif
