# calendar's month and year layouts for every first weekday, week
# iterators at the calendar's ends, out-of-range years and bad arguments
# (checked against CPython when calendar was rewritten)
import calendar as C
out = []
for fw in range(7):
    c = C.TextCalendar(fw)
    for y, m in ((2024, 2), (2023, 1), (1, 1), (9999, 12), (2000, 12), (1900, 3)):
        try:
            out.append(c.formatmonth(y, m, fw % 3, fw % 2))
            out.append(repr(list(c.itermonthdays4(y, m))[:3] + list(c.itermonthdays4(y, m))[-3:]))
            out.append(repr(list(c.itermonthdays2(y, m))))
            out.append(repr(c.monthdatescalendar(y, m)[0]))
        except Exception as e:
            out.append(type(e).__name__ + str(e))
    out.append(c.formatyear(2024 + fw, fw % 4, fw % 3, fw, 1 + fw % 4))
out.append(C.calendar(2025))
out.append(repr([C.weekday(y, 3, 1) for y in (-5, 0, 10000, 12345)]))
out.append(repr([C.monthrange(2024, m) for m in range(1, 13)]))
for bad in (0, 13):
    try:
        C.monthrange(2024, bad)
    except Exception as e:
        out.append(type(e).__name__ + str(e))
try:
    C.setfirstweekday(9)
except Exception as e:
    out.append(type(e).__name__ + str(e))
out.append(repr(C.timegm((2024, 2, 29, 12, 30, 15, 0, 0, 0))))
out.append(repr(type(C.Calendar().itermonthdays(2024, 1)).__name__))
print('\n'.join(out))
