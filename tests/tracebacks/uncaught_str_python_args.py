# An uncaught exception whose str() needs Python code (an argument's
# __str__): baton writes tracebacks without running Python code, so the
# message is CPython's "<exception str() failed>" (OVERRIDE in run.py).
class P:
    def __str__(self):
        return "P!"


def fail():
    raise ValueError(P())


fail()
