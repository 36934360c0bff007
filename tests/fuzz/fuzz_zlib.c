/*
** fuzz_zlib.c - libFuzzer target: zlib's natives (vm/lib/zlib.c) alone.
** Input: a control byte, then data.
**   control & 1 == 0: the data is hostile DEFLATE: _inflate runs over it
**     (from byte `control >> 4` on, an output limit from the control byte,
**     a preset window of the data's first bytes when control & 2), and must
**     answer a tuple or raise cleanly under the step and memory limits.
**   control & 1 == 1: the data is compressed with _deflate (level, strategy
**     and flush mode from the control byte, in two calls with the pending
**     bits carried between them and the first part as the window of the
**     second), and _inflate must give the data back exactly; a difference
**     aborts (a crash for libFuzzer).
** Never a crash, leak, hang or abort.
*/
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "../../vm/vm.h"
#include "../../vm/bytes.h"
#include "../../vm/lib/lib.h"

static const Builtin *native(const char *name) {
  int i;
  for (i = 0; i < zlib_natives_n; i++)
    if (strcmp(zlib_natives[i].name, name) == 0) return &zlib_natives[i];
  abort();
}

static int call(VM *vm, const Builtin *b, Value *args, int n, Value *out) {
  return b->fn(vm, args, n, NULL, out);
}

static bool part(Value t, int i, Value *out) {
  if (!IS_OBJ(t, OT_TUPLE) || (int)((Tuple *)t.u.o)->len <= i) return false;
  *out = ((Tuple *)t.u.o)->items[i];
  return true;
}

static void round_trip(VM *vm, const uint8_t *p, size_t n, unsigned control) {
  const Builtin *def = native("zlib._deflate"), *inf = native("zlib._inflate");
  Value a[8], r1, r2, body, back, carry, ncarry;
  Buf joined = BUF_INIT;
  size_t cut = n / 2, nb;
  const uint8_t *bp;
  unsigned level = (control >> 1) % 10, strategy = (control >> 5) % 5;
  if (bytes_new(vm, p, cut, &a[0]) || bytes_new(vm, "", 0, &a[3])) return;
  a[1] = vint(level);
  a[2] = vint(strategy);
  a[4] = vint(control & 0x80 ? 2 : 0);
  a[5] = vint(0);
  a[6] = vint(0);
  a[7] = vint(32768);
  if (call(vm, def, a, 8, &r1) || !part(r1, 0, &body) || !part(r1, 1, &carry) ||
      !part(r1, 2, &ncarry))
    return;
  if (!bytes_view(body, &bp, &nb) || buf_put(vm, &joined, (const char *)bp, nb)) return;
  if (bytes_new(vm, p + cut, n - cut, &a[0]) || bytes_new(vm, p, cut, &a[3])) goto done;
  a[4] = vint(4);
  a[5] = carry;
  a[6] = ncarry;
  if (call(vm, def, a, 8, &r2) || !part(r2, 0, &body)) goto done;
  if (!bytes_view(body, &bp, &nb) || buf_put(vm, &joined, (const char *)bp, nb)) goto done;
  if (bytes_new(vm, joined.p, joined.len, &a[0]) || bytes_new(vm, "", 0, &a[2])) goto done;
  a[1] = vint(0);
  a[3] = vint(-1);                           /* no output limit (0 is one) */
  if (call(vm, inf, a, 4, &r1)) goto done;   /* memory for the output: fine */
  if (!part(r1, 0, &back) || !part(r1, 2, &carry) || carry.u.i != 0 ||
      !bytes_view(back, &bp, &nb) || nb != n || (n && memcmp(bp, p, n) != 0))
    abort();   /* what was compressed did not come back */
done:
  buf_free(vm, &joined);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  VM *vm;
  unsigned control;
  if (size < 1 || size > 65536) return 0;
  control = data[0];
  data++;
  size--;
  vm = vm_new(NULL, NULL);
  if (vm == NULL) return 0;
  vm->lim.max_steps = 2000000;
  vm->mem.limit = mem_held(&vm->mem) + (32u << 20);
  vm->nframes = 1;   /* as inside a run: limits end it */
  if (control & 1) {
    round_trip(vm, data, size, control);
  } else {
    Value a[4], r;
    size_t start = control >> 4 < size ? control >> 4 : size;
    size_t nw = control & 2 ? (size < 300 ? size : 300) : 0;
    if (bytes_new(vm, data, size, &a[0]) == 0 && bytes_new(vm, data, nw, &a[2]) == 0) {
      a[1] = vint((int64_t)start);
      a[3] = vint(control & 4 ? (int64_t)(control >> 3) : -1);
      (void)call(vm, native("zlib._inflate"), a, 4, &r);
    }
  }
  vm->exc = VUNDEF;
  vm->nframes = 0;
  vm_free(vm);
  return 0;
}
