# baton - build, test, benchmark.  Needs only a C compiler and make;
# re2c and lemon are needed only for `make regen`.

# No built-in rules and no suffix rules.  The generated sources (lexer.c from
# lexer.re, grammar.c from grammar.y, and any added later) are committed,
# and a checkout gives files their times in no set order: with make's
# built-in `%.c: %.y` rule, a grammar.y that checked out a moment after
# grammar.c would have make run yacc on a lemon grammar (and fail, or with
# bison installed overwrite the parser).  The build never runs a generator;
# `make regen` is the one way to regenerate.
MAKEFLAGS += -r
.SUFFIXES:

CC ?= cc
CFLAGS ?= -O2
WARN = -std=c11 -Wall -Wextra -Werror
ALLCFLAGS = $(WARN) $(CFLAGS) -fPIC -Ihost
LDLIBS = -lm
B = build

LIB_SRC = $(wildcard vm/*.c vm/lib/*.c) grammar/ast.c grammar/astcache.c grammar/parse.c grammar/source.c \
          grammar/grammar.c lexer/lexer.c host/api.c host/value.c host/schema.c
CORE_OBJ = $(LIB_SRC:%.c=$(B)/obj/%.o)
# The library's Python compiled at build time (tools/gen_libimg.c): the
# generator links the library without images (vm/lib/images/none.c), and
# writes the code images of every library text into $(B)/gen/lib_images.c,
# a build artifact remade whenever the library changes.  LIB_IMAGES=no (a
# cross build, which cannot run what it compiles) links none.c instead:
# library code is then compiled at its first import in each VM.
LIB_IMAGES ?= yes
NOIMG_OBJ = $(B)/obj/vm/lib/images/none.o
ifeq ($(LIB_IMAGES),no)
IMG_OBJ = $(NOIMG_OBJ)
else
IMG_OBJ = $(B)/obj/gen/lib_images.o
endif
LIB_OBJ = $(CORE_OBJ) $(IMG_OBJ)
HDRS = $(wildcard vm/*.h vm/lib/*.h grammar/*.h lexer/*.h host/*.h)
UNIT_SRC = $(wildcard tests/unit/test_*.c)
UNIT_BIN = $(UNIT_SRC:tests/unit/%.c=$(B)/%)
EXAMPLES = $(patsubst host/examples/%.c,$(B)/test_example_%,$(wildcard host/examples/*.c))

.PHONY: demo all test test-fast test-sanitize asan unit bench regen fuzz fuzz-build fuzz-long fuzz-fast fuzz-fast-build clean

all: $(B)/libbaton.a $(B)/libbaton.so $(B)/baton $(UNIT_BIN) $(EXAMPLES) $(B)/async_host

$(B)/obj/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(ALLCFLAGS) -c $< -o $@

$(B)/gen_libimg: tools/gen_libimg.c $(CORE_OBJ) $(NOIMG_OBJ)
	$(CC) $(ALLCFLAGS) -Ivm -o $@ tools/gen_libimg.c $(CORE_OBJ) $(NOIMG_OBJ) $(LDLIBS)

$(B)/gen/lib_images.c: $(B)/gen_libimg
	@mkdir -p $(dir $@)
	$(B)/gen_libimg $@.tmp
	mv $@.tmp $@

$(B)/obj/gen/lib_images.o: $(B)/gen/lib_images.c vm/lib/lib.h
	@mkdir -p $(dir $@)
	$(CC) $(ALLCFLAGS) -Ivm/lib -c $< -o $@

$(B)/libbaton.a: $(LIB_OBJ)
	rm -f $@
	ar rcs $@ $(LIB_OBJ)

$(B)/libbaton.so: $(LIB_OBJ)
	$(CC) -shared -o $@ $(LIB_OBJ) $(LDLIBS)

# The command: host/main.c, and host/mcp.c for `baton mcp` (it reads the
# library's internals for JSON, so it is built with them).
$(B)/baton: host/main.c host/mcp.c host/jsonl.c host/toolfile.c host/grants.c host/grants.h \
    $(B)/libbaton.a
	$(CC) $(ALLCFLAGS) -o $@ host/main.c host/mcp.c host/jsonl.c host/toolfile.c host/grants.c \
	  $(B)/libbaton.a $(LDLIBS)

# the command's framing, tested alone
$(B)/test_jsonl: tests/unit/test_jsonl.c host/jsonl.c host/jsonl.h
	$(CC) $(ALLCFLAGS) -o $@ tests/unit/test_jsonl.c host/jsonl.c $(LDLIBS)

$(B)/test_%: tests/unit/test_%.c $(B)/libbaton.a
	$(CC) $(ALLCFLAGS) -Ivm -o $@ $< $(B)/libbaton.a $(LDLIBS) -lpthread

# The example hosts check their own output: they run as tests.
$(B)/test_example_%: host/examples/%.c $(B)/libbaton.a
	$(CC) $(ALLCFLAGS) -o $@ $< $(B)/libbaton.a $(LDLIBS)

# The asyncio test host; tests/async/run.py drives it.
$(B)/async_host: tests/async/host.c $(B)/libbaton.a
	$(CC) $(ALLCFLAGS) -o $@ $< $(B)/libbaton.a $(LDLIBS)

# README's main job: an agent program calling example tools.
demo: $(B)/baton
	$(B)/baton run host/examples/agent.py --tools host/examples/tools.json --trace

# The whole suite: the normal build, the front-end checks, then the
# sanitizer build (ASan + UBSan, and a collection at every GC safe point so
# that a missing root shows up as a use-after-free).  One closing line.
SAN_CFLAGS = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
             -fno-omit-frame-pointer -DBT_GC_STRESS
test: all
	@$(MAKE) --no-print-directory asan
	@sh tests/suite.sh $(B) build/asan

test-fast: all
	@sh tests/run_all.sh $(B)

asan:
	@$(MAKE) --no-print-directory -j2 B=build/asan CC=clang CFLAGS="$(SAN_CFLAGS)" \
	  LDLIBS="-lm -fsanitize=address,undefined" all

test-sanitize: asan
	@ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 sh tests/run_all.sh build/asan

unit: $(UNIT_BIN)

regen:
	sh tools/regen.sh

# Programs under baton and python3 in the same run (speedup per program and
# geometric mean), then the host API costs in nanoseconds, what importing
# the modules agent programs use costs a fresh VM, the VM's cost per
# async request, and the wall time of concurrent async tool commands; last
# the Python package, and baton.redis on a private redis-server (skipped
# without one).
bench: all $(B)/api_bench $(B)/async_bench $(B)/import_bench python
	python3 tools/bench/run.py $(B)/baton
	$(PYTHON) tools/bench/api_ratio.py $(B)
	$(B)/import_bench
	$(B)/async_bench
	python3 tools/bench/async_wall.py $(B)/baton
	python3 tools/bench/mcp_overhead.py $(B)/baton
	@$(B)/test_snapshot --bench | grep -E "^(small agent|1 MB)"
	$(PYTHON) tools/bench/python_bench.py $(B)
	$(PYTHON) tools/bench/redis_bench.py $(B)/baton

# baton.redis: 1,000 executions through worker processes on a private
# redis-server, workers killed and Redis restarted on the way (README,
# "Scale out on Redis"); needs redis-server and python3-redis.
.PHONY: demo-scale
demo-scale: python
	python3 tests/redis/scale.py $(B)/baton -n 1000

$(B)/api_bench: tools/bench/api_bench.c $(B)/libbaton.a
	$(CC) $(ALLCFLAGS) -o $@ $< $(B)/libbaton.a $(LDLIBS)

$(B)/import_bench: tools/bench/import_bench.c $(B)/libbaton.a
	$(CC) $(ALLCFLAGS) -o $@ $< $(B)/libbaton.a $(LDLIBS)

$(B)/async_bench: tools/bench/async_bench.c $(B)/libbaton.a
	$(CC) $(ALLCFLAGS) -o $@ $< $(B)/libbaton.a $(LDLIBS)

# libFuzzer: fuzz_compile (lexer + parser + compiler + a bounded run, seeded
# with the case programs), fuzz_re (the regex engine: a pattern and a
# subject under a step limit), fuzz_zlib (zlib's natives: hostile DEFLATE
# decoded, and data compressed then decoded back), fuzz_restore (snapshot bytes restored and driven
# through the public API only, seeded with real snapshots and
# tests/fuzz/restore-seeds; BATON_FUZZ_RESTORE=internal drives the VM's
# internals instead) and fuzz_host (a program, then host actions that answer
# its tool calls), FUZZ_SECONDS each.  The library is compiled once per
# source ($(B)/fuzz-obj), so a change rebuilds only what it touches.
# `make fuzz-long FUZZ_SECONDS=3600` runs each target that long and also
# reports (as a crash artifact in $(B)/fuzz-artifacts) every input that takes
# more than FUZZ_SLOW_MS ms of CPU (libFuzzer's -timeout counts wall seconds;
# the ASan targets allow 5 times that, ASan's own cost: tests/fuzz/slow.h);
# `make fuzz-fast-long` does the same on the fast build, and -j5 runs the
# targets at once.
#
# Speed (README, "Fuzzing"): the targets share one parse cache per process,
# holding the library's Python texts only (tests/fuzz/fuzz_cache.h), and run
# each input under fuzz limits (20,000 steps, 8-32 MB, depth 200, 64 tool
# calls, 64 KB of output; no deadline, so runs are deterministic); -entropic=0 because libFuzzer's
# entropic schedule spends most of its time ranking the interpreter's
# hundreds of thousands of features (78% of the CPU in a profile, 20x fewer
# executions).  `make fuzz-fast` builds and runs the same targets without
# ASan (-O2, libFuzzer + UBSan, in $(B)/fuzz-fast/): several times the
# executions for long campaigns; the ASan targets stay the precise ones.
FUZZ_SECONDS ?= 60
FUZZ_SLOW_MS ?= 100
FUZZ_DIR = $(B)
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_FLAGS = -g -O1 $(FUZZ_SAN) $(WARN) -Ihost
FUZZ_OBJ = $(LIB_SRC:%.c=$(B)/fuzz-obj/%.o) $(B)/fuzz-obj/vm/lib/images/none.o
FUZZ_NAMES = fuzz_compile fuzz_host fuzz_restore fuzz_re fuzz_zlib
FUZZ_BINS = $(FUZZ_NAMES:%=$(B)/%)
# Each target's corpus is build/fuzz-NAME-corpus, made by fuzz-build from
# FUZZ_NAMES, so a new target cannot miss its directory.
FUZZ_CORPORA = $(FUZZ_NAMES:fuzz_%=$(B)/fuzz-%-corpus)
FUZZ_HDRS = tests/fuzz/slow.h tests/fuzz/fuzz_cache.h tests/unit/drive_none.h \
            tests/unit/snap_repair.h
FUZZ_RUN = -max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 -entropic=0
FAST_FLAGS = -g -O2 -fsanitize=undefined -fno-sanitize-recover=undefined $(WARN) -Ihost
FAST_OBJ = $(LIB_SRC:%.c=$(B)/fuzz-fast-obj/%.o) $(B)/fuzz-fast-obj/vm/lib/images/none.o
FAST_BINS = $(FUZZ_NAMES:%=$(B)/fuzz-fast/%)

$(B)/fuzz-obj/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	clang $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -c $< -o $@

$(B)/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_HDRS) $(FUZZ_OBJ)
	clang $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_OBJ) -lm

$(B)/fuzz-fast-obj/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	clang $(FAST_FLAGS) -fsanitize=fuzzer-no-link -c $< -o $@

$(B)/fuzz-fast/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_HDRS) $(FAST_OBJ)
	@mkdir -p $(dir $@)
	clang $(FAST_FLAGS) -fsanitize=fuzzer -o $@ $< $(FAST_OBJ) -lm

# the corpora and the snapshot seeds, for both builds
fuzz-dirs: $(B)/test_snapshot
	@mkdir -p $(FUZZ_CORPORA) $(B)/fuzz-restore-seeds $(B)/fuzz-artifacts
	$(B)/test_snapshot --write-seeds $(B)/fuzz-restore-seeds > /dev/null

fuzz-build: $(FUZZ_OBJ) $(FUZZ_BINS) fuzz-dirs

fuzz-fast-build: fuzz-dirs $(FAST_OBJ) $(FAST_BINS)

# Each target's corpus, seeds and sizes.  `make -j5 fuzz-long` runs the
# five at once (fuzz-run-NAME each, its output in $(B)/fuzz-NAME.log, of
# which the summary is printed: libFuzzer's last `#N DONE` line and the
# final stats); FUZZ_TARGETS="restore zlib" runs some of them.
FUZZ_ARGS_compile = -max_len=4096 -rss_limit_mb=1024 \
  $(B)/fuzz-compile-corpus tests/cases tests/async tests/fuzz/compile-seeds
FUZZ_ARGS_host = -max_len=4096 -rss_limit_mb=1024 $(B)/fuzz-host-corpus tests/fuzz/host-seeds
FUZZ_ARGS_restore = -max_len=262144 -rss_limit_mb=2048 \
  $(B)/fuzz-restore-corpus $(B)/fuzz-restore-seeds tests/fuzz/restore-seeds
FUZZ_ARGS_re = -max_len=4096 -rss_limit_mb=1024 $(B)/fuzz-re-corpus tests/fuzz/re-seeds
FUZZ_ARGS_zlib = -max_len=16384 -rss_limit_mb=1024 $(B)/fuzz-zlib-corpus tests/fuzz/zlib-seeds
FUZZ_TARGETS ?= $(FUZZ_NAMES:fuzz_%=%)
# (fuzz-run-NAME is not .PHONY: make skips the implicit rule search for those)
.PHONY: fuzz-dirs fuzz-run fuzz-fast-long

fuzz-run: $(FUZZ_TARGETS:%=fuzz-run-%)

fuzz-run-%:
	@echo "fuzz_$*: $(FUZZ_SECONDS) s ($(FUZZ_DIR)/fuzz_$*), output in $(B)/fuzz-$*.log"
	@$(FUZZ_DIR)/fuzz_$* $(FUZZ_RUN) $(FUZZ_ARGS_$*) > $(B)/fuzz-$*.log 2>&1; st=$$?; \
	  if [ $$st -ne 0 ]; then tail -n 60 $(B)/fuzz-$*.log; fi; \
	  grep -E '^#[0-9]+[[:space:]]+DONE|^stat::number_of_executed_units|^Done [0-9]+ runs' \
	    $(B)/fuzz-$*.log | sed 's/^/fuzz_$*: /'; exit $$st

fuzz: fuzz-build
	@$(MAKE) --no-print-directory fuzz-run

fuzz-fast: fuzz-fast-build
	@$(MAKE) --no-print-directory fuzz-run FUZZ_DIR=$(B)/fuzz-fast

fuzz-long: fuzz-build
	BATON_FUZZ_SLOW_MS=$(FUZZ_SLOW_MS) $(MAKE) --no-print-directory fuzz-run \
	  FUZZ_RUN="$(FUZZ_RUN) -artifact_prefix=$(B)/fuzz-artifacts/"

# fuzz-long on the fast build (no ASan: about 2.5x the executions)
fuzz-fast-long: fuzz-fast-build
	BATON_FUZZ_SLOW_MS=$(FUZZ_SLOW_MS) $(MAKE) --no-print-directory fuzz-run \
	  FUZZ_DIR=$(B)/fuzz-fast FUZZ_RUN="$(FUZZ_RUN) -artifact_prefix=$(B)/fuzz-artifacts/"

clean:
	rm -rf $(B)

# The Python package (host/python) built in place into $(B)/python over
# libbaton.a: PYTHONPATH=$(B)/python python3 -c 'import baton'.  The
# library's symbols stay inside the extension (hidden): the process's own
# libraries must not interpose on them (libc has an aio_cancel too).
# (`pip install ./host/python` builds the same from the sources.)
PYTHON ?= python3
PY_INC = $(shell $(PYTHON) -c "import sysconfig; print(sysconfig.get_paths()['include'])")
PY_EXT = $(shell $(PYTHON) -c "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))")
PY_PKG = $(wildcard host/python/baton/*.py host/python/baton/*.pyi host/python/baton/py.typed)
.PHONY: python
python: $(B)/python/baton/_baton$(PY_EXT)
$(B)/python/baton/_baton$(PY_EXT): host/python/baton/_baton.c host/python/baton/_convert.c \
    host/python/baton/_convert.h host/grants.c host/grants.h $(PY_PKG) $(B)/libbaton.a
	@mkdir -p $(B)/python/baton
	cp $(PY_PKG) $(B)/python/baton/
	$(CC) $(ALLCFLAGS) -shared -fvisibility=hidden -Wl,--exclude-libs,ALL -I$(PY_INC) -o $@ \
	  host/python/baton/_baton.c host/python/baton/_convert.c host/grants.c \
	  $(B)/libbaton.a $(LDLIBS)

# The Python package under ASan + UBSan (make test runs it through
# tests/python/run.py build/asan/baton): the extension compiled by clang
# with the sanitizer flags over build/asan/libbaton.a (GC stress included),
# loaded into an ordinary python3 that preloads clang's ASan runtime
# (PYTHONMALLOC=malloc, so ASan sees the Python objects the extension makes
# too; detect_leaks=0, as CPython frees little at exit).
.PHONY: python-asan test-python-asan
python-asan:
	@$(MAKE) --no-print-directory -j2 B=build/asan CC=clang CFLAGS="$(SAN_CFLAGS)" \
	  LDLIBS="-lm -fsanitize=address,undefined" python
test-python-asan: python-asan
	$(PYTHON) tests/python/run.py build/asan/baton
