/*
** test_uname.c - the Unicode name table (vm/uname.c) against itself: every
** 7th code point's name looks up back to it (in lowercase too, but the
** case-sensitive HANGUL SYLLABLE and CJK UNIFIED IDEOGRAPH names), every
** name fits UNAME_BUFSIZE, and hostile inputs (every prefix of a name, a
** name with one byte changed, over-long names, NUL bytes) find nothing or
** the right thing.  The names themselves are checked against CPython by
** tests/cases/unicode_names_sample.py and unicodedata_module.py.
** Exit status 0 when every check passes.
*/
#include <stdio.h>
#include <string.h>
#include "../../vm/uname.h"

static int failures, checks;

#define CHECK(c) do { checks++; if (!(c)) { failures++; \
  fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); } \
  } while (0)

static int rule_named(const char *name) {
  return strncmp(name, "HANGUL SYLLABLE ", 16) == 0 ||
         strncmp(name, "CJK UNIFIED IDEOGRAPH-", 22) == 0;
}

static void test_round_trip(void) {
  uint32_t cp, got[UNAME_SEQMAX];
  char name[UNAME_BUFSIZE], lower[UNAME_BUFSIZE];
  size_t named = 0;
  for (cp = 0; cp < 0x110000; cp += 7) {
    size_t len = uname_name(cp, name), i;
    if (len == 0) continue;
    named++;
    CHECK(len < UNAME_BUFSIZE && strlen(name) == len);
    CHECK(uname_lookup(name, len, 0, got) == 1 && got[0] == cp);
    for (i = 0; i <= len; i++)
      lower[i] = name[i] >= 'A' && name[i] <= 'Z' ? (char)(name[i] + 32) : name[i];
    if (rule_named(name))
      CHECK(uname_lookup(lower, len, 0, got) == 0);
    else
      CHECK(uname_lookup(lower, len, 0, got) == 1 && got[0] == cp);
    if (cp % 999 == 0) {
      /* no proper prefix and no one-byte change of a name finds it */
      size_t k;
      for (k = 0; k < len; k++) {
        int r = uname_lookup(name, k, 1, got);
        CHECK(r == 0 || got[0] != cp);
      }
      name[len / 2] = '#';
      CHECK(uname_lookup(name, len, 1, got) == 0);
    }
  }
  CHECK(named > 19000);
}

static void test_edges(void) {
  uint32_t got[UNAME_SEQMAX];
  char big[600];
  char name[UNAME_BUFSIZE];
  memset(big, 'A', sizeof big);
  CHECK(uname_lookup(big, sizeof big, 1, got) == 0);
  CHECK(uname_lookup("", 0, 1, got) == 0);
  CHECK(uname_lookup("EM DASH\0", 8, 1, got) == 0);
  CHECK(uname_lookup("EM DASH", 7, 0, got) == 1 && got[0] == 0x2014);
  CHECK(uname_lookup("lf", 2, 0, got) == 1 && got[0] == 10);
  /* a named sequence only for unicodedata.lookup */
  CHECK(uname_lookup("KEYCAP NUMBER SIGN", 18, 0, got) == 0);
  CHECK(uname_lookup("KEYCAP NUMBER SIGN", 18, 1, got) == 3 && got[0] == '#');
  CHECK(uname_lookup("HANGUL SYLLABLE GAG", 19, 0, got) == 1 && got[0] == 0xAC01);
  CHECK(uname_lookup("HANGUL SYLLABLE GAGG", 20, 0, got) == 1 && got[0] == 0xAC02);
  CHECK(uname_lookup("HANGUL SYLLABLE X", 17, 0, got) == 0);
  CHECK(uname_lookup("CJK UNIFIED IDEOGRAPH-04E00", 27, 0, got) == 1 && got[0] == 0x4E00);
  CHECK(uname_lookup("CJK UNIFIED IDEOGRAPH-4E0", 25, 0, got) == 0);
  CHECK(uname_lookup("CJK COMPATIBILITY IDEOGRAPH-0F900", 33, 0, got) == 0);
  CHECK(uname_name(0x110000, name) == 0 && uname_name(0xFFFFFFFFu, name) == 0);
  CHECK(uname_name(0xE000, name) == 0);
}

int main(void) {
  test_round_trip();
  test_edges();
  printf("test_uname: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
