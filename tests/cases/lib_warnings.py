# warnings: filters and their actions, the default filters, catch_warnings
# (record, action=), a replaced showwarning, formatwarning, error -> raise.
# Messages printed to stderr are not compared; records and a replaced
# showwarning make them visible on stdout.
import warnings

def show(message, category, filename, lineno, file=None, line=None):
    print('SHOW', category.__name__, message)

warnings.showwarning = show
for i in range(2):
    warnings.warn('plain')         # 'default': once per location
warnings.warn('dep', DeprecationWarning)
warnings.warn('pending', PendingDeprecationWarning)   # ignored by default
warnings.warn(RuntimeWarning('an instance'))
warnings.simplefilter('always')
for i in range(2):
    warnings.warn('again')
warnings.filterwarnings('ignore', message='skip.*')
warnings.warn('skip me')
warnings.warn('SKIP me too')         # message matches ignoring case
warnings.warn('not skipped')
warnings.filterwarnings('error', category=UserWarning)
try:
    warnings.warn('now an error')
except UserWarning as e:
    print('raised', type(e).__name__, e)
warnings.warn('still a warning', FutureWarning)
warnings.resetwarnings()
warnings.simplefilter('once')
for i in range(3):
    warnings.warn('once only', ResourceWarning)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.warn('recorded', SyntaxWarning)
    warnings.warn('two')
print(len(w), [(str(m.message), m.category.__name__) for m in w], issubclass(w[0].category, Warning))
print(type(w[1].message).__name__, w[1].file, w[1].line)
with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    warnings.warn('silenced')
with warnings.catch_warnings(action='error', category=RuntimeWarning):
    try:
        warnings.warn('boom', RuntimeWarning)
    except RuntimeWarning as e:
        print('caught', e)
warnings.warn('after the with')
print(warnings.formatwarning('msg', UserWarning, 'file.py', 12))
print(repr(warnings.formatwarning('msg', DeprecationWarning, 'x.py', 3, '  code line  ')))
for bad in [lambda: warnings.warn('x', int), lambda: warnings.warn('x', 'cat')]:
    try:
        bad()
    except TypeError as e:
        print(e)
try:
    warnings.simplefilter('loud')
except AssertionError as e:
    print('AssertionError', e)
print(sorted(warnings.__all__))
