/*
** snapshot.h - a paused or idle VM to bytes and back (vm/snapshot.c).
**
** The format is documented at the top of vm/snapshot.c.  A snapshot holds
** the whole reachable state: globals, the prelude namespace, frames,
** registers, outstanding requests, tools, limits and their usage, pending
** output, and asyncio's: tasks with their parked frames, futures, the
** event loop's ready queue.  Code is stored as source and recompiled on load, never as
** bytecode.  Loading treats the bytes as hostile.
*/
#ifndef BT_SNAPSHOT_H
#define BT_SNAPSHOT_H

#include "vm.h"

#define SNAP_MAGIC "BATONSNP"
#define SNAP_VERSION 22u  /* 22: the type ids of the deque iterators
                             (the exceptions' ids moved up by two);
                             21: the type id of str_iterator (a non-ASCII
                             str's; the exceptions' ids moved up by one);
                             20: the type ids of iter()'s `iterator` and
                             odict_keys/values/items (the exceptions' ids
                             moved up by four);
                             19: traceback objects (a new object kind and
                             type id; an exception refers to its chain);
                             18: the compiler mangles private names and
                             keeps an awaited value in a temporary, so a paused
                             program of an older build would resume with other
                             names and registers; 17: complex (a new object kind, type id and
                             method family);
                             16: instances keep their attributes by their class's
                             layout (vm/attrs.c): classes store the layout's names,
                             instances its values after their other fields;
                             15: memoryview (a new object kind and type id);
                             14: the contextvars cells (STATE after the
                             result, a task after its exceptions);
                             13: traceback entries hold the instruction (pc, method) for the ^^^ markers; 12: wrapper_descriptor and method-wrapper types moved
                             the exception type ids; builtin types' special methods
                             are slot natives (vm/slots.c);
                             11: functions store their __name__ & co apart;
                             10: functions store their attributes;
                             9: ranges beyond int64 and longrange_iterator;
                             8: tables of keys hashed by Python code store the hashes;
                             7: classes store their internal metaclass (enum); 6: the reversed
                             iterator and method_descriptor types moved the type ids */
#define SNAP_HEADER 24u     /* magic, version, flags, body length */
#define SNAP_FLAG_HMAC 1u   /* an HMAC-SHA-256 tag ends the snapshot */

/* State of the embedding layer carried with the VM's (host/api.c).  The VM
** core only stores it. */
typedef struct SnapHost {
  uint32_t state;          /* host's run state, stored as given */
  Buf out;                 /* save: output the host has buffered but not yet
                              handed on (read only); load: appended to,
                              through vm->mem; the caller frees it */
} SnapHost;

/* Append a snapshot of vm to *out (through vm->mem).  With a key (keylen >
** 0) the snapshot ends with an HMAC-SHA-256 tag.  The VM must be paused
** (after VM_YIELD or VM_WAIT) or idle; it is left exactly as it was (a
** running task is parked while the bytes are written, then loaded again).  Returns 0, or -1
** (out of memory, or a state that cannot be stored; the reason in err)
** with *out unchanged and no exception set. */
int snap_save(VM *vm, Buf *out, const uint8_t *key, size_t keylen);
int snap_save_ex(VM *vm, const SnapHost *host, Buf *out, const uint8_t *key,
                 size_t keylen, char *err, size_t errlen);

/* Rebuild the state stored in p[0..n) into vm, which must be fresh from
** vm_new (its memory limit, output sink and clock are kept; everything
** else comes from the snapshot).  With keylen > 0 the snapshot must carry a
** tag made with that key; without a key it must carry none.  Returns 0, or
** -1 with a message in err (always NUL-terminated when errlen > 0); after
** a failure the VM may only be freed. */
int snap_load(VM *vm, const uint8_t *p, size_t n, const uint8_t *key, size_t keylen,
              char *err, size_t errlen);
int snap_load_ex(VM *vm, const uint8_t *p, size_t n, const uint8_t *key,
                 size_t keylen, SnapHost *host, char *err, size_t errlen);

/* The check of a compiled code object stored with each CODES entry (for
** tools and tests that build snapshots). */
uint32_t snap_code_check(const Code *c);

/* zlib's crc32(): the checksum of the body. */
uint32_t snap_crc32(uint32_t crc, const void *p, size_t n);

#endif
