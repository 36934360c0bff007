/*
** zlib.c - DEFLATE (RFC 1951) both ways, in C, under zlib.py.
**
** zlib.py keeps the formats around the raw stream (the zlib and gzip
** headers and trailers, checksums, the Compress/Decompress objects) and
** CPython's argument checks and messages; the two natives here do the bit
** work and hold no state between calls (what a stream needs to go on is
** handed back as bytes), so the objects above them are plain Python data
** for snapshots.
**
**   _inflate(data, start, window, limit[, state]) decodes the raw stream
**   that begins at byte `start` of data, with `window` (a preset
**   dictionary, or b'') as output already made that distances may reach
**   into; a bytearray window gets the output appended in place (and is
**   trimmed to its last 32 KB once it passes 64 KB).  `state` (from an
**   earlier answer; None: a stream's start) resumes a stream mid-block.  It
**   answers (output, end, status, message, state): status 0 the final
**   block ended (`end` is the byte after it), 1 the input ended first
**   (resume at `end` with the state answered), 2 the output passed `limit`
**   bytes (-1: no limit): as zlib, it goes on through what makes no output
**   (a block's end, the next header) and reads the next symbol that does,
**   whose output comes too (the caller holds what passes the limit);
**   `end` and the state resume after it; 3 the data is invalid (`message`
**   is zlib's text for it: the checks are zlib's, in its order, so hostile
**   input gets the error CPython reports).
**
**   _deflate(data, level, strategy, window, mode, carry, ncarry, maxdist)
**   encodes
**   data as blocks after `ncarry` pending bits `carry`, matching against
**   `window` (earlier input, at most 32 KB) too, no farther back than
**   maxdist (the window size the stream's header declares).  mode 0 leaves the last
**   bits pending (answered as (bytes, carry, ncarry)); 2 ends with an empty
**   stored block (a sync flush: byte aligned); 4 marks the last block final
**   and pads the last byte.  Its blocks are its own (hash chains with lazy
**   matching, per-block choice of stored, fixed or dynamic codes): valid
**   DEFLATE that any inflater reads, not zlib's exact bytes.
**
** Limits: both charge the step budget as they go (per output byte, per
** match candidate tried, per block) and grow their output through vm->mem,
** so a decompression bomb ends at the memory limit and a long run at the
** step limit or the deadline.
*/
#include <stdint.h>
#include <string.h>
#include "lib.h"
#include "../bytes.h"
#include "../limits.h"

#define WSIZE 32768            /* the window DEFLATE distances reach */
#define WORK_CHUNK 65536       /* basic operations between two charges */

/* ---- output bytes through vm->mem ---- */

typedef struct Out {
  VM *vm;
  uint8_t *p;
  size_t len, cap;
} Out;

static int out_room(Out *o, size_t more) {
  size_t want, cap;
  void *np;
  if (o->cap - o->len >= more) return 0;
  want = o->len + more;
  if (want < o->len) return vm_nomem(o->vm);
  cap = o->cap ? o->cap : 256;
  while (cap < want) {
    if (cap > SIZE_MAX / 2) return vm_nomem(o->vm);
    cap *= 2;
  }
  np = mem_realloc(&o->vm->mem, o->p, o->cap, cap);
  if (np == NULL) return vm_nomem(o->vm);
  o->p = np;
  o->cap = cap;
  return 0;
}

static void out_free(Out *o) {
  if (o->p) mem_free(&o->vm->mem, o->p, o->cap);
  o->p = NULL;
  o->cap = o->len = 0;
}

/* a charge of `*work` basic operations once they pass WORK_CHUNK */
static int settle(VM *vm, uint64_t *work, bool all) {
  if (*work < WORK_CHUNK && !all) return 0;
  uint64_t w = *work;
  *work = 0;
  return vm_charge(vm, vm_work(w));
}

/* ---- the tables of RFC 1951, section 3.2.5 ---- */

static const uint16_t len_base[29] = {
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
  35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t len_extra[29] = {
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
  1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
/* the order the code length code's lengths are sent in */
static const uint8_t cl_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

static void fixed_lengths(uint8_t *lit, uint8_t *dist) {
  int i;
  for (i = 0; i < 288; i++) lit[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
  for (i = 0; i < 30; i++) dist[i] = 5;
}

/* ================= inflate ================= */

typedef struct BitIn {
  const uint8_t *p;
  size_t n, pos;      /* input, and the next byte to load */
  uint64_t hold;      /* loaded bits not yet used, first bit lowest */
  unsigned have;
} BitIn;

static void bits_load(BitIn *b) {
  while (b->have <= 56 && b->pos < b->n) {
    b->hold |= (uint64_t)b->p[b->pos++] << b->have;
    b->have += 8;
  }
}

static bool bits_need(BitIn *b, unsigned k) {
  if (b->have < k) bits_load(b);
  return b->have >= k;
}

static unsigned bits_take(BitIn *b, unsigned k) {
  unsigned v = (unsigned)(b->hold & ((1u << k) - 1));
  b->hold >>= k;
  b->have -= k;
  return v;
}

/* A canonical Huffman code for decoding: a direct table for codes of up to
** LOOK bits, and the counts per length with the symbols in code order for
** the longer ones. */
#define LOOK 10
typedef struct Huff {
  uint16_t look[1 << LOOK];   /* symbol | length << 9; 0: a longer code or none */
  uint16_t count[16];
  uint16_t order[288];
  int max;                    /* longest length; 0: no code at all */
} Huff;

/* Build h from lens[0..n).  zlib accepts an incomplete code only when it
** is a single one-bit code, and never for the code length code (CHECK_CL);
** over-subscribed sets never; the fixed codes are taken as they are
** (CHECK_NONE: the distance code is incomplete).  -1 when refused. */
enum { CHECK_NONE, CHECK_CODE, CHECK_CL };
static int huff_build(Huff *h, const uint8_t *lens, int n, int check) {
  uint16_t next[16];
  int s, len, left = 1;
  unsigned code;
  memset(h->count, 0, sizeof h->count);
  h->max = 0;
  for (s = 0; s < n; s++) {
    h->count[lens[s]]++;
    if (lens[s] > h->max) h->max = lens[s];
  }
  h->count[0] = 0;
  if (h->max == 0) return 0;
  for (len = 1; len < 16 && check != CHECK_NONE; len++) {
    left = left * 2 - h->count[len];
    if (left < 0) return -1;
  }
  if (check != CHECK_NONE && left > 0 && (check == CHECK_CL || h->max != 1)) return -1;
  next[1] = 0;
  for (len = 1; len < 15; len++) next[len + 1] = (uint16_t)(next[len] + h->count[len]);
  for (s = 0; s < n; s++)
    if (lens[s]) h->order[next[lens[s]]++] = (uint16_t)s;
  /* the direct table: each code of `len` <= LOOK bits, bit-reversed (the
  ** stream sends a code's first bit lowest), fills every slot whose low
  ** `len` bits it is */
  memset(h->look, 0, sizeof h->look);
  code = 0;
  s = 0;
  for (len = 1; len <= LOOK && len <= h->max; len++) {
    int k;
    for (k = 0; k < h->count[len]; k++, s++, code++) {
      unsigned rev = 0, c = code, j;
      for (j = 0; j < (unsigned)len; j++, c >>= 1) rev = rev << 1 | (c & 1);
      for (j = rev; j < (1u << LOOK); j += 1u << len)
        h->look[j] = (uint16_t)(h->order[s] | len << 9);
    }
    code <<= 1;
  }
  return 0;
}

enum { SYM_OK, SYM_SHORT, SYM_BAD };

static int huff_decode(BitIn *b, const Huff *h, int *sym) {
  unsigned e, len, code = 0, first = 0, index = 0;
  if (b->have < 15) bits_load(b);
  e = h->look[b->hold & ((1u << LOOK) - 1)];
  if (e) {
    len = e >> 9;
    if (len > b->have) return SYM_SHORT;
    bits_take(b, len);
    *sym = (int)(e & 511);
    return SYM_OK;
  }
  if (h->max == 0) return b->have ? SYM_BAD : SYM_SHORT;
  for (len = 1; len <= (unsigned)h->max; len++) {
    unsigned count = h->count[len];
    if (len > b->have) return SYM_SHORT;
    code |= (unsigned)(b->hold >> (len - 1)) & 1;
    if (code - first < count) {
      bits_take(b, len);
      *sym = h->order[index + code - first];
      return SYM_OK;
    }
    index += count;
    first = (first + count) << 1;
    code <<= 1;
  }
  return SYM_BAD;
}

enum { INF_END, INF_SHORT, INF_FULL, INF_BAD, INF_RAISED };

/* Where a block stands.  Between two calls a stream is kept at a point
** where nothing is half read: before a block's header, inside a stored
** block (`left` bytes to copy), or before a symbol of a block with fixed or
** dynamic codes (the dynamic code's lengths kept to build it again). */
enum { PH_HEAD, PH_STORED, PH_FIXED, PH_DYN };
#define NLENS (286 + 30)

typedef struct Inflater {
  BitIn in;
  Out out;              /* the window given, then the output */
  size_t limit;         /* output stops past this length of out ... */
  bool limited;         /* ... when set */
  uint64_t work;
  const char *msg;
  int phase;
  unsigned last;        /* the current block is the final one */
  unsigned left;        /* PH_STORED: bytes still to copy */
  unsigned nlit, ndist; /* PH_DYN: the code's sizes and lengths */
  uint8_t lens[NLENS];
  /* the last resumable point: its bit position (in.pos * 8 - in.have
  ** then: below start * 8 while in bits a state carried in), phase and
  ** stored count */
  int64_t rbit;
  int rphase;
  unsigned rleft;
  Huff lit, dist;
} Inflater;

static int64_t inf_bitpos(const Inflater *z) { return (int64_t)z->in.pos * 8 - z->in.have; }

static void inf_mark(Inflater *z) {
  z->rbit = inf_bitpos(z);
  z->rphase = z->phase;
  z->rleft = z->left;
}

static int inf_bad(Inflater *z, const char *msg) {
  z->msg = msg;
  return INF_BAD;
}

/* Copy a stored block's bytes: at most up to the limit, as zlib (which
** stops with the block's header read when no output room is left). */
static int inf_stored(Inflater *z) {
  BitIn *b = &z->in;
  while (z->left > 0) {
    size_t chunk;
    if (z->limited && z->out.len >= z->limit) return INF_FULL;
    if (b->have == 0 && b->pos < b->n) {
      /* straight from the input */
      chunk = b->n - b->pos < z->left ? b->n - b->pos : z->left;
      if (z->limited && chunk > z->limit - z->out.len) chunk = z->limit - z->out.len;
      if (out_room(&z->out, chunk)) return INF_RAISED;
      memcpy(z->out.p + z->out.len, b->p + b->pos, chunk);
      b->pos += chunk;
    } else {
      if (!bits_need(b, 8)) return INF_SHORT;
      if (out_room(&z->out, 1)) return INF_RAISED;
      z->out.p[z->out.len] = (uint8_t)bits_take(b, 8);
      chunk = 1;
    }
    z->out.len += chunk;
    z->left -= (unsigned)chunk;
    z->work += chunk;
    inf_mark(z);
    if (settle(z->out.vm, &z->work, false)) return INF_RAISED;
  }
  return INF_END;
}

/* the code lengths of a dynamic block, then its two codes */
static int inf_build(Inflater *z) {
  if (z->lens[256] == 0) return inf_bad(z, "invalid code -- missing end-of-block");
  if (huff_build(&z->lit, z->lens, (int)z->nlit, CHECK_CODE))
    return inf_bad(z, "invalid literal/lengths set");
  if (huff_build(&z->dist, z->lens + z->nlit, (int)z->ndist, CHECK_CODE))
    return inf_bad(z, "invalid distances set");
  return INF_END;
}

static int inf_tables(Inflater *z) {
  BitIn *b = &z->in;
  uint8_t cl[19], *lens = z->lens;
  unsigned nlit, ndist, ncl, i = 0, k;
  Huff clh;
  if (!bits_need(b, 14)) return INF_SHORT;
  nlit = bits_take(b, 5) + 257;
  ndist = bits_take(b, 5) + 1;
  ncl = bits_take(b, 4) + 4;
  if (nlit > 286 || ndist > 30) return inf_bad(z, "too many length or distance symbols");
  memset(cl, 0, sizeof cl);
  for (k = 0; k < ncl; k++) {
    if (!bits_need(b, 3)) return INF_SHORT;
    cl[cl_order[k]] = (uint8_t)bits_take(b, 3);
  }
  if (huff_build(&clh, cl, 19, CHECK_CL)) return inf_bad(z, "invalid code lengths set");
  while (i < nlit + ndist) {
    int sym;
    unsigned rep, val;
    if (clh.max == 0) {
      /* zlib reads an empty code length code as zeros of one bit each */
      if (!bits_need(b, 1)) return INF_SHORT;
      bits_take(b, 1);
      sym = 0;
    } else if (huff_decode(b, &clh, &sym) != SYM_OK) {
      return INF_SHORT;   /* a complete code: only the input can end it */
    }
    if (sym < 16) {
      lens[i++] = (uint8_t)sym;
      continue;
    }
    if (sym == 16) {
      if (!bits_need(b, 2)) return INF_SHORT;
      if (i == 0) return inf_bad(z, "invalid bit length repeat");
      val = lens[i - 1];
      rep = 3 + bits_take(b, 2);
    } else if (sym == 17) {
      if (!bits_need(b, 3)) return INF_SHORT;
      val = 0;
      rep = 3 + bits_take(b, 3);
    } else {
      if (!bits_need(b, 7)) return INF_SHORT;
      val = 0;
      rep = 11 + bits_take(b, 7);
    }
    if (i + rep > nlit + ndist) return inf_bad(z, "invalid bit length repeat");
    while (rep--) lens[i++] = (uint8_t)val;
  }
  z->nlit = nlit;
  z->ndist = ndist;
  return inf_build(z);
}

/* The symbols of a block with codes z->lit and z->dist.  Once the output
** has reached the limit, the next symbol that makes output is still read
** and its output made (zlib reads it and keeps it pending; the caller
** holds what passes the limit): the stop comes after it. */
static int inf_codes(Inflater *z) {
  BitIn *b = &z->in;
  for (;;) {
    int sym, r;
    unsigned len, dist;
    inf_mark(z);
    r = huff_decode(b, &z->lit, &sym);
    if (r == SYM_SHORT) return INF_SHORT;
    if (r == SYM_BAD || sym > 285) return inf_bad(z, "invalid literal/length code");
    if (sym < 256) {
      if (out_room(&z->out, 1)) return INF_RAISED;
      z->out.p[z->out.len++] = (uint8_t)sym;
      z->work++;
    } else if (sym == 256) {
      return INF_END;
    } else {
      sym -= 257;
      if (!bits_need(b, len_extra[sym])) return INF_SHORT;
      len = len_base[sym] + bits_take(b, len_extra[sym]);
      r = huff_decode(b, &z->dist, &sym);
      if (r == SYM_SHORT) return INF_SHORT;
      if (r == SYM_BAD || sym > 29) return inf_bad(z, "invalid distance code");
      if (!bits_need(b, dist_extra[sym])) return INF_SHORT;
      dist = dist_base[sym] + bits_take(b, dist_extra[sym]);
      if (dist > z->out.len) return inf_bad(z, "invalid distance too far back");
      if (out_room(&z->out, len)) return INF_RAISED;
      {
        uint8_t *d = z->out.p + z->out.len;
        const uint8_t *s = d - dist;
        unsigned j;
        if (dist >= len) memcpy(d, s, len);
        else for (j = 0; j < len; j++) d[j] = s[j];   /* overlapping: a run */
      }
      z->out.len += len;
      z->work += len;
    }
    if (z->limited && z->out.len > z->limit) {
      inf_mark(z);
      return INF_FULL;
    }
    if (z->work >= WORK_CHUNK && settle(z->out.vm, &z->work, false)) return INF_RAISED;
  }
}

static int inflate_run(Inflater *z) {
  for (;;) {
    int r;
    if (z->phase == PH_HEAD) {
      unsigned type;
      inf_mark(z);
      if (!bits_need(&z->in, 3)) return INF_SHORT;
      z->last = bits_take(&z->in, 1);
      type = bits_take(&z->in, 2);
      z->work += 64;   /* a block's tables */
      if (type == 0) {
        unsigned len, nlen;
        bits_take(&z->in, z->in.have & 7);
        if (!bits_need(&z->in, 32)) return INF_SHORT;
        len = bits_take(&z->in, 16);
        nlen = bits_take(&z->in, 16);
        if (len != (~nlen & 0xffff)) return inf_bad(z, "invalid stored block lengths");
        z->left = len;
        z->phase = PH_STORED;
        inf_mark(z);
      } else if (type == 1) {
        uint8_t lit[288], dist[30];
        fixed_lengths(lit, dist);
        huff_build(&z->lit, lit, 288, CHECK_NONE);
        huff_build(&z->dist, dist, 30, CHECK_NONE);
        z->phase = PH_FIXED;
      } else if (type == 2) {
        if ((r = inf_tables(z)) != INF_END) return r;
        z->phase = PH_DYN;
      } else {
        return inf_bad(z, "invalid block type");
      }
    }
    r = z->phase == PH_STORED ? inf_stored(z) : inf_codes(z);
    if (r != INF_END) return r;
    if (settle(z->out.vm, &z->work, false)) return INF_RAISED;
    if (z->last) return INF_END;
    z->phase = PH_HEAD;
  }
}

/* A resume state: phase, last, the bits of a byte already read (count,
** value), the stored count (2 bytes, little end), then for PH_DYN the code
** sizes less 257 and 1 and their lengths.  Hostile (a program can pass
** anything): checked whole, the dynamic code built again as a block's. */
#define ST_HEAD 6
static int state_load(Inflater *z, const uint8_t *s, size_t n) {
  if (n < ST_HEAD || s[0] > PH_DYN || s[1] > 1 || s[2] > 7 || (s[3] >> s[2]) != 0) return -1;
  z->phase = s[0];
  z->last = s[1];
  z->in.have = s[2];
  z->in.hold = s[3];
  z->left = (unsigned)s[4] | (unsigned)s[5] << 8;
  if (z->phase == PH_FIXED) {
    uint8_t lit[288], dist[30];
    fixed_lengths(lit, dist);
    huff_build(&z->lit, lit, 288, CHECK_NONE);
    huff_build(&z->dist, dist, 30, CHECK_NONE);
  } else if (z->phase == PH_DYN) {
    size_t i;
    if (n < ST_HEAD + 2) return -1;
    z->nlit = s[ST_HEAD] + 257u;
    z->ndist = s[ST_HEAD + 1] + 1u;
    if (z->nlit > 286 || z->ndist > 30 || n != ST_HEAD + 2 + z->nlit + z->ndist) return -1;
    for (i = 0; i < z->nlit + z->ndist; i++) {
      if (s[ST_HEAD + 2 + i] > 15) return -1;
      z->lens[i] = s[ST_HEAD + 2 + i];
    }
    if (inf_build(z) != INF_END) return -1;
  }
  if (z->phase != PH_DYN && n != ST_HEAD) return -1;
  if (z->phase != PH_STORED && z->left) return -1;
  return 0;
}

/* The input byte bit position `bit` is in, counted read (zlib's count):
** `start` when it is in the bits a state carried in. */
static size_t inf_end(int64_t bit, size_t start) {
  if (bit <= (int64_t)start * 8) return start;
  return (size_t)((bit + 7) / 8);
}

/* The state at the last resumable point, and the input byte it resumes at
** (the bits of a byte it began are carried in the state: from the input,
** or from those carried in, `hold0` from bit `bit0` on). */
static int state_save(VM *vm, Inflater *z, size_t start, int64_t bit0, uint64_t hold0,
                      size_t *end, Value *out) {
  uint8_t s[ST_HEAD + 2 + NLENS];
  size_t n = ST_HEAD;
  *end = inf_end(z->rbit, start);
  s[0] = (uint8_t)z->rphase;
  s[1] = (uint8_t)z->last;
  if (z->rbit < (int64_t)start * 8) {
    s[2] = (uint8_t)((int64_t)start * 8 - z->rbit);
    s[3] = (uint8_t)(hold0 >> (z->rbit - bit0));
  } else {
    unsigned used = (unsigned)(z->rbit & 7);
    s[2] = (uint8_t)(used ? 8 - used : 0);
    s[3] = used ? (uint8_t)(z->in.p[z->rbit / 8] >> used) : 0;
  }
  s[4] = (uint8_t)(z->rleft & 0xff);
  s[5] = (uint8_t)(z->rleft >> 8);
  if (z->rphase == PH_DYN) {
    s[n++] = (uint8_t)(z->nlit - 257);
    s[n++] = (uint8_t)(z->ndist - 1);
    memcpy(s + n, z->lens, z->nlit + z->ndist);
    n += z->nlit + z->ndist;
  }
  return bytes_new(vm, s, n, out);
}

/* _inflate(data, start, window, limit[, state]) */
static int zl_inflate(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  Inflater *z;
  const uint8_t *p, *w, *sp = NULL;
  size_t n, nw, ns = 0, base, end;
  int64_t start, limit, bit0;
  uint64_t hold0;
  int r;
  Value res, st = VNONE;
  Tuple *t;
  ByteArray *win = NULL;   /* a bytearray window: the output goes on it */
  if (arg_nokw(vm, "_inflate", kw) || arg_count(vm, "_inflate", nargs, 4, 5)) return -1;
  if (!bytes_view(args[0], &p, &n) || !bytes_view(args[2], &w, &nw) || IS_STR(args[0]) ||
      IS_STR(args[2]) || (nargs == 5 && args[4].tag != V_NONE && !IS_BYTES(args[4])))
    return vm_raise(vm, T_TypeError, "_inflate: bytes expected");
  if (vm_index(vm, args[1], &start) || vm_index(vm, args[3], &limit)) return -1;
  if (start < 0 || (uint64_t)start > n || limit < -1)
    return vm_raise(vm, T_ValueError, "_inflate: bad position");
  if (IS_BYTEARRAY(args[2])) win = (ByteArray *)args[2].u.o;
  if (nargs == 5 && IS_BYTES(args[4])) bytes_view(args[4], &sp, &ns);
  z = mem_alloc(&vm->mem, sizeof *z);
  if (z == NULL) return vm_nomem(vm);
  memset(z, 0, sizeof *z);
  if (sp && state_load(z, sp, ns)) {
    mem_free(&vm->mem, z, sizeof *z);
    return vm_raise(vm, T_ValueError, "_inflate: bad state");
  }
  z->in.p = p;
  z->in.n = n;
  z->in.pos = (size_t)start;
  z->out.vm = vm;
  bit0 = inf_bitpos(z);
  hold0 = z->in.hold;
  base = nw;
  if (win) {
    /* decode straight onto the bytearray's block (no copy of the window) */
    z->out.p = win->data;
    z->out.len = win->len;
    z->out.cap = win->cap;
    win->data = NULL;
    win->len = win->cap = 0;
  } else {
    if (out_room(&z->out, nw + 1)) {
      mem_free(&vm->mem, z, sizeof *z);
      return -1;
    }
    if (nw) memcpy(z->out.p, w, nw);
    z->out.len = nw;
  }
  z->limited = limit >= 0;
  z->limit = z->limited ? base + (size_t)limit : 0;
  inf_mark(z);
  r = inflate_run(z);
  if (r != INF_RAISED) r = settle(vm, &z->work, true) ? INF_RAISED : r;
  end = inf_end(inf_bitpos(z), (size_t)start);   /* whole bytes read: zlib's count */
  if ((r == INF_SHORT || r == INF_FULL) &&
      state_save(vm, z, (size_t)start, bit0, hold0, &end, &st))
    r = INF_RAISED;
  /* out.p is NULL while nothing was written (no window, no output) */
  if (r == INF_RAISED ||
      bytes_new(vm, z->out.p ? z->out.p + base : NULL, z->out.len - base, &res) ||
      (t = tuple_new(vm, 5)) == NULL)
    goto fail;
  t->items[0] = res;
  t->items[1] = vint((int64_t)end);
  t->items[2] = vint(r == INF_END ? 0 : r == INF_SHORT ? 1 : r == INF_FULL ? 2 : 3);
  t->items[3] = VNONE;
  t->items[4] = st;
  if (r == INF_BAD && str_newc(vm, z->msg, &t->items[3])) goto fail;
  *out = vobj(t);
  r = 0;
  goto done;
fail:
  r = -1;
done:
  if (win) {
    /* keep the window's last 32 KB once it is twice that */
    if (z->out.len >= 2 * WSIZE) {
      memmove(z->out.p, z->out.p + z->out.len - WSIZE, WSIZE);
      z->out.len = WSIZE;
    }
    win->data = z->out.p;
    win->len = z->out.len;
    win->cap = z->out.cap;
  } else {
    out_free(&z->out);
  }
  mem_free(&vm->mem, z, sizeof *z);
  return r;
}

/* ================= deflate ================= */

typedef struct BitOut {
  Out out;
  uint64_t acc;        /* pending bits, first lowest */
  unsigned nacc;
} BitOut;

static int put_bits(BitOut *o, unsigned v, unsigned n) {
  o->acc |= (uint64_t)v << o->nacc;
  o->nacc += n;
  if (o->nacc >= 32) {
    if (out_room(&o->out, 4)) return -1;
    o->out.p[o->out.len++] = (uint8_t)o->acc;
    o->out.p[o->out.len++] = (uint8_t)(o->acc >> 8);
    o->out.p[o->out.len++] = (uint8_t)(o->acc >> 16);
    o->out.p[o->out.len++] = (uint8_t)(o->acc >> 24);
    o->acc >>= 32;
    o->nacc -= 32;
  }
  return 0;
}

/* write out whole pending bytes; with `pad`, the last partial one too */
static int put_flush(BitOut *o, bool pad) {
  while (o->nacc >= 8 || (pad && o->nacc > 0)) {
    if (out_room(&o->out, 1)) return -1;
    o->out.p[o->out.len++] = (uint8_t)o->acc;
    o->acc >>= 8;
    o->nacc = o->nacc >= 8 ? o->nacc - 8 : 0;
  }
  return 0;
}

/* Code lengths of at most `limit` bits for the symbols with freq > 0:
** Huffman's (two queues over the sorted leaves), lengths over the limit
** cut and the Kraft sum brought back to exactly one.  One used symbol
** gets a one-bit partner so that every code is complete. */
static void make_lengths(const uint32_t *freq, int n, int limit, uint8_t *len) {
  int leaf[288], nleaf = 0, i, j;
  uint32_t weight[2 * 288];
  int parent[2 * 288], depth[2 * 288];
  int ni;
  int64_t kraft, full = (int64_t)1 << limit;
  memset(len, 0, (size_t)n);
  for (i = 0; i < n; i++)
    if (freq[i]) leaf[nleaf++] = i;
  if (nleaf == 0) return;
  if (nleaf == 1) {
    len[leaf[0]] = 1;
    len[leaf[0] == 0 ? 1 : 0] = 1;
    return;
  }
  /* leaves by weight (insertion sort: n <= 288) */
  for (i = 1; i < nleaf; i++) {
    int s = leaf[i];
    for (j = i; j > 0 && freq[leaf[j - 1]] > freq[s]; j--) leaf[j] = leaf[j - 1];
    leaf[j] = s;
  }
  for (i = 0; i < nleaf; i++) weight[i] = freq[leaf[i]];
  /* nodes 0..nleaf-1 are the leaves, then the merged nodes in order */
  ni = nleaf;
  {
    int li = 0, mi = nleaf;   /* the next unmerged leaf and merged node */
    while (ni < 2 * nleaf - 1) {
      int pick[2], k;
      for (k = 0; k < 2; k++) {
        if (li < nleaf && (mi >= ni || weight[li] <= weight[mi])) pick[k] = li++;
        else pick[k] = mi++;
      }
      weight[ni] = weight[pick[0]] + weight[pick[1]];
      parent[pick[0]] = parent[pick[1]] = ni;
      ni++;
    }
  }
  depth[ni - 1] = 0;
  for (i = ni - 2; i >= 0; i--) depth[i] = depth[parent[i]] + 1;
  kraft = 0;
  for (i = 0; i < nleaf; i++) {
    int d = depth[i] > limit ? limit : depth[i];
    len[leaf[i]] = (uint8_t)d;
    kraft += full >> d;
  }
  /* over-full after the cut: lengthen the longest codes still under it */
  while (kraft > full) {
    int best = -1;
    for (i = 0; i < nleaf; i++) {
      int s = leaf[i];
      if (len[s] < limit && (best < 0 || len[s] > len[best])) best = s;
    }
    kraft -= full >> (len[best] + 1);
    len[best]++;
  }
  /* room left: shorten the longest codes that fit in it */
  while (kraft < full) {
    int best = -1;
    for (i = 0; i < nleaf; i++) {
      int s = leaf[i];
      if (len[s] > 1 && (full >> len[s]) <= full - kraft && (best < 0 || len[s] > len[best]))
        best = s;
    }
    if (best < 0) break;
    kraft += full >> len[best];
    len[best]--;
  }
}

/* canonical codes for lens[0..n), bit-reversed for the stream */
static void make_codes(const uint8_t *lens, int n, uint16_t *codes) {
  uint16_t count[16] = {0}, next[16];
  unsigned code = 0;
  int s, b;
  for (s = 0; s < n; s++) count[lens[s]]++;
  count[0] = 0;
  for (b = 1; b < 16; b++) {
    code = (code + count[b - 1]) << 1;
    next[b] = (uint16_t)code;
  }
  for (s = 0; s < n; s++) {
    unsigned c, r = 0, k;
    if (!lens[s]) continue;
    c = next[lens[s]]++;
    for (k = 0; k < lens[s]; k++, c >>= 1) r = r << 1 | (c & 1);
    codes[s] = (uint16_t)r;
  }
}

#define BLOCK_SYMS 16384
#define MAX_LEN 258              /* the longest match DEFLATE codes */

typedef struct Deflater {
  BitOut bo;
  const uint8_t *win;       /* window then data */
  size_t start, end;        /* the data's span in win */
  uint16_t sym_len[BLOCK_SYMS];   /* literal byte, or match length */
  uint16_t sym_dist[BLOCK_SYMS];  /* 0: literal */
  int nsym;
  size_t block_from;        /* position in win where the block's data starts */
  size_t maxdist;           /* the window the stream's header declares */
  uint64_t work;
  uint8_t lcode[MAX_LEN + 1];     /* match length -> its length code */
  uint8_t dcode[512];       /* distance - 1 below 256, else 256 + (distance - 1) >> 7
                               -> its distance code (codes 16 up span multiples of 128) */
} Deflater;

static void code_tables(Deflater *d) {
  unsigned v, c = 0;
  for (v = 3; v <= MAX_LEN; v++) {
    while (c < 28 && len_base[c + 1] <= v) c++;
    d->lcode[v] = (uint8_t)c;
  }
  for (v = 0, c = 0; v < 512; v++) {
    unsigned dist = v < 256 ? v + 1 : ((v - 256) << 7) + 1;
    while (c < 29 && dist_base[c + 1] <= dist) c++;
    d->dcode[v] = (uint8_t)c;
  }
}

static int len_code(const Deflater *d, unsigned len) { return d->lcode[len]; }

static int dist_code(const Deflater *d, unsigned dist) {
  return d->dcode[dist <= 256 ? dist - 1 : 256 + ((dist - 1) >> 7)];
}

/* the run-length form of the code lengths of a dynamic block (symbols
** 0-18 with their extra bits in the high byte) */
static int rle_lengths(const uint8_t *lens, int n, uint16_t *outs) {
  int i = 0, m = 0;
  while (i < n) {
    int v = lens[i], run = 1;
    while (i + run < n && lens[i + run] == v) run++;
    if (v == 0 && run >= 3) {
      int r = run > 138 ? 138 : run;
      outs[m++] = r >= 11 ? (uint16_t)(18 | (r - 11) << 8) : (uint16_t)(17 | (r - 3) << 8);
      i += r;
    } else if (v != 0 && run >= 4) {
      int r = run - 1 > 6 ? 6 : run - 1;
      outs[m++] = (uint16_t)v;
      outs[m++] = (uint16_t)(16 | (r - 3) << 8);
      i += r + 1;
    } else {
      outs[m++] = (uint16_t)v;
      i++;
    }
  }
  return m;
}

static int emit_stored(Deflater *d, size_t from, size_t to, bool last) {
  BitOut *o = &d->bo;
  do {
    size_t chunk = to - from > 65535 ? 65535 : to - from;
    bool fin = last && from + chunk == to;
    if (put_bits(o, fin ? 1 : 0, 3) || put_flush(o, true) ||
        put_bits(o, (unsigned)chunk, 16) || put_bits(o, (unsigned)chunk ^ 0xffff, 16) ||
        put_flush(o, false) || out_room(&o->out, chunk))
      return -1;
    memcpy(o->out.p + o->out.len, d->win + from, chunk);
    o->out.len += chunk;
    from += chunk;
  } while (from < to);
  return 0;
}

/* the block of the symbols gathered, as whichever of stored, fixed and
** dynamic codes is shortest */
static int emit_block(Deflater *d, size_t upto, bool last, bool fixed_only) {
  uint32_t lf[286] = {0}, df[30] = {0}, cf[19] = {0};
  uint8_t ll[288], dl[30], cl[19], fl[288], fd[30];
  uint16_t lc[288], dc[30], cc[19], rle[286 + 30];
  uint8_t all[286 + 30];
  int i, nlit = 257, ndist = 1, ncl = 4, nrle;
  uint64_t extra = 0, dyn, fix, stored;
  BitOut *o = &d->bo;
  const uint8_t *ul, *ud;
  uint16_t *uc_l, *uc_d;
  uint16_t fc[288], fdc[30];
  for (i = 0; i < d->nsym; i++) {
    if (d->sym_dist[i] == 0) {
      lf[d->sym_len[i]]++;
    } else {
      int lc_ = len_code(d, d->sym_len[i]), dc_ = dist_code(d, d->sym_dist[i]);
      lf[257 + lc_]++;
      df[dc_]++;
      extra += len_extra[lc_] + dist_extra[dc_];
    }
  }
  lf[256] = 1;
  make_lengths(lf, 286, 15, ll);
  make_lengths(df, 30, 15, dl);
  for (i = 0; i < 286; i++) if (ll[i]) nlit = i + 1 > nlit ? i + 1 : nlit;
  for (i = 0; i < 30; i++) if (dl[i]) ndist = i + 1;
  memcpy(all, ll, (size_t)nlit);
  memcpy(all + nlit, dl, (size_t)ndist);
  nrle = rle_lengths(all, nlit + ndist, rle);
  for (i = 0; i < nrle; i++) cf[rle[i] & 31]++;
  make_lengths(cf, 19, 7, cl);
  for (i = 0; i < 19; i++) if (cl[cl_order[i]]) ncl = i + 1 > ncl ? i + 1 : ncl;
  dyn = 3 + 14 + 3 * (uint64_t)ncl + extra;
  for (i = 0; i < nrle; i++) {
    int s = rle[i] & 31;
    dyn += cl[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
  }
  fixed_lengths(fl, fd);
  fix = 3 + extra;
  for (i = 0; i < 286; i++) {
    dyn += (uint64_t)lf[i] * ll[i];
    fix += (uint64_t)lf[i] * fl[i];
  }
  for (i = 0; i < 30; i++) {
    dyn += (uint64_t)df[i] * dl[i];
    fix += (uint64_t)df[i] * fd[i];
  }
  stored = ((upto - d->block_from) / 65535 + 1) * 40 + 8 * (uint64_t)(upto - d->block_from) + 8;
  d->work += (uint64_t)d->nsym * 4 + 4096;
  if (!fixed_only && stored <= fix && stored <= dyn) {
    if (emit_stored(d, d->block_from, upto, last)) return -1;
  } else {
    if (fixed_only || fix <= dyn) {
      make_codes(fl, 288, fc);
      make_codes(fd, 30, fdc);
      ul = fl; ud = fd; uc_l = fc; uc_d = fdc;
      if (put_bits(o, (last ? 1 : 0) | 1 << 1, 3)) return -1;
    } else {
      make_codes(ll, nlit, lc);
      make_codes(dl, ndist, dc);
      make_codes(cl, 19, cc);
      ul = ll; ud = dl; uc_l = lc; uc_d = dc;
      if (put_bits(o, (last ? 1 : 0) | 2 << 1, 3) || put_bits(o, (unsigned)(nlit - 257), 5) ||
          put_bits(o, (unsigned)(ndist - 1), 5) || put_bits(o, (unsigned)(ncl - 4), 4))
        return -1;
      for (i = 0; i < ncl; i++)
        if (put_bits(o, cl[cl_order[i]], 3)) return -1;
      for (i = 0; i < nrle; i++) {
        int s = rle[i] & 31, x = rle[i] >> 8;
        if (put_bits(o, cc[s], cl[s])) return -1;
        if (s >= 16 && put_bits(o, (unsigned)x, s == 16 ? 2 : s == 17 ? 3 : 7)) return -1;
      }
    }
    for (i = 0; i < d->nsym; i++) {
      unsigned L = d->sym_len[i], D = d->sym_dist[i];
      if (D == 0) {
        if (put_bits(o, uc_l[L], ul[L])) return -1;
      } else {
        int lc_ = len_code(d, L), dc_ = dist_code(d, D);
        if (put_bits(o, uc_l[257 + lc_], ul[257 + lc_]) ||
            put_bits(o, L - len_base[lc_], len_extra[lc_]) ||
            put_bits(o, uc_d[dc_], ud[dc_]) ||
            put_bits(o, D - dist_base[dc_], dist_extra[dc_]))
          return -1;
      }
    }
    if (put_bits(o, uc_l[256], ul[256])) return -1;
  }
  d->nsym = 0;
  d->block_from = upto;
  return settle(o->out.vm, &d->work, false);
}

#define HBITS 15
#define HSIZE (1 << HBITS)
#define MIN_MATCH 3
#define MAX_MATCH 258

static unsigned hash3(const uint8_t *p) {
  return ((unsigned)p[0] << 10 ^ (unsigned)p[1] << 5 ^ p[2]) & (HSIZE - 1);
}

typedef struct Matcher {
  int32_t head[HSIZE];
  int32_t prev[WSIZE];
} Matcher;

static void insert_at(Matcher *m, const uint8_t *win, size_t pos) {
  unsigned h = hash3(win + pos);
  m->prev[pos & (WSIZE - 1)] = m->head[h];
  m->head[h] = (int32_t)pos;
}

/* the longest match for pos within the window: its length (0: none) */
static unsigned longest(Deflater *d, Matcher *m, size_t pos, unsigned chain, unsigned nice,
                        unsigned *dist_out, bool rle_only) {
  size_t reach = d->maxdist;
  const uint8_t *w = d->win;
  size_t room = d->end - pos;
  unsigned maxlen = room < MAX_MATCH ? (unsigned)room : MAX_MATCH, best = 0;
  int32_t cand;
  if (maxlen < MIN_MATCH) return 0;
  if (rle_only) {
    unsigned k = 0;
    if (pos == 0) return 0;
    while (k < maxlen && w[pos + k] == w[pos - 1 + k]) k++;
    d->work += k;
    if (k < MIN_MATCH) return 0;
    *dist_out = 1;
    return k;
  }
  cand = m->head[hash3(w + pos)];
  while (cand >= 0 && chain-- > 0) {
    size_t c = (size_t)cand;
    unsigned k;
    if (pos - c > reach) break;
    if (w[c + best] == w[pos + best] && w[c] == w[pos]) {
      k = 0;
      /* eight bytes at a time, then the rest one by one */
      while (k + 8 <= maxlen) {
        uint64_t x, y;
        memcpy(&x, w + c + k, 8);
        memcpy(&y, w + pos + k, 8);
        if (x != y) break;
        k += 8;
      }
      while (k < maxlen && w[c + k] == w[pos + k]) k++;
      d->work += k / 8 + 1;
      if (k > best) {
        best = k;
        *dist_out = (unsigned)(pos - c);
        if (k >= nice || k == maxlen) break;
      }
    }
    d->work++;
    {
      int32_t nx = m->prev[c & (WSIZE - 1)];
      if (nx >= cand) break;   /* the ring slot was reused: older entries are gone */
      cand = nx;
    }
  }
  return best >= MIN_MATCH ? best : 0;
}

static int add_sym(Deflater *d, unsigned len, unsigned dist, size_t next_pos, bool fixed_only) {
  d->sym_len[d->nsym] = (uint16_t)len;
  d->sym_dist[d->nsym] = (uint16_t)dist;
  if (++d->nsym == BLOCK_SYMS) return emit_block(d, next_pos, false, fixed_only);
  return 0;
}

/* _deflate(data, level, strategy, window, mode, carry, ncarry, maxdist) */
static int zl_deflate(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p, *w;
  size_t n, nw, pos;
  int64_t level, strategy, mode, carry, ncarry, maxdist;
  Deflater *d;
  Matcher *m = NULL;
  uint8_t *joined = NULL;
  size_t joined_len = 0;
  unsigned chain, nice, lazy_below;
  bool fixed_only, rle_only, no_match;
  int rc = -1;
  Tuple *t;
  Value res;
  if (arg_nokw(vm, "_deflate", kw) || arg_count(vm, "_deflate", nargs, 8, 8)) return -1;
  if (!bytes_view(args[0], &p, &n) || !bytes_view(args[3], &w, &nw) || IS_STR(args[0]) ||
      IS_STR(args[3]))
    return vm_raise(vm, T_TypeError, "_deflate: bytes expected");
  if (vm_index(vm, args[1], &level) || vm_index(vm, args[2], &strategy) ||
      vm_index(vm, args[4], &mode) || vm_index(vm, args[5], &carry) ||
      vm_index(vm, args[6], &ncarry) || vm_index(vm, args[7], &maxdist))
    return -1;
  if (level < 0 || level > 9 || ncarry < 0 || ncarry > 7 || nw > WSIZE || maxdist < 256 ||
      maxdist > WSIZE)
    return vm_raise(vm, T_ValueError, "_deflate: bad arguments");
  d = mem_alloc(&vm->mem, sizeof *d);
  if (d == NULL) return vm_nomem(vm);
  memset(d, 0, sizeof *d);
  code_tables(d);
  d->bo.out.vm = vm;
  d->maxdist = (size_t)maxdist;
  d->bo.acc = (uint64_t)carry & ((1u << ncarry) - 1);
  d->bo.nacc = (unsigned)ncarry;
  /* the window and the data side by side, for matches across the seam */
  joined_len = nw + n;
  if (nw) {
    joined = mem_alloc(&vm->mem, joined_len ? joined_len : 1);
    if (joined == NULL) { vm_nomem(vm); goto done; }
    memcpy(joined, w, nw);
    if (n) memcpy(joined + nw, p, n);
    d->win = joined;
  } else {
    d->win = p;
  }
  d->start = d->block_from = nw;
  d->end = nw + n;
  fixed_only = strategy == 4;
  rle_only = strategy == 3;
  no_match = strategy == 2;
  if (vm_charge(vm, vm_work((uint64_t)n * 4))) goto done;
  if (level == 0) {
    if (n && emit_stored(d, d->start, d->end, mode == 4)) goto done;
    if (n == 0 && mode == 4 && emit_stored(d, d->start, d->end, true)) goto done;
  } else {
    {
      /* per level: candidates tried, a length that ends the search, and
      ** the longest match still worth a look one byte on (0: never) */
      static const uint16_t chains[10] = {0, 4, 8, 16, 16, 32, 128, 256, 1024, 4096};
      static const uint16_t nices[10] = {0, 16, 32, 48, 64, 128, 128, 128, 258, 258};
      static const uint16_t lazies[10] = {0, 0, 0, 0, 8, 16, 16, 32, 128, 258};
      chain = chains[level];
      nice = nices[level];
      lazy_below = lazies[level];
    }
    if (!no_match && !rle_only) {
      m = mem_alloc(&vm->mem, sizeof *m);
      if (m == NULL) { vm_nomem(vm); goto done; }
      memset(m->head, 0xff, sizeof m->head);
      for (pos = nw > WSIZE ? nw - WSIZE : 0; pos + MIN_MATCH <= d->end && pos < nw; pos++)
        insert_at(m, d->win, pos);
    }
    pos = d->start;
    while (pos < d->end) {
      unsigned len = 0, dist = 0;
      if (!no_match) len = longest(d, m, pos, chain, nice, &dist, rle_only);
      if (len && len < lazy_below && pos + 1 < d->end) {
        unsigned len2, dist2 = 0;
        if (m && pos + MIN_MATCH <= d->end) insert_at(m, d->win, pos);
        len2 = longest(d, m, pos + 1, len >= 8 ? chain / 4 + 1 : chain, nice, &dist2, rle_only);
        if (len2 > len) {
          /* a better match one byte on: this byte goes out as a literal */
          if (add_sym(d, d->win[pos], 0, pos + 1, fixed_only)) goto done;
          pos++;
          len = len2;
          dist = dist2;
        } else if (m) {
          /* pos was inserted already: the match covers pos+1.. */
          size_t k;
          if (add_sym(d, len, dist, pos + len, fixed_only)) goto done;
          for (k = pos + 1; k < pos + len && k + MIN_MATCH <= d->end; k++) insert_at(m, d->win, k);
          pos += len;
          if (settle(vm, &d->work, false)) goto done;
          continue;
        }
      }
      if (len) {
        size_t k;
        if (add_sym(d, len, dist, pos + len, fixed_only)) goto done;
        /* the fast levels index only the start of a long match */
        size_t upto = level <= 3 && len > 3 + (unsigned)level ? pos + 1 : pos + len;
        if (m)
          for (k = pos; k < upto && k + MIN_MATCH <= d->end; k++) insert_at(m, d->win, k);
        pos += len;
      } else {
        if (add_sym(d, d->win[pos], 0, pos + 1, fixed_only)) goto done;
        if (m && pos + MIN_MATCH <= d->end) insert_at(m, d->win, pos);
        pos++;
      }
      d->work += 2;
      if (settle(vm, &d->work, false)) goto done;
    }
    if (d->nsym || mode == 4) {
      if (emit_block(d, d->end, mode == 4, fixed_only)) goto done;
    }
  }
  if (mode == 2) {
    /* an empty stored block ends the flush on a byte boundary */
    if (put_bits(&d->bo, 0, 3) || put_flush(&d->bo, true) || put_bits(&d->bo, 0, 16) ||
        put_bits(&d->bo, 0xffff, 16))
      goto done;
  }
  if (put_flush(&d->bo, mode != 0)) goto done;
  if (settle(vm, &d->work, true)) goto done;
  if (bytes_new(vm, d->bo.out.p, d->bo.out.len, &res) || (t = tuple_new(vm, 3)) == NULL) goto done;
  t->items[0] = res;
  t->items[1] = vint((int64_t)(d->bo.acc & 0xff));
  t->items[2] = vint((int64_t)d->bo.nacc);
  *out = vobj(t);
  rc = 0;
done:
  out_free(&d->bo.out);
  if (m) mem_free(&vm->mem, m, sizeof *m);
  if (joined) mem_free(&vm->mem, joined, joined_len ? joined_len : 1);
  mem_free(&vm->mem, d, sizeof *d);
  return rc;
}

/* adler32(data, value=1, /) */
static int zl_adler32(VM *vm, Value *args, int nargs, Tuple *kw, Value *out) {
  const uint8_t *p;
  size_t n, i, mark = 0;
  uint32_t a, b, v = 1;
  if (arg_nokw(vm, "adler32", kw) || arg_count(vm, "adler32", nargs, 1, 2)) return -1;
  if (IS_STR(args[0]) || !bytes_view(args[0], &p, &n))
    return vm_raise(vm, T_TypeError, "a bytes-like object is required, not '%s'",
                    val_type_name(args[0]));
  if (nargs == 2) {
    int64_t x;
    if (IS_BIG(args[1])) {
      BigInt *bi = AS_BIG(args[1]);
      v = bi->neg ? (uint32_t)(0u - bi->d[0]) : bi->d[0];
    } else {
      if (vm_index(vm, args[1], &x)) return -1;
      v = (uint32_t)(uint64_t)x;
    }
  }
  a = v & 0xffff;
  b = v >> 16;
  if (n < 2) {
    /* zlib reduces by one subtraction here, so such sums stay as given */
    if (n == 1) {
      a += p[0];
      if (a >= 65521) a -= 65521;
      b += a;
      if (b >= 65521) b -= 65521;
    } else {
      if (a >= 65521) a -= 65521;
      b %= 65521;
    }
    *out = vint((int64_t)(b << 16 | a));
    return 0;
  }
  a %= 65521;
  b %= 65521;
  for (i = 0; i < n;) {
    if (vm_charge_span(vm, i, n, &mark, 2)) return -1;
    while (i < mark) {
      /* 5552 bytes keep the sums under 2**32 before the reduction */
      size_t stop = mark - i > 5552 ? i + 5552 : mark;
      for (; i < stop; i++) {
        a += p[i];
        b += a;
      }
      a %= 65521;
      b %= 65521;
    }
  }
  *out = vint((int64_t)(b << 16 | a));
  return 0;
}

const Builtin zlib_natives[] = {
  {"zlib._inflate", zl_inflate, NULL, -1},
  {"zlib._deflate", zl_deflate, NULL, -1},
  {"zlib.adler32", zl_adler32, NULL, -1},
};
const int zlib_natives_n = (int)(sizeof zlib_natives / sizeof zlib_natives[0]);
