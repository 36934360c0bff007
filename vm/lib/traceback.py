# traceback: an exception's traceback as text, the same text baton prints
# for an uncaught one (CPython's, without the ^^^^ marker lines), in
# CPython's pieces: one string an entry ("  File ..., line N, in f\n" and
# its source line), then the exception's own lines.
# There are no traceback objects (__traceback__ is None; the entries stay
# inside the exception, see traceback.c), so the tb arguments are accepted
# and ignored, and the functions that walk frames or tb objects (extract_tb,
# format_tb, walk_tb, the *_stack functions) have nothing to walk.

import sys as _sys

__all__ = ['extract_stack', 'extract_tb', 'format_exception', 'format_exception_only',
           'format_list', 'format_stack', 'format_tb', 'print_exc', 'format_exc',
           'print_exception', 'print_last', 'print_stack', 'print_tb', 'clear_frames',
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


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    return _format_chain(_the_exception(exc, value, tb), limit, chain)


def format_exception_only(exc, /, value=_sentinel):
    return _only_lines(exc if value is _sentinel else value)


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    out = _sys.stderr if file is None else file
    for piece in _format_chain(_the_exception(exc, value, tb), limit, chain):
        print(piece, file=out, end='')


def format_exc(limit=None, chain=True):
    return "".join(_format_chain(_sys.exception(), limit, chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(_sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    raise ValueError("no last exception")


# No traceback objects or frames: nothing to walk.

def walk_tb(tb):
    return iter(())


def walk_stack(f):
    return iter(())


def extract_tb(tb, limit=None):
    return []


def extract_stack(f=None, limit=None):
    return []


def format_tb(tb, limit=None):
    return []


def format_stack(f=None, limit=None):
    return []


def format_list(extracted_list):
    return []


def print_tb(tb, limit=None, file=None):
    pass


def print_stack(f=None, limit=None, file=None):
    pass


def clear_frames(tb):
    pass
