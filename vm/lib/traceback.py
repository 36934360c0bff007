# traceback: an exception's traceback as text, the same text baton prints
# for an uncaught one, in CPython's pieces: one string an entry
# ("  File ..., line N, in f\n", its source line and markers), then the
# exception's own lines.
# Traceback objects (e.__traceback__, type 'traceback') keep a code and an
# instruction, no frame: tb_frame is None, and walk_tb yields read-only
# stand-ins (f_code.co_filename, f_code.co_name, f_lineno) that
# StackSummary.extract understands.  The *_stack functions read the
# running program's calls (traceback._caller) into the same stand-ins;
# a frame argument (there are none) gives an empty stack.

import sys as _sys

__all__ = ['extract_stack', 'extract_tb', 'format_exception', 'format_exception_only',
           'format_list', 'format_stack', 'format_tb', 'print_exc', 'format_exc',
           'print_exception', 'print_last', 'print_stack', 'print_tb', 'clear_frames',
           'FrameSummary', 'StackSummary', 'TracebackException',
           'walk_stack', 'walk_tb']

_sentinel = object()

_cause_message = ('\nThe above exception was the direct cause '
                  'of the following exception:\n\n')
_context_message = ('\nDuring handling of the above exception, '
                    'another exception occurred:\n\n')


def _the_exception(exc, value, tb):
    # the old (type, value, tb) form gives value; the new one gives exc alone
    given = (value is not _sentinel, tb is not _sentinel)
    if given == (True, True):
        return value
    if given != (False, False):
        raise ValueError("Both or neither of value and tb must be given")
    if exc is None or isinstance(exc, BaseException):
        return exc
    raise TypeError(f'Exception expected for value, {type(exc).__name__} found')


def _entries(exc, limit):
    # "  File" lines with their source lines, one string each
    out = []
    for line in _frames(exc).splitlines(True):
        if line.startswith('    ') and out and out[-1].startswith('  File '):
            out[-1] += line
        else:
            out.append(line)
    if limit is not None:
        out = out[:limit] if limit >= 0 else out[limit:]
    return out


def _py_only(exc):
    t = type(exc)
    name = t.__qualname__
    mod = getattr(t, '__module__', 'builtins')
    if mod not in ('__main__', 'builtins'):
        name = f'{mod}.{name}'
    msg = str(exc)
    return f'{name}: {msg}\n' if msg else f'{name}\n'


def _syntax_lines(exc):
    # this module's layout of a SyntaxError, which is not the interpreter's
    # (vm/exc.c, the uncaught one's): a range (end_offset) is drawn as it
    # is given, never clipped to the text, and end_lineno plays no part
    t = type(exc)
    mod = getattr(t, '__module__', 'builtins')
    kind = t.__qualname__ if mod in ('__main__', 'builtins') else f'{mod}.{t.__qualname__}'
    lines, where = [], ''
    if exc.lineno is not None:
        lines.append(f'  File "{exc.filename or "<string>"}", line {exc.lineno}\n')
    elif exc.filename is not None:
        where = f' ({exc.filename})'
    if exc.text is not None:
        body = exc.text.rstrip('\n')
        shown = body.lstrip(' \n\f')
        indent = len(body) - len(shown)
        lines.append(f'    {shown}\n')
        if exc.offset is not None:
            first = exc.offset
            last = first if exc.end_offset in (None, 0) else exc.end_offset
            if last == first or last == -1:
                last = first + 1
            col = first - 1 - indent
            if col >= 0:
                pad = ''.join(ch if ch.isspace() else ' ' for ch in shown[:col])
                lines.append(f"    {pad}{'^' * (last - first)}\n")
    lines.append(f'{kind}: {exc.msg or "<no detail available>"}{where}\n')
    return lines


def _only_lines(exc):
    if exc is None:
        return ['NoneType: None\n']
    if not isinstance(exc, BaseException):
        # a value that is no exception fails where CPython's
        # TracebackException first looks at it
        raise AttributeError(f"'{type(exc).__name__}' object has no attribute "
                             f"'__suppress_context__'")
    if isinstance(exc, SyntaxError):
        out = _syntax_lines(exc)
    else:
        try:
            text = _only(exc)
        except TypeError:
            # str(exc) runs Python code (a __str__ or __repr__ of one of its
            # arguments): made here, where it can run
            text = _py_only(exc)
        out = [text]
    notes = getattr(exc, '__notes__', None)
    if notes is not None:
        if isinstance(notes, (list, tuple)):
            for n in notes:
                out.append((n if isinstance(n, str) else repr(n)) + '\n')
        else:
            out.append(repr(notes) + '\n')
    return out


def _format_one(exc, limit):
    out = []
    entries = _entries(exc, limit) if isinstance(exc, BaseException) else None
    if entries:
        out.append('Traceback (most recent call last):\n')
        out.extend(entries)
    out.extend(_only_lines(exc))
    return out


def _margin(line):
    # the "  | " a group member's lines start with, or ''
    i = 0
    while i < len(line) and line[i] == ' ':
        i += 1
    if i < len(line) and line[i] == '|':
        return line[:i + 2]
    return ''


def _pieces(text):
    # the strings format_exception gives: an entry with its source lines,
    # a chain's separator with its blank lines, else a line each
    out = []
    lines = text.splitlines(True)
    i = 0
    while i < len(lines):
        m = _margin(lines[i])
        rest = lines[i][len(m):]
        piece = lines[i]
        i += 1
        if rest.startswith('  File '):
            while i < len(lines) and _margin(lines[i]) == m and \
                    lines[i][len(m):].startswith('    '):
                piece += lines[i]
                i += 1
        elif rest == '\n' and i + 1 < len(lines) and \
                lines[i][len(m):] in (_cause_message[1:-2] + '\n', _context_message[1:-2] + '\n'):
            piece += lines[i] + lines[i + 1]
            i += 2
        out.append(piece)
    return out


def _format_chain(exc, limit, chain):
    # oldest first, as the interpreter prints it; a cycle ends the chain
    chain_items = []
    seen = set()
    cur, sep = exc, None
    while True:
        chain_items.append((cur, sep))
        seen.add(id(cur))
        if not chain or not isinstance(cur, BaseException):
            break
        if cur.__cause__ is not None:
            nxt, sep = cur.__cause__, _cause_message
        elif cur.__context__ is not None and not cur.__suppress_context__:
            nxt, sep = cur.__context__, _context_message
        else:
            break
        if id(nxt) in seen:
            break
        cur = nxt
    if chain and limit is None and any(isinstance(e, BaseExceptionGroup)
                                       for e, _ in chain_items):
        # groups: their members' tracebacks nested and framed, made where
        # the interpreter draws them, with the messages made here
        excs = _pyexcs(exc)
        strs = []
        for e in excs:
            try:
                strs.append(str(e))
            except Exception:
                strs.append(None)
        return _pieces(_whole(exc, excs, strs))
    out = []
    for e, sep in reversed(chain_items):
        out.extend(_format_one(e, limit))
        if sep is not None:
            out.append(sep)
    return out


class _given_tb:
    # the (type, value, tb) form: value shown with tb as its traceback
    def __init__(self, exc, tb):
        self.exc, self.tb = exc, tb

    def __enter__(self):
        e = self.exc
        self.swap = (isinstance(e, BaseException) and self.tb is not _sentinel
                     and self.tb is not e.__traceback__
                     and (self.tb is None or type(self.tb).__name__ == 'traceback'))
        if self.swap:
            self.old = e.__traceback__
            e.__traceback__ = self.tb

    def __exit__(self, *a):
        if self.swap:
            self.exc.__traceback__ = self.old


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    e = _the_exception(exc, value, tb)
    with _given_tb(e, tb):
        return _format_chain(e, limit, chain)


def format_exception_only(exc, /, value=_sentinel):
    return _only_lines(exc if value is _sentinel else value)


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    out = _sys.stderr if file is None else file
    e = _the_exception(exc, value, tb)
    with _given_tb(e, tb):
        pieces = _format_chain(e, limit, chain)
    for piece in pieces:
        print(piece, file=out, end='')


def format_exc(limit=None, chain=True):
    return "".join(_format_chain(_sys.exception(), limit, chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(_sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    raise ValueError("no last exception")


# ---- traceback objects, FrameSummary, StackSummary

_RECURSIVE_CUTOFF = 3


class FrameSummary:
    # one entry: where (file, line, function), the source line, and the
    # entry's text when extract_tb made it (markers included)
    __slots__ = ('name', 'filename', 'lineno', 'locals', 'end_lineno', 'colno',
                 'end_colno', '_line', '_text')

    def __init__(self, filename, lineno, name, *, lookup_line=True,
                 locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.name, self.filename, self.lineno, self._line = name, filename, lineno, line
        self.end_lineno, self.colno, self.end_colno = end_lineno, colno, end_colno
        self.locals = None if not locals else {k: repr(locals[k]) for k in locals}
        self._text = None

    def _where(self):
        return self.filename, self.lineno, self.name

    def __eq__(self, other):
        if isinstance(other, tuple):
            return tuple(self) == other
        if not isinstance(other, FrameSummary):
            return NotImplemented
        return self._where() == other._where() and self.locals == other.locals

    def __getitem__(self, pos):
        return tuple(self)[pos]

    def __iter__(self):
        return iter(self._where() + (self.line,))

    def __repr__(self):
        return f"<FrameSummary file {self.filename}, line {self.lineno} in {self.name}>"

    def __len__(self):
        return 4

    @property
    def _original_line(self):
        return self._line

    @property
    def line(self):
        # no linecache: a line not given is unknown ('')
        if self.lineno is None and self._line is None:
            return None
        return (self._line or '').strip()


class _Code:
    __slots__ = ('co_filename', 'co_name')

    def __repr__(self):
        return f'<code object {self.co_name}, file "{self.co_filename}">'


class _Frame:
    # what walk_tb yields for a frame: its code's names and line, no more
    __slots__ = ('f_code', 'f_lineno', '_summary')

    def __repr__(self):
        return (f'<frame, file {self.f_code.co_filename!r}, line {self.f_lineno}, '
                f'code {self.f_code.co_name}>')


_Code.__name__ = _Code.__qualname__ = 'code'
_Frame.__name__ = _Frame.__qualname__ = 'frame'


def _summaries(tb):
    out = []
    for filename, lineno, name, line, text in _tb_entries(tb):
        fs = FrameSummary(filename, lineno, name, line=line)
        fs._text = text
        out.append(fs)
    return out


def _limited(items, limit):
    if limit is None:
        return items
    if limit >= 0:
        return items[:limit]
    return items[limit:] if -limit < len(items) else items


def walk_tb(tb):
    for fs in _summaries(tb):
        code = _Code()
        code.co_filename, code.co_name = fs.filename, fs.name
        f = _Frame()
        f.f_code, f.f_lineno, f._summary = code, fs.lineno, fs
        yield f, fs.lineno


def _stack_walk(skip, f):
    # (summary) of each frame from `skip` calls above the caller outwards;
    # a frame given (there are none to give) walks nothing
    out = []
    if f is not None:
        return out
    d = skip + 1
    while True:
        c = _caller(d, True)
        if c is None:
            return out
        fs = FrameSummary(c[0], c[1], c[2], line=c[3])
        out.append(fs)
        d += 1


def walk_stack(f):
    # CPython's starts four frames above its own: at the caller of
    # StackSummary.extract, whose consuming is as deep here (_drain)
    for fs in _stack_walk(4, f):
        code = _Code()
        code.co_filename, code.co_name = fs.filename, fs.name
        fr = _Frame()
        fr.f_code, fr.f_lineno, fr._summary = code, fs.lineno, fs
        yield fr, fs.lineno


def _drain(frame_gen):
    return _drain_list(frame_gen)


def _drain_list(frame_gen):
    return list(frame_gen)


def _repeated(n):
    # the line standing for the entries of a run past the first three
    more = n - _RECURSIVE_CUTOFF
    return f'  [Previous line repeated {more} more time{"s" if more > 1 else ""}]\n'


class StackSummary(list):

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        # a frame and a line: no columns, so no markers (as CPython's)
        result = klass()
        for f, lineno in _limited(_drain(frame_gen), limit):
            if not isinstance(f, _Frame):
                raise AttributeError(f"'{type(f).__name__}' object has no attribute 'f_code'")
            known = f._summary
            result.append(FrameSummary(known.filename, lineno, known.name, line=known._line))
        return result

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for item in a_list:
            result.append(item if isinstance(item, FrameSummary)
                          else FrameSummary(*item[:3], line=item[3]))
        return result

    def format_frame_summary(self, frame_summary):
        fs = frame_summary
        if getattr(fs, '_text', None) is not None and not fs.locals:
            return fs._text
        text = f'  File "{fs.filename}", line {fs.lineno}, in {fs.name}\n'
        if fs.line:
            text += f'    {fs.line.strip()}\n'
        for k in sorted(fs.locals or ()):
            text += f'    {k} = {fs.locals[k]}\n'
        return text

    def format(self):
        # a run of the same entry (file, line, function) past three folds
        out, prev, run = [], None, 0
        for fs in self:
            text = self.format_frame_summary(fs)
            if text is None:
                continue
            where = (fs.filename, fs.lineno, fs.name)
            if prev is None or where != prev or None in where:
                if run > _RECURSIVE_CUTOFF:
                    out.append(_repeated(run))
                prev, run = where, 0
            run += 1
            if run <= _RECURSIVE_CUTOFF:
                out.append(text)
        if run > _RECURSIVE_CUTOFF:
            out.append(_repeated(run))
        return out


def extract_tb(tb, limit=None):
    return StackSummary.from_list(_limited(_summaries(tb), limit))


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    if file is None:
        file = _sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end="")


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def _extract_stack(f, limit):
    # (called by the functions below: the frame above them comes first)
    stack = StackSummary(_limited(_stack_walk(2, f), limit))
    stack.reverse()
    return stack


def extract_stack(f=None, limit=None):
    return _extract_stack(f, limit)


def format_stack(f=None, limit=None):
    return _extract_stack(f, limit).format()


def print_stack(f=None, limit=None, file=None):
    print_list(_extract_stack(f, limit), file=file)


def clear_frames(tb):
    pass


def _str_or_note(value):
    try:
        return str(value)
    except Exception:
        return '<exception str() failed>'


_SYNTAX_FIELDS = ('filename', 'text', 'offset', 'end_offset', 'msg')


class TracebackException:
    # the exception's type, message, stack and chain as data; formatting
    # is the module's (and, for groups, the interpreter's)

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        top = _seen is None
        seen = set() if top else _seen
        seen.add(id(exc_value))
        self.exc_type, self._exc, self._tb, self._limit = exc_type, exc_value, exc_traceback, limit
        self.max_group_width, self.max_group_depth = max_group_width, max_group_depth
        self.stack = extract_tb(exc_traceback, limit=limit)
        self._str = _str_or_note(exc_value)
        self.__notes__ = getattr(exc_value, '__notes__', None)
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            for field in _SYNTAX_FIELDS:
                setattr(self, field, getattr(exc_value, field))
            for field in ('lineno', 'end_lineno'):
                n = getattr(exc_value, field)
                setattr(self, field, None if n is None else str(n))
        self.__suppress_context__ = False if exc_value is None else exc_value.__suppress_context__
        self.__cause__ = self.__context__ = self.exceptions = None
        if not top:
            return
        options = dict(limit=limit, lookup_lines=lookup_lines, capture_locals=capture_locals,
                       max_group_width=max_group_width, max_group_depth=max_group_depth,
                       _seen=seen)

        def made(e):
            return TracebackException(type(e), e, e.__traceback__, **options)

        todo = [(self, exc_value)]
        while todo:
            te, e = todo.pop()
            if e is None:
                continue
            c = e.__cause__
            te.__cause__ = made(c) if c is not None and id(c) not in seen else None
            wanted = not compact or (te.__cause__ is None and not e.__suppress_context__)
            x = e.__context__
            te.__context__ = (made(x) if wanted and x is not None and id(x) not in seen
                              else None)
            if isinstance(e, BaseExceptionGroup):
                te.exceptions = [made(m) for m in e.exceptions]
                todo.extend(zip(te.exceptions, e.exceptions))
            for sub, orig in ((te.__cause__, c), (te.__context__, x)):
                if sub is not None:
                    todo.append((sub, orig))

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def _load_lines(self):
        pass

    def __eq__(self, other):
        if not isinstance(other, TracebackException):
            return NotImplemented
        return vars(self) == vars(other)

    def __str__(self):
        return self._str

    def format_exception_only(self):
        if self.exc_type is None:
            yield f'None: {self._str}\n'
        else:
            yield from _only_lines(self._exc)

    def _own(self):
        out = []
        if self.stack:
            out.append('Traceback (most recent call last):\n')
            out.extend(self.stack.format())
        out.extend(self.format_exception_only())
        return out

    def _has_group(self):
        todo, seen = [self], set()
        while todo:
            te = todo.pop()
            if id(te) in seen:
                continue
            seen.add(id(te))
            if te.exceptions is not None:
                return True
            todo.extend(x for x in (te.__cause__, te.__context__) if x is not None)
        return False

    def format(self, *, chain=True, _ctx=None):
        if self._has_group() and self._exc is not None:
            # groups: drawn where the interpreter draws them
            with _given_tb(self._exc, self._tb):
                yield from _format_chain(self._exc, self._limit, chain)
            return
        # oldest first: each exception after the one it was caused by or
        # raised while handling, with the line joining them
        links, te, how = [], self, None
        while te is not None:
            links.append((te, how))
            nxt, how = None, None
            if chain and te.__cause__ is not None:
                nxt, how = te.__cause__, _cause_message
            elif chain and te.__context__ is not None and not te.__suppress_context__:
                nxt, how = te.__context__, _context_message
            te = nxt
        for te, how in reversed(links):
            yield from te._own()
            if how is not None:
                yield how

    def print(self, *, file=None, chain=True):
        for piece in self.format(chain=chain):
            print(piece, file=_sys.stderr if file is None else file, end='')
