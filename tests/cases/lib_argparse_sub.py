# argparse: subparsers, parents, formatter classes, long usage wrapping,
# exit_on_error=False, intermixed parsing, conflicts and definition errors
import argparse, io, contextlib

def run(p, argv, how='parse_args'):
    # 'ok NAMESPACE', or 'exit CODE' and what the parser wrote to stderr
    with contextlib.redirect_stderr(io.StringIO()) as caught:
        try:
            shown = 'ok %s\n' % (getattr(p, how)(argv),)
        except SystemExit as stop:
            shown = 'exit %s\n%s' % (stop.code, caught.getvalue())
    print(shown, end='')

p = argparse.ArgumentParser(prog='git')
p.add_argument('--git-dir', default='.git')
sub = p.add_subparsers(dest='cmd', title='commands', description='what to run', help='sub-command help', required=True)
c = sub.add_parser('commit', help='record changes', aliases=['ci'])
c.add_argument('-m', '--message', required=True)
c.add_argument('--amend', action='store_true')
c.set_defaults(func='do_commit')
l = sub.add_parser('log', help='show history')
l.add_argument('-n', type=int, default=10)
l.add_argument('paths', nargs='*')
sub.add_parser('status')
print(p.format_help())
print(c.format_help())
run(p, ['commit', '-m', 'hi'])
run(p, ['ci', '--amend', '-m', 'x'])
run(p, ['--git-dir', 'd', 'log', '-n', '3', 'a', 'b'])
run(p, [])
run(p, ['push'])
run(p, ['commit'])
run(p, ['log', '--bogus'])
run(p, ['log', '-h'])
print(p.parse_known_args(['log', 'x', '--what']))

base = argparse.ArgumentParser(add_help=False)
base.add_argument('--config', default='c.ini')
child = argparse.ArgumentParser(prog='child', parents=[base], formatter_class=argparse.ArgumentDefaultsHelpFormatter)
child.add_argument('--level', type=int, default=2, help='the level')
child.add_argument('names', nargs='*', default=['x'], help='names')
print(child.format_help())
run(child, ['--config', 'z', 'a'])

raw = argparse.ArgumentParser(prog='raw', formatter_class=argparse.RawTextHelpFormatter,
                              description='line one\n   line two indented\n\nafter blank')
raw.add_argument('--opt', help='first\nsecond line\n  third')
print(raw.format_help())
rd = argparse.ArgumentParser(prog='rd', formatter_class=argparse.RawDescriptionHelpFormatter,
                             description='keep\n  this', epilog='and\n  that')
rd.add_argument('--opt', help='wrapped   like\n normal text')
print(rd.format_help())
mt = argparse.ArgumentParser(prog='mt', formatter_class=argparse.MetavarTypeHelpFormatter)
mt.add_argument('--num', type=int)
mt.add_argument('val', type=float)
print(mt.format_help())

long = argparse.ArgumentParser(prog='a-rather-long-program-name-that-goes-on')
for i in range(12):
    long.add_argument('--option-number-%d' % i, metavar='VALUE%d' % i)
long.add_argument('inputs', nargs='+')
long.add_argument('output')
print(long.format_usage())
short = argparse.ArgumentParser(prog='s')
for i in range(8):
    short.add_argument('--opt%d' % i, nargs='*')
short.add_argument('first', nargs='+')
short.add_argument('second', nargs=argparse.REMAINDER)
print(short.format_help())

quiet = argparse.ArgumentParser(prog='q', exit_on_error=False)
quiet.add_argument('--n', type=int)
try:
    quiet.parse_args(['--n', 'x'])
except argparse.ArgumentError as e:
    print('ArgumentError', e, '|', e.argument_name, '|', e.message)

def positive(s):
    v = int(s)
    if v <= 0:
        raise argparse.ArgumentTypeError('%r is not positive' % s)
    return v
tp = argparse.ArgumentParser(prog='tp')
tp.add_argument('--k', type=positive, default='5')
run(tp, [])
run(tp, ['--k', '-3'])
run(tp, ['--k', '0'])
run(tp, ['--k', 'abc'])

im = argparse.ArgumentParser(prog='im')
im.add_argument('--foo')
im.add_argument('cmd')
im.add_argument('rest', nargs='*', type=int)
run(im, 'doit 1 --foo bar 2 3'.split(), 'parse_intermixed_args')
run(im, 'doit 1 --foo bar 2 3'.split())

cr = argparse.ArgumentParser(prog='cr', conflict_handler='resolve')
cr.add_argument('-f', '--foo', help='old')
cr.add_argument('--foo', help='new')
print(cr.format_help())
ce = argparse.ArgumentParser(prog='ce')
ce.add_argument('-x')
for args, kw in [(('-x',), {}), (('x',), {'required': True}), (('--y',), {'action': 'nope'}),
                 (('--z',), {'nargs': 0}), (('--w',), {'type': 'int'}), (('bad',), {'dest': 'd'}),
                 (('--m',), {'nargs': 2, 'metavar': ('A', 'B', 'C')}), (('--c',), {'const': 1})]:
    try:
        ce.add_argument(*args, **kw)
    except (ValueError, TypeError, argparse.ArgumentError) as e:
        print(type(e).__name__, e)

ns = argparse.Namespace(a=1, b='x')
print(ns, 'a' in ns, 'z' in ns, ns == argparse.Namespace(a=1, b='x'), ns == 1)
print(argparse.FileType('w'), argparse.FileType('rb', encoding='utf-8'))
neg = argparse.ArgumentParser(prog='neg')
neg.add_argument('x', type=int)
neg.add_argument('--y', type=float)
run(neg, ['-5', '--y', '-2.5'])
ab = argparse.ArgumentParser(prog='ab', allow_abbrev=False)
ab.add_argument('--verbose', action='store_true')
ab.add_argument('--version2', action='store_true')
run(ab, ['--verb'])
am = argparse.ArgumentParser(prog='am')
am.add_argument('--verbose', action='store_true')
am.add_argument('--version2', action='store_true')
run(am, ['--ver'])
ex = argparse.ArgumentParser(prog='ex')
ex.add_argument('--ext', action='extend', nargs='+')
ex.add_argument('--const', action='append_const', const=7)
ex.add_argument('--sc', action='store_const', const='C', default='D')
run(ex, ['--ext', 'a', 'b', '--const', '--ext', 'c', '--const', '--sc'])
print(ex.get_default('sc'), ex.get_default('nothing'))
ex.set_defaults(sc='E', other=1)
run(ex, [])
