#define _XOPEN_SOURCE 700
#include "CNCurses.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>

SCREEN *arbor_new_screen(void) {
  const char *term = getenv("TERM");
  char directory[4096];
  char *saved = NULL;
  int patched = term != NULL && arbor_prepare_terminfo(term, directory, sizeof directory) == 0;
  if (patched) {
    const char *previous = getenv("TERMINFO");
    saved = previous != NULL ? strdup(previous) : NULL;
    setenv("TERMINFO", directory, 1);
  }
  SCREEN *screen = newterm(NULL, stdout, stdin);
  if (patched) {
    // ncurses has read the entry; programs started later (an editor) see the user's.
    if (saved != NULL) {
      setenv("TERMINFO", saved, 1);
      free(saved);
    } else {
      unsetenv("TERMINFO");
    }
    arbor_remove_terminfo(directory, term);
  }
  return screen;
}

void arbor_set_input_modes(void) {
  typeahead(-1);
  cbreak();
  noecho();
  nonl();
  intrflush(stdscr, FALSE);
  leaveok(stdscr, FALSE);
  // cbreak leaves flow control on: Ctrl-S froze the terminal and Ctrl-Q never reached
  // arbor, though both are keys a keymap may bind. Off before def_prog_mode, which reads
  // the terminal's mode back, so a resume after a suspend keeps it off; endwin restores
  // the shell's mode, flow control included.
  struct termios mode;
  if (tcgetattr(fileno(stdin), &mode) == 0) {
    mode.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
    (void)tcsetattr(fileno(stdin), TCSANOW, &mode);
  }
  // Until curses has been suspended and resumed once, ncurses flushes its output at every
  // cursor movement, so a frame leaves in dozens of small writes (dozens of packets over
  // SSH). A suspend and resume before the first frame makes each doupdate one write.
  def_prog_mode();
  endwin();
  doupdate();
}

void arbor_present(int clear_first) {
  if (clear_first) clearok(stdscr, TRUE);
  wnoutrefresh(stdscr);
  doupdate();
}

void arbor_move_cursor(int row, int column) {
  wmove(stdscr, row, column);
}

void arbor_screen_size(int *out_rows, int *out_columns) {
  int y, x;
  getmaxyx(stdscr, y, x);
  *out_rows = y;
  *out_columns = x;
}

int arbor_put_cell(int row, int column, const wchar_t *text, int count, int attributes, int pair) {
  wchar_t buffer[CCHARW_MAX + 1];
  if (count > CCHARW_MAX) count = CCHARW_MAX;
  memcpy(buffer, text, sizeof(wchar_t) * (size_t)count);
  buffer[count] = L'\0';
  attr_t attrs = A_NORMAL;
  if (attributes & ARBOR_ATTR_BOLD) attrs |= A_BOLD;
  if (attributes & ARBOR_ATTR_DIM) attrs |= A_DIM;
  if (attributes & ARBOR_ATTR_UNDERLINE) attrs |= A_UNDERLINE;
  if (attributes & ARBOR_ATTR_REVERSE) attrs |= A_REVERSE;
#ifdef A_ITALIC
  if (attributes & ARBOR_ATTR_ITALIC) attrs |= A_ITALIC;
#endif
  cchar_t cell;
  // Pairs above 32767 do not fit the short argument; ncurses takes them through `opts`.
  int extended = pair;
  if (setcchar(&cell, buffer, attrs, 0, &extended) != OK) return ERR;
  return mvadd_wch(row, column, &cell);
}

int arbor_define_pair(int pair, int foreground, int background) {
  return init_extended_pair(pair, foreground, background);
}

int arbor_colors(void) { return COLORS; }
int arbor_color_pairs(void) { return COLOR_PAIRS; }

int arbor_has_direct_color(void) {
  return tigetflag("RGB") > 0;
}

int arbor_wcwidth(unsigned int scalar) {
  return wcwidth((wchar_t)scalar);
}

int arbor_locale_is_multibyte(void) {
  return MB_CUR_MAX > 1;
}
