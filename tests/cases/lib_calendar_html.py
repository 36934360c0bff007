# calendar.HTMLCalendar: CPython's markup and CSS class attributes
import calendar

h = calendar.HTMLCalendar()
print(h.formatmonth(2024, 2))
print(h.formatmonth(2023, 12, withyear=False))
print(h.formatday(0, 3), h.formatday(15, 6), h.formatweekday(2), h.formatweekheader())
print(h.formatmonthname(2020, 1), h.formatmonthname(2020, 1, False))
s = calendar.HTMLCalendar(calendar.SUNDAY)
print(s.formatweekheader())
print(s.formatyear(2021, 4))
print(h.formatyear(2022, 0)[:400])
page = h.formatyearpage(2024, css=None)
print(type(page).__name__, page[:300], len(page))
print(h.formatyearpage(2024, 2, css='my.css', encoding='ascii')[:320])

class Custom(calendar.HTMLCalendar):
    cssclasses = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    cssclass_noday = 'empty'
    cssclass_month = 'm'
    cssclass_month_head = 'mh'
    cssclasses_weekday_head = ['H'] * 7
print(Custom(2).formatmonth(2025, 3))
print('HTMLCalendar' in calendar.__all__)
