/*
** source.c - source bytes to lexer text, as CPython's tokenizer decodes a
** file: an optional UTF-8 BOM, a PEP 263 coding declaration on line 1 or 2
** (line 2 only when line 1 is blank or a comment), and otherwise strict
** UTF-8 everywhere, comments included.  Only utf-8 and latin-1 can be
** declared (latin-1 is turned into UTF-8 here); any other name is refused
** with CPython's "encoding problem" message.  The first NUL byte or
** undecodable byte, in file order, is the one reported.
*/
#include <stdint.h>
#include <string.h>
#include "source.h"

/* Length of the well-formed UTF-8 sequence at s[0..n), 0 if there is none
** (overlong forms and surrogates are ill-formed, as in Python's codec). */
static size_t src_utf8_len(const unsigned char *s, size_t n) {
  unsigned c = s[0], lo = 0x80, hi = 0xBF;
  size_t len, k;
  if (c < 0x80) return 1;
  len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
      : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (len == 0 || len > n) return 0;
  if (c == 0xE0) lo = 0xA0;
  if (c == 0xED) hi = 0x9F;
  if (c == 0xF0) lo = 0x90;
  if (c == 0xF4) hi = 0x8F;
  if (s[1] < lo || s[1] > hi) return 0;
  for (k = 2; k < len; k++)
    if (s[k] < 0x80 || s[k] > 0xBF) return 0;
  return len;
}

/* End of the line starting at i (the index of its \n or \r, or n). */
static size_t src_eol(const char *s, size_t n, size_t i) {
  while (i < n && s[i] != '\n' && s[i] != '\r') i++;
  return i;
}

/* Index just past the line break at i (\r\n counts as one). */
static size_t src_next_line(const char *s, size_t n, size_t i) {
  if (i < n && s[i] == '\r' && i + 1 < n && s[i + 1] == '\n') return i + 2;
  return i < n ? i + 1 : n;
}

static int src_isname(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
}

/* The declared name on line s[0..n), as CPython's get_coding_spec finds
** it: the line must be a comment; "coding" then ':' or '=', blanks, then
** [-\w.]+.  Returns 1 with the name, 0 when the line has none, and sets
** *code when the line holds something other than blanks and a comment. */
static int src_coding_spec(const char *s, size_t n, const char **name,
                           size_t *namelen, int *code) {
  size_t i = 0;
  while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\f')) i++;
  if (i == n) return 0;
  if (s[i] != '#') { *code = 1; return 0; }
  for (; i + 6 < n; i++) {
    size_t b, e;
    if (memcmp(s + i, "coding", 6) != 0 || (s[i + 6] != ':' && s[i + 6] != '='))
      continue;
    b = i + 7;
    while (b < n && (s[b] == ' ' || s[b] == '\t')) b++;
    for (e = b; e < n && src_isname(s[e]); e++) {}
    if (e > b) { *name = s + b; *namelen = e - b; return 1; }
  }
  return 0;
}

enum { ENC_UTF8, ENC_LATIN1, ENC_OTHER };

/* Python's codec names and aliases for the two encodings baton reads,
** compared after Python's normalisation (lower case, other characters
** than letters and digits become '_'). */
static const char *const src_utf8_names[] = {
  "utf_8", "u8", "utf", "utf8", "utf8_ucs2", "utf8_ucs4", "cp65001", NULL
};
static const char *const src_latin1_names[] = {
  "latin_1", "8859", "cp819", "csisolatin1", "ibm819", "iso8859", "iso8859_1",
  "iso_8859_1", "iso_8859_1_1987", "iso_ir_100", "l1", "latin", "latin1", NULL
};

static int src_in(const char *const *names, const char *s) {
  for (; *names; names++)
    if (strcmp(*names, s) == 0) return 1;
  return 0;
}

/* Classify a declared name; p->name gets the name CPython shows in its
** messages (get_normal_name: utf-8 and latin-1 spellings made canonical). */
static int src_encoding(const char *s, size_t n, SrcProblem *p) {
  char low[sizeof p->name], norm[sizeof p->name];
  size_t i, k = 0;
  if (n >= sizeof low) n = sizeof low - 1;
  for (i = 0; i < n; i++) {
    char c = s[i];
    if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
    low[i] = c == '_' ? '-' : c;
  }
  low[n] = 0;
  memcpy(p->name, s, n);
  p->name[n] = 0;
  if (strcmp(low, "utf-8") == 0 || strncmp(low, "utf-8-", 6) == 0)
    strcpy(p->name, "utf-8");
  else if (strcmp(low, "latin-1") == 0 || strcmp(low, "iso-8859-1") == 0 ||
           strcmp(low, "iso-latin-1") == 0 || strncmp(low, "latin-1-", 8) == 0 ||
           strncmp(low, "iso-8859-1-", 11) == 0 ||
           strncmp(low, "iso-latin-1-", 12) == 0)
    strcpy(p->name, "iso-8859-1");
  for (i = 0; i < n; i++) {
    char c = low[i];
    int alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (alnum) norm[k++] = c;
    else if (k > 0 && norm[k - 1] != '_') norm[k++] = '_';
  }
  while (k > 0 && norm[k - 1] == '_') k--;
  norm[k] = 0;
  if (strcmp(p->name, "utf-8") == 0 || src_in(src_utf8_names, norm)) return ENC_UTF8;
  if (strcmp(p->name, "iso-8859-1") == 0 || src_in(src_latin1_names, norm))
    return ENC_LATIN1;
  return ENC_OTHER;
}

/* Report the first NUL (and, when strict, the first byte that is not
** UTF-8) of s[0..n) in p; 0 when there is none. */
static int src_scan(const char *s, size_t n, int strict, SrcProblem *p) {
  size_t i = 0, start = 0;
  int line = 1;
  while (i < n) {
    unsigned char c;
    size_t len;
    /* 8 bytes at a time while none is a control byte (NUL, CR and LF are)
    ** or above 0x7F: the lowest byte below 0x20 borrows into its own top
    ** bit, so none is missed (a false alarm only ends the run) */
    while (n - i >= 8) {
      uint64_t w;
      memcpy(&w, s + i, 8);
      if (((w - 0x2020202020202020u) | w) & 0x8080808080808080u) break;
      i += 8;
    }
    if (i == n) break;
    c = (unsigned char)s[i];
    if (c == '\n' || c == '\r') {
      i = src_next_line(s, n, i);
      start = i;
      line++;
      continue;
    }
    if (c == 0) {
      size_t e = start;
      /* the text shown stops at the NUL, and at any byte that is not
      ** UTF-8 before it (a declared UTF-8 file may hold one) */
      while (e < i && (len = src_utf8_len((const unsigned char *)s + e, i - e)))
        e += len;
      p->line = line;
      p->text = start;
      p->textlen = e - start;
      return SRC_NUL;
    }
    len = src_utf8_len((const unsigned char *)s + i, n - i);
    if (len == 0) {
      if (strict) {
        p->line = line;
        p->byte = c;
        return SRC_NOT_UTF8;
      }
      len = 1;
    }
    i += len;
  }
  return SRC_OK;
}

int src_decode(Arena *a, const char *src, size_t len, const char **out,
               size_t *outlen, SrcProblem *p) {
  int bom = len >= 3 && memcmp(src, "\xEF\xBB\xBF", 3) == 0;
  int enc = -1, code = 0, ln;
  size_t i = bom ? 3 : 0;
  memset(p, 0, sizeof *p);
  *out = src;
  *outlen = len;
  for (ln = 0; ln < 2 && enc < 0 && !code && i < len; ln++) {
    size_t e = src_eol(src, len, i);
    const char *name;
    size_t namelen;
    if (src_coding_spec(src + i, e - i, &name, &namelen, &code))
      enc = src_encoding(name, namelen, p);
    i = src_next_line(src, len, e);
  }
  if (enc == ENC_OTHER) return SRC_BAD_CODING;
  if (bom && enc >= 0 && strcmp(p->name, "utf-8") != 0) return SRC_BOM_CODING;
  if (enc == ENC_LATIN1) {
    size_t extra = 0, k = 0;
    char *buf;
    for (i = 0; i < len; i++) extra += (unsigned char)src[i] >> 7;
    buf = arena_alloc(a, len + extra + 1);
    if (buf == NULL) return SRC_NOMEM;
    for (i = 0; i < len; i++) {
      unsigned char c = (unsigned char)src[i];
      if (c < 0x80) {
        buf[k++] = (char)c;
      } else {
        buf[k++] = (char)(0xC0 | (c >> 6));
        buf[k++] = (char)(0x80 | (c & 0x3F));
      }
    }
    *out = buf;
    *outlen = k;
  }
  return src_scan(*out, *outlen, enc < 0 && !bom, p);
}
