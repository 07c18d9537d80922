#include <malloc.h>

#include "CSQLiteConfig.h"

int arbor_give_back_free_memory(void) {
  return malloc_trim(0);
}

void arbor_use_one_malloc_arena(void) {
  mallopt(M_ARENA_MAX, 1);
}
