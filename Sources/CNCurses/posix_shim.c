#define _GNU_SOURCE
#include "CNCurses.h"
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

int arbor_terminal_size(int fd, int *rows, int *columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

static volatile sig_atomic_t signal_fd = -1;
static volatile sig_atomic_t exit_status = 0;
static void restore_terminal(void);

// The program ends on its own loop after SIGTERM or SIGHUP; if that loop is stuck (a
// query that runs for minutes), the process must still go when the connection dropped:
// three seconds later SIGALRM restores the terminal and exits.
static void exit_when_stuck(int number) {
  (void)number;
  restore_terminal();
  _exit(exit_status);
}

// One byte per signal: its number, with the high bit set when the terminal sent it (a
// Ctrl-C typed at it reaches every program in the foreground, an editor arbor runs too),
// clear when a process did (kill): arbor then knows which were meant for it alone.
static void forward_signal(int number, siginfo_t *info, void *context) {
  (void)context;
  int saved = errno;
  unsigned char byte = (unsigned char)number;
  if (info != NULL && info->si_code == SI_KERNEL) byte |= 0x80;
  if (signal_fd >= 0) (void)write(signal_fd, &byte, 1);
  if ((number == SIGTERM || number == SIGHUP) && exit_status == 0) {
    exit_status = 128 + number;
    signal(SIGALRM, exit_when_stuck);
    alarm(3);
  }
  errno = saved;
}

int arbor_install_signal_pipe(int fd) {
  signal_fd = fd;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = forward_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART | SA_SIGINFO;
  int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT};
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    if (sigaction(signals[i], &action, NULL) != 0) return -1;
  }
  // These must reach us even if whoever started the program blocked them.
  sigset_t wanted;
  sigemptyset(&wanted);
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&wanted, signals[i]);
  pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
  return 0;
}

void arbor_set_stop_handling(int ours) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  if (ours) {
    action.sa_sigaction = forward_signal;
    action.sa_flags = SA_RESTART | SA_SIGINFO;
  } else {
    action.sa_handler = SIG_DFL;
    action.sa_flags = SA_RESTART;
  }
  sigemptyset(&action.sa_mask);
  sigaction(SIGTSTP, &action, NULL);
}

static struct termios saved_mode;
static int saved_fd = -1;
static char restore_bytes[256];
static size_t restore_length = 0;
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};

static void restore_terminal(void) {
  if (saved_fd >= 0) {
    (void)tcsetattr(saved_fd, TCSANOW, &saved_mode);
    (void)write(saved_fd, restore_bytes, restore_length);
  }
}

static void restore_and_die(int number) {
  restore_terminal();
  signal(number, SIG_DFL);
  raise(number);
}

int arbor_save_terminal_mode(int fd) {
  if (tcgetattr(fd, &saved_mode) != 0) return -1;
  saved_fd = fd;
  return 0;
}

int arbor_install_crash_restore(const char *restore) {
  if (saved_fd < 0) return -1;
  restore_length = strlen(restore);
  if (restore_length >= sizeof restore_bytes) restore_length = sizeof restore_bytes - 1;
  memcpy(restore_bytes, restore, restore_length);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = restore_and_die;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
    sigaction(fatal_signals[i], &action, NULL);
  }
  return 0;
}

void arbor_remove_crash_restore(void) {
  saved_fd = -1;
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
    signal(fatal_signals[i], SIG_DFL);
  }
}

int arbor_write_all(int fd, const char *bytes, size_t length) {
  size_t written = 0;
  while (written < length) {
    ssize_t count = write(fd, bytes + written, length - written);
    if (count > 0) {
      written += (size_t)count;
    } else if (count < 0 && (errno == EINTR || errno == EAGAIN)) {
      continue;
    } else {
      return -1;
    }
  }
  return 0;
}

int arbor_stop_self(void) {
  // SIGSTOP cannot be caught, so the shell's job control takes over at once.
  return kill(getpid(), SIGSTOP);
}

extern char **environ;

// In arbor's own process group, which is the terminal's foreground group, so the program
// can read the terminal and Ctrl-Z stops it with arbor (Foundation's Process puts a child
// in a new group, where an editor reading the terminal fails or is stopped); every signal
// at its default and none blocked, whatever arbor set for itself.
int arbor_run_in_foreground(const char *path, char *const argv[]) {
  posix_spawnattr_t attributes;
  if (posix_spawnattr_init(&attributes) != 0) return -1;
  sigset_t defaults, none;
  sigemptyset(&none);
  sigemptyset(&defaults);
  int reset[] = {SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGCHLD, SIGHUP, SIGTERM, SIGWINCH, SIGCONT, SIGXFSZ};
  for (size_t i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaddset(&defaults, reset[i]);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  pid_t child;
  int failed = posix_spawn(&child, path, NULL, &attributes, argv, environ);
  posix_spawnattr_destroy(&attributes);
  if (failed != 0) {
    errno = failed;
    return -1;
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  return status;
}
