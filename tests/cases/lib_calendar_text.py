# calendar: Calendar's iterators and tables, TextCalendar and the module's text
# functions (month, prmonth, calendar...), the localized name sequences
import calendar
print(calendar.month(2024, 2)); print(calendar.month(2023, 12, w=4, l=2))
calendar.prmonth(2024, 9)
print(calendar.calendar(2024))
print(calendar.calendar(2023, w=3, l=1, c=4, m=4))
print(calendar.monthcalendar(2024, 2), calendar.weekheader(3), calendar.week([(1, 0), (2, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6)], 2))
c = calendar.Calendar(firstweekday=6)
print(list(c.iterweekdays()), c.monthdayscalendar(2024, 3)[0], list(c.itermonthdates(2024, 2))[:3], list(c.itermonthdays2(2024, 2))[:4])
print(list(c.itermonthdays4(2024, 12))[-2:], c.yeardayscalendar(2024, 4)[0][0][0], len(c.yeardatescalendar(2024)), c.firstweekday)
tc = calendar.TextCalendar(calendar.SUNDAY); print(tc.formatmonth(2025, 1)); tc.pryear(2025, 2, 1, 6, 2)
calendar.setfirstweekday(calendar.SUNDAY); print(calendar.firstweekday(), calendar.month(2024, 2)); print(calendar.monthcalendar(2024, 2)[0])
try: calendar.setfirstweekday(9)
except calendar.IllegalWeekdayError as e: print(e)
try: calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e: print(e)
try: calendar.month(2024, 13)
except IndexError as e: print(e)
c.firstweekday = 8; print(c.firstweekday)
print(calendar.formatstring(["a", "b"], 5, 2) + "|")
for d in calendar.Calendar().itermonthdates(2024, 1): pass
print(d)
print(calendar.month_name[1:4], calendar.day_abbr[-1], list(calendar.day_name), len(calendar.month_abbr), calendar.month_abbr[12], list(calendar.month_name)[1:3])
print({m: i for i, m in enumerate(calendar.month_abbr) if m}["Mar"], "May" in calendar.month_name, calendar.day_name[1:3])
try: calendar.day_name[7]
except IndexError as e: print(e)
