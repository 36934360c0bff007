import datetime, zoneinfo
tz = zoneinfo.ZoneInfo('Europe/Paris')
when = datetime.datetime(2024, 3, 31, 1, 30, tzinfo=tz)
delta = datetime.timedelta(days=1, microseconds=5)
fixed = datetime.timezone(datetime.timedelta(hours=-3), 'X')
print(pause(when.isoformat()), when + delta, datetime.time(1, 2, tzinfo=fixed),
      datetime.date(2020, 2, 29).isocalendar())
