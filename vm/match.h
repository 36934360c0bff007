/*
** match.h - the runtime half of the match statement (vm/match.c): the few
** checks that CPython's MATCH_SEQUENCE, MATCH_MAPPING and MATCH_CLASS
** make natively.  Everything that may run Python code (==, len(), get(),
** getattr, unpacking) is compiled to ordinary instructions instead
** (vm/compile.c, match_stmt), so a tool call inside an __eq__ or a
** property pauses and snapshots like any other call.
*/
#ifndef BT_MATCH_H
#define BT_MATCH_H

#include "vm.h"

/* Is v a sequence (kind 0) or a mapping (kind 1) to a pattern? */
bool match_kind(Value v, int kind);
/* isinstance(v, cls) for a class pattern: 1 yes, 0 no, -1 TypeError when
** cls is not a class. */
int match_isinstance(VM *vm, Value v, Value cls);
/* The attribute names a class pattern fetches: the first npos from cls's
** __match_args__ (None for the subject itself, for bool, int, str...),
** then the keyword names of kw (a tuple, or None).  CPython's TypeErrors
** for a bad __match_args__ or too many positional patterns. */
int match_args(VM *vm, Value cls, int npos, Value kw, Value *out);
/* TypeError when names[i] repeats one of names[0..i). */
int match_dup(VM *vm, Value cls, Value names, int i);

#endif
