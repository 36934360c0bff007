# Collect errors from a batch of tool calls as formatted tracebacks (traceback.format_exc and friends) and print a digest.
import traceback
import sys

def lookup(uid):
    user = get_user(uid)
    return user["name"].split()[1]

def price_of(sym):
    data = get_stock(sym, days=1)
    return data[0]["close"]

errors = []
results = {}
jobs = [("user", 3), ("user", 40), ("stock", "ACME"), ("stock", "acme"), ("user", "7")]
for kind, arg in jobs:
    try:
        results[(kind, arg)] = lookup(arg) if kind == "user" else price_of(arg)
    except Exception as e:
        errors.append((kind, arg, traceback.format_exc()))
        print(f"{kind}({arg!r}) failed: {traceback.format_exception_only(type(e), e)[-1].strip()}")

print(results)
for kind, arg, tb in errors[:2]:
    print(f"--- {kind} {arg!r} ---")
    print(tb, end="")
try:
    {}["missing"]
except KeyError as e:
    lines = traceback.format_exception(e)
    print(len(lines), lines[0].strip(), lines[-1].strip())
    print(traceback.format_exception_only(e), repr(e.__notes__ if hasattr(e, "__notes__") else None))
try:
    int("x1")
except ValueError:
    traceback.print_exc(file=sys.stdout)
    print(sys.exc_info()[0].__name__, repr(sys.exc_info()[1]))
print("done")
traceback.print_stack
lookup(99)
