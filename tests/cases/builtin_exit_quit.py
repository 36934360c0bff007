# exit() and quit() (CPython's site builtins): they raise SystemExit
print(repr(exit), repr(quit), type(exit).__name__, exit.name)
for f, args in ((exit, ()), (exit, (3,)), (quit, ("bye",)), (exit, (None,))):
    try:
        f(*args)
    except SystemExit as e:
        print(f.name, args, repr(e.code), e.args)
print("before")
exit(4)
print("not reached")
