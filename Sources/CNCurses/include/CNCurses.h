// The parts of ncursesw that Swift cannot import directly (macros, varargs, cchar_t
// construction), plus the few POSIX helpers the terminal needs that must run in C:
// signal handlers (async-signal-safe) and forkpty (a forked Swift child may not run Swift).
#ifndef ARBOR_CNCURSES_H
#define ARBOR_CNCURSES_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <ncurses.h>
#include <wchar.h>
#include <sys/types.h>

enum {
  ARBOR_ATTR_BOLD = 1,
  ARBOR_ATTR_DIM = 2,
  ARBOR_ATTR_UNDERLINE = 4,
  ARBOR_ATTR_REVERSE = 8,
  ARBOR_ATTR_ITALIC = 16,
};

/// Writes a copy of TERM's compiled terminfo entry without line-scrolling and REP
/// capabilities into a new directory (returned in `directory`); 0 on success.
int arbor_prepare_terminfo(const char *term, char *directory, size_t directory_size);
/// Removes what arbor_prepare_terminfo wrote.
void arbor_remove_terminfo(const char *directory, const char *term);
/// Starts curses on stdin/stdout (on the patched terminfo entry when it can be made);
/// NULL when TERM names no known terminal.
SCREEN *arbor_new_screen(void);
/// cbreak, noecho, nonl, no flush on interrupt, cursor left where it is put.
void arbor_set_input_modes(void);
/// Sends the frame: wnoutrefresh(stdscr) and doupdate(); with `clear_first`, the
/// terminal is cleared and repainted whole.
void arbor_present(int clear_first);
/// Moves the terminal cursor on stdscr (shown when a text field has focus).
void arbor_move_cursor(int row, int column);
/// Rows and columns of stdscr.
void arbor_screen_size(int *rows, int *columns);
/// Writes one cell (a grapheme of up to 5 wide characters) with attributes and a colour pair.
int arbor_put_cell(int row, int column, const wchar_t *text, int count, int attributes, int pair);
/// Defines colour pair `pair` (foreground, background; -1 is the terminal's default).
int arbor_define_pair(int pair, int foreground, int background);
/// Number of colours and colour pairs the terminal offers after start_color.
int arbor_colors(void);
int arbor_color_pairs(void);
/// True when the terminfo entry has the RGB (direct colour) capability.
int arbor_has_direct_color(void);

/// The C library's width of one character in the current locale (-1: unprintable).
int arbor_wcwidth(unsigned int scalar);
/// True when the current locale's character set has multi-byte characters (UTF-8).
int arbor_locale_is_multibyte(void);

/// The size of the terminal on `fd` from the kernel (TIOCGWINSZ); 0 on success.
int arbor_terminal_size(int fd, int *rows, int *columns);

/// Installs handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP and SIGCONT
/// that write the signal number as one byte to `fd` (a non-blocking pipe), for the event
/// loop to read.
int arbor_install_signal_pipe(int fd);
/// SIGTSTP to the event loop (`ours`), or its default action: while another program
/// (an editor) has the terminal, Ctrl-Z must stop the whole job, arbor with it.
void arbor_set_stop_handling(int ours);
/// Remembers the terminal mode of `fd` as it is now (before curses changes it): what a
/// crash restores.
int arbor_save_terminal_mode(int fd);
/// On a fatal signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP), restores the mode
/// saved by arbor_save_terminal_mode and writes `restore` before dying as before.
int arbor_install_crash_restore(const char *restore);
/// Removes the crash handlers (after a clean shutdown).
void arbor_remove_crash_restore(void);

/// Writes all of `bytes` to `fd` now, unbuffered (retrying short writes); 0 on success.
int arbor_write_all(int fd, const char *bytes, size_t length);
/// Stops this process (job control) until the shell continues it.
int arbor_stop_self(void);
/// Runs the program at `path` with `argv` (NULL-terminated) in the terminal's foreground
/// process group and waits for it: its wait status, or -1 with errno set when it could
/// not start.
int arbor_run_in_foreground(const char *path, char *const argv[]);

#endif
