/*
** synwarn.h - CPython's compile-time SyntaxWarnings (synwarn.c).
*/
#ifndef BT_SYNWARN_H
#define BT_SYNWARN_H

#include "../grammar/ast.h"

typedef struct SynWarn {
  VM *vm;
  const char *filename;     /* as tracebacks name the file */
  const char *src;          /* the module's source, for the quoted line */
  size_t srclen;
  Buf text;                 /* the warnings so far, as stderr shows them */
  Buf tok;                  /* the tokenizer's, which CPython gives first:
                               records of TOKREC bytes in source order
                               (synwarn_number), turned into text by
                               synwarn_finish */
  const char *numline;      /* synwarn_number's place: the start of line
                               numl of src (numl 0: not yet), from which the
                               next number's line is found (numbers come
                               mostly in source order: no rescans from the
                               top, which made many numbers quadratic) */
  int numl;
} SynWarn;

/* Each appends the warning CPython gives for its node, if any: 0, or -1
** with MemoryError. */
int synwarn_compare(SynWarn *w, const Ast *e);     /* E_COMPARE */
int synwarn_assert(SynWarn *w, const Ast *st);     /* S_ASSERT */
int synwarn_call(SynWarn *w, const Ast *e);        /* E_CALL */
int synwarn_subscript(SynWarn *w, const Ast *e);   /* E_SUBSCRIPT loaded */
int synwarn_number(SynWarn *w, const Ast *e);      /* E_INT, E_FLOAT */
/* Put the tokenizer's warnings before the others in w->text: 0 or -1. */
int synwarn_finish(SynWarn *w);

#endif
