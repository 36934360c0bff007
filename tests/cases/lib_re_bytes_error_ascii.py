# re.error for a bytes pattern names its non-ASCII characters as CPython's
# parser does (backslashreplace: '\xe9'), while a str pattern's keeps them
# (found by tools/re_diff.py --bytes seed 90601); so does a bytes template's
# bad group name in re.sub
import re
for p in [b'(?<\xe9)', b'(?\xe9)', b'(?P=\xe9)', b'[\xe9-a]', b'(?(\xe9)a)', b'\\\xe9', b'x{2,1}\xff',
          '(?<\xe9)', '(?\u20ac)', '[\xe9-a]', '(?P=\xe9)']:
    try:
        re.compile(p)
    except re.error as e:
        print(ascii(str(e)), ascii(e.msg), e.pos, e.lineno, e.colno)
for r in [b'\\g<1\xe9>', b'\\g<\xe9>', '\\g<1\xe9>']:
    try:
        print(re.sub(b'a' if isinstance(r, bytes) else 'a', r, b'a' if isinstance(r, bytes) else 'a'))
    except (re.error, IndexError) as e:
        print(type(e).__name__, ascii(str(e)))
