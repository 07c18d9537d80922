#ifndef ARBOR_PSEUDO_TERMINAL_H
#define ARBOR_PSEUDO_TERMINAL_H

// Test support only: starting a program on a pseudo-terminal, as end-to-end tests do.
// Kept out of CNCurses so that the shipped toolkit carries none of it.

#include <sys/types.h>

/// Starts `path` with `argv`/`envp` on a new pseudo-terminal of the given size; returns
/// the child's pid (or -1) and the controlling side in `*master`.
pid_t arbor_spawn_in_pty(const char *path, char *const argv[], char *const envp[],
                         int rows, int columns, int *master);

#endif
