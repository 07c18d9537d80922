// The built-in keymap.conf, compiled into the binary: a copied `arbor` needs no files beside
// it. Files on disk (the user's configuration) only override it.
extension ArborResources {
  /// The default keymap (`arbor defaults keymap` prints it).
  static let keymapConf = ##"""
# arbor's keys. `arbor defaults keymap > ~/.config/arbor/keymap.conf`, then change what you like:
# each line is `action = key, key, ... ; help text`. Keys: a character, Space, Enter,
# Esc, Tab, Backspace, Delete, Up, Down, Left, Right, Home, End, PgUp, PgDn, F1-F12,
# with Ctrl-, Alt- or Shift- in front. A key given to one action is taken from the others.

up           = Up, k, Ctrl-p         ; Move up
down         = Down, j, Ctrl-n       ; Move down
page-up      = PgUp, Ctrl-b          ; Page up
page-down    = PgDn, Ctrl-f, Space   ; Page down
top          = g, Home               ; First row
bottom       = G, End                ; Last row
expand       = Enter, Right, l       ; Open a category (again: go into it); show an item
collapse     = Left, h               ; Close a category, or go to its parent
search       = /                     ; Search names, titles, notes and tags
back         = Esc                   ; Back: close search, leave the detail pane
focus-next   = Tab                   ; Switch between the tree and the detail pane
refresh      = Ctrl-l                ; Re-read everything from the database
add-child    = a                     ; Add a category inside the selected one
add-sibling  = A                     ; Add a category after the selected one
add-item     = i                     ; Add an item to the selected category
edit         = e                     ; Edit: rename a category, or an item's fields
rename       = r                     ; Rename a category
notes        = n                     ; Edit the notes in $EDITOR
status       = x                     ; Item status: todo → doing → done
attachments  = @                     ; An item's attachments (add, edit, delete)
move         = m                     ; Move a category: choose the new parent, Enter
move-up      = K                     ; Move a category up among its siblings
move-down    = J                     ; Move a category down among its siblings
delete       = d, Delete             ; Delete (asks first)
undo         = u                     ; Undo
redo         = Ctrl-r                ; Redo
help         = ?, F1                 ; This help
copy         = y                     ; Copy the name to the clipboard (OSC 52: works over SSH)
copy-path    = Y                     ; Copy the path to the clipboard
toggle-mouse = Ctrl-t                ; Mouse on/off (off lets the terminal select text)
quit         = q                     ; Quit
"""##
}
