"""A tool pipeline with a custom exception hierarchy: errors wrapped with
`raise ... from`, notes added, contexts chained implicitly, traceback text
captured with format_exc/format_exception/format_exception_only, and an
ExceptionGroup of per-item failures split with except*."""
import traceback
import sys


class PipelineError(Exception):
    """Base of every error this pipeline raises."""

    def __init__(self, stage, message, *, item=None):
        super().__init__(f"[{stage}] {message}")
        self.stage = stage
        self.item = item


class FetchError(PipelineError):
    pass


class ParseError(PipelineError):
    pass


class ValidationError(PipelineError, ValueError):
    def __str__(self):
        return f"{self.args[0]} (item={self.item!r})"


def fetch(uid):
    try:
        return get_user(uid)
    except KeyError as e:
        raise FetchError("fetch", f"user {uid} missing", item=uid) from e


def parse(user):
    try:
        y, m, d = map(int, user["signup"].split("-"))
        return {"name": user["name"], "year": y, "tier": user["tier"]}
    except (KeyError, ValueError) as e:
        raise ParseError("parse", f"bad record {user.get('id')}") from e


def validate(rec):
    if rec["year"] < 2016:
        err = ValidationError("validate", "signup too old", item=rec["name"])
        err.add_note(f"year was {rec['year']}")
        err.add_note("policy: accounts before 2016 need review")
        raise err
    return rec


def run(uid):
    return validate(parse(fetch(uid)))


ok, failed = [], []
for uid in [1, 2, 3, 13, 0, 9]:
    try:
        ok.append(run(uid))
    except ValidationError as e:
        failed.append(e)
        print(f"validation: {e} | notes={e.__notes__} | isinstance ValueError={isinstance(e, ValueError)}")
    except PipelineError as e:
        failed.append(e)
        cause = e.__cause__
        print(f"{type(e).__name__}: {e} <- {type(cause).__name__}: {cause} | suppress={e.__suppress_context__}")
print("ok:", [r["name"] for r in ok])

print("--- format_exc of a chained error ---")
try:
    run(42)
except PipelineError:
    text = traceback.format_exc()
    print("\n".join(l for l in text.splitlines() if not l.startswith("    ")))

print("--- implicit context ---")
try:
    try:
        {}["missing"]
    except KeyError:
        int("not a number")
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
    print("".join(traceback.format_exception_only(type(e), e)), end="")
    lines = traceback.format_exception(e)
    print(len(lines) > 3, lines[-1], end="")
    print(any("During handling" in l for l in lines))

print("--- from None ---")
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise LookupError("clean") from None
except LookupError as e:
    print(e.__context__ is not None, e.__suppress_context__, e.__cause__)
    print(traceback.format_exception_only(e)[-1], end="")

print("--- exception groups ---")
def process_batch(uids):
    errors = []
    for uid in uids:
        try:
            run(uid)
        except PipelineError as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup(f"{len(errors)} of {len(uids)} failed", errors)

try:
    process_batch([1, 0, 2, 77, 3])
except* FetchError as eg:
    print("fetch group:", eg.message, [str(x) for x in eg.exceptions])
except* ValidationError as eg:
    print("validation group:", [x.item for x in eg.exceptions])

eg = ExceptionGroup("outer", [ValueError("v1"), ExceptionGroup("inner", [TypeError("t1"), ValueError("v2")]), KeyError("k")])
match, rest = eg.split(ValueError)
print(repr(match))
print(repr(rest))
print(eg.subgroup(lambda e: isinstance(e, TypeError)))
print([type(e).__name__ for e in eg.exceptions], str(eg), len(eg.exceptions))
try:
    raise eg
except* (TypeError, KeyError) as g:
    print("caught", sorted(type(e).__name__ for e in g.exceptions), g.message)
except* ValueError as g:
    print("values", repr(g))
try:
    ExceptionGroup("empty", [])
except ValueError as e:
    print("ValueError:", e)
try:
    ExceptionGroup("bad", [1])
except ValueError as e:
    print("ValueError:", e)
print(type(BaseExceptionGroup("b", [ValueError()])).__name__, type(BaseExceptionGroup("b", [KeyboardInterrupt()])).__name__)
print(sys.exc_info())
