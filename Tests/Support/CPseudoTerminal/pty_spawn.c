#define _GNU_SOURCE
#include "CPseudoTerminal.h"
#include <pty.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

pid_t arbor_spawn_in_pty(const char *path, char *const argv[], char *const envp[],
                         int rows, int columns, int *master) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)columns;
  pid_t pid = forkpty(master, NULL, NULL, &size);
  if (pid == 0) {
    // A child of a threaded program inherits the spawning thread's blocked signals
    // (dispatch workers block most): start the program with none blocked.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    for (int number = 1; number < NSIG; number++) {
      if (number != SIGKILL && number != SIGSTOP) signal(number, SIG_DFL);
    }
    execve(path, argv, envp);
    _exit(127);
  }
  return pid;
}
