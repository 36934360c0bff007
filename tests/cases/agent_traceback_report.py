import sys
class StepError(Exception):
    def __init__(self, step, cause):
        super().__init__(f"step {step!r} failed: {cause}")
        self.step = step

def parse_amount(s):
    return float(s.replace("$", "").replace(",", ""))

steps = [("parse", lambda: parse_amount("$1,200.50")), ("bad", lambda: parse_amount("N/A")),
         ("index", lambda: [1, 2][5]), ("key", lambda: {"a": 1}["b"]), ("attr", lambda: None.upper()),
         ("type", lambda: "a" + 1), ("div", lambda: 1 / 0), ("name", lambda: undefined_var)]
errors = []
for name, fn in steps:
    try:
        print(name, "->", fn())
    except Exception as e:
        errors.append(StepError(name, e))
        print(f"{name} -> {type(e).__name__}: {e}")
for e in errors:
    print(repr(e), e.args, e.step, str(e.__cause__))
try:
    try:
        steps[1][1]()
    except ValueError as e:
        raise StepError("bad", e) from e
except StepError as e:
    print(type(e.__cause__).__name__, e.__cause__, e.__context__ is e.__cause__, e.__suppress_context__)
try:
    try:
        {}["x"]
    except KeyError:
        raise RuntimeError("during handling")
except RuntimeError as e:
    print(repr(e.__context__), e.__cause__)
def risky(n):
    if n > 2:
        raise ValueError(f"n too large: {n}")
    return n
ok, bad = [], []
for n in range(5):
    try:
        ok.append(risky(n))
    except ValueError as exc:
        bad.append(str(exc))
    finally:
        pass
print(ok, bad)
e = ValueError("x", 1)
print(str(e), repr(e), e.args, KeyError("k"), repr(KeyError("k")), str(KeyError()), OSError(2, "nope"), repr(OSError(2, "nope")))
e2 = Exception("msg")
e2.add_note("note one")
print(e2.__notes__, isinstance(e2, BaseException), Exception.__name__, ZeroDivisionError.__name__)
print(sys.version_info[:2] >= (3, 8), sys.maxsize, type(sys.version).__name__)
raise StepError("final", "unrecoverable")
