import calendar
print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(1900, 2025))
print(calendar.monthrange(2024, 2), calendar.monthrange(2023, 12), calendar.weekday(2024, 7, 4))
print(list(calendar.day_name), calendar.day_abbr[6], calendar.month_name[1], list(calendar.month_abbr)[1:4], len(calendar.month_name))
print(calendar.monthcalendar(2024, 2))
print(calendar.timegm((2024, 1, 2, 3, 4, 5)), calendar.MONDAY, calendar.SUNDAY)
try:
    calendar.monthrange(2024, 13)
except ValueError as e:
    print(type(e).__name__, e)
