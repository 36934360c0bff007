/*
** jsonl.h - text buffers and newline-delimited message framing for the
** baton command's protocols (`baton mcp`: MCP's stdio transport is one
** JSON-RPC message per line).  Host memory (malloc), not the program's;
** out of memory ends the command (exit 70).
*/
#ifndef BT_HOST_JSONL_H
#define BT_HOST_JSONL_H

#include <stdbool.h>
#include <stddef.h>

#define MAX_LINE ((size_t)16 << 20)   /* bytes in one message */

void *text_realloc(void *p, size_t n);

/* A growable text, always NUL-terminated once anything was put. */
typedef struct Text { char *p; size_t len, cap; } Text;
void text_put(Text *t, const char *s, size_t n);

/* Lines split from a stream fed in chunks of any size. */
typedef struct Lines {
  Text buf;                /* the incomplete line so far */
  bool skipping;           /* inside a line over MAX_LINE: dropped */
} Lines;

/* Append s[0..n); call fn(ud, line, len, false) for each complete line
** (without its "\n" or "\r\n"; empty lines are skipped; line is
** NUL-terminated and valid during the call), and fn(ud, NULL, 0, true)
** once for each line longer than MAX_LINE, which is dropped. */
void lines_feed(Lines *l, const char *s, size_t n,
                void (*fn)(void *ud, char *line, size_t n, bool oversize), void *ud);

#endif
