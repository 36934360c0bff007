# Validate a batch of user records, collect every failure into an
# ExceptionGroup, and print it with the traceback module (to stdout).
import traceback
import sys


class ValidationError(ValueError):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field


def validate(user):
    problems = []
    if not user["active"]:
        problems.append(ValidationError("active", "inactive account"))
    if user["tier"] == "free" and user["id"] % 2:
        problems.append(ValidationError("tier", "odd free account"))
    if "-" in user["email"].split("@")[0] or len(user["name"]) > 14:
        e = ValidationError("name", f"{user['name']!r} too long")
        e.add_note(f"user id {user['id']}")
        problems.append(e)
    if problems:
        raise ExceptionGroup(f"user {user['id']} invalid", problems)
    return user


def validate_all(ids):
    errors, good = [], []
    for uid in ids:
        try:
            good.append(validate(get_user(uid)))
        except ExceptionGroup as eg:
            errors.append(eg)
        except KeyError as e:
            errors.append(LookupError(f"missing user {uid}: {e}"))
    if errors:
        raise ExceptionGroup("batch failed", errors)
    return good


try:
    validate_all([1, 2, 3, 4, 12, 13])
except ExceptionGroup as eg:
    print("message:", eg.message, "| count:", len(eg.exceptions))
    lookups, rest = eg.split(LookupError)
    print("lookups:", [str(e) for e in lookups.exceptions] if lookups else None)
    names = eg.subgroup(lambda e: isinstance(e, ValidationError) and e.field == "name")
    print("name errors:", repr(names))
    flat = []
    def walk(g, depth=0):
        for e in g.exceptions:
            if isinstance(e, BaseExceptionGroup):
                print("  " * depth + f"+ {e.message}")
                walk(e, depth + 1)
            else:
                print("  " * depth + f"- {type(e).__name__}: {e} {getattr(e, '__notes__', [])}")
                flat.append(e)
    walk(eg)
    print(len(flat), "leaf errors")
    print("---- format_exception_only ----")
    print("".join(traceback.format_exception_only(type(eg), eg)), end="")
    print("---- print_exception(rest) ----")
    traceback.print_exception(rest, file=sys.stdout)
    print("---- leaf with note ----")
    leaf = names.exceptions[0].exceptions[0]
    print("".join(traceback.format_exception(leaf)), end="")
    print(repr(eg.derive([ValueError("x")])), eg.derive([ValueError("x")]).message)

try:
    raise ExceptionGroup("empty?", [])
except ValueError as e:
    print("ValueError:", e)
try:
    ExceptionGroup("bad", [1])
except ValueError as e:
    print("ValueError:", e)
g = BaseExceptionGroup("mixed", [KeyboardInterrupt(), ValueError(1)])
print(type(g).__name__, type(BaseExceptionGroup("v", [ValueError()])).__name__, g.split(ValueError)[0].exceptions)
try:
    try:
        raise ExceptionGroup("eg", [TypeError("t"), KeyError("k"), OSError(2, "No such file")])
    except* TypeError as tg:
        print("caught TypeError group:", tg.exceptions)
    except* (KeyError, OSError) as kg:
        print("caught:", [repr(e) for e in kg.exceptions], str(kg.exceptions[1]), kg.exceptions[1].errno)
        raise RuntimeError("re-raised after cleanup")
except ExceptionGroup as outer:
    print("outer:", repr(outer), "| context:", repr(outer.exceptions[0].__context__))
e = ValueError("base")
e.add_note("first note")
e.add_note("second")
print("".join(traceback.format_exception_only(ValueError, e)), end="")
try:
    e.add_note(42)
except TypeError as te:
    print("TypeError:", te)
