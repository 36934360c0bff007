# argparse: prefix_chars, argument_default=SUPPRESS, nargs='?' const, SUPPRESSed help in usage and groups,
# custom Action, usage=/epilog with %(prog)s, error() overridden, formatter_class factory, positional runs
import argparse, io, contextlib
def run(p, argv, how='parse_args'):
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            ns = getattr(p, how)(argv)
        print('ok', ns)
    except SystemExit as e:
        print('exit', e.code)
        print(err.getvalue(), end='')
p = argparse.ArgumentParser(prog='pp', prefix_chars='-+', argument_default=argparse.SUPPRESS)
p.add_argument('+x', action='store_true')
p.add_argument('-o', nargs='?', const='C', default='D', type=str.upper)
p.add_argument('--lvl', type=int, choices=range(1, 4), help='level %(choices)s of %(type)s')
p.add_argument('--secret', help=argparse.SUPPRESS)
p.add_argument('files', nargs='*', metavar='F')
g = p.add_mutually_exclusive_group()
g.add_argument('--json', action='store_true')
g.add_argument('--csv', action='store_true')
g.add_argument('--fmt', help=argparse.SUPPRESS)
print(p.format_help())
run(p, [])
run(p, ['+x', '-o', 'a', 'b'])
run(p, ['-o'])
run(p, ['--lvl', '5'])
run(p, ['--json', '--csv'])
run(p, ['--csv', '--fmt', 'x'])
class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, [v.upper() for v in values])
q = argparse.ArgumentParser(prog='q', usage='%(prog)s [opts] things', epilog='bye %(prog)s')
q.add_argument('things', nargs='+', action=Upper)
q.add_argument('-k', '--key', dest='kk', metavar='KEY', required=True, help='the key (required)')
ns = argparse.Namespace(pre=1)
run(q, ['a', 'b', '-k', 'z'])
print(q.parse_args(['a', '-k', '1'], namespace=ns), ns.pre)
q.print_usage()
print(q.format_help())
run(q, ['-k'])
class Quiet(argparse.ArgumentParser):
    def error(self, message):
        raise ValueError(message)
z = Quiet(prog='z')
z.add_argument('n', type=int)
try:
    z.parse_args(['x'])
except ValueError as e:
    print('ValueError', e)
w = argparse.ArgumentParser(prog='w', formatter_class=lambda prog: argparse.HelpFormatter(prog, max_help_position=40, width=60))
w.add_argument('--a-very-long-option-name', metavar='SOMETHING', help='a help text long enough to wrap at sixty columns for sure, yes indeed')
w.add_argument('-s', help='short one')
print(w.format_help())
e = argparse.ArgumentParser(prog='e', add_help=False, description='   spaced   text\n\nwith blank   ')
print(repr(e.format_help()))
v = argparse.ArgumentParser(prog='v')
v.add_argument('-v', action='version', version='1.2.3')
run(v, ['-v'])
t = argparse.ArgumentParser(prog='t')
t.add_argument('a', nargs=2)
t.add_argument('b', nargs='?')
t.add_argument('c', nargs='*')
for argv in ([], ['1'], ['1', '2'], ['1', '2', '3'], ['1', '2', '3', '4', '5'], ['1', '--', '-2']):
    run(t, argv)
