# re.Scanner: a lexicon of (pattern, action) pairs matched one after another
import re

def num(scanner, text):
    return ('NUM', int(text), scanner.match.span())

s = re.Scanner([
    (r'[0-9]+(?:\.[0-9]+)?', num),
    (r'[a-z_]\w*', lambda sc, t: ('NAME', t)),
    (r'\s+', None),
    (r'[-+*/=()]', lambda sc, t: ('OP', t)),
    (r'"', 'QUOTE'),
])
print(s.scan('x = 3 + foo_bar*(12 - y2)'))
print(s.scan('a = 1 ; b'))
print(s.scan(''))
print(s.scan('"x" 42'))
ci = re.Scanner([(r'select|from', lambda sc, t: t.upper()), (r'\w+', lambda sc, t: t), (r'\s+', None)], re.I)
print(ci.scan('SELECT a FrOm t'))
vb = re.Scanner([(r'''[0-9]+  # digits''', 'D'), (r'[a-z]+', 'W'), (r' ', None)], re.VERBOSE)
print(vb.scan('12 ab 3x'))
grp = re.Scanner([(r'(a)(b)', 'AB'), (r'(c)', 'C'), (r'd', 'D')])
print(grp.scan('abcdabd!'))
empty = re.Scanner([(r'x*', 'X'), (r'y', 'Y')])
print(empty.scan('xxyq'), empty.scan('q'))
print(type(s.scanner).__name__, len(s.lexicon))
