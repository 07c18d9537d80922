/// The roles the toolkit's widgets draw with; programs add their own names freely.
public enum ThemeRole {
  public static let normal = "normal"
  public static let border = "border"
  public static let borderFocused = "border-focused"
  public static let title = "title"
  public static let selection = "selection"
  public static let selectionUnfocused = "selection-unfocused"
  public static let dim = "dim"
  public static let highlight = "highlight"
  public static let status = "status"
  public static let statusKey = "status-key"
  public static let dialog = "dialog"
  public static let error = "error"
  public static let field = "field"
}
