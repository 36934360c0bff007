/*
** re_exec.c - the backtracking matcher of regular expression programs.
**
** Semantics are sre's (CPython 3.11, Modules/_sre/sre_lib.h): the same
** opcodes are tried in the same order, marks are saved and restored at the
** same points (so groups inside repeats and alternatives report what
** CPython reports), repeat contexts carry the count and the position where
** the last iteration began (an iteration that matched nothing ends the
** repeat), and an empty match at the start is refused when must_advance
** is set (finditer, sub, split after an empty match).
**
** No recursion on the C stack: where sre "calls" a sub-match (the rest of
** the pattern after an alternative, a lookaround body) this file pushes a
** context on an explicit stack in vm->mem and jumps back to the dispatch;
** a context records where to resume in its parent.  Every dispatch charges
** one step of the VM's budget, so the step limit (and the deadline) ends a
** catastrophic backtrack; a match never calls Python code or a tool.
*/
#include <string.h>
#include "re.h"
#include "../str.h"
#include "../limits.h"

typedef struct Ctx {
  int64_t ptr;       /* position saved across a sub-match */
  int64_t count;     /* repeat count, or the alternative being tried */
  int64_t aux;       /* POSS_REPEAT: position before the last iteration */
  uint32_t pc;       /* this context's opcode */
  int32_t lastmark, lastindex;  /* LASTMARK_SAVE */
  uint32_t rep;      /* REPEAT/UNTIL: its repeat context (index + 1) */
  uint8_t jump;      /* where the parent resumes when this one returns */
  uint8_t toplevel;  /* SUCCESS checks match_all / must_advance */
} Ctx;

typedef struct Rep {
  int64_t count;     /* iterations done, -1 before the first */
  int64_t last_ptr;  /* where the current iteration began, -1 none */
  uint32_t pc;       /* its REPEAT opcode (min, max, body follow) */
  uint32_t prev;     /* enclosing repeat (index + 1), 0 none */
} Rep;

enum {
  J_TOP, J_BRANCH, J_REPEAT_ONE, J_MIN_REPEAT_ONE, J_REPEAT, J_UNTIL_1,
  J_MAX_UNTIL_2, J_MAX_UNTIL_3, J_MIN_UNTIL_2, J_MIN_UNTIL_3,
  J_POSS_1, J_POSS_2, J_ATOMIC, J_ASSERT, J_ASSERT_NOT
};

/* ---- state ---- */

_Static_assert(sizeof(Ctx) <= 6 * sizeof(int64_t) && sizeof(Rep) <= 3 * sizeof(int64_t),
               "re.h's RE_INL_CTX_WORDS and RE_INL_REP_WORDS hold 16 Ctx and 8 Rep");

/* The stacks start in the state's own room. */
static void re_state_stacks(ReState *st) {
  st->ctx = st->ctx_inl;
  st->ctxcap = RE_INL_CTX_WORDS * sizeof(int64_t) / sizeof(Ctx);
  st->data = st->data_inl;
  st->datacap = RE_INL_DATA;
  st->reps = st->reps_inl;
  st->repcap = RE_INL_REP_WORDS * sizeof(int64_t) / sizeof(Rep);
}

/* the fields every subject sets (s8/s32 are the caller's) */
static void state_begin(VM *vm, ReState *st, const ReProg *prog, int64_t len, int64_t pos,
                        int64_t endpos) {
  memset(st, 0, offsetof(ReState, marks_inl));
  re_state_stacks(st);
  st->vm = vm;
  st->prog = prog;
  st->len = len;
  st->pos = pos;
  st->endpos = endpos;
  st->start = pos;
  st->lastmark = st->lastindex = -1;
}

static int state_marks(VM *vm, ReState *st, const ReProg *prog);

int re_state_init(VM *vm, ReState *st, const ReProg *prog, const Str *s, int64_t pos,
                  int64_t endpos) {
  state_begin(vm, st, prog, (int64_t)s->nchars, pos, endpos);
  if (STR_ASCII(s)) st->s8 = (const uint8_t *)s->data;
  else {
    size_t i = 0, k = 0;
    st->s32cap = s->nchars + 1;
    if (!(st->s32 = mem_alloc(&vm->mem, st->s32cap * sizeof(uint32_t)))) return vm_nomem(vm);
    /* the block's size was charged; the decode polls the deadline (a
    ** 10**7-character subject took 11 ms) */
    while (i < s->len) {
      if (vm_poll_item(vm, k)) {
        re_state_free(st);
        return -1;
      }
      st->s32[k++] = utf8_decode(s->data, s->len, &i);
    }
    st->s32[k] = 0;
  }
  return state_marks(vm, st, prog);
}

int re_state_init_bytes(VM *vm, ReState *st, const ReProg *prog, const uint8_t *b, int64_t len,
                        int64_t pos, int64_t endpos) {
  state_begin(vm, st, prog, len, pos, endpos);
  st->s8 = b;
  return state_marks(vm, st, prog);
}

static int state_marks(VM *vm, ReState *st, const ReProg *prog) {
  if (prog->ngroups && 2 * (size_t)prog->ngroups <= RE_INL_MARKS) st->marks = st->marks_inl;
  else if (prog->ngroups &&
           !(st->marks = mem_alloc(&vm->mem, 2 * prog->ngroups * sizeof(int64_t)))) {
    re_state_free(st);
    return vm_nomem(vm);
  }
  return 0;
}

void re_state_free(ReState *st) {
  Mem *m = &st->vm->mem;
  if (st->s32) mem_free(m, st->s32, st->s32cap * sizeof(uint32_t));
  if (st->marks && st->marks != st->marks_inl)
    mem_free(m, st->marks, 2 * st->prog->ngroups * sizeof(int64_t));
  if (st->ctx != st->ctx_inl) mem_free(m, st->ctx, st->ctxcap * sizeof(Ctx));
  if (st->data != st->data_inl) mem_free(m, st->data, st->datacap * sizeof(int64_t));
  if (st->reps != st->reps_inl) mem_free(m, st->reps, st->repcap * sizeof(Rep));
  st->s32 = NULL;
  st->marks = NULL;
  re_state_stacks(st);
}

void re_span(const ReState *st, uint32_t g, int64_t *a, int64_t *b) {
  uint32_t j;
  if (g == 0) {
    *a = st->start;
    *b = st->ptr;
    return;
  }
  j = 2 * (g - 1);
  if ((int32_t)j + 1 <= st->lastmark && st->marks[j] >= 0 && st->marks[j + 1] >= 0) {
    *a = st->marks[j];
    *b = st->marks[j + 1];
  } else *a = *b = -1;
}

/* ---- characters ---- */

#define CH(st, i) ((st)->s8 ? (uint32_t)(st)->s8[i] : (st)->s32[i])

static uint32_t rx_upper(uint32_t c) {
  uint32_t out[3];
  if (c < 128) return c >= 'a' && c <= 'z' ? c - 32 : c;
  uni_case(CM_UPPER, c, out);
  return out[0];
}

static uint32_t rx_lower_a(uint32_t c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static bool rx_word_a(uint32_t c) {
  return (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z') || c == '_';
}
static bool rx_word_u(uint32_t c) {
  if (c < 128) return rx_word_a(c);
  return uni_isalnum(c);
}

static bool rx_cat(uint32_t cat, uint32_t c) {
  bool uni = (cat & RC_UNI) != 0, r;
  switch ((cat & 7) >> 1) {
  case 0: r = uni ? uni_decimal(c) >= 0 : c >= '0' && c <= '9'; break;
  case 1:
    r = uni ? (c < 128 ? (c == ' ' || (c >= 9 && c <= 13) || (c >= 28 && c <= 31)) : uni_isspace(c))
            : (c == ' ' || (c >= 9 && c <= 13));
    break;
  default: r = uni ? rx_word_u(c) : rx_word_a(c); break;
  }
  return (cat & 1) ? !r : r;
}

/* is c in the set at code[at]? */
static bool rx_in(const uint32_t *code, uint32_t at, uint32_t c) {
  bool ok = true;
  for (;;) {
    switch (code[at]) {
    case RS_END:
      return !ok;
    case RS_NEGATE:
      ok = !ok;
      at++;
      break;
    case RS_LIT:
      if (c == code[at + 1]) return ok;
      at += 2;
      break;
    case RS_RANGE:
      if (c >= code[at + 1] && c <= code[at + 2]) return ok;
      at += 3;
      break;
    case RS_RANGE_U: {
      uint32_t u;
      if (c >= code[at + 1] && c <= code[at + 2]) return ok;
      u = rx_upper(c);
      if (u >= code[at + 1] && u <= code[at + 2]) return ok;
      at += 3;
      break;
    }
    case RS_CAT:
      if (rx_cat(code[at + 1], c)) return ok;
      at += 2;
      break;
    case RS_BITS:
      if (c < 256 && (code[at + 1 + (c >> 5)] & (1u << (c & 31)))) return ok;
      at += 9;
      break;
    default: { /* RS_RANGES */
      uint32_t n = code[at + 1], lo = 0, hi = n;
      const uint32_t *r = code + at + 2;
      while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (r[2 * mid + 1] < c) lo = mid + 1;
        else hi = mid;
      }
      if (lo < n && r[2 * lo] <= c) return ok;
      at += 2 + 2 * n;
      break;
    }
    }
  }
}

/* does the one-character item at code[pc] match c? */
static bool rx_one(const uint32_t *code, uint32_t pc, uint32_t c) {
  switch (code[pc]) {
  case RO_ANY: return c != '\n';
  case RO_ANY_ALL: return true;
  case RO_LIT: return c == code[pc + 1];
  case RO_NLIT: return c != code[pc + 1];
  case RO_LIT_A: return rx_lower_a(c) == code[pc + 1];
  case RO_NLIT_A: return rx_lower_a(c) != code[pc + 1];
  case RO_LIT_U: return re_lower(c) == code[pc + 1];
  case RO_NLIT_U: return re_lower(c) != code[pc + 1];
  case RO_IN: case RO_IN_A: case RO_IN_U:
    if (c < 128) return (code[pc + 2 + (c >> 5)] >> (c & 31)) & 1;
    return re_in_items(code, pc, c);
  default: return false;
  }
}

bool re_in_items(const uint32_t *code, uint32_t pc, uint32_t c) {
  switch (code[pc]) {
  case RO_IN: return rx_in(code, pc + RE_IN_HEAD, c);
  case RO_IN_A: return rx_in(code, pc + RE_IN_HEAD, rx_lower_a(c));
  default: return rx_in(code, pc + RE_IN_HEAD, re_lower(c));
  }
}

/* ---- the first code point of a match ---- */

/* Add to map the ASCII code points a match of the code at pc can begin
** with; false when that is unknown or the match may consume nothing there.
** Zero-width items (marks, assertions of position) are passed over: the
** first code point consumed is still the one at the start.  depth bounds
** the nesting of branches followed. */
static bool rx_first(const uint32_t *code, uint32_t ncode, uint32_t pc, uint32_t *map,
                     int depth, uint32_t *leaves) {
  for (;;) {
    uint32_t c, op;
    if (pc >= ncode) return false;
    op = code[pc];
    switch (op) {
    case RO_MARK: case RO_AT:
      pc += 2;
      continue;
    case RO_ANY: case RO_ANY_ALL: case RO_LIT: case RO_NLIT: case RO_LIT_A:
    case RO_NLIT_A: case RO_LIT_U: case RO_NLIT_U: case RO_IN: case RO_IN_A: case RO_IN_U:
      if (*leaves == 0) return false;
      --*leaves;
      for (c = 0; c < 128; c++)
        if (rx_one(code, pc, c)) map[c >> 5] |= 1u << (c & 31);
      return true;
    case RO_REPEAT_ONE: case RO_MIN_REPEAT_ONE: case RO_POSS_REPEAT_ONE:
    case RO_REPEAT: case RO_POSS_REPEAT:
      if (pc + 4 >= ncode || code[pc + 2] == 0) return false;
      pc += 4;
      continue;
    case RO_BRANCH: {
      uint32_t at = pc + 1;
      if (depth <= 0) return false;
      while (at < ncode && code[at]) {
        if (!rx_first(code, ncode, at + 1, map, depth - 1, leaves)) return false;
        at += code[at];
      }
      return at < ncode;
    }
    default:
      return false;
    }
  }
}

/* At most RE_FIRST_LEAVES items are looked at (128 characters each): a
** branch of a million alternatives took 200 ms here, unpolled; past that
** the program has no first set, which only costs the search its skip. */
#define RE_FIRST_LEAVES 1024
void re_first_set(ReProg *prog) {
  uint32_t map[4] = {0}, leaves = RE_FIRST_LEAVES;
  prog->has_first = rx_first(prog->code, prog->ncode, 0, map, 8, &leaves);
  memcpy(prog->first, map, sizeof map);
}

/* how many times (up to max) the item at pc matches from ptr */
static int64_t rx_count(const ReState *st, uint32_t pc, int64_t ptr, uint64_t max) {
  const uint32_t *code = st->prog->code;
  int64_t end = st->endpos, i = ptr;
  if (max != RE_MAXREPEAT && (int64_t)max < end - ptr) end = ptr + (int64_t)max;
  if (code[pc] == RO_ANY_ALL) return end > ptr ? end - ptr : 0;
  if (st->s8 && code[pc] == RO_LIT) {
    uint8_t want = (uint8_t)code[pc + 1];
    if (code[pc + 1] > 255) return 0;
    while (i < end && st->s8[i] == want) i++;
    return i - ptr;
  }
  if (st->s8 && (code[pc] == RO_IN || code[pc] == RO_IN_A || code[pc] == RO_IN_U)) {
    const uint32_t *map = code + pc + 2;   /* the map decides below 128 */
    while (i < end && st->s8[i] < 128 && ((map[st->s8[i] >> 5] >> (st->s8[i] & 31)) & 1)) i++;
    if (i == end || st->s8[i] < 128) return i - ptr;
  }
  while (i < end && rx_one(code, pc, CH(st, i))) i++;
  return i > ptr ? i - ptr : 0;
}

static bool rx_at(const ReState *st, uint32_t kind, int64_t ptr) {
  int64_t end = st->endpos;
  bool this, that;
  uint32_t c = ptr < st->len ? CH(st, ptr) : 0;
  switch (kind) {
  case RA_BEGINNING: case RA_BEGINNING_STRING: return ptr == 0;
  case RA_BEGINNING_LINE: return ptr == 0 || CH(st, ptr - 1) == '\n';
  case RA_END: return ptr == end || (ptr + 1 == end && c == '\n');
  case RA_END_LINE: return ptr == end || c == '\n';
  case RA_END_STRING: return ptr == end;
  case RA_BOUNDARY: case RA_NON_BOUNDARY:
    if (end == 0) return false;
    that = ptr > 0 && rx_word_a(CH(st, ptr - 1));
    this = ptr < end && rx_word_a(c);
    return kind == RA_BOUNDARY ? this != that : this == that;
  default:   /* the Unicode boundaries */
    if (end == 0) return false;
    that = ptr > 0 && rx_word_u(CH(st, ptr - 1));
    this = ptr < end && rx_word_u(c);
    return kind == RA_UNI_BOUNDARY ? this != that : this == that;
  }
}

/* ---- stacks ---- */

static int grow(ReState *st, void **p, size_t *cap, size_t need, size_t elem) {
  size_t nc;
  void *m;
  bool inl = *p == st->ctx_inl || *p == st->data_inl || *p == st->reps_inl;
  if (need <= *cap) return 0;
  nc = mem_grow_cap(*cap, need, elem);
  /* out of the state's own room: to vm->mem, with what it held */
  if (nc && inl && (m = mem_alloc(&st->vm->mem, nc * elem)) != NULL) memcpy(m, *p, *cap * elem);
  else if (!nc || inl || !(m = mem_realloc(&st->vm->mem, *p, *cap * elem, nc * elem)))
    return vm_nomem(st->vm);
  *p = m;
  *cap = nc;
  return 0;
}

/* a new context for the sub-match at pc, starting at st->ptr */
static inline int push(ReState *st, size_t *sp, uint32_t pc, uint8_t top, uint8_t jump) {
  Ctx *c;
  if (*sp >= st->ctxcap && grow(st, &st->ctx, &st->ctxcap, *sp + 1, sizeof(Ctx))) return -1;
  c = &((Ctx *)st->ctx)[(*sp)++];
  memset(c, 0, sizeof *c);
  c->pc = pc;
  c->toplevel = top;
  c->jump = jump;
  return 0;
}

/* ---- the matcher ---- */

/* Match the program from st->ptr; 1, 0, or -1 (exception or limit). */
static int rx_match(ReState *st, int toplevel) {
  VM *vm = st->vm;
  const uint32_t *code = st->prog->code;
  const int64_t end = st->endpos;
  size_t sp = 0, dsp = 0, rsp = 0;  /* contexts, data words, repeats in use */
  uint32_t repeat = 0;               /* innermost repeat (index + 1), 0 none */
  Ctx *ctx;
  Rep *rep;
  int64_t ptr;
  uint32_t pc;
  int ret = 0;
  uint8_t jump;

#define CTXS ((Ctx *)st->ctx)
#define REPS ((Rep *)st->reps)
#define DATA ((int64_t *)st->data)
#define FAIL do { ret = 0; goto leave; } while (0)
#define SUCCEED do { ret = 1; goto leave; } while (0)
#define LASTMARK_SAVE() (ctx->lastmark = st->lastmark, ctx->lastindex = st->lastindex)
#define LASTMARK_RESTORE() (st->lastmark = ctx->lastmark, st->lastindex = ctx->lastindex)
  /* copies of marks[0..lastmark] on the data stack */
#define MARK_PUSH(lm) do { if ((lm) >= 0) { size_t n_ = (size_t)(lm) + 1; \
      if (grow(st, &st->data, &st->datacap, dsp + n_, sizeof(int64_t))) goto error; \
      ctx = &CTXS[sp - 1]; memcpy(DATA + dsp, st->marks, n_ * sizeof(int64_t)); \
      dsp += n_; } } while (0)
#define MARK_POP(lm) do { if ((lm) >= 0) { size_t n_ = (size_t)(lm) + 1; dsp -= n_; \
      memcpy(st->marks, DATA + dsp, n_ * sizeof(int64_t)); } } while (0)
#define MARK_POP_KEEP(lm) do { if ((lm) >= 0) { size_t n_ = (size_t)(lm) + 1; \
      memcpy(st->marks, DATA + dsp - n_, n_ * sizeof(int64_t)); } } while (0)
#define MARK_POP_DISCARD(lm) do { if ((lm) >= 0) dsp -= (size_t)(lm) + 1; } while (0)
  /* run the sub-match at `at` in a new context; resume at label */
#define DO_JUMPX(J, label, at, top) do { ctx->pc = pc; ctx->ptr = ptr; \
      if (push(st, &sp, (at), (top), (J))) goto error; \
      goto entrance; label: ctx = &CTXS[sp - 1]; pc = ctx->pc; ptr = ctx->ptr; } while (0)
#define DO_JUMP(J, label, at) DO_JUMPX(J, label, at, ctx->toplevel)
#define DO_JUMP0(J, label, at) DO_JUMPX(J, label, at, 0)

  if (push(st, &sp, 0, (uint8_t)toplevel, J_TOP)) return -1;
entrance:
  ctx = &CTXS[sp - 1];
  ptr = st->ptr;
  pc = ctx->pc;
  for (;;) {
    if (--vm->budget <= 0 && vm_budget_check(vm)) goto error;
    switch (code[pc]) {
    case RO_FAILURE:
      FAIL;
    case RO_SUCCESS:
      if (ctx->toplevel && ((st->match_all && ptr != end) ||
                            (st->must_advance && ptr == st->start)))
        FAIL;
      st->ptr = ptr;
      SUCCEED;
    case RO_AT:
      if (!rx_at(st, code[pc + 1], ptr)) FAIL;
      pc += 2;
      break;
    case RO_ANY: case RO_ANY_ALL:
      if (ptr >= end || !rx_one(code, pc, CH(st, ptr))) FAIL;
      pc++;
      ptr++;
      break;
    case RO_LIT: case RO_NLIT: case RO_LIT_A: case RO_NLIT_A: case RO_LIT_U: case RO_NLIT_U:
      if (ptr >= end || !rx_one(code, pc, CH(st, ptr))) FAIL;
      pc += 2;
      ptr++;
      break;
    case RO_IN: case RO_IN_A: case RO_IN_U:
      if (ptr >= end || !rx_one(code, pc, CH(st, ptr))) FAIL;
      pc += 1 + code[pc + 1];
      ptr++;
      break;
    case RO_JUMP:
      pc += 1 + code[pc + 1];
      break;
    case RO_MARK: {
      uint32_t i = code[pc + 1];
      if (i & 1) st->lastindex = (int32_t)(i / 2 + 1);
      if ((int32_t)i > st->lastmark) {
        int32_t j;
        for (j = st->lastmark + 1; j < (int32_t)i; j++) st->marks[j] = -1;
        st->lastmark = (int32_t)i;
      }
      st->marks[i] = ptr;
      pc += 2;
      break;
    }
    case RO_BRANCH:
      LASTMARK_SAVE();
      if (repeat) MARK_PUSH(ctx->lastmark);
      for (ctx->count = pc + 1; code[ctx->count]; ctx->count += code[ctx->count]) {
        uint32_t alt = (uint32_t)ctx->count + 1;
        if (code[alt] == RO_LIT && (ptr >= end || CH(st, ptr) != code[alt + 1])) continue;
        st->ptr = ptr;
        DO_JUMP(J_BRANCH, jump_branch, alt);
        if (ret) {
          if (repeat) MARK_POP_DISCARD(ctx->lastmark);
          SUCCEED;
        }
        if (repeat) MARK_POP_KEEP(ctx->lastmark);
        LASTMARK_RESTORE();
      }
      if (repeat) MARK_POP_DISCARD(ctx->lastmark);
      FAIL;
    case RO_REPEAT_ONE: {
      uint32_t tail = pc + 1 + code[pc + 1], min = code[pc + 2];
      if ((int64_t)min > end - ptr) FAIL;
      st->ptr = ptr;
      ctx->count = rx_count(st, pc + 4, ptr, code[pc + 3]);
      if (vm_charge(vm, (uint64_t)ctx->count / NATIVE_STEP)) goto error;
      if (ctx->count < (int64_t)min) FAIL;
      ptr += ctx->count;
      LASTMARK_SAVE();
      if (repeat) MARK_PUSH(ctx->lastmark);
      while (ctx->count >= (int64_t)code[pc + 2]) {
        tail = pc + 1 + code[pc + 1];
        if (code[tail] == RO_LIT) {  /* skip to where the next literal is */
          int64_t from = ctx->count;
          while (ctx->count >= (int64_t)code[pc + 2] &&
                 (ptr >= end || CH(st, ptr) != code[tail + 1])) {
            ptr--;
            ctx->count--;
          }
          if (vm_charge(vm, (uint64_t)(from - ctx->count) / NATIVE_STEP)) goto error;
          if (ctx->count < (int64_t)code[pc + 2]) break;
        }
        st->ptr = ptr;
        DO_JUMP(J_REPEAT_ONE, jump_repeat_one, pc + 1 + code[pc + 1]);
        if (ret) {
          if (repeat) MARK_POP_DISCARD(ctx->lastmark);
          SUCCEED;
        }
        if (repeat) MARK_POP_KEEP(ctx->lastmark);
        LASTMARK_RESTORE();
        ptr--;
        ctx->count--;
      }
      if (repeat) MARK_POP_DISCARD(ctx->lastmark);
      FAIL;
    }
    case RO_MIN_REPEAT_ONE: {
      uint32_t min = code[pc + 2];
      if ((int64_t)min > end - ptr) FAIL;
      st->ptr = ptr;
      if (min == 0) ctx->count = 0;
      else {
        ctx->count = rx_count(st, pc + 4, ptr, min);
        if (vm_charge(vm, (uint64_t)ctx->count / NATIVE_STEP)) goto error;
        if (ctx->count < (int64_t)min) FAIL;
        ptr += ctx->count;
      }
      LASTMARK_SAVE();
      if (repeat) MARK_PUSH(ctx->lastmark);
      while (code[pc + 3] == RE_MAXREPEAT || ctx->count <= (int64_t)code[pc + 3]) {
        st->ptr = ptr;
        DO_JUMP(J_MIN_REPEAT_ONE, jump_min_repeat_one, pc + 1 + code[pc + 1]);
        if (ret) {
          if (repeat) MARK_POP_DISCARD(ctx->lastmark);
          SUCCEED;
        }
        if (repeat) MARK_POP_KEEP(ctx->lastmark);
        LASTMARK_RESTORE();
        if (ptr >= end || !rx_one(code, pc + 4, CH(st, ptr))) break;
        ptr++;
        ctx->count++;
      }
      if (repeat) MARK_POP_DISCARD(ctx->lastmark);
      FAIL;
    }
    case RO_POSS_REPEAT_ONE: {
      int64_t n;
      if ((int64_t)code[pc + 2] > end - ptr) FAIL;
      n = rx_count(st, pc + 4, ptr, code[pc + 3]);
      if (vm_charge(vm, (uint64_t)n / NATIVE_STEP)) goto error;
      if (n < (int64_t)code[pc + 2]) FAIL;
      ptr += n;
      pc += 1 + code[pc + 1];
      break;
    }
    case RO_REPEAT:
      if (grow(st, &st->reps, &st->repcap, rsp + 1, sizeof(Rep))) goto error;
      ctx = &CTXS[sp - 1];
      rep = &REPS[rsp++];
      rep->count = -1;
      rep->last_ptr = -1;
      rep->pc = pc;
      rep->prev = repeat;
      repeat = (uint32_t)rsp;
      ctx->rep = repeat;
      st->ptr = ptr;
      DO_JUMP(J_REPEAT, jump_repeat, pc + 1 + code[pc + 1]);
      repeat = REPS[ctx->rep - 1].prev;
      rsp--;
      if (ret) SUCCEED;
      FAIL;
    case RO_MAX_UNTIL: case RO_MIN_UNTIL: {
      uint32_t rpc, tailrep;
      ctx->rep = repeat;
      if (!repeat) goto corrupt;
      rep = &REPS[repeat - 1];
      rpc = rep->pc;
      st->ptr = ptr;
      ctx->count = rep->count + 1;
      if (ctx->count < (int64_t)code[rpc + 2]) {   /* not enough iterations */
        rep->count = ctx->count;
        DO_JUMP(J_UNTIL_1, jump_until_1, REPS[ctx->rep - 1].pc + 4);
        if (ret) SUCCEED;
        REPS[ctx->rep - 1].count = ctx->count - 1;
        st->ptr = ptr;
        FAIL;
      }
      if (code[pc] == RO_MIN_UNTIL) goto min_until;
      if ((ctx->count < (int64_t)code[rpc + 3] || code[rpc + 3] == RE_MAXREPEAT) &&
          st->ptr != rep->last_ptr) {
        rep->count = ctx->count;
        LASTMARK_SAVE();
        MARK_PUSH(ctx->lastmark);
        if (grow(st, &st->data, &st->datacap, dsp + 1, sizeof(int64_t))) goto error;
        ctx = &CTXS[sp - 1];
        rep = &REPS[ctx->rep - 1];
        DATA[dsp++] = rep->last_ptr;
        rep->last_ptr = st->ptr;
        DO_JUMP(J_MAX_UNTIL_2, jump_max_until_2, REPS[ctx->rep - 1].pc + 4);
        rep = &REPS[ctx->rep - 1];
        rep->last_ptr = DATA[--dsp];
        if (ret) {
          MARK_POP_DISCARD(ctx->lastmark);
          SUCCEED;
        }
        MARK_POP(ctx->lastmark);
        LASTMARK_RESTORE();
        rep->count = ctx->count - 1;
        st->ptr = ptr;
      }
      /* no more iterations here: the tail must match */
      repeat = REPS[ctx->rep - 1].prev;
      DO_JUMP(J_MAX_UNTIL_3, jump_max_until_3, pc + 1);
      repeat = ctx->rep;
      if (ret) SUCCEED;
      st->ptr = ptr;
      FAIL;
    min_until:
      /* see if the tail matches */
      repeat = rep->prev;
      LASTMARK_SAVE();
      if (repeat) MARK_PUSH(ctx->lastmark);
      DO_JUMP(J_MIN_UNTIL_2, jump_min_until_2, pc + 1);
      tailrep = repeat;
      repeat = ctx->rep;
      if (ret) {
        if (tailrep) MARK_POP_DISCARD(ctx->lastmark);
        SUCCEED;
      }
      if (tailrep) MARK_POP(ctx->lastmark);
      LASTMARK_RESTORE();
      st->ptr = ptr;
      rep = &REPS[ctx->rep - 1];
      rpc = rep->pc;
      if ((ctx->count >= (int64_t)code[rpc + 3] && code[rpc + 3] != RE_MAXREPEAT) ||
          st->ptr == rep->last_ptr)
        FAIL;
      rep->count = ctx->count;
      if (grow(st, &st->data, &st->datacap, dsp + 1, sizeof(int64_t))) goto error;
      ctx = &CTXS[sp - 1];
      rep = &REPS[ctx->rep - 1];
      DATA[dsp++] = rep->last_ptr;
      rep->last_ptr = st->ptr;
      DO_JUMP(J_MIN_UNTIL_3, jump_min_until_3, REPS[ctx->rep - 1].pc + 4);
      rep = &REPS[ctx->rep - 1];
      rep->last_ptr = DATA[--dsp];
      if (ret) SUCCEED;
      rep->count = ctx->count - 1;
      st->ptr = ptr;
      FAIL;
    }
    case RO_POSS_REPEAT:
      st->ptr = ptr;
      ctx->count = 0;
      while (ctx->count < (int64_t)code[pc + 2]) {
        DO_JUMP0(J_POSS_1, jump_poss_1, pc + 4);
        if (!ret) {
          st->ptr = ptr;
          FAIL;
        }
        ctx->count++;
      }
      ctx->aux = -1;
      while ((ctx->count < (int64_t)code[pc + 3] || code[pc + 3] == RE_MAXREPEAT) &&
             st->ptr != ctx->aux) {
        LASTMARK_SAVE();
        MARK_PUSH(ctx->lastmark);
        ctx->aux = st->ptr;
        DO_JUMP0(J_POSS_2, jump_poss_2, pc + 4);
        if (ret) {
          MARK_POP_DISCARD(ctx->lastmark);
          ctx->count++;
        } else {
          MARK_POP(ctx->lastmark);
          LASTMARK_RESTORE();
          st->ptr = ctx->aux;
          break;
        }
      }
      ptr = st->ptr;
      pc += 1 + code[pc + 1] + 1;   /* past the body's SUCCESS */
      break;
    case RO_ATOMIC:
      st->ptr = ptr;
      DO_JUMP0(J_ATOMIC, jump_atomic, pc + 2);
      if (!ret) {
        st->ptr = ptr;
        FAIL;
      }
      ptr = st->ptr;
      pc += 1 + code[pc + 1];
      break;
    case RO_ASSERT:
      if (ptr < (int64_t)code[pc + 2]) FAIL;
      st->ptr = ptr - code[pc + 2];
      DO_JUMP0(J_ASSERT, jump_assert, pc + 3);
      if (!ret) FAIL;
      pc += 1 + code[pc + 1];
      break;
    case RO_ASSERT_NOT:
      if (ptr >= (int64_t)code[pc + 2]) {
        st->ptr = ptr - code[pc + 2];
        LASTMARK_SAVE();
        if (repeat) MARK_PUSH(ctx->lastmark);
        DO_JUMP0(J_ASSERT_NOT, jump_assert_not, pc + 3);
        if (ret) {
          if (repeat) MARK_POP_DISCARD(ctx->lastmark);
          FAIL;
        }
        if (repeat) MARK_POP(ctx->lastmark);
        LASTMARK_RESTORE();
      }
      pc += 1 + code[pc + 1];
      break;
    case RO_GROUPREF: case RO_GROUPREF_A: case RO_GROUPREF_U: {
      int64_t g = 2 * (int64_t)code[pc + 1], a, e;
      if (g >= st->lastmark) FAIL;
      a = st->marks[g];
      e = st->marks[g + 1];
      if (a < 0 || e < 0 || e < a) FAIL;
      if (vm_charge(vm, (uint64_t)(e - a) / NATIVE_STEP)) goto error;
      for (; a < e; a++, ptr++) {
        uint32_t x, y;
        if (ptr >= end) FAIL;
        x = CH(st, ptr);
        y = CH(st, a);
        if (code[pc] == RO_GROUPREF_A) {
          x = rx_lower_a(x);
          y = rx_lower_a(y);
        } else if (code[pc] == RO_GROUPREF_U) {
          x = re_lower(x);
          y = re_lower(y);
        }
        if (x != y) FAIL;
      }
      pc += 2;
      break;
    }
    case RO_GROUPREF_EXISTS: {
      int64_t g = 2 * (int64_t)code[pc + 1];
      if (g >= st->lastmark || st->marks[g] < 0 || st->marks[g + 1] < 0 ||
          st->marks[g + 1] < st->marks[g])
        pc = pc + 2 + code[pc + 2];
      else pc += 3;
      break;
    }
    default:
      goto corrupt;
    }
  }

leave:
  /* return ret to the parent context */
  jump = CTXS[sp - 1].jump;
  sp--;
  if (sp == 0) return ret;
  ctx = &CTXS[sp - 1];
  switch (jump) {
  case J_BRANCH: goto jump_branch;
  case J_REPEAT_ONE: goto jump_repeat_one;
  case J_MIN_REPEAT_ONE: goto jump_min_repeat_one;
  case J_REPEAT: goto jump_repeat;
  case J_UNTIL_1: goto jump_until_1;
  case J_MAX_UNTIL_2: goto jump_max_until_2;
  case J_MAX_UNTIL_3: goto jump_max_until_3;
  case J_MIN_UNTIL_2: goto jump_min_until_2;
  case J_MIN_UNTIL_3: goto jump_min_until_3;
  case J_POSS_1: goto jump_poss_1;
  case J_POSS_2: goto jump_poss_2;
  case J_ATOMIC: goto jump_atomic;
  case J_ASSERT: goto jump_assert;
  case J_ASSERT_NOT: goto jump_assert_not;
  default: goto corrupt;
  }
corrupt:
  vm_raise(vm, T_SystemError, "internal error in regular expression engine");
error:
  return -1;
#undef CTXS
#undef REPS
#undef DATA
}

int re_match(ReState *st) {
  st->lastmark = st->lastindex = -1;
  st->ptr = st->start;
  return rx_match(st, 1);
}

int re_search(ReState *st) {
  const uint32_t *code = st->prog->code;
  int64_t ptr = st->start, end = st->endpos;
  int status;
  if (ptr > end) return 0;
  st->lastmark = st->lastindex = -1;
  st->ptr = ptr;
  status = rx_match(st, 1);
  st->must_advance = false;
  if (status == 0 && code[0] == RO_AT &&
      (code[1] == RA_BEGINNING || code[1] == RA_BEGINNING_STRING)) {
    st->start = st->ptr = end;
    return 0;
  }
  while (status == 0 && ptr < end) {
    ptr++;
    /* a literal first: skip to where it occurs */
    if (code[0] == RO_LIT && st->s8) {
      const uint8_t *hit;
      if (code[1] > 255) break;
      hit = memchr(st->s8 + ptr, (int)code[1], (size_t)(end - ptr));
      if (!hit) break;
      ptr = hit - st->s8;
    } else if (code[0] == RO_AT && code[1] == RA_BEGINNING_LINE) {
      /* '^' under MULTILINE: only a line start (after a newline) can match */
      int64_t from = ptr;
      if (st->s8) {
        const uint8_t *nl = memchr(st->s8 + ptr - 1, '\n', (size_t)(end - ptr + 1));
        if (!nl) break;
        ptr = nl - st->s8 + 1;
      } else {
        while (ptr < end && st->s32[ptr - 1] != '\n') ptr++;
        if (st->s32[ptr - 1] != '\n') break;
      }
      if (vm_charge(st->vm, (uint64_t)(ptr - from) / NATIVE_STEP)) return -1;
    } else if (st->prog->has_first) {
      /* skip the positions whose code point no match begins with */
      const uint32_t *map = st->prog->first;
      int64_t from = ptr;
      if (st->s8) {
        while (ptr < end && st->s8[ptr] < 128 &&
               !((map[st->s8[ptr] >> 5] >> (st->s8[ptr] & 31)) & 1))
          ptr++;
      } else {
        while (ptr < end && st->s32[ptr] < 128 &&
               !((map[st->s32[ptr] >> 5] >> (st->s32[ptr] & 31)) & 1))
          ptr++;
      }
      if (vm_charge(st->vm, (uint64_t)(ptr - from) / NATIVE_STEP)) return -1;
      if (ptr >= end) break;
    }
    st->lastmark = st->lastindex = -1;
    st->start = st->ptr = ptr;
    status = rx_match(st, 0);
  }
  return status;
}
