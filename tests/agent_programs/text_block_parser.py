# Parse "key: value" blocks from a tool's text body into records, coerce types, and print a normalized report; a bad block raises at the end.
import re
from datetime import date

RAW = """
Name: Ada Lovelace
Role:  Engineer
Started: 2019-04-01
Skills: python, c, math
Salary: 120,000

Name: Alan Turing
Role: Researcher
Started: 2017-11-15
Skills: logic,  crypto
Salary: 135,500
Remote: yes

# comment block
Name:Grace Hopper
Role: Admiral
Started: 2015-06-30
Skills: cobol
Salary: 150000
Remote: no
"""

def coerce(key, value):
    value = value.strip()
    if key == "started":
        return date.fromisoformat(value)
    if key == "salary":
        return int(value.replace(",", ""))
    if key == "skills":
        return [s.strip() for s in value.split(",") if s.strip()]
    if key == "remote":
        return {"yes": True, "no": False}[value.lower()]
    return value

def parse(text):
    records = []
    for block in re.split(r"\n\s*\n", text.strip()):
        rec = {}
        for line in block.splitlines():
            if line.lstrip().startswith("#") or not line.strip():
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise ValueError(f"line without a colon: {line!r}")
            rec[key.strip().lower()] = coerce(key.strip().lower(), value)
        if rec:
            records.append(rec)
    return records

people = parse(RAW)
today = date(2024, 6, 1)
for p in people:
    years = (today - p["started"]).days / 365.25
    print(f"{p['name']:<14} {p['role']:<10} {years:4.1f}y  ${p['salary']:>9,}  remote={p.get('remote', 'n/a')!s:<5} skills={'/'.join(p['skills'])}")
print(sorted(p["name"].split()[-1] for p in people), sum(p["salary"] for p in people) // len(people))
print({k: type(v).__name__ for k, v in people[1].items()})
body = read_doc("d1")["body"]
print([s.strip() for s in body.split(".") if s.strip()])
print(parse("A: 1\nB 2"))
