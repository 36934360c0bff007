/*
** astdump.c - parse a file (or stdin) and print its syntax tree as an
** S-expression, or the error as CPython words it:
**     File "<name>", line L
**     Kind: msg (offset C)
** Test and debug tool; the only file of the front end that uses malloc.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../grammar/ast.h"

static char *read_all(FILE *f, size_t *len) {
  size_t cap = 65536, n = 0, r;
  char *buf = malloc(cap);
  if (!buf) return NULL;
  while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
    n += r;
    if (n == cap) {
      char *nb = realloc(buf, cap * 2);
      if (!nb) { free(buf); return NULL; }
      buf = nb;
      cap *= 2;
    }
  }
  *len = n;
  return buf;
}

static const char *const kinds[] = {"SyntaxError", "IndentationError",
                                    "TabError"};

/* Parse one file (NULL: stdin); returns 0 parsed, 1 error, 2 I/O, 3 leak. */
static int run(const char *name, int quiet, int verbose, size_t limit) {
  FILE *f = name ? fopen(name, "rb") : stdin;
  size_t len;
  char *src;
  Mem mem;
  Arena arena;
  ParseError err;
  int oom = 0, rc;
  Ast *tree;
  if (!f) { perror(name); return 2; }
  src = read_all(f, &len);
  if (f != stdin) fclose(f);
  if (!src) { fprintf(stderr, "out of memory\n"); return 2; }
  if (!name) name = "<stdin>";
  mem_init(&mem, NULL, NULL, limit);
  arena_init(&arena, &mem);
  tree = ast_parse(&arena, src, len, &err, &oom);
  if (tree) {
    if (!quiet) ast_dump(stdout, tree, 0);
    rc = 0;
  } else {
    printf("File \"%s\", line %d\n%s: %s (offset %d)\n", name, err.line,
           err.kind >= 0 && err.kind <= 2 ? kinds[err.kind] : "?", err.msg,
           err.col + 1);
    if (oom) printf("(out of memory)\n");
    rc = 1;
  }
  if (verbose) fprintf(stderr, "%s: peak %zu bytes\n", name, mem.peak);
  arena_free(&arena);
  free(src);
  if (mem.used != 0) {
    fprintf(stderr, "leak: %zu bytes\n", mem.used);
    return 3;
  }
  return rc;
}

/* astdump [-q] [-v] [--limit=BYTES] [FILE...]: -q prints errors only, -v
** the peak memory; with
** several files the exit status is the worst. */
int main(int argc, char **argv) {
  size_t limit = 0;
  int quiet = 0, verbose = 0, i, nfiles = 0, rc = 0;
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-q")) quiet = 1;
    else if (!strcmp(argv[i], "-v")) verbose = 1;
    else if (!strncmp(argv[i], "--limit=", 8)) limit = (size_t)atol(argv[i] + 8);
  }
  for (i = 1; i < argc; i++) {
    int r;
    if (!strcmp(argv[i], "-q") || !strcmp(argv[i], "-v") ||
        !strncmp(argv[i], "--limit=", 8))
      continue;
    nfiles++;
    r = run(argv[i], quiet, verbose, limit);
    if (r > rc) rc = r;
  }
  if (nfiles == 0) rc = run(NULL, quiet, verbose, limit);
  return rc;
}
