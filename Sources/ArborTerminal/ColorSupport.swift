/// What colours the terminal can show, from its terminfo entry and the environment.
public enum ColorSupport: String, Hashable, Sendable, Comparable {
  /// `NO_COLOR` is set, or the terminal has no colours: bold, dim, underline, reverse only.
  case monochrome
  /// 8 or 16 colours.
  case ansi16
  case palette256
  /// 24-bit colour, when the terminfo entry says so (the RGB capability, `*-direct`).
  case trueColor

  public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool {
    let order: [ColorSupport] = [.monochrome, .ansi16, .palette256, .trueColor]
    return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
  }

  /// Decides from the colour count terminfo reports, whether it has direct colour, and
  /// the environment (`NO_COLOR` with any non-empty value turns colour off).
  public static func detect(colors: Int, directColor: Bool, environment: [String: String]) -> ColorSupport {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    if directColor && colors >= 0x1000000 { return .trueColor }
    if colors >= 256 { return .palette256 }
    if colors >= 8 { return .ansi16 }
    return .monochrome
  }

  /// `color` as the nearest one this terminal can show (nil: use the default colour).
  public func fit(_ color: Color) -> Color {
    switch (self, color) {
    case (.monochrome, _): return .terminalDefault
    case (_, .terminalDefault): return color
    case (.trueColor, _): return color
    case (.palette256, .rgb(let r, let g, let b)): return .indexed(Self.nearestIndexed(r, g, b))
    case (.palette256, _): return color
    case (.ansi16, .rgb(let r, let g, let b)): return .ansi(Self.nearestANSI(r, g, b))
    case (.ansi16, .indexed(let index)): return .ansi(Self.ansi(forIndexed: index))
    case (.ansi16, .ansi): return color
    }
  }

  static func nearestIndexed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    func level(_ value: UInt8) -> Int {
      value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
    }
    let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
    // Greys have their own finer ramp.
    if r == g && g == b {
      if r < 8 { return 16 }
      if r > 238 { return 231 }
      return UInt8(232 + (Int(r) - 8) / 10)
    }
    return UInt8(cube)
  }

  static func nearestANSI(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    let bright = max(r, g, b) > 170
    let threshold: UInt8 = bright ? 128 : 64
    let index = (r >= threshold ? 1 : 0) | (g >= threshold ? 2 : 0) | (b >= threshold ? 4 : 0)
    return UInt8(index) + (bright && index != 0 ? 8 : 0)
  }

  static func ansi(forIndexed index: UInt8) -> UInt8 {
    if index < 16 { return index }
    if index >= 232 { return index < 244 ? 8 : 7 }
    let cube = Int(index) - 16
    let (r, g, b) = (cube / 36, (cube / 6) % 6, cube % 6)
    let scale: (Int) -> UInt8 = { $0 == 0 ? 0 : UInt8(55 + 40 * $0) }
    return nearestANSI(scale(r), scale(g), scale(b))
  }
}
