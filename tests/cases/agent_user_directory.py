from typing import List, Dict, Optional
from collections import namedtuple
import json
import textwrap
from collections import defaultdict, Counter

class Summary(namedtuple("Summary", "country users admins", defaults=[0])):
    __slots__ = ()

    def ratio(self) -> float:
        return self.admins / self.users if self.users else 0.0

payload = """
{"users": [
  {"id": 1, "name": "Ada Lovelace", "email": "ada@example.com", "roles": ["admin", "dev"],
   "address": {"city": "London", "country": "UK"}, "manager_id": null},
  {"id": 2, "name": "Alan Turing", "email": "alan@example.org", "roles": ["dev"],
   "address": {"city": "Manchester", "country": "UK"}, "manager_id": 1},
  {"id": 3, "name": "Grace Hopper", "email": "grace@navy.mil", "roles": ["admin"],
   "address": {"city": "Arlington", "country": "US"}, "manager_id": 1},
  {"id": 4, "name": "Linus Torvalds", "email": "linus@kernel.org", "roles": [],
   "address": {"city": "Portland", "country": "US"}, "manager_id": 3},
  {"id": 5, "name": "Margaret Hamilton", "email": "mh@nasa.gov", "roles": ["dev", "lead"],
   "address": {"city": "Boston", "country": "US"}}
]}
"""
data = json.loads(payload)
users: List[dict] = data["users"]
u: dict = users[0]
print(type(u).__name__, u["name"], u.get("manager_id"))

per_country: Dict[str, List[dict]] = defaultdict(list)
for user in users:
    per_country[user["address"]["country"]].append(user)

summaries = [
    Summary(c, len(us), sum("admin" in x["roles"] for x in us))
    for c, us in sorted(per_country.items())
]
for s in summaries:
    print(s, f"{s.ratio():.1%}")
print(Summary._fields, Summary._field_defaults, Summary("FR", 2))

roles = Counter(r for x in users for r in x["roles"])
print(roles.most_common(2), roles["lead"], roles["nobody"])
print(dict(sorted(roles.items())))

reports: Dict[int, List[str]] = defaultdict(list)
for user in users:
    mgr = user.get("manager_id")
    if mgr is not None:
        reports[mgr].append(user["name"].split()[0])
by_id = {x["id"]: x for x in users}
for mgr, names in reports.items():
    print(f"{by_id[mgr]['name']} manages {', '.join(names)}")

def chain(uid: int) -> List[str]:
    out = []
    cur: Optional[int] = uid
    while cur is not None:
        out.append(by_id[cur]["name"])
        cur = by_id[cur].get("manager_id")
    return out

print(" -> ".join(chain(4)))
domains = sorted({x["email"].rsplit("@", 1)[1] for x in users}, key=lambda d: (d.split(".")[-1], d))
print(domains)
bio = ("Margaret Hamilton was director of the Software Engineering Division of the MIT "
       "Instrumentation Laboratory, which developed on-board flight software for NASA's Apollo program.")
print(textwrap.fill(bio, width=40, initial_indent="> ", subsequent_indent="  "))
print(textwrap.shorten(bio, width=60, placeholder=" [...]"))
print(textwrap.indent(textwrap.dedent("""
    name: x
      nested: y
    """).strip(), "| "))
print(json.dumps(users[1], indent=4, ensure_ascii=False)[:120])
