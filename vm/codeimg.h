/*
** codeimg.h - compiled code shared between VMs through the host's bt_cache
** (vm/codeimg.c).
*/
#ifndef BT_CODEIMG_H
#define BT_CODEIMG_H

#include "vm.h"
#include "../grammar/astcache.h"

/* Keep an image of mod, the module code just compiled from (fname, src),
** in the cache.  Best effort: a code holding a constant of a kind images
** do not carry, a full budget or a failing allocator keep nothing.  Never
** raises, never allocates from the VM. */
void codeimg_keep(AcGen *g, const char *fname, const char *src, size_t len,
                  const Code *mod);

/* An image of mod, compiled from (src, len), in a block of *n bytes
** allocated by m (the caller frees it), or NULL when mod cannot be imaged
** or m refuses.  For the build's generator (tools/gen_libimg.c). */
unsigned char *codeimg_make(Mem *m, const char *src, size_t len, const Code *mod, size_t *n);

/* The module code of an image made by codeimg_keep or codeimg_make from
** the text (src, len), built in vm: the same code objects, constants and
** sharing a compile of that text makes.  lazy: the image is the build's
** (read-only data of the process), so its functions keep their bodies
** there until codeimg_ensure.  Returns 0, or -1 with MemoryError set. */
int codeimg_load(VM *vm, const void *img, size_t n, const char *src, size_t len,
                 bool lazy, Code **out);

#endif
