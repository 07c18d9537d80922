#include <malloc.h>

#include "CSQLiteConfig.h"

int arbor_give_back_free_memory(void) {
  return malloc_trim(0);
}
