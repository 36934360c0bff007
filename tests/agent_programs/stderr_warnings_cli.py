# A CLI-style agent that reports progress on stderr, warns about stale docs
# with the warnings module, and exits with a status code.
import sys
import warnings
from datetime import date


class StaleDocWarning(UserWarning):
    pass


def check(doc, today):
    age = (today - date.fromisoformat(doc["updated"])).days
    if age > 365:
        warnings.warn(f"{doc['id']} is {age} days old", StaleDocWarning, stacklevel=2)
    elif age > 180:
        warnings.warn(f"{doc['id']} may be stale ({age} days)")
    return age


def main(argv):
    today = date(2024, 6, 1)
    ages = {}
    for i, doc_id in enumerate(argv, 1):
        print(f"[{i}/{len(argv)}] checking {doc_id}", file=sys.stderr)
        try:
            doc = read_doc(doc_id)
        except FileNotFoundError as e:
            print(f"error: {e}", file=sys.stderr)
            continue
        ages[doc_id] = check(doc, today)
    print("ages:", ages)
    sys.stdout.flush()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for doc_id in ages:
            check(read_doc(doc_id), today)
    print("recorded:", [(w.category.__name__, str(w.message)) for w in caught])
    warnings.filterwarnings("ignore", category=StaleDocWarning)
    check(read_doc("d5"), today)
    warnings.warn("deprecated flag --fast", DeprecationWarning)
    warnings.warn("this goes out", FutureWarning)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            warnings.warn("now an error", RuntimeWarning)
    except RuntimeWarning as e:
        print("raised:", repr(e))
    sys.stderr.write("done with %d documents\n" % len(ages))
    return 0 if len(ages) == len(argv) else 3


if __name__ == "__main__":
    sys.exit(main(["d1", "d5", "d9", "d6", "d2"]))
