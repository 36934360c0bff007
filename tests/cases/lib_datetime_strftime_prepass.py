# datetime's strftime replaces %z, %Z and %f first, reading the format two
# characters at a time as CPython's wrap_strftime does, and only then
# formats the rest: '%-%Z' is '%-' and the zone's name, a '%' in a zone's
# name stays literal, '%%f' is '%f'.
from datetime import datetime, date, time, timezone, timedelta
zs = [None, timezone.utc, timezone(timedelta(hours=5, minutes=30), 'A%Zb%')]
fmts = ['T%x%G%-%Z ', '%-%z', '%%Z', '%%%Z', '%Z%', '%', '%f', '%-f', '%%f', '%z%Z%f',
        '%Y-%m-%dT%H:%M:%S.%f%z', '%-%-%-', '%%z%%%z%%', 'x%', '%a %Z|']
for tz in zs:
    for f in fmts:
        print(repr(f), repr(datetime(2026, 11, 28, 10, 5, 7, 123, tzinfo=tz).strftime(f)),
              repr(time(1, 2, 3, 45, tzinfo=tz).strftime(f)), repr(date(2026, 1, 2).strftime(f)))
try:
    datetime(2026, 1, 1).strftime(5)
except TypeError as e:
    print(e)
print(format(datetime(2026, 1, 1, tzinfo=zs[2]), '%Z|%z|%f'), f"{time(5, tzinfo=zs[1]):%H %Z}")
