# the paths of logging's level checks, getLogger's name checks and the
# attribute order of a record
import logging
for lv in (10, 'INFO', 'NOPE', 3.5, None, True):
    try:
        print(repr(logging._checkLevel(lv)))
    except Exception as e:
        print(type(e).__name__, e)
for name in ('', None, 0, 'root', 'a.b', 5, b'x'):
    try:
        print(logging.getLogger(name).name)
    except Exception as e:
        print(type(e).__name__, e)
r = logging.LogRecord('n', 20, '/x/y/mod.py', 7, 'hi %s', ('a',), None, 'f', 'st')
d = vars(r)
print(list(d))
print([d[k] for k in ('name', 'msg', 'args', 'levelname', 'levelno', 'pathname', 'filename',
                      'module', 'exc_info', 'exc_text', 'stack_info', 'lineno', 'funcName',
                      'processName')])
print(r.getMessage(), r)
log = logging.getLogger('paths')
print(log.disabled, log.propagate, log.handlers, log.parent is logging.root)
for lv in ('INFO', 10.0):
    try:
        log.log(lv, 'x')
    except TypeError as e:
        print('TypeError', e)
logging.raiseExceptions = False
log.log('INFO', 'quiet')
print('done')
