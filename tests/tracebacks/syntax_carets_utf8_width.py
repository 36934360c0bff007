# CPython's printer of an uncaught SyntaxError counts the carets in bytes
# of the line's UTF-8 (a bytes literal spelt with e-acute gets one caret per
# byte), where the traceback module counts characters.
import traceback

try:
    raise SyntaxError("bad", ("x.py", 1, 5, "x = b'\u00e9\u00e9' + 1\n", 1, 10))
except SyntaxError:
    traceback.print_exc()
raise SyntaxError("bad", ("x.py", 1, 5, "x = b'\u00e9\u00e9' + 1\n", 1, 10))
