/*
** unicodedata.c - the unicodedata module: lookup and name, over the name
** table that "\N{...}" escapes use (vm/uname.c).  category, normalize
** and the others are Python, in unicodedata.py.
*/
#include <stdio.h>
#include "lib.h"
#include "../str.h"
#include "../bytes.h"
#include "../uname.h"

#define UD_NAME_MAXLEN 256   /* CPython's limit on a looked-up name, bytes */

/* unicodedata.lookup(name): the character (or named sequence) of a str
** or bytes name; KeyError if none. */
static int ud_lookup(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  uint32_t cps[UNAME_SEQMAX];
  char buf[4 * UNAME_SEQMAX];
  const char *s;
  size_t len, blen = 0;
  int k, got;
  Value msg;
  if (arg_nokw(vm, "unicodedata.lookup", kw) ||
      arg_count(vm, "unicodedata.lookup", n, 1, 1))
    return -1;
  if (!IS_STR(a[0]) && !IS_BYTES(a[0]))
    return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'",
                    val_type_name(a[0]));
  if ((IS_STR(a[0]) ? AS_STR(a[0])->len : ((Bytes *)a[0].u.o)->len) > UD_NAME_MAXLEN) {
    if (str_newc(vm, "name too long", &msg)) return -1;
    return vm_raise_value(vm, T_KeyError, msg);
  }
  if (IS_BYTES(a[0])) {
    /* read as UTF-8 with replacement (only non-names change), so that
    ** the error message is a valid str */
    Value enc, errs;
    if (str_newc(vm, "utf-8", &enc) || str_newc(vm, "replace", &errs) ||
        codec_decode(vm, a[0], AS_STR(enc), AS_STR(errs), &msg))
      return -1;
  } else {
    msg = a[0];
  }
  s = AS_STR(msg)->data;
  len = AS_STR(msg)->len;
  got = uname_lookup(s, len, 1, cps);
  if (got == 0) {
    char text[3 * UD_NAME_MAXLEN + 32];   /* a replaced byte takes 3 */
    int m = snprintf(text, sizeof text, "undefined character name '%.*s'",
                     (int)len, s);
    if (str_new(vm, text, (size_t)m, &msg)) return -1;
    return vm_raise_value(vm, T_KeyError, msg);
  }
  for (k = 0; k < got; k++) blen += (size_t)utf8_encode(cps[k], buf + blen);
  return str_new(vm, buf, blen, out);
}

/* unicodedata.name(chr[, default]) */
static int ud_name(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  char buf[UNAME_BUFSIZE];
  size_t len, i = 0;
  if (arg_nokw(vm, "unicodedata.name", kw) || arg_count(vm, "name", n, 1, 2))
    return -1;
  if (!IS_STR(a[0]) || AS_STR(a[0])->nchars != 1)
    return vm_raise(vm, T_TypeError,
                    "name() argument 1 must be a unicode character, not %s",
                    val_type_name(a[0]));
  len = uname_name(utf8_decode(AS_STR(a[0])->data, AS_STR(a[0])->len, &i), buf);
  if (len == 0) {
    if (n == 2) {
      *out = a[1];
      return 0;
    }
    return vm_raise(vm, T_ValueError, "no such name");
  }
  return str_new(vm, buf, len, out);
}

const Builtin unicodedata_natives[] = {
  {"unicodedata.lookup", ud_lookup, NULL, -1},
  {"unicodedata.name", ud_name, NULL, -1},
};
const int unicodedata_natives_n =
  (int)(sizeof unicodedata_natives / sizeof unicodedata_natives[0]);
