# logging as agent programs use it: basicConfig with a format and a
# stream, named loggers and their hierarchy, levels, handlers, formatters
# ('%' and '{' styles), extra=, LoggerAdapter, filters, exception().
# The output goes to sys.stdout or an io.StringIO so that it is compared.
import io
import logging
import sys

logging.basicConfig(level=logging.INFO, stream=sys.stdout,
                    format='%(levelname)s %(name)s: %(message)s')
log = logging.getLogger('agent')
log.debug('hidden')
log.info('starting %s with %d tools', 'run', 3)
log.warning('careful: %(what)s', {'what': 'dict args'})
logging.info('root info')
logging.error('root error %r', [1, 2])

child = logging.getLogger('agent.tools')
print(child.parent is log, log.parent is logging.getLogger(), child.getEffectiveLevel())
child.setLevel('DEBUG')
child.debug('child debug')
print(child, log, logging.getLogger(), logging.root is logging.getLogger('root'))

buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter('[{levelname:>8}] {name} | {message}', style='{'))
h.setLevel(logging.WARNING)
solo = logging.getLogger('solo')
solo.propagate = False
solo.addHandler(h)
solo.setLevel(logging.DEBUG)
solo.info('not shown by the handler')
solo.warning('shown')
solo.error('also %s', 'shown')
print(repr(buf.getvalue()))

class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 1
solo.addFilter(OnlyOdd())
for i in range(4):
    solo.critical('n=%d', i)
print(buf.getvalue().splitlines()[-2:])

fmt = logging.Formatter('%(user)s did %(message)s')
h2 = logging.StreamHandler(sys.stdout)
h2.setFormatter(fmt)
audit = logging.getLogger('audit')
audit.propagate = False
audit.addHandler(h2)
audit.warning('login', extra={'user': 'alice'})
adapter = logging.LoggerAdapter(audit, {'user': 'bob'})
adapter.warning('logout')
print(adapter)
try:
    audit.warning('x', extra={'message': 1})
except KeyError as e:
    print('KeyError', e)

ebuf = io.StringIO()
eh = logging.StreamHandler(ebuf)
errs = logging.getLogger('errs')
errs.propagate = False
errs.addHandler(eh)
try:
    1 / 0
except ZeroDivisionError:
    errs.exception('failed')
lines = ebuf.getvalue().splitlines()
print(lines[0], lines[1], lines[-1])
print(logging.getLevelName(logging.WARNING), logging.getLevelName(25), logging.getLevelName('ERROR'))
logging.addLevelName(25, 'NOTICE')
log.log(25, 'custom level')
try:
    log.setLevel('LOUD')
except ValueError as e:
    print(e)
try:
    log.setLevel(1.5)
except TypeError as e:
    print(e)
print(log.isEnabledFor(logging.DEBUG), log.isEnabledFor(logging.ERROR), log.hasHandlers())
logging.disable(logging.ERROR)
log.error('disabled')
logging.disable(logging.NOTSET)
log.error('enabled again')
r = logging.makeLogRecord({'msg': 'hi %s', 'args': ('there',), 'levelno': 20})
print(r.getMessage(), logging.Formatter('%(message)s').format(r))
try:
    logging.Formatter('no fields')
except ValueError as e:
    print(e)
try:
    logging.basicConfig(stream=sys.stdout, bogus=1, force=True)
except ValueError as e:
    print(e)
print(logging.StreamHandler(sys.stdout).level, logging.NullHandler().level)
print(logging.DEBUG, logging.INFO, logging.WARNING, logging.ERROR, logging.CRITICAL, logging.FATAL, logging.WARN)
