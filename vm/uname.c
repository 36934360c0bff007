/*
** uname.c - Unicode character names (see uname.h), read from the table of
** uname_tab.h (its encoding is described in tools/gen_uname.py).
**
** Lookup follows CPython 3.11's unicodedata: a HANGUL SYLLABLE name is
** split into its jamo by longest match per position and a CJK UNIFIED
** IDEOGRAPH name takes 4 or 5 uppercase hex digits, both case-sensitive;
** any other name is compared in uppercase (ASCII only) with the stored
** names and aliases (binary search over the records sorted by name) and
** with the PREFIX-XXXX ranges.  Nothing allocates; a name is decoded into
** a caller's buffer of UNAME_BUFSIZE bytes.
*/
#include <stdio.h>
#include <string.h>
#include "uname.h"
#include "uname_tab.h"

_Static_assert(UN_MAXLEN < UNAME_BUFSIZE, "UNAME_BUFSIZE too small");
_Static_assert(UN_SEQMAX <= UNAME_SEQMAX, "UNAME_SEQMAX too small");

#define UN_BASE 95
#define UN_NRUNS ((int)(sizeof un_runs / sizeof un_runs[0]))
#define UN_NCJK ((int)(sizeof un_cjk / sizeof un_cjk[0]))
#define UN_NRANGES ((int)(sizeof un_ranges / sizeof un_ranges[0]))

/* ---- the encoded records ---- */

/* The word code at *p (advanced past it), or -1 at a record's end. */
static int un_code(const char **p) {
  const char *s = *p;
  int d = s[0] - 32;
  if (d == 0) { *p = s + 1; return -1; }
  if (d <= UN_ONE) { *p = s + 1; return d - 1; }
  if (d <= UN_ONE + UN_LEAD2) {
    *p = s + 2;
    return UN_ONE + (d - 1 - UN_ONE) * UN_BASE + (s[1] - 32);
  }
  *p = s + 3;
  return UN_ONE + UN_LEAD2 * UN_BASE +
         (d - 1 - UN_ONE - UN_LEAD2) * UN_BASE * UN_BASE +
         (s[1] - 32) * UN_BASE + (s[2] - 32);
}

/* Name of record r into buf (no NUL): its length. */
static size_t un_record(uint32_t r, char *buf) {
  const char *p = un_blob + un_recoff[r / UN_BLOCK];
  uint32_t k;
  size_t len = 0;
  int w;
  for (k = r % UN_BLOCK; k; k--)
    while (un_code(&p) >= 0) {}
  while ((w = un_code(&p)) >= 0) {
    const char *s = un_words + un_wordoff[w / UN_WBLOCK];
    int j;
    for (j = w % UN_WBLOCK; j; j--) s = strchr(s, ' ') + 1;
    if (len) buf[len++] = ' ';
    while (*s != ' ') buf[len++] = *s++;
  }
  return len;
}

/* the record at position i of the sorted order */
static uint32_t un_sorted_at(uint32_t i) {
  const char *p = un_sorted + 3 * i;
  return (uint32_t)((p[0] - 32) * UN_BASE * UN_BASE + (p[1] - 32) * UN_BASE +
                    (p[2] - 32));
}

/* The record named key[0..n) (uppercase), or -1. */
static long un_find(const char *key, size_t n) {
  uint32_t lo = 0, hi = UN_RECORDS;
  char buf[UNAME_BUFSIZE];
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2, r = un_sorted_at(mid);
    size_t len = un_record(r, buf);
    int c = memcmp(key, buf, n < len ? n : len);
    if (c == 0) c = n < len ? -1 : n > len ? 1 : 0;
    if (c == 0) return (long)r;
    if (c < 0) hi = mid; else lo = mid + 1;
  }
  return -1;
}

/* ---- names given by rule ---- */

#define UN_SBASE 0xAC00u
#define UN_VCOUNT 21
#define UN_TCOUNT 28
#define UN_SCOUNT (19 * UN_VCOUNT * UN_TCOUNT)

/* the jamo short names: initial (19), medial (21), final (28) */
static const char *const un_jamo_l[] = {
  "G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ",
  "C", "K", "T", "P", "H"};
static const char *const un_jamo_v[] = {
  "A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE",
  "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
static const char *const un_jamo_t[] = {
  "", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS",
  "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P",
  "H"};

/* The longest jamo of tab[0..count) at s[*i..n) (the first of equal
** length), *i advanced past it; -1 if none (not even the empty one). */
static int un_jamo(const char *const *tab, int count, const char *s, size_t n,
                   size_t *i) {
  int k, best = -1;
  size_t blen = 0;
  for (k = 0; k < count; k++) {
    size_t len = strlen(tab[k]);
    if ((best < 0 || len > blen) && len <= n - *i &&
        memcmp(s + *i, tab[k], len) == 0) {
      best = k;
      blen = len;
    }
  }
  *i += blen;
  return best;
}

static int un_hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static int un_is_cjk(uint32_t cp) {
  int k;
  for (k = 0; k < UN_NCJK; k++)
    if (cp >= un_cjk[k][0] && cp <= un_cjk[k][1]) return 1;
  return 0;
}

/* CPython's rule-named lookups (case-sensitive): 1 found, 0 not a name of
** this kind, -1 a name of this kind that is invalid. */
static int un_rule_lookup(const char *s, size_t n, uint32_t *cp) {
  size_t i;
  if (n >= 16 && memcmp(s, "HANGUL SYLLABLE ", 16) == 0) {
    int l, v, t;
    i = 16;
    l = un_jamo(un_jamo_l, 19, s, n, &i);
    v = un_jamo(un_jamo_v, UN_VCOUNT, s, n, &i);
    t = un_jamo(un_jamo_t, UN_TCOUNT, s, n, &i);
    if (l < 0 || v < 0 || t < 0 || i != n) return -1;
    *cp = UN_SBASE + (uint32_t)((l * UN_VCOUNT + v) * UN_TCOUNT + t);
    return 1;
  }
  if (n >= 22 && memcmp(s, "CJK UNIFIED IDEOGRAPH-", 22) == 0) {
    uint32_t v = 0;
    if (n != 26 && n != 27) return -1;
    for (i = 22; i < n; i++) {
      int h = un_hexval(s[i]);
      if (h < 0) return -1;
      v = v * 16 + (uint32_t)h;
    }
    if (!un_is_cjk(v)) return -1;
    *cp = v;
    return 1;
  }
  return 0;
}

/* A PREFIX-XXXX name in uppercase key[0..n): 1 and *cp, or 0. */
static int un_range_lookup(const char *key, size_t n, uint32_t *cp) {
  int k;
  for (k = 0; k < UN_NRANGES; k++) {
    size_t pl = strlen(un_ranges[k].prefix), i;
    uint32_t v = 0;
    char canon[16];
    if (n < pl + 5 || n > pl + 6 || memcmp(key, un_ranges[k].prefix, pl) != 0 ||
        key[pl] != '-')
      continue;
    for (i = pl + 1; i < n; i++) {
      int h = un_hexval(key[i]);
      if (h < 0) break;
      v = v * 16 + (uint32_t)h;
    }
    if (i != n || v < un_ranges[k].first || v > un_ranges[k].last) continue;
    snprintf(canon, sizeof canon, "%04X", (unsigned)v);
    if (strlen(canon) != n - pl - 1) continue;
    *cp = v;
    return 1;
  }
  return 0;
}

/* ---- the interface ---- */

int uname_lookup(const char *name, size_t n, int seqs, uint32_t *out) {
  char key[UNAME_BUFSIZE];
  size_t i;
  long r;
  int rule = un_rule_lookup(name, n, out);
  if (rule) return rule > 0;
  if (n > UN_MAXLEN) return 0;
  for (i = 0; i < n; i++) {
    char c = name[i];
    key[i] = c >= 'a' && c <= 'z' ? (char)(c - 32) : c;
  }
  if (un_range_lookup(key, n, out)) return 1;
  r = un_find(key, n);
  if (r < 0) return 0;
  if (r < UN_NAMED) {
    int lo = 0, hi = UN_NRUNS - 1;
    while (lo < hi) {          /* the last run whose first record <= r */
      int mid = (lo + hi + 1) / 2;
      if (un_runs[mid][2] <= (uint32_t)r) lo = mid; else hi = mid - 1;
    }
    out[0] = un_runs[lo][0] + ((uint32_t)r - un_runs[lo][2]);
    return 1;
  }
  if (r < UN_NAMED + UN_ALIASES) {
    out[0] = un_alias_cp[r - UN_NAMED];
    return 1;
  }
  if (!seqs) return 0;
  r -= UN_NAMED + UN_ALIASES;
  for (i = un_seqoff[r]; i < un_seqoff[r + 1]; i++)
    out[i - un_seqoff[r]] = un_seq[i];
  return (int)(un_seqoff[r + 1] - un_seqoff[r]);
}

size_t uname_name(uint32_t cp, char *buf) {
  int lo, hi, k;
  size_t len;
  if (cp >= UN_SBASE && cp < UN_SBASE + UN_SCOUNT) {
    uint32_t s = cp - UN_SBASE;
    return (size_t)snprintf(buf, UNAME_BUFSIZE, "HANGUL SYLLABLE %s%s%s",
                            un_jamo_l[s / (UN_VCOUNT * UN_TCOUNT)],
                            un_jamo_v[s / UN_TCOUNT % UN_VCOUNT],
                            un_jamo_t[s % UN_TCOUNT]);
  }
  if (un_is_cjk(cp))
    return (size_t)snprintf(buf, UNAME_BUFSIZE, "CJK UNIFIED IDEOGRAPH-%X",
                            (unsigned)cp);
  for (k = 0; k < UN_NRANGES; k++)
    if (cp >= un_ranges[k].first && cp <= un_ranges[k].last)
      return (size_t)snprintf(buf, UNAME_BUFSIZE, "%s-%04X",
                              un_ranges[k].prefix, (unsigned)cp);
  lo = 0;
  hi = UN_NRUNS - 1;
  while (lo < hi) {            /* the last run starting at or before cp */
    int mid = (lo + hi + 1) / 2;
    if (un_runs[mid][0] <= cp) lo = mid; else hi = mid - 1;
  }
  if (cp < un_runs[lo][0] || cp - un_runs[lo][0] >= un_runs[lo][1]) return 0;
  len = un_record(un_runs[lo][2] + (cp - un_runs[lo][0]), buf);
  buf[len] = '\0';
  return len;
}
