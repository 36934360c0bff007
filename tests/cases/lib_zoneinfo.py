# zoneinfo: IANA zones as tzinfo objects (the database is compiled into
# baton; CPython reads the same data from /usr/share/zoneinfo)
import copy
import io
import zoneinfo
from datetime import datetime, timedelta, timezone, time
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

ny = ZoneInfo("America/New_York")
print(repr(ny), str(ny), ny.key, type(ny), type(ny).__mro__)
print(ZoneInfo("UTC") is ZoneInfo("UTC"), ZoneInfo.no_cache("UTC") is ZoneInfo("UTC"))
print(copy.deepcopy(ny) is ny, copy.copy(ny) is ny, ny == ZoneInfo("America/New_York"))

# keys: validated as relative paths, looked up case-sensitively
for key in ["", "UTC", "utc", "America/New_York/", "America//New_York", "../x",
            "/etc/passwd", "./UTC", "US/Eastern", b"UTC", "EST", "Etc/GMT+5",
            "America", 5]:
    try:
        print(repr(key), "->", ZoneInfo(key))
    except (ValueError, TypeError, ZoneInfoNotFoundError) as e:
        print(repr(key), type(e).__name__, e)
try:
    ZoneInfo("Mars/Olympus")
except KeyError as e:
    print(repr(e), type(e).__module__, isinstance(e, LookupError))

zones = zoneinfo.available_timezones()
print(len(zones) > 590, "Europe/Paris" in zones, "posix/UTC" in zones)

# local times: gaps and folds (fold=0 the earlier, fold=1 the later offset)
for key, when in [("America/New_York", (2024, 3, 10, 2, 30)),
                  ("America/New_York", (2024, 11, 3, 1, 30)),
                  ("Europe/London", (2024, 3, 31, 1, 15)),
                  ("Europe/London", (2024, 10, 27, 1, 15)),
                  ("Australia/Lord_Howe", (2024, 4, 7, 1, 45)),
                  ("Asia/Kolkata", (1941, 10, 1, 0, 0)),
                  ("America/Sao_Paulo", (2015, 10, 18, 0, 30)),
                  ("Pacific/Apia", (2011, 12, 30, 12, 0)),
                  ("Africa/Casablanca", (2030, 1, 15, 12, 0)),
                  ("America/New_York", (2200, 7, 1, 12, 0))]:
    z = ZoneInfo(key)
    for fold in (0, 1):
        d = datetime(*when, fold=fold, tzinfo=z)
        print(key, d, fold, d.utcoffset(), d.dst(), d.tzname())

# UTC -> local across transitions (astimezone calls fromutc)
u = datetime(2024, 11, 3, 5, 0, tzinfo=timezone.utc)
for i in range(6):
    x = (u + timedelta(minutes=30 * i)).astimezone(ny)
    print(x, x.fold, x.tzname(), x.astimezone(timezone.utc))
print(datetime(2024, 1, 1, 12, tzinfo=ZoneInfo("Asia/Kolkata")).astimezone(ZoneInfo("Europe/London")))
print(datetime(2024, 7, 1, tzinfo=ZoneInfo("Australia/Sydney")).isoformat(),
      datetime(2024, 7, 1, tzinfo=ZoneInfo("Europe/Berlin")).strftime("%Z %z"))

# a zone whose rules changed often: UTC instants around its recent changes
sc = ZoneInfo("America/Santiago")
for y, mo, d, h in [(2019, 4, 7, 2), (2019, 4, 7, 4), (2019, 9, 8, 3), (2019, 9, 8, 5),
                    (2022, 9, 11, 3), (2022, 9, 11, 5), (2024, 4, 7, 2), (2024, 4, 7, 4)]:
    x = datetime(y, mo, d, h, tzinfo=timezone.utc).astimezone(sc)
    print(x, x.fold, x.tzname(), x.dst())

# fixed zones answer for time objects and None
for key in ["UTC", "Etc/GMT-14", "America/New_York"]:
    z = ZoneInfo(key)
    print(key, z.utcoffset(None), z.tzname(None), z.dst(None), time(12, tzinfo=z).utcoffset())

# a subclass has its own cache and repr
class MyZone(ZoneInfo):
    pass
m = MyZone("Europe/Paris")
print(repr(m), m is MyZone("Europe/Paris"), m is ZoneInfo("Europe/Paris"), isinstance(m, ZoneInfo))
ZoneInfo.clear_cache(only_keys=["UTC"])
ZoneInfo.clear_cache()
print(ZoneInfo("America/New_York") is ny)

# from_file reads a TZif file's bytes (version 2, a zone with a rule)
def tzif(times, types, abbrs, footer):
    def body(size):
        hdr = b"TZif2" + bytes(15) + b"".join(
            n.to_bytes(4, "big") for n in (0, 0, 0, len(times), len(types), len(abbrs)))
        data = b"".join(t.to_bytes(size, "big", signed=True) for t, _ in times)
        data += bytes(i for _, i in times)
        data += b"".join(off.to_bytes(4, "big", signed=True) + bytes([dst, ai])
                         for off, dst, ai in types)
        return hdr + data + abbrs
    return body(4) + body(8) + b"\n" + footer + b"\n"

raw = tzif([(0, 1), (15897600, 2)], [(3600, 0, 0), (7200, 1, 4), (3600, 0, 0)],
           b"AAA\x00BBB\x00", b"AAA-1BBB,M3.5.0,M10.5.0/3")
f = ZoneInfo.from_file(io.BytesIO(raw), key="Test/Zone")
print(repr(f), str(f))
for d in [datetime(1969, 12, 31), datetime(1970, 3, 1), datetime(1970, 8, 1),
          datetime(2024, 7, 1), datetime(2024, 3, 31, 2, 30), datetime(2024, 10, 27, 2, 30, fold=1)]:
    d = d.replace(tzinfo=f)
    print(d, d.utcoffset(), d.dst(), d.tzname())
try:
    ZoneInfo.from_file(io.BytesIO(b"not a zone"))
except ValueError as e:
    print("ValueError", e)
