# logging for baton programs, behaving as CPython 3.11's module does.
#
# Loggers live in a tree keyed by dotted name.  A record starts at the
# logger that made it and climbs towards the root, offered to every handler
# on the way whose level it reaches, until a logger with propagate=False.
# When it meets no handler at all, lastResort (bare messages on sys.stderr,
# WARNING and up) takes it.  Handlers only write to streams: sys.stderr by
# default, sys.stdout, io.StringIO, anything with write().  A program has
# no files, so FileHandler and basicConfig(filename=...) raise.
#
# A record's timestamp is the host's clock when the host granted one, the
# epoch otherwise, so runs stay reproducible.  Where a call was made
# (pathname, lineno, funcName) comes from traceback._caller, which hands
# out names and numbers, never frames.

import sys
from traceback import _caller
from string import Template as _Template

_srcfile = _caller(0)[0]      # frames running this file are never "the caller"

__all__ = ['BASIC_FORMAT', 'CRITICAL', 'DEBUG', 'ERROR', 'FATAL', 'Filter',
           'Formatter', 'Handler', 'INFO', 'LogRecord', 'Logger', 'LoggerAdapter',
           'NOTSET', 'NullHandler', 'StreamHandler', 'WARN', 'WARNING',
           'addLevelName', 'basicConfig', 'critical', 'debug', 'disable', 'error',
           'exception', 'fatal', 'getLevelName', 'getLogger', 'info', 'log',
           'shutdown', 'warn', 'warning', 'getLevelNamesMapping', 'lastResort',
           'raiseExceptions', 'root', 'FileHandler', 'getLoggerClass',
           'setLoggerClass', 'makeLogRecord', 'captureWarnings', 'BufferingFormatter',
           'PercentStyle', 'StrFormatStyle', 'StringTemplateStyle']

# ---- levels -------------------------------------------------------------

NOTSET, DEBUG, INFO, WARNING, ERROR, CRITICAL = 0, 10, 20, 30, 40, 50
WARN, FATAL = WARNING, CRITICAL

# number -> name and name -> number, in the order CPython lists them
_levelToName = {50: 'CRITICAL', 40: 'ERROR', 30: 'WARNING',
                20: 'INFO', 10: 'DEBUG', 0: 'NOTSET'}
_nameToLevel = {'CRITICAL': 50, 'FATAL': 50, 'ERROR': 40, 'WARN': 30,
                'WARNING': 30, 'INFO': 20, 'DEBUG': 10, 'NOTSET': 0}

raiseExceptions = True
BASIC_FORMAT = '%(levelname)s:%(name)s:%(message)s'


def getLevelNamesMapping():
    return dict(_nameToLevel)


def getLevelName(level):
    # a number gives its name, a name its number, anything else a label
    name = _levelToName.get(level)
    if name is None:
        name = _nameToLevel.get(level)
    return 'Level %s' % level if name is None else name


def addLevelName(level, levelName):
    _levelToName[level], _nameToLevel[levelName] = levelName, level


def _checkLevel(level):
    number = level if isinstance(level, int) else None
    if number is None:
        if str(level) != level:
            raise TypeError('Level not an integer or a valid string: %r' % (level,))
        number = _nameToLevel.get(level)
        if number is None:
            raise ValueError('Unknown level: %r' % level)
    return number


def _now():
    # the host's clock when granted; the epoch otherwise
    try:
        import time
        return time.time()
    except RuntimeError:
        return 0.0


_start_time = None            # time of the first record, for relativeCreated


def _exc_triple(info):
    # exc_info= accepts an exception, a triple, or any true value for "the
    # exception being handled now"
    if isinstance(info, BaseException):
        return type(info), info, info.__traceback__
    return info if isinstance(info, tuple) else sys.exc_info()


# ---- records ------------------------------------------------------------

class LogRecord:
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info,
                 func=None, sinfo=None, **kwargs):
        global _start_time
        when = _now()
        if _start_time is None:
            _start_time = when
        # a lone non-empty mapping argument is the mapping for '%(key)s'
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        # filename and module as os.path.basename and splitext would cut them
        tail = pathname.rpartition('/')[2]
        stem, dot, _ = tail.rpartition('.')
        # the attributes in CPython's order (vars(record) shows it), made by
        # one dict update: this runs per record
        vars(self).update(
            name=name, msg=msg, args=args, levelname=getLevelName(level), levelno=level,
            pathname=pathname, filename=tail,
            module=stem if dot and stem.strip('.') else tail,
            exc_info=exc_info, exc_text=None, stack_info=sinfo, lineno=lineno, funcName=func,
            created=when, msecs=int((when - int(when)) * 1000) + 0.0,
            relativeCreated=(when - _start_time) * 1000,
            thread=None, threadName=None, processName='MainProcess', process=None)

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (
            self.name, self.levelno, self.pathname, self.lineno, self.msg)

    def getMessage(self):
        text = str(self.msg)
        return text % self.args if self.args else text


_logRecordFactory = LogRecord      # what loggers call to make a record


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    record = _logRecordFactory(None, None, '', 0, '', (), None, None)
    record.__dict__.update(dict)
    return record


# ---- formatting ---------------------------------------------------------
#
# A style knows its spelling of "the message" and of "the time", and how to
# fill a format from a record's attributes (plus the formatter's defaults).

class PercentStyle:
    def __init__(self, fmt, *, defaults=None):
        self._fmt, self._defaults = fmt or self.default_format, defaults

    def usesTime(self):
        return self.asctime_search in self._fmt

    def validate(self):
        if self._fmt in _PERCENT_DEFAULTS:
            return                    # known good: no regex to compile at import
        import re
        spec = r'%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]'
        if re.search(spec, self._fmt, re.I) is None:
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _format(self, record):
        extra = self._defaults
        return self._fmt % (extra | record.__dict__ if extra else record.__dict__)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError('Formatting field not found in record: %s' % e)


_PERCENT_DEFAULTS = ('%(message)s', BASIC_FORMAT)


class StrFormatStyle(PercentStyle):
    def _format(self, record):
        extra = self._defaults
        return self._fmt.format(**(extra | record.__dict__ if extra else record.__dict__))

    def validate(self):
        # every field a name (with .attr or [key] steps), a known conversion
        # and a plain spec; and at least one field
        import re
        from string import Formatter
        named = set()
        try:
            for _, field, spec, conv in Formatter().parse(self._fmt):
                if field:
                    if not re.match(r'^(\d+|\w+)(\.\w+|\[[^]]+\])*$', field, re.I):
                        raise ValueError('invalid field name/expression: %r' % field)
                    named.add(field)
                if conv and conv not in 'rsa':
                    raise ValueError('invalid conversion: %r' % conv)
                if spec and not re.match(_FORMAT_SPEC, spec, re.I):
                    raise ValueError('bad specifier: %r' % spec)
        except ValueError as e:
            raise ValueError('invalid format: %s' % e)
        if not named:
            raise ValueError('invalid format: no fields')


# what a '{' style field's spec may be: fill and align, sign, '#', '0',
# width (or a nested field), grouping, precision (or a nested field), type
_FORMAT_SPEC = r'^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?$'


class StringTemplateStyle(PercentStyle):
    def __init__(self, fmt, *, defaults=None):
        PercentStyle.__init__(self, fmt, defaults=defaults)
        self._tpl = _Template(self._fmt)

    def usesTime(self):
        return '$asctime' in self._fmt or self.asctime_search in self._fmt

    def validate(self):
        named = set()
        for mo in _Template.pattern.finditer(self._fmt):
            name = mo.group('named') or mo.group('braced')
            if name:
                named.add(name)
            elif mo.group(0) == '$':
                raise ValueError("invalid format: bare '$' not allowed")
        if not named:
            raise ValueError('invalid format: no fields')

    def _format(self, record):
        extra = self._defaults
        return self._tpl.substitute(**(extra | record.__dict__ if extra else record.__dict__))


# style key -> (class, its message, its time, the time it looks for, basic format)
_STYLE_TABLE = (
    ('%', PercentStyle, '%(message)s', '%(asctime)s', '%(asctime)', BASIC_FORMAT),
    ('{', StrFormatStyle, '{message}', '{asctime}', '{asctime',
     '{levelname}:{name}:{message}'),
    ('$', StringTemplateStyle, '${message}', '${asctime}', '${asctime}',
     '${levelname}:${name}:${message}'),
)
_STYLES = {}
for _key, _cls, _msg, _time, _probe, _basic in _STYLE_TABLE:
    _cls.default_format, _cls.asctime_format, _cls.asctime_search = _msg, _time, _probe
    _STYLES[_key] = (_cls, _basic)
del _key, _cls, _msg, _time, _probe, _basic


def _style_class(style):
    entry = _STYLES.get(style)
    if entry is None:
        raise ValueError('Style must be one of: %s' % ','.join(_STYLES.keys()))
    return entry


def _append_line(text, more):
    return (text if text.endswith('\n') else text + '\n') + more


class Formatter:
    default_time_format, default_msec_format = '%Y-%m-%d %H:%M:%S', '%s,%03d'

    def __init__(self, fmt=None, datefmt=None, style='%', validate=True, *, defaults=None):
        filler = _style_class(style)[0](fmt, defaults=defaults)
        if validate:
            filler.validate()
        self._style, self._fmt, self.datefmt = filler, filler._fmt, datefmt

    def formatTime(self, record, datefmt=None):
        from datetime import datetime, timezone
        # baton's local time is UTC
        stamp = datetime.fromtimestamp(int(record.created), timezone.utc)
        if datefmt:
            return stamp.strftime(datefmt)
        text = stamp.strftime(self.default_time_format)
        with_ms = self.default_msec_format
        return with_ms % (text, record.msecs) if with_ms else text

    def formatException(self, ei):
        import traceback
        text = ''.join(traceback.format_exception(ei[0], ei[1], ei[2]))
        return text[:-1] if text.endswith('\n') else text

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        out = self.formatMessage(record)
        # the traceback is rendered once and kept on the record
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            out = _append_line(out, record.exc_text)
        if record.stack_info:
            out = _append_line(out, self.formatStack(record.stack_info))
        return out


_plain_formatter = Formatter()


class BufferingFormatter:
    def __init__(self, linefmt=None):
        self.linefmt = linefmt or _plain_formatter

    def formatHeader(self, records):
        return ''

    def formatFooter(self, records):
        return ''

    def format(self, records):
        if not len(records):
            return ''
        body = ''.join([self.linefmt.format(r) for r in records])
        return self.formatHeader(records) + body + self.formatFooter(records)


# ---- filters ------------------------------------------------------------

class Filter:
    def __init__(self, name=''):
        self.name, self.nlen = name, len(name)

    def filter(self, record):
        # passes the named logger and those below it ('a' passes 'a.b')
        size = self.nlen
        if not size or record.name == self.name:
            return True
        return record.name.startswith(self.name) and record.name[size:size + 1] == '.'


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        chain = self.filters
        if filter not in chain:
            chain.append(filter)

    def removeFilter(self, filter):
        chain = self.filters
        if filter in chain:
            chain.remove(filter)

    def filter(self, record):
        # every filter must agree; a filter is an object with .filter or a callable
        for check in self.filters:
            verdict = check.filter(record) if hasattr(check, 'filter') else check(record)
            if not verdict:
                return False
        return True


# ---- handlers -----------------------------------------------------------

class Handler(Filterer):
    def __init__(self, level=NOTSET):
        self.filters, self._name = [], None
        self.level, self.formatter = _checkLevel(level), None

    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        return (self.formatter or _plain_formatter).format(record)

    def emit(self, record):
        raise NotImplementedError('emit must be implemented by Handler subclasses')

    def handle(self, record):
        passed = self.filter(record)
        if passed:
            self.emit(record)
        return passed

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        pass

    def handleError(self, record):
        # CPython also prints the logging call's stack; a program has none to show
        if not (raiseExceptions and sys.stderr):
            return
        import traceback
        err = sys.stderr
        err.write('--- Logging error ---\n')
        traceback.print_exc()
        err.write('Message: %r\nArguments: %s\n' % (record.msg, record.args))

    def __repr__(self):
        return '<%s (%s)>' % (type(self).__name__, getLevelName(self.level))


class StreamHandler(Handler):
    terminator = '\n'

    def __init__(self, stream=None):
        Handler.__init__(self)
        self.stream = sys.stderr if stream is None else stream

    def flush(self):
        out = self.stream
        if out and hasattr(out, 'flush'):
            out.flush()

    def emit(self, record):
        try:
            line = self.format(record) + self.terminator
            self.stream.write(line)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        old = self.stream
        if stream is old:
            return None
        self.flush()
        self.stream = stream
        return old

    def __repr__(self):
        label = str(getattr(self.stream, 'name', ''))
        return '<%s %s(%s)>' % (type(self).__name__, label + ' ' if label else '',
                                getLevelName(self.level))


class FileHandler(StreamHandler):
    def __init__(self, filename, mode='a', encoding=None, delay=False, errors=None):
        raise PermissionError('logging.FileHandler needs a file, and a baton program '
                              'has none: log to a stream (sys.stderr, io.StringIO)')


class _StderrHandler(StreamHandler):
    # writes to whatever sys.stderr is at the time of each record
    def __init__(self, level=NOTSET):
        super(StreamHandler, self).__init__(level)     # Handler's: no stream to keep

    @property
    def stream(self):
        return sys.stderr


lastResort = _defaultLastResort = _StderrHandler(WARNING)


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass


# ---- loggers ------------------------------------------------------------

class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        self.filters, self.name, self.level = [], name, _checkLevel(level)
        self.parent, self.propagate, self.handlers, self.disabled = None, True, [], False

    def setLevel(self, level):
        self.level = _checkLevel(level)

    # one method per level; each asks isEnabledFor first, so that a
    # disabled call costs one level walk and builds nothing
    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(10):
            self._log(10, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(20):
            self._log(20, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(30):
            self._log(30, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        _deprecated('method')
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(40):
            self._log(40, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(50):
            self._log(50, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        numeric = isinstance(level, int)
        if numeric and self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)
        elif not numeric and raiseExceptions:
            raise TypeError('level must be an integer')

    def findCaller(self, stack_info=False, stacklevel=1):
        # walk outwards from here; the stacklevel-th frame that is not this
        # module's is the caller (or the outermost frame, if fewer remain)
        where = _caller(0)
        depth, wanted = 1, stacklevel
        while wanted > 0:
            outer = _caller(depth)
            if outer is None:
                break
            where = outer
            depth += 1
            if outer[0] != _srcfile:
                wanted -= 1
        return where[0], where[1], where[2], None

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info,
                   func=None, extra=None, sinfo=None):
        record = _logRecordFactory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is None:
            return record
        fields = record.__dict__
        for key in extra:
            if key == 'message' or key == 'asctime' or key in fields:
                raise KeyError('Attempt to overwrite %r in LogRecord' % key)
            fields[key] = extra[key]
        return record

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False,
             stacklevel=1):
        path, line, func, sinfo = self.findCaller(stack_info, stacklevel)
        if exc_info:
            exc_info = _exc_triple(exc_info)
        self.handle(self.makeRecord(self.name, level, path, line, msg, args,
                                    exc_info, func, extra, sinfo))

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        own = self.handlers
        if hdlr not in own:
            own.append(hdlr)

    def removeHandler(self, hdlr):
        own = self.handlers
        if hdlr in own:
            own.remove(hdlr)

    # Both walks below go from this logger up its ancestors and stop after
    # the first one whose propagate is false.
    def hasHandlers(self):
        node = self
        while node:
            if node.handlers:
                return True
            node = node.parent if node.propagate else None
        return False

    def callHandlers(self, record):
        seen = 0
        levelno = record.levelno
        node = self
        while node:
            for hdlr in node.handlers:
                seen += 1
                if levelno >= hdlr.level:
                    hdlr.handle(record)
            node = node.parent if node.propagate else None
        if not seen and lastResort and levelno >= lastResort.level:
            lastResort.handle(record)

    def getEffectiveLevel(self):
        # the first level set on the way to the root
        node = self
        while node:
            if node.level:
                return node.level
            node = node.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled or level <= _disable:
            return False
        return level >= self.getEffectiveLevel()

    def getChild(self, suffix):
        return getLogger(suffix if self is self.root else '.'.join((self.name, suffix)))

    def __repr__(self):
        return '<%s %s (%s)>' % (type(self).__name__, self.name,
                                 getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, 'root', level)


root = Logger.root = RootLogger(WARNING)
_loggers = {}                 # every named logger but the root, by name
_logger_class = Logger
_disable = 0


def setLoggerClass(klass):
    global _logger_class
    if klass != Logger and not issubclass(klass, Logger):
        raise TypeError('logger not derived from logging.Logger: ' + klass.__name__)
    _logger_class = klass


def getLoggerClass():
    return _logger_class


def _nearest_ancestor(name):
    # the deepest existing logger whose name is a dotted prefix of name
    cut = name.rfind('.')
    while cut > 0:
        found = _loggers.get(name[:cut])
        if found is not None:
            return found
        cut = name.rfind('.', 0, cut)
    return root


def getLogger(name=None):
    if not name:
        return root
    if isinstance(name, str):
        if name == root.name:
            return root
    else:
        raise TypeError('A logger name must be a string')
    made = _loggers.get(name)
    if made is not None:
        return made
    made = _loggers[name] = _logger_class(name)
    made.parent = _nearest_ancestor(name)
    # loggers made earlier below the new one, whose parent sits above it,
    # now hang from it
    below = name + '.'
    for other in _loggers.values():
        up = other.parent
        if (other.name.startswith(below) and not up.name.startswith(below)
                and (up is root or len(up.name) < len(name))):
            other.parent = made
    return made


class LoggerAdapter:
    def __init__(self, logger, extra=None):
        self.logger, self.extra = logger, extra

    def process(self, msg, kwargs):
        kwargs['extra'] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(10, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(20, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(30, msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(40, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(40, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(50, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if not self.isEnabledFor(level):
            return
        msg, options = self.process(msg, kwargs)
        self.logger.log(level, msg, *args, **options)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        inner = self.logger
        return '<%s %s (%s)>' % (type(self).__name__, inner.name,
                                 getLevelName(inner.getEffectiveLevel()))


# ---- configuration and the module-level shortcuts -----------------------

def basicConfig(**kwargs):
    # does nothing when the root already has handlers, unless force=True
    opts = dict(kwargs)
    force = opts.pop('force', False)
    for unused in ('encoding', 'errors'):
        opts.pop(unused, None)
    if force:
        for old in list(root.handlers):
            root.removeHandler(old)
            old.close()
    if root.handlers:
        return
    given = opts.pop('handlers', None)
    if given is None:
        if 'stream' in opts and 'filename' in opts:
            raise ValueError("'stream' and 'filename' should not be specified together")
        path = opts.pop('filename', None)
        opts.pop('filemode', None)
        given = [FileHandler(path) if path else StreamHandler(opts.pop('stream', None))]
    elif 'stream' in opts or 'filename' in opts:
        raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
    datefmt = opts.pop('datefmt', None)
    style = opts.pop('style', '%')
    basic = _style_class(style)[1]
    shared = Formatter(opts.pop('format', basic), datefmt, style)
    for h in given:
        if h.formatter is None:
            h.setFormatter(shared)
        root.addHandler(h)
    if opts.get('level') is not None:
        root.setLevel(opts.pop('level'))
    opts.pop('level', None)
    if opts:
        raise ValueError('Unrecognised argument(s): %s' % ', '.join(opts.keys()))


def _deprecated(kind):
    import warnings
    warnings.warn("The 'warn' %s is deprecated, use 'warning' instead" % kind,
                  DeprecationWarning, 3)


def _configured_root():
    # the module-level functions configure the root on first use
    if not root.handlers:
        basicConfig()
    return root


def critical(msg, *args, **kwargs):
    _configured_root().critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    _configured_root().error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    _configured_root().error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    _configured_root().warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    _deprecated('function')
    _configured_root().warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    _configured_root().info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    _configured_root().debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    _configured_root().log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    global _disable
    _disable = level


def shutdown(handlerList=None):
    for h in list(root.handlers):
        h.flush()


def captureWarnings(capture):
    pass
