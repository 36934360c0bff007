#!/usr/bin/env python3
"""baton's datetime against CPython's on random expressions.

Builds random timedeltas, dates, times, datetimes and timezones (valid and
not), and expressions over them: arithmetic, comparisons, isoformat,
fromisoformat (of real isoformat texts and of mutated ones), strftime,
strptime, replace, astimezone, timestamps, ordinals, ISO calendars, the
min/max overflows and the constructors' errors.  Each expression is
evaluated under baton and python3; the repr and str of the result (or the
exception type and message) must match.  Equal values must hash equal.
Prints "N seeds, M cases, K differ" and exits 1 when any differ.

usage: python3 tools/datetime_diff.py [BATON] [SEEDS] [CASES_PER_SEED] [FIRST_SEED]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from expr_diff import run  # noqa: E402  (the shared driver)

PROGRAM = """from datetime import *
import datetime as _dm
def show(r):
    if isinstance(r, tuple):
        return '(' + ', '.join(show(x) for x in r) + ')'
    if isinstance(r, float):
        return repr(r)
    return '%r|%s' % (r, r)
for make in CASES:
    try:
        r = make()
        out = show(r)
        if isinstance(r, (date, time, timedelta, timezone)):
            try:
                twin = make()
                out += ' h' + str(hash(r) == hash(twin))
            except Exception as e:
                out += ' H' + type(e).__name__
    except Exception as e:
        out = type(e).__name__ + ': ' + str(e)
    print(out)
"""

FMT = list("aAbBcdfHIjmMpSUwWxXyYzZGuVG%") + ["%", ":", " ", "-", "T", "x"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def num(self, lo, hi, edge=()):
        r = self.r
        k = r.random()
        if k < 0.1 and edge:
            return r.choice(edge)
        return r.randint(lo, hi)

    def td(self):
        r = self.r
        parts = []
        for name, lo, hi in (("days", -1000000, 1000000), ("seconds", -100000, 100000),
                             ("microseconds", -2000000, 2000000), ("milliseconds", -5000, 5000),
                             ("minutes", -3000, 3000), ("hours", -100, 100), ("weeks", -50, 50)):
            if r.random() < 0.3:
                v = r.randint(lo, hi)
                if r.random() < 0.3:
                    v = repr(v + r.choice([0.5, -0.5, 0.25, 1e-7, 0.123456789, 2.5e-6]))
                parts.append("%s=%s" % (name, v))
        if r.random() < 0.05:
            parts.append("days=%s" % r.choice(["999999999", "-999999999", "1000000000",
                                               "'x'", "float('nan')", "1e20", "True"]))
        if r.random() < 0.1:
            return r.choice(["timedelta.max", "timedelta.min", "timedelta.resolution",
                             "timedelta(0)", "-timedelta.max"])
        return "timedelta(%s)" % ", ".join(parts)

    def tz(self):
        r = self.r
        k = r.random()
        if k < 0.35:
            return "None"
        if k < 0.5:
            return "timezone.utc"
        if k < 0.55:
            return r.choice(["timezone.min", "timezone.max", "UTC"])
        off = "timedelta(hours=%d, minutes=%d" % (r.randint(-23, 23), r.randint(-59, 59))
        if r.random() < 0.2:
            off += ", seconds=%d" % r.randint(-59, 59)
        if r.random() < 0.1:
            off += ", microseconds=%d" % r.randint(-999999, 999999)
        if r.random() < 0.05:
            off = "timedelta(hours=24"
        off += ")"
        if r.random() < 0.3:
            return "timezone(%s, %r)" % (off, r.choice(["EST", "", "Zone\\u00e9", "X"]))
        return "timezone(%s)" % off

    def date(self):
        r = self.r
        if r.random() < 0.05:
            return r.choice(["date.min", "date.max"])
        y = self.num(1, 9999, (0, 1, 9999, 10000, 1900, 2000, 2100, 1970))
        m = self.num(1, 12, (0, 13, 2))
        d = self.num(1, 28, (29, 30, 31, 32, 0))
        return "date(%d, %d, %d)" % (y, m, d)

    def hms(self):
        r = self.r
        vals = [self.num(0, 23, (24, -1)), self.num(0, 59, (60,)), self.num(0, 59, (60,)),
                r.choice([0, 0, self.num(0, 999999, (1000000, 500000, 1000))])]
        n = r.randint(0, 4)
        return vals[:n]

    def time(self):
        r = self.r
        if r.random() < 0.05:
            return r.choice(["time.min", "time.max"])
        args = [str(v) for v in self.hms()]
        if r.random() < 0.5:
            args.append("tzinfo=" + self.tz())
        if r.random() < 0.1:
            args.append("fold=%d" % r.choice([0, 1, 1, 2]))
        return "time(%s)" % ", ".join(args)

    def datetime(self):
        r = self.r
        if r.random() < 0.05:
            return r.choice(["datetime.min", "datetime.max"])
        y = self.num(1, 9999, (1, 9999, 1970, 2000, 0))
        m = self.num(1, 12, (13,))
        d = self.num(1, 28, (29, 30, 31, 32))
        args = [str(y), str(m), str(d)] + [str(v) for v in self.hms()]
        if r.random() < 0.6:
            args.append("tzinfo=" + self.tz())
        if r.random() < 0.1:
            args.append("fold=1")
        return "datetime(%s)" % ", ".join(args)

    def value(self):
        return self.r.choice([self.td, self.date, self.time, self.datetime])()

    def num_operand(self):
        return self.r.choice(["2", "-3", "0", "1.5", "-0.25", "1e-7", "3.0", "10**20", "'x'",
                              "7", "1/3"])

    def fmt(self):
        r = self.r
        return "".join(r.choice(["%" + r.choice(FMT), r.choice("ab :-/T.")])
                       for _ in range(r.randint(1, 6)))

    def mutate(self, s):
        r = self.r
        s = list(s)
        for _ in range(r.randint(1, 3)):
            k = r.random()
            pos = r.randint(0, len(s))
            if k < 0.3 and s:
                del s[min(pos, len(s) - 1)]
            elif k < 0.6:
                s.insert(pos, r.choice("0123456789-:T.,+Z W"))
            elif s:
                s[min(pos, len(s) - 1)] = r.choice("0123456789-:T.,+Z W")
        return "".join(s)

    def case(self):
        r = self.r
        k = r.randrange(22)
        if k == 0:
            return self.value()
        if k == 1:
            a, b = self.value(), self.value()
            return "(%s) %s (%s)" % (a, r.choice(["+", "-", "<", "<=", "==", "!=", ">",
                                                  ">="]), b)
        if k == 2:
            a = r.choice([self.date, self.datetime])()
            return "(%s) %s (%s)" % (a, r.choice("+-"), self.td())
        if k == 3:
            a = self.td()
            op = r.choice(["*", "/", "//", "%", "+", "-"])
            b = self.td() if r.random() < 0.5 else self.num_operand()
            if r.random() < 0.3:
                return "divmod(%s, %s)" % (a, self.td())
            return "(%s) %s (%s)" % (a, op, b)
        if k == 4:
            a = r.choice([self.date, self.datetime, self.time, self.td])()
            return "(%s) %s (%s)" % (a, r.choice(["<", "==", ">=", "!="]),
                                     r.choice([self.date, self.datetime, self.time, self.td])())
        if k == 5:
            v = r.choice([self.datetime, self.time])()
            args = []
            if r.random() < 0.5 and v.startswith("datetime"):
                args.append(repr(r.choice(["T", " ", "x", "\\u00e9"])))
            if r.random() < 0.6:
                args.append("timespec=%r" % r.choice(["auto", "hours", "minutes", "seconds",
                                                      "milliseconds", "microseconds", "bad"]))
            return "(%s).isoformat(%s)" % (v, ", ".join(args))
        if k in (6, 7):
            cls = r.choice(["date", "time", "datetime"])
            src = r.choice([self.date, self.time, self.datetime])()
            try:
                text = str(eval(src, vars(__import__("datetime"))))
            except Exception:
                text = "2020-01-01"
            if r.random() < 0.5:
                text = text.replace(" ", "T")
            if k == 7:
                text = self.mutate(text)
            if r.random() < 0.15:
                text = r.choice(["2021-W05", "2021W053", "2020-W53-7", "2021-W53", "20210305",
                                 "2021-03-05T1:2", "2021-03-05T10", "2021-03-05T1015",
                                 "2021-03-05T10:15:30.1234567", "2021-03-05T10:15:30,5+05",
                                 "2021-03-05 10:15Z", "10:15:30-0530", "T10:15",
                                 "2021-03-05T24:00", "2021-W00", "0000-01-01"])
            return "%s.fromisoformat(%r)" % (cls, text)
        if k == 8:
            v = r.choice([self.date, self.time, self.datetime])()
            return "(%s).strftime(%r)" % (v, self.fmt())
        if k == 9:
            fmt = self.fmt()
            v = self.datetime()
            try:
                text = eval(v, vars(__import__("datetime"))).strftime(fmt)
            except Exception:
                text = "x"
            if r.random() < 0.3:
                text = self.mutate(text)
            return "datetime.strptime(%r, %r)" % (text, fmt)
        if k == 10:
            v = self.datetime()
            names = ["year", "month", "day", "hour", "minute", "second", "microsecond"]
            args = ["%s=%d" % (n, self.num(0, 60, (-1, 1000000, 9999, 10000)))
                    for n in r.sample(names, r.randint(0, 3))]
            if r.random() < 0.3:
                args.append("tzinfo=" + self.tz())
            if r.random() < 0.2:
                args.append("fold=%d" % r.choice([0, 1, 2]))
            return "(%s).replace(%s)" % (v, ", ".join(args))
        if k == 11:
            return "(%s).astimezone(%s)" % (self.datetime(), r.choice(["", self.tz()]))
        if k == 12:
            v = self.datetime()
            return r.choice(["(%s).timestamp()", "(%s).timetuple()", "(%s).utctimetuple()",
                             "(%s).ctime()", "(%s).toordinal()", "(%s).isocalendar()",
                             "(%s).weekday()", "(%s).isoweekday()", "(%s).date()",
                             "(%s).time()", "(%s).timetz()", "(%s).utcoffset()",
                             "(%s).tzname()", "(%s).dst()", "str(%s)"]) % v
        if k == 13:
            t = r.choice([str(r.randint(-10 ** 11, 10 ** 11)),
                          repr(r.uniform(-1e10, 1e10)), repr(r.randint(0, 10 ** 6) + 0.5e-6),
                          "1e20", "float('nan')", "-62135596800", "253402300799.9999999"])
            return r.choice(["datetime.fromtimestamp(%s, timezone.utc)",
                             "datetime.utcfromtimestamp(%s)",
                             "datetime.fromtimestamp(%s, %s)" % ("%s", self.tz()),
                             "date.fromtimestamp(%s)"]) % t
        if k == 14:
            n = self.num(-5, 3652062, (0, 1, 3652059, 3652060))
            return r.choice(["date.fromordinal(%d)", "datetime.fromordinal(%d)"]) % n
        if k == 15:
            return "date.fromisocalendar(%d, %d, %d)" % (
                self.num(1, 9999, (0, 10000)), self.num(1, 53, (0, 54)), self.num(1, 7, (0, 8)))
        if k == 16:
            v = r.choice([self.date, self.time, self.datetime])()
            f = r.choice(["", "%Y", "%H:%M", "%d %B"])
            return "format(%s, %r)" % (v, f)
        if k == 17:
            v = self.time()
            return r.choice(["(%s).utcoffset()", "(%s).tzname()", "(%s).dst()",
                             "(%s).replace(hour=3)", "hash(%s) == hash(%s)"]).replace(
                                 "%s", v)
        if k == 18:
            tz = self.tz()
            return r.choice(["repr(%s)", "str(%s)", "(%s).tzname(None)",
                             "(%s).utcoffset(None)", "(%s) == timezone.utc"]) % tz
        if k == 19:
            a = self.td()
            return r.choice(["abs(%s)", "-(%s)", "(%s).total_seconds()", "bool(%s)",
                             "str(%s)", "(%s).days", "(%s).seconds", "(%s).microseconds",
                             "+(%s)"]) % a
        if k == 20:
            return "datetime.combine(%s, %s%s)" % (self.date(), self.time(),
                                                  r.choice(["", ", tzinfo=None",
                                                            ", " + self.tz()]))
        a, b = self.datetime(), self.datetime()
        return "hash(%s) == hash(%s) or (%s) != (%s)" % (a, b, a, b)


def make_cases(rng, per):
    g = Gen(rng)
    return [(c, "lambda: (%s)" % c) for c in (g.case() for _ in range(per))]


if __name__ == "__main__":
    sys.exit(run(make_cases, PROGRAM, 400))
