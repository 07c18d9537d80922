import ArborCore
import ArborTerminal

/// Search hits as three-line list entries: highlighted title, snippet, ancestor path.
struct SearchHitSource: ListDataSource {
  let hits: [SearchHit]
  let theme: Theme
  /// The list's width: a hit's path is cut from the left to fit it.
  let width: Int

  var rowCount: Int { hits.count }

  func rows(in range: Range<Int>) -> [ListRow] {
    hits[range].map { hit in
      let highlight = theme[ThemeRole.highlight]
      var title = StyledLine(hit.isItem ? "• " : "▸ ", style: theme[ThemeRole.dim])
      title.spans +=
        StyledLine.marked(
          hit.title, open: SearchMarker.open, close: SearchMarker.close,
          style: theme[hit.isItem ? ThemeRole.normal : "category"], marked: highlight
        ).spans
      var snippet = StyledLine("  ", style: theme[ThemeRole.dim])
      let flat = hit.snippet.map { $0 == "\n" || $0 == "\r\n" || $0 == "\t" ? " " : $0 }
      snippet.spans +=
        StyledLine.marked(
          String(flat), open: SearchMarker.open, close: SearchMarker.close, style: theme[ThemeRole.dim],
          marked: highlight
        ).spans
      let path = StyledLine(
        "  " + (hit.path.isEmpty ? "(root)" : PathText.fitted(hit.path, width: max(width - 2, 1))), style: theme["path"]
      )
      return ListRow([title, snippet, path])
    }
  }
}
