# Deployment config as nested dataclasses: field metadata, default_factory, __post_init__ validation, asdict/astuple on nested structures, fields(), replace(), make_dataclass, frozen hashing, eq/order semantics and the errors each raises.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, make_dataclass, is_dataclass, FrozenInstanceError, MISSING
from typing import List, Dict, Optional
import json

@dataclass(frozen=True)
class Resource:
    cpu: float = 0.5
    mem_mb: int = 512
    def __post_init__(self):
        if self.cpu <= 0 or self.mem_mb < 64:
            raise ValueError(f"resource too small: {self}")

@dataclass
class Probe:
    path: str = "/health"
    interval_s: int = field(default=10, metadata={"unit": "s", "min": 1})
    timeout_s: int = field(default=2, metadata={"unit": "s"})

@dataclass(order=True)
class Service:
    name: str
    replicas: int = 1
    image: str = field(default="app:latest", compare=False)
    resources: Resource = field(default_factory=Resource, compare=False)
    probes: List[Probe] = field(default_factory=list, compare=False, repr=False)
    env: Dict[str, str] = field(default_factory=dict, compare=False)
    owner: Optional[str] = field(default=None, compare=False)
    def __post_init__(self):
        if self.replicas < 0:
            raise ValueError("replicas must be >= 0")
        self.name = self.name.lower()

@dataclass
class Deployment:
    env_name: str
    services: List[Service] = field(default_factory=list)
    notes: str = field(default="", repr=False)
    @property
    def total_cpu(self):
        return sum(s.resources.cpu * s.replicas for s in self.services)

tasks = list_tasks()
owners = sorted({t["owner"] for t in tasks})
dep = Deployment("prod")
for i, owner in enumerate(owners):
    svc = Service(f"SVC-{owner.upper()}", replicas=1 + i % 3, resources=Resource(cpu=0.25 * (i + 1), mem_mb=256 * (i + 1)),
                  probes=[Probe(), Probe("/ready", interval_s=5)] if i % 2 == 0 else [], env={"OWNER": owner}, owner=owner)
    dep.services.append(svc)
print(dep)
print(dep.total_cpu, sorted(dep.services)[0].name, max(dep.services).name, dep.services[0] == Service("svc-ada", 1), dep.services[0] < dep.services[1])
d = asdict(dep)
print(json.dumps(d["services"][0], sort_keys=True))
print(astuple(dep.services[1]), astuple(Resource()))
for f in fields(Probe):
    print(f.name, f.type, f.default, dict(f.metadata), f.default_factory is MISSING, f.init, f.repr, f.compare)
print([f.name for f in fields(dep)], is_dataclass(dep), is_dataclass(Deployment), is_dataclass({}), Service.__dataclass_params__.order if hasattr(Service, "__dataclass_params__") else None)
scaled = replace(dep.services[0], replicas=5)
print(scaled, scaled is dep.services[0], scaled.probes is dep.services[0].probes)
r = Resource(1, 1024)
print(hash(r) == hash(Resource(1, 1024)), {r, Resource(1, 1024)}, r == Resource(1.0, 1024))
for action in (lambda: setattr(r, "cpu", 2), lambda: Resource(0), lambda: Service("x", -1), lambda: replace(r, gpu=1), lambda: Service(),
               lambda: Probe("/", 1, 2, 3), lambda: Service("a") < Resource(), lambda: hash(Service("a")), lambda: delattr(r, "mem_mb")):
    try:
        print(action())
    except (FrozenInstanceError, ValueError, TypeError, AttributeError) as e:
        print(f"{type(e).__name__}: {e}")
Alert = make_dataclass("Alert", [("service", str), ("level", str, field(default="warn")), "raw"], namespace={"loud": lambda self: self.level.upper()}, order=True) if False else \
    make_dataclass("Alert", [("service", str), ("raw", dict), ("level", str, field(default="warn"))], namespace={"loud": lambda self: self.level.upper()}, order=True)
a = Alert("billing", {"cpu": 99})
print(a, a.loud(), Alert.__name__, [f.name for f in fields(Alert)], Alert("a", {}) < Alert("b", {}))
try:
    @dataclass
    class Bad:
        x: int = 0
        y: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Mutable:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
@dataclass
class Child(Probe):
    retries: int = 3
print(Child(), Child("/x", retries=1), [f.name for f in fields(Child)])
@dataclass(eq=False)
class Handle:
    fd: int
print(Handle(1) == Handle(1), Handle(1).__hash__ is not None, repr(Handle(3)))
@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int = 1
print(Opts(level=3), Opts.__match_args__ if hasattr(Opts, "__match_args__") else None, Service.__match_args__)
try:
    Opts(True)
except TypeError as e:
    print("TypeError:", e)
