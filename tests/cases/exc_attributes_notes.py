# Exception instances: assignable args, add_note/__notes__, with_traceback,
# attributes set by the program, __cause__ assignment (see also
# fidelity_011_exception_args_notes.py).
e = ValueError('x')
e.args = [1, 2]
print(e.args, e)
e = ValueError(1)
e.foo = 5
print(e.foo)
try:
    e.add_note(3)
except TypeError as x:
    print(x)
try:
    e.bar
except AttributeError as x:
    print(x)
print(SystemExit().code, SystemExit(3).code, SystemExit(1, 2).code)
try:
    raise KeyError('k')
except KeyError as k:
    k.add_note('first')
    k.add_note('second')
    print(k.__notes__)
e = RuntimeError('r')
e.__cause__ = ValueError('c')
print(e.__cause__, e.__suppress_context__)
try:
    e.__cause__ = 5
except TypeError as x:
    print(x)
try:
    raise ValueError('shown') from None
except ValueError as v:
    v.add_note('a note')
    raise
