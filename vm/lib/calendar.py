# calendar: the basics (C locale, English names): isleap, leapdays,
# weekday, monthrange, monthcalendar, timegm, the day and month name
# sequences and the weekday constants.  No text or HTML calendars.
import datetime as _datetime

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "isleap", "leapdays", "weekday",
           "monthrange", "monthcalendar", "timegm", "day_name", "day_abbr", "month_name",
           "month_abbr", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
           "SATURDAY", "SUNDAY", "firstweekday", "setfirstweekday"]

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
JANUARY = 1
FEBRUARY = 2

mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

# CPython's are locale-aware sequence objects; in the C locale they hold
# these names (indexing, slicing, iteration and len() behave the same).
day_name = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')
day_abbr = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
month_name = ('', 'January', 'February', 'March', 'April', 'May', 'June', 'July',
              'August', 'September', 'October', 'November', 'December')
month_abbr = ('', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct',
              'Nov', 'Dec')


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday


_first = [0]   # firstweekday, a list so that setfirstweekday needs no global


def firstweekday():
    return _first[0]


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    _first[0] = firstweekday


def isleap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    if not _datetime.MINYEAR <= year <= _datetime.MAXYEAR:
        year = 2000 + year % 400
    return _datetime.date(year, month, day).weekday()


def monthrange(year, month):
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == FEBRUARY and isleap(year))
    return day1, ndays


def monthcalendar(year, month):
    day1, ndays = monthrange(year, month)
    first = (day1 - _first[0]) % 7
    weeks = []
    week = [0] * first
    for d in range(1, ndays + 1):
        week.append(d)
        if len(week) == 7:
            weeks.append(week)
            week = []
    if week:
        weeks.append(week + [0] * (7 - len(week)))
    return weeks


def timegm(tuple):
    year, month, day, hour, minute, second = tuple[:6]
    days = _datetime.date(year, month, 1).toordinal() - _datetime._EPOCH_ORD + day - 1
    hours = days * 24 + hour
    minutes = hours * 60 + minute
    return minutes * 60 + second
