/*
** fail_alloc.h - for tests that walk allocation failures (test_api.c,
** test_astcache.c): an allocator hook that fails every growth after
** `budget` successful ones and counts the bytes still live, so a test can
** fail each allocation in turn and check that nothing leaks.
*/
#ifndef BT_FAIL_ALLOC_H
#define BT_FAIL_ALLOC_H

#include <stdlib.h>

typedef struct FailAlloc { long budget; size_t live; } FailAlloc;

static void *failing_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  FailAlloc *fa = ud;
  if (nsize == 0) { free(ptr); fa->live -= osize; return NULL; }
  if (nsize > osize) {
    if (fa->budget == 0) return NULL;
    fa->budget--;
  }
  ptr = realloc(ptr, nsize);
  if (ptr) fa->live = fa->live - osize + nsize;
  return ptr;
}

#endif
