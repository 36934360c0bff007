/*
** astcache.h - syntax trees shared between VMs (the public bt_cache):
** see astcache.c.
*/
#ifndef BT_ASTCACHE_H
#define BT_ASTCACHE_H

#include "ast.h"

typedef struct bt_cache AstCache;
typedef struct AcGen AcGen;

/* A cache that keeps at most about max_bytes of trees and images (a
** generation's budget: see astcache.c), allocated through
** fn (NULL: malloc; shared between threads, fn must be thread-safe).  NULL
** when the cache itself cannot be allocated. */
AstCache *astcache_new(MemFn fn, void *ud, size_t max_bytes);
/* Free the cache and its trees; no VM that uses it may be alive. */
void astcache_free(AstCache *c);
/* The cache's current generation of entries, referenced until
** astcache_leave: what the calls below find in it stays valid until then
** (take one per compile; a reference held long keeps a retired
** generation's memory). */
AcGen *astcache_enter(AstCache *c);
void astcache_leave(AcGen *g);
/* How many generations the cache retired (started over when full). */
unsigned long astcache_generations(AstCache *c);

/* ast_parse through the cache: the tree of this exact text when one is
** kept (read-only: it belongs to the cache), else a fresh parse, kept when
** it succeeds and the budget allows (in `arena` when it does not).  Errors
** as ast_parse's; failed parses are never kept. */
Ast *astcache_parse(AcGen *g, Arena *arena, const char *src, size_t len,
                    ParseError *err, int *oom);

/* Compiled code kept beside the trees (vm/codeimg.c makes and reads the
** images; to the cache they are bytes), keyed by the filename and the
** text.  The image of (fname, src) when one is kept, else NULL; *n its
** size.  Read-only: it belongs to the cache. */
const void *astcache_code_find(AcGen *g, const char *fname, const char *src,
                               size_t len, size_t *n);
/* Room for an image of n bytes under the key (fname, src) in a new entry
** (*entry), or NULL when the budget or the allocator refuses; the caller
** fills it and then publishes (or drops) the entry.  An entry is invisible
** to readers until published. */
void *astcache_code_begin(AcGen *g, const char *fname, const char *src,
                          size_t len, size_t n, void **entry);
void astcache_code_publish(AcGen *g, void *entry);
void astcache_code_drop(AcGen *g, void *entry);
/* The cache's allocator, without a limit, for a builder's scratch memory. */
void astcache_mem(AcGen *g, Mem *m);

#endif
