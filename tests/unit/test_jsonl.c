/*
** test_jsonl.c - the command's newline-delimited framing (host/jsonl.c):
** messages split across chunks of every size, CRLF, empty lines, a line
** over MAX_LINE dropped (reported once) while the next one survives.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "jsonl.h"

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

typedef struct Got { Text all; int lines, oversize; } Got;

static void on_line(void *ud, char *line, size_t n, bool oversize) {
  Got *g = ud;
  if (oversize) { g->oversize++; text_put(&g->all, "<big>|", 6); return; }
  CHECK(strlen(line) == n);       /* NUL-terminated, no embedded newline */
  g->lines++;
  text_put(&g->all, line, n);
  text_put(&g->all, "|", 1);
}

/* Feed s in chunks of size k; the lines seen, '|'-separated. */
static void feed(const char *s, size_t len, size_t k, Got *g) {
  Lines l = {{NULL, 0, 0}, false};
  size_t i;
  memset(g, 0, sizeof *g);
  text_put(&g->all, "", 0);
  for (i = 0; i < len; i += k) lines_feed(&l, s + i, len - i < k ? len - i : k, on_line, g);
  free(l.buf.p);
}

int main(void) {
  static const char msgs[] = "{\"a\": 1}\n{\"b\": 2}\r\n\n\r\n{\"c\": \"x\\ny\"}\npartial";
  size_t k;
  Got g;
  for (k = 1; k <= sizeof msgs; k++) {
    feed(msgs, sizeof msgs - 1, k, &g);
    CHECK(strcmp(g.all.p, "{\"a\": 1}|{\"b\": 2}|{\"c\": \"x\\ny\"}|") == 0);
    CHECK(g.lines == 3 && g.oversize == 0);
    free(g.all.p);
  }
  {
    /* a line over MAX_LINE between two good ones, fed in 1 MiB chunks */
    size_t big = MAX_LINE + 10, n = big + 32, i;
    char *s = malloc(n);
    memcpy(s, "first\n", 6);
    for (i = 6; i < 6 + big; i++) s[i] = 'x';
    memcpy(s + 6 + big, "\nsecond\n", 8);
    feed(s, 6 + big + 8, (size_t)1 << 20, &g);
    CHECK(strcmp(g.all.p, "first|<big>|second|") == 0);
    CHECK(g.oversize == 1);
    free(g.all.p);
    /* exactly MAX_LINE is kept */
    for (i = 0; i < MAX_LINE; i++) s[i] = 'y';
    s[MAX_LINE] = '\n';
    feed(s, MAX_LINE + 1, 65536, &g);
    CHECK(g.lines == 1 && g.oversize == 0 && g.all.len == MAX_LINE + 1);
    free(g.all.p);
    free(s);
  }
  printf("test_jsonl: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
