# logging corners: record factories, filters by name prefix, the
# deprecated warn spellings (their DeprecationWarning goes to stderr),
# BufferingFormatter, exc_info given as an exception or a triple, getChild,
# stack_info text, basicConfig's handler/stream conflicts, log() levels.
import io
import logging
import sys

sys.stderr = errbuf = io.StringIO()

buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter('%(name)s|%(levelname)s|%(message)s|%(custom)s',
                                 defaults={'custom': '-'}))
top = logging.getLogger('edge')
top.propagate = False
top.addHandler(h)
top.setLevel(logging.DEBUG)

made = []
old = logging.getLogRecordFactory()
def factory(*args, **kwargs):
    r = old(*args, **kwargs)
    made.append(r.levelname)
    r.custom = 'tagged'
    return r
logging.setLogRecordFactory(factory)
top.info('with factory')
logging.setLogRecordFactory(old)
top.info('without')
print(made, logging.getLogRecordFactory() is logging.LogRecord)

for name, rec in [('a', 'a'), ('a', 'a.b'), ('a', 'ab'), ('a.b', 'a'), ('', 'x'), ('a.b', 'a.b.c.d')]:
    f = logging.Filter(name)
    print(name, rec, bool(f.filter(logging.makeLogRecord({'name': rec}))))

top.addFilter(lambda r: 'skip' not in r.msg)
top.info('skip me')
top.info('keep me')
top.warn('old spelling %d', 1)
child = top.getChild('sub')
print(child.name, child.parent is top, logging.getLogger().getChild('x').name)
try:
    top.getChild(5)
except TypeError as e:
    print('TypeError', e)
try:
    raise KeyError('k')
except KeyError as e:
    saved = e
top.error('as exception', exc_info=saved)
top.error('as triple', exc_info=(type(saved), saved, None))
top.info('stack', stack_info=False)
r = logging.makeLogRecord({'msg': 'm', 'stack_info': 'Stack (most recent call last):\n  here'})
print(repr(logging.Formatter().format(r)))
print(repr(logging.BufferingFormatter().format([r, r])), repr(logging.BufferingFormatter().format([])))
out = buf.getvalue().splitlines()
print(out[:6])
print(out[6].startswith('  File '), out[-2:])
try:
    top.log('INFO', 'x')
except TypeError as e:
    print(e)
try:
    top.info('x', bogus=1)
except TypeError as e:
    print(e)
for bad in [dict(stream=sys.stdout, filename='x'), dict(handlers=[], stream=sys.stdout)]:
    try:
        logging.basicConfig(**bad)
    except ValueError as e:
        print(e)
try:
    logging.basicConfig(style='!')
except ValueError as e:
    print(e)
print(logging.getLevelNamesMapping())
print(logging.getLevelName('Level 7'), logging.getLevelName(7), logging.getLevelName(None))
rec = logging.makeLogRecord({'msg': 'p %(a)s', 'args': {'a': 1}})
print(rec.getMessage(), repr(rec))
r2 = logging.LogRecord('n', 20, '/x/y/.hidden', 3, 'm %s', ({},), None)
print(r2.filename, r2.module, r2.args, r2.getMessage())
r3 = logging.LogRecord('n', 20, 'dir/pkg.mod.py', 3, 'm', (), None)
print(r3.filename, r3.module, r3.levelname, sorted(vars(r3))[:5])
logging.warn('module warn')
print([line.split(': ', 1)[-1] for line in errbuf.getvalue().splitlines()])
