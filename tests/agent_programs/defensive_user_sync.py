# A sync job written defensively: every step wrapped, failures counted, exit code at the end.
import sys
import json
import contextlib
import warnings

warnings.simplefilter("always")
errors = []
synced = {}

def safe(fn, *a, default=None, **kw):
    try:
        return fn(*a, **kw)
    except (KeyError, ValueError) as exc:
        errors.append(f"{fn.__name__}{a}: {type(exc).__name__}: {exc}")
        return default
    except Exception as exc:  # noqa: BLE001
        errors.append(f"{fn.__name__}: unexpected {exc!r}")
        return default

def normalize(user):
    try:
        first, last = user["name"].split(" ", 1)
    except ValueError:
        first, last = user["name"], ""
    except (TypeError, KeyError, AttributeError) as e:
        raise ValueError(f"bad user record: {e}") from e
    try:
        year = int(user.get("signup", "")[:4])
    except ValueError:
        warnings.warn(f"user {user.get('id')} has no signup year", RuntimeWarning)
        year = None
    return {"first": first, "last": last, "year": year, "tier": user.get("tier", "free")}

for uid in [1, 5, 0, 13, "7", 9, None, 12]:
    user = safe(get_user, uid)
    if user is None:
        continue
    try:
        synced[uid] = normalize(user)
    except ValueError as e:
        errors.append(str(e))
    finally:
        pass

with contextlib.suppress(KeyError):
    print("missing", synced[0])
with contextlib.suppress(ZeroDivisionError, TypeError):
    print("ratio", len(synced) / (len(errors) - len(errors)))

try:
    normalize({"id": 99, "name": None})
except ValueError as e:
    print("cause:", type(e.__cause__).__name__, "|", e)

try:
    normalize({"id": 77, "name": "Mononym", "signup": "n/a"})
except Exception:
    print("not reached")
else:
    print("mononym ok")

print(json.dumps(synced, indent=2, sort_keys=True))
for line in errors:
    print("ERR", line, file=sys.stderr)
try:
    doc = safe(read_doc, "d404", default={"title": "(none)"})
    print("doc:", doc["title"])
except Exception as e:
    print("never", e)
print(f"{len(synced)} synced, {len(errors)} errors")
sys.exit(3 if errors else 0)
