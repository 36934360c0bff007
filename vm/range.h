/*
** range.h - range objects of any size (vm/range.c).
**
** The common range (start, stop, step and length in int64) is served by
** the fast code in seq.c, ops.c and hash.c on Range's int64 fields; these
** functions serve every range, the others (Range.big set) included, with
** ints of either form.  All return 0 (or the answer) on success, -1 with an
** exception set.
*/
#ifndef BT_RANGE_H
#define BT_RANGE_H

#include "value.h"

/* range(start, stop, step) from three ints (step != 0, checked by the
** caller): the int64 form when everything fits, else the big one. */
int range_new(VM *vm, Value start, Value stop, Value step, Value *out);
/* start, stop, step and length as ints. */
void range_fields(const Range *r, Value f[4]);
#define range_is_big(r) ((r)->big.tag != V_UNDEF)
/* len(r); OverflowError "Python int too large to convert to C ssize_t"
** beyond int64, as CPython's len(). */
int range_length(VM *vm, const Range *r, int64_t *n);
/* r[i] for an int i (IndexError "range object index out of range"). */
int range_item(VM *vm, const Range *r, Value i, Value *out);
/* r[s]: CPython's compute_slice, in ints of any size. */
int range_slice(VM *vm, const Range *r, const Slice *s, Value *out);
/* Is the int x an item of r?  1 yes, 0 no. */
int range_has(VM *vm, const Range *r, Value x, int *out);
/* r.index(x) for an int x known to be an item. */
int range_pos(VM *vm, const Range *r, Value x, Value *out);
/* The range reversed(r) iterates: (last, start - step, -step). */
int range_reverse(VM *vm, const Range *r, Value *out);
/* r == q for two ranges (same items): 1 or 0. */
int range_eq(const Range *r, const Range *q);

#endif
