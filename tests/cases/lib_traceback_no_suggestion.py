# CPython 3.11's traceback module (format_exc, format_exception(_only),
# print_exc, logging's exception) writes an AttributeError without the
# ". Did you mean: ...?" its interpreter adds to an uncaught one; str(e)
# has none either.  The uncaught error at the end keeps it.
import io
import logging
import re
import sys
import traceback


class Account:
    def __init__(self):
        self.balance = 10


def show(fn):
    try:
        fn()
    except Exception as e:
        print(traceback.format_exc().splitlines()[-1])
        print(traceback.format_exception_only(e)[-1], end="")
        print("".join(traceback.format_exception(type(e), e, None)).splitlines()[-1])
        print(str(e), e.args)
        out = io.StringIO()
        traceback.print_exc(file=out)
        # the file's path depends on where the suite runs: keep its name
        print(re.sub(r'File "[^"]*/', 'File "', out.getvalue()), end="")


show(lambda: "text".splitt())
show(lambda: Account().balanse)
show(lambda: [].apend(1))
show(lambda: undefined_nme)

stream = io.StringIO()
log = logging.getLogger("t")
log.addHandler(logging.StreamHandler(stream))
try:
    {}.itemz()
except AttributeError:
    log.exception("failed")
print(stream.getvalue().splitlines()[-1])
Account().balanse
