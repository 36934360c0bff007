"""The module's docstring."""
# the __main__ module's own names, as CPython's under `python -c` less the
# doors baton keeps shut (__builtins__, __loader__)
print(__doc__, __name__, __package__, __spec__, __annotations__)
x: int = 5
print(__annotations__)
def f():
    return __doc__
print(f(), [n for n in dir() if n.startswith('__') and n not in ('__builtins__', '__loader__', '__file__', '__cached__')])
