import io
import logging
import json
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, Callable, Dict, Iterator, List

stream = io.StringIO()
handler = logging.StreamHandler(stream)
handler.setFormatter(logging.Formatter("%(levelname)-8s %(name)s: %(message)s"))
log = logging.getLogger("etl")
log.setLevel(logging.DEBUG)
log.addHandler(handler)
sub = logging.getLogger("etl.transform")


@dataclass
class StageResult:
    name: str
    rows_in: int
    rows_out: int
    notes: List[str] = field(default_factory=list)

    @property
    def dropped(self) -> int:
        return self.rows_in - self.rows_out


results: List[StageResult] = []


def stage(name: str) -> Callable:
    def deco(fn: Callable[[List[Dict[str, Any]]], List[Dict[str, Any]]]):
        @wraps(fn)
        def run(rows: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
            log.info("stage %s starting with %d rows", name, len(rows))
            out = fn(rows)
            results.append(StageResult(name, len(rows), len(out)))
            log.debug("stage %s -> %d rows", name, len(out))
            return out
        return run
    return deco


@contextmanager
def timed_section(label: str) -> Iterator[Dict[str, Any]]:
    info: Dict[str, Any] = {"label": label, "ok": False}
    log.info("begin %s", label)
    try:
        yield info
        info["ok"] = True
    except ValueError as e:
        log.error("section %s failed: %s", label, e)
        info["error"] = str(e)
    finally:
        log.info("end %s ok=%s", label, info["ok"])


@stage("extract")
def extract(_: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
    rows: List[Dict[str, Any]] = []
    page = 1
    while page:
        r = list_orders(page=page, page_size=20)
        rows += r["items"]
        page = r["next_page"]
    return rows


@stage("clean")
def clean(rows: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
    kept = [r for r in rows if r["status"] != "cancelled"]
    for r in rows:
        if r["status"] == "cancelled":
            sub.warning("dropping %s (%s)", r["id"], r["status"])
    return kept


@stage("enrich")
def enrich(rows: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
    cache: Dict[int, str] = {}
    for r in rows:
        cid = r["customer_id"]
        if cid not in cache:
            cache[cid] = get_user(cid)["tier"]
        r["tier"] = cache[cid]
    sub.info("looked up %d customers", len(cache))
    return rows


with timed_section("pipeline") as info:
    data = enrich(clean(extract([])))
    info["rows"] = len(data)
with timed_section("validation") as info2:
    if any(r["quantity"] > 8 for r in data):
        raise ValueError("quantity above 8 found")

print(info, info2)
for r in results:
    print(f"{r.name:<8} {r.rows_in:>3} -> {r.rows_out:>3} (dropped {r.dropped})")
print(extract.__name__, extract.__wrapped__.__name__)
lines = stream.getvalue().splitlines()
print(len(lines), "log lines")
for line in lines[:6] + ["..."] + lines[-4:]:
    print("  " + line)
print(json.dumps({t: sum(1 for r in data if r["tier"] == t) for t in ("free", "pro", "enterprise")}))
log.warning("%s has %.1f%% done", "job", 99.5)
log.log(logging.CRITICAL, "final: %r", {"a": 1})
print(stream.getvalue().splitlines()[-2:])
print(logging.getLevelName(30), logging.getLevelName("ERROR"), sub.getEffectiveLevel(), sub.parent.name)
