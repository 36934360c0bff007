# sys.exit raises SystemExit, which a program may catch; uncaught, the run
# ends silently with its status
import sys
for args in ((), (3,), ('bye',), (None,)):
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(repr(e), e.args, e.code)
try:
    sys.exit(1, 2)
except TypeError as e:
    print('TypeError:', e)
print('end')
sys.exit(4)
print('not reached')
