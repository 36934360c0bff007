# warnings: catch_warnings(record=True) keeps the WarningMessage warn made
# (source too), the actions' once-only rules, catch_warnings' action=,
# repr and misuse, formatwarning, filterwarnings' checks
import warnings, sys, io
sys.stderr = err = io.StringIO()
def show(w):
    return [(str(x.message), x.category.__name__, x.lineno, x.source) for x in w]
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.warn('one', source='src')
    warnings.warn(UserWarning('two'))
    warnings.showwarning('direct', RuntimeWarning, 'f.py', 3)
    print(warnings.showwarning is warnings._showwarning_orig if hasattr(warnings, '_showwarning_orig') else 'n/a')
    print(show(w))
with warnings.catch_warnings(record=True) as w:
    for i in range(3):
        warnings.warn('loop')
    warnings.simplefilter('once')
    for i in range(3):
        warnings.warn('loop2')
    print(show(w))
for act in ['default', 'module', 'once', 'always', 'ignore']:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter(act)
        for i in range(2):
            warnings.warn('m-' + act, DeprecationWarning)
        warnings.warn('m-' + act, DeprecationWarning)
        print(act, len(w))
with warnings.catch_warnings(action='error', category=UserWarning):
    try:
        warnings.warn('boom')
    except UserWarning as e:
        print('raised', e)
print(repr(warnings.catch_warnings(record=True)), repr(warnings.catch_warnings()))
c = warnings.catch_warnings()
try:
    c.__exit__()
except RuntimeError as e:
    print(e)
with c:
    try:
        c.__enter__()
    except RuntimeError as e:
        print(e)
print(warnings.formatwarning('msg', UserWarning, 'x.py', 7, 'line here  '), end='')
print(warnings.formatwarning(('a', 1), DeprecationWarning, 'y.py', 2, ''), end='')
try:
    warnings.warn('x', category=int)
except TypeError as e:
    print(e)
for bad in [lambda: warnings.filterwarnings('bogus'), lambda: warnings.simplefilter('once', lineno=-1), lambda: warnings.filterwarnings('once', message=3)]:
    try:
        bad()
    except AssertionError as e:
        print('AssertionError', e)
warnings.filterwarnings('error', message='sp.*', category=RuntimeWarning)
try:
    warnings.warn('special', RuntimeWarning)
except RuntimeWarning as e:
    print('error filter', e)
warnings.warn('plain', RuntimeWarning)
warnings.resetwarnings()
warnings.warn('after reset')
m = warnings.WarningMessage('m', UserWarning, 'f', 1)
print(str(m))
sys.stderr = sys.__stderr__
print([l.split(': ', 1)[-1] for l in err.getvalue().splitlines()])
