# Batch validation that collects failures into ExceptionGroups, handles them with except*, and adds notes.
class ValidationError(ValueError):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

def validate_user(u):
    errs = []
    if not u["active"]:
        errs.append(ValidationError("active", "user is inactive"))
    if u["tier"] == "free":
        errs.append(ValidationError("tier", "free tier cannot export"))
    if "." not in u["email"].split("@")[0]:
        errs.append(ValidationError("email", "no dot in local part"))
    if errs:
        raise ExceptionGroup(f"user {u['id']} invalid", errs)
    return u

def load_all(ids):
    users, problems = [], []
    for i in ids:
        try:
            users.append(validate_user(get_user(i)))
        except* ValidationError as eg:
            for e in eg.exceptions:
                e.add_note(f"while validating user {i}")
            problems.append(eg)
        except* KeyError as eg:
            problems.append(eg)
    if problems:
        raise ExceptionGroup("batch failed", problems)
    return users

try:
    load_all([1, 3, 4])
except ExceptionGroup as eg:
    print(eg, "|", len(eg.exceptions), [type(e).__name__ for e in eg.exceptions])
    for sub in eg.exceptions:
        print(" ", sub.message, [str(e) for e in sub.exceptions], sub.exceptions[0].__notes__)
    match_, rest = eg.split(lambda e: isinstance(e, ValidationError) and e.field == "tier")
    print(match_ is not None, rest is not None, repr(match_.exceptions[0].exceptions[0]) if match_ else None)
    print(eg.subgroup(lambda e: isinstance(e, ValidationError) and e.field == "email"))
try:
    try:
        raise ExceptionGroup("mixed", [KeyError("k"), TypeError("t"), ValueError("v")])
    except* (KeyError, ValueError) as eg:
        print("handled", sorted(type(e).__name__ for e in eg.exceptions))
except* TypeError as eg:
    print("outer got", eg.exceptions)
try:
    raise ValueError("plain")
except* ValueError as eg:
    print("naked wrapped:", repr(eg), type(eg).__name__)
e = ValueError("with notes")
e.add_note("note one")
e.add_note("note two")
print(e.__notes__)
try:
    ExceptionGroup("empty", [])
except ValueError as err:
    print("ValueError:", err)
try:
    ExceptionGroup("bad", [1])
except ValueError as err:
    print("ValueError:", err)
print(type(BaseExceptionGroup("b", [KeyboardInterrupt()])).__name__, type(BaseExceptionGroup("b", [ValueError()])).__name__)
load_all([2, 7, 99])
