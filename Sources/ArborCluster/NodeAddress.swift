/// A node's `HOST:PORT` as a person types it, checked before anything listens or connects:
/// dqlite takes what it cannot read without a word (a port of 99999 listened on 34463, no
/// port on 8080) and a node stores its address as its identity, so a mistake would stay.
public enum NodeAddress {
  /// What is wrong with `text` as `HOST:PORT`, in words; nil when it can be served.
  public static func problem(in text: String) -> String? {
    guard let colon = text.lastIndex(of: ":") else {
      return "“\(text)” has no port: write HOST:PORT, e.g. 127.0.0.1:9001"
    }
    var host = text[..<colon]
    let port = text[text.index(after: colon)...]
    if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
    guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || $0 == "/" }) else {
      return "“\(text)” names no host: write HOST:PORT, e.g. 127.0.0.1:9001"
    }
    guard !port.isEmpty, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) else {
      return "“\(text)”: the port “\(port)” is not a number from 1 to 65535"
    }
    guard let number = Int(port), (1...65_535).contains(number) else {
      return "“\(text)”: the port \(port) is not from 1 to 65535"
    }
    return nil
  }
}
