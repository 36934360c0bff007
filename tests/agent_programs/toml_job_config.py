import tomllib
import shlex
import fnmatch
from dataclasses import dataclass, field, InitVar, KW_ONLY
from enum import StrEnum, auto
from typing import Dict, List

CONFIG = """
title = "nightly jobs"
timezone = "UTC"

[defaults]
retries = 2
timeout_s = 30.5

[[job]]
name = "export-orders"
cmd = "export --format csv --out 'orders 2024.csv' --since 2024-01-01"
hosts = ["web-*", "db-main"]
schedule = { hour = 2, minute = 30 }

[[job]]
name = "vacuum"
cmd = "vacuum --full"
hosts = ["db-*"]
retries = 5
enabled = false

[[job]]
name = "report"
cmd = 'report --to "ops@example.com" --title "Daily \\"KPI\\" report"'
hosts = ["*"]
started = 2024-05-01T02:30:00Z
"""


class State(StrEnum):
    READY = auto()
    DISABLED = auto()
    EMPTY = auto()


@dataclass
class Job:
    name: str
    argv: List[str]
    _: KW_ONLY
    hosts: List[str] = field(default_factory=list)
    retries: int = 0
    enabled: bool = True
    defaults: InitVar[Dict[str, object] | None] = None

    def __post_init__(self, defaults: Dict[str, object] | None) -> None:
        if defaults and not self.retries:
            self.retries = int(defaults.get("retries", 0))

    @property
    def state(self) -> State:
        if not self.enabled:
            return State.DISABLED
        return State.READY if self.hosts else State.EMPTY


cfg = tomllib.loads(CONFIG)
print(cfg["title"], cfg["defaults"], type(cfg["defaults"]["timeout_s"]).__name__)
fleet = ["web-1", "web-2", "db-main", "db-replica", "cache-9"]
jobs: List[Job] = []
for raw in cfg["job"]:
    matched = sorted({h for pat in raw["hosts"] for h in fnmatch.filter(fleet, pat)})
    jobs.append(Job(raw["name"], shlex.split(raw["cmd"]), hosts=matched, retries=raw.get("retries", 0),
                    enabled=raw.get("enabled", True), defaults=cfg["defaults"]))
for j in jobs:
    print(f"{j.name:<14} {j.state:<9} retries={j.retries} hosts={j.hosts}")
    print("   argv:", j.argv)
    print("   back:", shlex.join(j.argv))
print(cfg["job"][0]["schedule"], cfg["job"][2]["started"], repr(cfg["job"][2]["started"].tzinfo))
print(State.READY == "ready", State("disabled").name, list(State), f"{State.EMPTY!r}")
print(fnmatch.fnmatch("Web-1", "web-*"), fnmatch.fnmatchcase("Web-1", "web-*"), fnmatch.translate("db-?[0-9]*"))
print(shlex.quote("it's here"), shlex.quote("safe"), shlex.split("a 'b c' \"d e\" f\\ g # c", comments=True))
for bad in ['x = ', 'a = 1\na = 2', '[t]\nk = "unterminated']:
    try:
        tomllib.loads(bad)
    except tomllib.TOMLDecodeError as e:
        print("TOMLDecodeError:", e)
try:
    shlex.split('echo "oops')
except ValueError as e:
    print("ValueError:", e)
