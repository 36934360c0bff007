# calendar (C locale, English names): isleap, leapdays, weekday,
# monthrange, monthcalendar, timegm, the day and month name sequences, the
# weekday constants, Calendar (its iterators and month/year tables) and
# TextCalendar with the module's text functions (month, prmonth, calendar,
# prcal, week, weekheader...), laid out as CPython's, and HTMLCalendar
# (CPython's markup and CSS class attributes).  No locale calendars.
import datetime as _datetime

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "isleap", "leapdays", "weekday",
           "monthrange", "monthcalendar", "timegm", "day_name", "day_abbr", "month_name",
           "month_abbr", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
           "SATURDAY", "SUNDAY", "firstweekday", "setfirstweekday", "Calendar",
           "TextCalendar", "HTMLCalendar", "month", "prmonth", "calendar", "prcal", "week", "prweek",
           "weekheader", "format", "formatstring"]

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
JANUARY = 1
FEBRUARY = 2

# days in each month of a common year, mdays[1] being January's
mdays = [0] + [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

class _localized_names:
    # CPython's locale-aware sequences (_localized_day, _localized_month):
    # in the C locale these names; an index gives a str, a slice a list
    def __init__(self, names):
        self._names = list(names)

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return len(self._names)


class _localized_day(_localized_names):
    pass


class _localized_month(_localized_names):
    pass


day_name = _localized_day(('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
                           'Saturday', 'Sunday'))
day_abbr = _localized_day(('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'))
month_name = _localized_month(('', 'January', 'February', 'March', 'April', 'May', 'June',
                               'July', 'August', 'September', 'October', 'November',
                               'December'))
month_abbr = _localized_month(('', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug',
                               'Sep', 'Oct', 'Nov', 'Dec'))


error = ValueError
EPOCH = 1970
January = 1
February = 2


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


def isleap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    if year < _datetime.MINYEAR or year > _datetime.MAXYEAR:
        # the weekdays repeat every 400 years
        year = year % 400 + 2000
    return _datetime.date(year, month, day).weekday()


def _monthlen(year, month):
    return 29 if month == FEBRUARY and isleap(year) else mdays[month]


def monthrange(year, month):
    if month < 1 or month > 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), _monthlen(year, month)


def _prevmonth(year, month):
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _nextmonth(year, month):
    return (year + 1, 1) if month == 12 else (year, month + 1)


def _rows(items, n):
    return [items[i:i + n] for i in range(0, len(items), n)]


class Calendar:
    """Calendar data for months and years, weeks starting on firstweekday
    (0 is Monday)."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdates(self, year, month):
        for y, m, d in self.itermonthdays3(year, month):
            yield _datetime.date(y, m, d)

    def _padding(self, year, month):
        # (days shown from the month before, the month's length, days shown
        # from the month after) to fill whole weeks
        first, length = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        return lead, length, -(lead + length) % 7

    def itermonthdays(self, year, month):
        lead, length, trail = self._padding(year, month)
        for _ in range(lead):
            yield 0
        yield from range(1, length + 1)
        for _ in range(trail):
            yield 0

    def itermonthdays2(self, year, month):
        start = self.firstweekday
        for k, d in enumerate(self.itermonthdays(year, month)):
            yield d, (start + k) % 7

    def itermonthdays3(self, year, month):
        lead, length, trail = self._padding(year, month)
        py, pm = _prevmonth(year, month)
        last = _monthlen(py, pm)
        for d in range(last - lead + 1, last + 1):
            yield py, pm, d
        yield from ((year, month, d) for d in range(1, length + 1))
        ny, nm = _nextmonth(year, month)
        for d in range(1, trail + 1):
            yield ny, nm, d

    def itermonthdays4(self, year, month):
        start = self.firstweekday
        for k, ymd in enumerate(self.itermonthdays3(year, month)):
            yield ymd + ((start + k) % 7,)

    def monthdatescalendar(self, year, month):
        return _rows(list(self.itermonthdates(year, month)), 7)

    def monthdays2calendar(self, year, month):
        return _rows(list(self.itermonthdays2(year, month)), 7)

    def monthdayscalendar(self, year, month):
        return _rows(list(self.itermonthdays(year, month)), 7)

    def yeardatescalendar(self, year, width=3):
        return _rows([self.monthdatescalendar(year, i) for i in range(1, 13)], width)

    def yeardays2calendar(self, year, width=3):
        return _rows([self.monthdays2calendar(year, i) for i in range(1, 13)], width)

    def yeardayscalendar(self, year, width=3):
        return _rows([self.monthdayscalendar(year, i) for i in range(1, 13)], width)


def _show(text):
    # the pr* methods: the text as it is, no newline added
    print(text, end='')


class TextCalendar(Calendar):
    """Calendars as plain text, laid out as the Unix cal program."""

    def prweek(self, theweek, width):
        _show(self.formatweek(theweek, width))

    def formatday(self, day, weekday, width):
        return ('' if day == 0 else '%2i' % day).center(width)

    def formatweek(self, theweek, width):
        return ' '.join(self.formatday(d, wd, width) for (d, wd) in theweek)

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return ' '.join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        title = month_name[themonth]
        return ('%s %r' % (title, theyear) if withyear else title).center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        _show(self.formatmonth(theyear, themonth, w, l))

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(2, w)
        l = max(1, l)
        out = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip(), '\n' * l,
               self.formatweekheader(w).rstrip(), '\n' * l]
        for week in self.monthdays2calendar(theyear, themonth):
            out.append(self.formatweek(week, w).rstrip())
            out.append('\n' * l)
        return ''.join(out)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w, l, c = max(2, w), max(1, l), max(2, c)
        col = 7 * (w + 1) - 1
        gap = '\n' * l
        lines = [repr(theyear).center(m * col + (m - 1) * c)]
        head = self.formatweekheader(w)
        for band, cals in enumerate(self.yeardays2calendar(theyear, m)):
            first = band * m + 1
            shown = range(first, min(first + m, 13))
            lines.append('')
            lines.append(formatstring([self.formatmonthname(theyear, k, col, False)
                                       for k in shown], col, c))
            lines.append(formatstring([head] * len(shown), col, c))
            for r in range(max(map(len, cals))):
                lines.append(formatstring([self.formatweek(cal[r], w) if r < len(cal) else ''
                                           for cal in cals], col, c))
        return ''.join(line.rstrip() + gap for line in lines)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        _show(self.formatyear(theyear, w, l, c, m))


# the module's functions use one shared TextCalendar
_TABLE_OPEN = '<table border="0" cellpadding="0" cellspacing="0" class="%s">'


class HTMLCalendar(Calendar):
    # Tables of months and years; every CSS class name is a class
    # attribute a subclass may change, as in CPython.
    # (the weekday heads share the days' list, as in CPython)
    cssclasses = cssclasses_weekday_head = 'mon tue wed thu fri sat sun'.split()
    cssclass_noday = 'noday'
    cssclass_month = cssclass_month_head = 'month'
    cssclass_year = cssclass_year_head = 'year'

    def formatday(self, day, weekday):
        if not day:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        return '<tr>' + ''.join(self.formatday(day, wd) for day, wd in theweek) + '</tr>'

    def formatweekday(self, day):
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day],
                                           day_abbr[day])

    def formatweekheader(self):
        cells = [self.formatweekday(wd) for wd in self.iterweekdays()]
        return '<tr>' + ''.join(cells) + '</tr>'

    def formatmonthname(self, theyear, themonth, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = '%s %s' % (title, theyear)
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (
            self.cssclass_month_head, title)

    def formatmonth(self, theyear, themonth, withyear=True):
        rows = [_TABLE_OPEN % (self.cssclass_month,),
                self.formatmonthname(theyear, themonth, withyear=withyear),
                self.formatweekheader()]
        rows += [self.formatweek(w)
                 for w in self.monthdays2calendar(theyear, themonth)]
        rows.append('</table>')
        return '\n'.join(rows) + '\n'

    def formatyear(self, theyear, width=3):
        per_row = width if width > 1 else 1
        out = [_TABLE_OPEN % (self.cssclass_year,), '\n',
               '<tr><th colspan="%d" class="%s">%s</th></tr>' % (
                   per_row, self.cssclass_year_head, theyear)]
        for first in range(1, 13, per_row):
            out.append('<tr>')
            for m in range(first, min(first + per_row, 13)):
                out.append('<td>%s</td>'
                           % self.formatmonth(theyear, m, withyear=False))
            out.append('</tr>')
        out.append('</table>')
        return ''.join(out)

    def formatyearpage(self, theyear, width=3, css='calendar.css', encoding=None):
        encoding = 'utf-8' if encoding is None else encoding   # sys.getdefaultencoding()
        head = ['<?xml version="1.0" encoding="%s"?>' % encoding,
                '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
                '<html>', '<head>',
                '<meta http-equiv="Content-Type" content="text/html; '
                'charset=%s" />' % encoding]
        if css is not None:
            head.append('<link rel="stylesheet" type="text/css" href="%s" />' % css)
        head += ['<title>Calendar for %d</title>' % theyear, '</head>', '<body>']
        page = ('\n'.join(head) + '\n' + self.formatyear(theyear, width)
                + '</body>\n</html>\n')
        return page.encode(encoding, 'xmlcharrefreplace')


c = _c = TextCalendar()
firstweekday = _c.getfirstweekday


def setfirstweekday(firstweekday):
    if firstweekday < MONDAY or firstweekday > SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    _c.firstweekday = firstweekday


(monthcalendar, prweek, week, weekheader, prmonth, month, calendar, prcal) = (
    _c.monthdayscalendar, _c.prweek, _c.formatweek, _c.formatweekheader, _c.prmonth,
    _c.formatmonth, _c.formatyear, _c.pryear)

_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    text = formatstring(cols, colwidth, spacing)
    print(text)


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    return (spacing * ' ').join(c.center(colwidth) for c in cols)


def timegm(tuple):
    y, mo, d, h, mi, s = tuple[:6]
    days = _datetime.date(y, mo, 1).toordinal() - _datetime._EPOCH_ORD + d - 1
    return ((days * 24 + h) * 60 + mi) * 60 + s
