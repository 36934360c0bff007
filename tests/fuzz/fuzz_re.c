/*
** fuzz_re.c - libFuzzer target: the regular expression engine on its own.
** Input: one byte of flags, then the pattern up to the first NUL byte, then
** the subject.  Bit 0 of the flags byte (RE_TEMPLATE, never a compile flag
** here) picks a bytes pattern and subject, taken as they are; otherwise the
** bytes are read as Latin-1 (so any input is valid text).
** The pattern is compiled (errors are fine) and searched, matched, fully
** matched and iterated over the subject under a step and memory limit:
** every input must end cleanly, never crash, leak, hang or abort.
*/
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include "../../vm/vm.h"
#include "../../vm/str.h"
#include "../../vm/lib/re.h"

static size_t latin1(const uint8_t *p, size_t n, char *out) {
  size_t i, k = 0;
  for (i = 0; i < n; i++) k += (size_t)utf8_encode(p[i], out + k);
  return k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static char pat[8192], text[8192];
  const uint8_t *nul;
  size_t plen, tlen, np, nt;
  VM *vm;
  ReProg *prog;
  ReError err;
  ReState st;
  Value s;
  unsigned flags;
  bool bytes;
  int mode;
  if (size < 1 || size > 4096) return 0;
  bytes = data[0] & 1;
  flags = data[0] & (RE_IGNORECASE | RE_MULTILINE | RE_DOTALL | RE_VERBOSE | RE_ASCII);
  data++;
  size--;
  nul = memchr(data, 0, size);
  np = nul ? (size_t)(nul - data) : size;
  nt = nul ? size - np - 1 : 0;
  if (bytes) {
    memcpy(pat, data, np);
    memcpy(text, nul ? nul + 1 : data, nt);
    plen = np;
    tlen = nt;
  } else {
    plen = latin1(data, np, pat);
    tlen = latin1(nul ? nul + 1 : data, nt, text);
  }
  vm = vm_new(NULL, NULL);
  if (vm == NULL) return 0;
  vm->lim.max_steps = 200000;
  vm->mem.limit = mem_held(&vm->mem) + (16u << 20);
  vm->nframes = 1;   /* as inside a run: limits end it */
  if (re_compile(vm, pat, plen, flags, bytes, &prog, &err) == 0) {
    if (bytes || str_new(vm, text, tlen, &s) == 0) {
      for (mode = 0; mode < 4 && !vm->limit_hit; mode++) {
        int64_t len = bytes ? (int64_t)tlen : (int64_t)AS_STR(s)->nchars;
        int64_t pos = mode == 3 && len > 0 ? 1 : 0;
        if (bytes ? re_state_init_bytes(vm, &st, prog, (const uint8_t *)text, len, pos, len)
                  : re_state_init(vm, &st, prog, AS_STR(s), pos, len))
          break;
        st.match_all = mode == 2;
        if (mode == 0) (void)re_search(&st);
        else if (mode < 3) (void)re_match(&st);
        else {
          int n = 0;
          while (n++ < 1000 && st.start <= st.endpos && re_search(&st) > 0) {
            int64_t a, b;
            uint32_t g;
            for (g = 0; g <= prog->ngroups; g++) re_span(&st, g, &a, &b);
            st.must_advance = st.ptr == st.start;
            st.start = st.ptr;
          }
        }
        re_state_free(&st);
        vm->exc = VUNDEF;
      }
    }
    re_prog_free(vm, prog);
  }
  vm->nframes = 0;
  vm_free(vm);
  return 0;
}
