# fnmatch and shlex as CPython's
import fnmatch
import shlex

names = ["a.py", "b.PY", "test_x.py", "x.txt", "[ab].c", "a-b", ".hidden", "dir/f.py", "ab"]
for pat in ["*.py", "*.PY", "test_*", "?.py", "[ab].*", "[!a]*", "[a-c]*", "*[.]*", "[[]ab].c",
            "a*b", "*", "*/*.py", "[z-a]*", "[]ab]*", "a[-]b", "**.py", "*a*b*"]:
    print(pat, fnmatch.filter(names, pat), fnmatch.fnmatch("a.py", pat), fnmatch.fnmatchcase("A.PY", pat))
for pat in ["*.py", "a?c", "[!x]", "[a-z0-9]", "x*", "[^a]", "a&&b|c~", "[a-c-e]"]:
    print(pat, fnmatch.translate(pat))

for s in ['a b  c', 'one "two three" four', "'single \"in\"' \"double 'in'\"", r'esc\ aped \"q\" back\\slash',
          '"dq \\" \\\\ \\n"', "''", 'a""b', 'x # comment', 'multi\nline\ttabs', '  lead trail  ',
          "mix'ed'\"quotes\"", '']:
    print(repr(s), shlex.split(s))
print(shlex.split("a # comment here\nb", comments=True), shlex.split("a#b c", comments=True))
for bad in ('"unclosed', "'unclosed", "trailing\\", '"esc at end\\'):
    try:
        shlex.split(bad)
    except ValueError as e:
        print("ValueError", e)
for s in ["", "simple", "with space", "it's", "$HOME", "a@b%c+d=e:f,g./h-i", "tab\t", "ünicode"]:
    print(repr(shlex.quote(s)))
print(shlex.join(["ls", "-l", "my file", "it's"]), shlex.split(shlex.join(["a b", "c'd", ""])))
