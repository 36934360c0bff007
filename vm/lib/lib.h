/*
** lib.h - the standard library: modules a program can import.
**
** A module is a table of natives (vm/lib/NAME.c) and/or a Python part
** (vm/lib/NAME.py, embedded into lib_py.c by tools/gen_lib.py).  The list
** of modules is lib_modules in lib.c.  Nothing is built when a VM is
** created: the first `import NAME` in a VM makes the module object (its
** natives, then its Python part compiled and run with the module's dict as
** globals) and records it in vm->modules, where later imports find it.
**
** Native ids: a native of module m, entry j, is the builtin id
** LIB_NATIVE(m, j) (above every index of builtin_table), so a V_BUILTIN
** value names it; snapshots store natives by their full name ("math.sqrt").
*/
#ifndef BATON_LIB_H
#define BATON_LIB_H

#include "../vm.h"

/* a chunk of the prelude (prelude*.py): one function, and the chunks it
** uses (space-separated) */
typedef struct LibPrelude {
  const char *name;
  const char *deps;
  const char *src;
} LibPrelude;

/* the Python part of a module */
typedef struct LibSource {
  const char *name;
  const char *src;
} LibSource;

typedef struct LibModule {
  const char *name;           /* "math", "urllib.parse" */
  const Builtin *natives;     /* names "math.sqrt"; NULL: none */
  const int *nnatives;
} LibModule;

/* generated (lib_py.c) */
extern const LibPrelude lib_prelude[];
extern const int lib_prelude_n;
extern const LibSource lib_sources[];
extern const int lib_sources_n;

/* The filename of NAME.py's code ("<lib json>"). */
#define LIB_FNAME_FMT "<lib %s>"

/* Compiled code of the texts above, made at build time (vm/codeimg.c's
** images, written by tools/gen_libimg.c into BUILD/gen/lib_images.c; a
** build without them links vm/lib/images/none.c): lib_source_images[i] is
** the image of lib_sources[i], lib_prelude_images[j] of lib_prelude[j]'s
** chunk; img NULL where the text could not be imaged (it is compiled at
** import).  The counts say which tables the images were made from: a
** table whose count is not the text table's is not used. */
typedef struct LibImage {
  const unsigned char *img;
  size_t n;
  size_t srclen;    /* strlen of the text it was made from */
} LibImage;
extern const LibImage lib_source_images[];
extern const int lib_source_images_n;
extern const LibImage lib_prelude_images[];
extern const int lib_prelude_images_n;

#define LIB_SHIFT 16
#define LIB_NATIVE(m, j) ((((m) + 1) << LIB_SHIFT) | (j))

/* natives of each module (vm/lib/NAME.c) */
#define LIB_DECLARE(N) extern const Builtin N##_natives[]; extern const int N##_natives_n;
LIB_DECLARE(abc)
LIB_DECLARE(ast)
LIB_DECLARE(binascii)
LIB_DECLARE(cmath)
LIB_DECLARE(collections)
LIB_DECLARE(collections_abc)
LIB_DECLARE(contextvars)
LIB_DECLARE(datetime)
LIB_DECLARE(enum)
LIB_DECLARE(etree)
LIB_DECLARE(functools)
LIB_DECLARE(hashlib)
LIB_DECLARE(htmlparse)
LIB_DECLARE(inspect)
LIB_DECLARE(json)
LIB_DECLARE(math)
LIB_DECLARE(operator)
LIB_DECLARE(random)
LIB_DECLARE(re)
LIB_DECLARE(struct)
LIB_DECLARE(sys)
LIB_DECLARE(time)
LIB_DECLARE(traceback)
LIB_DECLARE(typing)
LIB_DECLARE(unicodedata)
LIB_DECLARE(unittest)
LIB_DECLARE(zlib)
LIB_DECLARE(zoneinfo)
#undef LIB_DECLARE

/* Argument helpers shared by the modules' natives. */
int lib_float_arg(VM *vm, Value v, double *out);   /* int, bool or float: TypeError otherwise */
/* operator.c: fn is one of operator's natives (they run no Python code) */
bool operator_is_native(Value fn);
/* operator.c: the prelude's _getter_keys (a sort's keys for an itemgetter) */
/* The next item of a deque's iterator (T_DEQUE_ITER, T_DEQUE_REVITER):
** 1 with *out, 0 at the end, -1 (RuntimeError when the deque changed). */
int collections_deque_next(VM *vm, Iter *it, Value *out);
int64_t collections_deque_left(const Iter *it);
int operator_getter_keys(VM *vm, Value *a, int n, Tuple *kw, Value *out);

#endif
