# calendar: HTMLCalendar's CSS class attributes (the weekday heads share
# the days' list), the pr* printers and itermonthdays3
import calendar
H = calendar.HTMLCalendar
print(H.cssclasses, H.cssclasses_weekday_head is H.cssclasses, H.cssclass_noday,
      H.cssclass_month, H.cssclass_month_head, H.cssclass_year, H.cssclass_year_head)
class Mine(H):
    cssclasses = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    cssclass_month = 'mm'
print(Mine().formatmonth(2024, 2))
t = calendar.TextCalendar(6)
t.prweek([(0, 0), (1, 1), (2, 2)], 3)
print('|')
t.prmonth(2023, 11)
t.prmonth(2023, 12, 3, 1)
print(list(calendar.Calendar().itermonthdays3(2024, 3))[:9])
print(H().formatyearpage(2024)[:120])
print(H().formatyearpage(2024, encoding='ascii')[:40])
