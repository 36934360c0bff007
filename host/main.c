/*
** main.c - the `baton` command: run a sandboxed Python program.
*/
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "baton.h"

static const char usage[] =
  "usage: baton run [options] FILE.py    run a program (FILE '-' reads stdin)\n"
  "       baton run [options] -c CODE    run CODE\n"
  "       baton dis FILE.py              show the register code of every function\n"
  "       baton --help | --version\n"
  "\n"
  "The program runs in a sandbox: no files, network, environment, clock or\n"
  "imports.  Its output goes to stdout; an uncaught exception prints a\n"
  "CPython-style traceback to stderr and exits with status 1.\n"
  "\n"
  "options (limits apply to one run):\n"
  "  --max-steps N     stop after about N steps (jumps and calls); default none\n"
  "  --max-memory N    bytes of memory the program may use; default 256M\n"
  "                    (suffixes K, M, G accepted)\n"
  "  --max-depth N     Python call depth (RecursionError beyond); default 1000\n"
  "  --max-output N    bytes the program may print; default none\n"
  "\n"
  "exit status: 0 done, 1 uncaught exception or syntax error, 2 usage or I/O\n"
  "error, 3 a limit stopped the run.\n";

static char *read_all(FILE *f, size_t *len) {
  size_t cap = 65536, n = 0;
  char *p = malloc(cap);
  if (p == NULL) return NULL;
  for (;;) {
    size_t got;
    if (n == cap) {
      char *np;
      cap *= 2;
      np = realloc(p, cap);
      if (np == NULL) { free(p); return NULL; }
      p = np;
    }
    got = fread(p + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
  }
  if (ferror(f)) { free(p); return NULL; }
  *len = n;
  return p;
}

static void to_stdout(void *ud, const char *s, size_t n) {
  (void)ud;
  fwrite(s, 1, n, stdout);
}

static int parse_size(const char *s, unsigned long long *out) {
  char *end;
  unsigned long long v;
  errno = 0;
  v = strtoull(s, &end, 10);
  if (errno || end == s) return -1;
  if (*end == 'K' || *end == 'k') { v <<= 10; end++; }
  else if (*end == 'M' || *end == 'm') { v <<= 20; end++; }
  else if (*end == 'G' || *end == 'g') { v <<= 30; end++; }
  if (*end) return -1;
  *out = v;
  return 0;
}

int main(int argc, char **argv) {
  bt_config cfg;
  bt_vm *vm;
  bt_error err;
  const char *file = NULL, *code = NULL, *cmd;
  char *src = NULL;
  size_t len = 0;
  int i, rc = 0;
  bool dis;
  memset(&cfg, 0, sizeof cfg);
  if (argc < 2) { fputs(usage, stderr); return 2; }
  cmd = argv[1];
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
    fputs(usage, stdout);
    return 0;
  }
  if (strcmp(cmd, "--version") == 0) {
    printf("baton %s\n", BATON_VERSION);
    return 0;
  }
  if (strcmp(cmd, "run") != 0 && strcmp(cmd, "dis") != 0) {
    fprintf(stderr, "baton: unknown command '%s'\n%s", cmd, usage);
    return 2;
  }
  dis = strcmp(cmd, "dis") == 0;
  for (i = 2; i < argc; i++) {
    const char *a = argv[i];
    unsigned long long v;
    if (strcmp(a, "-c") == 0 && i + 1 < argc) { code = argv[++i]; continue; }
    if (strncmp(a, "--max-", 6) == 0) {
      if (i + 1 >= argc || parse_size(argv[i + 1], &v)) {
        fprintf(stderr, "baton: %s needs a number\n", a);
        return 2;
      }
      i++;
      if (strcmp(a, "--max-steps") == 0) cfg.max_steps = v;
      else if (strcmp(a, "--max-memory") == 0) cfg.max_memory = (size_t)v;
      else if (strcmp(a, "--max-depth") == 0) cfg.max_depth = (uint32_t)v;
      else if (strcmp(a, "--max-output") == 0) cfg.max_output = (size_t)v;
      else { fprintf(stderr, "baton: unknown option %s\n", a); return 2; }
      continue;
    }
    if (a[0] == '-' && a[1] != 0) {
      fprintf(stderr, "baton: unknown option %s\n%s", a, usage);
      return 2;
    }
    if (file) { fprintf(stderr, "baton: more than one program given\n"); return 2; }
    file = a;
  }
  if (code) {
    if (file) { fprintf(stderr, "baton: give either FILE or -c CODE\n"); return 2; }
    len = strlen(code);
    src = malloc(len + 1);
    if (src == NULL) return 2;
    memcpy(src, code, len + 1);
    file = "<string>";
  } else if (file == NULL) {
    fprintf(stderr, "baton: no program given\n%s", usage);
    return 2;
  } else if (strcmp(file, "-") == 0) {
    src = read_all(stdin, &len);
    file = "<stdin>";
  } else {
    FILE *f = fopen(file, "rb");
    if (f == NULL) {
      fprintf(stderr, "baton: can't open file '%s': %s\n", file, strerror(errno));
      return 2;
    }
    src = read_all(f, &len);
    fclose(f);
  }
  if (src == NULL) { fprintf(stderr, "baton: cannot read the program\n"); return 2; }
  cfg.print = to_stdout;
  vm = bt_new(&cfg);
  if (vm == NULL) { fprintf(stderr, "baton: out of memory\n"); free(src); return 2; }
  if (bt_load(vm, src, len, file, &err) != BT_OK) {
    fflush(stdout);
    fputs(err.text ? err.text : "SyntaxError\n", stderr);
    rc = 1;
  } else if (dis) {
    fputs(bt_disassemble(vm), stdout);
  } else {
    bt_status st = bt_step(vm);
    fflush(stdout);
    if (st == BT_ERROR) { fputs(bt_error_text(vm), stderr); rc = 1; }
    else if (st == BT_LIMIT) { fprintf(stderr, "baton: %s\n", bt_limit_text(vm)); rc = 3; }
  }
  bt_free(vm);
  free(src);
  return rc;
}
