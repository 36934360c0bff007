/*
** binascii.c - the binascii module's codecs and checksums in C: base64
** both ways, hex both ways, CRC-32 and CRC-CCITT.  binascii.py defines
** Error and Incomplete and the two decoders' Python faces: a decoder here
** (_a2b_base64, _unhexlify) answers its bytes, or a str that is the
** message of the binascii.Error the Python face raises.  The encoders and
** the checksums are the module's functions themselves (builtins, as
** CPython's are).
**
** Inputs: an encoder or checksum takes a bytes-like object (bytes,
** bytearray, a contiguous memoryview); a decoder also takes an ASCII str.
** Long inputs charge the step budget one span at a time (vm_charge_span)
** in an outer loop around a tight inner loop, so the deadline is polled
** while 100 MB are encoded and the inner loops stay vectorisable.
**
** Tables (CRC-32 sliced by eight, CRC-CCITT, base64 digit values) are
** generated constants: tools/gen_bintab.py -> binascii_tab.h.
*/
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "lib.h"
#include "../bytes.h"
#include "../limits.h"
#include "../dict.h"
#include "../class.h"
#include "binascii_tab.h"

static const char b64_digits[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char hex_digits[] = "0123456789abcdef";

/* the data argument of an encoder or a checksum */
static int need_buffer(VM *vm, Value v, const uint8_t **p, size_t *n) {
  if (IS_STR(v) || !bytes_view(v, p, n))
    return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'",
                    val_type_name(v));
  return 0;
}

/* the data argument of a decoder: bytes-like or an ASCII str */
static int need_ascii(VM *vm, Value v, const uint8_t **p, size_t *n) {
  if (IS_STR(v)) {
    Str *s = AS_STR(v);
    if (!STR_ASCII(s))
      return vm_raise(vm, T_ValueError, "string argument should contain only ASCII characters");
    *p = (const uint8_t *)s->data;
    *n = s->len;
    return 0;
  }
  if (!bytes_view(v, p, n))
    return vm_raise(vm, T_TypeError, "argument should be bytes, buffer or ASCII string, not '%s'",
                    val_type_name(v));
  return 0;
}

/* Raise binascii.Error(msg): the class binascii.py made (ValueError if a
** program replaced it with something that is no exception class). */
static int raise_error(VM *vm, const char *msg) {
  Value m, cls, text, exc;
  if (vm->modules != NULL && dict_get_str(vm, vm->modules, "binascii", 8, &m) == 1 &&
      IS_OBJ(m, OT_MODULE) && dict_get_str(vm, ((Module *)m.u.o)->dict, "Error", 5, &cls) == 1 &&
      IS_OBJ(cls, OT_CLASS) && AS_CLASS(cls)->base >= T_FIRST_EXC) {
    if (str_newc(vm, msg, &text) || class_alloc(vm, AS_CLASS(cls), &text, 1, NULL, &exc))
      return -1;
    return exc_set(vm, exc);
  }
  return vm_raise(vm, T_ValueError, "%s", msg);
}

/* A C int argument taken by __index__ (newline=, strict_mode=). */
static int int_flag(VM *vm, Value v, bool *out) {
  int64_t i;
  if (v.tag == V_UNDEF) return 0;
  if (IS_BIG(v)) return vm_raise(vm, T_OverflowError, "Python int too large to convert to C int");
  if (vm_index(vm, v, &i)) return -1;
  if (i > INT32_MAX || i < INT32_MIN)
    return vm_raise(vm, T_OverflowError, "Python int too large to convert to C int");
  *out = i != 0;
  return 0;
}

/* The low 32 bits of an integer argument, as C's unsigned conversion
** (crc=-1 is 0xFFFFFFFF, 2**40 + 5 is 5). */
static int low_bits(VM *vm, Value v, uint32_t *out) {
  int64_t i;
  if (IS_BIG(v)) {
    BigInt *b = AS_BIG(v);
    *out = b->neg ? (uint32_t)(0u - b->d[0]) : b->d[0];
    return 0;
  }
  if (vm_index(vm, v, &i)) return -1;
  *out = (uint32_t)(uint64_t)i;
  return 0;
}

/* ---- base64 ---- */

/* b2a_base64(data, /, *, newline=True) */
static int ba_b2a_base64(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"newline"};
  Value opt[1];
  const uint8_t *p;
  size_t n, full, i, mark = 0, len;
  bool newline = true;
  Bytes *b;
  uint8_t *o;
  if (nargs != 1) {
    return vm_raise(vm, T_TypeError, "b2a_base64() takes exactly 1 positional argument (%d given)", nargs);
  }
  if (arg_kw(vm, "b2a_base64", args, nargs, kw, names, 1, opt) ||
      need_buffer(vm, args[0], &p, &n) || int_flag(vm, opt[0], &newline))
    return -1;
  len = (n + 2) / 3 * 4 + (newline ? 1 : 0);
  if ((b = bytes_alloc(vm, len)) == NULL) return -1;
  o = b->data;
  full = n - n % 3;
  for (i = 0; i < full;) {
    size_t stop;
    if (vm_charge_span(vm, i, full, &mark, 3)) return -1;
    stop = mark < full ? mark - mark % 3 + 3 : full;
    if (stop > full) stop = full;
    for (; i < stop; i += 3) {
      uint32_t w = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
      o[0] = (uint8_t)b64_digits[w >> 18];
      o[1] = (uint8_t)b64_digits[(w >> 12) & 63];
      o[2] = (uint8_t)b64_digits[(w >> 6) & 63];
      o[3] = (uint8_t)b64_digits[w & 63];
      o += 4;
    }
  }
  if (n - full == 1) {
    o[0] = (uint8_t)b64_digits[p[full] >> 2];
    o[1] = (uint8_t)b64_digits[(p[full] & 3) << 4];
    o[2] = o[3] = '=';
    o += 4;
  } else if (n - full == 2) {
    o[0] = (uint8_t)b64_digits[p[full] >> 2];
    o[1] = (uint8_t)b64_digits[(p[full] & 3) << 4 | p[full + 1] >> 4];
    o[2] = (uint8_t)b64_digits[(p[full + 1] & 15) << 2];
    o[3] = '=';
    o += 4;
  }
  if (newline) *o = '\n';
  *out = vobj(b);
  return 0;
}

/* The decoder proper: the bytes into o (room for n*3/4 + 3), their count
** into *made; NULL, or the message of the binascii.Error.  Outside strict
** mode a byte that is no digit is skipped, and a complete pad ends the
** data; strict mode refuses both and a pad first or in the middle. */
static const char *b64_decode(VM *vm, const uint8_t *p, size_t n, bool strict, uint8_t *o,
                              size_t *made, bool *limit) {
  size_t i = 0, mark = 0, k = 0;
  uint32_t acc = 0;     /* the digits of the group so far */
  int have = 0;         /* digits in acc: 0..3 */
  int pads = 0;         /* pads seen since the last digit */
  bool padded = false;  /* any pad seen */
  *limit = false;
  if (strict && n > 0 && p[0] == '=') return "Leading padding not allowed";
  while (i < n) {
    if (vm_charge_span(vm, i, n, &mark, 4)) { *limit = true; return NULL; }
    /* the fast path: whole groups of four digits */
    if (have == 0 && !padded) {
      while (i + 4 <= mark) {
        uint32_t a = b64_val[p[i]], b = b64_val[p[i + 1]], c = b64_val[p[i + 2]], d = b64_val[p[i + 3]];
        if ((a | b | c | d) & 0x80) break;
        acc = a << 18 | b << 12 | c << 6 | d;
        o[k] = (uint8_t)(acc >> 16);
        o[k + 1] = (uint8_t)(acc >> 8);
        o[k + 2] = (uint8_t)acc;
        k += 3;
        i += 4;
      }
      acc = 0;
    }
    for (; i < mark; i++) {
      uint8_t c = p[i], v;
      if (c == '=') {
        padded = true;
        if (have >= 2 && have + ++pads >= 4) {
          if (strict && i + 1 < n) return "Excess data after padding";
          /* the partial group's whole bytes: one of two digits, two of three */
          if (have == 2) o[k++] = (uint8_t)(acc >> 4);
          else { o[k++] = (uint8_t)(acc >> 10); o[k++] = (uint8_t)(acc >> 2); }
          *made = k;
          return NULL;
        }
        continue;
      }
      v = b64_val[c];
      if (v == 0xff) {
        if (strict) return "Only base64 data is allowed";
        continue;
      }
      if (strict && padded) return "Discontinuous padding not allowed";
      pads = 0;
      acc = acc << 6 | v;
      if (++have == 4) {
        o[k] = (uint8_t)(acc >> 16);
        o[k + 1] = (uint8_t)(acc >> 8);
        o[k + 2] = (uint8_t)acc;
        k += 3;
        have = 0;
        acc = 0;
        if (!padded) { i++; break; }   /* back to the fast path */
      }
    }
  }
  *made = k;
  if (have == 1) return "";  /* the caller words this one */
  if (have != 0) return "Incorrect padding";
  return NULL;
}

/* a2b_base64(data, /, *, strict_mode=False) */
static int ba_a2b_base64(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"strict_mode"};
  Value opt[1];
  const uint8_t *p;
  size_t n, made = 0, i, mark = 0, digits = 0, room;
  bool strict = false, limit;
  const char *err;
  Bytes *b;
  if (nargs != 1) {
    return vm_raise(vm, T_TypeError, "a2b_base64() takes exactly 1 positional argument (%d given)", nargs);
  }
  if (arg_kw(vm, "a2b_base64", args, nargs, kw, names, 1, opt) ||
      need_ascii(vm, args[0], &p, &n) || int_flag(vm, opt[0], &strict))
    return -1;
  /* the size for well-formed data, from its digits (the bytes of a
  ** partial group too: a pad may complete it) */
  for (i = 0; i < n;) {
    if (vm_charge_span(vm, i, n, &mark, 1)) return -1;
    for (; i < mark; i++) digits += b64_val[p[i]] != 0xff;
  }
  room = digits / 4 * 3 + (digits % 4 ? digits % 4 - 1 : 0);
  if ((b = bytes_alloc(vm, room)) == NULL) return -1;
  err = b64_decode(vm, p, n, strict, b->data, &made, &limit);
  if (limit) return -1;
  if (err != NULL) {
    char msg[160];
    if (*err) return raise_error(vm, err);
    snprintf(msg, sizeof msg, "Invalid base64-encoded string: number of data characters (%zu) "
             "cannot be 1 more than a multiple of 4", made / 3 * 4 + 1);
    return raise_error(vm, msg);
  }
  if (made == room) {   /* well-formed data: no copy */
    *out = vobj(b);
    return 0;
  }
  return bytes_new(vm, b->data, made, out);
}

/* ---- hex ---- */

/* hexlify(data, sep=<none>, bytes_per_sep=1) and b2a_hex: as bytes.hex,
** with a separator of one byte (a str's code point below 256) */
static int hexlify_as(VM *vm, const char *fname, Value *args, int nargs, Tuple *kw, Value *out) {
  static const char *const names[] = {"data", "sep", "bytes_per_sep"};
  Value opt[3];
  const uint8_t *p;
  size_t n, i, mark = 0, len, group = 0;
  int64_t per = 1;
  int sep = -1, k;
  Bytes *b;
  uint8_t *o;
  if (nargs > 3)
    return vm_raise(vm, T_TypeError, "%s() takes at most 3 arguments (%d given)", fname, nargs);
  if (arg_kw(vm, fname, args, nargs, kw, names, 3, opt)) return -1;
  for (k = 0; k < nargs; k++) {
    if (opt[k].tag != V_UNDEF)
      return vm_raise(vm, T_TypeError, "argument for %s() given by name ('%s') and position (%d)",
                      fname, names[k], k + 1);
    opt[k] = args[k];
  }
  if (opt[0].tag == V_UNDEF)
    return vm_raise(vm, T_TypeError, "%s() missing required argument 'data' (pos 1)", fname);
  if (need_buffer(vm, opt[0], &p, &n)) return -1;
  if (opt[1].tag != V_UNDEF) {
    const uint8_t *sp;
    size_t sn;
    if (IS_STR(opt[1])) {
      Str *s = AS_STR(opt[1]);
      if (s->nchars != 1) return vm_raise(vm, T_ValueError, "sep must be length 1.");
      sp = (const uint8_t *)s->data;
      if (s->len == 1) sep = sp[0];
      else if (s->len == 2 && sp[0] < 0xC4) sep = (sp[0] & 0x1F) << 6 | (sp[1] & 0x3F);
      else return vm_raise(vm, T_ValueError, "sep must be ASCII.");
    } else if (IS_BYTES(opt[1]) && bytes_view(opt[1], &sp, &sn)) {
      if (sn != 1) return vm_raise(vm, T_ValueError, "sep must be length 1.");
      sep = sp[0];
    } else {
      int64_t ln;
      if (vm_len(vm, opt[1], &ln) < 0) return -1;
      if (ln != 1) return vm_raise(vm, T_ValueError, "sep must be length 1.");
      return vm_raise(vm, T_TypeError, "sep must be str or bytes.");
    }
  }
  if (opt[2].tag != V_UNDEF) {
    if (IS_BIG(opt[2])) return vm_raise(vm, T_OverflowError, "Python int too large to convert to C int");
    if (vm_index(vm, opt[2], &per)) return -1;
    if (per > INT32_MAX || per < INT32_MIN)
      return vm_raise(vm, T_OverflowError, "Python int too large to convert to C int");
  }
  if (sep >= 0 && per != 0 && n > 0) group = (size_t)(per < 0 ? -per : per);
  len = 2 * n + (group ? (n - 1) / group : 0);
  if ((b = bytes_alloc(vm, len)) == NULL) return -1;
  o = b->data;
  for (i = 0; i < n;) {
    if (vm_charge_span(vm, i, n, &mark, 4)) return -1;
    if (group == 0) {
      for (; i < mark; i++) {
        *o++ = (uint8_t)hex_digits[p[i] >> 4];
        *o++ = (uint8_t)hex_digits[p[i] & 15];
      }
    } else {
      /* per > 0 groups from the right, per < 0 from the left */
      for (; i < mark; i++) {
        if (i > 0 && (per > 0 ? (n - i) % group : i % group) == 0) *o++ = (uint8_t)sep;
        *o++ = (uint8_t)hex_digits[p[i] >> 4];
        *o++ = (uint8_t)hex_digits[p[i] & 15];
      }
    }
  }
  *out = vobj(b);
  return 0;
}

static int ba_hexlify(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return hexlify_as(vm, "hexlify", args, nargs, kw, out);
}

static int ba_b2a_hex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return hexlify_as(vm, "b2a_hex", args, nargs, kw, out);
}

static int hex_value(uint8_t c) {
  if (c >= '0' && c <= '9') return c - '0';
  c |= 0x20;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

/* unhexlify(hexstr, /) and a2b_hex */
static int unhex_as(VM *vm, const char *fname, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  Bytes *b;
  if (arg_nokw(vm, fname, kw) || arg_count(vm, fname, nargs, 1, 1) || need_ascii(vm, args[0], &p, &n))
    return -1;
  if (n % 2) return raise_error(vm, "Odd-length string");
  if ((b = bytes_alloc(vm, n / 2)) == NULL) return -1;
  for (i = 0; i < n;) {
    if (vm_charge_span(vm, i, n, &mark, 2)) return -1;
    for (; i < mark; i += 2) {
      int hi = hex_value(p[i]), lo = hex_value(p[i + 1]);
      if (hi < 0 || lo < 0) return raise_error(vm, "Non-hexadecimal digit found");
      b->data[i / 2] = (uint8_t)(hi << 4 | lo);
    }
  }
  *out = vobj(b);
  return 0;
}

static int ba_unhexlify(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return unhex_as(vm, "binascii.unhexlify", args, nargs, kw, out);
}

static int ba_a2b_hex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  return unhex_as(vm, "binascii.a2b_hex", args, nargs, kw, out);
}

/* ---- checksums ---- */

/* crc32(data, crc=0, /): zlib's CRC-32, eight bytes per step */
static int ba_crc32(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  uint32_t c = 0;
  if (arg_nokw(vm, "binascii.crc32", kw) || arg_count(vm, "crc32", nargs, 1, 2) ||
      need_buffer(vm, args[0], &p, &n) || (nargs == 2 && low_bits(vm, args[1], &c)))
    return -1;
  c = ~c;
  for (i = 0; i < n;) {
    if (vm_charge_span(vm, i, n, &mark, 1)) return -1;
    for (; i + 8 <= mark; i += 8) {
      uint32_t lo = c ^ ((uint32_t)p[i] | (uint32_t)p[i + 1] << 8 | (uint32_t)p[i + 2] << 16 |
                         (uint32_t)p[i + 3] << 24);
      c = crc32_tab[7][lo & 0xff] ^ crc32_tab[6][(lo >> 8) & 0xff] ^
          crc32_tab[5][(lo >> 16) & 0xff] ^ crc32_tab[4][lo >> 24] ^
          crc32_tab[3][p[i + 4]] ^ crc32_tab[2][p[i + 5]] ^
          crc32_tab[1][p[i + 6]] ^ crc32_tab[0][p[i + 7]];
    }
    for (; i < mark; i++) c = crc32_tab[0][(c ^ p[i]) & 0xff] ^ (c >> 8);
  }
  *out = vint((int64_t)(uint32_t)~c);
  return 0;
}

/* crc_hqx(data, crc, /): CRC-CCITT (XMODEM), a byte per step */
static int ba_crc_hqx(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  uint32_t c = 0;
  if (arg_nokw(vm, "binascii.crc_hqx", kw) || arg_count(vm, "crc_hqx", nargs, 2, 2) ||
      need_buffer(vm, args[0], &p, &n) || low_bits(vm, args[1], &c))
    return -1;
  c &= 0xffff;
  for (i = 0; i < n;) {
    if (vm_charge_span(vm, i, n, &mark, 2)) return -1;
    for (; i < mark; i++) c = ((c << 8) & 0xff00) ^ crc16_tab[(c >> 8) ^ p[i]];
  }
  *out = vint((int64_t)c);
  return 0;
}

const Builtin binascii_natives[] = {
  {"binascii.b2a_base64", ba_b2a_base64, NULL, -1},
  {"binascii.a2b_base64", ba_a2b_base64, NULL, -1},
  {"binascii.hexlify", ba_hexlify, NULL, -1},
  {"binascii.b2a_hex", ba_b2a_hex, NULL, -1},
  {"binascii.unhexlify", ba_unhexlify, NULL, -1},
  {"binascii.a2b_hex", ba_a2b_hex, NULL, -1},
  {"binascii.crc32", ba_crc32, NULL, -1},
  {"binascii.crc_hqx", ba_crc_hqx, NULL, -1},
};
const int binascii_natives_n = (int)(sizeof binascii_natives / sizeof binascii_natives[0]);
