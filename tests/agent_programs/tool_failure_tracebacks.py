# Tool failures reported with traceback: format_exc inside handlers, format_exception_only, exception chaining (__cause__/__context__/suppress), add_note, str/repr of exception types.
import traceback
import sys

class ToolCallError(Exception):
    def __init__(self, tool, detail):
        super().__init__(f"{tool} failed: {detail}")
        self.tool = tool

def lookup(uid):
    try:
        return get_user(uid)
    except KeyError as e:
        raise ToolCallError("get_user", e) from e

def summarize(uids):
    out = []
    for uid in uids:
        try:
            out.append(lookup(uid)["name"])
        except ToolCallError as e:
            print("ERR", e, "| cause:", repr(e.__cause__), "| suppress:", e.__suppress_context__)
            print(traceback.format_exc().rstrip().splitlines()[-1])
    return out
print(summarize([1, 99, 3]))

def parse_rate(doc_id):
    doc = read_doc(doc_id)
    return float(doc["body"].split()[0])

for did in ("d1", "d9"):
    try:
        parse_rate(did)
    except Exception:
        tb = traceback.format_exc()
        print("".join(line for line in tb.splitlines(keepends=True) if not line.startswith("    ")), end="")

try:
    try:
        {}["missing"]
    except KeyError:
        int("x")
except ValueError as e:
    print(repr(e.__context__), e.__cause__, traceback.format_exception_only(type(e), e))
    lines = traceback.format_exception(e)
    print(len(lines) > 3, lines[-1], any("During handling" in l for l in lines))

try:
    try:
        get_metrics("cache-1")
    except LookupError as e:
        raise RuntimeError("metrics unavailable") from None
except RuntimeError as e:
    print(e.__cause__, e.__context__.__class__.__name__, e.__suppress_context__)
    print(traceback.format_exception_only(e)[0], end="")

err = ValueError("bad threshold")
err.add_note("threshold must be in [0, 1]")
err.add_note("see docs d4")
print(err.__notes__, traceback.format_exception_only(err))
for exc in (KeyError("k"), KeyError(), KeyError(1, 2), OSError(2, "No such file"), OSError(2, "No such file", "a.txt"), FileNotFoundError("plain"),
            UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"), StopIteration(5), SystemExit(3), ZeroDivisionError(), Exception("a", 1)):
    print(type(exc).__name__, "|", str(exc), "|", repr(exc), "|", exc.args)
e = OSError(2, "No such file", "a.txt")
print(type(e).__name__, e.errno, e.strerror, e.filename)

def deep(n):
    if n == 0:
        return http_get("https://slow.example.com/x")
    return deep(n - 1)
try:
    deep(3)
except TimeoutError:
    etype, value = sys.exc_info()[:2]
    print(etype.__name__, value, isinstance(value, OSError))
    print(traceback.format_exc().splitlines()[-1])
print(sys.exc_info())
try:
    raise ToolCallError("x", "y")
except ToolCallError:
    traceback.print_exc(file=sys.stdout)
