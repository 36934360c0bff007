/*
** unparse.h - an expression's text as CPython's compiler writes it for
** `from __future__ import annotations` (Python/ast_unparse.c's rules).
*/
#ifndef BT_UNPARSE_H
#define BT_UNPARSE_H

#include "vm.h"
#include "../grammar/ast.h"

/* The value of a number literal (E_INT / E_FLOAT), supplied by the
** compiler, which owns literal parsing: 0 ok, -1 error set. */
typedef int (*UnparseNum)(void *ctx, const Ast *e, Value *out);

/* Appends e's text to b: 0 done, 1 e holds an expression kind this
** unparser does not write (a lambda, a comprehension, an f-string...:
** the caller uses the source text instead; b is then partly written),
** -1 error (in vm->exc or the compiler's). */
int unparse_expr(VM *vm, Buf *b, const Ast *e, UnparseNum num, void *ctx);

#endif
