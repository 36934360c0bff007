# warnings, after CPython 3.11's: warn with categories, the filters
# (filterwarnings, simplefilter, resetwarnings; the actions error, ignore,
# always, default, module, once, matched in CPython's order), the default
# filters (DeprecationWarning shown for __main__ only, the pending,
# import and resource warnings ignored), catch_warnings (record=True, and
# 3.11's action/category arguments), showwarning/formatwarning (both
# replaceable) writing to sys.stderr.  Where a warning comes from (file,
# line, module, at its stacklevel) is told by traceback._caller, which gives
# strings and numbers, never a frame; the source line shown under a warning
# is the one _caller read (there is no linecache: no files).

import sys
from traceback import _caller

__all__ = ['warn', 'warn_explicit', 'showwarning', 'formatwarning',
           'filterwarnings', 'simplefilter', 'resetwarnings', 'catch_warnings']

_ACTIONS = ('error', 'ignore', 'always', 'default', 'module', 'once')

filters = [('default', None, DeprecationWarning, '__main__', 0),
           ('ignore', None, DeprecationWarning, None, 0),
           ('ignore', None, PendingDeprecationWarning, None, 0),
           ('ignore', None, ImportWarning, None, 0),
           ('ignore', None, ResourceWarning, None, 0)]
defaultaction = 'default'
onceregistry = {}
_registries = {}        # module name -> its __warningregistry__
_lines = {}             # (filename, lineno) -> source line, for formatwarning
_filters_version = 1


def formatwarning(message, category, filename, lineno, line=None):
    s = f'{filename}:{lineno}: {category.__name__}: {message}\n'
    if line is None:
        line = _lines.get((filename, lineno))
    if line:
        s += '  %s\n' % line.strip()
    return s


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    try:
        file.write(text)
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


_showwarning_orig = showwarning


def _showwarnmsg(msg):
    # a program's own showwarning (assigned to the module) is called instead
    sw = showwarning
    if sw is not _showwarning_orig:
        if not callable(sw):
            raise TypeError('warnings.showwarning() must be set to a function or method')
        sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def _add_filter(*item, append):
    global _filters_version
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_version += 1


def filterwarnings(action, message='', category=Warning, module='', lineno=0, append=False):
    assert action in _ACTIONS, 'invalid action: %r' % (action,)
    assert isinstance(message, str), 'message must be a string'
    assert isinstance(category, type), 'category must be a class'
    assert issubclass(category, Warning), 'category must be a Warning subclass'
    assert isinstance(module, str), 'module must be a string'
    assert isinstance(lineno, int) and lineno >= 0, 'lineno must be an int >= 0'
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    assert action in _ACTIONS, 'invalid action: %r' % (action,)
    assert isinstance(lineno, int) and lineno >= 0, 'lineno must be an int >= 0'
    _add_filter(action, None, category, None, lineno, append=append)


def resetwarnings():
    global _filters_version
    filters[:] = []
    _filters_version += 1


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = type(message)
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError('category must be a Warning subclass, not '
                        "'{:s}'".format(type(category).__name__))
    # frame 0 is warn's caller; stacklevel 1 names it
    f = _caller(max(stacklevel, 1), True)
    if f is None:
        filename, lineno, module = 'sys', 1, 'sys'
    else:
        filename, lineno, _, line, module = f
        if len(_lines) < 10000:
            _lines[(filename, lineno)] = line
        if not isinstance(module, str):
            module = '<string>'
    registry = _registries.setdefault(module, {})
    warn_explicit(message, category, filename, lineno, module, registry, None, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or '<unknown>'
        if module[-3:].lower() == '.py':
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get('version', 0) != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = type(message)
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat) and
                _matches(mod, module) and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == 'ignore':
        return
    if action == 'error':
        raise message
    if action == 'once':
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == 'module':
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == 'default':
        registry[key] = 1
    elif action != 'always':
        raise RuntimeError('Unrecognized action (%r) in warnings.filters:\n %s' % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, source=source))


def _matches(pattern, text):
    # a filter's message or module: None, a compiled pattern, or (the
    # default filters') a plain string compared whole, as CPython's C code
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


class WarningMessage:
    _WARNING_DETAILS = ('message', 'category', 'filename', 'lineno', 'file', 'line', 'source')

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ('{message : %r, category : %r, filename : %r, lineno : %s, '
                'line : %r}' % (self.message, self._category_name,
                                self.filename, self.lineno, self.line))


class catch_warnings:
    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record = record
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append('record=True')
        return '%s(%s)' % (type(self).__name__, ', '.join(args))

    def __enter__(self):
        global _filters_version, showwarning
        if self._entered:
            raise RuntimeError('Cannot enter %r twice' % self)
        self._entered = True
        self._saved_filters = filters[:]
        _filters_version += 1
        self._showwarning = showwarning
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []

            def _record(message, category, filename, lineno, file=None, line=None):
                log.append(WarningMessage(message, category, filename, lineno, file, line))
            showwarning = _record
            return log
        return None

    def __exit__(self, *exc_info):
        global _filters_version, showwarning
        if not self._entered:
            raise RuntimeError('Cannot exit %r without entering first' % self)
        filters[:] = self._saved_filters
        _filters_version += 1
        showwarning = self._showwarning
