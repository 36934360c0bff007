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
_generation = 1


def formatwarning(message, category, filename, lineno, line=None):
    # 'file:line: Category: message', then the source line when known
    head = '%s:%s: %s: %s\n' % (filename, lineno, category.__name__, message)
    source = _lines.get((filename, lineno)) if line is None else line
    return head + '  %s\n' % source.strip() if source else head


def _write_warning(msg):
    # the built-in display: formatwarning's text on msg.file or sys.stderr
    out = sys.stderr if msg.file is None else msg.file
    if out is None:
        return
    text = formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    try:
        out.write(text)
    except OSError:
        pass                     # a closed or broken stream loses the warning


_sink = _write_warning     # where shown warnings go; catch_warnings(record=True)
                           # points it at its list's append


def showwarning(message, category, filename, lineno, file=None, line=None):
    _sink(WarningMessage(message, category, filename, lineno, file, line))


_showwarning_orig = showwarning


def _display(msg):
    # a showwarning the program assigned to the module replaces ours
    hook = showwarning
    if hook is _showwarning_orig:
        _sink(msg)
        return
    if not callable(hook):
        raise TypeError('warnings.showwarning() must be set to a function or method')
    hook(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)


def _filters_changed():
    # every registry remembers the version it was filled under
    global _generation
    _generation = _generation + 1


def _add_filter(*item, append):
    if append:
        if item not in filters:
            filters.append(item)
    else:
        if item in filters:
            filters.remove(item)
        filters.insert(0, item)
    _filters_changed()


def _check_action_and_lineno(action, lineno):
    assert action in _ACTIONS, 'invalid action: %r' % (action,)
    assert isinstance(lineno, int) and lineno >= 0, 'lineno must be an int >= 0'


def filterwarnings(action, message='', category=Warning, module='', lineno=0, append=False):
    assert action in _ACTIONS, 'invalid action: %r' % (action,)
    assert isinstance(message, str), 'message must be a string'
    assert isinstance(category, type), 'category must be a class'
    assert issubclass(category, Warning), 'category must be a Warning subclass'
    assert isinstance(module, str), 'module must be a string'
    _check_action_and_lineno(action, lineno)
    text_re = module_re = None
    if message or module:
        import re
        text_re = re.compile(message, re.I) if message else None
        module_re = re.compile(module) if module else None
    _add_filter(action, text_re, category, module_re, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    _check_action_and_lineno(action, lineno)
    _add_filter(action, None, category, None, lineno, append=append)


def resetwarnings():
    del filters[:]
    _filters_changed()


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = message.__class__
    elif category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError('category must be a Warning subclass, not '
                        "'{:s}'".format(type(category).__name__))
    # _caller(1) is the code that called warn; stacklevel counts from it
    where = _caller(max(stacklevel, 1), True)
    if where is None:
        path, line_no, module = 'sys', 1, 'sys'
    else:
        path, line_no, _, text, module = where
        if len(_lines) < 10000:
            _lines[(path, line_no)] = text
        if not isinstance(module, str):
            module = '<string>'
    registry = _registries.setdefault(module, {})
    warn_explicit(message, category, path, line_no, module, registry, None, source)


def _matches(pattern, text):
    # a filter's message or module: None, a compiled pattern, or (the
    # default filters') a plain string compared whole, as CPython's C code
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


def _choose(text, category, module, lineno):
    # the first filter that fits, and its action; else defaultaction
    for entry in filters:
        action, msg_re, cat, mod_re, only_line = entry
        if (_matches(msg_re, text) and issubclass(category, cat)
                and _matches(mod_re, module) and only_line in (0, lineno)):
            return action, entry
    return defaultaction, None


def _seen_before(action, key, registry):
    # records the warning for the actions that show it only once (per
    # location, per module, or at all); true when it was shown already
    if action == 'always':
        return False
    registry[key] = 1
    if action == 'default':
        return False
    text, category, _ = key
    if action == 'once':
        if onceregistry.get((text, category)):
            return True
        onceregistry[(text, category)] = 1
        return False
    module_key = (text, category, 0)
    if registry.get(module_key):
        return True
    registry[module_key] = 1
    return False


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or '<unknown>'
        if module[-3:].lower() == '.py':
            module = module[:-3]
    if registry is None:
        registry = {}
    stamp = registry.get('version', 0)
    if stamp != _generation:
        registry.clear()                 # filters changed since it was filled
        registry['version'] = _generation
    if isinstance(message, Warning):
        text, category = str(message), type(message)
    else:
        text, message = message, category(message)
    spot = (text, category, lineno)
    if registry.get(spot):
        return
    action, entry = _choose(text, category, module, lineno)
    if action == 'ignore':
        return
    if action == 'error':
        raise message
    if action not in ('once', 'module', 'default', 'always'):
        raise RuntimeError('Unrecognized action (%r) in warnings.filters:\n %s' % (action, entry))
    if _seen_before(action, spot, registry):
        return
    _display(WarningMessage(message, category, filename, lineno, source=source))


class WarningMessage:
    _WARNING_DETAILS = ('message', 'category', 'filename', 'lineno', 'file', 'line', 'source')

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        values = (message, category, filename, lineno, file, line, source)
        for name, value in zip(self._WARNING_DETAILS, values):
            setattr(self, name, value)
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ('{message : %r, category : %r, filename : %r, lineno : %s, '
                'line : %r}' % (self.message, self._category_name,
                                self.filename, self.lineno, self.line))


class catch_warnings:
    # saves the filters and showwarning on entry and puts them back on exit;
    # record=True collects the warnings shown inside as WarningMessages
    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record, self._inside = record, False
        self._preset = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        return '%s(%s)' % (type(self).__name__, 'record=True' if self._record else '')

    def __enter__(self):
        global showwarning, _sink
        if self._inside:
            raise RuntimeError('Cannot enter %r twice' % self)
        self._inside = True
        self._saved = (filters[:], showwarning, _sink)
        _filters_changed()
        if self._preset is not None:
            simplefilter(*self._preset)
        if not self._record:
            return None
        # the warnings themselves go to the list, through our showwarning
        caught = []
        _sink, showwarning = caught.append, _showwarning_orig
        return caught

    def __exit__(self, *exc_info):
        global showwarning, _sink
        if not self._inside:
            raise RuntimeError('Cannot exit %r without entering first' % self)
        saved_filters, showwarning, _sink = self._saved
        filters[:] = saved_filters
        _filters_changed()
