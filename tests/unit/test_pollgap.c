/*
** test_pollgap.c - the deadline is polled all through long single
** operations (issue 16: "no single instruction runs more than ~10 ms past
** a time limit").
**
** Each program runs with a deadline that never passes (the host clock
** stands still), so the run does all its work, and the clock callback
** measures the thread's CPU time between two of its calls: the longest
** stretch the VM went without looking at the clock, which is how far past
** a deadline it could run.  CPU time, not wall time: the machine's load
** does not count.  Every gap, from the run's start to its end, must stay
** under BOUND_MS (a generous bound: most are under 5 ms on a quiet
** machine; a regression is a gap in proportion to the operand, hundreds
** of ms for these sizes).  The sanitizer build runs the light programs only,
** with a bound for its own cost.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "baton.h"

#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif

#define BOUND_MS (SANITIZED ? 400.0 : 60.0)

typedef struct Clock {
  double last;   /* CPU seconds at the last call, 0 before the first */
  double gap;    /* the longest stretch between two calls */
  double first;  /* CPU seconds at the first call (the run's start) */
  int moving;    /* 0: the clock stands still; 1: it reads CPU ms */
} Clock;

static double cpu_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void clock_mark(Clock *c) {
  double t = cpu_now();
  if (c->first == 0) c->first = t;
  if (c->last != 0 && t - c->last > c->gap) c->gap = t - c->last;
  c->last = t;
}

static uint64_t test_clock(void *ud) {
  Clock *c = ud;
  clock_mark(c);
  return c->moving ? (uint64_t)(c->last * 1e3) : 1;
}

/* Run src with the clock c and a timeout: its status; *cpu the CPU
** seconds from the run's first clock reading to bt_step's return. */
static bt_status run(const char *src, Clock *c, uint64_t timeout_ms, double *cpu) {
  bt_config cfg;
  bt_vm *vm;
  bt_status st;
  memset(&cfg, 0, sizeof cfg);
  cfg.max_memory = (size_t)1 << 30;
  cfg.now = test_clock;
  cfg.now_ud = c;
  cfg.timeout_ms = timeout_ms;
  vm = bt_new(&cfg);
  if (vm == NULL) return BT_ERROR;
  if (bt_load(vm, src, strlen(src), "t.py", NULL) != BT_OK) {
    bt_free(vm);
    return BT_ERROR;
  }
  st = bt_step(vm, NULL);
  *cpu = cpu_now() - c->first;
  bt_free(vm);
  return st;
}

/* (program, heavy): heavy ones are left out of the sanitizer build */
static const struct { const char *src; int heavy; } PROGS[] = {
  /* fills of fresh blocks: the kernel zeroing their pages is the cost */
  {"x = 'ab' * (3 * 10**7)", 0},
  {"x = [None] * (2 * 10**7)", 1},
  {"x = (None,) * (2 * 10**7)", 1},
  {"x = b'ab' * (3 * 10**7)", 0},
  {"x = 'ab' * 10**7; y = x.zfill(10**8)", 0},
  {"x = 'ab' * 10**7; y = x.center(10**8, '\\u00e9')", 0},
  {"x = 'ab' * 10**7; y = x.ljust(10**8)", 0},
  /* searches of a long haystack, with or without many matches */
  {"x = 'ab' * (3 * 10**7); y = x.rfind('c')", 0},
  {"x = 'ab' * (3 * 10**7); y = x.rfind('a' * 1000 + 'b' * 2)", 0},
  {"x = 'ab' * (3 * 10**7); y = 'c' in x", 0},
  {"x = 'ab' * (3 * 10**7); y = x.count('a')", 0},
  {"x = 'ab' * 10**7; y = x.replace('ab', 'ba')", 0},
  {"x = 'ab' * (3 * 10**7); y = x.rpartition('c')", 0},
  {"x = b'ab' * (3 * 10**7); y = x.rfind(b'c')", 0},
  {"x = b'ab' * (3 * 10**7); y = x.count(b'a')", 0},
  {"x = b'ab' * 10**7; y = x.split(b'a')", 1},
  {"x = b'ab' * 10**7; y = x.replace(b'a', b'cc')", 0},
  /* collections over a big heap (the collector polls while it traces) */
  {"x = [[i] for i in range(2 * 10**6)]", 1},
  {"x = ['a'] * (2 * 10**7); y = ''.join(x)", 1},
  /* a full sweep of millions of objects (150 ms unpolled before it
  ** stopped at the deadline and left the rest for later) */
  {"x = [[i] for i in range(4 * 10**6)]\nfor i in range(3): y = [[i] for i in range(10**6)]", 1},
  /* linear natives that charged up front and then ran unpolled: a
  ** tuple of 2e7 items (90 ms), a set copy of 5e6 and a dict copy of 1e7 (50
  ** ms each: one memcpy, then the rehashes of the growing tables) */
  {"import struct; b = bytes(2 * 10**7); x = struct.unpack('20000000B', b)", 1},
  {"s = set(range(5 * 10**6)); t = s & s", 1},
  {"d = dict.fromkeys(range(10**7)); e = d.copy()", 1},
  {"x = 'a' * 10**8; y = x + 'b'", 0},
  /* found by tools/limits_audit.py: the first hash of a big non-ASCII str
  ** (85 ms for 32 MB in one pass), a strip set of millions of code points
  ** (350 ms sorting them) */
  {"x = 'a\\u00e9\\u4e00' * (4 * 10**6); d = {x: 1}", 0},
  {"x = b'ab' * (2 * 10**7); y = hash(x)", 0},
  {"x = 'a\\u00e9\\u4e00\\U0001F600' * (2 * 10**6); y = x.strip(x)", 0},
  /* a needle longer than a search window: its factorisation and its
  ** comparisons at one alignment (70-90 ms for 32 MB in one go) */
  {"x = 'a\\u00e9\\u4e00\\U0001F600' * (2 * 10**6); y = x.find(x)", 0},
  {"x = b'ab' * (2 * 10**7); y = x.rfind(x[1:] + b'b')", 0},
  /* found by the audit later: an unknown encoding's name copied into
  ** its message by vsnprintf (60 ms for 20 MB), splitlines' scan (charged
  ** up front, 30 ms for 20 MB), a list of ints grown by realloc for
  ** join's TypeError (10-15 ms a copy, more now and then), a huge repr
  ** in literal_eval's ValueError (40 ms between two growths of its text) */
  {"x = 'a\u00e9\u4e00\U0001F600' * (4 * 10**6)\ntry: x.encode(x)\n"
   "except LookupError: pass", 0},
  {"x = 'a\u00e9\u4e00\U0001F600' * (6 * 10**6); y = x.splitlines(True)", 0},
  {"x = b'ab' * 10**7\ntry: ''.join(x)\nexcept TypeError: pass", 1},
  {"import ast\nx = list(range(6 * 10**6))\ntry: ast.literal_eval(x)\n"
   "except ValueError: pass", 1},
  /* a non-ASCII subject's code points, decoded for the regex engine (11
  ** ms for 8 * 10**6 characters); bytes % over latin-1 text (13 ms for 10
  ** MB) */
  {"import re\nx = 'a\\u00e9\\u4e00\\U0001F600' * (6 * 10**6); y = re.match('ab', x)", 0},
  {"x = b'ab' * (10**7); y = x % ()", 0},
  /* a message with a long string in it: vsnprintf walked it twice with
  ** no poll (15 ms for a 10 MB attribute name); float()'s copy of its
  ** text (9 ms for 10 MB); dict.update's inserts, which DS | D makes (47
  ** ms for 10**6 keys) */
  {"x = 'ab' * (3 * 10**7)\ntry: getattr(1, x)\nexcept AttributeError: pass", 0},
  {"x = 'ab' * (4 * 10**7)\ntry: float(x)\nexcept ValueError: pass", 0},
  {"d = dict.fromkeys(map(str, range(2 * 10**6))); e = d | d", 1},
  /* strtod of a long decimal (70-100 ms for 2 * 10**8 digits, no poll):
  ** vm_strtod now scans it with polls and rounds the first 800 digits */
  {"x = '0.' + '1' * (2 * 10**8); y = float(x)", 1},
  /* bytes predicates charged up front, then a scan with no poll (13-14 ms
  ** for 10 MB in limits_audit --shard 0/16) */
  {"x = b'ab' * (4 * 10**7); y = x.isalnum(); y = x.islower(); y = x.isascii()", 0},
  /* re.escape polled only when its text grew (11 ms gaps for 10 MB) */
  {"import re\nx = b'a.' * (4 * 10**7); y = re.escape(x)", 0},
  /* complex() of a long number: its scan and strtod (80.8 ms for 10**8
  ** digits), now vm_strtod */
  {"x = '1' * (10**8) + 'j'; y = complex(x)", 1},
  /* a dict's rehash in place when deleted entries fill its table (no
  ** poll: it could not stop half-way; 541 ms here); here 5592405 entries,
  ** the most an index of 2**23 slots holds, half of them deleted, then one
  ** insert (keys sharing their low 23 bits: long probe paths; a loop
  ** after it reads the clock again).  Now rebuilt on the side with polls.
  ** The 35-42 ms gap left is the same without the rehash: the inserts'
  ** probe paths (a few hundred full slots each) are not charged, so the
  ** interpreter's 1024 steps between budget checks take that long */
  /* deque (collections.c's ring): made from a list, rotated by half,
  ** an insert and a del in the middle, `in` and a copy, all polled */
  {"from collections import deque\nx = list(range(6 * 10**6)); d = deque(x)\n"
   "d.rotate(3 * 10**6 - 1); d.insert(3 * 10**6, 0); del d[3 * 10**6 + 1]; y = -1 in d; z = list(d)", 1},
  {"d = {i << 23: 0 for i in range(5592405)}\n"
   "for i in range(2796203): del d[i << 23]\n"
   "d[-1] = 0\nfor i in range(10**5): pass", 1},
  /* the first hash of a fresh 40 MB non-ASCII key or attribute name in
  ** the lookups that take no VM (dict_index_str's str fast path, the
  ** attribute dicts): 100-106 ms unpolled; now hashed with the VM first
  ** (str_hash_first); a read-only memoryview's hash and tobytes() copied
  ** 120 MB a byte at a time with no poll (41 ms) */
  {"x = 'a\u00e9\u4e00\U0001F600' * (4 * 10**6); d = {'a': 1}; y = d.get(x)", 0},
  {"class C: pass\nc = C()\nx = 'a\u00e9\u4e00\U0001F600' * (4 * 10**6); y = getattr(c, x, 0)", 0},
  {"class C: pass\nc = C()\nx = 'a\u00e9\u4e00\U0001F600' * (4 * 10**6); setattr(c, x, 0)", 0},
  {"x = b'ab' * (6 * 10**7); y = hash(memoryview(x))", 0},
};

/* Programs whose old gap was under BOUND_MS at any size that fits the
** memory limit: each has its own, tighter bound (ms), and like the heavy
** ones above they run in the normal build only. */
static const struct { const char *src; double bound; } TIGHT[] = {
  /* a big tuple's items set to None in one loop before they are filled
  ** (limits_audit --shard 8/16: random.randbytes(T), which makes T * 8,
  ** 13-16 ms; here 18-25 ms for 3 * 10**7 items, 480 MB): now a slice
  ** at a time with polls, 0.4-3.5 ms */
  {"x = (None,) * (3 * 10**7)", 10.0},
  {"t = tuple(range(10**6)); x = t * 30", 10.0},
  /* copies of a big list's or tuple's items in one memcpy or loop: tuple()
  ** of a list (--shard 9/16: time.struct_time(S) makes tuple(S), 10-14
  ** ms), and the same copy in slices, concatenation, extend, a starred
  ** display and a starred assignment (14-32 ms each here, with the tuple
  ** fill above); now vm_copy's slices, 0.2-0.7 ms */
  {"x = [None] * (2 * 10**7); y = tuple(x)", 10.0},
  {"x = [None] * (2 * 10**7); y = x[1:]", 10.0},
  {"x = (None,) * (2 * 10**7); y = x[1:]", 10.0},
  {"x = [None] * (10**7); y = x + x", 10.0},
  {"x = (None,) * (10**7); y = x + x", 10.0},
  {"x = [None] * (15 * 10**6); x.extend(x)", 10.0},
  {"x = [None] * (15 * 10**6); y = (*x,)", 10.0},
  {"x = [None] * (2 * 10**7); a, *b = x", 10.0},
};

/* Two runs of each program: with a clock that stands still (the whole
** work is done; the longest gap between two readings of the clock is how
** far past a deadline the VM could go), then with a deadline at 70% of
** that run's CPU time (it must return BOUND_MS past it at most, the end
** of the run included: BT_LIMIT, or BT_DONE when the deadline fell in
** the collection that follows a run, which then gives up). */
int main(void) {
  int failures = 0, ran = 0;
  size_t i;
  for (i = 0; i < sizeof PROGS / sizeof PROGS[0]; i++) {
    Clock still = {0, 0, 0, 0}, moving = {0, 0, 0, 1};
    const char *src = PROGS[i].src;
    double total, upto, past;
    uint64_t timeout;
    bt_status st;
    if (SANITIZED && PROGS[i].heavy) continue;
    ran++;
    st = run(src, &still, 1000000000, &total);
    if (st != BT_DONE) {
      fprintf(stderr, "FAIL %s: status %d, not BT_DONE\n", src, (int)st);
      failures++;
      continue;
    }
    timeout = (uint64_t)(total * 1e3 * 0.7);
    if (timeout == 0) timeout = 1;
    st = run(src, &moving, timeout, &upto);
    /* (the deadline passes when the clock reads one ms past it) */
    past = upto * 1e3 - (double)(timeout + 1);
    if (still.gap * 1e3 > BOUND_MS) {
      fprintf(stderr, "FAIL %s: %.1f ms of CPU without a poll of the deadline (bound %.0f)\n",
              src, still.gap * 1e3, BOUND_MS);
      failures++;
    } else if ((st != BT_LIMIT && st != BT_DONE) || past > BOUND_MS) {
      fprintf(stderr, "FAIL %s: status %d %.1f ms after a deadline at %llu ms of %.0f "
              "(want BT_LIMIT or BT_DONE within %.0f)\n", src, (int)st, past,
              (unsigned long long)timeout, total * 1e3, BOUND_MS);
      failures++;
    } else {
      printf("ok  gap %5.1f ms, past the deadline %5.1f ms  %s\n", still.gap * 1e3, past, src);
    }
  }
  for (i = 0; !SANITIZED && i < sizeof TIGHT / sizeof TIGHT[0]; i++) {
    Clock still = {0, 0, 0, 0};
    double total;
    ran++;
    if (run(TIGHT[i].src, &still, 1000000000, &total) != BT_DONE) {
      fprintf(stderr, "FAIL %s: not BT_DONE\n", TIGHT[i].src);
      failures++;
    } else if (still.gap * 1e3 > TIGHT[i].bound) {
      fprintf(stderr, "FAIL %s: %.1f ms of CPU without a poll of the deadline (bound %.0f)\n",
              TIGHT[i].src, still.gap * 1e3, TIGHT[i].bound);
      failures++;
    } else {
      printf("ok  gap %5.1f ms (bound %.0f)  %s\n", still.gap * 1e3, TIGHT[i].bound, TIGHT[i].src);
    }
  }
  printf("%d programs, %d failures\n", ran, failures);
  return failures != 0;
}
