# fromisoformat: the common ISO forms read natively (datetime.c _iso_fast),
# the rest by the Python parser; CPython's results, timezone.utc for Z and
# +00:00, and its errors (a field or an offset out of range raises the
# constructor's own message)
from datetime import datetime, date, timezone
cases = ['2024-01-01', '2024-01-01T05', '2024-01-01T05:06', '2024-01-01T05:06:07', '2024-01-01 05:06:07',
         '2024-01-01T05:06:07.1', '2024-01-01T05:06:07,5', '2024-01-01T05:06:07.123456789', '2024-01-01T05:06:07Z',
         '2024-01-01T05:06:07+00:00', '2024-01-01T05:06:07-00:00', '2024-01-01T05:06:07+05', '2024-01-01T05:06:07-05:30',
         '2024-01-01T05:06:07.25+01:00', '2024-01-01T0506', '20240101', '2024-W01-1', '2024-01-01T24:00:00',
         '2024-02-30', '2024-13-01', '2024-01-01T05:06:07.', '2024-01-01T05:60', '2024-01-01T05:06:07+24:00',
         '2024-01-01T05:06:07+05:30:15', '2024-01-01T05:06:07Zx', '2024-01-01X05:06', '0000-01-01', '9999-12-31T23:59:59.999999',
         '2024-01-01T05:06:07+0530', '2024-1-01', ' 2024-01-01', '2024-01-01T', '2024-01-01T5', '2024-01-01T05:06:07+5:30']
for s in cases:
    for f in (datetime.fromisoformat, date.fromisoformat):
        try:
            d = f(s)
            print(f.__self__.__name__, repr(s), repr(d), d.tzinfo is timezone.utc if isinstance(d, datetime) else '')
        except Exception as e:
            print(f.__self__.__name__, repr(s), type(e).__name__, e)
from datetime import time
for s in ['05:06+24:00', '05:06', '05:06:07.5-01:00', 'T05', '25:00', '05:06Z', '05:06:07+05:30', '']:
    try: print(repr(time.fromisoformat(s)))
    except Exception as e: print(type(e).__name__, e)
