# difflib.HtmlDiff: make_table and make_file against CPython's bytes on random
# line lists (tabs, wrapcolumn, context, numlines, headers, empty and equal
# inputs, charsets), then diff_bytes
import difflib, random
r = random.Random(7)
words = ['alpha', 'beta', 'gamma', 'delta\tx', 'eps  ilon', '<tag>&amp;', 'zeta', '', 'eta theta iota kappa lambda mu nu xi omicron pi rho', 'q']
def mut(lines):
    out = []
    for ln in lines:
        k = r.random()
        if k < 0.15:
            continue
        if k < 0.3:
            out.append(ln + r.choice(['!', ' x', '']))
        elif k < 0.4:
            out.append(r.choice(words))
            out.append(ln)
        elif k < 0.5:
            out.append(ln.replace('a', 'o'))
        else:
            out.append(ln)
    return out
for case in range(60):
    a = [r.choice(words) + ('\n' if r.random() < .5 else '') for _ in range(r.randrange(0, 25))]
    b = mut(a)
    if case % 7 == 0:
        b = list(a)
    hd = difflib.HtmlDiff(tabsize=r.choice((8, 4)), wrapcolumn=r.choice((None, 10, 25)))
    print(hd.make_table(a, b, 'from%d' % case if case % 3 else '', 'to' if case % 4 else '',
                        context=case % 2 == 1, numlines=r.choice((0, 1, 2, 5))))
print(difflib.HtmlDiff().make_file(['a\n', 'b\n', 'é€\n'], ['a\n', 'c\n', 'é€\n'], 'x', 'y'))
print(difflib.HtmlDiff().make_file(['a'], ['b'], charset='ascii', context=True))
print(difflib.HtmlDiff().make_table([], []), difflib.HtmlDiff().make_table([], [], context=True))
print(difflib.HtmlDiff().make_table(['same'], ['same'], context=True))
a = [b'one\n', b'two \xff\n', b'three\n']
b = [b'one\n', b'two \xfe\n', b'three\n', b'four\n']
print(list(difflib.diff_bytes(difflib.unified_diff, a, b, b'a\xe9', b'b', b'2020', b'2021')))
print(list(difflib.diff_bytes(difflib.context_diff, a, b, n=0)))
for bad in (lambda: list(difflib.diff_bytes(difflib.unified_diff, ['x'], b)), lambda: list(difflib.diff_bytes(difflib.unified_diff, a, b, 'f'))):
    try: bad()
    except TypeError as e: print(e)
