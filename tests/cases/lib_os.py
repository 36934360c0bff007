# os.environ as a mapping (emptied first, so CPython and baton start alike:
# baton's is empty from the start) and os's constants.
import os

os.environ.clear()
print(os.environ, len(os.environ), list(os.environ), os.getenv('NOPE'), os.getenv('NOPE', 'dflt'))
os.environ['A'] = '1'
os.environ['B'] = 'two words'
print(os.environ, os.environ['A'], os.environ.get('B'), 'A' in os.environ, 'Z' in os.environ)
print(os.getenv('A'), os.getenv('B', 'x'), sorted(os.environ.items()), list(os.environ.keys()))
print(os.environ.copy(), type(os.environ.copy()).__name__, dict(os.environ))
print(os.environ.setdefault('C', '3'), os.environ.setdefault('C', '4'), os.environ.pop('C'))
os.environ.update({'D': 'd'}, E='e')
print(os.environ | {'F': 'f'}, {'G': 'g'} | os.environ)
env = os.environ
env |= {'H': 'h'}
print(env is os.environ, os.environ)
del os.environ['D']
print(os.environ == {'A': '1', 'B': 'two words', 'E': 'e', 'H': 'h'}, os.environ.pop('nope', None))
for bad in (lambda: os.environ['missing'], lambda: os.environ.__setitem__('k', 1),
            lambda: os.environ.__setitem__(2, 'v'), lambda: os.environ[3],
            lambda: os.getenv(4), lambda: os.environ.__delitem__('missing'),
            lambda: os.environ.pop('missing'), lambda: os.environ | 5):
    try:
        bad()
    except (KeyError, TypeError) as e:
        print(type(e).__name__, e)
print(isinstance(os.environ, dict), type(os.environ).__name__)
os.environ.update([('I', 'i')])
os.environ.update(os.environ)
print(os.environ.popitem(), os.environ == dict(os.environ), os.environ != {})
try:
    hash(os.environ)
except TypeError as e:
    print(e)
os.environ.clear()
print(os.environ, bool(os.environ))
print(os.SEEK_SET, os.SEEK_CUR, os.SEEK_END, os.F_OK, os.R_OK, os.W_OK, os.X_OK,
      os.defpath, os.supports_bytes_environ)
print(callable(os.listdir), os.listdir.__name__, os.getcwd.__name__, os.system.__name__,
      hasattr(os, 'no_such_function'))
try:
    os.no_such_function
except AttributeError as e:
    print(e)
try:
    import os.nope
except ModuleNotFoundError as e:
    print(e)
