/// OSC 52, the escape sequence that sets the clipboard of the terminal on the user's
/// side of any number of SSH hops.
public enum Clipboard {
  /// Terminals cap what they accept (xterm: about 100 KB of base64); longer text is cut.
  public static let limit = 74_000

  /// `ESC ] 52 ; c ; <base64> BEL` for `text` (its first `limit` bytes, whole characters).
  public static func sequence(for text: String) -> String {
    var bytes: [UInt8] = []
    for character in text {
      let utf8 = Array(character.utf8)
      if bytes.count + utf8.count > limit { break }
      bytes += utf8
    }
    return "\u{1B}]52;c;" + base64(bytes) + "\u{07}"
  }

  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
      for position in 0..<4 {
        output.append(
          position <= chunk.count ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 63)] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}
