#!/bin/sh
# Regenerate the generated sources (run from the repo root): the front
# end (lemon, re2c) and the standard library's embedded Python (gen_lib.py).
# Deterministic: no versions, dates or temporary paths in the output; the
# first line of each file says where it comes from.
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp grammar/grammar.y "$tmp/grammar.y"
(cd "$tmp" && lemon -q -T/usr/share/lemon/lempar.c grammar.y)
{ echo '/* generated from grammar/grammar.y by lemon, do not edit */'
  sed -e 's|^#line \([0-9]*\) "grammar\.y"|#line \1 "grammar/grammar.y"|' \
      -e 's|^#line \([0-9]*\) "grammar\.c"|#line \1 "grammar/grammar.c"|' \
      "$tmp/grammar.c"; } > grammar/grammar.c
{ echo '/* generated from grammar/grammar.y by lemon, do not edit */'
  cat "$tmp/grammar.h"; } > grammar/grammar.h
(cd lexer && re2c --no-version --no-generation-date -W -o "$tmp/lexer.c" lexer.re)
{ echo '/* generated from lexer/lexer.re by re2c, do not edit */'
  sed -e 's|^#line \([0-9]*\) "lexer\.re"|#line \1 "lexer/lexer.re"|' \
      -e 's|^#line \([0-9]*\) "[^"]*lexer\.c"|#line \1 "lexer/lexer.c"|' \
      "$tmp/lexer.c"; } > lexer/lexer.c
python3 tools/gen_lib.py vm/lib/lib_py.c
python3 tools/gen_recase.py > vm/lib/re_casefix.h
python3 tools/gen_uname.py vm/uname_tab.h
python3 tools/gen_dirtab.py vm/dir_tab.h
python3 tools/gen_doctab.py vm/doc_tab.h
python3 tools/gen_eaw.py vm/eaw_tab.h
python3 tools/gen_tzdata.py vm/lib/tzdata_tab.h
python3 tools/gen_bintab.py vm/lib/binascii_tab.h
