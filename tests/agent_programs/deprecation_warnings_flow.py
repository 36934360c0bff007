# An API shim that emits warnings: filters, categories, catch_warnings(record=True), and stderr output.
import warnings

class ApiDeprecation(DeprecationWarning):
    pass

def fetch_user_v1(uid):
    warnings.warn("fetch_user_v1 is deprecated; use get_user", ApiDeprecation, stacklevel=2)
    return get_user(uid)

def risky_ratio(a, b):
    if b == 0:
        warnings.warn(f"division by zero for {a}/{b}; returning inf", RuntimeWarning)
        return float("inf")
    return a / b

print(fetch_user_v1(3)["name"])
warnings.simplefilter("default", ApiDeprecation)
print(fetch_user_v1(4)["name"])
print(fetch_user_v1(4)["name"])
print(risky_ratio(1, 0), risky_ratio(4, 2))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    fetch_user_v1(5)
    risky_ratio(2, 0)
    warnings.warn("plain user warning")
    warnings.warn(UserWarning("as an instance"))
for w in caught:
    print(w.category.__name__, "|", w.message, "|", type(w.message).__name__, w.lineno > 0)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    risky_ratio(3, 0)
    print("ignored inside")
with warnings.catch_warnings():
    warnings.filterwarnings("error", category=RuntimeWarning)
    try:
        risky_ratio(5, 0)
    except RuntimeWarning as e:
        print("raised:", e, isinstance(e, Warning))
warnings.filterwarnings("ignore", message="division by zero for 7")
risky_ratio(7, 0)
risky_ratio(8, 0)
warnings.warn("once only", FutureWarning)
for i in range(2):
    warnings.warn("in a loop", UserWarning)
print(issubclass(ApiDeprecation, Warning), DeprecationWarning.__mro__[1].__name__, [c.__name__ for c in (SyntaxWarning, ResourceWarning, PendingDeprecationWarning, BytesWarning)])
print(warnings.formatwarning("msg", UserWarning, "f.py", 3).rstrip())
