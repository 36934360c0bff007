/*
** source.h - the bytes of a source file made into the UTF-8 text the lexer
** reads, as CPython's tokenizer decodes a file (PEP 263).
*/
#ifndef BATON_SOURCE_H
#define BATON_SOURCE_H

#include <stddef.h>
#include "../vm/mem.h"

enum {
  SRC_OK,
  SRC_NOMEM,        /* the arena refused */
  SRC_NUL,          /* a NUL byte: line, text = the line up to it */
  SRC_NOT_UTF8,     /* no declaration and a byte that is not UTF-8: line, byte */
  SRC_BAD_CODING,   /* a declaration baton cannot honour: name */
  SRC_BOM_CODING    /* a UTF-8 BOM with another declaration: name */
};

typedef struct SrcProblem {
  int line;             /* 1-based line of the NUL or bad byte */
  unsigned char byte;   /* SRC_NOT_UTF8: the first byte that is not UTF-8 */
  size_t text, textlen; /* SRC_NUL: the line's start and length in the result */
  char name[40];        /* SRC_*_CODING: the declared name (normalised) */
} SrcProblem;

/* Decode src[0..len) into *out and *outlen (src itself when it is already the
** text, else a copy in `a`).  Honours a coding declaration on line 1 or 2
** for utf-8 and latin-1 (and their aliases); without one the whole file
** must be UTF-8, comments included.  A declared (or BOM-marked) UTF-8 file
** is left to the lexer, which checks only string literals, as CPython. */
int src_decode(Arena *a, const char *src, size_t len, const char **out,
               size_t *outlen, SrcProblem *p);

#endif
