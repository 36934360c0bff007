# argparse parsers, actions, namespaces and formatters held across tool
# calls (and, with --snapshot-every-pause, across snapshots): a parser made
# before a call parses after it, a type= converter and a custom Action that
# call a tool run inside parse_args, and the help text comes out the same.
import argparse, io, contextlib


def remote_int(text):
    # a converter that asks a tool (the parse pauses inside parse_args)
    return int(echo(text)['args'][0])


class Tagged(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, echo('tag:' + values)['args'][0])


p = argparse.ArgumentParser(prog='agent', description='Run an agent task.')
sub = p.add_subparsers(dest='cmd', required=True)
run = sub.add_parser('run', help='run a task')
run.add_argument('task')
run.add_argument('-n', '--times', type=remote_int, default='2')
run.add_argument('--tag', action=Tagged)
run.add_argument('-v', action='count', default=0)
show = sub.add_parser('show')
show.add_argument('what', choices=['tools', 'limits'])
print(echo('made'), p.format_usage(), end='')
ns = p.parse_args(['run', 'fetch', '-n', '5', '--tag', 'x', '-vv'])
print(ns, echo('after'))
ns2 = p.parse_args(['run', 'again'])
print(ns2, ns2 == argparse.Namespace(cmd='run', task='again', times=2, tag=None, v=0))
held = (p, run, ns)
print(echo(repr(ns)), held[1].format_help(), sep='\n')
err = io.StringIO()
try:
    with contextlib.redirect_stderr(err):
        p.parse_args(['show', 'secrets'])
except SystemExit as e:
    print('exit', e.code, echo('x'))
print(err.getvalue(), end='')
print(p.parse_known_args(['show', 'tools', '--more']), echo('done'))
