/*
** jsonl.c - text buffers and newline-delimited framing (see jsonl.h).
** A line over MAX_LINE is never held whole: its bytes are dropped as they
** come, so a peer that never sends a newline costs at most MAX_LINE.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "jsonl.h"

void *text_realloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (p == NULL) {
    fputs("baton: out of memory\n", stderr);
    exit(70);
  }
  return p;
}

void text_put(Text *t, const char *s, size_t n) {
  if (t->len + n + 1 > t->cap) {
    t->cap = (t->len + n + 1) * 2;
    t->p = text_realloc(t->p, t->cap);
  }
  memcpy(t->p + t->len, s, n);
  t->len += n;
  t->p[t->len] = 0;
}

void lines_feed(Lines *l, const char *s, size_t n,
                void (*fn)(void *ud, char *line, size_t n, bool oversize), void *ud) {
  while (n) {
    const char *nl = memchr(s, '\n', n);
    size_t take = nl ? (size_t)(nl - s) : n;
    if (!l->skipping) {
      if (l->buf.len + take > MAX_LINE) {
        l->skipping = true;
        l->buf.len = 0;
      } else {
        text_put(&l->buf, s, take);
      }
    }
    if (nl == NULL) return;
    if (l->skipping) {
      fn(ud, NULL, 0, true);
      l->skipping = false;
    } else {
      size_t len = l->buf.len;
      if (len && l->buf.p[len - 1] == '\r') len--;
      if (len) {
        l->buf.p[len] = 0;
        fn(ud, l->buf.p, len, false);
      }
    }
    l->buf.len = 0;
    s = nl + 1;
    n -= take + 1;
  }
}
