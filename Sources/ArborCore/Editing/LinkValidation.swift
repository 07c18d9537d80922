import Foundation

/// What arbor accepts as a link: an absolute URL with a scheme and something after it.
public enum LinkValidation {
  public static func url(_ text: String) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty,
      scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }),
      trimmed.count > scheme.count + 1
    else { return nil }
    return url
  }
}
