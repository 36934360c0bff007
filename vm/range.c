/*
** range.c - range objects of any size.
**
** range() takes ints of any size, as CPython's.  A range whose start,
** stop, step and length all fit in int64 keeps them in Range's int64
** fields, and the hot paths (for loops, indexing, `in`) use those; any
** other range keeps the four as ints in the tuple Range.big, and every
** operation on it is done here in bigint arithmetic, following CPython's
** rangeobject.c (compute_range_length, compute_item, compute_slice,
** range_contains_long).  The same functions accept the int64 form, so a
** result that leaves int64 (a slice of a small range, its reversal) needs
** no second code path.
*/
#include "vm.h"
#include "bigint.h"
#include "range.h"

void range_fields(const Range *r, Value f[4]) {
  int i;
  if (range_is_big(r)) {
    for (i = 0; i < 4; i++) f[i] = AS_TUPLE(r->big)->items[i];
    return;
  }
  f[0] = vint(r->start);
  f[1] = vint(r->stop);
  f[2] = vint(r->step);
  f[3] = vint(r->len);
}

/* CPython's compute_range_length: (hi - lo - 1) // step + 1 items when
** lo < hi going up (hi < lo going down), none otherwise. */
static int range_count(VM *vm, Value start, Value stop, Value step, Value *out) {
  Value d, s;
  bool up = big_sign(step) > 0;
  if (up ? big_cmp(start, stop) >= 0 : big_cmp(start, stop) <= 0) {
    *out = vint(0);
    return 0;
  }
  if (up ? big_sub(vm, stop, start, &d) : big_sub(vm, start, stop, &d)) return -1;
  if (big_sub(vm, d, vint(1), &d)) return -1;
  if (up) s = step;
  else if (big_neg(vm, step, &s)) return -1;
  if (big_floordiv(vm, d, s, &d)) return -1;
  return big_add(vm, d, vint(1), out);
}

int range_new(VM *vm, Value start, Value stop, Value step, Value *out) {
  Value len;
  int64_t f[4];
  Range *r;
  if (range_count(vm, start, stop, step, &len)) return -1;
  r = obj_new(vm, OT_RANGE, sizeof(Range));
  if (r == NULL) return -1;
  *out = vobj(r);
  if (big_to_i64(start, &f[0]) == 0 && big_to_i64(stop, &f[1]) == 0 &&
      big_to_i64(step, &f[2]) == 0 && big_to_i64(len, &f[3]) == 0) {
    r->start = f[0];
    r->stop = f[1];
    r->step = f[2];
    r->len = f[3];
    return 0;
  }
  {
    Tuple *t = tuple_new(vm, 4);
    if (t == NULL) return -1;
    t->items[0] = start;
    t->items[1] = stop;
    t->items[2] = step;
    t->items[3] = len;
    r->big = vobj(t);
    r->len = big_to_i64(len, &f[3]) == 0 ? f[3] : INT64_MAX;
  }
  return 0;
}

int range_length(VM *vm, const Range *r, int64_t *n) {
  Value f[4];
  range_fields(r, f);
  if (big_to_i64(f[3], n))
    return vm_raise(vm, T_OverflowError, "Python int too large to convert to C ssize_t");
  return 0;
}

int range_item(VM *vm, const Range *r, Value i, Value *out) {
  Value f[4];
  range_fields(r, f);
  if (big_sign(i) < 0 && big_add(vm, i, f[3], &i)) return -1;
  if (big_sign(i) < 0 || big_cmp(i, f[3]) >= 0)
    return vm_raise(vm, T_IndexError, "range object index out of range");
  return big_mul(vm, i, f[2], &i) || big_add(vm, f[0], i, out);
}

/* One bound of a slice (CPython's _PySlice_GetLongIndices): None is `dflt`,
** a negative index counts from the end, the result is clamped to
** [lower, upper]. */
static int slice_bound(VM *vm, Value v, Value len, Value lower, Value upper, Value dflt,
                       Value *out) {
  if (v.tag == V_NONE) { *out = dflt; return 0; }
  if (!IS_INTLIKE(v))
    return vm_raise(vm, T_TypeError,
                    "slice indices must be integers or None or have an __index__ method");
  if (v.tag == V_BOOL) v = vint(v.u.i);
  if (big_sign(v) < 0) {
    if (big_add(vm, v, len, &v)) return -1;
    if (big_cmp(v, lower) < 0) v = lower;
  } else if (big_cmp(v, upper) > 0) {
    v = upper;
  }
  *out = v;
  return 0;
}

int range_slice(VM *vm, const Range *r, const Slice *s, Value *out) {
  Value f[4], step, lower, upper, a, b;
  bool down;
  range_fields(r, f);
  step = s->step.tag == V_NONE ? vint(1) : s->step;
  if (!IS_INTLIKE(step))
    return vm_raise(vm, T_TypeError,
                    "slice indices must be integers or None or have an __index__ method");
  if (step.tag == V_BOOL) step = vint(step.u.i);
  if (big_is_zero(step)) return vm_raise(vm, T_ValueError, "slice step cannot be zero");
  down = big_sign(step) < 0;
  lower = vint(down ? -1 : 0);
  if (down) {
    if (big_sub(vm, f[3], vint(1), &upper)) return -1;
  } else {
    upper = f[3];
  }
  if (slice_bound(vm, s->start, f[3], lower, upper, down ? upper : lower, &a) ||
      slice_bound(vm, s->stop, f[3], lower, upper, down ? lower : upper, &b))
    return -1;
  /* start + a * step, start + b * step, step * slice step */
  if (big_mul(vm, a, f[2], &a) || big_add(vm, f[0], a, &a) ||
      big_mul(vm, b, f[2], &b) || big_add(vm, f[0], b, &b) ||
      big_mul(vm, step, f[2], &step))
    return -1;
  return range_new(vm, a, b, step, out);
}

int range_has(VM *vm, const Range *r, Value x, int *out) {
  Value f[4], d;
  range_fields(r, f);
  *out = 0;
  if (big_sign(f[2]) > 0 ? big_cmp(x, f[0]) < 0 || big_cmp(x, f[1]) >= 0
                         : big_cmp(x, f[0]) > 0 || big_cmp(x, f[1]) <= 0)
    return 0;
  if (big_sub(vm, x, f[0], &d) || big_mod(vm, d, f[2], &d)) return -1;
  *out = big_is_zero(d);
  return 0;
}

int range_pos(VM *vm, const Range *r, Value x, Value *out) {
  Value f[4], d;
  range_fields(r, f);
  return big_sub(vm, x, f[0], &d) || big_floordiv(vm, d, f[2], out);
}

int range_reverse(VM *vm, const Range *r, Value *out) {
  Value f[4], last, stop, step;
  range_fields(r, f);
  if (big_sub(vm, f[3], vint(1), &last) || big_mul(vm, last, f[2], &last) ||
      big_add(vm, f[0], last, &last) || big_sub(vm, f[0], f[2], &stop) ||
      big_neg(vm, f[2], &step))
    return -1;
  return range_new(vm, last, stop, step, out);
}

/* CPython's range_equals: same length, and for a non-empty range the same
** start, and for more than one item the same step. */
int range_eq(const Range *r, const Range *q) {
  Value a[4], b[4];
  range_fields(r, a);
  range_fields(q, b);
  if (big_cmp(a[3], b[3]) != 0) return 0;
  if (big_is_zero(a[3])) return 1;
  if (big_cmp(a[0], b[0]) != 0) return 0;
  return big_cmp(a[3], vint(1)) == 0 || big_cmp(a[2], b[2]) == 0;
}
