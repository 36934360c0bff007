/*
** astcache.h - syntax trees shared between VMs (the public bt_cache):
** see astcache.c.
*/
#ifndef BT_ASTCACHE_H
#define BT_ASTCACHE_H

#include "ast.h"

typedef struct bt_cache AstCache;

/* A cache that keeps at most about max_bytes of trees, allocated through
** fn (NULL: malloc; shared between threads, fn must be thread-safe).  NULL
** when the cache itself cannot be allocated. */
AstCache *astcache_new(MemFn fn, void *ud, size_t max_bytes);
/* Free the cache and its trees; no VM that uses it may be alive. */
void astcache_free(AstCache *c);
/* ast_parse through the cache: the tree of this exact text when one is
** kept (read-only: it belongs to the cache), else a fresh parse, kept when
** it succeeds and the budget allows (in `arena` when it does not).  Errors
** as ast_parse's; failed parses are never kept. */
Ast *astcache_parse(AstCache *c, Arena *arena, const char *src, size_t len,
                    ParseError *err, int *oom);

#endif
