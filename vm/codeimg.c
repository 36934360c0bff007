/*
** codeimg.c - compiled code shared between VMs through the host's bt_cache.
**
** compile_module is deterministic: the same text under the same filename
** always compiles to the same code.  When the VM has a cache, the first
** compile of a text leaves an image of its code objects in the cache
** (codeimg_keep) and every later compile of that text, in any VM sharing
** the cache, builds the code from the image (codeimg_load) instead of
** parsing and compiling: bt_load of a program sent again, bt_restore
** (whose snapshot names its programs by source), the prelude's functions
** and library modules written in Python, tool signatures.  The same images
** of the library's Python are also made at build time, by
** tools/gen_libimg.c, and compiled into the library (vm/lib/lib.c,
** lib_image), so that a fresh process never compiles library code.
**
** An image is a flat, position-independent description of the code tree:
** its objects in post order (children before their users), so loading is
** one forward pass with a table from index to object.  Sharing is kept
** exactly: two constants that were one Str in the compile are one Str in
** the loaded code, and two equal but distinct Strs stay two, so no program
** can tell a loaded code from a compiled one (`is` on constants, names).
**
** Trust: images are made only by codeimg_keep from code this process's
** compiler just produced, or by the build's generator from code the same
** compiler produced (the generator links this very library), and live in
** host memory keyed by the full text, or in the library's read-only data
** beside the text they were made from (never in snapshot bytes or anything
** else a program or a snapshot can write), so the loader checks sizes only
** as assertions.  The snapshot
** loader still compares its stored check of every code with the loaded
** code (snap_code_check), as it does for a compile.
**
** Memory: the loaded objects are the VM's, allocated through vm->mem like
** a compile's (exact accounting); the image and the writer's scratch are
** the cache's.  Nothing here is global; an image is never changed after
** it is published (astcache.c), so any number of VMs on any threads read
** it at once.
**
** Layout (native byte order and sizes: an image never leaves the process,
** or the build, that made it):
**   u32 nobj, then nobj records, record i being object i:
**     u8 IK_LEAF   u8 ObjType (STR, BYTES, BIGINT), u64 allocation size,
**                  u64 size, then the object's bytes after its header
**                  (size - sizeof(Obj); a big int may have room for a limb
**                  more, a str room to grow: allocated, not stored)
**     u8 IK_TEXT   a str whose text is the one the image was made from
**                  (the code's source, for tracebacks): as IK_LEAF but
**                  without the text, which the loader is given (the
**                  cache's key, the library's source), so no image holds
**                  its text twice
**     u8 IK_TUPLE  u64 len, len x VAL
**     u8 IK_CODE   CodeFix, Instr[ncode], CodePos[ncode],
**                  Handler[nhandlers], u16 cellparams[ncellparams],
**                  VAL k[nk], VAL name, qualname, varnames, filename, source
**   VAL: u32 tag, u64 payload (u.i, the bits of u.f, or for V_OBJ an
**   object index below the record's own).
**   The last record is the module code.
*/
#include <stddef.h>
#include <string.h>
#include "codeimg.h"
#include "snapshot.h"

enum { IK_LEAF = 1, IK_TUPLE, IK_CODE, IK_TEXT };

#define VAL_SIZE 12u
#define MAX_DEPTH 1000   /* deeper code trees are simply not kept */

/* A Code's fields other than its arrays and Values.  Every field of Code
** is either here, an array written after it, a Value, or a per-VM cache
** (gcache, acache: NULL in a loaded code as in a compiled one). */
typedef struct CodeFix {
  uint32_t ncode, nk, nhandlers;
  int32_t firstline;
  uint32_t check;      /* snap_code_check, computed once for every VM */
  uint16_t nregs, nargs, nposonly, nkwonly, flags, ncellparams, nfree, freebase;
} CodeFix;

/* a field appended to Code must be saved and loaded here */
_Static_assert(offsetof(Code, source) + sizeof(Value) == sizeof(Code),
               "Code has a field after source: carry it in codeimg.c");

/* ------------------------------------------------------------- writer */

typedef struct W {
  Mem m;                /* scratch: the cache's allocator */
  const char *src;      /* the text the image is made from (IK_TEXT) */
  size_t len;
  const Obj **list;     /* objects in post order */
  uint32_t nlist, caplist;
  const Obj **keys;     /* open addressing: object -> its index */
  uint32_t *idx;
  uint32_t capmap;      /* power of two, > 2 * nlist */
  size_t size;          /* image bytes so far */
  bool fail;
} W;

static uint32_t w_slot(const W *w, const Obj *o) {
  uint64_t h = ((uint64_t)(uintptr_t)o >> 4) * 0x9E3779B97F4A7C15u;
  uint32_t i = (uint32_t)(h >> 32) & (w->capmap - 1);
  while (w->keys[i] && w->keys[i] != o) i = (i + 1) & (w->capmap - 1);
  return i;
}

static bool w_seen(const W *w, const Obj *o) {
  return w->capmap && w->keys[w_slot(w, o)] == o;
}

static uint32_t w_index(const W *w, const Obj *o) {
  return w->idx[w_slot(w, o)];
}

/* Append o (its children appended already) and index it. */
static void w_add(W *w, const Obj *o) {
  uint32_t i;
  if (w->nlist == w->caplist) {
    uint32_t nc = w->caplist ? w->caplist * 2 : 64;
    const Obj **nl = mem_realloc(&w->m, (void *)w->list, w->caplist * sizeof *nl,
                                 nc * sizeof *nl);
    if (nl == NULL) { w->fail = true; return; }
    w->list = nl;
    w->caplist = nc;
  }
  if ((w->nlist + 1) * 2 >= w->capmap) {
    uint32_t nc = w->capmap ? w->capmap * 2 : 128, oc = w->capmap, j;
    const Obj **ok = w->keys;
    uint32_t *oi = w->idx;
    w->keys = mem_alloc(&w->m, nc * sizeof *w->keys);
    w->idx = mem_alloc(&w->m, nc * sizeof *w->idx);
    if (w->keys == NULL || w->idx == NULL) {
      mem_free(&w->m, (void *)w->keys, w->keys ? nc * sizeof *w->keys : 0);
      mem_free(&w->m, w->idx, w->idx ? nc * sizeof *w->idx : 0);
      w->keys = ok;
      w->idx = oi;
      w->fail = true;
      return;
    }
    memset((void *)w->keys, 0, nc * sizeof *w->keys);
    w->capmap = nc;
    for (j = 0; j < oc; j++)
      if (ok[j]) {
        i = w_slot(w, ok[j]);
        w->keys[i] = ok[j];
        w->idx[i] = oi[j];
      }
    mem_free(&w->m, (void *)ok, oc * sizeof *ok);
    mem_free(&w->m, oi, oc * sizeof *oi);
  }
  i = w_slot(w, o);
  w->keys[i] = o;
  w->idx[i] = w->nlist;
  w->list[w->nlist++] = o;
}

/* The bytes of a leaf object: its logical size (a str with room to grow
** is stored without the room). */
static size_t leaf_size(const Obj *o) {
  switch (o->type) {
  case OT_STR: return sizeof(Str) + ((const Str *)o)->len + 1;
  case OT_BYTES: return sizeof(Bytes) + ((const Bytes *)o)->len + 1;
  case OT_COMPLEX: return sizeof(Complex);
  default: return sizeof(BigInt) + ((const BigInt *)o)->n * sizeof(uint32_t);
  }
}

/* A str holding exactly the image's text: written as IK_TEXT. */
static bool is_text(const W *w, const Obj *o) {
  const Str *s = (const Str *)o;
  return o->type == OT_STR && s->len == w->len && memcmp(s->data, w->src, w->len) == 0;
}

static void w_visit(W *w, Value v, int depth);

static void w_visit_obj(W *w, const Obj *o, int depth) {
  uint32_t i;
  if (w->fail || w_seen(w, o)) return;
  if (depth > MAX_DEPTH) { w->fail = true; return; }
  switch (o->type) {
  case OT_STR: case OT_BYTES: case OT_BIGINT: case OT_COMPLEX:
    w->size += 2 + 16 + (is_text(w, o) ? sizeof(Str) : leaf_size(o)) - sizeof(Obj);
    break;
  case OT_TUPLE: {
    const Tuple *t = (const Tuple *)o;
    for (i = 0; i < t->len; i++) w_visit(w, t->items[i], depth + 1);
    w->size += 1 + 8 + t->len * VAL_SIZE;
    break;
  }
  case OT_CODE: {
    const Code *c = (const Code *)o;
    for (i = 0; i < c->nk; i++) w_visit(w, c->k[i], depth + 1);
    w_visit(w, c->name, depth + 1);
    w_visit(w, c->qualname, depth + 1);
    w_visit(w, c->varnames, depth + 1);
    w_visit(w, c->filename, depth + 1);
    w_visit(w, c->source, depth + 1);
    w->size += 1 + sizeof(CodeFix) + c->ncode * (sizeof(Instr) + sizeof(CodePos)) +
               c->nhandlers * sizeof(Handler) + c->ncellparams * sizeof(uint16_t) +
               (c->nk + 5) * VAL_SIZE;
    break;
  }
  default:
    w->fail = true;     /* a constant kind images do not carry */
    return;
  }
  if (!w->fail && !w_seen(w, o)) w_add(w, o);
}

static void w_visit(W *w, Value v, int depth) {
  if (v.tag == V_OBJ) w_visit_obj(w, v.u.o, depth);
  else if (v.tag == V_TOOL) w->fail = true;   /* per VM: never a constant */
}

static unsigned char *put(unsigned char *p, const void *s, size_t n) {
  if (n) memcpy(p, s, n);
  return p + n;
}

static unsigned char *put_val(const W *w, unsigned char *p, Value v) {
  uint32_t tag = v.tag;
  uint64_t x;
  if (v.tag == V_OBJ) x = w_index(w, v.u.o);
  else memcpy(&x, &v.u, sizeof x);
  p = put(p, &tag, 4);
  return put(p, &x, 8);
}

static unsigned char *put_obj(const W *w, unsigned char *p, const Obj *o) {
  uint32_t i;
  uint64_t n;
  switch (o->type) {
  case OT_STR: case OT_BYTES: case OT_BIGINT: case OT_COMPLEX: {
    bool text = is_text(w, o);
    *p++ = text ? IK_TEXT : IK_LEAF;
    *p++ = o->type;
    n = obj_size((Obj *)o);
    p = put(p, &n, 8);
    n = leaf_size(o);
    p = put(p, &n, 8);
    return put(p, (const char *)o + sizeof(Obj), (text ? sizeof(Str) : (size_t)n) - sizeof(Obj));
  }
  case OT_TUPLE: {
    const Tuple *t = (const Tuple *)o;
    *p++ = IK_TUPLE;
    n = t->len;
    p = put(p, &n, 8);
    for (i = 0; i < t->len; i++) p = put_val(w, p, t->items[i]);
    return p;
  }
  default: {
    const Code *c = (const Code *)o;
    CodeFix f;
    memset(&f, 0, sizeof f);
    f.ncode = c->ncode; f.nk = c->nk; f.nhandlers = c->nhandlers;
    f.firstline = c->firstline; f.nregs = c->nregs; f.nargs = c->nargs;
    f.nposonly = c->nposonly; f.nkwonly = c->nkwonly; f.flags = c->flags;
    f.ncellparams = c->ncellparams; f.nfree = c->nfree; f.freebase = c->freebase;
    f.check = snap_code_check(c);
    *p++ = IK_CODE;
    p = put(p, &f, sizeof f);
    p = put(p, c->code, c->ncode * sizeof(Instr));
    p = put(p, c->pos, c->ncode * sizeof(CodePos));
    for (i = 0; i < c->nhandlers; i++) {
      Handler h;    /* field by field: the padding bytes are the compiler's */
      memset(&h, 0, sizeof h);
      h.start = c->handlers[i].start;
      h.end = c->handlers[i].end;
      h.target = c->handlers[i].target;
      h.reg = c->handlers[i].reg;
      p = put(p, &h, sizeof h);
    }
    p = put(p, c->cellparams, c->ncellparams * sizeof(uint16_t));
    for (i = 0; i < c->nk; i++) p = put_val(w, p, c->k[i]);
    p = put_val(w, p, c->name);
    p = put_val(w, p, c->qualname);
    p = put_val(w, p, c->varnames);
    p = put_val(w, p, c->filename);
    return put_val(w, p, c->source);
  }
  }
}

/* Plan the image of mod made from (src, len): false when it cannot be
** made (w_done frees the plan either way). */
static bool w_plan(W *w, const Mem *m, const char *src, size_t len, const Code *mod) {
  memset(w, 0, sizeof *w);
  w->m = *m;
  w->src = src;
  w->len = len;
  w->size = 4;
  w_visit_obj(w, &mod->h, 0);
  return !w->fail && w->nlist && w->list[w->nlist - 1] == &mod->h;
}

/* Write the planned image into img (w->size bytes): false if the sizes
** disagree, which cannot happen. */
static bool w_write(const W *w, unsigned char *img) {
  unsigned char *p = put(img, &w->nlist, 4);
  uint32_t i;
  for (i = 0; i < w->nlist; i++) p = put_obj(w, p, w->list[i]);
  return (size_t)(p - img) == w->size;
}

static void w_done(W *w) {
  mem_free(&w->m, (void *)w->list, w->caplist * sizeof *w->list);
  mem_free(&w->m, (void *)w->keys, w->capmap * sizeof *w->keys);
  mem_free(&w->m, w->idx, w->capmap * sizeof *w->idx);
}

void codeimg_keep(AstCache *c, const char *fname, const char *src, size_t len,
                  const Code *mod) {
  W w;
  Mem m;
  void *entry;
  unsigned char *img;
  astcache_mem(c, &m);
  if (w_plan(&w, &m, src, len, mod) &&
      (img = astcache_code_begin(c, fname, src, len, w.size, &entry)) != NULL) {
    if (w_write(&w, img)) astcache_code_publish(c, entry);
    else astcache_code_drop(c, entry);      /* NEVER */
  }
  w_done(&w);
}

unsigned char *codeimg_make(Mem *m, const char *src, size_t len, const Code *mod, size_t *n) {
  W w;
  unsigned char *img = NULL;
  if (w_plan(&w, m, src, len, mod) && (img = mem_alloc(m, w.size)) != NULL &&
      !w_write(&w, img)) {
    mem_free(m, img, w.size);     /* NEVER */
    img = NULL;
  }
  *n = w.size;
  w_done(&w);
  return img;
}

/* ------------------------------------------------------------- loader */

typedef struct L {
  VM *vm;
  const char *src;    /* the text the image was made from (IK_TEXT) */
  size_t len;
  const unsigned char *p, *end;
  Obj **objs;
  uint32_t nobj;    /* records built so far */
} L;

static void get(L *l, void *d, size_t n) {
  if (n) memcpy(d, l->p, n);
  l->p += n;
}

static Value get_val(L *l) {
  Value v;
  uint32_t tag;
  uint64_t x;
  get(l, &tag, 4);
  get(l, &x, 8);
  v.tag = tag;
  if (tag == V_OBJ) v.u.o = l->objs[x];
  else memcpy(&v.u, &x, sizeof x);
  return v;
}

/* A block of n bytes from the image in VM memory: NULL for none, *bad set
** when the VM's allocator refuses. */
static void *get_block(L *l, size_t n, bool *bad) {
  void *b;
  if (n == 0) return NULL;
  b = mem_alloc(&l->vm->mem, n);
  if (b == NULL) { *bad = true; l->p += n; return NULL; }
  get(l, b, n);
  return b;
}

static Obj *load_code(L *l) {
  VM *vm = l->vm;
  Code *c = code_new(vm);
  CodeFix f;
  bool bad = false;
  uint32_t i;
  Instr *ins;
  CodePos *pos;
  if (c == NULL) return NULL;
  get(l, &f, sizeof f);
  /* counts are set with their arrays, so a code left half built by a
  ** failure frees exactly what it holds */
  ins = get_block(l, f.ncode * sizeof(Instr), &bad);
  pos = get_block(l, f.ncode * sizeof(CodePos), &bad);
  if (bad) {
    mem_free(&vm->mem, ins, ins ? f.ncode * sizeof(Instr) : 0);
    mem_free(&vm->mem, pos, pos ? f.ncode * sizeof(CodePos) : 0);
    vm_nomem(vm);
    return NULL;
  }
  c->code = ins;
  c->pos = pos;
  c->ncode = f.ncode;
  c->handlers = get_block(l, f.nhandlers * sizeof(Handler), &bad);
  if (bad) { vm_nomem(vm); return NULL; }
  c->nhandlers = f.nhandlers;
  c->cellparams = get_block(l, f.ncellparams * sizeof(uint16_t), &bad);
  if (bad) { vm_nomem(vm); return NULL; }
  c->ncellparams = f.ncellparams;
  if (f.nk) {
    c->k = mem_alloc(&vm->mem, f.nk * sizeof(Value));
    if (c->k == NULL) { vm_nomem(vm); return NULL; }
    for (i = 0; i < f.nk; i++) c->k[i] = get_val(l);
    c->nk = f.nk;
  }
  c->name = get_val(l);
  c->qualname = get_val(l);
  c->varnames = get_val(l);
  c->filename = get_val(l);
  c->source = get_val(l);
  c->firstline = f.firstline;
  c->nregs = f.nregs; c->nargs = f.nargs; c->nposonly = f.nposonly;
  c->nkwonly = f.nkwonly; c->flags = f.flags; c->nfree = f.nfree;
  c->freebase = f.freebase;
  c->check = f.check;
  c->checkflags = f.flags;
  return &c->h;
}

static Obj *load_obj(L *l) {
  uint64_t n, i;
  unsigned kind = *l->p++;
  if (kind == IK_LEAF || kind == IK_TEXT) {
    unsigned type = *l->p++;
    uint64_t alloc;
    Obj *o;
    get(l, &alloc, 8);
    get(l, &n, 8);
    o = obj_new(l->vm, (int)type, (size_t)alloc);
    if (o == NULL) return NULL;
    if (kind == IK_LEAF) {
      get(l, (char *)o + sizeof(Obj), (size_t)n - sizeof(Obj));
    } else {
      Str *s = (Str *)o;
      get(l, (char *)o + sizeof(Obj), sizeof(Str) - sizeof(Obj));
      memcpy(s->data, l->src, l->len);   /* s->len == l->len: the writer's test */
      s->data[l->len] = 0;
    }
    return o;
  }
  if (kind == IK_TUPLE) {
    Tuple *t;
    get(l, &n, 8);
    t = tuple_new(l->vm, (size_t)n);
    if (t == NULL) return NULL;
    for (i = 0; i < n; i++) t->items[i] = get_val(l);
    return &t->h;
  }
  return load_code(l);
}

int codeimg_load(VM *vm, const void *img, size_t n, const char *src, size_t len,
                 Code **out) {
  L l;
  uint32_t nobj;
  int r = 0;
  l.vm = vm;
  l.src = src;
  l.len = len;
  l.p = img;
  l.end = l.p + n;
  l.nobj = 0;
  get(&l, &nobj, 4);
  *out = NULL;
  l.objs = mem_alloc(&vm->mem, nobj * sizeof *l.objs);
  if (l.objs == NULL) return vm_nomem(vm);
  /* the collector runs only at the interpreter's safe points, so the
  ** objects built so far need no rooting */
  for (; l.nobj < nobj; l.nobj++) {
    l.objs[l.nobj] = load_obj(&l);
    if (l.objs[l.nobj] == NULL) { r = -1; break; }
  }
  if (r == 0) *out = (Code *)l.objs[nobj - 1];
  mem_free(&vm->mem, l.objs, nobj * sizeof *l.objs);
  if (r == 0 && (l.p != l.end || (*out)->h.type != OT_CODE)) {   /* NEVER */
    *out = NULL;
    return vm_raise(vm, T_SystemError, "internal error: a cached code image is damaged");
  }
  return r;
}
