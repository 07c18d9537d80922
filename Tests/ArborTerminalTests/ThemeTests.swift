import ArborTerminal
import Testing

@Suite struct ThemeTests {
  @Test func parsesColoursAttributesAndMonochromeFallbacks() throws {
    let entries = try Theme.parse(
      """
      # comment
      selection = fg=black bg=#005f87 bold ; mono=reverse,bold
      dim = fg=bright-black   # trailing comment
      accent = fg=208
      """)
    let selection = try #require(entries["selection"])
    #expect(selection.color == Style(foreground: .ansi(0), background: .rgb(0, 0x5F, 0x87), attributes: .bold))
    #expect(selection.monochrome == [.reverse, .bold])
    #expect(entries["dim"]?.color.foreground == .ansi(8))
    #expect(entries["dim"]?.monochrome == [])
    #expect(entries["accent"]?.color.foreground == .indexed(208))
  }

  @Test func errorsNameTheLine() {
    #expect(throws: Theme.ParseError(line: 2, message: "unknown colour `purpleish`")) {
      try Theme.parse("a = bold\nb = fg=purpleish")
    }
    #expect(throws: Theme.ParseError(line: 1, message: "unknown attribute `blink`")) {
      try Theme.parse("a = blink")
    }
  }

  @Test func resolvesForEachTerminal() throws {
    let entries = try Theme.parse("selection = fg=#ffffff bg=#005f87 bold ; mono=reverse")
    #expect(Theme(entries: entries, support: .trueColor)["selection"].background == .rgb(0, 0x5F, 0x87))
    #expect(Theme(entries: entries, support: .palette256)["selection"].background == .indexed(24))
    #expect(Theme(entries: entries, support: .ansi16)["selection"].background == .ansi(6))
    #expect(Theme(entries: entries, support: .monochrome)["selection"] == Style(attributes: .reverse))
    #expect(Theme(entries: entries, support: .palette256)["no-such-role"] == .plain)
  }

  @Test func detectsColourSupport() {
    #expect(ColorSupport.detect(colors: 256, directColor: false, environment: [:]) == .palette256)
    #expect(ColorSupport.detect(colors: 0x1000000, directColor: true, environment: [:]) == .trueColor)
    #expect(ColorSupport.detect(colors: 8, directColor: false, environment: [:]) == .ansi16)
    #expect(ColorSupport.detect(colors: 256, directColor: false, environment: ["NO_COLOR": "1"]) == .monochrome)
    #expect(ColorSupport.detect(colors: 256, directColor: false, environment: ["NO_COLOR": ""]) == .palette256)
    #expect(ColorSupport.detect(colors: 2, directColor: false, environment: [:]) == .monochrome)
  }
}
