# time: struct_time, gmtime/localtime (UTC), mktime, asctime/ctime, strftime
# with glibc's C-locale directives and checks, strptime, sleep's argument checks.
import time, datetime
t=time.gmtime(0); print(t, t.tm_zone, t.tm_gmtoff, len(t), t[:3])
print(time.strftime("%Z %z %f %Y", t)); print(time.localtime(86400.7)); print(time.mktime(time.localtime(86400.7)))
print(time.asctime(t), time.ctime(0), time.timezone, time.altzone, time.daylight, time.tzname)
print(time.strftime("%Y-%m-%d", (2024,1,2,3,4,5,0,1,-1)))
print(time.strptime("2024-03-05", "%Y-%m-%d"))
for bad in [(2024,13,1,0,0,0,0,1,0), (2024,1,1,0,0,0,0,1), "x", (2024,1,1,0,0,0,-2,1,0), (2024,1,1,0,0,0,-8,1,0), (2024,1,1,24,0,0,0,1,0), (2024,1,1,0,0,0,0,367,0), (2024,1,1.5,0,0,0,0,1,0)]:
  try: print(time.strftime("%Y %A", bad))
  except Exception as e: print(type(e).__name__, e)
for bad in [-1, "1", None, float("nan"), 1e20, 0, 0.0, False, 10**20, 9223372037, -1e20]:
  try: print(time.sleep(bad))
  except Exception as e: print(type(e).__name__, e)
for bad in [(1,2,3), list(range(12)), 5]:
  try: time.struct_time(bad)
  except Exception as e: print(type(e).__name__, e)
s=time.struct_time((2024,1,2,3,4,5,6,7,0)); print(s, s.tm_zone, s==(2024,1,2,3,4,5,6,7,0), type(s).__mro__, isinstance(s, tuple), s.tm_year, s[-1], s.tm_isdst)
for op in [lambda: setattr(s, "tm_year", 3), lambda: setattr(s, "foo", 3), lambda: delattr(s, "tm_mon")]:
  try: op()
  except Exception as e: print(type(e).__name__, e)
print(time.gmtime(1.9e9), time.gmtime(-1), time.gmtime(-1.5), time.gmtime(True))
print(repr(time.struct_time))
tt=datetime.datetime(2024,1,2).timetuple(); print(type(tt), tt.tm_zone, tt, datetime.date(2020,5,6).timetuple())
print(time.strftime("%a %c %x %X", t))
for t in [(2024,1,2,3,4,5,0,1,0),(2024,1,2,3,4,5,0,1,1),time.struct_time((2024,1,2,3,4,5,0,1,0)), time.struct_time((2024,1,2,3,4,5,0,1,0,"ABC",3600)), time.localtime(0), (2024,0,0,3,4,5,-1,0,0), (5,1,1,0,0,0,7,1,0), (-5,1,1,0,0,0,7,1,0), (2021,1,1,0,0,0,4,1,0), (2020,12,31,0,0,0,3,366,0)]:
  print(repr(time.strftime("%Z|%z|%A|%U|%W|%G|%V|%g|%s|%C|%y|%Y|%j|%c|%Q|%", t)))
print(time.asctime((2024,1,2,3,4,5,0,1,0)), time.mktime((2024,1,2,3,4,5,0,1,0)), time.mktime((2024,14,40,3,4,5,0,1,0)))
try: time.asctime((2024,13,2,3,4,5,0,1,0))
except Exception as e: print(e)
print(time.struct_time((1,2,3,4,5,6,7,8,9,10,11,)).tm_gmtoff)
d = datetime.datetime(2021, 1, 3, 13, 5, 9, 123)
for f in ["%G-W%V-%u", "%U %W %j %f %s", "%c|%x|%X|%p|%I", "%z%Z"]:
    print(d.strftime(f), d.replace(tzinfo=datetime.timezone.utc).strftime(f))
for y in range(2015, 2027):
    for md in [(1,1),(1,3),(12,29),(12,31)]:
        dd = datetime.date(y, *md); print(dd.strftime("%G %V %g %U %W"), end=";")
print()
print(time.strptime("Mon Jan  2 03:04:05 2023"))
print(sorted(n for n in dir(time) if not n.startswith("_") and not n.startswith("CLOCK") and "clock" not in n and "thread" not in n and n != "tzset"))
