# datetime objects held across tool calls (and, with
# --snapshot-every-pause, across snapshots) keep their values and classes.
from datetime import datetime, date, timedelta, timezone
import calendar

start = datetime(2024, 3, 5, 14, 7, 9, 250, tzinfo=timezone(timedelta(hours=2), "X"))
step = timedelta(hours=7, minutes=30)
day = date(2024, 2, 29)
w = get_weather("Oslo")
later = start + step * 3
print(repr(later), later - start, day + timedelta(days=365), calendar.monthrange(2024, 2))
hits = search("rain", limit=2)
print(later.astimezone(timezone.utc).isoformat(), f"{day:%A %d %B}", repr(step),
      datetime.strptime("2024-03-05", "%Y-%m-%d") < start.replace(tzinfo=None), len(hits))
