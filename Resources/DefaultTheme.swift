// The built-in theme.conf, compiled into the binary: a copied `arbor` needs no files beside
// it. Files on disk (the user's configuration) only override it.
extension ArborResources {
  /// The default theme (`arbor defaults theme` prints it).
  static let themeConf = ##"""
    # arbor's colours. `arbor defaults theme > ~/.config/arbor/theme.conf` to change them: each line is
    # `role = fg=COLOUR bg=COLOUR attributes ; mono=attributes`. Colours: default, black,
    # red, green, yellow, blue, magenta, cyan, white (bright-… too), 0-255, #rrggbb.
    # `mono=` is used when the terminal has no colours or NO_COLOR is set.

    normal              = fg=default
    border              = fg=bright-black                  ; mono=none
    border-focused      = fg=cyan                          ; mono=bold
    title               = fg=cyan bold                     ; mono=bold
    selection           = fg=black bg=cyan                 ; mono=reverse
    selection-unfocused = fg=default bg=bright-black       ; mono=underline
    dim                 = fg=bright-black                  ; mono=dim
    highlight           = fg=yellow bold underline         ; mono=bold,underline
    status              = fg=black bg=white                ; mono=reverse
    status-key          = fg=blue bg=white bold            ; mono=reverse,bold
    dialog              = fg=default
    error               = fg=white bg=red bold             ; mono=bold,reverse
    field               = fg=default underline             ; mono=underline

    bar                 = fg=white bg=blue                 ; mono=reverse
    bar-title           = fg=bright-white bg=blue bold     ; mono=reverse,bold
    category            = fg=default bold                  ; mono=bold
    item-mark           = fg=cyan                          ; mono=none
    marked              = fg=yellow bold                   ; mono=bold
    label               = fg=bright-black bold             ; mono=bold
    tag                 = fg=magenta                       ; mono=underline
    link                = fg=blue underline                ; mono=underline
    path                = fg=green                         ; mono=dim
    priority-high       = fg=red bold                      ; mono=bold
    priority-normal     = fg=default
    priority-low        = fg=bright-black                  ; mono=dim
    status-todo         = fg=yellow                        ; mono=none
    status-doing        = fg=cyan bold                     ; mono=bold
    status-done         = fg=green                         ; mono=dim
    """##
}
