/*
** main.c - the `baton` command: run a sandboxed Python program whose tool
** calls are served by commands.
**
** Each tool call runs its command with the call as JSON on stdin
** ({"args": [...], "kwargs": {...}}) and takes its stdout as the JSON
** result.  Calls outstanding at the same time (an async tool's, gathered)
** run concurrently (up to --jobs), and asyncio.sleep requests are timers,
** all driven by one poll() loop.  POSIX only: this is the command, not the
** library.
*/
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "baton.h"
#include "grants.h"
#include "mcp.h"
#include "toolfile.h"

/* ---- help ----
** In pieces: `baton --help` prints them all, `baton CMD --help` the
** usage of CMD and the sections it takes, so that each option is described
** once. */

enum { H_ABOUT = 1, H_TOOLS = 2, H_STATE = 4, H_LIMITS = 8, H_EXIT = 16 };

typedef struct Command {
  const char *name;
  const char *usage;
  unsigned sections;
} Command;

static const Command commands[] = {
  {"run",
   "usage: baton run [options] FILE.py      run a program (FILE '-' reads stdin)\n"
   "       baton run [options] -c CODE      run CODE\n",
   H_ABOUT | H_TOOLS | H_LIMITS | H_EXIT},
  {"start",
   "usage: baton start [options] (FILE.py | -c CODE) --state S.snap\n"
   "                                    run until the program needs the host, then\n"
   "                                    save the state and print the requests\n",
   H_ABOUT | H_STATE | H_LIMITS | H_EXIT},
  {"resume",
   "usage: baton resume S.snap [--result ID=JSON]... [--error ID=Type:message]...\n"
   "                                    restore, fulfil, run on, save the state again\n",
   H_STATE | H_EXIT},
  {"describe",
   "usage: baton describe --tools FILE.json print the tools as Python stubs\n",
   H_TOOLS},
  {"dis",
   "usage: baton dis FILE.py | -c CODE     show the register code of every function\n",
   0},
  {"mcp",
   "usage: baton mcp [--config FILE] [options]\n"
   "                                    an MCP server (stdio) whose run_python tool\n"
   "                                    runs programs calling other MCP servers' tools\n",
   0},
};
#define NCOMMANDS (int)(sizeof commands / sizeof commands[0])

static const char help_about[] =
  "The program runs in a sandbox: no files, network, environment or clock;\n"
  "import gives baton's own standard modules (json, re, math, datetime, ...).\n"
  "Its output goes to stdout; an uncaught exception prints a CPython-style\n"
  "traceback to stderr.\n";

static const char help_tools[] =
  "tools:\n"
  "  --tool NAME=COMMAND  make NAME(...) callable; each call runs COMMAND (with\n"
  "                       sh -c) with {\"args\": [...], \"kwargs\": {...}} on stdin\n"
  "                       and takes its stdout (JSON) as the result.  A non-zero\n"
  "                       exit, a signal or output that is not JSON raises\n"
  "                       RuntimeError: tool 'NAME' failed: exit status 1: <the\n"
  "                       last line of its stderr> (all of it under --trace); a\n"
  "                       result {\"error\": {\"type\": T, \"message\": M}} raises T(M).\n"
  "  --async-tool NAME=COMMAND\n"
  "                       the same for an async tool: a call returns an awaitable\n"
  "                       at once and its command starts (a --jobs slot\n"
  "                       permitting), so the calls gathered by\n"
  "                       `await asyncio.gather(*[NAME(x) for x in xs])` run\n"
  "                       concurrently\n"
  "  --tools FILE.json    declare tools: a JSON list of entries, or an object\n"
  "                       {\"command\": TEMPLATE, \"tools\": [...]} whose TEMPLATE\n"
  "                       (\"{name}\" in it replaced by the tool's name) is the\n"
  "                       command of each entry without one.  An entry is\n"
  "                       baton's {\"name\", \"command\", \"signature\", \"doc\",\n"
  "                       \"async\"}; a signature (\"city: str, units='C'\") makes\n"
  "                       calls bind like a Python def, and then every argument\n"
  "                       arrives in kwargs by parameter name; \"async\": true (or\n"
  "                       a signature \"async def NAME(...)\") declares an async\n"
  "                       tool.  Or an OpenAI function tool ({\"type\": \"function\",\n"
  "                       \"function\": {\"name\", \"description\", \"parameters\"}}\n"
  "                       or flat), an Anthropic tool (\"input_schema\") or an MCP\n"
  "                       tool (\"inputSchema\"), each with \"command\" and \"async\"\n"
  "                       besides: its JSON Schema becomes the signature and the\n"
  "                       docstring.  Any other key, a value of the wrong type, a\n"
  "                       missing name (or, for run, command) or a name declared\n"
  "                       twice is an error (status 2) naming the file, the entry\n"
  "                       (from 0) and the key.  The commands of a --tools file\n"
  "                       run in the file's folder\n"
  "  --jobs N             tool commands running at once (1 to 1024), the others\n"
  "                       wait their turn (default: the number of CPUs, but at\n"
  "                       least 32, as tool commands mostly wait on I/O)\n"
  "  --max-tool-output N  bytes a tool command may write to stdout, and to stderr\n"
  "                       (K, M, G suffixes); beyond, the command is stopped and\n"
  "                       the call raises RuntimeError: tool 'NAME' failed: output\n"
  "                       larger than N bytes.  Default 16M; 0 = no limit\n"
  "  --tool-timeout SECONDS  time one tool command may take; beyond, it is\n"
  "                       stopped and the call raises RuntimeError: tool 'NAME'\n"
  "                       failed: no answer within ... Default 300; 0 = no limit\n"
  "  --tool-faults raise|abort\n"
  "                       (run) what a host fault does: a tool command that exits\n"
  "                       non-zero, is killed, cannot start, answers no or\n"
  "                       invalid JSON, writes more than --max-tool-output or\n"
  "                       passes --tool-timeout.  raise (the default): the call\n"
  "                       raises RuntimeError: tool 'NAME' failed: ..., which the\n"
  "                       program may catch.  abort: the run ends at once (no\n"
  "                       except or finally of the program runs), baton prints\n"
  "                       \"baton: tool 'NAME' failed: ...; the run was ended\n"
  "                       (--tool-faults=abort)\" and exits with status 5.  A\n"
  "                       result {\"error\": ...} is the tool's answer, not a fault\n"
  "  --trace              print to stderr each request (->), its result (<-) and\n"
  "                       each cancellation (-x)\n"
  "  --snapshot-every-pause  (run) at every request save the VM, free it and go on\n"
  "                       in one restored from the bytes (a test of snapshots)\n"
  "  --clock              grant the real clock (time.time(); without it a run is\n"
  "                       deterministic and reading the clock raises)\n"
  "  --entropy            grant entropy (random without a seed)\n"
  "  asyncio.sleep(d) is served by a timer.  A call the program no longer wants\n"
  "  (a cancelled task, a wait_for that timed out, a failed gather) has its\n"
  "  command stopped: SIGTERM to its process group, SIGKILL to what is left\n"
  "  0.2 s later.  So has every command still running when the run ends, or\n"
  "  when baton gets SIGINT, SIGTERM or SIGHUP.\n";

static const char help_state[] =
  "start / resume (a shell script can drive a program one step per process):\n"
  "  --state FILE         where start saves the state; resume saves back to its\n"
  "                       snapshot unless --state names another file\n"
  "  --result ID=JSON     fulfil request ID with a JSON value\n"
  "  --error ID=Type:msg  fail request ID: the call raises Type(msg)\n"
  "  --fault ID=msg       (resume) request ID's tool failed (a host fault): the\n"
  "                       call raises RuntimeError: tool 'NAME' failed: msg, or\n"
  "                       with --tool-faults abort the run ends (status 5; the\n"
  "                       state is saved with the run over)\n"
  "  --tool-faults raise|abort  (resume) what --fault does; default raise\n"
  "  --key-file FILE      authenticate the state with an HMAC keyed by FILE's bytes\n"
  "  Tools for start are declared with --tool NAME, --async-tool NAME (or\n"
  "  NAME=COMMAND, the command unused) or --tools.  The state is saved first\n"
  "  (to a temporary file beside it, then renamed over it); only then does the\n"
  "  step's output print, followed by the requests as JSON lines:\n"
  "  {\"id\": 1, \"tool\": \"search\", \"args\": [...], \"kwargs\": {...}}\n"
  "  asyncio.sleep(d) prints as a request of tool \"asyncio.sleep\" with args\n"
  "  [d]: answer it (with any result) once d seconds have passed.\n";

static const char help_limits[] =
  "limits (per run; N is a whole number, 0 means no limit where allowed;\n"
  "the defaults of steps, memory, output and calls are the Python package's:\n"
  "well above what a working agent program needs, and soon reached by a\n"
  "runaway one):\n"
  "  --max-steps N        stop after about N steps (jumps, calls, and native\n"
  "                       work by its size); default 10000000 (a tenth of a\n"
  "                       second or so of busy work), 0 = no limit\n"
  "  --max-memory N       bytes the program may use, at least 1 (K, M, G\n"
  "                       suffixes); default 64M\n"
  "  --max-depth N        Python call depth (RecursionError beyond), at least 1;\n"
  "                       default 1000\n"
  "  --max-output N       bytes the program may print (K, M, G); default 1M,\n"
  "                       0 = no limit\n"
  "  --max-calls N        tool calls; default 100, 0 = no limit\n"
  "  --timeout SECONDS    wall-clock time for the run (such as 30 or 0.5);\n"
  "                       default 60 (tool commands are processes), 0 = no\n"
  "                       limit\n"
  "  (resume keeps the limits the state was started with, lowered by these\n"
  "  flags where given)\n";

static const char help_exit[] =
  "exit status: 0 done, 1 uncaught exception or syntax error, 2 usage or I/O\n"
  "error (output that cannot be written: a full disk ...), 3 a limit stopped\n"
  "the run, 4 (start, resume) paused: the state saved and the requests printed,\n"
  "5 a host fault ended the run (--tool-faults=abort).\n"
  "Output into a closed pipe ends baton as it ends any command in a pipeline:\n"
  "killed by SIGPIPE, quietly.  On SIGINT, SIGTERM or SIGHUP baton stops its\n"
  "tool commands, writes what output it holds and dies of that signal (status\n"
  "128+N in a shell).\n";

/* ---- output: nothing is lost silently ----
** Every write to stdout and stderr goes through out_*, which end baton
** when a write fails: output that cannot be written must not look like a
** run that succeeded.  SIGPIPE stays ignored (a tool command that exits
** without reading its stdin must not kill baton), so a closed pipe shows
** as EPIPE: baton then raises SIGPIPE on itself and dies quietly, as a
** command in a pipeline should.  Any other failure prints one line (if
** stderr still works) and exits 2, the status of an I/O error.  Tool
** commands still running are stopped first. */

typedef struct Host Host;
static void host_stop_all(Host *h);

static void out_fail(Host *h, FILE *f) {
  int e = errno;
  if (h) host_stop_all(h);
  if (e == EPIPE) {
    signal(SIGPIPE, SIG_DFL);
    raise(SIGPIPE);
  }
  if (f != stderr)
    fprintf(stderr, "baton: cannot write the output: %s\n", strerror(e ? e : EIO));
  exit(2);
}

static void out_write(Host *h, FILE *f, const char *s, size_t n) {
  if (n && fwrite(s, 1, n, f) != n) out_fail(h, f);
}

static void out_puts(Host *h, FILE *f, const char *s) {
  out_write(h, f, s, strlen(s));
}

static void out_printf(Host *h, FILE *f, const char *fmt, ...) {
  va_list ap;
  int r;
  va_start(ap, fmt);
  r = vfprintf(f, fmt, ap);
  va_end(ap);
  if (r < 0) out_fail(h, f);
}

/* Flush, and report a failure stdio met earlier and kept (ferror). */
static void out_flush(Host *h, FILE *f) {
  if (fflush(f) != 0 || ferror(f)) out_fail(h, f);
}

/* A usage error: one line, then where to read more; status 2. */
static int usage_error(const char *cmd, const char *fmt, ...) {
  va_list ap;
  out_puts(NULL, stderr, "baton: ");
  va_start(ap, fmt);
  if (vfprintf(stderr, fmt, ap) < 0) out_fail(NULL, stderr);
  va_end(ap);
  out_printf(NULL, stderr, "\ntry 'baton%s%s --help'\n", cmd ? " " : "", cmd ? cmd : "");
  return 2;
}

static const Command *find_command(const char *name) {
  int i;
  for (i = 0; i < NCOMMANDS; i++)
    if (strcmp(commands[i].name, name) == 0) return &commands[i];
  return NULL;
}

/* The help of one command, or of all (c NULL), on stdout. */
static void print_help(const Command *c) {
  unsigned sections = c ? c->sections : H_ABOUT | H_TOOLS | H_STATE | H_LIMITS | H_EXIT;
  int i;
  if (c) out_puts(NULL, stdout, c->usage);
  else
    for (i = 0; i < NCOMMANDS; i++)
      out_printf(NULL, stdout, "%s%s", i ? "       " : "", commands[i].usage + (i ? 7 : 0));
  if (c == NULL)
    out_puts(NULL, stdout, "       baton --help | --version | CMD --help\n");
  if (sections & H_ABOUT) out_printf(NULL, stdout, "\n%s", help_about);
  if (sections & H_TOOLS) out_printf(NULL, stdout, "\n%s", help_tools);
  if (sections & H_STATE) out_printf(NULL, stdout, "\n%s", help_state);
  if (sections & H_LIMITS) out_printf(NULL, stdout, "\n%s", help_limits);
  if (sections & H_EXIT) out_printf(NULL, stdout, "\n%s", help_exit);
}

/* ---- small helpers ---- */

static void die_nomem(void) {
  fputs("baton: out of memory\n", stderr);
  exit(2);
}

static void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (p == NULL) die_nomem();
  return p;
}

static char *xstrndup(const char *s, size_t n) {
  char *p = xrealloc(NULL, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

static char *read_fd_all(int fd, size_t *len) {
  size_t cap = 65536, n = 0;
  char *p = xrealloc(NULL, cap);
  for (;;) {
    ssize_t got;
    if (n == cap) p = xrealloc(p, cap *= 2);
    got = read(fd, p + n, cap - n);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) { free(p); return NULL; }
    if (got == 0) break;
    n += (size_t)got;
  }
  *len = n;
  return p;
}

static char *read_file(const char *path, size_t *len) {
  int fd = strcmp(path, "-") == 0 ? 0 : open(path, O_RDONLY);
  char *p;
  if (fd < 0) return NULL;
  p = read_fd_all(fd, len);
  if (fd) close(fd);
  return p;
}

/* The name a script's tracebacks show: CPython 3.11 makes the path of the
** script it runs absolute (os.path.abspath: the working directory joined,
** then "." and ".." components and repeated slashes collapsed, without
** resolving symbolic links), so `baton run x.py` prints the same
** `File "/dir/x.py"` lines as `python3 x.py`.  Falls back to the name as
** given when the working directory is unknown.  The result is malloc'd. */
static char *script_path(const char *file) {
  char cwd[PATH_MAX], *buf, *out;
  size_t n = 0, blen, i = 0;
  if (file[0] == '/') {
    buf = xstrndup(file, strlen(file));
  } else {
    if (getcwd(cwd, sizeof cwd) == NULL) return xstrndup(file, strlen(file));
    blen = strlen(cwd) + 1 + strlen(file);
    buf = xrealloc(NULL, blen + 1);
    snprintf(buf, blen + 1, "%s/%s", cwd, file);
  }
  /* normalise in place: out never runs ahead of the component being read */
  out = buf;
  blen = strlen(buf);
  while (i < blen) {
    size_t j = i, len;
    while (j < blen && buf[j] != '/') j++;
    len = j - i;
    if (len == 0 || (len == 1 && buf[i] == '.')) {
      /* empty or "." component: drop it */
    } else if (len == 2 && buf[i] == '.' && buf[i + 1] == '.') {
      while (n > 0 && out[n - 1] != '/') n--;
      if (n > 0) n--;
    } else {
      out[n++] = '/';
      memmove(out + n, buf + i, len);
      n += len;
    }
    i = j + 1;
  }
  if (n == 0) out[n++] = '/';
  out[n] = 0;
  return out;
}

/* ---- stopping on a signal ----
** SIGINT, SIGTERM and SIGHUP set stop_signal (and, SA_RESETHAND, restore
** the default action: a second one kills baton at once).  `run` notices
** it at its next step or wake-up, stops its tool commands (each runs in a
** process group of its own, which a Ctrl-C in the terminal never reaches),
** writes the output it holds and dies of the same signal.  A program that
** computes without pause is stopped through the clock: once a signal came,
** now_ms reads as the end of time, so the VM ends the run at its next
** budget check (every BUDGET_CHUNK steps).  The one variable a signal
** handler may write is the only mutable global here. */
static volatile sig_atomic_t stop_signal;

static void on_stop_signal(int signo) {
  stop_signal = signo;
}

/* Catch the signals that ask baton to stop, unless baton was started with
** them ignored (as a shell starts a background job). */
static void catch_stop_signals(void) {
  static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
  struct sigaction sa, old;
  size_t i;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_stop_signal;
  sa.sa_flags = SA_RESETHAND | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
    if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
      sigaction(sigs[i], &sa, NULL);
}

static uint64_t now_ms(void *ud) {
  struct timespec ts;
  (void)ud;
  if (stop_signal) return UINT64_MAX;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* ---- numeric flags ----
** Every numeric flag is checked whole: digits only (no sign, no spaces),
** within its range, K/M/G suffixes where it counts bytes.  A bad value is
** a usage error naming the flag, never a silent default. */

typedef struct NumFlag {
  const char *name;
  unsigned long long min, max;
  bool bytes;              /* K, M, G suffixes allowed */
} NumFlag;

static const NumFlag num_flags[] = {
  {"--max-steps", 0, UINT64_MAX, false},
  {"--max-memory", 1, SIZE_MAX / 2, true},
  {"--max-depth", 1, UINT32_MAX, false},
  {"--max-output", 0, SIZE_MAX / 2, true},
  {"--max-calls", 0, UINT64_MAX, false},
  {"--max-tool-output", 0, SIZE_MAX / 2, true},
  {"--jobs", 1, 1024, false},
};

/* Seconds as whole milliseconds, for --timeout: "30", "0.5", "0.001". */
#define MAX_TIMEOUT_S 1000000000ull   /* about 31 years */

/* The limits of `baton run` and `start` when no flag sets them: steps,
** memory, output and tool calls are the Python package's safe defaults
** (DEFAULT_LIMITS in host/python/baton/_sandbox.py), so a program that runs
** under one runs under the other.  Ten million steps are 0.1-0.2 s of busy
** interpreting, far more than an agent program's filtering and formatting
** needs and soon reached by a runaway loop; 64 MiB holds any tool result
** worth reading; a mebibyte of output is more than a model reads back; a
** hundred tool calls bound a program gone wrong.  Two differ, for reasons:
** the wall-clock limit is a minute, not the package's 5 s, because here
** every tool call starts a process (python3 alone takes 30 ms to start on
** an idle machine and most of a second on a loaded one, so the example
** agent's ten calls can take 8 s), and the step limit already stops a busy
** loop; call depth stays the library's 1000, CPython's recursion limit,
** because it is a catchable RecursionError, not a resource bound (memory
** and steps bound a deep recursion).  One tool command may run for five
** minutes when --timeout allows it. */
#define DEFAULT_STEPS 10000000ull
#define DEFAULT_MEMORY ((size_t)64 << 20)
#define DEFAULT_OUTPUT ((size_t)1 << 20)
#define DEFAULT_CALLS 100u
#define DEFAULT_TIMEOUT_MS 60000ull
#define DEFAULT_TOOL_TIMEOUT_MS 300000ull

/* "baton: step limit exceeded (...)", and the flag that raises it. */
static void print_limit(const char *text) {
  static const char *const flags[][2] = {
    {"step limit", "--max-steps N (0: none)"}, {"output limit", "--max-output N (0: none)"},
    {"tool call limit", "--max-calls N (0: none)"}, {"time limit", "--timeout SECONDS (0: none)"},
    {"memory limit", "--max-memory N"},
  };
  size_t i;
  for (i = 0; i < sizeof flags / sizeof flags[0]; i++)
    if (strncmp(text, flags[i][0], strlen(flags[i][0])) == 0) {
      out_printf(NULL, stderr, "baton: %s; raise it with %s\n", text, flags[i][1]);
      return;
    }
  out_printf(NULL, stderr, "baton: %s\n", text);
}

static const NumFlag *find_num_flag(const char *name) {
  size_t i;
  for (i = 0; i < sizeof num_flags / sizeof num_flags[0]; i++)
    if (strcmp(num_flags[i].name, name) == 0) return &num_flags[i];
  return NULL;
}

/* s as f's value into *out; 0, or -1 after a usage error naming f. */
static int parse_num(const char *cmd, const NumFlag *f, const char *s, unsigned long long *out) {
  unsigned long long v = 0, mult = 1;
  const char *p = s;
  bool over = false;
  for (; *p >= '0' && *p <= '9'; p++) {
    if (v > (ULLONG_MAX - (unsigned)(*p - '0')) / 10) over = true;
    else v = v * 10 + (unsigned)(*p - '0');
  }
  if (f->bytes && p > s) {
    if (*p == 'K' || *p == 'k') { mult = 1ull << 10; p++; }
    else if (*p == 'M' || *p == 'm') { mult = 1ull << 20; p++; }
    else if (*p == 'G' || *p == 'g') { mult = 1ull << 30; p++; }
  }
  if (p == s || *p) {
    usage_error(cmd, "%s wants a whole number%s, got '%s'", f->name,
                f->bytes ? " of bytes (K, M, G suffixes)" : "", s);
    return -1;
  }
  if (over || v > ULLONG_MAX / mult || v * mult < f->min || v * mult > f->max) {
    usage_error(cmd, "%s must be from %llu to %llu, got '%s'", f->name, f->min, f->max, s);
    return -1;
  }
  *out = v * mult;
  return 0;
}

/* --timeout and --tool-timeout: seconds with an optional fraction, into
** whole milliseconds (a fraction of a millisecond counts as one). */
static int parse_seconds(const char *cmd, const char *flag, const char *s, unsigned long long *ms) {
  unsigned long long whole = 0, frac = 0, scale = 1000;
  const char *p = s;
  bool digits = false, over = false, rest = false;
  for (; *p >= '0' && *p <= '9'; p++, digits = true) {
    if (whole > MAX_TIMEOUT_S) over = true;
    else whole = whole * 10 + (unsigned)(*p - '0');
  }
  if (*p == '.')
    for (p++; *p >= '0' && *p <= '9'; p++, digits = true) {
      if (scale > 1) { scale /= 10; frac += (unsigned)(*p - '0') * scale; }
      else if (*p != '0') rest = true;
    }
  if (!digits || *p) {
    usage_error(cmd, "%s wants seconds (such as 30 or 0.5), got '%s'", flag, s);
    return -1;
  }
  if (over || whole > MAX_TIMEOUT_S) {
    usage_error(cmd, "%s must be from 0 to %llu seconds, got '%s'", flag, MAX_TIMEOUT_S, s);
    return -1;
  }
  *ms = whole * 1000 + frac + (rest ? 1 : 0);
  return 0;
}
/* ---- a minimal JSON reader for tool error results ---- */

typedef struct JTok { const char *p, *end; } JTok;

static void jws(JTok *t) {
  while (t->p < t->end && (*t->p == ' ' || *t->p == '\t' || *t->p == '\n' || *t->p == '\r'))
    t->p++;
}

/* A JSON string at t->p into a new C string (escapes decoded; \u as UTF-8). */
static char *jstring(JTok *t) {
  size_t cap = 64, n = 0;
  char *s;
  jws(t);
  if (t->p >= t->end || *t->p != '"') return NULL;
  t->p++;
  s = xrealloc(NULL, cap);
  while (t->p < t->end && *t->p != '"') {
    char c = *t->p++;
    if (n + 8 >= cap) s = xrealloc(s, cap *= 2);
    if (c == '\\' && t->p < t->end) {
      char e = *t->p++;
      switch (e) {
      case 'n': s[n++] = '\n'; break;
      case 't': s[n++] = '\t'; break;
      case 'r': s[n++] = '\r'; break;
      case 'b': s[n++] = '\b'; break;
      case 'f': s[n++] = '\f'; break;
      case 'u': {
        unsigned cp = 0;
        int k;
        for (k = 0; k < 4 && t->p < t->end; k++) {
          char h = *t->p++;
          cp = cp * 16 + (unsigned)(h >= 'a' ? h - 'a' + 10 : h >= 'A' ? h - 'A' + 10 : h - '0');
        }
        if (cp < 0x80) s[n++] = (char)cp;
        else if (cp < 0x800) { s[n++] = (char)(0xC0 | (cp >> 6)); s[n++] = (char)(0x80 | (cp & 0x3F)); }
        else {
          s[n++] = (char)(0xE0 | (cp >> 12));
          s[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
          s[n++] = (char)(0x80 | (cp & 0x3F));
        }
        break;
      }
      default: s[n++] = e; break;
      }
    } else {
      s[n++] = c;
    }
  }
  if (t->p >= t->end) { free(s); return NULL; }
  t->p++;
  s[n] = 0;
  return s;
}

/* Skip any JSON value; 0 on success. */
static int jskip(JTok *t, int depth) {
  jws(t);
  if (t->p >= t->end || depth > 100) return -1;
  if (*t->p == '"') { char *s = jstring(t); if (!s) return -1; free(s); return 0; }
  if (*t->p == '{' || *t->p == '[') {
    char close = *t->p == '{' ? '}' : ']';
    bool obj = *t->p == '{';
    t->p++;
    jws(t);
    if (t->p < t->end && *t->p == close) { t->p++; return 0; }
    for (;;) {
      if (obj) {
        char *k = jstring(t);
        if (!k) return -1;
        free(k);
        jws(t);
        if (t->p >= t->end || *t->p != ':') return -1;
        t->p++;
      }
      if (jskip(t, depth + 1)) return -1;
      jws(t);
      if (t->p < t->end && *t->p == ',') { t->p++; continue; }
      if (t->p < t->end && *t->p == close) { t->p++; return 0; }
      return -1;
    }
  }
  while (t->p < t->end && !strchr(",}] \t\r\n", *t->p)) t->p++;
  return 0;
}

/* Iterate an object's members: call with t at '{'; returns the key (to
** free) with t at the value, or NULL at the end / on error (*bad set). */
static char *jmember(JTok *t, bool *first, bool *bad) {
  char *k;
  jws(t);
  if (*first) {
    if (t->p >= t->end || *t->p != '{') { *bad = true; return NULL; }
    t->p++;
    *first = false;
    jws(t);
    if (t->p < t->end && *t->p == '}') { t->p++; return NULL; }
  } else {
    if (t->p < t->end && *t->p == ',') t->p++;
    else if (t->p < t->end && *t->p == '}') { t->p++; return NULL; }
    else { *bad = true; return NULL; }
  }
  k = jstring(t);
  if (!k) { *bad = true; return NULL; }
  jws(t);
  if (t->p >= t->end || *t->p != ':') { free(k); *bad = true; return NULL; }
  t->p++;
  return k;
}

/* {"error": {"type": T, "message": M}} -> type and message (to free). */
static bool tool_error(const char *s, size_t n, char **type, char **msg) {
  JTok t = {s, s + n};
  bool first = true, bad = false, found = false;
  char *k;
  *type = *msg = NULL;
  while ((k = jmember(&t, &first, &bad)) != NULL) {
    if (strcmp(k, "error") == 0) {
      JTok save = t;
      bool f2 = true, b2 = false;
      char *k2;
      jws(&t);
      if (t.p < t.end && *t.p == '{') {
        found = true;
        while ((k2 = jmember(&t, &f2, &b2)) != NULL) {
          if (strcmp(k2, "type") == 0 && !*type) *type = jstring(&t);
          else if (strcmp(k2, "message") == 0 && !*msg) *msg = jstring(&t);
          else if (jskip(&t, 0)) b2 = true;
          free(k2);
          if (b2) break;
        }
      } else {
        t = save;
        if (jskip(&t, 0)) bad = true;
      }
    } else if (jskip(&t, 0)) {
      bad = true;
    }
    free(k);
    if (bad) break;
  }
  jws(&t);
  if (bad || t.p != t.end || !found) { free(*type); free(*msg); *type = *msg = NULL; return false; }
  return true;
}

/* ---- serving requests: tool commands and timers ----
**
** The host holds every request the VM hands it until it is answered or
** cancelled.  A tool call waits in a queue for one of --jobs slots, then
** runs as a command in a process group of its own (so that cancelling it
** stops whatever it started); an asyncio.sleep request is a timer.  One
** poll() serves them all, its timeout the earliest timer's deadline.
** What a call needs is copied out of its bt_request when it arrives: the
** VM may drop a cancelled request's values at its next step. */

typedef struct Call {
  uint64_t id;
  const char *tool;        /* its tool's name, command and folder (owned by
                              the ToolDef) */
  const char *command, *dir;
  char *input;             /* {"args": [...], "kwargs": {...}}, for stdin */
  size_t inlen;
} Call;

typedef struct Proc {
  Call call;
  pid_t pid;               /* also its process group's id */
  int in, out, err;        /* pipes (-1 when closed) */
  size_t inoff;            /* bytes of call.input written */
  char *obuf, *ebuf;       /* stdout and stderr so far */
  size_t olen, ocap, elen, ecap;
  uint64_t due;            /* monotonic ns by which it must be done; 0: never */
  const char *fault;       /* why it is to be stopped, when it is: "output"
                              or "stderr" grew past --max-tool-output (then
                              read no more), or "time" passed --tool-timeout */
} Proc;

typedef struct Timer {
  uint64_t id;
  uint64_t due;            /* monotonic ns */
} Timer;

struct Host {
  bt_vm *vm;
  const ToolDef *tools;
  int ntools, jobs;
  size_t max_tool_output;  /* bytes of a command's stdout, and of its stderr;
                              0: no limit */
  uint64_t tool_timeout;   /* ms a command may take; 0: no limit */
  bool abort_faults;       /* --tool-faults=abort: a host fault ends the run */
  char *fault;             /* ... and this one did (its message), set once;
                              drive ends the run before the program runs on */
  bool trace;
  uint64_t deadline;       /* monotonic ns by which the run must end; 0: none */
  bool timed_out;          /* the host ended the run: the deadline passed
                              while the program waited */
  Call *queue;             /* waiting for a job slot, oldest first */
  int nqueue;
  Proc *procs;             /* running, at most jobs */
  int nprocs;
  Timer *timers;
  int ntimers;
};

static uint64_t mono_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void set_nonblock(int fd) {
  int fl = fcntl(fd, F_GETFL);
  if (fl >= 0) fcntl(fd, F_SETFL, fl | O_NONBLOCK);
}

static void append(char **buf, size_t *len, size_t *cap, const char *s, size_t n) {
  if (*len + n + 1 > *cap) {
    *cap = (*len + n + 1) * 2;
    *buf = xrealloc(*buf, *cap);
  }
  memcpy(*buf + *len, s, n);
  *len += n;
  (*buf)[*len] = 0;
}

/* Run p->call.command with sh -c, its stdin, stdout and stderr on pipes.
** The pipes are close-on-exec (dup2 makes the child's 0, 1, 2 without the
** flag): a command holding the write end of its own stdin, or of another
** command's, would never see end of file. */
static int proc_start(Proc *p) {
  int fd[6], n, k;   /* stdin r/w, stdout r/w, stderr r/w */
  for (n = 0; n < 6; n += 2)
    if (pipe(fd + n)) break;
  for (k = 0; k < n; k++) fcntl(fd[k], F_SETFD, FD_CLOEXEC);
  if (n == 6) p->pid = fork();
  if (n < 6 || p->pid < 0) {
    for (k = 0; k < n; k++) close(fd[k]);
    return -1;
  }
  if (p->pid == 0) {
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    dup2(fd[0], 0);
    dup2(fd[3], 1);
    dup2(fd[5], 2);
    if (p->call.dir && chdir(p->call.dir) != 0) {
      /* only async-signal-safe calls between fork and exec */
      static const char m[] = "baton: cannot enter the folder of the tools file\n";
      ssize_t ignored = write(2, m, sizeof m - 1);   /* it fails in any case */
      (void)ignored;
      _exit(126);
    }
    execl("/bin/sh", "sh", "-c", p->call.command, (char *)NULL);
    _exit(127);
  }
  setpgid(p->pid, p->pid);   /* as the child does: whichever runs first */
  close(fd[0]); close(fd[3]); close(fd[5]);
  p->in = fd[1];
  p->out = fd[2];
  p->err = fd[4];
  set_nonblock(p->in);
  set_nonblock(p->out);
  set_nonblock(p->err);
  p->inoff = 0;
  p->obuf = p->ebuf = NULL;
  p->olen = p->ocap = p->elen = p->ecap = 0;
  p->fault = NULL;
  p->due = 0;
  return 0;
}

static void proc_close(Proc *p) {
  if (p->in >= 0) close(p->in);
  if (p->out >= 0) close(p->out);
  if (p->err >= 0) close(p->err);
  p->in = p->out = p->err = -1;
  free(p->call.input);
  free(p->obuf);
  free(p->ebuf);
}

/* Stop a command whose result is no longer wanted, and whatever it
** started: SIGTERM to its process group, a short grace, then SIGKILL for
** what is left.  The leader is reaped last, so that until then the group's
** id cannot be reused by another process. */
static void proc_stop(Proc *p) {
  struct timespec ms = {0, 1000000};
  int i;
  kill(-p->pid, SIGTERM);
  for (i = 0; i < 200; i++) {
    siginfo_t si;
    memset(&si, 0, sizeof si);
    if (waitid(P_PID, (id_t)p->pid, &si, WEXITED | WNOHANG | WNOWAIT) != 0 || si.si_pid == p->pid)
      break;
    nanosleep(&ms, NULL);
  }
  kill(-p->pid, SIGKILL);
  while (waitpid(p->pid, NULL, 0) < 0 && errno == EINTR) {}
  proc_close(p);
}

/* Whether p's command has exited (then reaped, its status in *status). */
static bool proc_reaped(Proc *p, int *status) {
  pid_t got;
  while ((got = waitpid(p->pid, status, WNOHANG)) < 0 && errno == EINTR) {}
  return got != 0;   /* -1 (ECHILD) would mean no such child: do not wait for it */
}

/* Keep n more bytes a command wrote to stdout or stderr, within max
** bytes (0: no limit); past it, mark the command too big. */
static void proc_keep(Proc *p, const char *what, char **buf, size_t *len, size_t *cap,
                      const char *s, size_t n, size_t max) {
  if (max && n > max - *len) { p->fault = what; return; }
  append(buf, len, cap, s, n);
}

/* After poll: move bytes between a command and its buffers.  f holds its
** three pollfds (stdin, stdout, stderr).  A command that writes more than
** max bytes is read no further (it is stopped after the poll). */
static void proc_io(Proc *p, const struct pollfd *f, size_t max) {
  char tmp[65536];
  ssize_t got;
  if (p->in >= 0 && (f[0].revents & (POLLOUT | POLLERR | POLLHUP))) {
    got = write(p->in, p->call.input + p->inoff, p->call.inlen - p->inoff);
    if (got > 0) p->inoff += (size_t)got;
    if (got < 0 && errno != EAGAIN) p->inoff = p->call.inlen;
    if (p->inoff == p->call.inlen) { close(p->in); p->in = -1; }
  }
  if (p->out >= 0 && (f[1].revents & (POLLIN | POLLERR | POLLHUP))) {
    got = read(p->out, tmp, sizeof tmp);
    if (got > 0) proc_keep(p, "output", &p->obuf, &p->olen, &p->ocap, tmp, (size_t)got, max);
    else if (got == 0 || errno != EAGAIN) { close(p->out); p->out = -1; }
  }
  if (p->err >= 0 && (f[2].revents & (POLLIN | POLLERR | POLLHUP))) {
    got = read(p->err, tmp, sizeof tmp);
    if (got > 0) proc_keep(p, "stderr", &p->ebuf, &p->elen, &p->ecap, tmp, (size_t)got, max);
    else if (got == 0 || errno != EAGAIN) { close(p->err); p->err = -1; }
  }
}

/* Whether s is valid UTF-8 (no overlong forms, surrogates or code points
** past U+10FFFF). */
static bool utf8_ok(const unsigned char *s) {
  while (*s) {
    unsigned c = *s++, n, cp, k;
    if (c < 0x80) continue;
    if (c >= 0xC2 && c <= 0xDF) { n = 1; cp = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) { n = 2; cp = c & 0x0F; }
    else if (c >= 0xF0 && c <= 0xF4) { n = 3; cp = c & 0x07; }
    else return false;
    for (k = 0; k < n; k++, s++) {
      if ((*s & 0xC0) != 0x80) return false;
      cp = cp << 6 | (*s & 0x3Fu);
    }
    if ((n == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
        (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
      return false;
  }
  return true;
}

/* A host fault: the tool's command, not the program, went wrong.  By
** default (--tool-faults=raise) the call raises RuntimeError(msg); with
** --tool-faults=abort the first fault is kept and the request left
** unanswered: drive ends the run (bt_abort) before the program takes
** another step, so no `except` or `finally` of the program sees it.  A
** message that is not valid UTF-8 (a tool's stderr may hold any bytes)
** goes with every byte outside printable ASCII as '?', so that it still
** names the tool. */
static void host_fault(Host *h, uint64_t id, const char *msg) {
  char *m = xstrndup(msg, strlen(msg));
  size_t i;
  if (!utf8_ok((const unsigned char *)m))
    for (i = 0; m[i]; i++)
      if ((unsigned char)m[i] < 0x20 || (unsigned char)m[i] > 0x7e) m[i] = '?';
  if (h->abort_faults) {
    if (h->fault == NULL) h->fault = m;
    else free(m);
    return;
  }
  bt_fail(h->vm, id, "RuntimeError", m);
  free(m);
}

/* Up to max bytes of s as one line, for a message: line breaks and tabs
** as spaces. */
static void one_line(char *dst, const char *s, size_t n, size_t max) {
  size_t i;
  if (n > max) n = max;
  for (i = 0; i < n; i++) dst[i] = s[i] == '\n' || s[i] == '\r' || s[i] == '\t' ? ' ' : s[i];
  dst[n] = 0;
}

/* Answer a finished command's request from its exit status and output.
** The command's own {"error": ...} raises the type it names; a command
** that fails (exit status, signal) or answers something that is not JSON
** is a host fault: RuntimeError naming the tool, in one line (the last
** line of its stderr; the whole of it under --trace). */
static void proc_deliver(Host *h, Proc *p, int status) {
  bt_vm *vm = h->vm;
  const char *out = p->obuf ? p->obuf : "", *e = p->ebuf ? p->ebuf : "";
  size_t olen = p->olen, elen = p->elen;
  char *type, *msg, m[700], part[256];
  while (olen && (out[olen - 1] == '\n' || out[olen - 1] == '\r')) olen--;
  while (elen && (e[elen - 1] == '\n' || e[elen - 1] == '\r')) elen--;
  if (h->trace) {
    out_printf(h, stderr, "<- #%llu %.*s\n", (unsigned long long)p->call.id, (int)olen, out);
    if (elen) out_printf(h, stderr, "<- #%llu stderr:\n%.*s\n", (unsigned long long)p->call.id, (int)elen, e);
  }
  if (tool_error(out, olen, &type, &msg)) {
    bt_fail(vm, p->call.id, type ? type : "RuntimeError", msg ? msg : "");
    free(type);
    free(msg);
  } else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    const char *last = e + elen;
    while (last > e && last[-1] != '\n') last--;
    one_line(part, last, (size_t)(e + elen - last), 200);
    if (WIFEXITED(status))
      snprintf(m, sizeof m, "tool '%.200s' failed: exit status %d%s%s", p->call.tool,
               WEXITSTATUS(status), part[0] ? ": " : "", part);
    else
      snprintf(m, sizeof m, "tool '%.200s' failed: killed by signal %d%s%s", p->call.tool,
               WTERMSIG(status), part[0] ? ": " : "", part);
    host_fault(h, p->call.id, m);
  } else if (bt_fulfil_json(vm, p->call.id, out, olen) != BT_OK) {
    one_line(part, out, olen, 40);
    if (olen == 0)
      snprintf(m, sizeof m, "tool '%.200s' returned no output (a JSON value was expected)",
               p->call.tool);
    else
      snprintf(m, sizeof m, "tool '%.200s' returned invalid JSON (first bytes: \"%.40s\"%s): %.200s",
               p->call.tool, part, olen > 40 ? "..." : "", bt_error_text(vm));
    host_fault(h, p->call.id, m);
  }
}

/* {"args": [...], "kwargs": {...}} for a request (to free), or NULL when
** an argument has no JSON form. */
/* The message of the TypeError a call raises when its arguments have no
** JSON form: the converter's reason ("Object of type bytes is not JSON
** serializable"), as json.dumps would say it. */
static const char *json_refusal(bt_vm *vm, char *buf, size_t size) {
  const char *why = bt_error_text(vm);
  snprintf(buf, size, "%s", why && *why ? why : "tool arguments cannot be converted to JSON");
  return buf;
}

/* The exception json.dumps raises for that reason: ValueError for nan and
** the infinities, TypeError for a value or key it has no form for. */
static const char *json_refusal_type(const char *why) {
  return strncmp(why, "Out of range float", 18) == 0 ? "ValueError" : "TypeError";
}

static char *call_json(bt_vm *vm, const bt_request *r, size_t *len) {
  size_t alen, klen;
  const char *a = bt_value_to_json(vm, r->args, &alen), *kw;
  char *as, *call;
  if (a == NULL) return NULL;          /* its reason stays in bt_error_text */
  as = xstrndup(a, alen);
  kw = bt_value_to_json(vm, r->kwargs, &klen);
  if (kw == NULL) { free(as); return NULL; }
  call = xrealloc(NULL, alen + klen + 32);
  *len = (size_t)snprintf(call, alen + klen + 32, "{\"args\": %s, \"kwargs\": %.*s}", as, (int)klen, kw);
  free(as);
  return call;
}

/* asyncio.sleep's delay in ns: 0 for anything not positive; a NaN or a
** huge int waits "forever" (CPython's timer never comes due either). */
static uint64_t sleep_delay(const bt_request *r) {
  const bt_value *a = r->args;
  double d = 0;
  if (a && a->type == BT_LIST && a->u.seq.n >= 1) {
    const bt_value *v = &a->u.seq.items[0];
    if (v->type == BT_INT) d = (double)v->u.i;
    else if (v->type == BT_FLOAT) d = v->u.f != v->u.f ? 1e9 : v->u.f;
    else if (v->type == BT_BIGINT) d = v->u.str.len && v->u.str.s[0] == '-' ? 0 : 1e9;
  }
  if (!(d > 0)) return 0;
  if (d > 1e9) d = 1e9;    /* about thirty years */
  return (uint64_t)(d * 1e9);
}

static bool host_busy(const Host *h) {
  return h->nqueue || h->nprocs || h->ntimers;
}

/* Take a request the VM has just issued: a timer for asyncio.sleep, a call
** in the queue for a tool.  A call that cannot be made fails at once. */
static void host_accept(Host *h, const bt_request *r) {
  const char *command = NULL, *tool = NULL, *dir = NULL;
  size_t len;
  char *input;
  int k;
  if (strcmp(r->tool, BT_SLEEP_TOOL) == 0) {
    if (h->trace) {
      const char *a = bt_value_to_json(h->vm, r->args, &len);
      out_printf(h, stderr, "-> #%llu %s %.*s\n", (unsigned long long)r->id, r->tool,
              a ? (int)len : 0, a ? a : "");
    }
    h->timers = xrealloc(h->timers, (size_t)(h->ntimers + 1) * sizeof *h->timers);
    h->timers[h->ntimers].id = r->id;
    h->timers[h->ntimers].due = mono_ns() + sleep_delay(r);
    h->ntimers++;
    return;
  }
  for (k = 0; k < h->ntools; k++)
    if (strcmp(h->tools[k].name, r->tool) == 0) {
      tool = h->tools[k].name;
      command = h->tools[k].command;
      dir = h->tools[k].dir;
    }
  input = call_json(h->vm, r, &len);
  if (input == NULL) {
    char why[200];
    json_refusal(h->vm, why, sizeof why);
    bt_fail(h->vm, r->id, json_refusal_type(why), why);
    return;
  }
  if (h->trace) out_printf(h, stderr, "-> #%llu %s %s\n", (unsigned long long)r->id, r->tool, input);
  if (command == NULL) {
    free(input);
    bt_fail(h->vm, r->id, "RuntimeError", "tool has no command");
    return;
  }
  h->queue = xrealloc(h->queue, (size_t)(h->nqueue + 1) * sizeof *h->queue);
  h->queue[h->nqueue].id = r->id;
  h->queue[h->nqueue].tool = tool;
  h->queue[h->nqueue].command = command;
  h->queue[h->nqueue].dir = dir;
  h->queue[h->nqueue].input = input;
  h->queue[h->nqueue].inlen = len;
  h->nqueue++;
}

/* Start queued calls while a job slot is free. */
static void host_start_queued(Host *h) {
  while (h->nqueue && h->nprocs < h->jobs) {
    Proc *p;
    h->procs = xrealloc(h->procs, (size_t)(h->nprocs + 1) * sizeof *h->procs);
    p = &h->procs[h->nprocs];
    p->call = h->queue[0];
    memmove(h->queue, h->queue + 1, (size_t)--h->nqueue * sizeof *h->queue);
    if (proc_start(p)) {
      char m[400];
      snprintf(m, sizeof m, "tool '%.200s' failed: cannot start its command: %s", p->call.tool,
               strerror(errno));
      host_fault(h, p->call.id, m);
      free(p->call.input);
      continue;
    }
    if (h->tool_timeout) p->due = mono_ns() + h->tool_timeout * 1000000u;
    h->nprocs++;
  }
}

/* Abort the work for a request the program no longer wants. */
static void host_cancel(Host *h, uint64_t id) {
  const char *how = "already answered";
  int k;
  for (k = 0; k < h->nqueue; k++)
    if (h->queue[k].id == id) {
      free(h->queue[k].input);
      memmove(h->queue + k, h->queue + k + 1, (size_t)(--h->nqueue - k) * sizeof *h->queue);
      how = "dropped before it started";
      break;
    }
  for (k = 0; k < h->nprocs; k++)
    if (h->procs[k].call.id == id) {
      proc_stop(&h->procs[k]);
      h->procs[k] = h->procs[--h->nprocs];
      how = "command stopped";
      break;
    }
  for (k = 0; k < h->ntimers; k++)
    if (h->timers[k].id == id) {
      h->timers[k] = h->timers[--h->ntimers];
      how = "timer dropped";
      break;
    }
  if (h->trace) out_printf(h, stderr, "-x #%llu cancelled: %s\n", (unsigned long long)id, how);
}

static void host_drain_cancelled(Host *h) {
  uint64_t id;
  while ((id = bt_cancelled(h->vm)) != 0) host_cancel(h, id);
}

/* How often to look again at a command that has closed its output but not
** exited yet (rare: no pipe will tell when it does). */
#define LINGER_NS 10000000u

/* poll()'s timeout in ms: until the earliest timer or the run's deadline. */
static int host_poll_timeout(const Host *h, uint64_t now) {
  uint64_t next = h->deadline ? h->deadline : UINT64_MAX, ms;
  int k;
  for (k = 0; k < h->ntimers; k++)
    if (h->timers[k].due < next) next = h->timers[k].due;
  for (k = 0; k < h->nprocs; k++) {
    if (h->procs[k].out < 0 && h->procs[k].err < 0 && now + LINGER_NS < next) next = now + LINGER_NS;
    if (h->procs[k].due && h->procs[k].due < next) next = h->procs[k].due;
  }
  if (next == UINT64_MAX) return -1;
  if (next <= now) return 0;
  ms = (next - now + 999999) / 1000000;
  return ms > INT_MAX ? INT_MAX : (int)ms;
}

/* Answer the due timers, earliest first (ties in the order issued). */
static void host_fire_timers(Host *h, uint64_t now) {
  bt_value none;
  none.type = BT_NONE;
  for (;;) {
    int k, best = -1;
    for (k = 0; k < h->ntimers; k++) {
      const Timer *t = &h->timers[k];
      if (t->due <= now && (best < 0 || t->due < h->timers[best].due ||
                            (t->due == h->timers[best].due && t->id < h->timers[best].id)))
        best = k;
    }
    if (best < 0) return;
    if (h->trace) out_printf(h, stderr, "<- #%llu (slept)\n", (unsigned long long)h->timers[best].id);
    bt_fulfil(h->vm, h->timers[best].id, &none);
    h->timers[best] = h->timers[--h->ntimers];
  }
}

/* Wait until a command finishes, a timer is due or the run's deadline
** passes; answer every request that is done. */
#define STOP_POLL_MS 200

static void host_wait(Host *h) {
  struct pollfd *fds = xrealloc(NULL, (size_t)h->nprocs * 3 * sizeof *fds);
  int k, nf = 0, timeout;
  uint64_t now;
  for (k = 0; k < h->nprocs; k++) {
    Proc *p = &h->procs[k];
    fds[nf].fd = p->in; fds[nf].events = POLLOUT; nf++;
    fds[nf].fd = p->out; fds[nf].events = POLLIN; nf++;
    fds[nf].fd = p->err; fds[nf].events = POLLIN; nf++;
  }
  /* A stop signal that lands between the caller's look and poll() would
  ** not wake it: poll at most STOP_POLL_MS at a time and look again. */
  timeout = host_poll_timeout(h, mono_ns());
  if (timeout < 0 || timeout > STOP_POLL_MS) timeout = STOP_POLL_MS;
  if (stop_signal) timeout = 0;
  if (poll(fds, (nfds_t)nf, timeout) < 0) {
    int e = errno;
    free(fds);
    if (e == EINTR) return;   /* a stop signal: the caller looks */
    out_printf(h, stderr, "baton: poll: %s\n", strerror(e));
    host_stop_all(h);
    exit(2);
  }
  for (k = 0; k < h->nprocs; k++) proc_io(&h->procs[k], &fds[3 * k], h->max_tool_output);
  free(fds);
  now = mono_ns();
  /* a command whose output is complete has exited, or soon will; one that
  ** wrote too much is stopped.  Each leaves the table before its request
  ** is answered. */
  for (k = 0; k < h->nprocs;) {
    Proc done = h->procs[k];
    int status = 0;
    if (done.due && now >= done.due && !done.fault) done.fault = "time";
    if (!done.fault && (done.out >= 0 || done.err >= 0 || !proc_reaped(&done, &status))) {
      k++;
      continue;
    }
    h->procs[k] = h->procs[--h->nprocs];
    if (done.fault) {
      char m[400];
      if (strcmp(done.fault, "time") == 0)
        snprintf(m, sizeof m, "tool '%.200s' failed: no answer within %llu ms (--tool-timeout)",
                 done.call.tool, (unsigned long long)h->tool_timeout);
      else
        snprintf(m, sizeof m, "tool '%.200s' failed: %s larger than %zu bytes", done.call.tool,
                 done.fault, h->max_tool_output);
      proc_stop(&done);
      if (h->trace) out_printf(h, stderr, "<- #%llu (%s)\n", (unsigned long long)done.call.id, m);
      host_fault(h, done.call.id, m);
      continue;
    }
    proc_deliver(h, &done, status);
    proc_close(&done);
  }
  host_fire_timers(h, now);
  host_start_queued(h);
}

/* The run is over: stop every command still running, forget the rest. */
static void host_stop_all(Host *h) {
  int k;
  for (k = 0; k < h->nprocs; k++) kill(-h->procs[k].pid, SIGTERM);
  for (k = 0; k < h->nprocs; k++) proc_stop(&h->procs[k]);
  for (k = 0; k < h->nqueue; k++) free(h->queue[k].input);
  free(h->procs);
  free(h->queue);
  free(h->timers);
  h->procs = NULL;
  h->queue = NULL;
  h->timers = NULL;
  h->nprocs = h->nqueue = h->ntimers = 0;
}

/* run's print sink (ud: the Host): straight to stdout, every write checked. */
static void print_output(void *ud, const char *s, size_t n) {
  out_write(ud, stdout, s, n);
}

/* run's stderr sink: the stdout text printed before it is flushed first
** (the VM has handed it over), so a terminal shows both in order. */
static void print_stderr(void *ud, const char *s, size_t n) {
  out_flush(ud, stdout);
  out_write(ud, stderr, s, n);
  out_flush(ud, stderr);
}

/* --snapshot-every-pause: save the VM, free it and go on in one restored
** from the bytes.  The request just issued is the only one outstanding
** (the host holds nothing), so it is the restored VM's first pending one:
** *req.  -1 on failure (message printed; *vmp NULL if the VM is gone). */
static int snapshot_cycle(bt_vm **vmp, const bt_config *cfg, const bt_request **req) {
  size_t n;
  const void *p = bt_snapshot(*vmp, &n);
  char *copy;
  bt_error err;
  if (p == NULL) {
    out_printf(NULL, stderr, "baton: snapshot failed: %s\n", bt_error_text(*vmp));
    return -1;
  }
  copy = xstrndup(p, n);
  bt_free(*vmp);
  *vmp = NULL;
  if (bt_restore(copy, n, cfg, vmp, &err) != BT_OK) {
    out_printf(NULL, stderr, "baton: restore failed: %s\n", err.message);
    free(copy);
    return -1;
  }
  free(copy);
  bt_set_close_at_end(*vmp, 1);
  *req = bt_pending(*vmp, 0);
  return 0;
}

/* Run the program to its end: hand each request it issues to the host
** side, and whenever no task can run, wait for a command or a timer.
** Returns bt_step's last status (BT_MISUSE when the host gave up, or when
** a host fault ended the run: h->fault); a stop signal ends the loop too
** (the caller looks at stop_signal first). */
static int drive(bt_vm **vmp, const bt_config *cfg, Host *h, bool snap_every) {
  bt_status st;
  for (;;) {
    const bt_request *req;
    st = bt_step(*vmp, &req);
    if (stop_signal) break;
    host_drain_cancelled(h);
    if (st == BT_REQUEST) {
      if (snap_every && !host_busy(h)) {
        int bad = snapshot_cycle(vmp, cfg, &req);
        h->vm = *vmp;
        if (bad) { st = BT_MISUSE; break; }
        if (req == NULL) continue;
      }
      host_accept(h, req);
      host_start_queued(h);
      if (h->fault) break;
      continue;
    }
    if (st != BT_WAIT) break;
    if (h->deadline && mono_ns() >= h->deadline) {
      /* the VM has no clock while it waits: the host keeps the deadline */
      h->timed_out = true;
      st = BT_LIMIT;
      break;
    }
    if (!host_busy(h)) {
      out_puts(h, stderr, "baton: the program is waiting but no request is outstanding\n");
      st = BT_MISUSE;
      break;
    }
    host_wait(h);
    if (stop_signal || h->fault) break;
  }
  if (h->fault) {
    bt_abort(*vmp);
    st = BT_MISUSE;
  }
  host_stop_all(h);
  return st;
}

/* ---- start / resume: one step of a program per process ----
** Nothing prints before the state is safe.  The state's temporary file is
** made first, beside it (so a path that cannot be written fails before the
** program runs); the step's output is held in memory; the snapshot is
** written, flushed to disk and renamed over the state; only then do the
** output and the requests print.  A driver that sees a request can always
** resume it. */

typedef struct StateFile {
  const char *path;
  char *tmp;               /* path + ".XXXXXX" (mkstemp); NULL when done */
  int fd;                  /* open on tmp; -1 once closed */
} StateFile;

static int state_open(StateFile *sf, const char *path) {
  size_t n = strlen(path);
  sf->path = path;
  sf->tmp = xrealloc(NULL, n + 8);
  memcpy(sf->tmp, path, n);
  memcpy(sf->tmp + n, ".XXXXXX", 8);
  sf->fd = mkstemp(sf->tmp);
  if (sf->fd < 0) {
    out_printf(NULL, stderr, "baton: cannot write the state '%s': %s\n", path, strerror(errno));
    free(sf->tmp);
    sf->tmp = NULL;
    return -1;
  }
  return 0;
}

/* Give up the temporary file (nothing saved). */
static void state_drop(StateFile *sf) {
  if (sf->tmp == NULL) return;
  if (sf->fd >= 0) close(sf->fd);
  unlink(sf->tmp);
  free(sf->tmp);
  sf->tmp = NULL;
}

/* Save vm's snapshot: the temporary file, fsync, rename over the state.
** 0, or -1 with a message (the old state, if any, untouched). */
static int state_save(StateFile *sf, bt_vm *vm) {
  size_t n, off = 0;
  const char *p = bt_snapshot(vm, &n);
  int e;
  if (p == NULL) {
    out_printf(NULL, stderr, "baton: cannot save the state: %s\n", bt_error_text(vm));
    state_drop(sf);
    return -1;
  }
  while (off < n) {
    ssize_t w = write(sf->fd, p + off, n - off);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) goto fail;
    off += (size_t)w;
  }
  if (fsync(sf->fd) != 0) goto fail;
  e = close(sf->fd);
  sf->fd = -1;
  if (e != 0 || rename(sf->tmp, sf->path) != 0) goto fail;
  free(sf->tmp);
  sf->tmp = NULL;
  return 0;
fail:
  e = errno ? errno : EIO;
  out_printf(NULL, stderr, "baton: cannot write the state '%s': %s\n", sf->path, strerror(e));
  state_drop(sf);
  return -1;
}

/* The print sink of start and resume: output held until the state is safe. */
typedef struct Held {
  char *s;
  size_t n, cap;
} Held;

static void hold_output(void *ud, const char *s, size_t n) {
  Held *o = ud;
  append(&o->s, &o->n, &o->cap, s, n);
}

/* Step until the program ends or waits for the host.  Waiting: save the
** state, then print the held output (stdout, then what the program wrote
** to stderr) and the outstanding requests as JSON
** lines (the ones cancelled since the last step are not among them),
** status 4.  Ended: save the idle state (a later resume has nothing to do),
** then report as `run` does. */
static int step_and_save(bt_vm *vm, StateFile *sf, Held *out, Held *err, bool trace) {
  Held reqs = {NULL, 0, 0};
  int rc;
  for (;;) {
    const bt_request *req;
    bt_status st = bt_step(vm, &req);
    uint64_t id;
    size_t i;
    /* a request no longer wanted is no longer pending: nothing to print */
    while ((id = bt_cancelled(vm)) != 0)
      if (trace) out_printf(NULL, stderr, "-x #%llu cancelled\n", (unsigned long long)id);
    if (st == BT_REQUEST) continue;
    if (st == BT_WAIT) {
      reqs.n = 0;
      for (i = 0; (req = bt_pending(vm, i)) != NULL; i++) {
        size_t len;
        const char *j = bt_request_json(vm, req, &len);
        if (j == NULL) {
          /* arguments with no JSON form: the call raises, the run goes on */
          char why[200];
          json_refusal(vm, why, sizeof why);
          bt_fail(vm, req->id, json_refusal_type(why), why);
          break;
        }
        append(&reqs.s, &reqs.n, &reqs.cap, j, len);
        append(&reqs.s, &reqs.n, &reqs.cap, "\n", 1);
      }
      if (req != NULL) continue;
      rc = 4;
    } else if (st == BT_DONE || st == BT_ERROR || st == BT_LIMIT) {
      rc = st == BT_DONE ? bt_exit_code(vm) & 0xff : st == BT_ERROR ? 1 : 3;
      reqs.n = 0;
    } else {
      state_drop(sf);
      out_write(NULL, stdout, out->s, out->n);
      out_flush(NULL, stdout);
      out_write(NULL, stderr, err->s, err->n);
      out_puts(NULL, stderr, "baton: nothing to resume: the program has finished\n");
      return 0;
    }
    if (state_save(sf, vm)) rc = 2;
    else {
      out_write(NULL, stdout, out->s, out->n);
      out_write(NULL, stdout, reqs.s, reqs.n);
      out_flush(NULL, stdout);
      out_write(NULL, stderr, err->s, err->n);
      /* BT_DONE: what a SystemExit prints, mostly "" */
      if (st == BT_ERROR || st == BT_DONE) out_puts(NULL, stderr, bt_error_text(vm));
      else if (st == BT_LIMIT) print_limit(bt_limit_text(vm));
    }
    free(reqs.s);
    return rc;
  }
}

/* --result ID=JSON, --error ID=Type:message and --fault ID=message, in
** the order given.  A fault is the driver's report that request ID's tool
** failed (its command crashed, say): with --tool-faults=raise the call
** raises RuntimeError("tool 'NAME' failed: message"), as `run` does; with
** abort it ends the run: *fault gets the line to print (to free) and the
** answers after it are not read.  0, or -1 after a message. */
static int answer_requests(bt_vm *vm, char **answers, int n, bool abort_faults, char **fault) {
  int i;
  for (i = 0; i < n; i++) {
    const char *a = answers[i] + 1, *eq = strchr(a, '=');
    static const char *const flags[] = {"--result", "--error", "--fault"};
    int kind = answers[i][0] == 'r' ? 0 : answers[i][0] == 'e' ? 1 : 2;
    char *end;
    unsigned long long id;
    bt_status st;
    errno = 0;
    id = strtoull(a, &end, 10);
    if (eq == NULL || end != eq || errno) {
      usage_error("resume", "%s wants ID=..., got '%s'", flags[kind], a);
      return -1;
    }
    if (kind == 0) {
      st = bt_fulfil_json(vm, id, eq + 1, strlen(eq + 1));
    } else if (kind == 1) {
      const char *colon = strchr(eq + 1, ':');
      char *type = xstrndup(eq + 1, colon ? (size_t)(colon - eq - 1) : strlen(eq + 1));
      st = bt_fail(vm, id, type, colon ? colon + 1 : NULL);
      free(type);
    } else {
      const bt_request *r;
      size_t k, len;
      char *m;
      for (k = 0; (r = bt_pending(vm, k)) != NULL && r->id != id; k++) {}
      if (r == NULL) st = BT_MISUSE;
      else {
        len = strlen(r->tool) + strlen(eq + 1) + 32;
        m = xrealloc(NULL, len);
        snprintf(m, len, "tool '%s' failed: %s", r->tool, eq + 1);
        if (abort_faults) {
          *fault = m;
          return 0;
        }
        st = bt_fail(vm, id, "RuntimeError", m);
        free(m);
      }
    }
    if (st == BT_MISUSE) {
      out_printf(NULL, stderr, "baton: no outstanding request %llu\n", id);
      return -1;
    }
    if (st != BT_OK) {
      out_printf(NULL, stderr, "baton: bad result for request %llu: %s\n", id, bt_error_text(vm));
      return -1;
    }
  }
  return 0;
}

/* A stop signal came while `run` ran: the tool commands are stopped
** (drive did it); write what output baton holds and die of the signal. */
static int die_of_stop_signal(void) {
  int signo = stop_signal;
  fflush(stdout);
  signal(signo, SIG_DFL);
  raise(signo);
  return 128 + signo;
}

int main(int argc, char **argv) {
  bt_config cfg;
  bt_vm *vm = NULL;
  bt_error err;
  const char *file = NULL, *code = NULL, *cmd;
  const Command *command;
  char *src = NULL, *shown = NULL;
  size_t len = 0;
  int i, rc = 0, ntools = 0;
  ToolDef *tools = NULL;
  bool dis, describe, trace = false, start, resume, snap_every = false;
  const char *state = NULL;
  StateFile sf = {NULL, NULL, -1};
  Held held = {NULL, 0, 0}, held_err = {NULL, 0, 0};
  Host host;
  char **answers = NULL, *key = NULL;
  int nanswers = 0;
  size_t keylen = 0;
  unsigned long long timeout = 0;
  long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
  memset(&cfg, 0, sizeof cfg);
  memset(&host, 0, sizeof host);
  host.jobs = ncpu > 32 ? (int)ncpu : 32;
  host.max_tool_output = 16u << 20;
  host.tool_timeout = DEFAULT_TOOL_TIMEOUT_MS;
  signal(SIGPIPE, SIG_IGN);   /* a closed pipe is an EPIPE error: see out_fail */
  signal(SIGCHLD, SIG_DFL);   /* if inherited ignored, children would not wait to be reaped */
  if (argc < 2) {
    out_puts(NULL, stderr, "usage: baton run|start|resume|describe|dis|mcp [options] ...\n"
                           "try 'baton --help'\n");
    return 2;
  }
  cmd = argv[1];
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
    print_help(argc > 2 && strcmp(cmd, "help") == 0 ? find_command(argv[2]) : NULL);
    out_flush(NULL, stdout);
    return 0;
  }
  if (strcmp(cmd, "--version") == 0) {
    out_printf(NULL, stdout, "baton %s\n", BATON_VERSION);
    out_flush(NULL, stdout);
    return 0;
  }
  if (strcmp(cmd, "mcp") == 0) return mcp_main(argc - 2, argv + 2);
  command = find_command(cmd);
  if (command == NULL) return usage_error(NULL, "unknown command '%s'", cmd);
  dis = strcmp(cmd, "dis") == 0;
  describe = strcmp(cmd, "describe") == 0;
  start = strcmp(cmd, "start") == 0;
  resume = strcmp(cmd, "resume") == 0;
  if (!resume) {   /* resume: the limits the state was started with */
    cfg.max_steps = DEFAULT_STEPS;
    cfg.max_memory = DEFAULT_MEMORY;
    cfg.max_output = DEFAULT_OUTPUT;
    cfg.max_calls = DEFAULT_CALLS;
    timeout = DEFAULT_TIMEOUT_MS;
  }
  for (i = 2; i < argc; i++) {
    const char *a = argv[i];
    const NumFlag *nf;
    unsigned long long v;
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      print_help(command);
      out_flush(NULL, stdout);
      rc = 0;
      goto out;
    }
    if (strcmp(a, "-c") == 0) {
      if (i + 1 >= argc) { rc = usage_error(cmd, "-c needs an argument"); goto out; }
      code = argv[++i];
      continue;
    }
    if (strcmp(a, "--trace") == 0) { trace = true; continue; }
    if (strncmp(a, "--tool-faults", 13) == 0 && (a[13] == 0 || a[13] == '=')) {
      const char *mode = a[13] ? a + 14 : i + 1 < argc ? argv[++i] : "";
      if (start || describe || dis) {
        rc = usage_error(cmd, "--tool-faults is for run and resume (%s answers no tool calls)",
                         cmd);
        goto out;
      }
      if (strcmp(mode, "raise") != 0 && strcmp(mode, "abort") != 0) {
        rc = usage_error(cmd, "--tool-faults wants raise or abort, got '%s'", mode);
        goto out;
      }
      host.abort_faults = strcmp(mode, "abort") == 0;
      continue;
    }
    if (strcmp(a, "--snapshot-every-pause") == 0) { snap_every = true; continue; }
    if (strcmp(a, "--clock") == 0) { cfg.wall_clock = grant_wall_clock; continue; }
    if (strcmp(a, "--entropy") == 0) { cfg.entropy = grant_entropy; continue; }
    if (strcmp(a, "--state") == 0 || strcmp(a, "--result") == 0 || strcmp(a, "--error") == 0 ||
        strcmp(a, "--fault") == 0 || strcmp(a, "--key-file") == 0) {
      if (i + 1 >= argc) { rc = usage_error(cmd, "%s needs an argument", a); goto out; }
      i++;
      if (strcmp(a, "--state") == 0) state = argv[i];
      else if (strcmp(a, "--key-file") == 0) {
        free(key);
        key = read_file(argv[i], &keylen);
        if (key == NULL) {
          out_printf(NULL, stderr, "baton: can't open file '%s': %s\n", argv[i], strerror(errno));
          rc = 2;
          goto out;
        }
      } else {
        /* kept as "r<ID=JSON>" / "e<ID=Type:msg>" / "f<ID=msg>" */
        size_t l = strlen(argv[i]);
        answers = xrealloc(answers, (size_t)(nanswers + 1) * sizeof *answers);
        answers[nanswers] = xrealloc(NULL, l + 2);
        answers[nanswers][0] = a[2];
        memcpy(answers[nanswers] + 1, argv[i], l + 1);
        nanswers++;
      }
      continue;
    }
    if (strcmp(a, "--tool") == 0 || strcmp(a, "--async-tool") == 0 || strcmp(a, "--tools") == 0) {
      bool async = strcmp(a, "--async-tool") == 0;
      if (i + 1 >= argc) { rc = usage_error(cmd, "%s needs an argument", a); goto out; }
      if (strcmp(a, "--tools") == 0) {
        if (tools_load(argv[++i], &tools, &ntools)) { rc = 2; goto out; }
      } else {
        const char *eq = strchr(argv[++i], '=');
        char *name;
        if (start && eq == NULL && argv[i][0]) {
          /* start: a tool is only a name; the host answers its calls */
          tools_add(&tools, &ntools, argv[i], NULL, async);
          continue;
        }
        if (eq == NULL || eq == argv[i]) {
          rc = usage_error(cmd, "%s wants NAME=COMMAND, got '%s'", a, argv[i]);
          goto out;
        }
        name = xstrndup(argv[i], (size_t)(eq - argv[i]));
        tools_add(&tools, &ntools, name, eq + 1, async);
        free(name);
      }
      continue;
    }
    if ((nf = find_num_flag(a)) != NULL || strcmp(a, "--timeout") == 0 ||
        strcmp(a, "--tool-timeout") == 0) {
      if (i + 1 >= argc) { rc = usage_error(cmd, "%s needs a value", a); goto out; }
      i++;
      if (nf ? parse_num(cmd, nf, argv[i], &v)
             : parse_seconds(cmd, a, argv[i], strcmp(a, "--timeout") == 0 ? &timeout : &v)) {
        rc = 2;
        goto out;
      }
      if (strcmp(a, "--tool-timeout") == 0) host.tool_timeout = v;
      if (nf == NULL) continue;
      if (strcmp(a, "--max-steps") == 0) cfg.max_steps = v;
      else if (strcmp(a, "--max-memory") == 0) cfg.max_memory = (size_t)v;
      else if (strcmp(a, "--max-depth") == 0) cfg.max_depth = (uint32_t)v;
      else if (strcmp(a, "--max-output") == 0) cfg.max_output = (size_t)v;
      else if (strcmp(a, "--max-calls") == 0) cfg.max_calls = v;
      else if (strcmp(a, "--max-tool-output") == 0) host.max_tool_output = (size_t)v;
      else host.jobs = (int)v;   /* --jobs */
      continue;
    }
    if (a[0] == '-' && a[1] != 0) { rc = usage_error(cmd, "unknown option %s", a); goto out; }
    if (file) { rc = usage_error(cmd, "more than one program given"); goto out; }
    file = a;
  }
  if (timeout) {
    cfg.now = now_ms;
    cfg.timeout_ms = timeout;
  } else if (!start && !resume) {
    /* no deadline, but a clock all the same: through it a stop signal
    ** reaches a program that computes without pause (see stop_signal) */
    cfg.now = now_ms;
    cfg.timeout_ms = UINT64_MAX / 4;
  }
  if (start || resume) {
    cfg.print = hold_output;
    cfg.print_ud = &held;
    cfg.print_stderr = hold_output;
    cfg.print_stderr_ud = &held_err;
  } else {
    cfg.print = print_output;
    cfg.print_ud = &host;
    cfg.print_stderr = print_stderr;
    cfg.print_stderr_ud = &host;
  }
  cfg.snapshot_key = key;
  cfg.snapshot_key_len = keylen;
  if (resume) {
    /* the tools, the program and the run's limits come from the state */
    bt_error err2;
    char *snap;
    size_t slen;
    bt_status st;
    if (file == NULL || ntools || code) {
      rc = usage_error(cmd, "resume takes a state file (and no program or tools)");
      goto out;
    }
    if (state_open(&sf, state ? state : file)) { rc = 2; goto out; }
    snap = read_file(file, &slen);
    if (snap == NULL) {
      out_printf(NULL, stderr, "baton: can't open file '%s': %s\n", file, strerror(errno));
      rc = 2;
      goto out;
    }
    st = bt_restore(snap, slen, &cfg, &vm, &err2);
    free(snap);
    bt_set_close_at_end(vm, 1);
    if (st != BT_OK) {
      out_printf(NULL, stderr, "baton: cannot restore '%s': %s\n", file, err2.message);
      rc = 2;
      goto out;
    }
    if (answer_requests(vm, answers, nanswers, host.abort_faults, &host.fault)) rc = 2;
    else if (host.fault) {
      /* the run ends here; the state is saved idle, as after an error */
      bt_abort(vm);
      if (state_save(&sf, vm)) rc = 2;
      else {
        out_write(NULL, stdout, held.s, held.n);
        out_flush(NULL, stdout);
        out_write(NULL, stderr, held_err.s, held_err.n);
        out_printf(NULL, stderr, "baton: %s; the run was ended (--tool-faults=abort)\n",
                   host.fault);
        rc = 5;
      }
    } else {
      rc = step_and_save(vm, &sf, &held, &held_err, trace);
    }
    goto out;
  }
  if (start && state == NULL) { rc = usage_error(cmd, "start needs --state FILE"); goto out; }
  if (code && file) { rc = usage_error(cmd, "give either FILE or -c CODE"); goto out; }
  if (!describe && !code && file == NULL) { rc = usage_error(cmd, "no program given"); goto out; }
  if (start && state_open(&sf, state)) { rc = 2; goto out; }
  for (i = 0; i < ntools && !start && !describe && !dis; i++)
    if (tools[i].command == NULL) {
      /* only a --tools entry can lack one: `run` needs it, start does not */
      out_printf(NULL, stderr, "baton: %s: \"command\" is missing (give the entry one, or "
                 "the file a template: {\"command\": \"... {name}\", \"tools\": [...]})\n",
                 tools[i].origin);
      rc = 2;
      goto out;
    }
  vm = bt_new(&cfg);
  if (vm == NULL) die_nomem();
  bt_set_close_at_end(vm, 1);   /* one program, to its end */
  for (i = 0; i < ntools; i++) {
    bt_error terr;
    if (tools_register(vm, &tools[i], &terr) != BT_OK) {
      out_printf(NULL, stderr, "baton: %s%s%s\n", tools[i].origin ? tools[i].origin : "",
                 tools[i].origin ? ": " : "", terr.message);
      rc = 2;
      goto out;
    }
  }
  if (describe) {
    out_puts(NULL, stdout, bt_describe(vm));
    out_flush(NULL, stdout);
    goto out;
  }
  if (code) {
    src = xstrndup(code, strlen(code));
    len = strlen(src);
    file = "<string>";
  } else {
    src = read_file(file, &len);
    if (src == NULL) {
      out_printf(NULL, stderr, "baton: can't open file '%s': %s\n", file, strerror(errno));
      rc = 2;
      goto out;
    }
    if (strcmp(file, "-") == 0) file = "<stdin>";
    else file = shown = script_path(file);
  }
  if (bt_load(vm, src, len, file, &err) != BT_OK) {
    out_flush(NULL, stdout);
    out_puts(NULL, stderr, err.text ? err.text : "SyntaxError\n");
    rc = 1;
  } else if (dis) {
    out_puts(NULL, stdout, bt_disassemble(vm));
  } else if (start) {
    rc = step_and_save(vm, &sf, &held, &held_err, trace);
  } else {
    int st;
    host.vm = vm;
    host.tools = tools;
    host.ntools = ntools;
    host.trace = trace;
    if (timeout) host.deadline = mono_ns() + timeout * 1000000u;
    catch_stop_signals();
    st = drive(&vm, &cfg, &host, snap_every);
    if (stop_signal) rc = die_of_stop_signal();
    else if (host.fault) {
      out_flush(NULL, stdout);
      out_printf(NULL, stderr, "baton: %s; the run was ended (--tool-faults=abort)\n", host.fault);
      rc = 5;
    } else {
      out_flush(NULL, stdout);
      if (st == BT_ERROR) { out_puts(NULL, stderr, bt_error_text(vm)); rc = 1; }
      else if (st == BT_DONE) {   /* a SystemExit's status and message */
        out_puts(NULL, stderr, bt_error_text(vm));
        rc = bt_exit_code(vm) & 0xff;
      }
      else if (st == BT_LIMIT) {
        char t[64];
        /* the host's deadline passed while the program waited: the same
        ** words as the VM's own time limit */
        snprintf(t, sizeof t, "time limit exceeded (%llu ms)", timeout);
        print_limit(host.timed_out ? t : bt_limit_text(vm));
        rc = 3;
      }
      else if (st != BT_DONE) rc = 2;
    }
  }
  out_flush(NULL, stdout);
  out_flush(NULL, stderr);
out:
  state_drop(&sf);
  tools_free(tools, ntools);
  bt_free(vm);
  free(src);
  free(shown);
  free(held.s);
  free(held_err.s);
  for (i = 0; i < nanswers; i++) free(answers[i]);
  free(answers);
  free(key);
  free(host.fault);
  return rc;
}
