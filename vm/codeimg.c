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
** Lazy bodies: a function's code loaded from the build's image (never a
** cache's: the host may free the cache, and its entries are evicted) keeps
** its body (instructions, positions) in the image until it first runs:
** the interpreter calls codeimg_ensure before it pushes a frame of a code
** whose `lazy` is set, and so does whatever reads the body of a code that
** may not have run (the snapshot writer's hashes, the restore of frames,
** the disassembler).  Everything else of the code (constants, names,
** counts, handlers, the check a snapshot compares) is loaded at once, so
** a code is the same object before and after, to the program and to
** snapshots (which name codes by their place in the tree, never by
** address).  The decode allocates through vm->mem like the load.
**
** Memory: the loaded objects are the VM's, allocated through vm->mem like
** a compile's (exact accounting); the image and the writer's scratch are
** the cache's.  Nothing here is global; an image is never changed after
** it is published (astcache.c), so any number of VMs on any threads read
** it at once.
**
** Layout (native byte order for the raw fields: an image never leaves the
** process, or the build, that made it).  VAR is an unsigned LEB128 number
** (7 bits a byte, low first), ZIG a signed one folded to VAR (0, -1, 1,
** -2 ... as 0, 1, 2, 3 ...), U16 a u16 plus one as VAR (so 0xFFFF, NO_REG
** and POS_NOCOL, is one byte):
**   VAR nobj, then nobj records, record i being object i:
**     leaf     u8 head: the kind (IK_STR, IK_TEXT, IK_BYTES, IK_BIG,
**              IK_COMPLEX) | LF_ROOM | LF_HASH; with LF_ROOM, VAR room
**              (the allocation's bytes past the value: a str's room to
**              grow, a big int's limb to spare); with LF_HASH, u64 hash
**              (none: 0, not computed yet); then
**                IK_STR     VAR len, VAR len - nchars, the len bytes
**                IK_TEXT    VAR len, VAR len - nchars: a str whose text is
**                           the one the image was made from (the code's
**                           source, for tracebacks), which the loader is
**                           given (the cache's key, the library's source),
**                           so no image holds its text twice
**                IK_BYTES   VAR len, the len bytes
**                IK_BIG     VAR neg, VAR n, u32 limbs[n]
**                IK_COMPLEX f64 re, f64 im
**     tuple    u8 IK_TUPLE, VAR len, len x VAL
**     code     u8 IK_CODE, VAR nk, nhandlers, ZIG firstline,
**              u32 check, VAR nregs, nargs, nposonly, nkwonly, flags,
**              ncellparams, nfree, freebase, VAR the body's bytes; the
**              body: VAR ncode, Instr[ncode] as they are (8 bytes, no
**              padding: copied whole, as the loader's time goes mostly to
**              what it decodes), ncode x POS;
**              nhandlers x (VAR start, end, target, U16 reg);
**              ncellparams x VAR;  VAL k[nk], VAL name, qualname, varnames,
**              filename, source
**   VAL: in record i, an object d = 1..240 records below: the one byte
**   VH_NEAR + d - 1; else u8 tag, then V_OBJ: VAR d, V_INT: ZIG, V_FLOAT:
**   f64, any other: VAR of the payload's 64 bits.
**   POS: each position against the one before (all zero before the
**   first): u8 PH_SAME for the same one again; u8 PH_SHORT | kind, i8 line
**   - line before, u8 col + 1, u8 end_col + 1 for a one-line position with
**   no a, b and columns below 255 (or none); else u8 head (kind | PH_DLINE
**   | PH_AB), ZIG line - line before, VAR dline if PH_DLINE, U16 col,
**   end_col, and U16 a, b if PH_AB (else both 0).
**   The last record is the module code.  A code the format cannot hold
**   (a position kind past PH_KIND, a spare byte set) gets no image.
*/
#include <stddef.h>
#include <string.h>
#include "codeimg.h"
#include "snapshot.h"

enum { IK_STR = 1, IK_TEXT, IK_BYTES, IK_BIG, IK_COMPLEX, IK_TUPLE, IK_CODE };
enum { LF_HASH = 0x40, LF_ROOM = 0x80 };                        /* leaf head */
enum { PH_KIND = 0x0F, PH_DLINE = 0x10, PH_AB = 0x20, PH_SHORT = 0x40, PH_SAME = 0x80 };
enum { VH_NEAR = 0x10 };   /* VAL: a head from here is an object 1.. below */
#define MAX_DEPTH 1000   /* deeper code trees are simply not kept */

_Static_assert(sizeof(Instr) == 8, "Instr has no padding: images copy it whole");

/* A Code's fields other than its arrays and Values, as the loader reads
** them.  Every field of Code is either here, an array written after them,
** a Value, or a per-VM cache (gcache, acache: NULL in a loaded code as in
** a compiled one). */
typedef struct CodeFix {
  uint32_t nk, nhandlers;
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
  size_t size;          /* the image's bytes (w_plan) */
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
    break;
  case OT_TUPLE: {
    const Tuple *t = (const Tuple *)o;
    for (i = 0; i < t->len; i++) w_visit(w, t->items[i], depth + 1);
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

/* Where the writer puts bytes: p NULL only counts them (the plan's size
** pass), p set writes them; bad: a value the format cannot hold. */
typedef struct Out {
  unsigned char *p;
  size_t n;
  bool bad;
} Out;

static void o_bytes(Out *o, const void *s, size_t n) {
  if (o->p && n) memcpy(o->p + o->n, s, n);
  o->n += n;
}

static void o_byte(Out *o, unsigned b) {
  if (o->p) o->p[o->n] = (unsigned char)b;
  o->n++;
}

static void o_var(Out *o, uint64_t x) {
  for (; x >= 0x80; x >>= 7) o_byte(o, (unsigned)(x & 0x7F) | 0x80);
  o_byte(o, (unsigned)x);
}

static void o_zig(Out *o, int64_t x) {
  o_var(o, x < 0 ? ~((uint64_t)x << 1) : (uint64_t)x << 1);
}

/* a u16 where 0xFFFF (NO_REG, POS_NOCOL) is common: shifted to 0 */
static void o_u16(Out *o, uint16_t x) { o_var(o, (uint16_t)(x + 1)); }

/* v, in record self: a tag byte, then by tag the payload's own form */
static void put_val(const W *w, Out *o, Value v, uint32_t self) {
  uint64_t x;
  if (v.tag == V_OBJ && self - w_index(w, v.u.o) <= 0x100 - VH_NEAR) {
    o_byte(o, VH_NEAR + (self - w_index(w, v.u.o) - 1));
    return;
  }
  o_byte(o, v.tag);
  if (v.tag == V_OBJ) { o_var(o, self - w_index(w, v.u.o)); return; }
  if (v.tag == V_FLOAT) { o_bytes(o, &v.u.f, 8); return; }
  if (v.tag == V_INT) { o_zig(o, v.u.i); return; }
  memcpy(&x, &v.u, sizeof x);
  o_var(o, x);
}

static void put_leaf(const W *w, Out *o, const Obj *o2) {
  bool text = is_text(w, o2);
  size_t room = obj_size((Obj *)o2) - leaf_size(o2);
  uint64_t hash = 0;
  unsigned kind;
  switch (o2->type) {
  case OT_STR: kind = text ? IK_TEXT : IK_STR; hash = ((const Str *)o2)->hash; break;
  case OT_BYTES: kind = IK_BYTES; hash = ((const Bytes *)o2)->hash; break;
  case OT_BIGINT: kind = IK_BIG; break;
  default: kind = IK_COMPLEX; break;
  }
  o_byte(o, kind | (hash ? LF_HASH : 0) | (room ? LF_ROOM : 0));
  if (room) o_var(o, room);
  if (hash) o_bytes(o, &hash, 8);
  switch (o2->type) {
  case OT_STR: {
    const Str *s = (const Str *)o2;
    o_var(o, s->len);
    o_var(o, s->len - s->nchars);
    if (!text) o_bytes(o, s->data, s->len);
    return;
  }
  case OT_BYTES: {
    const Bytes *b = (const Bytes *)o2;
    o_var(o, b->len);
    o_bytes(o, b->data, b->len);
    return;
  }
  case OT_BIGINT: {
    const BigInt *b = (const BigInt *)o2;
    o_var(o, (uint32_t)b->neg);
    o_var(o, b->n);
    o_bytes(o, b->d, b->n * sizeof(uint32_t));
    return;
  }
  default:
    o_bytes(o, &((const Complex *)o2)->re, 8);
    o_bytes(o, &((const Complex *)o2)->im, 8);
    return;
  }
}

/* The positions, each after the one before: a head byte (kind, and which
** parts follow), the line as a difference, the rest as small numbers. */
static void put_pos(Out *o, const CodePos *pos, uint32_t n) {
  CodePos prev;
  uint32_t i;
  memset(&prev, 0, sizeof prev);
  for (i = 0; i < n; i++) {
    const CodePos *q = &pos[i];
    unsigned head = q->kind;
    if (q->kind > PH_KIND || q->spare) { o->bad = true; return; }
    int64_t dl = (int64_t)q->line - prev.line;
    if (memcmp(q, &prev, sizeof prev) == 0) { o_byte(o, PH_SAME); continue; }
    if (!q->dline && !q->a && !q->b && dl >= -128 && dl < 128 &&
        (uint16_t)(q->col + 1) < 0x100 && (uint16_t)(q->end_col + 1) < 0x100) {
      o_byte(o, PH_SHORT | q->kind);
      o_byte(o, (uint8_t)(int8_t)dl);
      o_byte(o, (uint16_t)(q->col + 1));
      o_byte(o, (uint16_t)(q->end_col + 1));
      prev = *q;
      continue;
    }
    if (q->dline) head |= PH_DLINE;
    if (q->a || q->b) head |= PH_AB;
    o_byte(o, head);
    o_zig(o, dl);
    if (q->dline) o_var(o, q->dline);
    o_u16(o, q->col);
    o_u16(o, q->end_col);
    if (q->a || q->b) { o_u16(o, q->a); o_u16(o, q->b); }
    prev = *q;
  }
}

/* A code's instructions and positions: the part a function loaded from
** the library's image decodes at its first run (codeimg_ensure). */
static void put_body(Out *o, const Code *c) {
  o_var(o, c->ncode);
  o_bytes(o, c->code, c->ncode * sizeof(Instr));   /* no padding */
  put_pos(o, c->pos, c->ncode);
}

static void put_code(const W *w, Out *o, const Code *c, uint32_t self) {
  uint32_t i, check = snap_code_check(c);
  Out body = {NULL, 0, false};
  put_body(&body, c);             /* counts its bytes */
  if (body.bad) o->bad = true;
  o_byte(o, IK_CODE);
  o_var(o, c->nk); o_var(o, c->nhandlers);
  o_zig(o, c->firstline);
  o_bytes(o, &check, 4);
  o_var(o, c->nregs); o_var(o, c->nargs); o_var(o, c->nposonly); o_var(o, c->nkwonly);
  o_var(o, c->flags); o_var(o, c->ncellparams); o_var(o, c->nfree); o_var(o, c->freebase);
  o_var(o, body.n);
  put_body(o, c);
  for (i = 0; i < c->nhandlers; i++) {
    const Handler *h = &c->handlers[i];
    o_var(o, h->start); o_var(o, h->end); o_var(o, h->target); o_u16(o, h->reg);
  }
  for (i = 0; i < c->ncellparams; i++) o_var(o, c->cellparams[i]);
  for (i = 0; i < c->nk; i++) put_val(w, o, c->k[i], self);
  put_val(w, o, c->name, self);
  put_val(w, o, c->qualname, self);
  put_val(w, o, c->varnames, self);
  put_val(w, o, c->filename, self);
  put_val(w, o, c->source, self);
}

static void put_obj(const W *w, Out *o, const Obj *obj, uint32_t self) {
  uint32_t i;
  switch (obj->type) {
  case OT_STR: case OT_BYTES: case OT_BIGINT: case OT_COMPLEX:
    put_leaf(w, o, obj);
    return;
  case OT_TUPLE: {
    const Tuple *t = (const Tuple *)obj;
    o_byte(o, IK_TUPLE);
    o_var(o, t->len);
    for (i = 0; i < t->len; i++) put_val(w, o, t->items[i], self);
    return;
  }
  default:
    put_code(w, o, (const Code *)obj, self);
  }
}

/* Write the planned image into img, or only count its bytes (img NULL):
** its size, or 0 when a value does not fit the format. */
static size_t w_write(const W *w, unsigned char *img) {
  Out o;
  uint32_t i;
  o.p = img;
  o.n = 0;
  o.bad = false;
  o_var(&o, w->nlist);
  for (i = 0; i < w->nlist && !o.bad; i++) put_obj(w, &o, w->list[i], i);
  return o.bad ? 0 : o.n;
}

/* Plan the image of mod made from (src, len): false when it cannot be
** made (w_done frees the plan either way). */
static bool w_plan(W *w, const Mem *m, const char *src, size_t len, const Code *mod) {
  memset(w, 0, sizeof *w);
  w->m = *m;
  w->src = src;
  w->len = len;
  w_visit_obj(w, &mod->h, 0);
  if (w->fail || !w->nlist || w->list[w->nlist - 1] != &mod->h) return false;
  w->size = w_write(w, NULL);
  return w->size != 0;
}

static void w_done(W *w) {
  mem_free(&w->m, (void *)w->list, w->caplist * sizeof *w->list);
  mem_free(&w->m, (void *)w->keys, w->capmap * sizeof *w->keys);
  mem_free(&w->m, w->idx, w->capmap * sizeof *w->idx);
}

void codeimg_keep(AcGen *g, const char *fname, const char *src, size_t len,
                  const Code *mod) {
  W w;
  Mem m;
  void *entry;
  unsigned char *img;
  astcache_mem(g, &m);
  if (w_plan(&w, &m, src, len, mod) &&
      (img = astcache_code_begin(g, fname, src, len, w.size, &entry)) != NULL) {
    if (w_write(&w, img) == w.size) astcache_code_publish(g, entry);
    else astcache_code_drop(g, entry);      /* NEVER */
  }
  w_done(&w);
}

unsigned char *codeimg_make(Mem *m, const char *src, size_t len, const Code *mod, size_t *n) {
  W w;
  unsigned char *img = NULL;
  if (w_plan(&w, m, src, len, mod) && (img = mem_alloc(m, w.size)) != NULL &&
      w_write(&w, img) != w.size) {
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
  bool lazy;          /* the image is the build's (lives as long as the
                         process): functions may keep their bodies there */
  Obj **objs;
  uint32_t nobj;    /* records built so far */
} L;

static void get(L *l, void *d, size_t n) {
  if (n) memcpy(d, l->p, n);
  l->p += n;
}

/* The readers take and return the image pointer in a local: a byte
** stored into the code being built may alias anything, so a pointer kept
** in L would be reloaded after every one. */
static uint64_t var_rest(const unsigned char **pp, uint64_t x) {
  const unsigned char *p = *pp;
  unsigned s = 7;
  x &= 0x7F;
  do { x |= (uint64_t)(*p & 0x7F) << s; s += 7; } while (*p++ & 0x80);
  *pp = p;
  return x;
}

static inline uint64_t rd_var(const unsigned char **pp) {
  uint64_t x = *(*pp)++;
  return x < 0x80 ? x : var_rest(pp, x);
}

static inline int64_t unzig(uint64_t x) {
  return (x & 1) ? (int64_t)~(x >> 1) : (int64_t)(x >> 1);
}

static inline uint16_t rd_u16(const unsigned char **pp) { return (uint16_t)(rd_var(pp) - 1); }

static inline uint64_t g_var(L *l) { return rd_var(&l->p); }
static inline int64_t g_zig(L *l) { return unzig(rd_var(&l->p)); }

static inline const unsigned char *rd_val(const unsigned char *p, Obj *const *objs,
                                          uint32_t self, Value *out) {
  Value v;
  unsigned head = *p++;
  uint64_t x;
  if (head >= VH_NEAR) {
    v.tag = V_OBJ;
    v.u.o = objs[self - 1 - (head - VH_NEAR)];
  } else {
    v.tag = head;
    if (head == V_FLOAT) {
      memcpy(&v.u.f, p, 8);
      p += 8;
    } else {
      x = rd_var(&p);
      if (head == V_OBJ) v.u.o = objs[self - x];
      else if (head == V_INT) v.u.i = unzig(x);
      else memcpy(&v.u, &x, sizeof x);
    }
  }
  *out = v;
  return p;
}

static Value get_val(L *l) {
  Value v;
  l->p = rd_val(l->p, l->objs, l->nobj, &v);
  return v;
}

/* n values into vs */
static void get_vals(L *l, Value *vs, uint64_t n) {
  const unsigned char *p = l->p;
  uint64_t i;
  for (i = 0; i < n; i++) p = rd_val(p, l->objs, l->nobj, &vs[i]);
  l->p = p;
}

static const unsigned char *get_pos(const unsigned char *p, CodePos *pos, uint32_t n) {
  CodePos prev;
  uint32_t i;
  memset(&prev, 0, sizeof prev);
  for (i = 0; i < n; i++) {
    unsigned head = *p++;
    if (head & PH_SHORT) {
      prev.kind = (uint8_t)(head & PH_KIND);
      prev.line += (int8_t)p[0];
      prev.col = (uint16_t)(p[1] - 1);
      prev.end_col = (uint16_t)(p[2] - 1);
      prev.dline = prev.a = prev.b = 0;
      p += 3;
    } else if (head != PH_SAME) {
      prev.kind = (uint8_t)(head & PH_KIND);
      prev.line = (int32_t)(prev.line + unzig(rd_var(&p)));
      prev.dline = (head & PH_DLINE) ? (uint16_t)rd_var(&p) : 0;
      prev.col = rd_u16(&p);
      prev.end_col = rd_u16(&p);
      if (head & PH_AB) { prev.a = rd_u16(&p); prev.b = rd_u16(&p); }
      else prev.a = prev.b = 0;
    }
    pos[i] = prev;
  }
  return p;
}

/* Decode a code's body (put_body) at p into c.  0, or -1 with
** MemoryError set (c keeps no body then). */
static int load_body(VM *vm, Code *c, const unsigned char *p) {
  uint32_t ncode = (uint32_t)rd_var(&p);
  Instr *ins = ncode ? mem_alloc(&vm->mem, ncode * sizeof(Instr)) : NULL;
  CodePos *pos = ncode ? mem_alloc(&vm->mem, ncode * sizeof(CodePos)) : NULL;
  if (ncode && (ins == NULL || pos == NULL)) {
    mem_free(&vm->mem, ins, ins ? ncode * sizeof(Instr) : 0);
    mem_free(&vm->mem, pos, pos ? ncode * sizeof(CodePos) : 0);
    return vm_nomem(vm);
  }
  if (ncode) memcpy(ins, p, ncode * sizeof(Instr));
  get_pos(p + ncode * sizeof(Instr), pos, ncode);
  c->code = ins;
  c->pos = pos;
  c->ncode = ncode;
  c->lazy = NULL;
  return 0;
}

int codeimg_ensure(VM *vm, Code *c) {
  return c->lazy ? load_body(vm, c, c->lazy) : 0;
}

static Obj *load_code(L *l) {
  VM *vm = l->vm;
  Code *c = code_new(vm);
  CodeFix f;
  uint32_t i;
  uint64_t nbody;
  if (c == NULL) return NULL;
  f.nk = (uint32_t)g_var(l); f.nhandlers = (uint32_t)g_var(l);
  f.firstline = (int32_t)g_zig(l);
  get(l, &f.check, 4);
  f.nregs = (uint16_t)g_var(l); f.nargs = (uint16_t)g_var(l);
  f.nposonly = (uint16_t)g_var(l); f.nkwonly = (uint16_t)g_var(l);
  f.flags = (uint16_t)g_var(l); f.ncellparams = (uint16_t)g_var(l);
  f.nfree = (uint16_t)g_var(l); f.freebase = (uint16_t)g_var(l);
  /* counts are set with their arrays, so a code left half built by a
  ** failure frees exactly what it holds.  A function of the library's
  ** image keeps its body there until its first run: most of the
  ** functions an import defines are never called. */
  nbody = g_var(l);
  if (l->lazy && !(f.flags & CODE_MODULE)) c->lazy = l->p;
  else if (load_body(vm, c, l->p)) return NULL;
  l->p += nbody;
  if (f.nhandlers) {
    c->handlers = mem_alloc(&vm->mem, f.nhandlers * sizeof(Handler));
    if (c->handlers == NULL) { vm_nomem(vm); return NULL; }
    memset(c->handlers, 0, f.nhandlers * sizeof(Handler));
    for (i = 0; i < f.nhandlers; i++) {
      Handler *h = &c->handlers[i];
      h->start = (uint32_t)g_var(l);
      h->end = (uint32_t)g_var(l);
      h->target = (uint32_t)g_var(l);
      h->reg = rd_u16(&l->p);
    }
    c->nhandlers = f.nhandlers;
  }
  if (f.ncellparams) {
    c->cellparams = mem_alloc(&vm->mem, f.ncellparams * sizeof(uint16_t));
    if (c->cellparams == NULL) { vm_nomem(vm); return NULL; }
    for (i = 0; i < f.ncellparams; i++) c->cellparams[i] = (uint16_t)g_var(l);
    c->ncellparams = f.ncellparams;
  }
  if (f.nk) {
    c->k = mem_alloc(&vm->mem, f.nk * sizeof(Value));
    if (c->k == NULL) { vm_nomem(vm); return NULL; }
    get_vals(l, c->k, f.nk);
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

static const unsigned char leaf_type[] = {
  [IK_STR] = OT_STR, [IK_TEXT] = OT_STR, [IK_BYTES] = OT_BYTES,
  [IK_BIG] = OT_BIGINT, [IK_COMPLEX] = OT_COMPLEX,
};

static Obj *load_leaf(L *l, unsigned head) {
  unsigned kind = head & ~(unsigned)(LF_HASH | LF_ROOM);
  uint64_t room = (head & LF_ROOM) ? g_var(l) : 0, hash = 0;
  size_t n, size;
  Obj *o;
  if (head & LF_HASH) get(l, &hash, 8);
  if (kind == IK_COMPLEX) {
    o = obj_new(l->vm, OT_COMPLEX, sizeof(Complex) + (size_t)room);
    if (o != NULL) get(l, (char *)o + sizeof(Obj), 16);
    else l->p += 16;
    return o;
  }
  n = (size_t)g_var(l);
  if (kind == IK_BIG) {
    uint32_t neg = (uint32_t)n;
    BigInt *b;
    n = (size_t)g_var(l);
    b = obj_new(l->vm, OT_BIGINT, sizeof(BigInt) + n * sizeof(uint32_t) + (size_t)room);
    if (b == NULL) return NULL;
    b->neg = (int32_t)neg;
    b->n = (uint32_t)n;
    get(l, b->d, n * sizeof(uint32_t));
    return &b->h;
  }
  size = (kind == IK_BYTES ? sizeof(Bytes) : sizeof(Str)) + n + 1 + (size_t)room;
  o = obj_new(l->vm, leaf_type[kind], size);
  if (o == NULL) return NULL;
  if (kind == IK_BYTES) {
    Bytes *b = (Bytes *)o;
    b->hash = hash;
    b->len = n;
    get(l, b->data, n);
    b->data[n] = 0;
  } else {
    Str *s = (Str *)o;
    s->hash = hash;
    s->len = n;
    s->nchars = n - (size_t)g_var(l);
    if (kind == IK_STR) get(l, s->data, n);
    else memcpy(s->data, l->src, n);   /* n == l->len: the writer's test */
    s->data[n] = 0;
  }
  return o;
}

static Obj *load_obj(L *l) {
  uint64_t n;
  unsigned head = *l->p++;
  if (head == IK_TUPLE) {
    Tuple *t;
    n = g_var(l);
    t = tuple_new(l->vm, (size_t)n);
    if (t == NULL) return NULL;
    get_vals(l, t->items, n);
    return &t->h;
  }
  if (head == IK_CODE) return load_code(l);
  return load_leaf(l, head);
}

int codeimg_load(VM *vm, const void *img, size_t n, const char *src, size_t len,
                 bool lazy, Code **out) {
  L l;
  uint32_t nobj;
  int r = 0;
  l.vm = vm;
  l.lazy = lazy;
  l.src = src;
  l.len = len;
  l.p = img;
  l.end = l.p + n;
  l.nobj = 0;
  nobj = (uint32_t)g_var(&l);
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
