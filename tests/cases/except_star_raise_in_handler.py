# An exception raised in an except* clause: alone it propagates as itself
# (CPython wraps it in ExceptionGroup('', [...]) only with others: a second
# raise, or what no clause matched).
def run(excs, how):
    try:
        try:
            raise ExceptionGroup("batch", excs)
        except* ValueError as eg:
            if how == "new":
                raise RuntimeError("giving up") from eg
            if how == "bare":
                raise
        except* KeyError:
            if how == "both":
                raise OSError("also")
    except RuntimeError as e:
        print("RuntimeError", e, repr(e.__cause__))
    except BaseException as e:
        print(type(e).__name__, repr(e))


for excs in ([ValueError(1)], [ValueError(1), TypeError(2)], [ValueError(1), KeyError(3)]):
    for how in ("new", "bare", "both", "none"):
        run(excs, how)
