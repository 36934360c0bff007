#!/bin/sh
# Run every test against the build in directory $1 (default build):
# the C unit tests and example hosts (build/test_*), the Python case
# programs, and the tool-protocol programs.
# Prints one closing line "N passed, M failed" for the whole suite.
B=${1:-build}
pass=0
fail=0
# What failed, repeated just before the closing line: suite.sh shows only
# the last lines of this run, and a failure's name must survive that cut.
failed_names=""
note_failure() { failed_names="$failed_names
  $1"; }
for t in "$B"/test_*; do
  [ -x "$t" ] || continue
  if "$t" > "$t.log" 2>&1; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $t (log: $t.log)"
    tail -20 "$t.log"
    note_failure "$t"
  fi
done
# The Python-level runners print "N passed, M failed"; add them up.  Every
# tests/FOLDER/run.py is one (taking the baton binary as its argument), so
# a new test folder needs no line here.
runners="tests/run_cases.py tests/cli.py tests/readme.py"
for r in tests/*/run.py; do
  runners="$runners $r"
  [ "$r" = tests/tools/run.py ] && runners="$runners tests/tools/run.py:--snapshot-every-pause"
done
for runner in $runners; do
  runner=$(echo "$runner" | tr ':' ' ')
  set -- $runner
  out=$(python3 "$1" "$B/baton" ${2:-} 2>&1)
  echo "$out" | grep -v ' passed, .* failed$'
  line=$(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -1)
  if [ -z "$line" ]; then
    echo "$runner did not finish"
    fail=$((fail + 1))
    note_failure "$runner: did not finish"
  else
    p=${line%% passed*}
    f=${line#*passed, }
    f=${f%% failed*}
    pass=$((pass + p))
    fail=$((fail + f))
    if [ "$f" -gt 0 ]; then
      names=$(echo "$out" | grep -E '^(FAIL|ERROR)' | cut -c1-160 | head -n 20)
      note_failure "$runner: $f failed
$(echo "$names" | sed 's/^/    /')"
    fi
  fi
done
if [ -n "$failed_names" ]; then
  echo "[$B] what failed:$failed_names"
fi
echo "[$B] $pass passed, $fail failed" >&2
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
