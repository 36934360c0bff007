#!/usr/bin/env python3
"""text_diff.py - random calls into baton's pure-Python text modules, run
under baton and under CPython (the oracle), outputs compared.

Usage: python3 tools/text_diff.py BATON N SEED [--only FAMILY[,FAMILY]] [-v]
       python3 tools/text_diff.py --emit FAMILY N SEED   (a test case program)

Families: pprint, textwrap, fnmatch, difflib, urlparse, csv, string, shlex,
reprlib, bisect.  N cases per family, made from SEED; they run in
batches of 100, each batch one program given to both interpreters.  Each
case prints the repr of its result or the type and message of the
exception it raised.  The first differing case of each batch is shown,
with the source of the call, so that it can be pasted into a test.
"""
import os
import random
import subprocess
import sys
import tempfile

IMPORTS = {
    'pprint': 'import pprint, collections\nfrom types import SimpleNamespace as types_ns\n',
    'reprlib': 'import reprlib, collections\nfrom types import SimpleNamespace as types_ns\n',
    'urlparse': 'from urllib import parse as up\n',
    'csv': 'import csv, io\n',
}
RUNNER = """def _t(i, f):
    try: r = f()
    except Exception as e: r = 'EXC %s: %s' % (type(e).__name__, e)
    print(i, ascii(r))
"""


def prelude(fam):
    return IMPORTS.get(fam, 'import %s\n' % fam) + RUNNER


WORDS = ['a', 'the', 'quick', 'brown', 'fox', 'jumps', 'over', 'lazy', 'dog',
         'supercalifragilistic', 'x' * 25, 'hello-world', 'e.g.', 'end.', 'Mr.',
         'tab\there', 'new\nline', '  ', '\t', 'ünï', 'a-b-c', '--', 'what?', '"q"']


def rtext(rnd, n=None):
    n = rnd.randrange(0, 30) if n is None else n
    out = []
    for _ in range(n):
        out.append(rnd.choice(WORDS))
        out.append(rnd.choice([' ', ' ', ' ', '  ', '\n', '\t', '. ', '  ']))
    return ''.join(out)


# ---- pprint -------------------------------------------------------------

def rdata(rnd, depth=0):
    r = rnd.random()
    if depth > 3 or r < 0.3:
        return rnd.choice([0, 1, -7, 10 ** 12, 3.5, 'abc', 'word ' * rnd.randrange(1, 12),
                           'line\nnext\n' * rnd.randrange(1, 3), b'bytes' * rnd.randrange(1, 6),
                           None, True, '', (), [], {}, 'x' * 40, 1234567])
    kind = rnd.choice(['list', 'tuple', 'dict', 'set', 'fs', 'od', 'dd', 'counter',
                       'deque', 'ns', 'ba', 'one'])
    items = [rdata(rnd, depth + 1) for _ in range(rnd.randrange(0, 6))]
    if kind == 'list':
        return 'list', items
    if kind == 'tuple':
        return 'tuple', items
    if kind == 'one':
        return 'tuple', items[:1]
    if kind in ('dict', 'od', 'dd', 'ns'):
        keys = [rnd.choice(['k', 'key', 'b', 'a', 'zz', 'long_key_name', 'n%d' % i])
                for i in range(len(items))]
        return kind, list(zip(keys, items))
    if kind in ('set', 'fs'):
        # ints only: the order of a set of strings follows the string hash,
        # which differs between the two interpreters
        return kind, [rnd.choice([1, 2, 3, 40, 5.5, 1000, -1]) for _ in items]
    if kind == 'counter':
        return kind, rtext(rnd, rnd.randrange(0, 8))
    if kind == 'deque':
        return kind, (items, rnd.choice([None, None, 3, 10]))
    if kind == 'ba':
        return kind, b'ab\x00c' * rnd.randrange(0, 8)
    return 'list', items


def data_src(d):
    if not isinstance(d, tuple) or len(d) != 2 or not isinstance(d[0], str) \
            or d[0] not in ('list', 'tuple', 'dict', 'set', 'fs', 'od', 'dd', 'counter',
                            'deque', 'ns', 'ba'):
        return repr(d)
    kind, v = d
    if kind == 'list':
        return '[%s]' % ', '.join(data_src(x) for x in v)
    if kind == 'tuple':
        return '(%s)' % ''.join(data_src(x) + ', ' for x in v)
    if kind == 'dict':
        return '{%s}' % ', '.join('%r: %s' % (k, data_src(x)) for k, x in v)
    if kind == 'od':
        return 'collections.OrderedDict([%s])' % ', '.join('(%r, %s)' % (k, data_src(x)) for k, x in v)
    if kind == 'dd':
        return 'collections.defaultdict(list, {%s})' % ', '.join('%r: %s' % (k, data_src(x)) for k, x in v)
    if kind == 'ns':
        return 'types_ns(%s)' % ', '.join('%s=%s' % (k, data_src(x)) for k, x in dict(v).items())
    if kind == 'set':
        # set([...]), not a display: CPython folds a display of constants into a
        # frozenset constant shared with equal ones compiled earlier, whose
        # order then depends on the order those were written in
        return 'set([%s])' % ', '.join(repr(x) for x in v)
    if kind == 'fs':
        return 'frozenset([%s])' % ', '.join(repr(x) for x in v)
    if kind == 'counter':
        return 'collections.Counter(%r)' % v
    if kind == 'deque':
        return 'collections.deque([%s], maxlen=%r)' % (', '.join(data_src(x) for x in v[0]), v[1])
    if kind == 'ba':
        return 'bytearray(%r)' % v


def gen_pprint(rnd):
    src = data_src(rdata(rnd))
    opts = []
    if rnd.random() < 0.8:
        opts.append('width=%d' % rnd.choice([1, 5, 10, 20, 30, 40, 60, 80, 120]))
    if rnd.random() < 0.3:
        opts.append('indent=%d' % rnd.choice([0, 1, 2, 4]))
    if rnd.random() < 0.3:
        opts.append('depth=%d' % rnd.choice([1, 2, 3]))
    if rnd.random() < 0.3:
        opts.append('compact=True')
    if rnd.random() < 0.3:
        opts.append('sort_dicts=False')
    if rnd.random() < 0.2:
        opts.append('underscore_numbers=True')
    fn = rnd.choice(['pprint.pformat(%s%s)', 'pprint.pformat(%s%s)', 'pprint.saferepr(%s)',
                     'pprint.isreadable(%s)', 'pprint.isrecursive(%s)'])
    if '%s%s' in fn:
        return fn % (src, ''.join(', ' + o for o in opts))
    return fn % src


# ---- textwrap -----------------------------------------------------------

def gen_textwrap(rnd):
    text = rtext(rnd)
    opts = []
    if rnd.random() < 0.3:
        opts.append('initial_indent=%r' % rnd.choice(['', '* ', '    ', '>> ']))
    if rnd.random() < 0.3:
        opts.append('subsequent_indent=%r' % rnd.choice(['', '  ', '-- ']))
    for name in ('expand_tabs', 'replace_whitespace', 'fix_sentence_endings',
                 'break_long_words', 'drop_whitespace', 'break_on_hyphens'):
        if rnd.random() < 0.25:
            opts.append('%s=%r' % (name, rnd.random() < 0.5))
    if rnd.random() < 0.2:
        opts.append('tabsize=%d' % rnd.choice([0, 1, 4, 8]))
    if rnd.random() < 0.3:
        opts.append('max_lines=%d' % rnd.choice([1, 2, 3, 5]))
    if rnd.random() < 0.3:
        opts.append('placeholder=%r' % rnd.choice([' [...]', '...', ' ~', '']))
    width = rnd.choice([1, 2, 3, 5, 8, 10, 15, 20, 30, 70])
    # an indent as wide as the line makes CPython's wrap loop for ever
    opts = [o for o in opts if not o.endswith('indent=%r' % eval(o.split('=', 1)[1]))
            or len(eval(o.split('=', 1)[1])) < width]
    kw = ''.join(', ' + o for o in opts)
    pick = rnd.randrange(6)
    if pick == 0:
        return 'textwrap.wrap(%r, %d%s)' % (text, width, kw)
    if pick == 1:
        return 'textwrap.fill(%r, %d%s)' % (text, width, kw)
    if pick == 2:
        kw = ''.join(', ' + o for o in opts if not o.startswith('max_lines'))
        return 'textwrap.shorten(%r, %d%s)' % (text, width, kw)
    if pick == 3:
        lines = [rnd.choice(['', '  ', '\t', '    ', ' \t']) + rnd.choice(WORDS)
                 + rnd.choice(['', ' ', '  ']) for _ in range(rnd.randrange(0, 6))]
        return 'textwrap.dedent(%r)' % '\n'.join(lines)
    if pick == 4:
        pred = rnd.choice(['', ', lambda l: True', ', lambda l: l.startswith("a")'])
        return 'textwrap.indent(%r, %r%s)' % (text, rnd.choice(['> ', '', '  ']), pred)
    return 'textwrap.TextWrapper(width=%d%s).wrap(%r)' % (width, kw, text)


# ---- fnmatch ------------------------------------------------------------

def gen_fnmatch(rnd):
    parts = ['*', '?', 'a', 'b', '.', '[ab]', '[!a]', '[a-c]', '[', ']', '[]', '[!]',
             '[]a]', '[!]a]', '\\', '-', '[a-]', '[z-a]', '[--0]', '**', '(', '|', '[^a]',
             '[[]', '[a-c-e]', '[!a-b-c]', 'é', '{', '}', '$', '+']
    pat = ''.join(rnd.choice(parts) for _ in range(rnd.randrange(0, 7)))
    names = ['', 'a', 'b', 'ab', 'abc', '.a', 'a.b', 'x', ']', '[', '-', '\\', 'aa', 'ba',
             'A', 'B.', '!', '^', 'é', 'a\nb', '*', '?']
    pick = rnd.randrange(5)
    if pick == 0:
        return 'fnmatch.translate(%r)' % pat
    if pick == 1:
        return 'fnmatch.fnmatchcase(%r, %r)' % (rnd.choice(names), pat)
    if pick == 2:
        return 'fnmatch.fnmatch(%r, %r)' % (rnd.choice(names), pat)
    if pick == 3:
        return 'fnmatch.filter(%r, %r)' % (rnd.sample(names, 6), pat)
    return 'fnmatch.translate(%r.encode()) if False else fnmatch.fnmatch(%r, %r)' % (
        pat, rnd.choice(names).upper(), pat)


# ---- difflib ------------------------------------------------------------

def rlines(rnd):
    pool = ['alpha\n', 'beta\n', 'gamma\n', 'delta\n', '\n', '  x = 1\n', 'x = 1\n',
            'return y\n', 'def f():\n', '#\n', 'same\n', 'abcdef\n', 'abcdxf\n', 'z']
    return [rnd.choice(pool) for _ in range(rnd.randrange(0, 9))]


def gen_difflib(rnd):
    a, b = rlines(rnd), rlines(rnd)
    if rnd.random() < 0.5:
        b = list(a)
        for _ in range(rnd.randrange(1, 4)):
            if b and rnd.random() < 0.5:
                del b[rnd.randrange(len(b))]
            else:
                b.insert(rnd.randrange(len(b) + 1), rnd.choice(rlines(rnd) or ['q\n']))
    pick = rnd.randrange(9)
    if pick == 0:
        return 'list(difflib.ndiff(%r, %r))' % (a, b)
    if pick == 1:
        return "list(difflib.unified_diff(%r, %r, 'a', 'b', n=%d))" % (a, b, rnd.choice([0, 1, 3]))
    if pick == 2:
        return "list(difflib.context_diff(%r, %r, 'a', 'b', n=%d))" % (a, b, rnd.choice([0, 1, 3]))
    if pick == 3:
        sa, sb = ''.join(a), ''.join(b)
        junk = rnd.choice(['None', 'lambda c: c == " "', 'lambda c: c in "\\n"'])
        aj = rnd.choice(['True', 'False'])
        return ('(lambda m: (m.ratio(), m.quick_ratio(), m.real_quick_ratio(), '
                'm.get_opcodes(), m.get_matching_blocks(), list(m.get_grouped_opcodes(1))))'
                '(difflib.SequenceMatcher(%s, %r, %r, autojunk=%s))' % (junk, sa, sb, aj))
    if pick == 4:
        words = [l.strip() for l in a + b] + ['alphabet', 'gamut', 'delta', 'del']
        return 'difflib.get_close_matches(%r, %r, n=%d, cutoff=%r)' % (
            rnd.choice(words), words, rnd.choice([1, 3, 5]), rnd.choice([0.0, 0.3, 0.6, 0.9]))
    if pick == 5:
        return 'list(difflib.restore(list(difflib.ndiff(%r, %r)), %d))' % (a, b, rnd.choice([1, 2]))
    if pick == 6:
        return 'difflib.SequenceMatcher(None, %r, %r).find_longest_match()' % (
            ''.join(rnd.choice('abc ') for _ in range(rnd.randrange(12))),
            ''.join(rnd.choice('abc ') for _ in range(rnd.randrange(12))))
    if pick == 7:
        return "list(difflib.unified_diff(%r, %r, lineterm='', fromfiledate='d1', tofiledate=''))" % (
            [x.rstrip('\n') for x in a], [x.rstrip('\n') for x in b])
    return 'difflib.IS_CHARACTER_JUNK(%r), difflib.IS_LINE_JUNK(%r)' % (
        rnd.choice([' ', '\t', 'a', '#']), rnd.choice(['\n', ' # \n', 'x\n', '#']))


# ---- urllib.parse -------------------------------------------------------

def rurl(rnd):
    scheme = rnd.choice(['', 'http:', 'https:', 'HTTP:', 'ftp:', 'mailto:', 'file:', 'a+b-c.d:',
                         '1x:', 'urn:', 'git+ssh:'])
    net = rnd.choice(['', '//', '//host', '//user:pw@Host.COM:8080', '//[::1]:80', '//h:0',
                      '//h:', '//@h', '//h:99999', '//[v1.x]', '//é.com', '//a b',
                      '//[abc]', '//[1.2.3.4]', '//[vz.x]', '//\u2100.com', '//x]', '//[x',
                      '//h\uff03x'])
    path = rnd.choice(['', '/', '/a/b', 'a/b', '/a/./b/../c', '//x', '/p;q', '/%7Euser',
                       '/a%2Fb', '/ ü', '..', '../x', './y'])
    query = rnd.choice(['', '?', '?a=1&b=2', '?a=1;b=2', '?x=%20y+z', '?=v&k=', '?a&&b=', '?q=é',
                        '?e=%C3%A9%zz%c3', '?é%41=%E2%82', '?%FF=1'])
    frag = rnd.choice(['', '#', '#frag', '#a#b', '#%41'])
    return scheme + net + path + query + frag


def gen_urlparse(rnd):
    u = rurl(rnd)
    pick = rnd.randrange(12)
    if pick == 0:
        return 'tuple(up.urlparse(%r)), up.urlparse(%r).geturl()' % (u, u)
    if pick == 1:
        return 'tuple(up.urlsplit(%r, %r, %r))' % (u, rnd.choice(['', 'http']), rnd.random() < 0.5)
    if pick == 2:
        return ('(lambda s: (s.hostname, s.username, s.password, s.port))(up.urlsplit(%r))' % u)
    if pick == 3:
        return 'up.urljoin(%r, %r)' % (rurl(rnd), u)
    if pick == 4:
        return 'up.urlunsplit(up.urlsplit(%r)), up.urlunparse(up.urlparse(%r))' % (u, u)
    if pick == 5:
        return 'up.quote(%r, safe=%r)' % (u, rnd.choice(['/', '', ':/?', '~']))
    if pick == 6:
        return 'up.unquote(%r), up.unquote_plus(%r), up.unquote(%r.encode()), up.unquote_to_bytes(%r)' % (u, u, u, u)
    if pick == 7:
        q = u.partition('?')[2]
        return 'up.parse_qs(%r, keep_blank_values=%r), up.parse_qsl(%r, separator=%r, strict_parsing=%r, max_num_fields=%r, encoding=%r)' % (
            q, rnd.random() < 0.5, q, rnd.choice(['&', ';', '', '=']), rnd.random() < 0.2,
            rnd.choice([None, 1, 2]), rnd.choice(['utf-8', 'latin-1']))
    if pick == 8:
        return 'up.urlencode(%r, doseq=%r)' % (
            rnd.choice([{'a': 1, 'b': 'x y'}, [('k', ['v1', 'v2']), ('é', '&')], {'q': ('a', 'b')}]),
            rnd.random() < 0.5)
    if pick == 9:
        return 'up.urldefrag(%r)' % u
    if pick == 10:
        return 'up.quote_plus(%r), up.quote_from_bytes(%r.encode())' % (u, u)
    return 'up.urlsplit(%r)._replace(scheme="x").geturl()' % u


# ---- csv ----------------------------------------------------------------

def gen_csv(rnd):
    cells = ['a', 'b c', '', 'q"uote', 'com,ma', 'new\nline', ' lead', 'tail ', '1.5', '\r',
             'semi;', "'", '\\', 'x\ty']
    rows = [[rnd.choice(cells) for _ in range(rnd.randrange(0, 4))] for _ in range(rnd.randrange(1, 4))]
    opts = []
    if rnd.random() < 0.4:
        opts.append('delimiter=%r' % rnd.choice([',', ';', '\t', '|']))
    if rnd.random() < 0.4:
        opts.append('quoting=%s' % rnd.choice(['csv.QUOTE_MINIMAL', 'csv.QUOTE_ALL',
                                               'csv.QUOTE_NONNUMERIC', 'csv.QUOTE_NONE']))
    if rnd.random() < 0.3:
        opts.append('escapechar=%r' % rnd.choice(['\\', '!']))
    if rnd.random() < 0.3:
        opts.append('doublequote=False')
    if rnd.random() < 0.3:
        opts.append('quotechar=%r' % rnd.choice(["'", '"']))
    if rnd.random() < 0.3:
        opts.append('skipinitialspace=True')
    if rnd.random() < 0.3:
        opts.append('lineterminator=%r' % rnd.choice(['\n', '\r\n', '!']))
    if rnd.random() < 0.2:
        opts.append('strict=True')
    kw = ''.join(', ' + o for o in opts)
    if rnd.random() < 0.5:
        return '(lambda b: (csv.writer(b%s).writerows(%r), b.getvalue())[1])(io.StringIO())' % (kw, rows)
    text = rnd.choice(['a,b,c\n', '"a,b",c\r\n', 'a;b\n"x""y",z\n', "'q',r\n", ' a, "b"\n',
                       'a\\,b,c\n', '"unterminated\n', 'x"y,z\n', '"a"b,c\n', '\n\n1,2\n',
                       'a\tb\n', '"multi\nline",x\n', 'a,b,\n', '"",""\n', '1,2.5,x\n'])
    text = ''.join(rnd.choice([text, text, 'k,"v"\n']) for _ in range(rnd.randrange(1, 3)))
    if rnd.random() < 0.2:
        return 'list(csv.DictReader(io.StringIO(%r)%s))' % (text, kw)
    return 'list(csv.reader(io.StringIO(%r)%s))' % (text, kw)


# ---- string, shlex, reprlib, bisect --------------------------------------

def gen_string(rnd):
    pick = rnd.randrange(4)
    if pick == 0:
        tpl = ''.join(rnd.choice(['$a', '${b}', '$$', '$', 'x', ' ', '${', '$1', '${a}b',
                                  '$_x', '$é', '}']) for _ in range(rnd.randrange(0, 6)))
        m = rnd.choice(['substitute', 'safe_substitute'])
        return 'string.Template(%r).%s(a=1, b="B", _x=2)' % (tpl, m)
    if pick == 1:
        tpl = ''.join(rnd.choice(['{}', '{0}', '{a}', '{a!r}', '{0:>5}', '{{', '}}', 'x',
                                  '{a.real}', '{l[0]}', '{', '}', '{!}', '{0:{1}}', '{a:x}'])
                      for _ in range(rnd.randrange(0, 5)))
        return 'string.Formatter().format(%r, 7, 3, a=10, l=[5])' % tpl
    if pick == 2:
        tpl = rnd.choice(['$a ${b} $$', '${x', '$a$b$', 'no fields', '${a}${a}'])
        return ('(lambda t: (t.get_identifiers(), t.is_valid()))(string.Template(%r))' % tpl)
    s = ' '.join(rnd.choice(['hello', 'WORLD', "it's", 'a-b', '']) for _ in range(4))
    return 'string.capwords(%r), string.capwords(%r, "-")' % (s, s)


def gen_shlex(rnd):
    s = ''.join(rnd.choice(['a', ' ', "'b c'", '"d e"', '\\ ', '#c', '"\\"x"', "'", '"', 'f=g',
                            '$x', '\t', '\n']) for _ in range(rnd.randrange(0, 8)))
    pick = rnd.randrange(3)
    if pick == 0:
        # posix=False is refused by baton's shlex
        return 'shlex.split(%r, comments=%r)' % (s, rnd.random() < 0.5)
    if pick == 1:
        return 'shlex.quote(%r)' % s
    return 'shlex.join(%r)' % s.split(' ')


def gen_reprlib(rnd):
    src = data_src(rdata(rnd))
    attr, val = rnd.choice([('maxlevel', 1), ('maxlist', 2), ('maxdict', 1), ('maxstring', 8),
                            ('maxother', 5), ('maxlong', 6), ('fillvalue', '<>'),
                            ('maxtuple', 1), ('maxset', 2), ('maxlevel', 6)])
    return '(lambda r: (setattr(r, %r, %r), r.repr(%s))[1])(reprlib.Repr())' % (attr, val, src)


def gen_bisect(rnd):
    a = sorted(rnd.choice([1, 2, 3, 5, 8]) for _ in range(rnd.randrange(0, 8)))
    x = rnd.choice([0, 1, 2, 3, 4, 5, 8, 9])
    lo = rnd.choice(['', ', 1', ', lo=2', ', 0, 3', ', hi=-1', ', -1'])
    fn = rnd.choice(['bisect_left', 'bisect_right', 'bisect'])
    if rnd.random() < 0.3:
        return '(lambda a: (bisect.insort%s(a, %d%s), a)[1])(%r)' % (
            rnd.choice(['', '_left', '_right']), x, lo, a)
    if rnd.random() < 0.3:
        return 'bisect.%s(%r, %d%s, key=lambda v: -v)' % (fn, a[::-1], -x, lo)
    return 'bisect.%s(%r, %d%s)' % (fn, a, x, lo)


FAMILIES = {'pprint': gen_pprint, 'textwrap': gen_textwrap, 'fnmatch': gen_fnmatch,
            'difflib': gen_difflib, 'urlparse': gen_urlparse, 'csv': gen_csv,
            'string': gen_string, 'shlex': gen_shlex, 'reprlib': gen_reprlib,
            'bisect': gen_bisect}


def run(cmd, path):
    env = dict(os.environ, PYTHONHASHSEED='0')
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=300, env=env)
    return p.stdout, p.stderr, p.returncode


def emit(fam, n, seed):
    rnd = random.Random(seed)
    print('# %d random %s calls (tools/text_diff.py --emit %s %d %d), each printing'
          % (n, fam, fam, n, seed))
    print('# its result or its exception; expected output from CPython')
    sys.stdout.write(prelude(fam))
    for i in range(n):
        print('_t(%d, lambda: (%s))' % (i, FAMILIES[fam](rnd)))


def main():
    if sys.argv[1] == '--emit':
        return emit(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    args = [a for a in sys.argv[1:] if not a.startswith('-')]
    only = None
    for i, a in enumerate(sys.argv):
        if a == '--only':
            only = sys.argv[i + 1].split(',')
            args.remove(sys.argv[i + 1])
    verbose = '-v' in sys.argv
    baton, n, seed = args[0], int(args[1]), int(args[2])
    rnd = random.Random(seed)
    fams = [f for f in FAMILIES if only is None or f in only]
    bad = 0
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for fam in fams:
            cases = [FAMILIES[fam](rnd) for _ in range(n)]
            for start in range(0, n, 100):
                batch = cases[start:start + 100]
                src = prelude(fam) + ''.join(
                    '_t(%d, lambda: (%s))\n' % (start + i, c) for i, c in enumerate(batch))
                path = os.path.join(tmp, 'case.py')
                with open(path, 'w') as f:
                    f.write(src)
                want = run([sys.executable], path)
                got = run([baton, 'run'], path)
                total += len(batch)
                if want[0] == got[0]:
                    continue
                wl, gl = want[0].splitlines(), got[0].splitlines()
                for k in range(max(len(wl), len(gl))):
                    w = wl[k] if k < len(wl) else '<missing>'
                    g = gl[k] if k < len(gl) else '<missing>'
                    if w != g:
                        idx = int(w.split(' ', 1)[0]) if w[:1].isdigit() else start + k
                        bad += 1
                        print('%s case %d: %s' % (fam, idx, cases[idx] if idx < len(cases) else '?'))
                        print('  cpython:', w[:400])
                        print('  baton:  ', g[:400])
                        if verbose or not g[:1].isdigit():
                            print('  baton stderr:', got[1][-600:])
                        break
    print('%d cases, %d batches differ' % (total, bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
