/*
** codec.c - str.encode and bytes.decode for UTF-8, ASCII and Latin-1
** with the error handlers strict, ignore, replace, backslashreplace,
** xmlcharrefreplace and namereplace (encoding), surrogateescape and
** surrogatepass (UTF-8 only; strict for the others), and CPython's
** UnicodeEncodeError / UnicodeDecodeError messages.
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

enum { ENC_UTF8, ENC_ASCII, ENC_LATIN1 };
enum { ERR_STRICT, ERR_IGNORE, ERR_REPLACE, ERR_BACKSLASH, ERR_XMLREF, ERR_SURROGATE,
       ERR_NAMEREPLACE, ERR_SURROGATEPASS, ERR_UNKNOWN };

static const char *const cd_names[] = {"utf-8", "ascii", "latin-1"};

/* CPython's normalisation: lower case, '-' and ' ' as '_'. */
static int cd_encoding(VM *vm, const Str *name) {
  static const struct { const char *n; int e; } aliases[] = {
    {"utf_8", ENC_UTF8}, {"utf8", ENC_UTF8}, {"u8", ENC_UTF8}, {"utf", ENC_UTF8},
    {"cp65001", ENC_UTF8},
    {"ascii", ENC_ASCII}, {"us_ascii", ENC_ASCII}, {"646", ENC_ASCII}, {"us", ENC_ASCII},
    {"latin_1", ENC_LATIN1}, {"latin1", ENC_LATIN1}, {"latin", ENC_LATIN1},
    {"iso_8859_1", ENC_LATIN1}, {"iso8859_1", ENC_LATIN1}, {"8859", ENC_LATIN1},
    {"cp819", ENC_LATIN1}, {"l1", ENC_LATIN1}, {"iso_ir_100", ENC_LATIN1},
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
  }
  return vm_raise(vm, T_LookupError, "unknown encoding: %s", name->data);
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

static int cd_bad_handler(VM *vm, const Str *e) {
  return vm_raise(vm, T_LookupError, "unknown error handler name '%s'", e->data);
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
  if (enc == ENC_UTF8) return c < 0xD800 || c > 0xDFFF;
  return c < (enc == ENC_ASCII ? 0x80u : 0x100u);
}

int codec_encode(VM *vm, Str *s, Str *encoding, Str *errors, Value *out) {
  int enc = cd_encoding(vm, encoding), err;
  size_t i = 0, ci = 0;
  Buf b = BUF_INIT;
  int r;
  if (enc < 0) return -1;
  err = cd_errors(errors);
  while (i < s->len) {
    size_t at = i, k, start = ci, end;
    uint32_t c = cd_next(s, &i);
    char tmp[16];
    if (cd_encodable(enc, c)) {
      if (enc == ENC_UTF8) r = buf_put(vm, &b, s->data + at, i - at);
      else r = buf_putc(vm, &b, (char)c);
      if (r) goto fail;
      ci++;
      continue;
    }
    /* a run of characters this codec cannot encode: [start, end) */
    {
      size_t j = i, cj = ci + 1;
      while (j < s->len) {
        size_t before = j;
        uint32_t d = cd_next(s, &j);
        if (cd_encodable(enc, d)) { j = before; break; }
        cj++;
      }
      end = cj;
      if (err == ERR_UNKNOWN) { buf_free(vm, &b); return cd_bad_handler(vm, errors); }
      if (err == ERR_SURROGATEPASS && enc == ENC_UTF8) {
        /* the run is all surrogates, held as their 3-byte forms */
        if (buf_put(vm, &b, s->data + at, j - at)) goto fail;
        i = j;
        ci = end;
        continue;
      }
      if (err == ERR_SURROGATE) {
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
        const char *why = enc == ENC_UTF8 ? "surrogates not allowed"
                          : enc == ENC_ASCII ? "ordinal not in range(128)" : "ordinal not in range(256)";
        buf_free(vm, &b);
        return exc_raise_unicode(vm, T_UnicodeEncodeError, cd_names[enc], vobj(s), start, end,
                                 why);
      }
      for (k = at; k < j;) {
        uint32_t d = cd_next(s, &k);
        switch (err) {
        case ERR_IGNORE: r = 0; break;
        case ERR_REPLACE: r = buf_putc(vm, &b, '?'); break;
        case ERR_XMLREF: r = buf_printf(vm, &b, "&#%u;", d); break;
        default: {
          /* backslashreplace, and namereplace for a character without a name */
          char nm[UNAME_BUFSIZE];
          if (err == ERR_NAMEREPLACE && uname_name(d, nm)) {
            r = buf_printf(vm, &b, "\\N{%s}", nm);
            break;
          }
          cd_charname(d, tmp, sizeof tmp);
          r = buf_put(vm, &b, tmp, strlen(tmp));
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

int codec_decode(VM *vm, Value src, Str *encoding, Str *errors, Value *out) {
  int enc = cd_encoding(vm, encoding), err;
  const uint8_t *p;
  size_t n, i = 0;
  Buf b = BUF_INIT;
  if (enc < 0) return -1;
  err = cd_errors(errors);
  bytes_view(src, &p, &n);
  while (i < n) {
    size_t bad = 0, len = 1, k;
    const char *why = "ordinal not in range(128)";
    if (p[i] < 0x80) {
      size_t j = i;
      while (j < n && p[j] < 0x80) j++;
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
      if (IS_BYTEARRAY(src) && bytes_new(vm, p, n, &src)) return -1;   /* args hold bytes */
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
      return vm_raise(vm, T_TypeError, "don't know how to handle UnicodeDecodeError in error callback");
    default:
      buf_free(vm, &b);
      return cd_bad_handler(vm, errors);
    }
    i += bad;
  }
  return buf_finish(vm, &b, out);
fail:
  buf_free(vm, &b);
  return -1;
}
