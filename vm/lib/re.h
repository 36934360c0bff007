/*
** re.h - the regular expression engine behind the re module (vm/lib/re.c).
**
** A pattern (code points) is parsed as CPython 3.11's re/_parser.py parses
** it, with the same errors at the same positions, and compiled to a small
** program of sre-like opcodes; a backtracking matcher runs the program with
** sre's semantics (marks, repeat contexts, zero-width protection) on an
** explicit stack in vm->mem, never on the C stack.  Every step of the
** matcher charges the VM's step budget and polls the deadline, so a
** catastrophic pattern ends with the step limit, never a hang.
*/
#ifndef BT_RE_H
#define BT_RE_H

#include "../vm.h"

/* Flags, with CPython's values (re.I == 2 ...). */
enum {
  RE_TEMPLATE = 1, RE_IGNORECASE = 2, RE_LOCALE = 4, RE_MULTILINE = 8,
  RE_DOTALL = 16, RE_UNICODE = 32, RE_VERBOSE = 64, RE_DEBUG = 128,
  RE_ASCII = 256
};

#define RE_MAXREPEAT 4294967295u
/* in a snapshot's pattern flags: the source that follows is bytes */
#define RE_SNAP_BYTES 0x200u
#define RE_MAXGROUPS 1073741823u

/* What re_compile reports when it refuses a pattern. */
enum {
  RE_ERR_SYNTAX,     /* re.error(msg, pattern, pos); pos < 0: no position */
  RE_ERR_OVERFLOW,   /* OverflowError(msg) */
  RE_ERR_VALUE,      /* ValueError(msg) */
  RE_ERR_NOMEM,      /* MemoryError (or the memory limit) */
  RE_ERR_LIMIT,      /* a limit ended the run (vm->limit_hit) */
  RE_ERR_RECURSION   /* RecursionError: nested deeper than CPython's parser goes */
};
typedef struct ReError {
  int kind;
  int64_t pos;       /* code point index into the pattern, or -1 */
  char msg[256];     /* UTF-8 */
} ReError;

typedef struct ReName {
  uint32_t off, len; /* the name's bytes in ReProg.names */
  uint32_t group;
} ReName;

/* A compiled pattern: one block in vm->mem, immutable, shared by Pattern
** objects (it holds no Values, so the GC never looks at it). */
typedef struct ReProg {
  size_t size;       /* bytes of this block */
  uint32_t flags;    /* final flags: given | inline global | UNICODE */
  uint32_t ngroups;  /* capturing groups, group 0 not counted */
  uint32_t nnames;   /* named groups, in order of definition */
  uint32_t ncode;
  ReName *names;
  char *namebuf;
  uint32_t *code;
  bool has_first;    /* a match must consume a first code point, and one
                        below 128 can only be one of first's bits (a search
                        skips the positions of other ASCII ones) */
  uint32_t first[4];
} ReProg;

/* Compile pattern pat (len bytes of valid UTF-8, or with `bytes` a bytes
** pattern: each byte one code point) with flags.  Returns 0 and *out, or
** -1 with *err filled (nothing is raised). */
int re_compile(VM *vm, const char *pat, size_t len, uint32_t flags, bool bytes, ReProg **out,
               ReError *err);
void re_prog_free(VM *vm, ReProg *p);

/* The subject of a match, in code points: bytes when it is ASCII, else
** decoded once into wide (owned by the state). */
/* Room for 8 groups' marks, 16 contexts, 32 data words and 8 repeats
** (re_exec.c's Ctx is 6 words, its Rep 3) inside a ReState. */
#define RE_INL_MARKS 16
#define RE_INL_CTX_WORDS (16 * 6)
#define RE_INL_DATA 32
#define RE_INL_REP_WORDS (8 * 3)

typedef struct ReState {
  VM *vm;
  const ReProg *prog;
  const uint8_t *s8;        /* ASCII subject, or NULL */
  uint32_t *s32;            /* decoded subject, or NULL */
  int64_t len;              /* code points of the whole subject */
  int64_t pos, endpos;      /* the slice searched; endpos <= len */
  /* the matcher's working memory, kept across calls of one operation */
  int64_t *marks;           /* 2 * ngroups */
  int32_t lastmark, lastindex;
  int64_t start, ptr;       /* where the last attempt began / ended */
  bool must_advance;        /* an empty match at `start` is refused */
  bool match_all;           /* fullmatch */
  void *ctx, *data, *reps;  /* stacks: the *_inl arrays below, or vm->mem */
  size_t ctxcap, datacap, repcap;
  size_t s32cap;
  /* the first room of the stacks and marks, in the state itself (most
  ** matches need no more, and a state lives on the C stack of the native
  ** using it: a match then allocates nothing); not cleared by init */
  int64_t marks_inl[RE_INL_MARKS];
  int64_t ctx_inl[RE_INL_CTX_WORDS];
  int64_t data_inl[RE_INL_DATA];
  int64_t reps_inl[RE_INL_REP_WORDS];
} ReState;

/* Set up st for matching prog against subject s in [pos, endpos) (already
** clamped as CPython clamps them).  -1: MemoryError raised. */
int re_state_init(VM *vm, ReState *st, const ReProg *prog, const Str *s, int64_t pos,
                  int64_t endpos);
/* The same for the bytes of a bytes-like subject (b is read, never kept). */
int re_state_init_bytes(VM *vm, ReState *st, const ReProg *prog, const uint8_t *b, int64_t len,
                        int64_t pos, int64_t endpos);
void re_state_free(ReState *st);

/* One attempt anchored at st->start (match, fullmatch) or a search from
** st->start onward.  Returns 1 (a match: st->start..st->ptr, groups in
** marks/lastmark/lastindex), 0 (none), -1 (an exception or a limit). */
int re_match(ReState *st);
int re_search(ReState *st);

/* Span of group g (0..ngroups) of the last match, -1 -1 when it did not
** take part. */
void re_span(const ReState *st, uint32_t g, int64_t *a, int64_t *b);

/* Group number of name (len bytes), or -1. */
int64_t re_group_index(const ReProg *p, const char *name, size_t len);

/* Simple case mappings as sre uses them (first code point of the full
** mapping). */
uint32_t re_lower(uint32_t c);

/* ---- the objects (vm/lib/re.c) ---- */

/* re.Pattern: the compiled program and what the program shows of it. */
typedef struct RePattern {
  Obj h;
  ReProg *prog;      /* owned (freed with the object) */
  Value pattern;     /* str: the source */
  Value groupindex;  /* dict name -> group number */
} RePattern;

/* re.Match: the spans of one match (code point offsets, -1 -1 for a group
** that did not take part). */
typedef struct ReMatch {
  Obj h;
  Value pattern;     /* the RePattern */
  Value string;      /* str searched */
  int64_t pos, endpos;
  int32_t lastindex; /* -1: None */
  uint32_t ngroups;
  int64_t spans[];   /* 2 * (ngroups + 1) */
} ReMatch;

/* Hooks for the generic operations (repr, getattr, m[g]) and the GC. */
int re_repr(VM *vm, Value v, Buf *b);
int re_getattr(VM *vm, Value obj, const char *name, Value *out);  /* 1: no such */
int re_match_getitem(VM *vm, Value m, Value key, Value *out);
/* Make a Pattern from its source and flags (re.compile, snapshots). */
int re_pattern_new(VM *vm, Value pattern, int64_t flags, Value *out);

extern const Method re_pattern_methods[], re_match_methods[];
extern const int re_pattern_methods_n, re_match_methods_n;
extern const Builtin re_natives[];
extern const int re_natives_n;

/* ---- the program (shared by the compiler and the matcher) ----
** A program is an array of uint32 words, sre's layout: an opcode, then its
** operands.  "skip" operands count words from the skip word itself to what
** follows the construct.  Layouts:
**   LIT c | NLIT c | LIT_A lo | LIT_U lo ...  one code point
**   IN skip map[4] set... S_END   (IN_A / IN_U test the lowered code point;
**                          map: bit c of the 128 says whether the ASCII
**                          code point c matches, lowering and negation
**                          included: the set items decide only c >= 128)
**   AT kind                MARK i (i = 2*(group-1) + 0/1)
**   BRANCH {skip alt... JUMP skip}* 0
**   REPEAT_ONE skip min max item SUCCESS   (MIN_, POSS_ alike)
**   REPEAT skip min max body MAX_UNTIL|MIN_UNTIL
**   POSS_REPEAT skip min max body SUCCESS
**   ATOMIC skip body SUCCESS      ASSERT[_NOT] skip back body SUCCESS
**   GROUPREF g (also _A, _U)      GROUPREF_EXISTS g skip yes [JUMP skip no]
*/
enum {
  RO_FAILURE, RO_SUCCESS, RO_ANY, RO_ANY_ALL, RO_AT, RO_LIT, RO_NLIT, RO_LIT_A,
  RO_NLIT_A, RO_LIT_U, RO_NLIT_U, RO_IN, RO_IN_A, RO_IN_U, RO_BRANCH, RO_JUMP,
  RO_MARK, RO_REPEAT_ONE, RO_MIN_REPEAT_ONE, RO_POSS_REPEAT_ONE, RO_REPEAT,
  RO_MAX_UNTIL, RO_MIN_UNTIL, RO_POSS_REPEAT, RO_ATOMIC, RO_ASSERT, RO_ASSERT_NOT,
  RO_GROUPREF, RO_GROUPREF_A, RO_GROUPREF_U, RO_GROUPREF_EXISTS
};
/* words of IN/IN_A/IN_U before its set items (op, skip, the ASCII map) */
#define RE_IN_HEAD 6
/* Does code point c match the IN/IN_A/IN_U at code[pc], by its set items
** (not its map: the compiler fills the map with this)? */
bool re_in_items(const uint32_t *code, uint32_t pc, uint32_t c);
/* Set prog->has_first and prog->first from its code (the compiler, last). */
void re_first_set(ReProg *prog);
/* set items */
enum { RS_END, RS_NEGATE, RS_LIT, RS_RANGE, RS_RANGE_U, RS_CAT, RS_BITS, RS_RANGES };
/* AT kinds */
enum {
  RA_BEGINNING, RA_BEGINNING_LINE, RA_BEGINNING_STRING, RA_BOUNDARY, RA_NON_BOUNDARY,
  RA_END, RA_END_LINE, RA_END_STRING, RA_UNI_BOUNDARY, RA_UNI_NON_BOUNDARY
};
/* categories: even = positive, odd = negated; +8 for the Unicode ones */
enum { RC_DIGIT, RC_NOT_DIGIT, RC_SPACE, RC_NOT_SPACE, RC_WORD, RC_NOT_WORD, RC_UNI = 8 };

#endif
