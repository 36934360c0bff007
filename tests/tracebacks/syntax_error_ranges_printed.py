# A SyntaxError's (end_lineno, end_offset) make a range of carets, as
# CPython's printer draws it: to the end of the text when the range goes
# on to a later line, one caret for an empty or backward range, clipped
# one past the text's newline, shifted left with the stripped indent.
import traceback

for details in [("x.py", 1, 3, "abcdefgh\n", 1, 6), ("x.py", 1, 3, "abcdefgh\n", 2, 2),
                ("x.py", 1, 3, "abcdefgh\n", 1, 3), ("x.py", 1, 3, "abcdefgh\n", 1, 1),
                ("x.py", 1, 3, "abcdefgh\n", 1, 40), ("x.py", 1, 3, "   abcdefgh\n", 1, 9),
                ("x.py", 1, 12, "abcdefgh\n", 1, 15), ("x.py", 1, 3, "abcdefgh", 1, 40),
                ("x.py", 1, 3, "abcdefgh\n")]:
    try:
        raise SyntaxError("bad thing", details)
    except SyntaxError:
        traceback.print_exc()
raise SyntaxError("last one", ("y.py", 4, 5, "    call(a b)\n", 4, 12))
