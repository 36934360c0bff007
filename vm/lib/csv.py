# csv: reader, writer, DictReader, DictWriter, dialects and the QUOTE_*
# constants, as CPython 3.11's (_csv.c's parser states and quoting rules,
# same messages).  Reads any iterable of str (io.StringIO, a list of lines)
# and writes to any object with a write() method.  Sniffer guesses a
# dialect and a header as CPython's does (same heuristics).
# Plain Python: every character costs steps like any program's loop.

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "excel", "excel_tab", "field_size_limit",
           "reader", "writer", "register_dialect", "get_dialect", "list_dialects",
           "unregister_dialect", "DictReader", "DictWriter", "unix_dialect", "Sniffer"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)

_field_limit = [128 * 1024]
_dialects = {}


class Error(Exception):
    __module__ = '_csv'


def field_size_limit(*args):
    if len(args) > 1:
        raise TypeError(f'field_size_limit expected at most 1 argument, got {len(args)}')
    old = _field_limit[0]
    if args:
        if not isinstance(args[0], int):
            raise TypeError('limit must be an integer')
        _field_limit[0] = args[0]
    return old


class Dialect:
    # a subclass sets the attributes; making an instance checks them
    _name = ""
    _valid = False
    delimiter = quotechar = escapechar = doublequote = None
    skipinitialspace = lineterminator = quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self)
        except TypeError as e:
            raise Error(str(e))       # the class's checks raise csv.Error


class excel(Dialect):
    delimiter, quotechar, doublequote = ',', '"', True
    skipinitialspace, lineterminator, quoting = False, '\r\n', QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = '\t'


class unix_dialect(Dialect):
    delimiter, quotechar, doublequote = ',', '"', True
    skipinitialspace, lineterminator, quoting = False, '\n', QUOTE_ALL


def _char(name, v, allow_none):
    if v is None and allow_none:
        return None
    if type(v) is not str:
        if allow_none:
            raise TypeError(f'"{name}" must be string or None, not {type(v).__name__}')
        raise TypeError(f'"{name}" must be string, not {type(v).__name__}')
    if len(v) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return v


class _Dialect:
    # the validated parameters of a reader or writer (CPython's _csv.Dialect)
    __module__ = '_csv'

    def __init__(self, dialect=None, **kw):
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        def pick(name, default):
            if name in kw:
                return kw[name]
            if dialect is not None:
                return getattr(dialect, name, default)
            return default
        for name in kw:
            if name not in ('delimiter', 'doublequote', 'escapechar', 'lineterminator',
                            'quotechar', 'quoting', 'skipinitialspace', 'strict'):
                raise TypeError(f"'{name}' is an invalid keyword argument for this function")
        quoting = pick('quoting', QUOTE_MINIMAL)
        if quoting is None:
            quoting = QUOTE_MINIMAL
        if type(quoting) is not int:
            raise TypeError('"quoting" must be an integer')
        if quoting not in (0, 1, 2, 3):
            raise TypeError('bad "quoting" value')
        self.delimiter = _char('delimiter', pick('delimiter', ','), False)
        self.doublequote = bool(pick('doublequote', True))
        self.escapechar = _char('escapechar', pick('escapechar', None), True)
        lt = pick('lineterminator', '\r\n')
        if type(lt) is not str:
            raise TypeError(f'"lineterminator" must be a string, not {type(lt).__name__}')
        self.lineterminator = lt
        qc = pick('quotechar', '"')
        self.quotechar = _char('quotechar', qc, True)
        if 'quotechar' in kw and kw['quotechar'] is None and 'quoting' not in kw:
            quoting = QUOTE_NONE
        self.quoting = quoting
        self.skipinitialspace = bool(pick('skipinitialspace', False))
        self.strict = bool(pick('strict', False))
        if self.quotechar is None and quoting != QUOTE_NONE:
            raise TypeError('quotechar must be set if quoting enabled')
        if self.delimiter == ' ' and self.skipinitialspace:
            raise ValueError('delimiter must not be space if skipinitialspace is true')
        if not lt:
            raise ValueError('lineterminator must be set')


def register_dialect(name, dialect=None, **kw):
    if type(name) is not str:
        raise TypeError('dialect name must be a string')
    d = _Dialect(dialect, **kw)
    _dialects[name] = d


def unregister_dialect(name):
    if name not in _dialects:
        raise Error('unknown dialect')
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error('unknown dialect') from None


def list_dialects():
    return list(_dialects)


# reader states (_csv.c's)
_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, \
    _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, _AFTER_ESCAPED_CRNL = range(9)


class _reader:
    __module__ = '_csv'

    def __init__(self, csvfile, dialect='excel', **kw):
        self._it = iter(csvfile)
        self.dialect = _Dialect(dialect, **kw)
        self.line_num = 0

    def __iter__(self):
        return self

    def __repr__(self):
        return f'<_csv.reader object at {id(self):#x}>'

    def __next__(self):
        d = self.dialect
        delim, quote, esc = d.delimiter, d.quotechar, d.escapechar
        noquote = d.quoting == QUOTE_NONE
        nonnumeric = d.quoting == QUOTE_NONNUMERIC
        skipspace, doublequote, strict = d.skipinitialspace, d.doublequote, d.strict
        limit = _field_limit[0]
        fields = []
        field = []
        numeric = False
        state = _START_RECORD

        def save():
            s = ''.join(field)
            field.clear()
            if numeric:
                s = float(s)
            fields.append(s)

        while True:
            try:
                line = next(self._it)
            except StopIteration:
                if field or state == _IN_QUOTED_FIELD:
                    if strict:
                        raise Error('unexpected end of data') from None
                    save()
                    return fields
                raise
            if type(line) is not str:
                raise Error(f'iterator should return strings, not {type(line).__name__} '
                            '(the file should be opened in text mode)')
            self.line_num += 1
            # each character, then the end of the line (None)
            for c in [*line, None]:
                if state == _START_RECORD:
                    if c is None:
                        break
                    if c == '\n' or c == '\r':
                        state = _EAT_CRNL
                        continue
                    state = _START_FIELD
                if state == _START_FIELD:
                    if c is None or c == '\n' or c == '\r':
                        save()
                        numeric = False
                        state = _START_RECORD if c is None else _EAT_CRNL
                    elif c == quote and not noquote:
                        state = _IN_QUOTED_FIELD
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    elif c == ' ' and skipspace:
                        pass
                    elif c == delim:
                        save()
                        numeric = False
                    else:
                        if nonnumeric:
                            numeric = True
                        if len(field) >= limit:
                            raise Error(f'field larger than field limit ({limit})')
                        field.append(c)
                        state = _IN_FIELD
                    continue
                if state == _ESCAPED_CHAR:
                    if c == '\n' or c == '\r':
                        field.append(c)
                        state = _AFTER_ESCAPED_CRNL
                        continue
                    if c is None:
                        c = '\n'
                    if len(field) >= limit:
                        raise Error(f'field larger than field limit ({limit})')
                    field.append(c)
                    state = _IN_FIELD
                    continue
                if state == _AFTER_ESCAPED_CRNL:
                    if c is None:
                        continue
                    state = _IN_FIELD
                if state == _IN_FIELD:
                    if c is None or c == '\n' or c == '\r':
                        save()
                        numeric = False
                        state = _START_RECORD if c is None else _EAT_CRNL
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    elif c == delim:
                        save()
                        numeric = False
                        state = _START_FIELD
                    else:
                        if len(field) >= limit:
                            raise Error(f'field larger than field limit ({limit})')
                        field.append(c)
                elif state == _IN_QUOTED_FIELD:
                    if c is None:
                        pass
                    elif c == esc:
                        state = _ESCAPE_IN_QUOTED_FIELD
                    elif c == quote and not noquote:
                        state = _QUOTE_IN_QUOTED_FIELD if doublequote else _IN_FIELD
                    else:
                        if len(field) >= limit:
                            raise Error(f'field larger than field limit ({limit})')
                        field.append(c)
                elif state == _ESCAPE_IN_QUOTED_FIELD:
                    if c is None:
                        c = '\n'
                    if len(field) >= limit:
                        raise Error(f'field larger than field limit ({limit})')
                    field.append(c)
                    state = _IN_QUOTED_FIELD
                elif state == _QUOTE_IN_QUOTED_FIELD:
                    if not noquote and c == quote:
                        field.append(c)
                        state = _IN_QUOTED_FIELD
                    elif c == delim:
                        save()
                        numeric = False
                        state = _START_FIELD
                    elif c is None or c == '\n' or c == '\r':
                        save()
                        numeric = False
                        state = _START_RECORD if c is None else _EAT_CRNL
                    elif not strict:
                        field.append(c)
                        state = _IN_FIELD
                    else:
                        raise Error(f"'{delim}' expected after '{quote}'")
                elif state == _EAT_CRNL:
                    if c == '\n' or c == '\r':
                        pass
                    elif c is None:
                        state = _START_RECORD
                    else:
                        raise Error('new-line character seen in unquoted field - do you '
                                    'need to open the file in universal-newline mode?')
            if state == _START_RECORD:
                return fields


class _writer:
    __module__ = '_csv'

    def __init__(self, fileobj, dialect='excel', **kw):
        try:
            self._write = fileobj.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method') from None
        self.dialect = _Dialect(dialect, **kw)

    def __repr__(self):
        return f'<_csv.writer object at {id(self):#x}>'

    def _field(self, out, s, quoted, first):
        d = self.dialect
        delim, quote, esc = d.delimiter, d.quotechar, d.escapechar
        noquote = d.quoting == QUOTE_NONE
        lt = d.lineterminator
        chars = []
        for c in s:
            if c == delim or c == esc or c == quote or c in lt:
                want_escape = False
                if noquote:
                    want_escape = True
                else:
                    if c == quote:
                        if d.doublequote:
                            chars.append(quote)
                        else:
                            want_escape = True
                    elif c == esc:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if esc is None:
                        raise Error('need to escape, but no escapechar set')
                    chars.append(esc)
            chars.append(c)
        if not first:
            out.append(delim)
        if quoted:
            out.append(quote)
            out.extend(chars)
            out.append(quote)
        else:
            out.extend(chars)

    def writerow(self, row):
        d = self.dialect
        try:
            it = iter(row)
        except TypeError:
            raise Error(f'iterable expected, not {type(row).__name__}') from None
        out = []
        n = 0
        for field in it:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not isinstance(field, (int, float))
            else:
                quoted = d.quoting == QUOTE_ALL
            if field is None:
                s = ''
            elif type(field) is str:
                s = field
            else:
                s = str(field)
            self._field(out, s, quoted, n == 0)
            n += 1
        if n == 1 and len(out) == 0:
            # a lone empty field is written quoted, else the row would vanish
            if d.quoting == QUOTE_NONE:
                raise Error('single empty field record must be quoted')
            out.append(d.quotechar * 2)
        out.append(d.lineterminator)
        return self._write(''.join(out))

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def reader(csvfile, dialect='excel', **fmtparams):
    return _reader(csvfile, dialect, **fmtparams)


def writer(fileobj, dialect='excel', **fmtparams):
    return _writer(fileobj, dialect, **fmtparams)


register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)


class DictReader:
    # rows as dicts keyed by fieldnames (by default the first row); a long
    # row's extra cells go under restkey, a short row's missing keys get
    # restval; empty rows are skipped
    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self._fieldnames, self.restkey, self.restval = fieldnames, restkey, restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect, self.line_num = dialect, 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass                  # no rows at all: fieldnames stays None
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if not self.line_num:
            self.fieldnames           # reads the header row first
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while not row:
            row = next(self.reader)
        names = self.fieldnames
        record = dict(zip(names, row))
        width, got = len(names), len(row)
        if got > width:
            record[self.restkey] = row[width:]
        else:
            for name in names[got:]:
                record[name] = self.restval
        return record


class DictWriter:
    # writes dicts as rows in fieldnames order; missing keys get restval,
    # unknown keys raise unless extrasaction is 'ignore'
    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames, self.restval = fieldnames, restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        names = self.fieldnames
        return self.writerow(dict(zip(names, names)))

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            unknown = rowdict.keys() - self.fieldnames
            if unknown:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join(map(repr, unknown)))
        fill = self.restval
        return (rowdict.get(name, fill) for name in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


# ---- Sniffer: guess a sample's dialect and whether it starts with a header ----

# text between two equal quotes, with the delimiter (and an optional space)
# around it: tried in this order, the first that matches anything decides
_QUOTED_FORMS = (
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
)

# what complex() accepts (baton has no complex type): has_header's test
# for a numeric cell
_NUM = r'(?:(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:e[+-]?\d(?:_?\d)*)?|inf(?:inity)?|nan)'
_COMPLEX = r'[+-]?(?:%s|(?:%s)?j|%s[+-](?:%s)?j)' % (_NUM, _NUM, _NUM, _NUM)


def _complex_like(text):
    import re
    t = text.strip()
    if t.startswith('(') and t.endswith(')'):
        t = t[1:-1].strip()
    return re.fullmatch(_COMPLEX, t, re.I) is not None


class Sniffer:
    # guesses a sample's dialect: first from quoted fields (the quote and
    # the character next to them), else from a character that occurs as
    # often on every line; has_header compares the first row with the rest

    def __init__(self):
        # the order in which tied delimiter candidates are preferred
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        quote, doubled, delim, spaced = self._guess_quote_and_delimiter(sample, delimiters)
        if not delim:
            delim, spaced = self._guess_delimiter(sample, delimiters)
            if not delim:
                raise Error('Could not determine delimiter')

        class dialect(Dialect):
            _name, lineterminator, quoting = 'sniffed', '\r\n', QUOTE_MINIMAL

        # in CPython's order; the reader takes no empty quotechar
        for name, value in (('doublequote', doubled), ('delimiter', delim),
                            ('quotechar', quote or '"'), ('skipinitialspace', spaced)):
            setattr(dialect, name, value)
        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        import re
        found = []
        for form in _QUOTED_FORMS:
            pattern = re.compile(form, re.DOTALL | re.MULTILINE)
            found = pattern.findall(data)
            if found:
                break
        if not found:
            return ('', False, None, 0)
        quotes, delims, spaces = {}, {}, 0
        index = pattern.groupindex
        for groups in found:
            q = groups[index['quote'] - 1]
            if q:
                quotes[q] = quotes.get(q, 0) + 1
            if 'delim' not in index:
                continue
            d = groups[index['delim'] - 1]
            if d and (delimiters is None or d in delimiters):
                delims[d] = delims.get(d, 0) + 1
            if 'space' in index and groups[index['space'] - 1]:
                spaces += 1
        # the most frequent quote and delimiter (the first seen on a tie)
        quotechar = max(quotes, key=quotes.get)
        delim, skip = '', 0            # no delimiter: one column of quoted values
        if delims:
            delim = max(delims, key=delims.get)
            skip = delims[delim] == spaces
            if delim == '\n':          # a single column, most likely
                delim = ''
        # a quote between two others inside one field: doubled quotes
        e = re.escape(delim)
        dq = re.compile(r'((%s)|^)\W*%s[^%s\n]*%s[^%s\n]*%s\W*((%s)|$)' %
                        (e, quotechar, e, quotechar, e, quotechar, e), re.MULTILINE)
        return (quotechar, dq.search(data) is not None, delim, skip)

    def _guess_delimiter(self, data, delimiters):
        # The delimiter should occur equally often on every line: for each
        # ASCII character, the most common count per line (its mode, less
        # the lines that disagree) over the lines seen so far; a character
        # whose mode holds on enough of the lines (100% down to 90%) is a
        # candidate.  Chunks of 10 lines until one candidate stands out.
        lines = [line for line in data.split('\n') if line]
        chars = [chr(c) for c in range(127)]
        chunk = min(10, len(lines))
        rounds = 0
        freq = {}
        modes = {}
        delims = {}
        start, end = 0, chunk
        while start < len(lines):
            rounds += 1
            for line in lines[start:end]:
                for ch in chars:
                    counts = freq.setdefault(ch, {})
                    n = line.count(ch)
                    counts[n] = counts.get(n, 0) + 1
            for ch, counts in freq.items():
                items = list(counts.items())
                if len(items) == 1 and not items[0][0]:
                    continue            # never on any line
                if len(items) > 1:
                    best = max(items, key=lambda x: x[1])
                    items.remove(best)
                    modes[ch] = (best[0], best[1] - sum(x[1] for x in items))
                else:
                    modes[ch] = items[0]
            total = float(min(chunk * rounds, len(lines)))
            consistency = 1.0
            while not delims and consistency >= 0.9:
                for ch, (n, agree) in modes.items():
                    if n > 0 and agree > 0 and agree / total >= consistency and \
                            (delimiters is None or ch in delimiters):
                        delims[ch] = (n, agree)
                consistency -= 0.01
            if len(delims) == 1:
                delim = list(delims)[0]
                return (delim, lines[0].count(delim) == lines[0].count(delim + ' '))
            start = end
            end += chunk
        if not delims:
            return ('', 0)
        if len(delims) > 1:
            for d in self.preferred:
                if d in delims:
                    return (d, lines[0].count(d) == lines[0].count(d + ' '))
        delim = sorted((v, k) for k, v in delims.items())[-1][1]
        return (delim, lines[0].count(delim) == lines[0].count(delim + ' '))

    def has_header(self, sample):
        # Each column's type below the first row: numeric, else the length
        # of its text; a column whose rows disagree drops out.  The first
        # row votes header for each column it does not fit.
        from io import StringIO
        rows = reader(StringIO(sample), self.sniff(sample))
        header = next(rows)
        width = len(header)
        kinds = {i: None for i in range(width)}
        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != width:
                continue
            for col in list(kinds):
                kind = 'number' if _complex_like(row[col]) else len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if type(kind) is int:
                votes += 1 if len(header[col]) != kind else -1
            else:
                votes += -1 if _complex_like(header[col]) else 1
        return votes > 0
