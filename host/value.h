/*
** value.h - conversions between VM values and the host's bt_value trees,
** and JSON text (host/value.c).  Internal to the host layer; not installed.
**
** Depth: a value's nesting depth is the number of containers on its deepest
** path, so a scalar has depth 0, [] has depth 1 and [[1]] depth 2.  Every
** conversion here accepts depth <= BT_MAX_DEPTH and refuses more; recursion
** on the C stack is bounded by that depth, never by the input's size.
**
** Status results (hv_import, hv_json_*) are enum bt_status values: BT_OK,
** BT_INVALID or BT_NOMEM, with a NUL-terminated message in err[0..errlen)
** (err may be NULL when errlen is 0; the message is "" on success).  Those
** functions never leave an exception pending in vm->exc.
*/
#ifndef BT_HOST_VALUE_H
#define BT_HOST_VALUE_H

#include <stdbool.h>
#include "baton.h"
#include "../vm/value.h"

/* VM value -> bt_value tree; every node and string (NUL-terminated) lives
** in arena `a`.  None/bool/int/float/str/list/tuple/dict map directly,
** ints outside int64 become BT_BIGINT (decimal text), set and frozenset
** BT_SET, dict views and ranges BT_LIST (items views: lists of 2-tuples);
** bytes and bytearray BT_BYTES; anything else is BT_OTHER holding its repr.  Shared (acyclic) substructure
** is copied once per occurrence.  Returns 0, or -1 with a Python exception
** set: ValueError "value too deeply nested to pass to the host",
** ValueError "circular reference", MemoryError, or what repr() or int->str
** raised.  After a failure the arena may hold partial nodes (freed with
** the arena). */
int hv_export(VM *vm, Arena *a, Value v, bt_value **out);

/* bt_value tree from the host -> new VM value, validating every node: type
** tag (BT_OTHER is refused; BT_BYTES becomes bytes), strict UTF-8, BT_BIGINT text ('-'? digit+),
** depth, NULL arrays with n > 0, hashable dict keys and set items
** ("unhashable type: 'list'").  Counts beyond what the memory limit allows
** are BT_NOMEM before any item is read (with no limit set, a count larger
** than the host's array is not detected for dicts and sets).  BT_SET
** becomes a set, or a frozenset where it must be hashable (a dict key, a
** set item, inside a tuple that is one), so exported frozensets come
** back.  No GC may run
** during the call, so the partial value needs no rooting. */
int hv_import(VM *vm, const bt_value *v, Value *out, char *err, size_t errlen);

/* JSON text (UTF-8, RFC 8259, plus NaN/Infinity/-Infinity as Python's
** json.loads) -> new VM value: objects -> dict (later duplicate keys win),
** arrays -> list, integers -> int of any size, numbers with '.', 'e' or
** 'E' -> float.  A leading UTF-8 BOM is skipped (as json.loads(bytes)).
** Errors are BT_INVALID with json's message and position in characters
** ("Expecting value: line 1 column 5 (char 4)"); invalid UTF-8 is
** BT_INVALID with the decoder's message ("'utf-8' codec can't decode byte
** 0xff in position 3: invalid start byte").  Text json accepts but the VM
** cannot hold is BT_INVALID with a message of the same shape: more than
** BT_MAX_DEPTH levels, and an unpaired surrogate escape anywhere in an
** otherwise valid text (even in a value a later duplicate key replaces).
** An integer of more than 4300 digits fails with int()'s ValueError message. */
int hv_json_parse(VM *vm, const char *json, size_t len, Value *out, char *err,
                  size_t errlen);

/* bt_value -> JSON text appended to b, as Python's json.dumps(x) with its
** default settings (", " and ": ", ensure_ascii, float repr), except:
** tuples and sets become arrays; nan/inf, BT_OTHER, BT_BYTES and dict keys other
** than str/int/float/bool/None are BT_INVALID (strict JSON).  The tree is
** validated as hv_import does.  On failure b->len is restored (b keeps its
** earlier contents). */
int hv_json_write(VM *vm, const bt_value *v, Buf *b, char *err, size_t errlen);

/* A VM value -> JSON text appended to b: hv_export, then hv_json_write
** (so the same rules and errors).  Leaves no exception pending. */
int hv_json_value(VM *vm, Value v, Buf *b, char *err, size_t errlen);

/* Is s[0..n) strict UTF-8 (no overlong forms, surrogates, or code points
** above U+10FFFF)? */
bool hv_utf8_valid(const char *s, size_t n);

#endif
