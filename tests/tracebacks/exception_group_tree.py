# An uncaught exception group: members framed and numbered, nested groups
# indented, chained members, notes, and more than 15 members cut.
def f():
    raise ValueError(1)
try:
    f()
except ValueError as e:
    v = e
try:
    raise KeyError("ctx")
except KeyError:
    w = TypeError("with context")
    try:
        raise w
    except TypeError:
        pass
many = [OSError(i) for i in range(17)]
inner = ExceptionGroup("inner", [KeyError("k"), ExceptionGroup("deep", [ValueError("d")])])
inner.add_note("a note")
raise ExceptionGroup("many", [v, TypeError(2), inner, w, ExceptionGroup("wide", many)])
