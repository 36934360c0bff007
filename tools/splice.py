#!/usr/bin/env python3
"""Replace the GENERATED block of vm/strmeth.c with gen_unitab.py's output.
Usage: python3 tools/gen_unitab.py | python3 tools/splice.py vm/strmeth.c"""
import sys
path = sys.argv[1]
src = open(path, encoding='utf-8').read()
new = sys.stdin.read()
a = src.index('/* BEGIN GENERATED')
b = src.index('/* END GENERATED */\n') + len('/* END GENERATED */\n')
open(path, 'w', encoding='utf-8').write(src[:a] + new + src[b:])
