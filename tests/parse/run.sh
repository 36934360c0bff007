#!/bin/sh
# Front-end tests: build tools/astdump (with sanitizers when the compiler
# supports them) and run the three checks.  Usage, from the repo root:
#     sh tests/parse/run.sh [CC]
# Prints one `N passed, M failed` line per check and a total.
set -e
CC=${CC:-${1:-cc}}
# a fresh directory of its own (concurrent runs must not share one),
# removed on exit
OUT=$(mktemp -d "${TMPDIR:-/tmp}/baton-parse-tests.XXXXXX")
trap 'rm -rf "$OUT"' EXIT
SRCS="tools/astdump.c grammar/parse.c grammar/ast.c grammar/grammar.c lexer/lexer.c vm/mem.c vm/uname.c"
SAN="-fsanitize=address,undefined -fno-omit-frame-pointer"
if ! $CC -std=c11 -Wall -Wextra -Werror -g -O1 $SAN -o "$OUT/astdump" $SRCS 2>/dev/null; then
  $CC -std=c11 -Wall -Wextra -Werror -g -O1 -o "$OUT/astdump" $SRCS
fi
set +e
total_p=0
total_f=0
for cmd in \
  "python3 tests/parse/compare_ast.py $OUT/astdump tests/parse/syntax1.py tests/parse/fstrings.py $(ls /usr/lib/python3.11/*.py 2>/dev/null | tr '\n' ' ')" \
  "python3 tests/parse/check_errors.py $OUT/astdump" \
  "python3 tests/parse/robust.py $OUT/astdump 10 1"; do
  line=$(sh -c "$cmd" | tee /dev/stderr | tail -1)
  p=$(echo "$line" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed.*/\1/p')
  f=$(echo "$line" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed.*/\2/p')
  [ -z "$p" ] && { p=0; f=1; }
  total_p=$((total_p + p))
  total_f=$((total_f + f))
done 2>&1
echo "parse: $total_p passed, $total_f failed"
[ "$total_f" -eq 0 ]
