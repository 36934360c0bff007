#!/bin/sh
# The whole suite (`make test`): everything against the normal build, the
# front-end checks, then everything again against the sanitizer build.
# Ends with one line "N passed, M failed" for all of it.
# Usage: sh tests/suite.sh BUILD_DIR SANITIZER_BUILD_DIR
B=${1:-build}
A=${2:-build/asan}
pass=0
fail=0
add() {   # add the counts of the last "N passed, M failed" line of $1
  line=$(echo "$1" | grep -E '[0-9]+ passed, [0-9]+ failed' | tail -1)
  p=$(echo "$line" | sed -n 's/^[^0-9]*\([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed.*/\1/p')
  f=$(echo "$line" | sed -n 's/^[^0-9]*\([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed.*/\2/p')
  if [ -z "$p" ]; then p=0; f=1; echo "($2 printed no result line)"; fi
  pass=$((pass + p))
  fail=$((fail + f))
}
echo "== $B: unit tests, example hosts, cases, tools, CLI"
out=$(sh tests/run_all.sh "$B" 2>&1); echo "$out" | tail -n 40; add "$out" "$B"
echo "== front end: AST vs CPython, syntax errors, robustness"
out=$(sh tests/parse/run.sh 2>&1); echo "$out" | grep -E 'FAIL|passed' | tail -n 20; add "$out" parse
echo "== the Python package installed by pip, offline"
out=$(python3 tests/python/pip_install.py 2>&1); echo "$out" | tail -n 20; add "$out" pip
echo "== $A: the same under ASan + UBSan with GC stress"
out=$(ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 sh tests/run_all.sh "$A" 2>&1)
echo "$out" | tail -n 40; add "$out" "$A"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
