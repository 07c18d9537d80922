/// Reads RFC 4180 CSV: fields separated by commas, optionally double-quoted; a quoted
/// field may hold commas, doubled quotes and line breaks. Each record remembers the line
/// it starts on, for error messages.
struct CSVReader {
  struct Record {
    var line: Int
    var fields: [String]
  }

  struct SyntaxError: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  static func records(_ text: String) throws -> [Record] {
    var records: [Record] = []
    var fields: [String] = []
    var field = ""
    var inQuotes = false
    var afterQuote = false
    var line = 1
    var recordLine = 1
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    // A byte-order mark at the start is not part of the first header name.
    var first = true

    func endRecord() {
      fields.append(field)
      field = ""
      // A blank line is not a record.
      if !(fields.count == 1 && fields[0].isEmpty) {
        records.append(Record(line: recordLine, fields: fields))
      }
      fields = []
    }

    while let scalar = pending ?? scalars.next() {
      pending = nil
      if first {
        first = false
        if scalar == "\u{FEFF}" { continue }
      }
      if inQuotes {
        if scalar == "\"" {
          if let next = scalars.next() {
            if next == "\"" {
              field.unicodeScalars.append("\"")
            } else {
              inQuotes = false
              afterQuote = true
              pending = next
            }
          } else {
            inQuotes = false
          }
        } else {
          if scalar == "\n" { line += 1 }
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case ",":
        fields.append(field)
        field = ""
        afterQuote = false
      case "\r":
        // \r\n ends a record once; a lone \r too.
        if let next = scalars.next(), next != "\n" { pending = next }
        endRecord()
        line += 1
        recordLine = line
        afterQuote = false
      case "\n":
        endRecord()
        line += 1
        recordLine = line
        afterQuote = false
      case "\"":
        if field.isEmpty && !afterQuote {
          inQuotes = true
        } else {
          throw SyntaxError(
            line: line, message: "a quote inside an unquoted field (quote the whole field and double the quote)")
        }
      default:
        if afterQuote {
          throw SyntaxError(line: line, message: "text after a closing quote")
        }
        field.unicodeScalars.append(scalar)
      }
    }
    if inQuotes { throw SyntaxError(line: recordLine, message: "a quoted field is never closed") }
    if !field.isEmpty || !fields.isEmpty { endRecord() }
    return records
  }
}
