/*
** str.h - UTF-8 helpers and string internals shared by the VM modules.
*/
#ifndef BT_STR_H
#define BT_STR_H

#include "value.h"

size_t utf8_count(const char *s, size_t n);
uint32_t utf8_decode(const char *s, size_t n, size_t *i);
int utf8_encode(uint32_t cp, char *out);       /* 1..4 bytes */
size_t str_offset(const Str *s, size_t ci);    /* byte offset of code point ci */
Str *str_alloc(VM *vm, size_t len);            /* data to be filled, then str_fix */
void str_fix(Str *s);
/* a + b as a new str with room to grow after it (h.size tells the room;
** less room, none, if it would not fit under the memory limit). */
int str_concat_room(VM *vm, const Str *a, const Str *b, Value *out);
/* a += b in place when a's room holds it (a must have no other reference:
** STRAPPEND's, vm.h str_fresh); false when it does not fit. */
bool str_append_room(Str *a, const Str *b);

/* Argument Clinic's keyword handling for a method (args[0] self) whose
** parameters are all optional and named (str.split(sep=None, maxsplit=-1)):
** CPython's errors; out[i] V_UNDEF for one not given (vm/strmeth.c). */
int sm_kwargs(VM *vm, const char *fname, Value *args, int nargs, Tuple *kw,
              const char *const *names, int n, Value *out);

/* Unicode character classes as CPython 3.11 (Unicode 14) has them
** (vm/strmeth.c, generated tables). */
bool uni_isprintable(uint32_t cp);
bool uni_isspace(uint32_t cp);
int uni_decimal(uint32_t cp);                  /* 0..9, or -1 */
/* The ASCII form of a numeric string for int(), float(), complex():
** Unicode spaces as ' ', decimal digits as ASCII, other non-ASCII as '?';
** a block of s->len + 1 bytes to mem_free, or NULL with MemoryError
** (vm/builtins.c). */
char *ascii_numeric(VM *vm, Str *s, size_t *len);
bool uni_isalnum(uint32_t cp);                 /* str.isalnum() of one cp */
bool uni_isalpha(uint32_t cp);
bool uni_isident(uint32_t cp, bool start);     /* XID_Start / XID_Continue */
enum { CM_LOWER, CM_UPPER, CM_TITLE, CM_FOLD };
int uni_case(int map, uint32_t cp, uint32_t out[3]);  /* full mapping, 1..3 */

/* Substring search (vm/strmeth.c): Crochemore-Perrin two-way, linear
** time, no memory.  A needle prepared for repeated searches; with rev, the
** needle and every haystack are read backwards, so the "first" match
** found is the last. */
typedef struct Finder {
  const unsigned char *x;  /* needle bytes */
  ptrdiff_t m;             /* needle length, >= 1 */
  ptrdiff_t ell;           /* critical position, -1 <= ell < m */
  ptrdiff_t per;           /* period (periodic needle) or safe shift */
  bool periodic;           /* x[0..ell] == x[per..per+ell] */
  bool rev;
} Finder;
void fd_init(Finder *f, const char *needle, size_t m, bool rev);
/* Offset in y[0..n) of the first match (the last one with rev), or -1. */
ptrdiff_t fd_find(const Finder *f, const char *y, size_t n);
/* fd_find over windows of FD_WINDOW bytes, polling the deadline between
** them (limits.h, vm_mem_poll), so that a search of a long haystack stops
** at the time limit: the same offset or -1, or -2 with vm->limit_hit set.
** A needle longer than FD_WINDOW is factorised here, not in fd_init (its
** factorisation polls), and its comparisons poll every FD_WINDOW bytes. */
#define FD_WINDOW ((size_t)1 << 18)
ptrdiff_t fd_find_polled(VM *vm, Finder *f, const char *y, size_t n);

#endif
