# difflib's Differ, ndiff and restore: CPython's '?' guide lines, the
# similar-pair synchronisation, junk, and restore's round trip.
import difflib
a = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n']
b = ['ore\n', 'tree\n', 'emu\n', 'four\n', 'fives\n']
diff = list(difflib.ndiff(a, b))
print(''.join(diff), end='')
print(''.join(difflib.restore(diff, 1)) == ''.join(a), ''.join(difflib.restore(diff, 2)) == ''.join(b))
text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
d = difflib.Differ()
print(''.join(d.compare(text1, text2)), end='')
print(list(difflib.ndiff(['a\tb\n'], ['a\tc\n'])))
print(list(difflib.ndiff(['abcDefghiJkl\n'], ['abcdefGhijkl\n'])))
print(list(difflib.ndiff(['x\n', 'same\n', 'y\n'], ['p\n', 'q\n', 'same\n'])))
print(list(difflib.ndiff([], ['new\n'])), list(difflib.ndiff(['old\n'], [])))
print(list(difflib.Differ(linejunk=difflib.IS_LINE_JUNK).compare(['a\n', '\n', 'b\n'], ['a\n', 'b\n', '\n'])))
print(list(difflib.ndiff('abc', 'abd')))
print(list(difflib.ndiff(['private Thread currentThread;'], ['private volatile Thread currentThread;'], charjunk=lambda c: c in ' ')))
try:
    list(difflib.restore(diff, 3))
except ValueError as e:
    print(e)
