// A private copy of the terminal's compiled terminfo entry, without the capabilities for
// line scrolling and character repeat. ncurses decides at start-up, from the entry,
// whether it may scroll regions (SU/SD, scroll margins, insert/delete line) and repeat
// characters (REP); several terminal emulators and VT parsers lack some of these and
// then show stale text. Side-by-side panes gain nothing from whole-line scrolling, so
// arbor starts ncurses on the copy and everything it draws is plain cursor moves,
// text, and erases. See term(5) for the compiled format.
#define _GNU_SOURCE
#include "CNCurses.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int short_at(const unsigned char *bytes) { return bytes[0] | (bytes[1] << 8); }
static int short_at_signed(const unsigned char *bytes) { return (short)(bytes[0] | (bytes[1] << 8)); }

// String capability indices (the fixed SVr4 order, as term.h numbers them):
// csr, dl1, il1, dl, indn, il, rin, rep, ind, ri; and the alternate character set —
// smacs, rmacs, acsc, enacs — which arbor never uses (its lines are Unicode characters),
// so that no attribute change also switches character sets.
static const int removed_strings[] = {3, 22, 53, 106, 109, 110, 113, 121, 129, 130, 25, 38, 146, 155};

// sgr0 and sgr, and what is cut out of them: the character-set switch each attribute
// change would otherwise carry (`\E(B` or SI, three or one bytes before every colour
// change — a sixth of a cursor move's bytes).
enum { exit_attribute_mode = 39, set_attributes = 131 };
static const char *const sgr0_cuts[] = {"\033(B", "\017"};
static const char *const sgr_cuts[] = {"%?%p9%t\033(0%e\033(B%;", "%?%p9%t\016%e\017%;"};

// Removes every occurrence of each of `cuts` from the NUL-terminated string at `text`, in
// place (it only gets shorter), never reading past `end`.
static void cut_out(unsigned char *text, const unsigned char *end, const char *const *cuts, size_t count) {
  size_t length = strnlen((const char *)text, (size_t)(end - text));
  if (text + length >= end) return;
  for (size_t c = 0; c < count; c++) {
    size_t cut = strlen(cuts[c]);
    unsigned char *found;
    while ((found = memmem(text, length, cuts[c], cut)) != NULL) {
      memmove(found, found + cut, (size_t)(text + length - (found + cut)) + 1);
      length -= cut;
    }
  }
}

static void cut_capability(unsigned char *entry, int length, int offsets, int strings, int index,
                           const char *const *cuts, size_t count) {
  if (index >= strings) return;
  int at = short_at_signed(entry + offsets + 2 * index);
  int table = offsets + 2 * strings;
  if (at < 0 || table + at >= length) return;
  cut_out(entry + table + at, entry + length, cuts, count);
}

static int read_entry(const char *directory, const char *term, unsigned char *buffer, size_t size) {
  char path[4096];
  const char *layouts[] = {"%s/%c/%s", "%s/%02x/%s"};
  for (int i = 0; i < 2; i++) {
    if (i == 0) snprintf(path, sizeof path, layouts[0], directory, term[0], term);
    else snprintf(path, sizeof path, layouts[1], directory, (unsigned char)term[0], term);
    FILE *file = fopen(path, "rb");
    if (file == NULL) continue;
    size_t length = fread(buffer, 1, size, file);
    fclose(file);
    if (length > 0 && length < size) return (int)length;
  }
  return -1;
}

static int find_entry(const char *term, unsigned char *buffer, size_t size) {
  const char *terminfo = getenv("TERMINFO");
  if (terminfo != NULL && *terminfo != '\0') {
    int length = read_entry(terminfo, term, buffer, size);
    if (length > 0) return length;
  }
  const char *home = getenv("HOME");
  if (home != NULL && *home != '\0') {
    char directory[4096];
    snprintf(directory, sizeof directory, "%s/.terminfo", home);
    int length = read_entry(directory, term, buffer, size);
    if (length > 0) return length;
  }
  const char *dirs = getenv("TERMINFO_DIRS");
  if (dirs != NULL) {
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", dirs);
    for (char *save = NULL, *part = strtok_r(copy, ":", &save); part != NULL; part = strtok_r(NULL, ":", &save)) {
      int length = read_entry(part, term, buffer, size);
      if (length > 0) return length;
    }
  }
  const char *system[] = {"/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"};
  for (size_t i = 0; i < sizeof system / sizeof system[0]; i++) {
    int length = read_entry(system[i], term, buffer, size);
    if (length > 0) return length;
  }
  return -1;
}


int arbor_prepare_terminfo(const char *term, char *directory, size_t directory_size) {
  if (term == NULL || *term == '\0' || strchr(term, '/') != NULL || strlen(term) > 255) return -1;
  static unsigned char entry[65536];
  int length = find_entry(term, entry, sizeof entry);
  if (length < 12) return -1;
  int magic = short_at(entry);
  int number_size = magic == 0432 ? 2 : magic == 01036 ? 4 : 0;
  if (number_size == 0) return -1;
  int names = short_at(entry + 2), booleans = short_at(entry + 4);
  int numbers = short_at(entry + 6), strings = short_at(entry + 8);
  if (names > 4096 || booleans > 4096 || numbers > 4096 || strings > 4096) return -1;
  int offset = 12 + names + booleans;
  if (offset % 2) offset++;
  offset += numbers * number_size;
  if (offset + strings * 2 > length) return -1;
  cut_capability(entry, length, offset, strings, exit_attribute_mode, sgr0_cuts, 2);
  cut_capability(entry, length, offset, strings, set_attributes, sgr_cuts, 2);
  for (size_t i = 0; i < sizeof removed_strings / sizeof removed_strings[0]; i++) {
    int index = removed_strings[i];
    if (index < strings) {
      entry[offset + 2 * index] = 0xFF;
      entry[offset + 2 * index + 1] = 0xFF;
    }
  }
  const char *base = getenv("TMPDIR");
  if (base == NULL || *base == '\0') base = "/tmp";
  snprintf(directory, directory_size, "%s/arbor-terminfo-XXXXXX", base);
  if (mkdtemp(directory) == NULL) return -1;
  char path[4096];
  snprintf(path, sizeof path, "%s/%c", directory, term[0]);
  if (mkdir(path, 0700) != 0) { rmdir(directory); return -1; }
  snprintf(path, sizeof path, "%s/%c/%s", directory, term[0], term);
  FILE *file = fopen(path, "wb");
  if (file == NULL) { arbor_remove_terminfo(directory, term); return -1; }
  size_t written = fwrite(entry, 1, (size_t)length, file);
  fclose(file);
  if (written != (size_t)length) { arbor_remove_terminfo(directory, term); return -1; }
  return 0;
}

void arbor_remove_terminfo(const char *directory, const char *term) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%c/%s", directory, term[0], term);
  unlink(path);
  snprintf(path, sizeof path, "%s/%c", directory, term[0]);
  rmdir(path);
  rmdir(directory);
}
