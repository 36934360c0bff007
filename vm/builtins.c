/*
** builtins.c - builtin functions, type constructors and the prelude.
**
** Builtins are referred to by their index in builtin_table (stable: a
** snapshot stores it).  Natives never run Python code: when an argument
** needs it (a generator to iterate, a key function to call) they return
** BI_FALLBACK and the interpreter calls the prelude function named in the
** table instead, with the same arguments.  The prelude is Python source
** (vm/lib/prelude*.py) compiled into its own namespace, each function at
** its first use (vm/lib/lib.c).  Modules' natives are in vm/lib/.
*/
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "vm.h"
#include "class.h"
#include "bytes.h"
#include "lib/re.h"
#include "lib/lib.h"
#include "complex.h"
#include "str.h"
#include "dict.h"
#include "bigint.h"
#include "range.h"
#include "fmt.h"
#include "limits.h"
#include "../grammar/ast.h"

/* ---- argument helpers ---- */

int arg_count(VM *vm, const char *fname, int nargs, int min, int max) {
  if (nargs >= min && nargs <= max) return 0;
  if (min == max) {
    if (min == 1)
      return vm_raise(vm, T_TypeError, "%s() takes exactly one argument (%d given)", fname, nargs);
    if (min == 0)
      return vm_raise(vm, T_TypeError, "%s() takes no arguments (%d given)", fname, nargs);
    return vm_raise(vm, T_TypeError, "%s expected %d arguments, got %d", fname, min, nargs);
  }
  if (nargs < min)
    return vm_raise(vm, T_TypeError, "%s expected at least %d argument%s, got %d", fname, min,
                    min == 1 ? "" : "s", nargs);
  return vm_raise(vm, T_TypeError, "%s expected at most %d argument%s, got %d", fname, max,
                  max == 1 ? "" : "s", nargs);
}

int arg_nokw(VM *vm, const char *fname, Tuple *kwnames) {
  if (kwnames && kwnames->len)
    return vm_raise(vm, T_TypeError, "%s() takes no keyword arguments", fname);
  return 0;
}

int arg_kw(VM *vm, const char *fname, Value *args, int nargs, Tuple *kwnames,
           const char *const *names, int n, Value *out) {
  size_t i;
  int j;
  for (j = 0; j < n; j++) out[j] = VUNDEF;
  if (kwnames == NULL) return 0;
  for (i = 0; i < kwnames->len; i++) {
    Str *k = AS_STR(kwnames->items[i]);
    for (j = 0; j < n; j++)
      if (strcmp(k->data, names[j]) == 0) break;
    if (j == n)
      return vm_raise(vm, T_TypeError, "'%s' is an invalid keyword argument for %s()",
                      k->data, fname);
    out[j] = args[nargs + (int)i];
  }
  return 0;
}

int arg_clinic(VM *vm, const char *fname, int nargs, Tuple *kwnames,
               const char *const *names, int n, int maxpos, int required) {
  int nkw = kwnames ? (int)kwnames->len : 0, i, j;
  if (nkw == 0 && nargs <= maxpos && nargs >= required) return 0;
  if (nargs + nkw > n)
    return vm_raise(vm, T_TypeError, "%s() takes at most %d %sargument%s (%d given)", fname, n,
                    nargs == 0 ? "keyword " : "", n == 1 ? "" : "s", nargs + nkw);
  if (nargs > maxpos)
    return vm_raise(vm, T_TypeError, "%s() takes at most %d positional argument%s (%d given)",
                    fname, maxpos, maxpos == 1 ? "" : "s", nargs);
  for (i = nargs; i < required; i++) {
    for (j = 0; j < nkw && names[i][0]; j++)
      if (strcmp(AS_STR(kwnames->items[j])->data, names[i]) == 0) break;
    if (!names[i][0])
      return vm_raise(vm, T_TypeError, "%s() takes at least %d positional argument%s (%d given)",
                      fname, i + 1, i ? "s" : "", nargs);
    if (j == nkw)
      return vm_raise(vm, T_TypeError, "%s() missing required argument '%s' (pos %d)", fname,
                      names[i], i + 1);
  }
  for (j = 0; j < nkw; j++)
    for (i = 0; i < nargs && i < n; i++)
      if (names[i][0] && strcmp(AS_STR(kwnames->items[j])->data, names[i]) == 0)
        return vm_raise(vm, T_TypeError, "argument for %s() given by name ('%s') and position (%d)",
                        fname, names[i], i + 1);
  return 0;
}

static bool is_gen(Value v) { return IS_OBJ(v, OT_GEN); }

/* ---- output ---- */

int vm_print(VM *vm, const char *s, size_t n) {
  if (vm->lim.max_output && vm->out_bytes + n > vm->lim.max_output) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_OUTPUT;
    return -1;
  }
  vm->out_bytes += n;
  if (buf_put(vm, &vm->outbuf, s, n)) return -1;
  /* hand whole lines to the sink */
  if (vm->out && vm->outbuf.len) {
    size_t last = vm->outbuf.len;
    while (last > 0 && vm->outbuf.p[last - 1] != '\n') last--;
    if (last) {
      vm->out(vm->out_ud, vm->outbuf.p, last);
      memmove(vm->outbuf.p, vm->outbuf.p + last, vm->outbuf.len - last);
      vm->outbuf.len -= last;
    }
  }
  return 0;
}

/* stderr: unbuffered, to its own sink after the stdout text before it;
** one budget (max_output) for both streams. */
int vm_print_stderr(VM *vm, const char *s, size_t n) {
  if (vm->err == NULL) return vm_print(vm, s, n);
  if (vm->lim.max_output && vm->out_bytes + n > vm->lim.max_output) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_OUTPUT;
    return -1;
  }
  vm->out_bytes += n;
  vm_flush(vm);
  if (n) vm->err(vm->err_ud, s, n);
  return 0;
}

void vm_flush(VM *vm) {
  if (vm->out && vm->outbuf.len) {
    vm->out(vm->out_ud, vm->outbuf.p, vm->outbuf.len);
    vm->outbuf.len = 0;
  }
}

static int bi_print(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"sep", "end", "file", "flush"};
  Value opt[4];
  Buf b = BUF_INIT;
  int i, r, fd;
  if (arg_kw(vm, "print", args, nargs, kw, names, 4, opt)) return -1;
  for (i = 0; i < 2; i++)
    if (opt[i].tag != V_UNDEF && opt[i].tag != V_NONE && !IS_STR(opt[i]))
      return vm_raise(vm, T_TypeError, "%s must be None or a string, not %s",
                      names[i], val_type_name(opt[i]));
  /* the host's stdout or stderr; any other file (an io.StringIO, a
  ** replaced sys.stdout) through its write method, from the prelude */
  fd = sys_print_target(vm, opt[2]);
  if (fd == 0) return BI_FALLBACK;
  for (i = 0; i < nargs; i++) {
    if (i) {
      if (opt[0].tag == V_OBJ) r = buf_put(vm, &b, AS_STR(opt[0])->data, AS_STR(opt[0])->len);
      else r = buf_putc(vm, &b, ' ');
      if (r) goto fail;
    }
    if (vm_str_buf(vm, args[i], &b)) goto fail;
  }
  if (opt[1].tag == V_OBJ) r = buf_put(vm, &b, AS_STR(opt[1])->data, AS_STR(opt[1])->len);
  else r = buf_putc(vm, &b, '\n');
  if (r) goto fail;
  r = (fd == 1 ? vm_print : vm_print_stderr)(vm, b.p ? b.p : "", b.len);
  buf_free(vm, &b);
  if (r) return -1;
  *out = VNONE;
  return 0;
fail:
  /* as CPython, the arguments (and separators) before the one that failed
  ** are written; not when the prelude's print takes over (want_py) */
  if (!vm->want_py && b.len && !vm->limit_hit)
    (void)(fd == 1 ? vm_print : vm_print_stderr)(vm, b.p, b.len);
  buf_free(vm, &b);
  return -1;
}

/* ---- len, repr, str ... ---- */

int vm_len(VM *vm, Value v, int64_t *n) {
  Value orig = v;   /* (the error names a subclass instance's class) */
  v = unbox_unless(v, CS(LEN));
  if (v.tag == V_OBJ) {
    switch (v.u.o->type) {
    case OT_STR: *n = (int64_t)AS_STR(v)->nchars; return 0;
    case OT_BYTES: *n = (int64_t)((Bytes *)v.u.o)->len; return 0;
    case OT_BYTEARRAY: *n = (int64_t)((ByteArray *)v.u.o)->len; return 0;
    case OT_MEMVIEW: return memview_len(vm, v, n);
    case OT_LIST: *n = (int64_t)AS_LIST(v)->len; return 0;
    case OT_TUPLE: *n = (int64_t)AS_TUPLE(v)->len; return 0;
    case OT_DICT: *n = (int64_t)AS_DICT(v)->len; return 0;
    case OT_SET: case OT_FROZENSET: *n = (int64_t)AS_SET(v)->used; return 0;
    case OT_RANGE: return range_length(vm, (Range *)v.u.o, n);
    case OT_VIEW: *n = (int64_t)AS_DICT(((View *)v.u.o)->dict)->len; return 0;
    default: break;
    }
  }
  if (user_has(v, CS(LEN))) {
    vm->want_py = true;
    return vm_raise(vm, T_TypeError, "the __len__ of a '%s' object cannot run here",
                    val_type_name(v));
  }
  return vm_raise(vm, T_TypeError, "object of type '%s' has no len()", val_type_name(orig));
}

static int bi_len(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int64_t n;
  if (arg_nokw(vm, "len", kw) || arg_count(vm, "len", nargs, 1, 1)) return -1;
  if (vm_len(vm, args[0], &n)) return -1;
  *out = vint(n);
  return 0;
}

static int bi_repr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "repr", kw) || arg_count(vm, "repr", nargs, 1, 1)) return -1;
  return vm_repr(vm, args[0], out);
}

static int bi_ascii(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "ascii", kw) || arg_count(vm, "ascii", nargs, 1, 1)) return -1;
  return vm_ascii(vm, args[0], out);
}

static int bi_str(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"object", "encoding", "errors"};
  Value opt[3];
  int i;
  if (arg_clinic(vm, "str", nargs, kw, names, 3, 3, 0) ||
      arg_kw(vm, "str", args, nargs, kw, names, 3, opt))
    return -1;
  if (nargs > 3) return vm_raise(vm, T_TypeError, "str() takes at most 3 arguments (%d given)", nargs);
  for (i = 0; i < nargs; i++) {
    if (opt[i].tag != V_UNDEF)
      return vm_raise(vm, T_TypeError, "argument for str() given by name ('%s') and position (%d)",
                      names[i], i + 1);
    opt[i] = args[i];
  }
  for (i = 1; i < 3; i++)
    if (opt[i].tag != V_UNDEF && !IS_STR(opt[i]))
      return vm_raise(vm, T_TypeError, "str() argument '%s' must be str, not %s", names[i],
                      opt[i].tag == V_NONE ? "None" : val_type_name(opt[i]));
  if (opt[0].tag == V_UNDEF) return str_new(vm, "", 0, out);
  if (opt[1].tag != V_UNDEF || opt[2].tag != V_UNDEF) {
    if (IS_STR(opt[0])) return vm_raise(vm, T_TypeError, "decoding str is not supported");
    if (IS_OBJ(opt[0], OT_MEMVIEW) && memview_bytes(vm, opt[0], &opt[0])) return -1;
    if (!IS_BYTESLIKE(opt[0]))
      return vm_raise(vm, T_TypeError, "decoding to str: need a bytes-like object, %s found",
                      val_type_name(opt[0]));
    return codec_decode(vm, opt[0], opt[1].tag == V_UNDEF ? NULL : AS_STR(opt[1]),
                        opt[2].tag == V_UNDEF ? NULL : AS_STR(opt[2]), out);
  }
  return vm_str(vm, opt[0], out);
}

static int bi_bool(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "bool", kw)) return -1;
  if (nargs > 1)
    return vm_raise(vm, T_TypeError, "bool expected at most 1 argument, got %d", nargs);
  if (nargs && user_has(args[0], CS(BOOL) | CS(LEN))) return BI_FALLBACK;   /* _bool_py */
  *out = vbool(nargs ? vm_truthy(args[0]) : false);
  return 0;
}

/* The ASCII form of a numeric string: Unicode whitespace becomes ' ' and
** Unicode decimal digits their ASCII digit, as int() and float() accept;
** other non-ASCII characters become '?' (invalid), and the text ends
** there, as in CPython: no number parses past it, and the error quotes the
** original.  Charged as it goes (a look-up per code point; 8M of them took
** 240 ms), so the deadline is polled.  NULL: out of memory or a limit. */
char *ascii_numeric(VM *vm, Str *s, size_t *len) {
  char *p = mem_alloc(&vm->mem, s->len + 1);
  size_t i = 0, n = 0, mark = 0;
  if (p == NULL) { vm_nomem(vm); return NULL; }
  while (i < s->len) {
    unsigned char c = (unsigned char)s->data[i];
    if (vm_charge_span(vm, i, s->len, &mark, 16)) {
      mem_free(&vm->mem, p, s->len + 1);
      return NULL;
    }
    if (c < 0x80) { p[n++] = (char)c; i++; continue; }
    {
      uint32_t cp = utf8_decode(s->data, s->len, &i);
      int d = uni_decimal(cp);
      p[n++] = d >= 0 ? (char)('0' + d) : uni_isspace(cp) ? ' ' : '?';
      if (p[n - 1] == '?') break;
    }
  }
  p[n] = 0;
  *len = n;
  return p;
}

/* CPython's "%.200R": the repr cut after 200 code points. */
static int int_literal_error(VM *vm, Value s, int base) {
  Value rs;
  size_t i, chars = 0;
  const char *r;
  if (vm_repr(vm, s, &rs)) return -1;
  r = AS_STR(rs)->data;
  for (i = 0; i < AS_STR(rs)->len; i++)
    if (((unsigned char)r[i] & 0xC0) != 0x80 && ++chars > 200) break;
  return vm_raise(vm, T_ValueError, "invalid literal for int() with base %d: %.*s",
                  base, (int)i, r);
}

/* The digits p..e (ASCII, blanks around them allowed) of `orig`, a str or
** bytes that the error shows. */
static int parse_int_ascii(VM *vm, const char *p, const char *e, Value orig, int base,
                           Value *out) {
  int bad = 0;
  while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f' || *p == '\v')) p++;
  while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r' ||
                   e[-1] == '\f' || e[-1] == '\v')) e--;
  if (p < e && big_from_str(vm, p, (size_t)(e - p), base, out, &bad) == 0) return 0;
  if (p < e && !bad) return -1;
  vm->exc = VUNDEF;
  return int_literal_error(vm, orig, base);
}

/* int(x), int(s, base) */
static int parse_int_str(VM *vm, Str *s, int base, Value *out) {
  const char *p = s->data, *e = s->data + s->len;
  if (!STR_ASCII(s)) {
    size_t n;
    char *a = ascii_numeric(vm, s, &n);
    int r;
    if (a == NULL) return -1;
    p = a;
    e = a + n;
    while (p < e && *p == ' ') p++;
    while (e > p && e[-1] == ' ') e--;
    if (p < e) {
      int bad = 0;
      r = big_from_str(vm, p, (size_t)(e - p), base, out, &bad);
      mem_free(&vm->mem, a, s->len + 1);
      if (r == 0) return 0;
      if (!bad) return -1;
    } else {
      mem_free(&vm->mem, a, s->len + 1);
    }
    vm->exc = VUNDEF;
    return int_literal_error(vm, vobj(s), base);
  }
  return parse_int_ascii(vm, p, e, vobj(s), base, out);
}

/* int(b), int(b, base) of bytes or a bytearray: ASCII digits */
static int parse_int_bytes(VM *vm, Value b, int base, Value *out) {
  const uint8_t *p;
  size_t n;
  (void)bytes_view(b, &p, &n);
  /* (the error shows a bytearray's contents as bytes, as CPython's) */
  if (IS_BYTEARRAY(b) && bytes_new(vm, p, n, &b)) return -1;
  return parse_int_ascii(vm, (const char *)p, (const char *)p + n, b, base, out);
}

static int bi_int(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"base"};
  Value opt[1], x;
  int64_t base = 10;
  if (nargs == 1 && !kw && user_has(args[0], CS(NUMERIC) | CS(INDEX))) return BI_FALLBACK;
  if (nargs == 1 && !kw && IS_OBJ(args[0], OT_INSTANCE)) {
    x = unbox_unless(args[0], CS(NUMERIC));
    /* a subclass of int, str, float or bytes converts as its value; one
    ** of dict or list is refused under its own name (CPython's tp_name) */
    if (x.tag == V_INT || x.tag == V_BOOL || x.tag == V_FLOAT || IS_BIG(x) ||
        IS_STR(x) || IS_BYTES(x) || IS_BYTEARRAY(x))
      return bi_int(vm, &x, 1, NULL, out);
  }
  {
    static const char *const all[] = {"", "base"};
    if (arg_clinic(vm, "int", nargs, kw, all, 2, 2, 0)) return -1;
  }
  if (arg_kw(vm, "int", args, nargs, kw, names, 1, opt)) return -1;
  if (nargs > 2) return vm_raise(vm, T_TypeError, "int() takes at most 2 arguments (%d given)", nargs);
  if (nargs == 2) opt[0] = args[1];
  if (nargs == 0) {
    if (opt[0].tag != V_UNDEF) return vm_raise(vm, T_TypeError, "int() missing string argument");
    *out = vint(0);
    return 0;
  }
  x = args[0];
  if (opt[0].tag != V_UNDEF) {
    /* CPython clamps a big base, then checks its range before the value */
    if (IS_BIG(vm_unbox(opt[0]))) base = -1;
    else if (vm_index(vm, opt[0], &base)) return -1;
    if (base != 0 && (base < 2 || base > 36))
      return vm_raise(vm, T_ValueError, "int() base must be >= 2 and <= 36, or 0");
    if (!IS_STR(x) && !IS_BYTES(x) && !IS_BYTEARRAY(x))
      return vm_raise(vm, T_TypeError, "int() can't convert non-string with explicit base");
    if (!IS_STR(x)) return parse_int_bytes(vm, x, (int)base, out);
    return parse_int_str(vm, AS_STR(x), (int)base, out);
  }
  if (x.tag == V_INT || IS_BIG(x)) { *out = x; return 0; }
  if (x.tag == V_BOOL) { *out = vint(x.u.i); return 0; }
  if (x.tag == V_FLOAT) {
    double d = x.u.f;
    if (isnan(d)) return vm_raise(vm, T_ValueError, "cannot convert float NaN to integer");
    if (isinf(d)) return vm_raise(vm, T_OverflowError, "cannot convert float infinity to integer");
    if (d > -9.2e18 && d < 9.2e18) { *out = vint((int64_t)d); return 0; }
    return big_from_double(vm, d, out);
  }
  if (IS_STR(x)) return parse_int_str(vm, AS_STR(x), 10, out);
  if (IS_BYTES(x) || IS_BYTEARRAY(x)) return parse_int_bytes(vm, x, 10, out);
  if (IS_OBJ(x, OT_MEMVIEW)) {   /* its bytes, as a copy */
    if (memview_bytes(vm, x, &x)) return -1;
    return parse_int_bytes(vm, x, 10, out);
  }
  return vm_raise(vm, T_TypeError,
                  "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                  val_type_name(x));
}

/* _syntax_warn(text): a module's compile-time SyntaxWarnings (synwarn.c),
** written to stderr by its first instruction. */
static int bi_syntax_warn(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "_syntax_warn", kw) || arg_count(vm, "_syntax_warn", nargs, 1, 1)) return -1;
  if (!IS_STR(args[0])) return vm_raise(vm, T_TypeError, "_syntax_warn() takes a str");
  *out = VNONE;
  return vm_print_stderr(vm, AS_STR(args[0])->data, AS_STR(args[0])->len);
}

/* The float written in p..e (ASCII, or any bytes, which then fail to
** parse); the ValueError shows repr(shown), the object float() was given. */
static int parse_float_text(VM *vm, const char *p, const char *e, Value shown, double *out) {
  char tmp[400], *buf = tmp;
  size_t bufsize = sizeof tmp;
  bool parsed = false;
  size_t j = 0;
  char *end;
  Value rs;
  while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f' || *p == '\v')) p++;
  while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r' ||
                   e[-1] == '\f' || e[-1] == '\v')) e--;
  /* a long literal ('1' * 5000 is inf, as in CPython) gets a heap copy */
  if ((size_t)(e - p) >= sizeof tmp) {
    bufsize = (size_t)(e - p) + 1;
    buf = mem_realloc(&vm->mem, NULL, 0, bufsize);
    if (buf == NULL) return vm_nomem(vm);
  }
  if (e - p > 0) {
    const char *q = p;
    bool ok = true, prevdigit = false, hex = false;
    size_t mark = 0, n = (size_t)(e - p);
    /* charged as it goes, which polls: 10 MB took 9 ms
    ** (statistics.median_grouped('%s', S) in limits_audit) */
    for (; q < e; q++) {
      char c = *q;
      if (vm_charge_span(vm, (size_t)(q - p), n, &mark, 4)) {
        if (buf != tmp) mem_free(&vm->mem, buf, bufsize);
        return -1;
      }
      /* strtod accepts hex floats and "infinity"/"nan(...)" forms: filter */
      if (c == 'x' || c == 'X' || c == '(') hex = true;
      if (c == '_') {
        if (!prevdigit || q + 1 >= e || !(q[1] >= '0' && q[1] <= '9')) { ok = false; break; }
        continue;
      }
      prevdigit = c >= '0' && c <= '9';
      buf[j++] = c;
    }
    buf[j] = 0;
    if (ok) {
      if (!hex) {
        /* polled: strtod walked 10 MB of digits in 12 ms */
        if (vm_strtod(vm, buf, &end, out)) {
          if (buf != tmp) mem_free(&vm->mem, buf, bufsize);
          return -1;
        }
        parsed = end == buf + j && j > 0;
      }
    }
  }
  if (buf != tmp) mem_free(&vm->mem, buf, bufsize);
  if (parsed) return 0;
  if (vm_repr(vm, shown, &rs)) return -1;
  return vm_raise(vm, T_ValueError, "could not convert string to float: %s", AS_STR(rs)->data);
}

int vm_parse_float(VM *vm, Str *s, double *out) {
  char *conv;
  size_t convlen = 0;
  int r;
  if (STR_ASCII(s)) return parse_float_text(vm, s->data, s->data + s->len, vobj(s), out);
  conv = ascii_numeric(vm, s, &convlen);
  if (conv == NULL) return -1;
  r = parse_float_text(vm, conv, conv + convlen, vobj(s), out);
  mem_free(&vm->mem, conv, s->len + 1);
  return r;
}

static int bi_float(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  double d;
  if (nargs == 1 && !kw && user_has(args[0], CS(NUMERIC) | CS(INDEX))) return BI_FALLBACK;
  if (nargs == 1 && !kw && IS_OBJ(args[0], OT_INSTANCE) &&
      !IS_OBJ(unbox_unless(args[0], CS(NUMERIC)), OT_INSTANCE)) {
    Value x = unbox_unless(args[0], CS(NUMERIC));   /* a subclass of float, int, str */
    return bi_float(vm, &x, 1, NULL, out);
  }
  if (arg_nokw(vm, "float", kw)) return -1;
  if (nargs > 1) return vm_raise(vm, T_TypeError, "float expected at most 1 argument, got %d", nargs);
  if (nargs == 0) { *out = vfloat(0.0); return 0; }
  if (args[0].tag == V_FLOAT) { *out = args[0]; return 0; }
  if (IS_INTLIKE(args[0])) {
    if (vm_to_double(vm, args[0], &d)) return -1;
    *out = vfloat(d);
    return 0;
  }
  if (IS_STR(args[0])) {
    if (vm_parse_float(vm, AS_STR(args[0]), &d)) return -1;
    *out = vm_float(vm, d);
    return 0;
  }
  {
    const uint8_t *p;
    size_t n;
    if (bytes_view(args[0], &p, &n)) {   /* bytes, bytearray, a memoryview of one */
      if (parse_float_text(vm, (const char *)p, (const char *)p + n, args[0], &d)) return -1;
      *out = vm_float(vm, d);
      return 0;
    }
  }
  return vm_raise(vm, T_TypeError, "float() argument must be a string or a real number, not '%s'",
                  val_type_name(args[0]));
}

static int bi_list(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l;
  if (arg_nokw(vm, "list", kw)) return -1;
  if (nargs > 1) return vm_raise(vm, T_TypeError, "list expected at most 1 argument, got %d", nargs);
  if (nargs == 0) {
    l = list_new(vm, 0);
    if (l == NULL) return -1;
    *out = vobj(l);
    return 0;
  }
  if (is_gen(args[0])) return BI_FALLBACK;
  if (vm_to_list(vm, args[0], &l)) return -1;
  *out = vobj(l);
  return 0;
}

static int bi_tuple(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l;
  Tuple *t;
  if (arg_nokw(vm, "tuple", kw)) return -1;
  if (nargs > 1) return vm_raise(vm, T_TypeError, "tuple expected at most 1 argument, got %d", nargs);
  if (nargs == 0) { t = tuple_new(vm, 0); if (!t) return -1; *out = vobj(t); return 0; }
  if (IS_OBJ(args[0], OT_TUPLE)) { *out = args[0]; return 0; }
  if (is_gen(args[0])) return BI_FALLBACK;
  if (vm_to_list(vm, args[0], &l)) return -1;
  t = tuple_new(vm, l->len);
  if (t == NULL) return -1;
  /* with polls: 10**7 items were 10-14 ms in one memcpy (limits_audit
  ** --shard 9/16, time.struct_time(S), which makes tuple(S)); on a
  ** deadline the rest of the garbage tuple stays None */
  if (vm_vcopy(vm, t->items, l->items, l->len)) return -1;
  *out = vobj(t);
  return 0;
}

static int make_set(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, bool frozen) {
  const char *name = frozen ? "frozenset" : "set";
  Set *s;
  if (arg_nokw(vm, name, kw)) return -1;
  if (nargs > 1) return vm_raise(vm, T_TypeError, "%s expected at most 1 argument, got %d", name, nargs);
  if (nargs == 1 && is_gen(args[0])) return BI_FALLBACK;
  if (vm_iter_keep(vm, args, nargs)) return -1;
  if (frozen && nargs == 1 && IS_OBJ(args[0], OT_FROZENSET)) { *out = args[0]; return 0; }
  if (nargs == 1 && (IS_OBJ(args[0], OT_SET) || IS_OBJ(args[0], OT_FROZENSET))) {
    if (vm_charge_items(vm, TABLE_ITEM * (uint64_t)AS_SET(args[0])->used)) return -1;
    s = set_copy(vm, AS_SET(args[0]), frozen);
    if (s == NULL) return -1;
    *out = vobj(s);
    return 0;
  }
  s = set_new(vm, frozen);
  if (s == NULL) return -1;
  *out = vobj(s);
  if (nargs == 1) return set_update(vm, s, args[0]);
  return 0;
}

static int bi_set(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return make_set(vm, args, nargs, kw, out, false);
}

static int bi_frozenset(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return make_set(vm, args, nargs, kw, out, true);
}

/* d.update(arg) for dict() and dict.update(): a mapping or pairs. */
int dict_update_from(VM *vm, Dict *d, Value arg) {
  Value it, x;
  int r;
  int64_t n = 0;
  arg = unbox_unless(arg, CS(ITER));
  if (IS_OBJ(arg, OT_DICT)) {
    if (vm_charge_items(vm, TABLE_ITEM * (uint64_t)AS_DICT(arg)->len)) return -1;
    return dict_update(vm, d, AS_DICT(arg));
  }
  if (vm_getiter(vm, arg, &it)) return -1;
  while ((r = vm_iternext(vm, it, &x)) > 0) {
    Value kv[2];
    int64_t len;
    if (!vm_iter_native(x))
      return vm_raise(vm, T_TypeError,
                      "cannot convert dictionary update sequence element #%lld to a sequence",
                      (long long)n);
    if (vm_len(vm, x, &len)) {
      /* an iterator: its items, as PySequence_Fast takes them */
      List *l;
      vm->exc = VUNDEF;
      if (vm_to_list(vm, x, &l)) return -1;
      x = vobj(l);
      len = (int64_t)l->len;
    }
    if (len != 2)
      return vm_raise(vm, T_ValueError,
                      "dictionary update sequence element #%lld has length %lld; 2 is required",
                      (long long)n, (long long)len);
    if (vm_unpack(vm, x, kv, 2, -1) || dict_set(vm, d, kv[0], kv[1]) ||
        vm_charge_entry(vm, (uint64_t)n))
      return -1;
    n++;
  }
  return r < 0 ? -1 : 0;
}

static int bi_dict(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Dict *d;
  size_t i;
  if (nargs > 1) return vm_raise(vm, T_TypeError, "dict expected at most 1 argument, got %d", nargs);
  if (nargs == 1 && is_gen(args[0])) return BI_FALLBACK;
  if (vm_iter_keep(vm, args, nargs)) return -1;
  d = dict_new(vm);
  if (d == NULL) return -1;
  *out = vobj(d);
  if (nargs == 1 && dict_update_from(vm, d, args[0])) return -1;
  if (kw)
    for (i = 0; i < kw->len; i++)
      if (dict_set(vm, d, kw->items[i], args[nargs + (int)i])) return -1;
  return 0;
}

static int bi_range(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value a[3] = {vint(0), vint(0), vint(1)};
  int i;
  if (arg_nokw(vm, "range", kw)) return -1;
  if (nargs < 1 || nargs > 3) {
    if (nargs == 0) return vm_raise(vm, T_TypeError, "range expected at least 1 argument, got 0");
    return vm_raise(vm, T_TypeError, "range expected at most 3 arguments, got %d", nargs);
  }
  for (i = 0; i < nargs; i++) {
    Value v = args[i];
    if (v.tag == V_INT || v.tag == V_BOOL || IS_BIG(v)) continue;
    return vm_not_index(vm, v);
  }
  for (i = 0; i < nargs; i++)
    a[nargs == 1 ? 1 : i] = args[i].tag == V_BOOL ? vint(args[i].u.i) : args[i];
  if (big_is_zero(a[2])) return vm_raise(vm, T_ValueError, "range() arg 3 must not be zero");
  return range_new(vm, a[0], a[1], a[2], out);
}

static int bi_slice(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Slice *s;
  if (arg_nokw(vm, "slice", kw)) return -1;
  if (nargs < 1 || nargs > 3) {
    if (nargs == 0) return vm_raise(vm, T_TypeError, "slice expected at least 1 argument, got 0");
    return vm_raise(vm, T_TypeError, "slice expected at most 3 arguments, got %d", nargs);
  }
  s = obj_new(vm, OT_SLICE, sizeof(Slice));
  if (s == NULL) return -1;
  s->start = s->step = VNONE;
  if (nargs == 1) s->stop = args[0];
  else { s->start = args[0]; s->stop = args[1]; if (nargs == 3) s->step = args[2]; }
  *out = vobj(s);
  return 0;
}

/* ---- iteration builtins ---- */

static bool is_callable(Value v);

static int bi_iter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "iter", kw)) return -1;
  if (nargs < 1 || nargs > 2)
    return vm_raise(vm, T_TypeError, "iter expected at %s, got %d",
                    nargs < 1 ? "least 1 argument" : "most 2 arguments", nargs);
  if (nargs == 2) {
    /* iter(callable, sentinel): the prelude's generator calls it */
    if (!is_callable(args[0]))
      return vm_raise(vm, T_TypeError, "iter(v, w): v must be callable");
    return BI_FALLBACK;
  }
  return vm_getiter(vm, args[0], out);
}

/* it.__length_hint__ of a native iterator (repr.c binds it) */
static int bi_iter_length_hint(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  if (arg_nokw(vm, "__length_hint__", kw)) return -1;
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "expected 0 arguments, got %d", nargs - 1);
  r = vm_iter_length_hint(vm, args[0], out);
  if (r == 0)
    return vm_raise(vm, T_AttributeError, "'%s' object has no attribute '__length_hint__'",
                    val_type_name(args[0]));
  return r < 0 ? -1 : 0;
}

static int bi_next(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int r;
  if (arg_nokw(vm, "next", kw)) return -1;
  if (nargs < 1 || nargs > 2)
    return vm_raise(vm, T_TypeError, "next expected at %s, got %d",
                    nargs < 1 ? "least 1 argument" : "most 2 arguments", nargs);
  if (is_gen(args[0])) return gen_op(vm, GOP_NEXT, args[0], VNONE, nargs == 2 ? args[1] : VUNDEF);
  if (user_has(args[0], CS(NEXT))) return BI_FALLBACK;   /* its Python __next__ */
  if (is_gen(vm_unbox(args[0])))   /* a subclass of map or filter: its generator's */
    return gen_op(vm, GOP_NEXT, vm_unbox(args[0]), VNONE, nargs == 2 ? args[1] : VUNDEF);
  if (!IS_OBJ(vm_unbox(args[0]), OT_ITER))
    return vm_raise(vm, T_TypeError, "'%s' object is not an iterator", val_type_name(args[0]));
  r = vm_iternext(vm, args[0], out);
  if (r < 0) return -1;
  if (r == 0) {
    Tuple *t;
    Exc *e;
    if (nargs == 2) { *out = args[1]; return 0; }
    t = tuple_new(vm, 0);
    if (t == NULL) return -1;
    e = exc_new(vm, T_StopIteration, vobj(t));
    if (e == NULL) return -1;
    return exc_set(vm, vobj(e));
  }
  return 0;
}

static int bi_enumerate(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"iterable", "start"};
  Value opt[2], it;
  int64_t start = 0;
  /* CPython's enum_vectorcall: the count, an empty call, then a keyword
  ** that is not a parameter left after the positional ones (iterable
  ** named only when it is not given by position) */
  if (nargs + (kw ? (int)kw->len : 0) > 2)
    return vm_raise(vm, T_TypeError, "enumerate() takes at most 2 arguments (%d given)",
                    nargs + (kw ? (int)kw->len : 0));
  if (nargs == 0 && !(kw && kw->len))
    return vm_raise(vm, T_TypeError, "enumerate() missing required argument 'iterable'");
  if (kw && kw->len) {
    size_t j;
    bool named_it = false;
    for (j = 0; j < kw->len; j++) named_it |= strcmp(AS_STR(kw->items[j])->data, "iterable") == 0;
    if (arg_kw(vm, "enumerate", args, nargs, kw, names, 2, opt)) return -1;
    for (j = 0; j < kw->len; j++) {
      const char *k = AS_STR(kw->items[j])->data;
      if ((strcmp(k, "iterable") == 0 && nargs) || (strcmp(k, "start") == 0 && !nargs && !named_it))
        return vm_raise(vm, T_TypeError, "'%s' is an invalid keyword argument for enumerate()", k);
    }
  }
  if (arg_kw(vm, "enumerate", args, nargs, kw, names, 2, opt)) return -1;
  if (nargs > 2) return vm_raise(vm, T_TypeError, "enumerate() takes at most 2 arguments (%d given)", nargs);
  if (nargs >= 1) opt[0] = args[0];
  if (nargs == 2) opt[1] = args[1];
  if (opt[0].tag == V_UNDEF)
    return vm_raise(vm, T_TypeError, "enumerate() missing required argument 'iterable'");
  /* a start beyond 64 bits: the Python version counts in big ints */
  if (IS_BIG(opt[1])) return BI_FALLBACK;
  if (opt[1].tag != V_UNDEF && vm_index(vm, opt[1], &start)) return -1;
  if (vm_getiter(vm, opt[0], &it)) return -1;
  if (is_gen(it)) return BI_FALLBACK;
  return iter_new(vm, T_ENUMERATE, it, start, 0, out);
}

static int bi_zip(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"strict"};
  Value opt[1];
  Tuple *its;
  int i;
  bool gen = false;
  if (arg_kw(vm, "zip", args, nargs, kw, names, 1, opt)) return -1;
  its = tuple_new(vm, (size_t)nargs);
  if (its == NULL) return -1;
  for (i = 0; i < nargs; i++) {
    if (vm_getiter(vm, args[i], &its->items[i])) return -1;
    if (is_gen(its->items[i])) gen = true;
  }
  if (gen) return BI_FALLBACK;
  return iter_new(vm, T_ZIP, vobj(its), 0, opt[0].tag != V_UNDEF && vm_truthy(opt[0]), out);
}

static int bi_map(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int i;
  Value it;
  (void)out;
  if (arg_nokw(vm, "map", kw)) return -1;
  if (nargs < 2) return vm_raise(vm, T_TypeError, "map() must have at least two arguments.");
  for (i = 1; i < nargs; i++)
    if (vm_getiter(vm, args[i], &it)) return -1;
  return BI_FALLBACK;
}

static int bi_filter(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value it;
  (void)out;
  if (arg_nokw(vm, "filter", kw)) return -1;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "filter expected 2 arguments, got %d", nargs);
  if (vm_getiter(vm, args[1], &it)) return -1;
  return BI_FALLBACK;
}

static int bi_reversed(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value v;
  if (arg_nokw(vm, "reversed", kw)) return -1;
  if (nargs != 1) return vm_raise(vm, T_TypeError, "reversed expected 1 argument, got %d", nargs);
  /* __reversed__, or __len__ and __getitem__, of a user class: _reversed */
  if (user_has(args[0], CS(REVERSED) | CS(GETITEM) | CS(LEN))) return BI_FALLBACK;
  v = vm_unbox(args[0]);
  if (IS_OBJ(v, OT_LIST)) return iter_new(vm, T_LIST_REVITER, v, (int64_t)AS_LIST(v)->len - 1, 0, out);
  if (IS_OBJ(v, OT_TUPLE)) return iter_new(vm, T_REVERSED, v, (int64_t)AS_TUPLE(v)->len - 1, 0, out);
  if (IS_OBJ(v, OT_RANGE)) {
    Range *r = (Range *)v.u.o, *n;
    Value rv;
    if (range_is_big(r)) return range_reverse(vm, r, &rv) || vm_getiter(vm, rv, out);
    n = obj_new(vm, OT_RANGE, sizeof(Range));
    if (n == NULL) return -1;
    n->len = r->len;
    n->step = (int64_t)(0 - (uint64_t)r->step);
    /* the last item fits in int64; the stop one step before the first may
    ** not, and only the length is used to iterate: wrap in uint64 */
    n->start = (int64_t)((uint64_t)r->start + (uint64_t)(r->len - 1) * (uint64_t)r->step);
    n->stop = (int64_t)((uint64_t)r->start - (uint64_t)r->step);
    return vm_getiter(vm, vobj(n), out);
  }
  if (IS_STR(v) || IS_OBJ(v, OT_DICT) || IS_OBJ(v, OT_VIEW) || IS_BYTES(v) ||
      IS_BYTEARRAY(v)) {
    List *l;
    int kind;
    if (IS_OBJ(v, OT_VIEW) && ((View *)v.u.o)->kind != T_DICT_KEYS &&
        ((View *)v.u.o)->kind != T_DICT_ITEMS && ((View *)v.u.o)->kind != T_DICT_VALUES)
      goto bad;
    if (vm_to_list(vm, v, &l)) return -1;
    /* a dict's reversed iterators are types of their own in CPython */
    kind = IS_OBJ(v, OT_DICT) ? T_DICT_REVKEYITER : !IS_OBJ(v, OT_VIEW) ? T_REVERSED
         : ((View *)v.u.o)->kind == T_DICT_KEYS ? T_DICT_REVKEYITER
         : ((View *)v.u.o)->kind == T_DICT_VALUES ? T_DICT_REVVALUEITER : T_DICT_REVITEMITER;
    return iter_new(vm, kind, vobj(l), (int64_t)l->len - 1, 0, out);
  }
bad:
  return vm_raise(vm, T_TypeError, "'%s' object is not reversible", val_type_name(v));
}

/* ---- sorting: stable natural merge sort ---- */

/* Three-way comparison of two ints, floats or strs: -1 a < b, 0 equal,
** 1 neither (a > b, or a NaN); -2 for other operands (the general
** comparison decides). */
static inline int sort_str_cmp3(const Str *x, const Str *y) {
  /* UTF-8 byte order is code point order; keys mostly differ early, so
  ** the first bytes are compared here, without a call */
  size_t n = x->len < y->len ? x->len : y->len, i;
  const unsigned char *p = (const unsigned char *)x->data, *q = (const unsigned char *)y->data;
  int c = 0;
  for (i = 0; i < n && i < 8; i++)
    if (p[i] != q[i]) return p[i] < q[i] ? -1 : 1;
  if (i < n) c = memcmp(p + i, q + i, n - i);
  if (c) return c < 0 ? -1 : 1;
  return x->len < y->len ? -1 : x->len != y->len;
}

static inline int sort_cmp3(Value a, Value b) {
  if (a.tag == V_INT && b.tag == V_INT) return a.u.i < b.u.i ? -1 : a.u.i != b.u.i;
  if (a.tag == V_FLOAT && b.tag == V_FLOAT) return a.u.f < b.u.f ? -1 : a.u.f != b.u.f;
  if (IS_STR(a) && IS_STR(b)) return sort_str_cmp3(AS_STR(a), AS_STR(b));
  return -2;
}

/* Tuples of such items (key=lambda r: (r["name"], -r["id"])): CPython's
** tuple order, the first items that are neither identical (hash_same)
** nor equal decide; -2 when an item pair needs the general comparison. */
static inline int sort_tuple_lt(Tuple *x, Tuple *y) {
  size_t n = x->len < y->len ? x->len : y->len, i;
  for (i = 0; i < n; i++) {
    Value a = x->items[i], b = y->items[i];
    int c;
    if (a.tag == b.tag && a.u.i == b.u.i) continue;   /* hash_same */
    c = sort_cmp3(a, b);
    if (c == -2) return -2;
    if (c) return c < 0;
  }
  return x->len < y->len;
}

static int sort_lt(VM *vm, Value a, Value b) {
  int r;
  if (a.tag == V_INT && b.tag == V_INT) return a.u.i < b.u.i;
  if (a.tag == V_FLOAT && b.tag == V_FLOAT) return a.u.f < b.u.f;
  if (IS_STR(a) && IS_STR(b)) return sort_cmp3(a, b) < 0;
  if (IS_OBJ(a, OT_TUPLE) && IS_OBJ(b, OT_TUPLE) &&
      (r = sort_tuple_lt(AS_TUPLE(a), AS_TUPLE(b))) >= 0)
    return r;
  return vm_lt(vm, a, b);
}

static void sort_reverse(Value *a, size_t n) {
  size_t i;
  for (i = 0; i < n / 2; i++) {
    Value t = a[i];
    a[i] = a[n - 1 - i];
    a[n - 1 - i] = t;
  }
}

/* A list shorter than 64 is sorted as CPython 3.11's timsort sorts it
** (one run, then binary insertion; reverse= by reversing before and
** after), so the comparisons made, and the order left behind when one
** raises, are CPython's. */
static int sort_small(VM *vm, Value *keys, Value *vals, size_t n) {
  size_t run = 2, i;
  int lt = sort_lt(vm, keys[1], keys[0]);
  if (lt < 0) return -1;
  if (lt) {
    for (; run < n; run++) {
      if ((lt = sort_lt(vm, keys[run], keys[run - 1])) < 0) return -1;
      if (!lt) break;
    }
    sort_reverse(keys, run);
    if (vals) sort_reverse(vals, run);
  } else {
    for (; run < n; run++) {
      if ((lt = sort_lt(vm, keys[run], keys[run - 1])) < 0) return -1;
      if (lt) break;
    }
  }
  for (i = run; i < n; i++) {
    Value k = keys[i], v = vals ? vals[i] : VNONE;
    size_t l = 0, r = i, p;
    while (l < r) {
      p = l + (r - l) / 2;
      if ((lt = sort_lt(vm, k, keys[p])) < 0) return -1;
      if (lt) r = p; else l = p + 1;
    }
    for (p = i; p > l; p--) {
      keys[p] = keys[p - 1];
      if (vals) vals[p] = vals[p - 1];
    }
    keys[l] = k;
    if (vals) vals[l] = v;
  }
  return 0;
}

/* The merge sort of vm_sort for n >= 64 (stable, bottom-up): insertion
** sorts of runs of 16, then passes that merge pairs of runs of width
** items, from keys into a scratch array and back the next pass (the two
** swap roles instead of copying).  SORT_MERGE_FN(name, LT, reverse)
** defines one for the comparison LT(x, y) (x < y: 1, 0, or -1 with an exception
** set), so that the sorts of all-int, all-float and all-str keys compare
** inline; reverse (a constant): x goes before y when y < x (a later item
** never passes an equal earlier one: stable both ways).  Returns 0 or -1. */
#define SORT_MERGE_FN(name, LT, reverse)                                         \
  static int name(VM *vm, Value *keys, Value *vals, size_t n) {                  \
    Value *sk = keys, *sv = vals, *dk, *dv = NULL, *t;                           \
    size_t width, i;                                                              \
    int lt;                                                                       \
    for (i = 0; i < n; i += 16) {                                                 \
      size_t end = i + 16 < n ? i + 16 : n, j;                                    \
      for (j = i + 1; j < end; j++) {                                             \
        Value k = keys[j], v = vals ? vals[j] : VNONE;                            \
        size_t p = j;                                                             \
        while (p > i) {                                                           \
          lt = reverse ? LT(vm, keys[p - 1], k) : LT(vm, k, keys[p - 1]);          \
          if (lt < 0) return -1;                                                  \
          if (!lt) break;                                                         \
          keys[p] = keys[p - 1];                                                  \
          if (vals) vals[p] = vals[p - 1];                                        \
          p--;                                                                    \
        }                                                                         \
        keys[p] = k;                                                              \
        if (vals) vals[p] = v;                                                    \
      }                                                                           \
    }                                                                             \
    if (n <= 16) return 0;                                                        \
    dk = mem_alloc(&vm->mem, n * sizeof(Value));                                  \
    if (dk == NULL) return vm_nomem(vm);                                          \
    if (vals && (dv = mem_alloc(&vm->mem, n * sizeof(Value))) == NULL) {          \
      mem_free(&vm->mem, dk, n * sizeof(Value));                                  \
      return vm_nomem(vm);                                                        \
    }                                                                             \
    for (width = 16; width < n; width *= 2) {                                     \
      size_t lo;                                                                  \
      if (vm_charge(vm, vm_work(n))) { lt = -1; goto out; }                       \
      for (lo = 0; lo < n; lo += 2 * width) {                                     \
        size_t mid = lo + width < n ? lo + width : n;                             \
        size_t hi = lo + 2 * width < n ? lo + 2 * width : n;                      \
        size_t a = lo, b = mid, o = lo;                                           \
        if (mid < hi) {                                                           \
          /* already in order: no merge */                                        \
          lt = reverse ? LT(vm, sk[mid - 1], sk[mid]) : LT(vm, sk[mid], sk[mid - 1]); \
          if (lt < 0) goto out;                                                   \
          if (lt) {                                                               \
            while (a < mid && b < hi) {                                           \
              lt = reverse ? LT(vm, sk[a], sk[b]) : LT(vm, sk[b], sk[a]);         \
              if (lt < 0) goto out;                                               \
              if (lt) { dk[o] = sk[b]; if (vals) dv[o] = sv[b]; b++; }            \
              else { dk[o] = sk[a]; if (vals) dv[o] = sv[a]; a++; }               \
              o++;                                                                \
            }                                                                     \
          }                                                                       \
        }                                                                         \
        /* what is left of either half (all of it when in order) */             \
        vcopy(dk + o, sk + a, mid - a);                                           \
        if (vals) vcopy(dv + o, sv + a, mid - a);                                 \
        o += mid - a;                                                             \
        vcopy(dk + o, sk + b, hi - b);                                            \
        if (vals) vcopy(dv + o, sv + b, hi - b);                                  \
      }                                                                           \
      t = sk; sk = dk; dk = t;                                                    \
      t = sv; sv = dv; dv = t;                                                    \
    }                                                                             \
    lt = 0;                                                                       \
  out:                                                                            \
    /* sk, sv hold the items: the last pass's output, or a failed pass's input */ \
    if (sk != keys) {                                                             \
      vcopy(keys, sk, n);                                                         \
      if (vals) vcopy(vals, sv, n);                                               \
      dk = sk; dv = sv;                                                           \
    }                                                                             \
    mem_free(&vm->mem, dk, n * sizeof(Value));                                    \
    if (vals) mem_free(&vm->mem, dv, n * sizeof(Value));                          \
    return lt < 0 ? -1 : 0;                                                       \
  }

/* The comparisons: LT(vm, x, y) is x < y */
#define SORT_LT_INT(vm, x, y) ((x).u.i < (y).u.i)
#define SORT_LT_FLOAT(vm, x, y) ((x).u.f < (y).u.f)
#define SORT_LT_STR(vm, x, y) (sort_str_cmp3(AS_STR(x), AS_STR(y)) < 0)
#define SORT_LT_TUPLE(vm, x, y) (sort_lt_tuples((vm), (x), (y)))
#define SORT_LT_ANY(vm, x, y) (sort_lt((vm), (x), (y)))

static inline int sort_lt_tuples(VM *vm, Value a, Value b) {
  int r = sort_tuple_lt(AS_TUPLE(a), AS_TUPLE(b));
  return r >= 0 ? r : vm_lt(vm, a, b);
}

SORT_MERGE_FN(sort_merge_int, SORT_LT_INT, false)
SORT_MERGE_FN(sort_merge_int_rev, SORT_LT_INT, true)
SORT_MERGE_FN(sort_merge_float, SORT_LT_FLOAT, false)
SORT_MERGE_FN(sort_merge_float_rev, SORT_LT_FLOAT, true)
SORT_MERGE_FN(sort_merge_str, SORT_LT_STR, false)
SORT_MERGE_FN(sort_merge_str_rev, SORT_LT_STR, true)
SORT_MERGE_FN(sort_merge_tuple, SORT_LT_TUPLE, false)
SORT_MERGE_FN(sort_merge_tuple_rev, SORT_LT_TUPLE, true)
SORT_MERGE_FN(sort_merge_any, SORT_LT_ANY, false)
SORT_MERGE_FN(sort_merge_any_rev, SORT_LT_ANY, true)

/* Sort keys[0..n) stably (and vals alongside when non-NULL). */
int vm_sort(VM *vm, Value *keys, Value *vals, size_t n, bool reverse) {
  size_t i;
  uint32_t tag;
  if (n < 2) return 0;
  if (n < 64) {
    int r;
    if (vm_charge(vm, vm_work((uint64_t)n * 8))) return -1;
    if (reverse) {
      sort_reverse(keys, n);
      if (vals) sort_reverse(vals, n);
    }
    r = sort_small(vm, keys, vals, n);
    if (reverse) {
      sort_reverse(keys, n);
      if (vals) sort_reverse(vals, n);
    }
    return r;
  }
  /* about n log2 n comparisons: refused up front when that passes the step
  ** budget left, charged by pass as they are made */
  if (vm_charge_ahead(vm, vm_work((uint64_t)n * (uint64_t)(64 - __builtin_clzll(n)))) ||
      vm_charge(vm, vm_work((uint64_t)n * 16)))
    return -1;
  /* keys all of one type (sort_lt's first cases, the same answers): the
  ** merge with that comparison inline */
  tag = keys[0].tag;
  if (tag == V_INT || tag == V_FLOAT) {
    for (i = 1; i < n && keys[i].tag == tag; i++) {}
    if (i == n && tag == V_INT)
      return (reverse ? sort_merge_int_rev : sort_merge_int)(vm, keys, vals, n);
    if (i == n)
      return (reverse ? sort_merge_float_rev : sort_merge_float)(vm, keys, vals, n);
  } else if (IS_STR(keys[0])) {
    for (i = 1; i < n && IS_STR(keys[i]); i++) {}
    if (i == n) return (reverse ? sort_merge_str_rev : sort_merge_str)(vm, keys, vals, n);
  } else if (IS_OBJ(keys[0], OT_TUPLE)) {
    for (i = 1; i < n && IS_OBJ(keys[i], OT_TUPLE); i++) {}
    if (i == n) return (reverse ? sort_merge_tuple_rev : sort_merge_tuple)(vm, keys, vals, n);
  }
  return (reverse ? sort_merge_any_rev : sort_merge_any)(vm, keys, vals, n);
}

/* sort(reverse=x) takes an int (CPython parses it as a C int). */
int sort_reverse_arg(VM *vm, Value v) {
  if (v.tag == V_UNDEF || v.tag == V_INT || v.tag == V_BOOL) return 0;
  if (IS_BIG(v)) return vm_raise(vm, T_OverflowError, "Python int too large to convert to C int");
  return vm_not_index(vm, v);
}

static int bi_sorted(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"key", "reverse"};
  Value opt[2];
  List *l;
  /* the positional count first, as CPython's sorted() */
  if (nargs != 1)
    return vm_raise(vm, T_TypeError, "sorted expected 1 argument, got %d", nargs);
  if (arg_kw(vm, "sort", args, nargs, kw, names, 2, opt)) return -1;
  if (sort_reverse_arg(vm, opt[1])) return -1;
  if (is_gen(args[0]) || (opt[0].tag != V_UNDEF && opt[0].tag != V_NONE)) return BI_FALLBACK;
  if (vm_to_list(vm, args[0], &l)) return -1;
  args[0] = vobj(l);   /* all of them for the Python version (vm_iter_keep) */
  gc_list_moved(l);
  if (vm_sort(vm, l->items, NULL, l->len, opt[1].tag != V_UNDEF && vm_truthy(opt[1]))) return -1;
  *out = vobj(l);
  return 0;
}

/* A native consuming args[0] met an item that needs Python code (want_py
** set: a comparison, an addition, a truth value) part way through a
** one-shot iterator: its Python version, called with the same arguments,
** gets in args[0] a list of the n values of head (what the native was
** holding: best and x for min/max) then the items still to come, so no
** item is lost (the iterator is consumed only on this path; vm_iter_keep's
** reason).  A re-iterable argument stays: the Python version starts over,
** and the items done so far ran no code.  Always -1. */
static int keep_rest(VM *vm, Value *args, const Value *head, int n, Value it) {
  Value exc = vm->exc;
  List *l;
  int i;
  if (!vm->want_py || !IS_OBJ(unbox_unless(args[0], CS(ITER) | CS(GETITEM)), OT_ITER))
    return -1;
  vm->exc = VUNDEF;
  l = list_new(vm, (size_t)n);
  for (i = 0; l != NULL && i < n; i++)
    if (list_append(vm, l, head[i])) l = NULL;
  if (l == NULL || list_extend(vm, l, it)) {
    vm->want_py = false;   /* MemoryError, not the Python version */
    return -1;
  }
  args[0] = vobj(l);
  vm->exc = exc;
  return -1;
}

/* min/max of a list by an operator.itemgetter/attrgetter key, the keys
** computed natively (operator_getter_keys, as the sort does) and compared
** here: 1 with *out, or BI_FALLBACK when a key or a comparison needs
** Python code or raises (the prelude's _minmax then starts over: nothing
** ran so far, so its error, in its order, is CPython's), -1 for a limit. */
static int minmax_getter(VM *vm, Value key, Value list, Value *out, bool ismax) {
  Value a[2], kv;
  List *keys;
  size_t i, best = 0;
  a[0] = key;
  a[1] = list;
  if (operator_getter_keys(vm, a, 2, NULL, &kv) < 0) goto failed;
  if (kv.tag == V_NONE) return BI_FALLBACK;
  keys = AS_LIST(kv);
  if (keys->len == 0) return BI_FALLBACK;   /* the default, or its error */
  for (i = 1; i < keys->len; i++) {
    Value x = keys->items[i], b = keys->items[best];
    int better;
    /* CPython tests key < best for min and key > best for max */
    if (x.tag == V_INT && b.tag == V_INT) better = ismax ? x.u.i > b.u.i : x.u.i < b.u.i;
    else better = ismax ? sort_lt(vm, b, x) : sort_lt(vm, x, b);
    if (better < 0 || vm_charge_item(vm, i)) goto failed;
    if (better) best = i;
  }
  *out = AS_LIST(list)->items[best];
  return 1;
failed:
  if (vm->limit_hit || (vm->exc.tag == V_OBJ && vm->exc.u.o == vm->nomem.u.o)) return -1;
  vm->exc = VUNDEF;
  vm->want_py = false;
  return BI_FALLBACK;
}

/* min/max without a key over native iterables, and by a getter key over a
** list (minmax_getter); the prelude handles other keys. */
static int minmax(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, bool ismax) {
  static const char *const names[] = {"key", "default"};
  const char *fname = ismax ? "max" : "min";
  Value opt[2], it, x, best = VUNDEF;
  int r;
  if (nargs == 0)
    return vm_raise(vm, T_TypeError, "%s expected at least 1 argument, got 0", fname);
  if (arg_kw(vm, fname, args, nargs, kw, names, 2, opt)) return -1;
  if (opt[0].tag != V_UNDEF && opt[0].tag != V_NONE) {
    if (nargs != 1 || !IS_OBJ(args[0], OT_LIST)) return BI_FALLBACK;
    r = minmax_getter(vm, opt[0], args[0], out, ismax);
    return r == 1 ? 0 : r;
  }
  if (nargs == 1) {
    if (is_gen(args[0])) return BI_FALLBACK;
    if (vm_getiter(vm, args[0], &it)) return -1;
  } else {
    Tuple *t;
    int i;
    if (opt[1].tag != V_UNDEF)
      return vm_raise(vm, T_TypeError,
                      "Cannot specify a default for %s() with multiple positional arguments", fname);
    t = tuple_new(vm, (size_t)nargs);
    if (t == NULL) return -1;
    for (i = 0; i < nargs; i++) t->items[i] = args[i];
    if (vm_getiter(vm, vobj(t), &it)) return -1;
  }
  while ((r = vm_iternext(vm, it, &x)) > 0) {
    if (best.tag == V_UNDEF) best = x;
    else {
      /* CPython tests item < best for min and item > best for max */
      int better;
      if (ismax) {
        Value gt;
        if (x.tag == V_INT && best.tag == V_INT) better = x.u.i > best.u.i;
        else if (vm_compare(vm, CMP_GT, x, best, &gt)) better = -1;
        else better = vm_truthy(gt);
      } else {
        better = sort_lt(vm, x, best);
      }
      if (better < 0) {
        Value head[2];
        head[0] = best;
        head[1] = x;
        return nargs == 1 ? keep_rest(vm, args, head, 2, it) : -1;
      }
      if (better) best = x;
    }
  }
  if (r < 0) return -1;
  if (best.tag == V_UNDEF) {
    if (opt[1].tag != V_UNDEF) { *out = opt[1]; return 0; }
    return vm_raise(vm, T_ValueError, "%s() arg is an empty sequence", fname);
  }
  *out = best;
  return 0;
}

static int bi_min(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return minmax(vm, args, nargs, kw, out, false);
}

static int bi_max(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return minmax(vm, args, nargs, kw, out, true);
}

/* sum: ints exactly, floats with Neumaier compensation as CPython 3.12?
** No: 3.11 sums floats left to right in double precision. */
static int bi_sum(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"start"};
  Value opt[1], it, x, acc;
  int r;
  if (nargs < 1)
    return vm_raise(vm, T_TypeError, "sum() takes at least 1 positional argument (0 given)");
  {
    static const char *const all[] = {"", "start"};
    if (arg_clinic(vm, "sum", nargs, kw, all, 2, 2, 1)) return -1;
  }
  if (arg_kw(vm, "sum", args, nargs, kw, names, 1, opt)) return -1;
  if (nargs > 2)
    return vm_raise(vm, T_TypeError, "sum() takes at most 2 arguments (%d given)", nargs);
  if (nargs == 2) opt[0] = args[1];
  acc = opt[0].tag == V_UNDEF ? vint(0) : opt[0];
  if (IS_STR(acc))
    return vm_raise(vm, T_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  if (IS_BYTESLIKE(acc))
    return vm_raise(vm, T_TypeError, "sum() can't sum %s [use b''.join(seq) instead]",
                    val_type_name(acc));
  if (is_gen(args[0])) return BI_FALLBACK;
  if (vm_getiter(vm, args[0], &it)) return -1;
  while ((r = vm_iternext(vm, it, &x)) > 0) {
    if (acc.tag == V_INT && x.tag == V_INT) {
      int64_t s;
      if (!__builtin_add_overflow(acc.u.i, x.u.i, &s)) { acc = vint(s); continue; }
    } else if (acc.tag == V_FLOAT && x.tag == V_FLOAT) {
      acc.u.f += x.u.f;
      continue;
    }
    if (vm_binop(vm, BIN_ADD, acc, x, &acc)) {
      /* the Python version goes on from acc: as start when one was
      ** given (its slot is args[1] or the keyword's), else at the head
      ** (0 + acc is acc: acc is a number when start was not given) */
      Value head[2];
      bool has_start = opt[0].tag != V_UNDEF;
      head[0] = acc;
      head[1] = x;
      if (has_start && vm->want_py &&
          IS_OBJ(unbox_unless(args[0], CS(ITER) | CS(GETITEM)), OT_ITER))
        args[1] = acc;
      return keep_rest(vm, args, head + has_start, 2 - has_start, it);
    }
  }
  if (r < 0) return -1;
  *out = acc;
  return 0;
}

static int any_all(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, bool any) {
  Value it, x;
  int r;
  if (arg_nokw(vm, any ? "any" : "all", kw) || arg_count(vm, any ? "any" : "all", nargs, 1, 1))
    return -1;
  if (is_gen(args[0])) return BI_FALLBACK;
  if (vm_getiter(vm, args[0], &it)) return -1;
  while ((r = vm_iternext(vm, it, &x)) > 0) {
    if (user_has(x, CS(BOOL) | CS(LEN))) {
      vm->want_py = true;   /* its __bool__ or __len__ is Python code */
      vm_raise(vm, T_TypeError, "the __bool__ of a '%s' object cannot run here",
               val_type_name(x));
      /* a short cut leaves the rest of an iterator to its owner: step
      ** back over x where the iterator's kind allows */
      if (vm_iter_unget(it)) return -1;
      return keep_rest(vm, args, &x, 1, it);
    }
    if (vm_truthy(x) == any) { *out = vbool(any); return 0; }
  }
  if (r < 0) return -1;
  *out = vbool(!any);
  return 0;
}

static int bi_any(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return any_all(vm, args, nargs, kw, out, true);
}

static int bi_all(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return any_all(vm, args, nargs, kw, out, false);
}

/* ---- numbers ---- */

static int bi_abs(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value v;
  if (arg_nokw(vm, "abs", kw) || arg_count(vm, "abs", nargs, 1, 1)) return -1;
  if (user_has(args[0], CS(NUMERIC))) return BI_FALLBACK;   /* __abs__: _abs_py */
  v = vm_unbox(args[0]);
  if (v.tag == V_FLOAT) { *out = vm_float(vm, fabs(v.u.f)); return 0; }
  if (v.tag == V_BOOL) { *out = vint(v.u.i); return 0; }
  if (v.tag == V_INT && v.u.i != INT64_MIN) { *out = vint(v.u.i < 0 ? -v.u.i : v.u.i); return 0; }
  if (IS_INTLIKE(v)) return big_abs(vm, v, out);
  if (IS_COMPLEX(v)) return complex_abs(vm, v, out);
  return vm_raise(vm, T_TypeError, "bad operand type for abs(): '%s'", val_type_name(v));
}

static int bi_divmod(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Tuple *t;
  Value q, r;
  if (arg_nokw(vm, "divmod", kw) || arg_count(vm, "divmod", nargs, 2, 2)) return -1;
  if (user_has(args[0], CS(NUMERIC)) || user_has(args[1], CS(NUMERIC))) return BI_FALLBACK;
  if (IS_INTLIKE(args[0]) && IS_INTLIKE(args[1])) {
    Value a = args[0], b = args[1];
    if (a.tag == V_BOOL) a.tag = V_INT;
    if (b.tag == V_BOOL) b.tag = V_INT;
    if (big_divmod(vm, a, b, &q, &r)) return -1;
  } else {
    if (vm_binop(vm, BIN_FLOORDIV, args[0], args[1], &q)) {
      if (vm->exc.tag == V_OBJ && AS_EXC(vm->exc)->type == T_TypeError) {
        vm->exc = VUNDEF;
        return vm_raise(vm, T_TypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'",
                        val_type_name(args[0]), val_type_name(args[1]));
      }
      if (vm->exc.tag == V_OBJ && AS_EXC(vm->exc)->type == T_ZeroDivisionError) {
        vm->exc = VUNDEF;
        return vm_raise(vm, T_ZeroDivisionError, "float divmod()");
      }
      return -1;
    }
    if (vm_binop(vm, BIN_MOD, args[0], args[1], &r)) return -1;
  }
  t = tuple_new(vm, 2);
  if (t == NULL) return -1;
  t->items[0] = q;
  t->items[1] = r;
  *out = vobj(t);
  return 0;
}

static int bi_pow(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"base", "exp", "mod"};
  Value opt[3];
  int i;
  if (arg_clinic(vm, "pow", nargs, kw, names, 3, 3, 2) ||
      arg_kw(vm, "pow", args, nargs, kw, names, 3, opt))
    return -1;
  if (nargs > 3) return vm_raise(vm, T_TypeError, "pow() takes at most 3 arguments (%d given)", nargs);
  for (i = 0; i < nargs; i++) opt[i] = args[i];
  if (opt[0].tag == V_UNDEF) return vm_raise(vm, T_TypeError, "pow() missing required argument 'base' (pos 1)");
  if (opt[1].tag == V_UNDEF) return vm_raise(vm, T_TypeError, "pow() missing required argument 'exp' (pos 2)");
  if (opt[2].tag == V_UNDEF || opt[2].tag == V_NONE)
    return vm_binop(vm, BIN_POW, opt[0], opt[1], out);
  /* three arguments with a class's instance among them (its __pow__, an
  ** int subclass's int): the prelude's _ht_pow3 */
  for (i = 0; i < 3; i++)
    if (IS_OBJ(opt[i], OT_INSTANCE)) return BI_FALLBACK;
  for (i = 0; i < 3; i++)
    if (IS_COMPLEX(opt[i]))
      return vm_raise(vm, T_ValueError, "complex modulo");
  for (i = 0; i < 3; i++)
    if (!IS_INTLIKE(opt[i]) && opt[i].tag != V_FLOAT)
      return vm_raise(vm, T_TypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                      val_type_name(opt[0]), val_type_name(opt[1]), val_type_name(opt[2]));
  if (!IS_INTLIKE(opt[0]) || !IS_INTLIKE(opt[1]) || !IS_INTLIKE(opt[2]))
    return vm_raise(vm, T_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
  return big_pow(vm, opt[0], opt[1], &opt[2], out);
}

static int bi_round(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"number", "ndigits"};
  Value opt[2], x;
  int64_t nd;
  int i;
  if (arg_clinic(vm, "round", nargs, kw, names, 2, 2, 1) ||
      arg_kw(vm, "round", args, nargs, kw, names, 2, opt))
    return -1;
  if (nargs && user_has(args[0], CS(NUMERIC))) return BI_FALLBACK;   /* __round__: _round_py */
  if (nargs > 2) return vm_raise(vm, T_TypeError, "round() takes at most 2 arguments (%d given)", nargs);
  for (i = 0; i < nargs; i++) opt[i] = args[i];
  x = vm_unbox(opt[0]);   /* a subclass of int or float without __round__ */
  if (x.tag == V_UNDEF) return vm_raise(vm, T_TypeError, "round() missing required argument 'number' (pos 1)");
  if (opt[1].tag == V_UNDEF || opt[1].tag == V_NONE) {
    if (IS_INTLIKE(x)) { *out = x.tag == V_BOOL ? vint(x.u.i) : x; return 0; }
    if (x.tag == V_FLOAT) {
      double r;
      if (isnan(x.u.f)) return vm_raise(vm, T_ValueError, "cannot convert float NaN to integer");
      if (isinf(x.u.f)) return vm_raise(vm, T_OverflowError, "cannot convert float infinity to integer");
      r = nearbyint(x.u.f);   /* default rounding mode: half to even */
      if (r > -9.2e18 && r < 9.2e18) { *out = vint((int64_t)r); return 0; }
      return big_from_double(vm, r, out);
    }
    return vm_raise(vm, T_TypeError, "type %s doesn't define __round__ method", val_type_name(x));
  }
  /* a huge ndigits is clamped, as CPython's PyNumber_AsSsize_t(x, NULL) */
  if (IS_BIG(opt[1])) nd = big_sign(opt[1]) < 0 ? -100000 : 100000;
  else if (vm_index(vm, opt[1], &nd)) return -1;
  if (IS_INTLIKE(x)) {
    Value p, q, r2, h;
    if (nd >= 0) { *out = x.tag == V_BOOL ? vint(x.u.i) : x; return 0; }
    if (nd < -400) { *out = vint(0); return 0; }
    /* round half even to 10**-nd */
    if (big_pow(vm, vint(10), vint(-nd), NULL, &p)) return -1;
    if (big_divmod(vm, x, p, &q, &r2)) return -1;
    if (big_mul(vm, r2, vint(2), &h)) return -1;
    {
      int c = big_cmp(h, p);
      if (c > 0 || (c == 0 && big_mod(vm, q, vint(2), &h) == 0 && !big_is_zero(h)))
        if (big_add(vm, q, vint(1), &q)) return -1;
    }
    return big_mul(vm, q, p, out);
  }
  if (x.tag == V_FLOAT) {
    /* correctly rounded via decimal formatting, as CPython */
    char tmp[400];
    double d = x.u.f;
    if (!isfinite(d)) { *out = x; return 0; }
    if (nd > 320) { *out = x; return 0; }
    if (nd < -320) { *out = vfloat(0.0 * d); return 0; }
    if (nd >= 0) {
      snprintf(tmp, sizeof tmp, "%.*f", (int)nd, d);
      *out = vfloat(strtod(tmp, NULL));
    } else {
      double p = pow(10.0, (double)-nd), y = d / p, r = nearbyint(y);
      if (fabs(y - r) == 0.5) r = 2.0 * nearbyint(y / 2.0);
      *out = vfloat(r * p);
    }
    if (out->u.f == 0.0) out->u.f = copysign(0.0, d);
    return 0;
  }
  return vm_raise(vm, T_TypeError, "type %s doesn't define __round__ method", val_type_name(x));
}

static int bi_hash(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  uint64_t h;
  if (arg_nokw(vm, "hash", kw) || arg_count(vm, "hash", nargs, 1, 1)) return -1;
  /* a Python __hash__ (the prelude's _ht_hash calls it) without the
  ** "needs Python code" error vm_hash would make; None (unhashable) and
  ** a native twin (lib_twin) are vm_hash's */
  if (hash_wants_py(vm, args[0])) return BI_FALLBACK;
  if (vm_hash(vm, args[0], &h)) return -1;
  *out = vint((int64_t)h);
  return 0;
}

/* isinstance/issubclass against cls (a class or a tuple of them, nested
** at most HASH_MAX_DEPTH deep, as CPython's recursion limit).  An
** object whose class defines __instancecheck__ / __subclasscheck__ (a
** types.GenericAlias) answers for itself: BI_FALLBACK, the prelude calls it. */
static int type_check_in(VM *vm, Value cls, Value sub, const char *fname, bool *res, int depth) {
  Value check;
  if (depth > HASH_MAX_DEPTH)
    return vm_raise(vm, T_RecursionError, "maximum recursion depth exceeded in %s",
                    fname[2] == 'i' ? "__instancecheck__" : "__subclasscheck__");
  if (cls.tag == V_TYPE || (IS_OBJ(cls, OT_CLASS) && AS_CLASS(cls)->meta == NULL)) {
    *res = class_is_sub(sub, cls);
    return 0;
  }
  if (IS_OBJ(cls, OT_TUPLE)) {
    size_t i;
    *res = false;
    for (i = 0; i < AS_TUPLE(cls)->len; i++) {
      bool r;
      int rc = type_check_in(vm, AS_TUPLE(cls)->items[i], sub, fname, &r, depth + 1);
      if (rc) return rc;
      if (r) { *res = true; return 0; }
    }
    return 0;
  }
  if (class_user_method(vm, cls,
                        fname[2] == 'i' ? "__instancecheck__" : "__subclasscheck__", &check))
    return BI_FALLBACK;
  if (IS_OBJ(cls, OT_CLASS)) {   /* an enum class: its metaclass checks nothing */
    *res = class_is_sub(sub, cls);
    return 0;
  }
  if (strcmp(fname, "isinstance") == 0)
    return vm_raise(vm, T_TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
  return vm_raise(vm, T_TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
}

static int type_check(VM *vm, Value cls, Value sub, const char *fname, bool *res) {
  return type_check_in(vm, cls, sub, fname, res, 0);
}

static int bi_isinstance(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  bool r;
  if (arg_nokw(vm, "isinstance", kw) || arg_count(vm, "isinstance", nargs, 2, 2)) return -1;
  int rc = type_check(vm, args[1], val_class(args[0]), "isinstance", &r);
  if (rc) return rc;
  *out = vbool(r);
  return 0;
}

static int bi_issubclass(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  bool r;
  int rc;
  if (arg_nokw(vm, "issubclass", kw) || arg_count(vm, "issubclass", nargs, 2, 2)) return -1;
  if (IS_OBJ(args[1], OT_TUPLE) && AS_TUPLE(args[1])->len == 0) {
    *out = vbool(false);   /* no class to check against: arg 1 is never looked at */
    return 0;
  }
  if (args[0].tag != V_TYPE && !IS_OBJ(args[0], OT_CLASS))
    return vm_raise(vm, T_TypeError, "issubclass() arg 1 must be a class");
  rc = type_check(vm, args[1], args[0], "issubclass", &r);
  if (rc) return rc;
  *out = vbool(r);
  return 0;
}

static int bi_type(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  /* _type3: a class without a body (keywords go to __init_subclass__) */
  if (nargs == 3) return BI_FALLBACK;
  if (nargs != 1) return vm_raise(vm, T_TypeError, "type() takes 1 or 3 arguments");
  if (arg_nokw(vm, "type", kw)) return -1;
  *out = val_class(args[0]);
  return 0;
}

static bool is_callable(Value v) {
  return v.tag == V_TYPE || v.tag == V_BUILTIN || v.tag == V_TOOL || IS_OBJ(v, OT_FUNC) ||
         IS_OBJ(v, OT_BMETHOD) || IS_OBJ(v, OT_CLASS) || IS_OBJ(v, OT_METHOD) ||
         (IS_OBJ(v, OT_WRAP) && v.u.o->flags == WRAP_STATIC) || user_has(v, CS(CALL));
}

static int bi_callable(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "callable", kw) || arg_count(vm, "callable", nargs, 1, 1)) return -1;
  *out = vbool(is_callable(args[0]));
  return 0;
}

/* types.MethodType(func, obj): func bound to obj, as func.__get__(obj)
** makes it, with CPython's checks. */
static int bi_method_new(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "method", kw)) return -1;
  if (nargs != 2) return vm_raise(vm, T_TypeError, "method expected 2 arguments, got %d", nargs);
  if (!is_callable(args[0])) return vm_raise(vm, T_TypeError, "first argument must be callable");
  if (args[1].tag == V_NONE) return vm_raise(vm, T_TypeError, "instance must not be None");
  return bound_new(vm, args[0], args[1], out);
}

static int bi_chr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  int64_t c;
  char tmp[4];
  if (arg_nokw(vm, "chr", kw) || arg_count(vm, "chr", nargs, 1, 1)) return -1;
  if (args[0].tag == V_FLOAT)
    return vm_raise(vm, T_TypeError, "'float' object cannot be interpreted as an integer");
  if (vm_index(vm, args[0], &c)) {
    if (IS_BIG(args[0])) { vm->exc = VUNDEF; return vm_raise(vm, T_OverflowError, "Python int too large to convert to C int"); }
    return -1;
  }
  if (c < INT32_MIN || c > INT32_MAX)   /* CPython converts to a C int first */
    return vm_raise(vm, T_OverflowError, "Python int too large to convert to C int");
  if (c < 0 || c > 0x10FFFF) return vm_raise(vm, T_ValueError, "chr() arg not in range(0x110000)");
  /* a lone surrogate is a str as its '\ud800' literal is (3 bytes) */
  return str_new(vm, tmp, (size_t)utf8_encode((uint32_t)c, tmp), out);
}

static int bi_ord(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Str *s;
  size_t i = 0;
  const uint8_t *bp;
  size_t bn;
  if (arg_nokw(vm, "ord", kw) || arg_count(vm, "ord", nargs, 1, 1)) return -1;
  if (bytes_view(args[0], &bp, &bn)) {
    if (bn != 1)
      return vm_raise(vm, T_TypeError,
                      "ord() expected a character, but string of length %zu found", bn);
    *out = vint(bp[0]);
    return 0;
  }
  if (!IS_STR(args[0]))
    return vm_raise(vm, T_TypeError, "ord() expected string of length 1, but %s found",
                    val_type_name(args[0]));
  s = AS_STR(args[0]);
  if (s->nchars != 1)
    return vm_raise(vm, T_TypeError, "ord() expected a character, but string of length %zu found",
                    s->nchars);
  *out = vint(utf8_decode(s->data, s->len, &i));
  return 0;
}

static int base_conv(VM *vm, Value *args, int nargs, Tuple *kw, Value *out, const char *name, int base) {
  Value v;
  if (arg_nokw(vm, name, kw) || arg_count(vm, name, nargs, 1, 1)) return -1;
  v = unbox_unless(args[0], CS(INDEX));   /* an int subclass: its value */
  if (user_has(v, CS(INDEX))) return BI_FALLBACK;   /* a Python __index__ */
  if (!IS_INTLIKE(v))
    return vm_raise(vm, T_TypeError, "'%s' object cannot be interpreted as an integer",
                    val_type_name(args[0]));
  return big_to_str(vm, v.tag == V_BOOL ? vint(v.u.i) : v, base, true, out);
}

static int bi_hex(VM *vm, Value *a, int n, Tuple *k, Value *o) { return base_conv(vm, a, n, k, o, "hex", 16); }
static int bi_oct(VM *vm, Value *a, int n, Tuple *k, Value *o) { return base_conv(vm, a, n, k, o, "oct", 8); }
static int bi_bin(VM *vm, Value *a, int n, Tuple *k, Value *o) { return base_conv(vm, a, n, k, o, "bin", 2); }

static int bi_format(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value spec;
  if (arg_nokw(vm, "format", kw) || arg_count(vm, "format", nargs, 1, 2)) return -1;
  spec = nargs == 2 ? args[1] : VUNDEF;
  if (nargs == 2 && !IS_STR(spec))
    return vm_raise(vm, T_TypeError, "format() argument 2 must be str, not %s",
                    spec.tag == V_NONE ? "None" : val_type_name(spec));
  if (user_class(args[0])) return BI_FALLBACK;   /* its __format__ (or __str__) is Python */
  if (nargs == 1) return vm_format_value(vm, args[0], 0, vm->str_empty, out);
  return vm_format_value(vm, args[0], 0, spec, out);
}

/* getattr and hasattr do what `o.name` does (vm_getattr_v), dunder names
** included: a name given as a string opens no door the attribute syntax
** keeps shut (tests/escapes). */
/* vm_getattr_v, for a caller that drops an AttributeError when probe
** (hasattr, getattr with a default): no suggestion is looked for then (no
** Python code runs within a native lookup, so the flag covers it alone). */
static int probe_getattr(VM *vm, bool probe, Value obj, Str *name, Value *out) {
  bool was = vm->attr_probe;
  int r;
  vm->attr_probe = probe;
  r = vm_getattr_v(vm, obj, name, out);
  vm->attr_probe = was;
  return r;
}

static int bi_getattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Str *name;
  if (arg_nokw(vm, "getattr", kw)) return -1;
  if (nargs < 2 || nargs > 3)
    return vm_raise(vm, T_TypeError, "getattr expected %s arguments, got %d",
                    nargs < 2 ? "at least 2" : "at most 3", nargs);
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "attribute name must be string, not '%s'", val_type_name(args[1]));
  name = AS_STR(args[1]);
  if (probe_getattr(vm, nargs == 3, args[0], name, out)) {
    /* (a limit leaves no exception: vm->exc is undefined then) */
    if (nargs == 3 && vm->exc.tag == V_OBJ && AS_EXC(vm->exc)->type == T_AttributeError) {
      vm->exc = VUNDEF;
      *out = args[2];
      return 0;
    }
    return -1;
  }
  return 0;
}

static int bi_hasattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Value v;
  if (arg_nokw(vm, "hasattr", kw) || arg_count(vm, "hasattr", nargs, 2, 2)) return -1;
  if (!IS_STR(args[1]))
    return vm_raise(vm, T_TypeError, "attribute name must be string, not '%s'", val_type_name(args[1]));
  if (probe_getattr(vm, true, args[0], AS_STR(args[1]), &v)) {
    if (vm->exc.tag != V_OBJ || AS_EXC(vm->exc)->type != T_AttributeError) return -1;
    vm->exc = VUNDEF;
    *out = vbool(false);
    return 0;
  }
  *out = vbool(true);
  return 0;
}

/* setattr(o, name, v) and delattr(o, name): `o.name = v` / `del o.name`
** here, unless Python code must run for it (a __setattr__/__delattr__, a
** property's setter, a descriptor's __set__: class_setattr has stored
** nothing then) or the call is malformed: those go to the prelude's
** _setattr_bi/_delattr_bi, which run the code and word the errors. */
static int setattr_or_fallback(VM *vm, Value *args, Value v, Value *out) {
  PyCall pc;
  int r = class_setattr(vm, args[0], AS_STR(args[1]), v, &pc);
  if (r == 1) return BI_FALLBACK;
  if (r == 2) r = vm_setattr(vm, args[0], AS_STR(args[1]), v);
  if (r < 0) return -1;
  *out = VNONE;
  return 0;
}

static int bi_setattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "setattr", kw)) return -1;
  if (nargs != 3 || !IS_STR(args[1])) return BI_FALLBACK;
  return setattr_or_fallback(vm, args, args[2], out);
}

static int bi_delattr(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  if (arg_nokw(vm, "delattr", kw)) return -1;
  if (nargs != 2 || !IS_STR(args[1])) return BI_FALLBACK;
  return setattr_or_fallback(vm, args, VUNDEF, out);
}

/* list.sort with a key: the prelude computes keys, this sorts by them. */
static int bi_sort_by_keys(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *l, *keys;
  if (arg_nokw(vm, "_sort_by_keys", kw) || arg_count(vm, "_sort_by_keys", nargs, 3, 3)) return -1;
  l = AS_LIST(args[0]);
  keys = AS_LIST(args[1]);
  if (keys->len != l->len) return vm_raise(vm, T_ValueError, "list modified during sort");
  gc_list_moved(keys);
  gc_list_moved(l);
  if (vm_sort(vm, keys->items, l->items, l->len, vm_truthy(args[2]))) return -1;
  *out = VNONE;
  return 0;
}

/* _sort_step(st, r): a stable bottom-up merge sort whose comparisons are
** Python code (keys of user classes: __lt__ may call a tool), kept as data
** so that the prelude's _pysort drives it one comparison at a time:
**   while _sort_step(st, r): r = True if st[12] < st[13] else False
** All the state is in the list st, so a pause inside __lt__ snapshots as
** any Python frame does.  st holds
**   0 keys, 1 vals (lists of n: the pass's input), 2 tk, 3 tv (lists of
**   n: its output; swapped with 0/1 after each pass), 4 n, 5 width,
**   6 lo, 7 mid, 8 hi (the merge of [lo, mid) and [mid, hi)), 9 a, 10 b
**   (the next items of each half), 11 phase (SORT_*), 12 x, 13 y, 14
**   merges and 15 merges found in order so far in this pass, 16 whether
**   this pass first asks if a merge's halves are in order already
** and r answers the last question asked, x < y with x the key of the
** right half (a later item): whether it goes first.  Returns True with a
** question in st[12], st[13], False when vals (st[1]) is sorted.  st is
** checked on every call (it is a list a program might reach), so a
** forged state is a SystemError, never an access out of bounds. */
enum { SORT_START, SORT_CHECK, SORT_MERGE, SORT_TAKE, SORT_DONE };
#define SORT_ST_LEN 17
/* Passes of widths 1 to SORT_BLOCK / 2 run block by block: all of them
** over the first SORT_BLOCK items, then over the next ones, and so on;
** only the wider passes run over the whole list.  Items next to each other
** in the list were mostly made together, and each __lt__ reads its
** operands' objects: a pass over all of 20000 records (10 MB of objects)
** missed the cache on every comparison, a block's 1024 (half a MB there)
** mostly stay in it (cachegrind with a 1 MB last level: 256 items missed
** 10% more often).
** log2(SORT_BLOCK) is even, so each block ends with its items in the
** lists it began in (a pass swaps input and output), as the next block
** needs.  st[16] holds the question flag plus 2 for this schedule, set
** by the first call: a state saved by a build without it resumes as the
** plain passes (a snapshot paused inside __lt__). */
#define SORT_BLOCK 1024

static int sort_st_int(Value v, int64_t lo, int64_t hi, int64_t *out) {
  if (v.tag != V_INT || v.u.i < lo || v.u.i > hi) return -1;
  *out = v.u.i;
  return 0;
}

/* A pass is done: its output lists (st[2], st[3]) are the next input. */
static void sort_swap(List *st, List **l) {
  Value t0 = st->items[0], t1 = st->items[1];
  List *t;
  st->items[0] = st->items[2]; st->items[1] = st->items[3];
  st->items[2] = t0; st->items[3] = t1;
  t = l[0]; l[0] = l[2]; l[2] = t;
  t = l[1]; l[1] = l[3]; l[3] = t;
}

static int bi_sort_step(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  List *st, *l[4];
  Value *keys, *vals, *tk, *tv;
  int64_t n, w, lo, mid, hi, a, b, phase, k, merges, inorder, check;
  bool r, blocked;
  uint64_t moved = 0;
  if (arg_nokw(vm, "_sort_step", kw) || arg_count(vm, "_sort_step", nargs, 2, 2)) return -1;
  if (!IS_OBJ(args[0], OT_LIST) || AS_LIST(args[0])->len != SORT_ST_LEN) goto bad;
  st = AS_LIST(args[0]);
  r = vm_truthy(args[1]);
  if (sort_st_int(st->items[4], 0, INT32_MAX, &n)) goto bad;
  for (k = 0; k < 4; k++) {
    if (!IS_OBJ(st->items[k], OT_LIST) || AS_LIST(st->items[k])->len != (size_t)n) goto bad;
    l[k] = AS_LIST(st->items[k]);
  }
  if (sort_st_int(st->items[5], 1, INT64_MAX / 4, &w) || sort_st_int(st->items[6], 0, n, &lo) ||
      sort_st_int(st->items[7], lo, n, &mid) || sort_st_int(st->items[8], mid, n, &hi) ||
      sort_st_int(st->items[9], lo, mid, &a) || sort_st_int(st->items[10], mid, hi, &b) ||
      sort_st_int(st->items[11], SORT_START, SORT_DONE, &phase) ||
      sort_st_int(st->items[14], 0, n, &merges) || sort_st_int(st->items[15], 0, merges, &inorder) ||
      sort_st_int(st->items[16], 0, 3, &check))
    goto bad;
  blocked = check >= 2;
  check &= 1;
  if (phase == SORT_START && lo == 0 && w == 1 && merges == 0) blocked = true;   /* a new sort */
  /* a question asked needs its items: a before mid, b before hi */
  if ((phase == SORT_CHECK && (mid == lo || mid == hi)) ||
      (phase == SORT_TAKE && (a == mid || b == hi)))
    goto bad;
  keys = l[0]->items; vals = l[1]->items; tk = l[2]->items; tv = l[3]->items;
  gc_barrier(vm, &st->h);
  /* this call writes the output lists from lo on only (a merge's output
  ** index a + b - mid never is below it): their tails (gc_barrier_tail),
  ** so a minor collection in a long sort does not rescan them whole */
  gc_barrier_tail(vm, l[2], (size_t)lo);
  gc_barrier_tail(vm, l[3], (size_t)lo);
  for (;;) {
    switch (phase) {
    case SORT_START:
      if (blocked && w < SORT_BLOCK && lo > 0 && (lo % SORT_BLOCK == 0 || lo >= n)) {
        /* a pass over one block is done (a pass begins at its block's
        ** start without coming here: lo > 0 there only at a block's end) */
        int64_t start = (lo - 1) / SORT_BLOCK * SORT_BLOCK;
        sort_swap(st, l);
        check = inorder * 4 >= merges * 3;
        merges = inorder = 0;
        if (vm_charge(vm, vm_work(moved))) return -1;
        moved = 0;
        if (w * 2 < SORT_BLOCK) {
          w *= 2;           /* the next pass over this block */
          lo = start;
        } else if (lo < n) {
          w = 1;            /* the next block */
        } else {
          w = SORT_BLOCK;   /* every block is sorted: the wide passes */
          lo = 0;
          if (w >= n) { phase = SORT_DONE; goto done; }
        }
        gc_barrier_tail(vm, l[2], (size_t)lo);
        gc_barrier_tail(vm, l[3], (size_t)lo);
        keys = l[0]->items; vals = l[1]->items; tk = l[2]->items; tv = l[3]->items;
        a = b = mid = hi = lo;
      } else if (lo >= n) {     /* a pass is done: its output is the next input */
        sort_swap(st, l);
        w *= 2;
        lo = mid = hi = a = b = 0;
        /* ask "in order already?" in the next pass when 3/4 of this
        ** pass's merges were (input sorted or nearly: n comparisons in
        ** all, not n log n); else that question would be one more per
        ** merge (in the first pass it is the merge's own question) */
        check = inorder * 4 >= merges * 3;
        merges = inorder = 0;
        if (w >= n) { phase = SORT_DONE; goto done; }
        if (vm_charge(vm, vm_work(moved))) return -1;
        moved = 0;
        gc_barrier_tail(vm, l[2], 0);
        gc_barrier_tail(vm, l[3], 0);
        keys = l[0]->items; vals = l[1]->items; tk = l[2]->items; tv = l[3]->items;
      }
      mid = lo + w < n ? lo + w : n;
      hi = lo + 2 * w < n ? lo + 2 * w : n;
      a = lo; b = mid;
      if (mid >= hi) {
        vcopy(tk + lo, keys + lo, (size_t)(hi - lo));
        vcopy(tv + lo, vals + lo, (size_t)(hi - lo));
        moved += (uint64_t)(hi - lo);
        lo = a = b = mid = hi;
        continue;
      }
      merges++;
      if (w > 1 && !check) {
        phase = SORT_MERGE;
        continue;
      }
      phase = SORT_CHECK;     /* already in order?  then no merge */
      st->items[12] = keys[mid];
      st->items[13] = keys[mid - 1];
      goto ask;
    case SORT_CHECK:
      if (!r) {
        inorder++;
        vcopy(tk + lo, keys + lo, (size_t)(hi - lo));
        vcopy(tv + lo, vals + lo, (size_t)(hi - lo));
        moved += (uint64_t)(hi - lo);
        lo = a = b = mid = hi;
        phase = SORT_START;
        continue;
      }
      a = lo; b = mid;
      /* a half of one item: that was the merge's first question */
      phase = mid - 1 == lo ? SORT_TAKE : SORT_MERGE;
      continue;
    case SORT_MERGE:
      if (a < mid && b < hi) {
        phase = SORT_TAKE;
        st->items[12] = keys[b];
        st->items[13] = keys[a];
        goto ask;
      }
      k = a + b - mid;       /* where the rest goes */
      vcopy(tk + k, keys + a, (size_t)(mid - a));
      vcopy(tv + k, vals + a, (size_t)(mid - a));
      k += mid - a;
      vcopy(tk + k, keys + b, (size_t)(hi - b));
      vcopy(tv + k, vals + b, (size_t)(hi - b));
      moved += (uint64_t)(hi - lo);
      lo = a = b = mid = hi;
      phase = SORT_START;
      continue;
    case SORT_TAKE:
      k = a + b - mid;
      if (r) { tk[k] = keys[b]; tv[k] = vals[b]; b++; }
      else { tk[k] = keys[a]; tv[k] = vals[a]; a++; }
      r = false;
      phase = SORT_MERGE;
      continue;
    default:
      goto done;
    }
  }
ask:
  *out = vbool(true);
  goto save;
done:
  *out = vbool(false);
save:
  st->items[5] = vint(w); st->items[6] = vint(lo); st->items[7] = vint(mid);
  st->items[8] = vint(hi); st->items[9] = vint(a); st->items[10] = vint(b);
  st->items[11] = vint(phase);
  st->items[14] = vint(merges); st->items[15] = vint(inorder);
  st->items[16] = vint(check + (blocked ? 2 : 0));
  return vm_charge(vm, vm_work(moved));
bad:
  return vm_raise(vm, T_SystemError, "bad argument to _sort_step");
}

/* The table.  Order is stable: snapshots refer to builtins by index. */
/* A name whose body is all Python: the call goes to the prelude function
** (compiled then, not before). */
static int bi_prelude_only(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  (void)vm; (void)args; (void)nargs; (void)kw; (void)out;
  return BI_FALLBACK;
}

const char *builtin_name(int i) {
  const char *n = native_get(i)->name, *dot = strrchr(n, '.');
  return dot ? dot + 1 : n;
}

bool builtin_is_pyfunc(int i) {
  static const char *const py_modules[] = {"asyncio.", "json.", "re."};
  const char *n = native_get(i)->name;
  size_t k;
  for (k = 0; k < sizeof py_modules / sizeof py_modules[0]; k++)
    if (strncmp(n, py_modules[k], strlen(py_modules[k])) == 0) return true;
  return false;
}

const Builtin builtin_table[] = {
  {"print", bi_print, "_print", -1},
  {"len", bi_len, "_len", -1},
  {"repr", bi_repr, "_repr", -1},
  {"ascii", bi_ascii, "_ascii", -1},
  {"str", bi_str, "_str", T_STR},
  {"bytes", bi_bytes, "_bytes", T_BYTES},
  {"bytearray", bi_bytearray, "_bytearray", T_BYTEARRAY},
  {"memoryview", bi_memoryview, NULL, T_MEMORYVIEW},
  {"bool", bi_bool, "_bool_py", T_BOOL},
  {"int", bi_int, "_int_py", T_INT},
  {"float", bi_float, "_float_py", T_FLOAT},
  {"list", bi_list, "_list", T_LIST},
  {"tuple", bi_tuple, "_tuple", T_TUPLE},
  {"set", bi_set, "_set", T_SET},
  {"frozenset", bi_frozenset, "_frozenset", T_FROZENSET},
  {"dict", bi_dict, "_dict", T_DICT},
  {"range", bi_range, NULL, T_RANGE},
  {"slice", bi_slice, NULL, T_SLICE},
  {"iter", bi_iter, "_ht_iter", -1},
  {"next", bi_next, "_next", -1},
  {"enumerate", bi_enumerate, "_enumerate", T_ENUMERATE},
  {"zip", bi_zip, "_zip", T_ZIP},
  {"map", bi_map, "_map", T_MAP},
  {"filter", bi_filter, "_filter", T_FILTER},
  {"reversed", bi_reversed, "_reversed", T_REVERSED},
  {"sorted", bi_sorted, "_sorted", -1},
  {"min", bi_min, "_min", -1},
  {"max", bi_max, "_max", -1},
  {"sum", bi_sum, "_sum", -1},
  {"any", bi_any, "_any", -1},
  {"all", bi_all, "_all", -1},
  {"abs", bi_abs, "_abs_py", -1},
  {"divmod", bi_divmod, "_divmod_py", -1},
  {"pow", bi_pow, "_ht_pow3", -1},
  {"round", bi_round, "_round_py", -1},
  {"hash", bi_hash, "_ht_hash", -1},
  {"isinstance", bi_isinstance, "_isinstance", -1},
  {"issubclass", bi_issubclass, "_issubclass", -1},
  {"type", bi_type, "_type3", T_TYPE},
  {"callable", bi_callable, NULL, -1},
  {"chr", bi_chr, NULL, -1},
  {"ord", bi_ord, NULL, -1},
  {"hex", bi_hex, "_ht_hex", -1},
  {"oct", bi_oct, "_ht_oct", -1},
  {"bin", bi_bin, "_ht_bin", -1},
  {"format", bi_format, "_format", -1},
  {"getattr", bi_getattr, "_getattr", -1},
  {"hasattr", bi_hasattr, "_hasattr", -1},
  {"setattr", bi_setattr, "_setattr_bi", -1},
  {"delattr", bi_delattr, "_delattr_bi", -1},
  {"_sort_by_keys", bi_sort_by_keys, NULL, -1},
  {"_aio_create_task", async_create_task, NULL, -1},
  {"_aio_ensure_future", async_ensure_future, "_ht_ensure_future", -1},
  {"_aio_gather", async_gather, "_ht_gather", -1},
  {"_aio_timer", async_timer, NULL, -1},
  {"_aio_yield", async_yield, NULL, -1},
  {"_aio_waiter", async_waiter, NULL, -1},
  {"_aio_queue", async_queue, NULL, -1},
  {"_aio_block", async_block, NULL, -1},
  {"_aio_loop", async_loop, NULL, -1},
  {"_aio_cancel_all", async_cancel_all, NULL, -1},
  {"_aio_unretrieved", async_unretrieved, NULL, -1},
  {"_aio_func_source", async_func_source, NULL, -1},
  {"_aio_by_hand", async_by_hand, NULL, -1},
  {"_aio_pass_up", async_pass_up, NULL, -1},
  {"_aio_iscoroutine", async_iscoroutine, NULL, -1},
  {"_aio_isfuture", async_isfuture, NULL, -1},
  {"_aio_current_task", async_current_task, NULL, -1},
  {"_aio_cancel", async_cancel, NULL, -1},
  {"_aio_todo", async_todo, "_ht_todo", -1},
  {"_aio_awaitable", async_awaitable, NULL, -1},
  {"_aio_await_iter", async_await_iter, NULL, -1},
  {"_throw_args", gen_throw_args, NULL, -1},
  /* members of the asyncio module (those written in Python are prelude
  ** fallbacks) */
  {"asyncio.create_task", async_create_task, NULL, -1},
  {"asyncio.ensure_future", async_ensure_future, "_ht_ensure_future", -1},
  {"asyncio.gather", async_gather, "_ht_gather", -1},
  {"asyncio.iscoroutine", async_iscoroutine, NULL, -1},
  {"asyncio.isfuture", async_isfuture, NULL, -1},
  {"asyncio.current_task", async_current_task, NULL, -1},
  {"asyncio.Future", async_future_new, NULL, T_FUTURE},
  {"asyncio.sleep", bi_prelude_only, "sleep", -1},
  {"asyncio.wait_for", bi_prelude_only, "wait_for", -1},
  {"asyncio.as_completed", bi_prelude_only, "as_completed", -1},
  {"asyncio.run", bi_prelude_only, "run", -1},
  /* classes (class.c) */
  {"_build_class", bi_prelude_only, "_build_class_py", -1},
  {"_excstar_begin", bi_prelude_only, "_excstar_begin", -1},
  {"_excstar_match", bi_prelude_only, "_excstar_match", -1},
  {"_excstar_raised", bi_prelude_only, "_excstar_raised", -1},
  {"_excstar_end", bi_prelude_only, "_excstar_end", -1},
  {"_exc_copy_tb", exc_copy_tb, NULL, -1},
  {"_exc_tb_len", exc_tb_len, NULL, -1},
  {"_syntax_warn", bi_syntax_warn, NULL, -1},
  {"_new_class", cls_new_class, NULL, -1},
  {"_cell_set", cls_cell_set, NULL, -1},
  {"_set_mro", cls_set_mro, NULL, -1},
  {"super", cls_super, NULL, T_SUPER},
  {"staticmethod", cls_staticmethod, NULL, T_STATICMETHOD},
  {"classmethod", cls_classmethod, NULL, T_CLASSMETHOD},
  {"property", cls_property, NULL, T_PROPERTY},
  {"object", cls_object, NULL, T_OBJECT},
  {"_attr_lookup", cls_attr_lookup, NULL, -1},
  {"_getattribute_hook", bi_prelude_only, "_getattribute_hook", -1},
  {"_class_dict_proxy", bi_prelude_only, "_class_dict_proxy", -1},
  {"_dict_fromkeys_cls", bi_prelude_only, "_dict_fromkeys_cls", -1},
  {"_class_ns", cls_class_ns, NULL, -1},
  {"_is_builtin_type", cls_is_builtin_type, NULL, -1},
  {"_method", bi_method_new, NULL, T_METHOD},
  {"_member", cls_member, NULL, -1},
  {"_setattr_plain", cls_setattr_plain, NULL, -1},
  {"_setattr_raw", cls_setattr_raw, NULL, -1},
  {"_user_slot", cls_user_slot, "_ht_user_slot", -1},
  {"_set_name_items", cls_set_name_items, NULL, -1},
  {"_init_subclass_plain", cls_init_subclass_plain, NULL, -1},
  {"_meta_plain", cls_meta_plain, NULL, -1},
  {"_has_user", cls_has_user, NULL, -1},
  {"_type_mro", cls_type_mro, NULL, -1},
  {"_base_of", cls_base_of, NULL, -1},
  {"vars", bi_prelude_only, "_vars", -1},
  {"id", cls_id, NULL, -1},
  /* dicts and sets meeting keys whose __hash__/__eq__ is Python (htpy.c) */
  {"_ht_probe", ht_probe, NULL, -1},
  {"_ht_version", ht_version, NULL, -1},
  {"_ht_value", ht_value, NULL, -1},
  {"_ht_setvalue", ht_setvalue, NULL, -1},
  {"_ht_delete", ht_delete, NULL, -1},
  {"_ht_insert", ht_insert, NULL, -1},
  {"_ht_tuple_hash", ht_tuple_hash, NULL, -1},
  /* async generators (gen.c) */
  {"_agen_send", agen_send, NULL, -1},
  {"_agen_throw", agen_throw, NULL, -1},
  {"_agen_close", agen_close, NULL, -1},
  /* asyncio, more (vm/async.c, vm/lib/prelude_asyncio.py) */
  {"_aio_future", async_future_new, NULL, -1},
  {"_aio_all_tasks", async_all_tasks, NULL, -1},
  {"_aio_add_cb", async_add_cb, NULL, -1},
  {"_aio_callbacks", async_callbacks, NULL, -1},
  {"_aio_remove_cb", async_remove_cb, NULL, -1},
  {"asyncio.wait", bi_prelude_only, "wait", -1},
  {"asyncio.shield", bi_prelude_only, "shield", -1},
  {"asyncio.all_tasks", bi_prelude_only, "all_tasks", -1},
  {"asyncio.timeout", bi_prelude_only, "timeout", -1},
  {"asyncio.timeout_at", bi_prelude_only, "timeout_at", -1},
  {"asyncio.get_running_loop", bi_prelude_only, "get_running_loop", -1},
  {"asyncio.get_event_loop", bi_prelude_only, "get_event_loop", -1},
  {"asyncio.set_event_loop", bi_prelude_only, "set_event_loop", -1},
  {"asyncio.new_event_loop", bi_prelude_only, "new_event_loop", -1},
  {"asyncio.to_thread", bi_prelude_only, "to_thread", -1},
  /* print's file when sys.stdout was replaced (lib/sys.c) */
  {"_sys_stdout", sys_stdout_file, NULL, -1},
  {"aiter", bi_prelude_only, "_aiter", -1},
  {"anext", bi_prelude_only, "_anext", -1},
  {"dir", bi_dir, "_dir", -1},
  {"_sort_step", bi_sort_step, NULL, -1},
  {"_ht_hash_int", ht_hash_int, NULL, -1},
  {"complex", bi_complex, "_complex_py", T_COMPLEX},
  {"globals", bi_globals, NULL, -1},
  {"locals", bi_locals, NULL, -1},
  {"__length_hint__", bi_iter_length_hint, NULL, -1},
  {"_box_iter", cls_box_iter, NULL, -1},
  {"_getter_keys", operator_getter_keys, NULL, -1},
  {"_ht_next", ht_next, NULL, -1},
};
const int builtin_count = (int)(sizeof builtin_table / sizeof builtin_table[0]);

/* ---- methods ---- */

static const struct { const Method *m; const int *n; int type; } families[MF__COUNT] = {
  {str_methods, &str_methods_n, T_STR},
  {list_methods, &list_methods_n, T_LIST},
  {tuple_methods, &tuple_methods_n, T_TUPLE},
  {dict_methods, &dict_methods_n, T_DICT},
  {set_methods, &set_methods_n, T_SET},
  {int_methods, &int_methods_n, T_INT},
  {float_methods, &float_methods_n, T_FLOAT},
  {range_methods, &range_methods_n, T_RANGE},
  {future_methods, &future_methods_n, T_FUTURE},
  {gen_methods, &gen_methods_n, T_GENERATOR},
  {bytes_methods, &bytes_methods_n, T_BYTES},
  {bytearray_methods, &bytearray_methods_n, T_BYTEARRAY},
  {exc_methods, &exc_methods_n, T_BaseException},
  {re_pattern_methods, &re_pattern_methods_n, T_PATTERN},
  {re_match_methods, &re_match_methods_n, T_MATCH},
  {property_methods, &property_methods_n, T_PROPERTY},
  {agen_methods, &agen_methods_n, T_ASYNC_GENERATOR},
  {slice_methods, &slice_methods_n, T_SLICE},
  {memview_methods, &memview_methods_n, T_MEMORYVIEW},
  {complex_methods, &complex_methods_n, T_COMPLEX},
};

static int family_of(int type) {
  switch (type) {
  case T_STR: return MF_STR;
  case T_LIST: return MF_LIST;
  case T_TUPLE: return MF_TUPLE;
  case T_DICT: return MF_DICT;
  case T_SET: case T_FROZENSET: return MF_SET;
  case T_INT: case T_BOOL: return MF_INT;
  case T_FLOAT: return MF_FLOAT;
  case T_RANGE: return MF_RANGE;
  case T_FUTURE: case T_TASK: return MF_FUTURE;
  case T_GENERATOR: case T_COROUTINE: return MF_GEN;   /* send, throw, close */
  case T_PROPERTY: return MF_PROPERTY;
  case T_ASYNC_GENERATOR: return MF_AGEN;
  case T_SLICE: return MF_SLICE;
  case T_MEMORYVIEW: return MF_MEMVIEW;
  case T_COMPLEX: return MF_COMPLEX;
  case T_BYTES: return MF_BYTES;
  case T_BYTEARRAY: return MF_BYTEARRAY;
  case T_PATTERN: return MF_PATTERN;
  case T_MATCH: return MF_MATCH;
  default: return type >= T_FIRST_EXC ? MF_EXC : -1;
  }
}

/* The set methods that a frozenset does not have. */
static bool frozen_lacks(const char *m) {
  static const char *const mutators[] = {
    "add", "discard", "remove", "pop", "clear", "update", "intersection_update",
    "difference_update", "symmetric_difference_update"};
  size_t i;
  for (i = 0; i < sizeof mutators / sizeof mutators[0]; i++)
    if (strcmp(m, mutators[i]) == 0) return true;
  return false;
}

int method_find(int type, const char *name, size_t len) {
  int f = family_of(type), i;
  /* keys and items views have one method, set's isdisjoint */
  if ((type == T_DICT_KEYS || type == T_DICT_ITEMS || type == T_ODICT_KEYS ||
       type == T_ODICT_ITEMS) && len == 10 &&
      strncmp(name, "isdisjoint", 10) == 0)
    f = MF_SET;
  if (f < 0) return -1;
  for (i = 0; i < *families[f].n; i++) {
    const char *m = families[f].m[i].name;
    if (strncmp(m, name, len) == 0 && m[len] == 0) {
      if (type == T_FROZENSET && frozen_lacks(m)) return -1;
      return (f << 8) | i;
    }
  }
  return -1;
}

const Method *method_get(int id) {
  return &families[id >> 8].m[id & 0xFF];
}

int method_family_type(int id) {
  return families[id >> 8].type;
}

/* Up to max method names of type t's family into names; returns the count. */
int method_names(int type, const char **names, int max) {
  int f = family_of(type), i, n = 0;
  if (f < 0) return 0;
  for (i = 0; i < *families[f].n && n < max; i++) names[n++] = families[f].m[i].name;
  return n;
}

/* The builtins namespace is filled as names are first looked up
** (builtins_find): a program that uses five builtins costs five entries,
** not the ~150 that exist, and a new VM builds nothing.  Its names come
** from the read-only tables, in the order NameError's suggestions walk:
** builtin_table's, the exception types, then the few below. */
static const char *const builtin_extra[] = {"Ellipsis", "NotImplemented", "EnvironmentError",
                                            "IOError", "__debug__"};
#define BUILTIN_EXTRA ((int)(sizeof builtin_extra / sizeof builtin_extra[0]))

int builtins_entry(int i, const char **name, Value *v) {
  if (i < builtin_count) {
    const Builtin *b = &builtin_table[i];
    if (b->name[0] == '_' || strchr(b->name, '.')) return 0;   /* prelude's, a module's */
    *name = b->name;
    *v = b->type >= 0 ? vtype(b->type) : vbuiltin(i);
    return 1;
  }
  i -= builtin_count;
  if (i < T__COUNT - T_FIRST_EXC) {
    if (type_module(T_FIRST_EXC + i)) return 0;     /* asyncio's: in the module only */
    *name = type_names[T_FIRST_EXC + i];
    *v = vtype(T_FIRST_EXC + i);
    return 1;
  }
  i -= T__COUNT - T_FIRST_EXC;
  if (i >= BUILTIN_EXTRA) return -1;
  *name = builtin_extra[i];
  switch (i) {
  case 0: v->tag = V_ELLIPSIS; v->u.i = 0; break;
  case 1: *v = vnotimpl(); break;
  case 4: *v = vbool(true); break;           /* __debug__: no -O in baton */
  default: *v = vtype(T_OSError); break;     /* CPython's old names of OSError */
  }
  return 1;
}

int builtins_find(VM *vm, Value name, Value *out) {
  const Str *s = AS_STR(name);
  const char *n;
  int i, r;
  /* builtins that are Python objects, bound in the prelude by their maker */
  static const struct { const char *name, *maker; } made[] = {
    {"ExceptionGroup", "_mk_exception_groups"},      /* prelude_excgroup.py */
    {"BaseExceptionGroup", "_mk_exception_groups"},
    {"exit", "_mk_quitters"},                        /* prelude.py */
    {"quit", "_mk_quitters"},
  };
  for (i = 0; i < (int)(sizeof made / sizeof made[0]); i++)
    if (strlen(made[i].name) == s->len && memcmp(made[i].name, s->data, s->len) == 0) {
      Value ignored;
      if (prelude_get(vm, made[i].maker, &ignored, 0) ||
          dict_get_str(vm, vm->prelude, s->data, s->len, out) != 1)
        return -1;
      return dict_set(vm, vm->builtins, name, *out) ? -1 : 1;
    }
  for (i = 0; (r = builtins_entry(i, &n, out)) >= 0; i++)
    if (r && n[0] == s->data[0] && strlen(n) == s->len && memcmp(n, s->data, s->len) == 0)
      return dict_set(vm, vm->builtins, name, *out) ? -1 : 1;
  return 0;
}

int builtins_prelude_find(VM *vm, Value name, Value *out) {
  const Str *s = AS_STR(name);
  int i;
  if (s->len == 8 && memcmp(s->data, "__name__", 8) == 0) {
    /* what the prelude's class bodies take as __module__ */
    return str_newc(vm, "builtins", out) || dict_set(vm, vm->prelude, name, *out) ? -1 : 1;
  }
  if (s->data[0] != '_' || (s->len >= 5 && memcmp(s->data, "_aio_", 5) == 0)) return 0;
  for (i = 0; i < builtin_count; i++) {
    const char *n = builtin_table[i].name;
    if (n[0] == '_' && n[1] == s->data[1] && strlen(n) == s->len && memcmp(n, s->data, s->len) == 0) {
      *out = vbuiltin(i);
      return dict_set(vm, vm->prelude, name, *out) ? -1 : 1;
    }
  }
  return 0;
}

void builtins_type_ctors(VM *vm) {
  int i;
  for (i = 0; i < T__COUNT; i++) vm->type_ctor[i] = -1;
  for (i = 0; i < builtin_count; i++)
    if (builtin_table[i].type >= 0 &&
        (builtin_table[i].name[0] != '_' || builtin_table[i].type == T_METHOD) &&
        (!strchr(builtin_table[i].name, '.') || builtin_table[i].type == T_FUTURE))
      vm->type_ctor[builtin_table[i].type] = (int16_t)i;
  vm->type_ctor_ready = true;
}

int builtins_init(VM *vm) {
  /* the prelude's namespace: its helpers written in C
  ** (builtins_prelude_find) and its Python functions (prelude_get) enter
  ** it as they are first needed */
  vm->prelude = dict_new(vm);
  return vm->prelude == NULL ? -1 : 0;
}
