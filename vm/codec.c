/*
** codec.c - str.encode and bytes.decode for UTF-8, ASCII, Latin-1,
** cp1252 (CPython's 'charmap' codec), UTF-16 and UTF-32 (with a BOM, -le,
** -be), utf-8-sig (UTF-8 behind a BOM) with the error handlers strict, ignore, replace, backslashreplace,
** xmlcharrefreplace and namereplace (encoding), surrogateescape and
** surrogatepass where CPython allows them, and CPython's
** UnicodeEncodeError / UnicodeDecodeError messages and positions.
**
** UTF-16 and UTF-32 without a byte order write a little-endian BOM (the
** native order of the CPython baton follows) and, decoding, honour a BOM
** and drop it, else read little-endian; their decode errors name the
** order read ('utf-16-le').  Both encoders report an unencodable surrogate
** one character at a time, the others a run of them, as CPython's do.
**
** A str holds UTF-8 in which lone surrogates (U+D800..U+DFFF) may appear
** as their 3-byte forms (from "\ud800" literals or surrogateescape); the
** UTF-8 encoder refuses them unless a handler deals with them.  The
** exceptions carry CPython's five arguments (encoding, object, start, end,
** reason); vm/exc.c makes their message from them.
*/
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "str.h"
#include "bytes.h"
#include "uname.h"
#include "limits.h"

enum { ENC_UTF8, ENC_ASCII, ENC_LATIN1, ENC_CP1252, ENC_UTF16, ENC_UTF16LE, ENC_UTF16BE,
       ENC_UTF32, ENC_UTF32LE, ENC_UTF32BE };
#define ENC_WIDE(e) ((e) >= ENC_UTF16)            /* UTF-16 or UTF-32 */
#define ENC_IS32(e) ((e) >= ENC_UTF32)
enum { ERR_STRICT, ERR_IGNORE, ERR_REPLACE, ERR_BACKSLASH, ERR_XMLREF, ERR_SURROGATE,
       ERR_NAMEREPLACE, ERR_SURROGATEPASS, ERR_UNKNOWN };

static const char *const cd_names[] = {"utf-8", "ascii", "latin-1", "charmap", "utf-16",
                                        "utf-16-le", "utf-16-be", "utf-32", "utf-32-le",
                                        "utf-32-be"};

/* cp1252's bytes 0x80..0x9F (0: undefined); the others are Latin-1's */
static const uint16_t cp1252_hi[32] = {
  0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
  0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
  0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
};

/* the cp1252 byte of c, or -1 */
static int cp1252_byte(uint32_t c) {
  int k;
  if (c < 0x80 || (c >= 0xA0 && c <= 0xFF)) return (int)c;
  for (k = 0; k < 32; k++)
    if (cp1252_hi[k] == c) return 0x80 + k;
  return -1;
}

/* CPython's normalisation: lower case, '-' and ' ' as '_'.  A name of
** one of the transforms codecs.encode/decode know (vm/lib/codecs.py: rot13,
** hex, base64, zlib, quopri) is CPython's "is not a text encoding" error. */
static int cd_encoding(VM *vm, const Str *name, bool decoding) {
  static const char *const transforms[] = {
    "rot_13", "rot13", "hex", "hex_codec", "base64", "base_64", "base64_codec", "zlib", "zip",
    "zlib_codec", "quopri", "quoted_printable", "quotedprintable", "quopri_codec",
  };
  static const struct { const char *n; int e; } aliases[] = {
    {"utf_8", ENC_UTF8}, {"utf8", ENC_UTF8}, {"u8", ENC_UTF8}, {"utf", ENC_UTF8},
    {"cp65001", ENC_UTF8}, {"utf_8_sig", ENC_UTF8},
    {"ascii", ENC_ASCII}, {"us_ascii", ENC_ASCII}, {"646", ENC_ASCII}, {"us", ENC_ASCII},
    {"latin_1", ENC_LATIN1}, {"latin1", ENC_LATIN1}, {"latin", ENC_LATIN1},
    {"iso_8859_1", ENC_LATIN1}, {"iso8859_1", ENC_LATIN1}, {"8859", ENC_LATIN1},
    {"cp819", ENC_LATIN1}, {"l1", ENC_LATIN1}, {"iso_ir_100", ENC_LATIN1},
    {"cp1252", ENC_CP1252}, {"windows_1252", ENC_CP1252}, {"1252", ENC_CP1252},
    {"utf_16", ENC_UTF16}, {"utf16", ENC_UTF16}, {"u16", ENC_UTF16},
    {"utf_16_le", ENC_UTF16LE}, {"utf_16le", ENC_UTF16LE},
    {"utf_16_be", ENC_UTF16BE}, {"utf_16be", ENC_UTF16BE},
    {"utf_32", ENC_UTF32}, {"utf32", ENC_UTF32}, {"u32", ENC_UTF32},
    {"utf_32_le", ENC_UTF32LE}, {"utf_32le", ENC_UTF32LE},
    {"utf_32_be", ENC_UTF32BE}, {"utf_32be", ENC_UTF32BE},
  };
  char low[32];
  size_t i;
  if (name == NULL) return ENC_UTF8;
  if (name->len < sizeof low) {
    for (i = 0; i < name->len; i++) {
      char c = name->data[i];
      if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
      if (c == '-' || c == ' ') c = '_';
      low[i] = c;
    }
    low[i] = 0;
    for (i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
      if (strcmp(low, aliases[i].n) == 0) return aliases[i].e;
    for (i = 0; i < sizeof transforms / sizeof transforms[0]; i++)
      if (strcmp(low, transforms[i]) == 0)
        return vm_raise(vm, T_LookupError,
                        "'%s' is not a text encoding; use codecs.%s() to handle arbitrary codecs",
                        name->data, decoding ? "decode" : "encode");
  }
  return vm_raise_tail(vm, T_LookupError, "unknown encoding: ", name);
}

/* utf-8-sig (CPython's spellings: 'utf-8-sig', 'utf_8_sig', any case):
** UTF-8 that writes a BOM first and, decoding, drops one BOM at the start
** (errors then count from after it, in the bytes after it, as CPython's) */
static bool cd_sig(const Str *name) {
  static const char sig[] = "utf_8_sig";
  size_t i;
  if (name == NULL || name->len != sizeof sig - 1) return false;
  for (i = 0; i < name->len; i++) {
    char c = name->data[i];
    if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
    if (c == '-' || c == ' ') c = '_';
    if (c != sig[i]) return false;
  }
  return true;
}

static int cd_errors(const Str *e) {
  static const char *const names[] = {"strict", "ignore", "replace", "backslashreplace",
                                      "xmlcharrefreplace", "surrogateescape", "namereplace",
                                      "surrogatepass"};
  int i;
  if (e == NULL) return ERR_STRICT;
  for (i = 0; i < ERR_UNKNOWN; i++)
    if (strcmp(e->data, names[i]) == 0) return i;
  return ERR_UNKNOWN;
}

/* NULL when CPython reaches the codec by its fast path (utf-8, utf_16,
** latin1, ascii... spelled so), else the name as given: CPython then
** wraps a LookupError or TypeError of the error handler as
** "encoding with 'cp1252' codec failed (LookupError: ...)". */
static const char *cd_wrap(const Str *name) {
  static const char *const fast[] = {"utf_8", "utf8", "utf_16", "utf16", "utf_32", "utf32",
                                     "ascii", "us_ascii", "latin1", "latin_1", "iso_8859_1",
                                     "iso8859_1"};
  char low[32];
  size_t i;
  if (name == NULL) return NULL;
  if (name->len >= sizeof low) return name->data;
  for (i = 0; i < name->len; i++) {
    char c = name->data[i];
    if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.')) c = '_';
    low[i] = c;
  }
  low[i] = 0;
  for (i = 0; i < sizeof fast / sizeof fast[0]; i++)
    if (strcmp(low, fast[i]) == 0) return NULL;
  return name->data;
}

static int cd_handler_error(VM *vm, const char *wrap, bool decoding, int type, const char *msg) {
  if (wrap)
    return vm_raise(vm, type, "%s with '%s' codec failed (%s: %s)", decoding ? "decoding" : "encoding",
                    wrap, type_names[type], msg);
  return vm_raise(vm, type, "%s", msg);
}

static int cd_bad_handler(VM *vm, const Str *e, const char *wrap, bool decoding) {
  char msg[160];
  snprintf(msg, sizeof msg, "unknown error handler name '%.100s'", e->data);
  return cd_handler_error(vm, wrap, decoding, T_LookupError, msg);
}

static int cd_no_decode(VM *vm, const char *wrap) {
  return cd_handler_error(vm, wrap, true, T_TypeError,
                          "don't know how to handle UnicodeDecodeError in error callback");
}

/* '\xe9', '\u20ac' or '\U0001f600' as CPython's messages show a character. */
static void cd_charname(uint32_t c, char *out, size_t n) {
  if (c < 0x100) snprintf(out, n, "\\x%02x", c);
  else if (c < 0x10000) snprintf(out, n, "\\u%04x", c);
  else snprintf(out, n, "\\U%08x", c);
}

/* ---- encoding ---- */

typedef struct { uint32_t c; size_t at; } CdChar;   /* code point, byte offset */

/* Code points of s (surrogates decoded from their 3-byte forms). */
static uint32_t cd_next(const Str *s, size_t *i) {
  return utf8_decode(s->data, s->len, i);
}

static bool cd_encodable(int enc, uint32_t c) {
  if (enc == ENC_UTF8 || ENC_WIDE(enc)) return c < 0xD800 || c > 0xDFFF;
  if (enc == ENC_CP1252) return cp1252_byte(c) >= 0;
  return c < (enc == ENC_ASCII ? 0x80u : 0x100u);
}

static int cd_unit(VM *vm, Buf *b, uint32_t u, int size, bool big) {
  char t[4];
  int k;
  for (k = 0; k < size; k++) t[big ? size - 1 - k : k] = (char)(u >> (8 * k));
  return buf_put(vm, b, t, (size_t)size);
}

/* Append code point c (encodable, or a surrogate passed through) in enc. */
static int cd_put(VM *vm, Buf *b, int enc, uint32_t c) {
  bool big = enc == ENC_UTF16BE || enc == ENC_UTF32BE;
  switch (enc) {
  case ENC_UTF8: return buf_put_utf8(vm, b, c);
  case ENC_CP1252: return buf_putc(vm, b, (char)cp1252_byte(c));
  case ENC_UTF16: case ENC_UTF16LE: case ENC_UTF16BE:
    if (c >= 0x10000)
      return cd_unit(vm, b, 0xD800 + ((c - 0x10000) >> 10), 2, big) ||
             cd_unit(vm, b, 0xDC00 + ((c - 0x10000) & 0x3FF), 2, big);
    return cd_unit(vm, b, c, 2, big);
  case ENC_UTF32: case ENC_UTF32LE: case ENC_UTF32BE: return cd_unit(vm, b, c, 4, big);
  default: return buf_putc(vm, b, (char)c);
  }
}

/* An ASCII replacement text in enc. */
static int cd_put_text(VM *vm, Buf *b, int enc, const char *t) {
  for (; *t; t++)
    if (cd_put(vm, b, enc, (unsigned char)*t)) return -1;
  return 0;
}

/* Whether s holds a lone surrogate (kept as its 3-byte form ED A0..BF xx,
** which UTF-8 proper never has). */
static bool cd_has_surrogate(const Str *s) {
  const char *p = s->data, *end = s->data + s->len;
  if (STR_ASCII(s)) return false;
  while ((p = memchr(p, 0xED, (size_t)(end - p))) != NULL) {
    if (p + 1 < end && (uint8_t)p[1] >= 0xA0) return true;
    p++;
  }
  return false;
}

int codec_encode(VM *vm, Str *s, Str *encoding, Str *errors, Value *out) {
  int enc = cd_encoding(vm, encoding, false), err;
  size_t i = 0, ci = 0, mark = 0, smark = 0;
  Buf b = BUF_INIT;
  int r;
  if (enc < 0) return -1;
  err = cd_errors(errors);
  if ((STR_ASCII(s) && (enc == ENC_ASCII || enc == ENC_LATIN1)) ||
      (enc == ENC_UTF8 && !cd_has_surrogate(s))) {
    Bytes *x;   /* the bytes are the str's own (after utf-8-sig's BOM) */
    size_t bom = enc == ENC_UTF8 && cd_sig(encoding) ? 3 : 0;
    if (vm_charge_bytes(vm, s->len + bom)) return -1;
    x = bytes_alloc(vm, s->len + bom);
    if (x == NULL) return -1;
    memcpy(x->data, "\xEF\xBB\xBF", bom);
    memcpy(x->data + bom, s->data, s->len);
    *out = vobj(x);
    return 0;
  }
  if ((enc == ENC_UTF16 && cd_unit(vm, &b, 0xFEFF, 2, false)) ||
      (enc == ENC_UTF32 && cd_unit(vm, &b, 0xFEFF, 4, false)) ||
      (enc == ENC_UTF8 && cd_sig(encoding) && buf_put_utf8(vm, &b, 0xFEFF)))
    goto fail;
  while (i < s->len) {
    size_t at = i, k, start = ci, end;
    uint32_t c;
    char tmp[16];
    if (vm_charge_span(vm, i, s->len, &mark, 8)) goto fail;
    c = cd_next(s, &i);
    if (cd_encodable(enc, c)) {
      if (enc == ENC_UTF8) r = buf_put(vm, &b, s->data + at, i - at);
      else if (enc == ENC_ASCII || enc == ENC_LATIN1) r = buf_putc(vm, &b, (char)c);
      else r = cd_put(vm, &b, enc, c);
      if (r) goto fail;
      ci++;
      continue;
    }
    /* a run of characters this codec cannot encode: [start, end); UTF-16
    ** and UTF-32 report them one at a time */
    {
      size_t j = i, cj = ci + 1;
      while (j < s->len && !ENC_WIDE(enc)) {
        size_t before = j;
        uint32_t d;
        if (vm_charge_span(vm, j, s->len, &smark, 4)) goto fail;
        d = cd_next(s, &j);
        if (cd_encodable(enc, d)) { j = before; break; }
        cj++;
      }
      end = cj;
      if (err == ERR_UNKNOWN) {
        buf_free(vm, &b);
        return cd_bad_handler(vm, errors, cd_wrap(encoding), false);
      }
      if (err == ERR_SURROGATEPASS && enc == ENC_UTF8) {
        /* the run is all surrogates, held as their 3-byte forms */
        if (buf_put(vm, &b, s->data + at, j - at)) goto fail;
        i = j;
        ci = end;
        continue;
      }
      if (err == ERR_SURROGATEPASS && ENC_WIDE(enc)) {   /* the code unit as it is */
        if (cd_unit(vm, &b, c, ENC_IS32(enc) ? 4 : 2, enc == ENC_UTF16BE || enc == ENC_UTF32BE))
          goto fail;
        i = j;
        ci = end;
        continue;
      }
      if (err == ERR_SURROGATE && !ENC_WIDE(enc)) {
        /* every character of the run must be an escaped byte */
        size_t t = at;
        bool ok = true;
        while (t < j) {
          uint32_t d = cd_next(s, &t);
          if (d < 0xDC80 || d > 0xDCFF) { ok = false; break; }
        }
        if (ok) {
          t = at;
          while (t < j)
            if (buf_putc(vm, &b, (char)(cd_next(s, &t) - 0xDC00))) goto fail;
          i = j;
          ci = end;
          continue;
        }
      }
      if (err == ERR_STRICT || err == ERR_SURROGATE || err == ERR_SURROGATEPASS) {
        const char *why = enc == ENC_UTF8 || ENC_WIDE(enc) ? "surrogates not allowed"
                          : enc == ENC_ASCII ? "ordinal not in range(128)"
                          : enc == ENC_CP1252 ? "character maps to <undefined>"
                          : "ordinal not in range(256)";
        buf_free(vm, &b);
        return exc_raise_unicode(vm, T_UnicodeEncodeError, cd_names[enc], vobj(s), start, end,
                                 why);
      }
      for (k = at; k < j;) {
        /* a handler writes a few bytes per character: charged as it goes */
        uint32_t d;
        if (vm_charge_span(vm, k, s->len, &mark, 32)) goto fail;
        d = cd_next(s, &k);
        switch (err) {
        case ERR_IGNORE: r = 0; break;
        case ERR_REPLACE: r = cd_put(vm, &b, enc, '?'); break;
        case ERR_XMLREF:
          snprintf(tmp, sizeof tmp, "&#%u;", d);
          r = cd_put_text(vm, &b, enc, tmp);
          break;
        default: {
          /* backslashreplace, and namereplace for a character without a name */
          char nm[UNAME_BUFSIZE + 8];
          if (err == ERR_NAMEREPLACE && uname_name(d, nm + 3)) {
            memcpy(nm, "\\N{", 3);
            strcat(nm, "}");
            r = cd_put_text(vm, &b, enc, nm);
            break;
          }
          cd_charname(d, tmp, sizeof tmp);
          r = cd_put_text(vm, &b, enc, tmp);
          break;
        }
        }
        if (r) goto fail;
      }
      i = j;
      ci = end;
    }
  }
  r = bytes_new(vm, b.p ? b.p : "", b.len, out);
  buf_free(vm, &b);
  return r;
fail:
  buf_free(vm, &b);
  return -1;
}

/* ---- decoding ---- */

/* Length of the invalid UTF-8 sequence at p[0..n) (p[0] is not ASCII),
** with *why the reason, or 0 when a valid sequence of *len bytes starts
** there (CPython's maximal-prefix rule). */
static size_t cd_utf8_bad(const uint8_t *p, size_t n, size_t *len, const char **why) {
  uint8_t c = p[0], lo = 0x80, hi = 0xBF;
  size_t need, k;
  if (c < 0xC2 || c > 0xF4) { *why = "invalid start byte"; return 1; }
  need = c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
  if (c == 0xE0) lo = 0xA0;
  else if (c == 0xED) hi = 0x9F;
  else if (c == 0xF0) lo = 0x90;
  else if (c == 0xF4) hi = 0x8F;
  for (k = 1; k <= need; k++) {
    if (k >= n) { *why = "unexpected end of data"; return k; }
    if (p[k] < lo || p[k] > hi) { *why = "invalid continuation byte"; return k; }
    lo = 0x80;
    hi = 0xBF;
  }
  *len = need + 1;
  return 0;
}

/* A decode error over p[start, end) of codec name, under handler err:
** 0 with the replacement appended and *resume where decoding goes on, -1
** raised.  unit: the code unit there when it is a surrogate that
** surrogatepass may keep (size usize), else 0. */
static int cd_derr(VM *vm, Buf *b, int err, const Str *errors, const char *wrap, Value src,
                   const uint8_t *p, size_t n, const char *name, size_t start, size_t end,
                   const char *why, uint32_t unit, size_t usize, size_t *resume) {
  size_t k;
  *resume = end;
  switch (err) {
  case ERR_IGNORE: return 0;
  case ERR_REPLACE: return buf_put_utf8(vm, b, 0xFFFD);
  case ERR_BACKSLASH:
    for (k = start; k < end; k++)
      if (buf_printf(vm, b, "\\x%02x", p[k])) return -1;
    return 0;
  case ERR_SURROGATE:
    /* CPython escapes the bytes >= 0x80 from start (4 at most) and goes
    ** on after them; none: the error stands */
    for (k = start; k < end && k - start < 4 && p[k] >= 0x80; k++)
      if (buf_put_utf8(vm, b, 0xDC00u + p[k])) return -1;
    if (k == start) break;
    *resume = k;
    return 0;
  case ERR_SURROGATEPASS:
    if (unit == 0) break;
    *resume = start + usize;
    return buf_put_utf8(vm, b, unit);
  case ERR_STRICT: break;
  case ERR_XMLREF: case ERR_NAMEREPLACE: return cd_no_decode(vm, wrap);
  default: return cd_bad_handler(vm, errors, wrap, true);
  }
  if (IS_BYTEARRAY(src) && bytes_new(vm, p, n, &src)) return -1;   /* args hold bytes */
  return exc_raise_unicode(vm, T_UnicodeDecodeError, name, src, start, end, why);
}

/* cp1252: Latin-1 but for 0x80..0x9F, five of which are undefined */
static int cd_decode_cp1252(VM *vm, Value src, const uint8_t *p, size_t n, int err,
                            const Str *errors, const char *wrap, Buf *b) {
  size_t i = 0, mark = 0;
  while (i < n) {
    uint32_t c = p[i];
    if (vm_charge_span(vm, i, n, &mark, 4)) return -1;
    if (c >= 0x80 && c < 0xA0) c = cp1252_hi[c - 0x80];
    if (c == 0 && p[i] != 0) {
      size_t next;
      if (cd_derr(vm, b, err, errors, wrap, src, p, n, "charmap", i, i + 1,
                  "character maps to <undefined>", 0, 0, &next))
        return -1;
      i = next;
      continue;
    }
    if (buf_put_utf8(vm, b, c)) return -1;
    i++;
  }
  return 0;
}

/* UTF-16 and UTF-32, after the BOM (big: the byte order read) */
static int cd_decode_wide(VM *vm, Value src, const uint8_t *p, size_t n, size_t i, bool is32,
                          bool big, int err, const Str *errors, const char *wrap, Buf *b) {
  const char *name = is32 ? (big ? "utf-32-be" : "utf-32-le") : (big ? "utf-16-be" : "utf-16-le");
  size_t w = is32 ? 4 : 2, mark = 0;
  while (i < n) {
    uint32_t u, u2;
    size_t next, end = i + w;
    const char *why = NULL;
    uint32_t pass = 0;
    if (vm_charge_span(vm, i, n, &mark, 4)) return -1;
    if (n - i < w) {
      why = "truncated data";
      end = n;
    } else {
      u = (uint32_t)(is32 ? (big ? (uint32_t)p[i] << 24 | (uint32_t)p[i + 1] << 16 | (uint32_t)p[i + 2] << 8 | p[i + 3]
                                 : (uint32_t)p[i + 3] << 24 | (uint32_t)p[i + 2] << 16 | (uint32_t)p[i + 1] << 8 | p[i])
                         : (big ? (uint32_t)p[i] << 8 | p[i + 1] : (uint32_t)p[i + 1] << 8 | p[i]));
      if (is32) {
        if (u > 0x10FFFF) why = "code point not in range(0x110000)";
        else if (u >= 0xD800 && u <= 0xDFFF) { why = "code point in surrogate code point range(0xd800, 0xe000)"; pass = u; }
      } else if (u >= 0xDC00 && u <= 0xDFFF) {
        why = "illegal encoding";
        pass = u;
      } else if (u >= 0xD800 && u <= 0xDBFF) {
        if (n - i < 4) {
          why = "unexpected end of data";
          end = n;
          pass = u;
        } else {
          u2 = big ? (uint32_t)p[i + 2] << 8 | p[i + 3] : (uint32_t)p[i + 3] << 8 | p[i + 2];
          if (u2 >= 0xDC00 && u2 <= 0xDFFF) {
            u = 0x10000 + ((u - 0xD800) << 10) + (u2 - 0xDC00);
            end = i + 4;
          } else {
            why = "illegal UTF-16 surrogate";
            pass = u;
          }
        }
      }
    }
    if (why) {
      if (cd_derr(vm, b, err, errors, wrap, src, p, n, name, i, end, why, pass, w, &next)) return -1;
      i = next;
      continue;
    }
    if (buf_put_utf8(vm, b, u)) return -1;
    i = end;
  }
  return 0;
}

int codec_decode(VM *vm, Value src, Str *encoding, Str *errors, Value *out) {
  int enc = cd_encoding(vm, encoding, true), err;
  const uint8_t *p;
  size_t n, i = 0, mark = 0;
  bool sig = false;
  Buf b = BUF_INIT;
  if (enc < 0) return -1;
  err = cd_errors(errors);
  bytes_view(src, &p, &n);
  if (enc == ENC_UTF8 && n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF && cd_sig(encoding)) {
    p += 3;     /* utf-8-sig: the BOM is dropped; errors are about the rest */
    n -= 3;
    sig = true;
  }
  if (enc == ENC_CP1252 || ENC_WIDE(enc)) {
    int r;
    if (enc == ENC_CP1252) {
      r = cd_decode_cp1252(vm, src, p, n, err, errors, cd_wrap(encoding), &b);
    } else {
      bool is32 = ENC_IS32(enc), big = enc == ENC_UTF16BE || enc == ENC_UTF32BE;
      if (enc == ENC_UTF16 && n >= 2 && ((p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF))) {
        big = p[0] == 0xFE;
        i = 2;
      } else if (enc == ENC_UTF32 && n >= 4 && ((p[0] == 0xFF && p[1] == 0xFE && !p[2] && !p[3]) ||
                                                (!p[0] && !p[1] && p[2] == 0xFE && p[3] == 0xFF))) {
        big = p[0] == 0;
        i = 4;
      }
      r = cd_decode_wide(vm, src, p, n, i, is32, big, err, errors, cd_wrap(encoding), &b);
    }
    if (r) { buf_free(vm, &b); return -1; }
    return buf_finish(vm, &b, out);
  }
  while (i < n) {
    size_t bad = 0, len = 1, k;
    const char *why = "ordinal not in range(128)";
    if (vm_charge_span(vm, i, n, &mark, 2)) goto fail;
    if (p[i] < 0x80) {
      size_t j = i;
      while (j < n && j - i < SPAN_BYTES && p[j] < 0x80) j++;
      if (buf_put(vm, &b, (const char *)p + i, j - i)) goto fail;
      i = j;
      continue;
    }
    if (enc == ENC_LATIN1) {
      if (buf_put_utf8(vm, &b, p[i])) goto fail;
      i++;
      continue;
    }
    if (enc == ENC_ASCII) bad = 1;
    else bad = cd_utf8_bad(p + i, n - i, &len, &why);
    if (bad && err == ERR_SURROGATEPASS && enc == ENC_UTF8 && p[i] == 0xED && n - i >= 3 && p[i + 1] >= 0xA0 &&
        p[i + 1] <= 0xBF && p[i + 2] >= 0x80 && p[i + 2] <= 0xBF)
      bad = 0, len = 3;   /* a surrogate's 3-byte form, kept as such */
    if (!bad) {
      if (buf_put(vm, &b, (const char *)p + i, len)) goto fail;
      i += len;
      continue;
    }
    switch (err) {
    case ERR_STRICT:
    case ERR_SURROGATEPASS:
      buf_free(vm, &b);
      if ((sig || IS_BYTEARRAY(src)) && bytes_new(vm, p, n, &src)) return -1;   /* args hold bytes */
      return exc_raise_unicode(vm, T_UnicodeDecodeError, cd_names[enc], src, i, i + bad, why);
    case ERR_IGNORE: break;
    case ERR_REPLACE:
      if (buf_put_utf8(vm, &b, 0xFFFD)) goto fail;
      break;
    case ERR_BACKSLASH:
      for (k = 0; k < bad; k++)
        if (buf_printf(vm, &b, "\\x%02x", p[i + k])) goto fail;
      break;
    case ERR_SURROGATE:
      for (k = 0; k < bad; k++)
        if (buf_put_utf8(vm, &b, 0xDC00u + p[i + k])) goto fail;
      break;
    case ERR_XMLREF:
    case ERR_NAMEREPLACE:
      buf_free(vm, &b);
      return cd_no_decode(vm, cd_wrap(encoding));
    default:
      buf_free(vm, &b);
      return cd_bad_handler(vm, errors, cd_wrap(encoding), true);
    }
    i += bad;
  }
  return buf_finish(vm, &b, out);
fail:
  buf_free(vm, &b);
  return -1;
}
