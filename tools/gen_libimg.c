/*
** gen_libimg.c - the library's Python compiled at build time.
**
** The build links this program with the library (without images:
** vm/lib/images/none.c), runs it, and compiles what it writes into the
** library: for every text of the library (vm/lib/NAME.py, each chunk of
** the prelude, as embedded in vm/lib/lib_py.c) the code image
** (vm/codeimg.c) of compile_source's code for it, so that no VM, even in a
** fresh process, parses or compiles library code.  The image is native to
** the compiler and flags of the build that made it: it is a build
** artifact (BUILD/gen/lib_images.c), never committed, remade whenever any
** object of the library changes, so it cannot go stale.  vm/lib/lib.c
** (lib_image) hands an image out only for the exact text it was made from.
**
** A text that cannot be imaged (a constant kind images do not carry) gets
** no image and is compiled at its import, as without images; a text that
** does not compile fails the build.
** Usage: gen_libimg OUT.c
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "vm.h"
#include "codeimg.h"
#include "lib/lib.h"

/* An image as a C string literal, 3-digit octal escapes (an escape never
** swallows the digit after it), lines of about 100 characters. */
static void emit_literal(FILE *f, const unsigned char *p, size_t n) {
  size_t i, col = 0;
  fputs("  \"", f);
  for (i = 0; i < n; i++) {
    unsigned c = p[i];
    if (col >= 100) {
      fputs("\"\n  \"", f);
      col = 0;
    }
    if (c >= 32 && c < 127 && c != '"' && c != '\\' && c != '?') {
      fputc((int)c, f);
      col++;
    } else {
      fprintf(f, "\\%03o", c);
      col += 4;
    }
  }
  fputs("\";\n", f);
}

typedef struct Made { size_t n, srclen; int ok; } Made;

/* Compile src under fname in a VM of its own and write its image as the
** array img_KIND_I; *made says what was written. */
static int image_one(FILE *f, const char *kind, int i, const char *fname, const char *src,
                     Made *made) {
  VM *vm = vm_new(NULL, NULL);
  Code *code;
  Mem m;
  unsigned char *img;
  size_t n = 0, len = strlen(src);
  made->ok = 0;
  made->srclen = len;
  if (vm == NULL) return -1;
  if (compile_source(vm, src, len, fname, &code)) {
    Buf b = BUF_INIT;
    if (exc_format(vm, vm->exc, &b) == 0) fprintf(stderr, "gen_libimg: %s:\n%s", fname, b.p);
    buf_free(vm, &b);
    vm_free(vm);
    return -1;
  }
  mem_init(&m, NULL, NULL, 0);
  img = codeimg_make(&m, src, len, code, &n);
  if (img != NULL) {
    fprintf(f, "static const unsigned char img_%s_%d[] =\n", kind, i);
    emit_literal(f, img, n);
    mem_free(&m, img, n);
    made->ok = 1;
    made->n = n;
  }
  vm_free(vm);
  return 0;
}

static void emit_table(FILE *f, const char *kind, const Made *made, int n) {
  int i;
  fprintf(f, "\nconst LibImage lib_%s_images[] = {\n", kind);
  for (i = 0; i < n; i++)
    if (made[i].ok) fprintf(f, "  {img_%s_%d, %zu, %zu},\n", kind, i, made[i].n, made[i].srclen);
    else fprintf(f, "  {NULL, 0, 0},\n");
  if (n == 0) fprintf(f, "  {NULL, 0, 0},\n");
  fprintf(f, "};\nconst int lib_%s_images_n = %d;\n", kind, n);
}

int main(int argc, char **argv) {
  FILE *f;
  Made *src_made, *pre_made;
  size_t total = 0;
  int i, missing = 0;
  if (argc != 2) {
    fprintf(stderr, "usage: gen_libimg OUT.c\n");
    return 2;
  }
  f = fopen(argv[1], "w");
  src_made = calloc((size_t)lib_sources_n + 1, sizeof *src_made);
  pre_made = calloc((size_t)lib_prelude_n + 1, sizeof *pre_made);
  if (f == NULL || src_made == NULL || pre_made == NULL) {
    perror("gen_libimg");
    return 1;
  }
  fputs("/* generated at build time by tools/gen_libimg.c (do not edit, never committed):\n"
        "** the code images of the library's Python texts (vm/lib/lib.h, LibImage).\n"
        "** Trusted because this build made them: the generator linked this\n"
        "** build's own library and compiled each text with it. */\n"
        "#include <stddef.h>\n#include \"lib.h\"\n\n", f);
  for (i = 0; i < lib_sources_n; i++) {
    char fname[80];
    snprintf(fname, sizeof fname, LIB_FNAME_FMT, lib_sources[i].name);
    if (image_one(f, "source", i, fname, lib_sources[i].src, &src_made[i])) return 1;
    missing += !src_made[i].ok;
    total += src_made[i].n;
  }
  for (i = 0; i < lib_prelude_n; i++) {
    if (image_one(f, "prelude", i, "<prelude>", lib_prelude[i].src, &pre_made[i])) return 1;
    missing += !pre_made[i].ok;
    total += pre_made[i].n;
  }
  emit_table(f, "source", src_made, lib_sources_n);
  emit_table(f, "prelude", pre_made, lib_prelude_n);
  free(src_made);
  free(pre_made);
  if (fclose(f) != 0) {
    perror("gen_libimg");
    return 1;
  }
  printf("gen_libimg: %d texts, %zu bytes of code images, %d left to compile at import\n",
         lib_sources_n + lib_prelude_n, total, missing);
  return 0;
}
