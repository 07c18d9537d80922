// The built-in keymap.conf, compiled into the binary: a copied `arbor` needs no files beside
// it. Files on disk (the user's configuration) only override it.
extension ArborResources {
  /// The default keymap (`arbor defaults keymap` prints it).
  static let keymapConf = ##"""
    # arbor's keys. `arbor defaults keymap > ~/.config/arbor/keymap.conf`, then change what you like:
    # each line is `action = key, key, ... ; help text`. Keys: a character, Space, Enter,
    # Esc, Tab, Backspace, Delete, Up, Down, Left, Right, Home, End, PgUp, PgDn, F1-F12,
    # with Ctrl-, Alt- or Shift- in front. A key given to one action is taken from the others
    # of its section. A `[section]` holds the keys of a dialog or mode; in text fields, keys
    # that type text always type it, and the editing keys are readline's (Ctrl-a, Ctrl-e,
    # Ctrl-w, Ctrl-u, Ctrl-k, Alt-b, Alt-f).

    up           = Up, k, Ctrl-p         ; Move up
    down         = Down, j, Ctrl-n       ; Move down
    page-up      = PgUp, Ctrl-b          ; Page up
    page-down    = PgDn, Ctrl-f          ; Page down
    mark         = Space                 ; Mark the node (again: unmark) and go down: d, m, E act on every marked one
    top          = g, Home               ; First row
    bottom       = G, End                ; Last row
    expand       = Enter, Right, l       ; Open a node (again: go into it)
    collapse     = Left, h               ; Close a node, or go to its parent
    expand-all   = *                     ; Open every node below the selected one
    collapse-all = -                     ; Close every node below the selected one
    search       = /                     ; Search the tree (notes: names, titles, notes, tags)
    back         = Esc                   ; Back: close search, leave the detail pane
    focus-next   = Tab                   ; Switch between the tree and the detail pane
    refresh      = Ctrl-l                ; Re-read everything from the database
    add-child    = a                     ; Add a node inside the selected one
    add-sibling  = A                     ; Add a node beside the selected one
    add-item     = i                     ; Add an item to the selected category (notes)
    edit         = e                     ; Edit the selected node's fields in a form (a name alone: rename)
    rename       = r                     ; Rename the selected node
    notes        = n                     ; Edit the notes in $EDITOR
    status       = x                     ; Item status: todo → doing → done
    attachments  = @                     ; An item's attachments (add, edit, delete)
    move         = m                     ; Move: choose the new parent, Enter
    move-up      = K                     ; Move up among its siblings
    move-down    = J                     ; Move down among its siblings
    delete       = d, Delete             ; Delete (asks first)
    undo         = u                     ; Undo
    redo         = Ctrl-r                ; Redo
    help         = ?, F1                 ; This help
    palette      = :                     ; Every action by name: type to narrow, Enter runs it
    copy         = y                     ; Copy the name to the clipboard (OSC 52: works over SSH)
    copy-path    = Y                     ; Copy the path to the clipboard
    export       = E                     ; Write the selected subtree to a file: .json, .md or .csv
    trees        = T                     ; Another program's file: show another tree it holds
    columns      = c                     ; Columns shown beside each label: tick them in a list
    sort         = s                     ; Siblings: the tree's order → by total → by count (--sum) → by label
    reverse-sort = S                     ; The order the other way round: smallest first, Z to A, last first
    sort-by-label = N                    ; Siblings by label (again: Z to A), as ncdu's n
    sort-by-total = Z                    ; Siblings by total, largest first (again: smallest), as ncdu's s
    sort-by-count = C                    ; Siblings by nodes below, most first (again: fewest), as ncdu's C
    wide         = w                     ; The tree across the whole width, or the details beside it
    jump         = p                     ; Go to a path or label: usr/bin/ls, Assets:Current Assets, E11.9
    filter       = f                     ; Show only what matches and the way to it (Esc: the whole tree)
    back-in-history = [                  ; Back to where a jump or a search hit came from
    forward-in-history = ]               ; Forward again
    whole-values = v                     ; Details: every value whole, wrapped (again: cut to the pane)
    toggle-mouse = Ctrl-t                ; Mouse on/off (off lets the terminal select text)
    quit         = q                     ; Quit

    [question]
    yes          = y, Enter              ; Yes: do what the question says
    no           = n, Esc, q             ; No: leave everything as it is

    [add-attachment]
    link         = l                     ; Add a link
    note         = n                     ; Add a note
    image        = i                     ; Add an image
    cancel       = Esc, q                ; Add nothing

    [form]
    save         = Enter                 ; Save
    cancel       = Esc                   ; Close without saving
    next-field   = Tab, Down             ; Next field
    previous-field = Shift-Tab, Up       ; Previous field
    next-choice  = Right, Space, l       ; Next choice (priority, status)
    previous-choice = Left, h            ; Previous choice

    [search]
    open-hit     = Enter                 ; Show the hit in the tree
    next-hit     = Down                  ; Next hit
    previous-hit = Up                    ; Previous hit
    page-down    = PgDn                  ; Next page of hits
    page-up      = PgUp                  ; Previous page of hits
    leave        = Tab                   ; Back to the tree; the search stays open
    close        = Esc                   ; Close the search

    [move]
    move-here    = Enter                 ; Move it under the selected node
    move-to-top  = t                     ; Move it to the top level
    cancel       = Esc                   ; Leave it where it was
    """##
}
