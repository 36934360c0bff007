# copy/deepcopy of aware datetimes, timezones and times (so dataclasses.asdict
# of a record holding them works), as CPython's __reduce__
import copy
from dataclasses import dataclass, asdict, astuple, field
from datetime import datetime, timezone, timedelta, time, date
utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), "IST")
d = datetime(2024, 5, 1, 10, tzinfo=utc)
for x in [d, utc, ist, timezone(timedelta(hours=-3)), time(9, 30, tzinfo=ist), time(1, 2, 3, 4), date(2024, 1, 2),
          timedelta(days=1, seconds=5), datetime(2024, 1, 1, tzinfo=ist)]:
    c, dc = copy.copy(x), copy.deepcopy(x)
    print(repr(c), repr(dc), c == x, dc == x, type(dc).__name__)
print(copy.deepcopy(utc) is utc, copy.deepcopy(d).tzinfo is utc)
@dataclass
class Ev:
    name: str
    at: datetime
    tz: timezone = utc
    when: list = field(default_factory=list)
e = Ev("deploy", d, ist, [time(8, tzinfo=utc)])
print(asdict(e)); print(astuple(e)); print(copy.deepcopy(e) == e)
