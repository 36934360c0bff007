# strftime (every C-locale directive), strptime, fromisoformat, isoformat
# with timespec, f-string specs, and their errors.
from datetime import datetime, date, time, timedelta, timezone

d = datetime(2021, 12, 31, 23, 5, 9, 120034)
for c in "aAwdbBmyYHIpMSfzZjUWcxX%GuVeCDFTRrhkl":
    print(c, repr(d.strftime("%" + c)), repr(date(2024, 1, 1).strftime("%" + c)))
aw = d.replace(tzinfo=timezone(timedelta(hours=-5, minutes=-30), "EST-ish"))
print(aw.strftime("%z %Z"), aw.isoformat(), aw.tzname(), repr(aw))
print(time(1, 2, 3).strftime("%H:%M:%S %p %Y"), time(13, 0).strftime("%I%p"))
for ts in ("auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"):
    print(ts, d.isoformat(timespec=ts), time(4, 5, 6).isoformat(ts))
try:
    d.isoformat(timespec="bad")
except ValueError as e:
    print(e)
print(f"{d:%d/%m/%Y %H:%M}", f"{d.date():%A}", f"{d.time():%H.%M}", f"{d}", f"{date(2020, 2, 29)}")
for s in ["2011-11-04", "20111104", "2011-11-04T00:05:23", "2011-11-04 00:05:23.283",
          "2011-11-04 00:05:23.283+00:00", "2011-11-04T00:05:23+04:00", "2011-W01-2T00:05:23.283",
          "2011W012", "2011-11-04T00:05:23Z", "2011-11-04T0005", 
          "2011-11-04T00:05:23,5", "2011-11-04T00:05:23.1234567", "2011-11-04T00:05:23-0330"]:
    print(s, repr(datetime.fromisoformat(s)))
for s in ["2011-11-04", "20111104", "2011-W01-2", "2011W01"]:
    print(s, repr(date.fromisoformat(s)))
for s in ["04:23:01", "T04:23:01.000384", "04:23:01+04:00", "0423", "04", "04:23:01Z"]:
    print(s, repr(time.fromisoformat(s)))
for bad in ["2011-13-04", "2011-11-4", "x", "2011-11-04T25:00", "2011-11-04T24:00", "25:00", "2011-11-04 00:05:23+"]:
    try:
        (time if bad == "25:00" else datetime).fromisoformat(bad)
    except ValueError as e:
        print(e)
try:
    date.fromisoformat(20111104)
except TypeError as e:
    print(e)
print(repr(date.fromisocalendar(2020, 53, 7)), date(2021, 1, 3).isocalendar())
cases = [("2024-03-05 14:07:09", "%Y-%m-%d %H:%M:%S"), ("5 Mar 2024", "%d %b %Y"),
         ("Tuesday, March 5, 24", "%A, %B %d, %y"), ("02:07PM", "%I:%M%p"),
         ("2024-065", "%Y-%j"), ("12.5.2024 1:02:03.5", "%d.%m.%Y %H:%M:%S.%f"),
         ("2024-03-05T14:07:09+0530", "%Y-%m-%dT%H:%M:%S%z"), ("2024-03-05 Z", "%Y-%m-%d %z"),
         ("2024 10 2", "%Y %W %w"), ("2024 10 2", "%G %V %u"), (" 5", "%d"),
         ("Tue Mar  5 14:07:09 2024", "%c"), ("03/05/24", "%x"), ("10%", "%d%%"),
         ("2024-03-05  14:07", "%Y-%m-%d %H:%M"), ("1:2:3", "%H:%M:%S")]
for s, f in cases:
    print(repr(datetime.strptime(s, f)))
for s, f in [("2024-02-30", "%Y-%m-%d"), ("2024-03-05x", "%Y-%m-%d"), ("2024", "%Q"),
             ("2024", "%Y%"), ("24:00", "%H:%M"), ("abc", "%Y")]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    d.strftime(5)
except TypeError as e:
    print(e)
