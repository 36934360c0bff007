# sys: only what a sandboxed program may see (no modules, path, argv
# contents, exit hooks or frames).  sys.stdout is a small module with write
# and flush until user classes exist.
import sys.stdout
del sys    # the import bound this module's own name (not in CPython's sys)

version = '3.11.7 (baton)'
version_info = (3, 11, 7, 'final', 0)
hexversion = 0x30b07f0
maxsize = 9223372036854775807
float_info = (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
              2.220446049250313e-16, 2, 1)
maxunicode = 1114111
byteorder = 'little'
argv = []
platform = 'baton'
implementation_name = 'baton'


def getrecursionlimit():
    return 1000


def exit(*status):
    # the run ends as after `raise SystemExit(status)` (no exit hooks)
    if len(status) > 1:
        raise TypeError(f'exit expected at most 1 argument, got {len(status)}')
    if status and status[0] is None:
        raise SystemExit
    raise SystemExit(*status)
