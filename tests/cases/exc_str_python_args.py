# str() and repr() of exceptions (builtin and user classes) whose
# arguments have a Python __str__/__repr__, and the traceback module's
# text for them (it runs that code, as CPython does).
import traceback


class P:
    def __repr__(self):
        return "P()"

    def __str__(self):
        return "P!"


class E(Exception):
    pass


for e in (ValueError(P()), ValueError(P(), 2), E(P(), 2), E(P()), KeyError(P()), E()):
    print(repr(str(e)), repr(e))
try:
    raise E(P(), [P()])
except E:
    print(traceback.format_exc().splitlines()[-1])
    print(traceback.format_exception_only(E(P())))
