import ArborTerminal
import Testing

@Suite struct TextFieldTests {
  func type(_ text: String, into field: inout TextField) {
    for character in text { _ = field.handle(.character(character)) }
  }

  @Test func insertDeleteAndMove() {
    var field = TextField()
    type("hello world", into: &field)
    #expect(field.text == "hello world")
    _ = field.handle(.backspace)
    #expect(field.text == "hello worl")
    _ = field.handle(.home)
    _ = field.handle(.delete)
    #expect(field.text == "ello worl")
    #expect(field.cursor == 0)
    _ = field.handle(.end)
    _ = field.handle(.left)
    type("X", into: &field)
    #expect(field.text == "ello worXl")
  }

  @Test func wordMotionsAndKills() {
    var field = TextField(text: "alpha beta-gamma delta")
    _ = field.handle(.alt("b"))
    #expect(field.cursor == 17)
    _ = field.handle(Key(.left, .ctrl))
    #expect(field.cursor == 11)
    _ = field.handle(.ctrl("w"))
    #expect(field.text == "alpha gamma delta")
    _ = field.handle(.alt("f"))
    #expect(field.cursor == 11)
    _ = field.handle(.ctrl("k"))
    #expect(field.text == "alpha gamma")
    _ = field.handle(.ctrl("a"))
    _ = field.handle(.alt("d"))
    #expect(field.text == " gamma")
    _ = field.handle(.ctrl("e"))
    _ = field.handle(.ctrl("u"))
    #expect(field.text == "")
  }

  @Test func historyRecallsAndRestoresTheDraft() {
    var field = TextField()
    type("first", into: &field)
    #expect(field.handle(.enter) == .submitted("first"))
    field.setText("")
    type("second", into: &field)
    _ = field.handle(.enter)
    field.setText("")
    type("dra", into: &field)
    _ = field.handle(.up)
    #expect(field.text == "second")
    _ = field.handle(.up)
    #expect(field.text == "first")
    _ = field.handle(.up)
    #expect(field.text == "first")
    _ = field.handle(.down)
    _ = field.handle(.down)
    #expect(field.text == "dra")
  }

  @Test func pasteFlattensLines() {
    var field = TextField()
    field.insert("a\nb\r\nc")
    #expect(field.text == "a b c")
  }

  @Test func escapeCancelsAndUnknownKeysAreIgnored() {
    var field = TextField(text: "x")
    #expect(field.handle(.escape) == .cancelled)
    #expect(field.handle(Key(.function(5))) == .ignored)
  }
}
