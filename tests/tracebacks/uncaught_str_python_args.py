# An uncaught exception whose str() needs Python code (an argument's
# __str__): as CPython's interpreter, baton runs it before it writes the
# traceback.
class P:
    def __str__(self):
        return "P!"


def fail():
    raise ValueError(P())


fail()
