# unittest: the test framework agents use on their own code, behaving as
# CPython 3.11's: TestCase (fixtures, cleanups, subTest, skips, expected
# failures, the assert* methods with their failure texts and diffs),
# FunctionTestCase, suites with class and module fixtures, the loader, the
# results, the text runner and main() with its options and exit status.
#
# How it is put together here:
#   - a _Run holds the state of one TestCase.run (where its parts report,
#     whether they passed, the failure an expectedFailure test hoped for);
#     every part (setUp, the method, tearDown, each cleanup, each subTest
#     body) ends in _Run.settle, which files what the part raised;
#   - the assert* methods build their "standard" text and hand it to
#     _flunk (through fail(), as CPython's do) or _refuse (raising directly);
#   - a suite's class and module fixtures live in _Fixtures, one per run of
#     a top-level suite, driven from TestSuite.run;
#   - the runner's closing lines come from _summary.
#
# Baton specifics (README "unittest"): main() finds the program's tests in
# its own namespace (_main_globals: a copy of the program's globals, names
# the program has anyway); the run's time is the host's perf_counter when
# the host grants a clock, else 0.000s; there is no discovery (no files)
# and no unittest.mock.  Classes report CPython's submodules
# (unittest.case, unittest.runner...) as their __module__ so reprs match.
# A failure's traceback leaves out this module's frames ("<lib unittest>").

import sys
import re
import functools
import types
import traceback
import collections

__all__ = ['TestResult', 'TestCase', 'IsolatedAsyncioTestCase', 'TestSuite',
           'TextTestRunner', 'TestLoader', 'FunctionTestCase', 'main',
           'defaultTestLoader', 'SkipTest', 'skip', 'skipIf', 'skipUnless',
           'expectedFailure', 'TextTestResult', 'installHandler',
           'registerResult', 'removeResult', 'removeHandler',
           'addModuleCleanup', 'getTestCaseNames', 'makeSuite', 'findTestCases',
           'doModuleCleanups', 'enterModuleContext']

__unittest = True

# Reprs in a "a != b" line are kept near _WIDTH characters: a shared start
# is cut to _KEEP characters each side of a "[N chars]" marker (about _MARK
# long), and so are overlong differing tails.
_WIDTH = 80
_MARK = 12
_KEEP = 5
_TAIL_ROOM = _WIDTH - 3 * _KEEP - 2 * _MARK
DIFF_OMITTED = '\nDiff is %s characters long. Set self.maxDiff to None to see it.'


def safe_repr(obj, short=False):
    try:
        text = repr(obj)
    except Exception:
        text = object.__repr__(obj)
    if short and len(text) >= _WIDTH:
        return text[:_WIDTH] + ' [truncated]...'
    return text


def strclass(cls):
    return f'{cls.__module__}.{cls.__qualname__}'


def three_way_cmp(x, y):
    return (x > y) - (x < y)


def _elide(text, head, tail):
    hidden = len(text) - head - tail
    if hidden <= _MARK:
        return text
    return f'{text[:head]}[{hidden} chars]{text[len(text) - tail:]}'


def _common_shorten_repr(*values):
    reprs = [safe_repr(v) for v in values]
    widest = max(len(r) for r in reprs)
    if widest <= _WIDTH:
        return tuple(reprs)
    lo, hi = min(reprs), max(reprs)
    shared = 0
    for a, b in zip(lo, hi):
        if a != b:
            break
        shared += 1
    start = reprs[0][:shared]
    room = _WIDTH - (widest - shared + _KEEP + _MARK)
    if room > _KEEP:
        start = _elide(start, _KEEP, room)
        return tuple(start + r[shared:] for r in reprs)
    start = _elide(start, _KEEP, _KEEP)
    return tuple(start + _elide(r[shared:], _TAIL_ROOM, _KEEP) for r in reprs)


_Mismatch = collections.namedtuple('Mismatch', 'actual expected value')


def _tally_by_equality(first, second):
    # assertCountEqual's differences for unhashable items: each distinct
    # item (by ==) in order of first appearance, first's items before the
    # ones only second has
    left, right = list(first), list(second)
    used = object()
    found = []
    for side, others in ((left, right), (right, None)):
        for i, item in enumerate(side):
            if item is used:
                continue
            mine = 0
            for j in range(i, len(side)):
                if side[j] == item:
                    mine += 1
                    side[j] = used
            if others is None:
                found.append(_Mismatch(0, mine, item))
                continue
            theirs = 0
            for j, other in enumerate(others):
                if other == item:
                    theirs += 1
                    others[j] = used
            if mine != theirs:
                found.append(_Mismatch(mine, theirs, item))
    return found


def _tally_by_hash(first, second):
    left, right = collections.Counter(first), collections.Counter(second)
    found = []
    for item, n in left.items():
        m = right.get(item, 0)
        if n != m:
            found.append(_Mismatch(n, m, item))
    for item, m in right.items():
        if item not in left:
            found.append(_Mismatch(0, m, item))
    return found


def _pformat_diff(a, b):
    import difflib
    import pprint
    return '\n' + '\n'.join(difflib.ndiff(pprint.pformat(a).splitlines(),
                                          pprint.pformat(b).splitlines()))


def _sequence_difference(seq1, seq2, kind, typed):
    # the head of assertSequenceEqual's message, None when they are equal
    sizes = []
    for which, seq in (('First', seq1), ('Second', seq2)):
        try:
            sizes.append(len(seq))
        except (TypeError, NotImplementedError):
            return f'{which} {kind} has no length.    Non-sequence?'
    if seq1 == seq2:
        return None
    n1, n2 = sizes
    text = '%ss differ: %s != %s\n' % ((kind.capitalize(),) + _common_shorten_repr(seq1, seq2))
    unindexable = (TypeError, IndexError, NotImplementedError)
    all_equal = True
    for i in range(min(n1, n2)):
        pair = []
        for which, seq in (('first', seq1), ('second', seq2)):
            try:
                pair.append(seq[i])
            except unindexable:
                text += f'\nUnable to index element {i} of {which} {kind}\n'
                break
        if len(pair) < 2:
            all_equal = False
            break
        if pair[0] != pair[1]:
            text += '\nFirst differing element %d:\n%s\n%s\n' % (
                (i,) + _common_shorten_repr(*pair))
            all_equal = False
            break
    if all_equal and n1 == n2 and not typed and type(seq1) != type(seq2):
        return None
    if n1 != n2:
        which, longer, short = ('First', seq1, n2) if n1 > n2 else ('Second', seq2, n1)
        text += f'\n{which} {kind} contains {abs(n1 - n2)} additional elements.\n'
        try:
            text += f'First extra element {short}:\n{safe_repr(longer[short])}\n'
        except unindexable:
            text += f'Unable to index element {short} of {which.lower()} {kind}\n'
    return text


# ---- skips and markers ----

class SkipTest(Exception):
    __module__ = 'unittest.case'


class _ShouldStop(Exception):
    pass


class _UnexpectedSuccess(Exception):
    pass


def _mark_skipped(item, reason):
    if not isinstance(item, type):
        inner = item

        @functools.wraps(inner)
        def skipped(*args, **kwargs):
            raise SkipTest(reason)
        item = skipped
    item.__unittest_skip__ = True
    item.__unittest_skip_why__ = reason
    return item


def skip(reason):
    if isinstance(reason, types.FunctionType):
        return _mark_skipped(reason, '')
    return lambda item: _mark_skipped(item, reason)


def _unchanged(item):
    return item


def skipIf(condition, reason):
    return skip(reason) if condition else _unchanged


def skipUnless(condition, reason):
    return skip(reason) if not condition else _unchanged


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


def _skip_reason(cls, method):
    # None, or why the class or the method is marked skipped
    if getattr(cls, '__unittest_skip__', False) or getattr(method, '__unittest_skip__', False):
        return (getattr(cls, '__unittest_skip_why__', '')
                or getattr(method, '__unittest_skip_why__', ''))
    return None


# ---- cleanups ----

_module_exits = []


def addModuleCleanup(function, /, *args, **kwargs):
    _module_exits.append((function, args, kwargs))


def _enter_context(cm, register):
    kind = type(cm)
    try:
        enter, leave = kind.__enter__, kind.__exit__
    except AttributeError:
        raise TypeError(f"'{kind.__module__}.{kind.__qualname__}' object does "
                        f"not support the context manager protocol") from None
    value = enter(cm)
    register(leave, cm, None, None, None)
    return value


def enterModuleContext(cm):
    return _enter_context(cm, addModuleCleanup)


def _unwind(stack, call, swallow):
    # pop and call each (function, args, kwargs) newest first; what the
    # `swallow` exceptions raise is collected, not raised
    raised = []
    while stack:
        function, args, kwargs = stack.pop()
        try:
            call(function, *args, **kwargs)
        except swallow as e:
            raised.append(e)
    return raised


def _invoke(function, /, *args, **kwargs):
    return function(*args, **kwargs)


def doModuleCleanups():
    raised = _unwind(_module_exits, _invoke, Exception)
    if raised:
        raise raised[0]


# ---- one run of one test ----

def _result_lacks(text, level=1):
    # a result without one of the optional add* methods: CPython warns
    import warnings
    warnings.warn(f'TestResult has no {text}', RuntimeWarning, level + 1)


def _report_skip(result, test, reason):
    add = getattr(result, 'addSkip', None)
    if add is None:
        _result_lacks('addSkip method, skips not reported', 2)
        result.addSuccess(test)
    else:
        add(test, reason)


def _report_error(result, test, info):
    if result is None or info is None:
        return
    if issubclass(info[0], test.failureException):
        result.addFailure(test, info)
    else:
        result.addError(test, info)


class _Run:
    """What TestCase.run keeps while the parts of one test run."""

    def __init__(self, result=None):
        self.result, self.expecting_failure = result, False
        self.result_supports_subtests = hasattr(result, 'addSubTest')
        self.success = True            # every part so far passed
        self.expectedFailure = None    # the failure an expectedFailure test hoped for

    def settle(self, test, exc, in_subtest):
        # file what one part raised (exc is None when it returned)
        if exc is None:
            if in_subtest and self.success:
                self.result.addSubTest(test.test_case, test, None)
        elif isinstance(exc, SkipTest):
            self.success = False
            _report_skip(self.result, test, str(exc))
        elif isinstance(exc, _ShouldStop):
            pass
        elif self.expecting_failure:
            self.expectedFailure = (type(exc), exc, None)
        else:
            self.success = False
            info = (type(exc), exc, None)
            if in_subtest:
                self.result.addSubTest(test.test_case, test, info)
            else:
                _report_error(self.result, test, info)

    def call(self, test, function, *args, **kwargs):
        earlier, self.success = self.success, True
        raised = None
        try:
            function(*args, **kwargs)
        except KeyboardInterrupt:
            raise
        except BaseException as e:
            raised = e
        self.settle(test, raised, False)
        self.success = self.success and earlier


class _SubTestScope:
    """The with-statement of TestCase.subTest: its body is one part of the
    test, whose exception (bar KeyboardInterrupt) ends here."""

    def __init__(self, case, msg, params):
        self.case, self.msg, self.params = case, msg, params
        self.sub = None

    def __enter__(self):
        case = self.case
        run = case._outcome
        if run is None or not run.result_supports_subtests:
            return None
        self.outer = case._subtest
        stack = [self.params] + (self.outer.params if self.outer is not None else [])
        self.sub = case._subtest = _SubTest(case, self.msg, stack)
        self.earlier, run.success = run.success, True
        return None

    def __exit__(self, exc_type, exc, tb):
        if self.sub is None:
            return False
        run = self.case._outcome
        try:
            if exc_type is not None and issubclass(exc_type, KeyboardInterrupt):
                return False
            run.settle(self.sub, exc, True)
            run.success = run.success and self.earlier
            if not run.success:
                if run.result is not None and run.result.failfast:
                    raise _ShouldStop
            elif run.expectedFailure:
                raise _ShouldStop
            return True
        finally:
            self.case._subtest = self.outer


# ---- assertRaises, assertWarns, assertLogs ----

def _all_subclasses_of(expected, base):
    if isinstance(expected, tuple):
        return all(_all_subclasses_of(e, base) for e in expected)
    return isinstance(expected, type) and issubclass(expected, base)


def _name_of(kinds):
    try:
        return kinds.__name__
    except AttributeError:
        return str(kinds)


class _Expectation:
    """Shared by the assertRaises and assertWarns contexts: the expected
    types, an optional pattern, and the callable form's bookkeeping."""
    accepts = BaseException
    accepts_text = ''

    def __init__(self, expected, test_case, expected_regex=None):
        self.test_case, self.expected = test_case, expected
        self.expected_regex = None if expected_regex is None else re.compile(expected_regex)
        self.callable_name = None
        self.msg = None

    def _fail(self, standard):
        case = self.test_case
        raise case.failureException(case._formatMessage(self.msg, standard))

    def handle(self, name, args, kwargs):
        if not _all_subclasses_of(self.expected, self.accepts):
            raise TypeError(f'{name}() arg 1 must be {self.accepts_text}')
        if not args:
            self.msg = kwargs.pop('msg', None)
            for key in kwargs:
                raise TypeError(f'{key!r} is an invalid keyword argument for this function')
            return self
        target, *rest = args
        try:
            self.callable_name = target.__name__
        except AttributeError:
            self.callable_name = str(target)
        with self:
            target(*rest, **kwargs)

    def _missing(self, verb):
        what = f'{_name_of(self.expected)} {verb}'
        if self.callable_name:
            what += f' by {self.callable_name}'
        self._fail(what)

    def _mismatch(self, text):
        self._fail(f'"{self.expected_regex.pattern}" does not match "{text}"')


class _AssertRaisesContext(_Expectation):
    accepts = BaseException
    accepts_text = 'an exception type or tuple of exception types'

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            self._missing('not raised')
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value.with_traceback(None)
        pattern = self.expected_regex
        if pattern is not None and not pattern.search(str(exc_value)):
            self._mismatch(str(exc_value))
        return True


class _AssertWarnsContext(_Expectation):
    accepts = Warning
    accepts_text = 'a warning type or tuple of warning types'

    def __enter__(self):
        import warnings
        self._catcher = warnings.catch_warnings(record=True)
        self.warnings = self._catcher.__enter__()
        warnings.simplefilter('always', self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self._catcher.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return None
        pattern = self.expected_regex
        wrong_text = None
        for record in self.warnings:
            caught = record.message
            if not isinstance(caught, self.expected):
                continue
            if pattern is not None and not pattern.search(str(caught)):
                if wrong_text is None:
                    wrong_text = str(caught)
                continue
            self.warning, self.filename, self.lineno = caught, record.filename, record.lineno
            return None
        if wrong_text is not None:
            self._mismatch(wrong_text)
        self._missing('not triggered')


_LoggingWatcher = collections.namedtuple('_LoggingWatcher', ['records', 'output'])


class _AssertLogsContext:
    LOGGING_FORMAT = '%(levelname)s:%(name)s:%(message)s'

    def __init__(self, test_case, logger_name, level, no_logs):
        import logging
        self.test_case, self.logger_name, self.no_logs = test_case, logger_name, no_logs
        self.level = logging._nameToLevel.get(level, level) if level else logging.INFO
        self.msg = None

    _fail = _Expectation._fail

    def __enter__(self):
        import logging
        seen = self.watcher = _LoggingWatcher([], [])

        class _Collector(logging.Handler):
            def flush(self):
                pass

            def emit(self, record):
                seen.records.append(record)
                seen.output.append(self.format(record))

        target = self.logger_name
        if not isinstance(target, logging.Logger):
            target = logging.getLogger(target)
        self.logger = target
        collector = _Collector()
        collector.setLevel(self.level)
        collector.setFormatter(logging.Formatter(self.LOGGING_FORMAT))
        self.saved = (target.handlers[:], target.level, target.propagate)
        target.handlers, target.propagate = [collector], False
        target.setLevel(self.level)
        return None if self.no_logs else seen

    def __exit__(self, exc_type, exc_value, tb):
        import logging
        target = self.logger
        target.handlers, level, target.propagate = self.saved
        target.setLevel(level)
        if exc_type is not None:
            return False
        records = self.watcher.records
        if self.no_logs and records:
            _logs_failed(self, f'Unexpected logs found: {self.watcher.output!r}')
        if not self.no_logs and not records:
            _logs_failed(self, f'no logs of level {logging.getLevelName(self.level)} '
                               f'or higher triggered on {target.name}')
        return None


def _logs_failed(context, text):
    # CPython's assertLogs context lives outside its unittest frames, so a
    # failure's traceback keeps the __exit__ frame that calls this
    context._fail(text)


# ---- TestCase ----

_subtest_msg_sentinel = object()

# type -> the name of the assert method assertEqual uses for two of them
_EQUALITY_BY_TYPE = ((dict, 'assertDictEqual'), (list, 'assertListEqual'),
                     (tuple, 'assertTupleEqual'), (set, 'assertSetEqual'),
                     (frozenset, 'assertSetEqual'), (str, 'assertMultiLineEqual'))


def _relation(a, words, b):
    return f'{safe_repr(a)} {words} {safe_repr(b)}'


def _deprecated_alias(original):
    def alias(*args, **kwargs):
        import warnings
        warnings.warn(f'Please use {original.__name__} instead.', DeprecationWarning, 2)
        return original(*args, **kwargs)
    return alias


class TestCase(object):
    __module__ = 'unittest.case'
    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed, cls._class_cleanups = False, []
        super().__init_subclass__(*args, **kwargs)

    def __init__(self, methodName='runTest'):
        self._testMethodName, self._testMethodDoc = methodName, 'No test'
        self._outcome = self._subtest = None
        self._cleanups = []
        try:
            self._testMethodDoc = getattr(self, methodName).__doc__
        except AttributeError:
            if methodName != 'runTest':
                raise ValueError(f'no such test method in {type(self)}: {methodName}')
        self._type_equality_funcs = dict(_EQUALITY_BY_TYPE)

    def addTypeEqualityFunc(self, typeobj, function):
        self._type_equality_funcs[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        return _enter_context(cm, self.addCleanup)

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        return _enter_context(cm, cls.addClassCleanup)

    def setUp(self):
        pass

    def tearDown(self):
        pass

    @classmethod
    def setUpClass(cls):
        pass

    @classmethod
    def tearDownClass(cls):
        pass

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return TestResult()

    def shortDescription(self):
        doc = self._testMethodDoc
        if not doc:
            return None
        return doc.strip().split('\n')[0].strip()

    def id(self):
        return f'{strclass(type(self))}.{self._testMethodName}'

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return other._testMethodName == self._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return f'{self._testMethodName} ({strclass(type(self))}.{self._testMethodName})'

    def __repr__(self):
        return f'<{strclass(type(self))} testMethod={self._testMethodName}>'

    def subTest(self, msg=_subtest_msg_sentinel, **params):
        return _SubTestScope(self, msg, params)

    def _addExpectedFailure(self, result, exc_info):
        add = getattr(result, 'addExpectedFailure', None)
        if add is not None:
            add(self, exc_info)
        else:
            _result_lacks('addExpectedFailure method, reporting as passes')
            result.addSuccess(self)

    def _addUnexpectedSuccess(self, result):
        add = getattr(result, 'addUnexpectedSuccess', None)
        if add is not None:
            add(self)
            return
        _result_lacks('addUnexpectedSuccess method, reporting as failure')
        marker = _UnexpectedSuccess()
        result.addFailure(self, (_UnexpectedSuccess, marker, None))

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        method()

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def _run_parts(self, run, method, expecting):
        run.call(self, self._callSetUp)
        if run.success:
            run.expecting_failure = expecting
            run.call(self, self._callTestMethod, method)
            run.expecting_failure = False
            run.call(self, self._callTearDown)
        self.doCleanups()
        if not run.success:
            return
        if not expecting:
            run.result.addSuccess(self)
        elif run.expectedFailure:
            self._addExpectedFailure(run.result, run.expectedFailure)
        else:
            self._addUnexpectedSuccess(run.result)

    def run(self, result=None):
        finish = None
        if result is None:
            result = self.defaultTestResult()
            begin = getattr(result, 'startTestRun', None)
            finish = getattr(result, 'stopTestRun', None)
            if begin is not None:
                begin()
        result.startTest(self)
        try:
            method = getattr(self, self._testMethodName)
            why = _skip_reason(type(self), method)
            if why is not None:
                _report_skip(result, self, why)
                return result
            expecting = (getattr(self, '__unittest_expecting_failure__', False)
                         or getattr(method, '__unittest_expecting_failure__', False))
            run = self._outcome = _Run(result)
            try:
                self._run_parts(run, method, expecting)
            finally:
                run.expectedFailure = self._outcome = None
            return result
        finally:
            result.stopTest(self)
            if finish is not None:
                finish()

    def doCleanups(self):
        run = self._outcome or _Run()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            run.call(self, self._callCleanup, function, *args, **kwargs)
        return run.success

    @classmethod
    def doClassCleanups(cls):
        cls.tearDown_exceptions = failed = []
        for e in _unwind(cls._class_cleanups, _invoke, Exception):
            failed.append((type(e), e, None))

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        method = getattr(self, self._testMethodName)
        why = _skip_reason(type(self), method)
        if why is not None:
            raise SkipTest(why)
        self._callSetUp()
        self._callTestMethod(method)
        self._callTearDown()
        _unwind(self._cleanups, self._callCleanup, ())

    def skipTest(self, reason):
        raise SkipTest(reason)

    def fail(self, msg=None):
        raise self.failureException(msg)

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        return standardMsg if msg is None else f'{standardMsg} : {msg}'

    def _truncateMessage(self, message, diff):
        limit = self.maxDiff
        if limit is not None and len(diff) > limit:
            return message + DIFF_OMITTED % len(diff)
        return message + diff

    def _flunk(self, msg, standard):
        self.fail(self._formatMessage(msg, standard))

    def _refuse(self, msg, standard):
        raise self.failureException(self._formatMessage(msg, standard))

    # ---- assertions ----

    def assertFalse(self, expr, msg=None):
        if expr:
            self._refuse(msg, f'{safe_repr(expr)} is not false')

    def assertTrue(self, expr, msg=None):
        if not expr:
            self._refuse(msg, f'{safe_repr(expr)} is not true')

    def assertRaises(self, expected_exception, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self).handle('assertRaises', args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self, expected_regex).handle(
            'assertRaisesRegex', args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self).handle('assertWarns', args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self, expected_regex).handle(
            'assertWarnsRegex', args, kwargs)

    def assertLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=True)

    def _getAssertEqualityFunc(self, first, second):
        if type(first) is type(second):
            chosen = self._type_equality_funcs.get(type(first))
            if isinstance(chosen, str):
                return getattr(self, chosen)
            if chosen is not None:
                return chosen
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            self._refuse(msg, '%s != %s' % _common_shorten_repr(first, second))

    def assertEqual(self, first, second, msg=None):
        check = self._getAssertEqualityFunc(first, second)
        check(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            self._refuse(msg, f'{safe_repr(first)} == {safe_repr(second)}')

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return
        if places is not None and delta is not None:
            raise TypeError('specify delta or places not both')
        gap = abs(first - second)
        if delta is None:
            places = 7 if places is None else places
            if round(gap, places) == 0:
                return
            how = f'within {places!r} places'
        else:
            if gap <= delta:
                return
            how = f'within {safe_repr(delta)} delta'
        self._refuse(msg, f'{safe_repr(first)} != {safe_repr(second)} {how} '
                          f'({safe_repr(gap)} difference)')

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if places is not None and delta is not None:
            raise TypeError('specify delta or places not both')
        gap = abs(first - second)
        same = first == second
        if delta is None:
            places = 7 if places is None else places
            if not same and round(gap, places) != 0:
                return
            text = f'{safe_repr(first)} == {safe_repr(second)} within {places!r} places'
        else:
            if not same and gap > delta:
                return
            text = (f'{safe_repr(first)} == {safe_repr(second)} within {safe_repr(delta)} '
                    f'delta ({safe_repr(gap)} difference)')
        self._refuse(msg, text)

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        kind = 'sequence'
        if seq_type is not None:
            kind = seq_type.__name__
            for which, seq in (('First', seq1), ('Second', seq2)):
                if not isinstance(seq, seq_type):
                    raise self.failureException(
                        f'{which} sequence is not a {kind}: {safe_repr(seq)}')
        head = _sequence_difference(seq1, seq2, kind, seq_type is not None)
        if head is not None:
            self._flunk(msg, self._truncateMessage(head, _pformat_diff(seq1, seq2)))

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        only = []
        for which, a, b in (('first', set1, set2), ('second', set2, set1)):
            try:
                only.append(a.difference(b))
            except TypeError as e:
                self.fail(f'invalid type when attempting set difference: {e}')
            except AttributeError as e:
                self.fail(f'{which} argument does not support set difference: {e}')
        if not (only[0] or only[1]):
            return
        text = []
        for title, items in (('Items in the first set but not the second:', only[0]),
                             ('Items in the second set but not the first:', only[1])):
            if items:
                text.append(title)
                text += [repr(item) for item in items]
        self._flunk(msg, '\n'.join(text))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            self._flunk(msg, f'{safe_repr(member)} not found in {safe_repr(container)}')

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            self._flunk(msg, f'{safe_repr(member)} unexpectedly found in {safe_repr(container)}')

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            self._flunk(msg, f'{safe_repr(expr1)} is not {safe_repr(expr2)}')

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            self._flunk(msg, f'unexpectedly identical: {safe_repr(expr1)}')

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, 'First argument is not a dictionary')
        self.assertIsInstance(d2, dict, 'Second argument is not a dictionary')
        if d1 == d2:
            return
        head = '%s != %s' % _common_shorten_repr(d1, d2)
        self._flunk(msg, self._truncateMessage(head, _pformat_diff(d1, d2)))

    def assertDictContainsSubset(self, subset, dictionary, msg=None):
        absent, differ = [], []
        for key, want in subset.items():
            if key not in dictionary:
                absent.append(safe_repr(key))
                continue
            have = dictionary[key]
            if want != have:
                differ.append(f'{safe_repr(key)}, expected: {safe_repr(want)}, '
                              f'actual: {safe_repr(have)}')
        parts = []
        if absent:
            parts.append('Missing: ' + ','.join(absent))
        if differ:
            parts.append('Mismatched values: ' + ','.join(differ))
        if parts:
            self._flunk(msg, '; '.join(parts))

    def assertCountEqual(self, first, second, msg=None):
        a, b = list(first), list(second)
        try:
            same = collections.Counter(a) == collections.Counter(b)
        except TypeError:
            found = _tally_by_equality(a, b)
        else:
            if same:
                return
            found = _tally_by_hash(a, b)
        if not found:
            return
        listing = '\n'.join('First has %d, Second has %d:  %r' % m for m in found)
        self._flunk(msg, self._truncateMessage('Element counts were not equal:\n', listing))

    def assertMultiLineEqual(self, first, second, msg=None):
        self.assertIsInstance(first, str, 'First argument is not a string')
        self.assertIsInstance(second, str, 'Second argument is not a string')
        if first == second:
            return
        if max(len(first), len(second)) > self._diffThreshold:
            self._baseAssertEqual(first, second, msg)
        if len(first.splitlines()) == 1 and first.strip('\r\n') == first:
            left, right = [first + '\n'], [second + '\n']
        else:
            left, right = first.splitlines(True), second.splitlines(True)
        import difflib
        head = '%s != %s' % _common_shorten_repr(first, second)
        self._flunk(msg, self._truncateMessage(head, '\n' + ''.join(difflib.ndiff(left, right))))

    def assertLess(self, a, b, msg=None):
        if not a < b:
            self._flunk(msg, _relation(a, 'not less than', b))

    def assertLessEqual(self, a, b, msg=None):
        if not a <= b:
            self._flunk(msg, _relation(a, 'not less than or equal to', b))

    def assertGreater(self, a, b, msg=None):
        if not a > b:
            self._flunk(msg, _relation(a, 'not greater than', b))

    def assertGreaterEqual(self, a, b, msg=None):
        if not a >= b:
            self._flunk(msg, _relation(a, 'not greater than or equal to', b))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self._flunk(msg, f'{safe_repr(obj)} is not None')

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self._flunk(msg, 'unexpectedly None')

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self._flunk(msg, f'{safe_repr(obj)} is not an instance of {cls!r}')

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self._flunk(msg, f'{safe_repr(obj)} is an instance of {cls!r}')

    def assertRegex(self, text, expected_regex, msg=None):
        pattern = expected_regex
        if isinstance(pattern, (str, bytes)):
            assert pattern, 'expected_regex must not be empty.'
            pattern = re.compile(pattern)
        if pattern.search(text) is None:
            self._refuse(msg, f"Regex didn't match: {pattern.pattern!r} not found in {text!r}")

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        pattern = unexpected_regex
        if isinstance(pattern, (str, bytes)):
            pattern = re.compile(pattern)
        hit = pattern.search(text)
        if hit:
            self._refuse(msg, 'Regex matched: %r matches %r in %r'
                         % (text[hit.start():hit.end()], pattern.pattern, text))

    failUnlessEqual = assertEquals = _deprecated_alias(assertEqual)
    failIfEqual = assertNotEquals = _deprecated_alias(assertNotEqual)
    failUnlessAlmostEqual = assertAlmostEquals = _deprecated_alias(assertAlmostEqual)
    failIfAlmostEqual = assertNotAlmostEquals = _deprecated_alias(assertNotAlmostEqual)
    failUnless = assert_ = _deprecated_alias(assertTrue)
    failUnlessRaises = _deprecated_alias(assertRaises)
    failIf = _deprecated_alias(assertFalse)
    assertRaisesRegexp = _deprecated_alias(assertRaisesRegex)
    assertRegexpMatches = _deprecated_alias(assertRegex)
    assertNotRegexpMatches = _deprecated_alias(assertNotRegex)


class FunctionTestCase(TestCase):
    __module__ = 'unittest.case'

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._testFunc, self._description = testFunc, description
        self._setUpFunc, self._tearDownFunc = setUp, tearDown

    def _parts(self):
        return (self._setUpFunc, self._tearDownFunc, self._testFunc, self._description)

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __eq__(self, other):
        if not isinstance(other, type(self)):
            return NotImplemented
        return self._parts() == other._parts()

    def __hash__(self):
        return hash((type(self),) + self._parts())

    def __str__(self):
        return f'{strclass(type(self))} ({self._testFunc.__name__})'

    def __repr__(self):
        return f'<{strclass(type(self))} tec={self._testFunc}>'

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        if not doc:
            return None
        return doc.split('\n')[0].strip() or None


class _SubTest(TestCase):
    __module__ = 'unittest.case'

    def __init__(self, test_case, message, params):
        super().__init__()
        self.test_case, self._message = test_case, message
        self.params = params      # one dict a subTest level, the innermost first
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError('subtests cannot be run directly')

    def _subDescription(self):
        merged = {}
        for level in self.params:
            for key, value in level.items():
                if key not in merged:
                    merged[key] = value
        words = []
        if self._message is not _subtest_msg_sentinel:
            words.append(f'[{self._message}]')
        if merged:
            words.append('(' + ', '.join(f'{k}={v!r}' for k, v in merged.items()) + ')')
        return ' '.join(words) or '(<subtest>)'

    def id(self):
        return f'{self.test_case.id()} {self._subDescription()}'

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return f'{self.test_case} {self._subDescription()}'


class IsolatedAsyncioTestCase(TestCase):
    """Test methods, setUp and tearDown may be coroutine functions: each
    test runs in its own event loop (asyncio.run)."""
    __module__ = 'unittest.async_case'

    async def asyncSetUp(self):
        pass

    async def asyncTearDown(self):
        pass

    def _await_if_async(self, function, *args, **kwargs):
        import asyncio
        import inspect
        if not inspect.iscoroutinefunction(function):
            return function(*args, **kwargs)
        return asyncio.run(function(*args, **kwargs))

    def _callSetUp(self):
        self.setUp()
        self._await_if_async(self.asyncSetUp)

    def _callTestMethod(self, method):
        self._await_if_async(method)

    def _callTearDown(self):
        self._await_if_async(self.asyncTearDown)
        self.tearDown()

    def _callCleanup(self, function, *args, **kwargs):
        self._await_if_async(function, *args, **kwargs)


# ---- results ----

_CAPTURE_TITLES = ('\nStdout:\n%s', '\nStderr:\n%s')


# helpers of the assert methods that CPython does inline: their frames
# stay out of an error's traceback, so it names the frames CPython's does
_INLINE_HELPERS = ('_sequence_difference', '_tally_by_equality', '_tally_by_hash')


def _from_lib(entry):
    return entry.startswith('  File "<lib unittest>"')


def _inline_helper(entry):
    head = entry.split('\n', 1)[0]
    return _from_lib(entry) and head.rsplit(' in ', 1)[-1] in _INLINE_HELPERS


def _one_exception(exc, failure_type):
    # the formatted lines of exc alone (no chain), without this module's
    # frames ahead of the test's own, and, for a failure, without the
    # frames of the assert* that raised it
    text = traceback.format_exception(exc, chain=False)
    if not text or not text[0].startswith('Traceback'):
        return text
    frames = []
    k = 1
    while k < len(text) and text[k].startswith('  File "'):
        frames.append(text[k])
        k += 1
    first = 0
    while first < len(frames) and _from_lib(frames[first]):
        first += 1
    frames = [f for f in frames[first:] if not _inline_helper(f)]
    if type(exc) is failure_type:
        cut = next((i for i, f in enumerate(frames) if _from_lib(f)), len(frames))
        if cut < len(frames) and '_logs_failed(' in frames[cut]:
            cut += 1
        frames = frames[:cut]
    return (text[:1] if frames else []) + frames + text[k:]


_CAUSE_NOTE = '\nThe above exception was the direct cause of the following exception:\n\n'
_CONTEXT_NOTE = '\nDuring handling of the above exception, another exception occurred:\n\n'


def _format_failure(exc, failure_type):
    # the whole chain, oldest first, each link introduced by its note
    links = []            # (exception, note before it), newest first
    seen = set()
    note = None
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if exc.__cause__ is not None:
            older, why = exc.__cause__, _CAUSE_NOTE
        elif exc.__context__ is not None and not exc.__suppress_context__:
            older, why = exc.__context__, _CONTEXT_NOTE
        else:
            older, why = None, None
        links.append((exc, note))
        exc, note = older, why
    lines = []
    for exc, after in reversed(links):
        lines += _one_exception(exc, failure_type)
        if after is not None:
            lines.append(after)
    return lines


def _captured_block(title, buf):
    # a Stdout:/Stderr: block of what a buffered stream holds ('' if nothing)
    text = buf.getvalue()
    if not text:
        return ''
    return title % (text if text.endswith('\n') else text + '\n')


class TestResult(object):
    __module__ = 'unittest.result'
    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failures, self.errors, self.skipped = [], [], []
        self.expectedFailures, self.unexpectedSuccesses = [], []
        self.testsRun = 0
        self.failfast = self.shouldStop = self.buffer = self.tb_locals = False
        self._real_streams = (sys.stdout, sys.stderr)
        self._buffers = None
        self._echo = False        # show the captured output when the test ends

    def printErrors(self):
        pass

    def startTest(self, test):
        self.testsRun += 1
        self._echo = False
        self._setupStdout()

    def _setupStdout(self):
        if not self.buffer:
            return
        if self._buffers is None:
            import io
            self._buffers = (io.StringIO(), io.StringIO())
        sys.stdout, sys.stderr = self._buffers

    def startTestRun(self):
        pass

    def stopTest(self, test):
        self._restoreStdout()
        self._echo = False

    def _restoreStdout(self):
        if not self.buffer:
            return
        if self._echo:
            for title, buf, real in zip(_CAPTURE_TITLES, (sys.stdout, sys.stderr),
                                        self._real_streams):
                block = _captured_block(title, buf)
                if block:
                    real.write(block)
        sys.stdout, sys.stderr = self._real_streams
        for buf in self._buffers:
            buf.seek(0)
            buf.truncate()

    def stopTestRun(self):
        pass

    def _stop_if_failfast(self):
        if getattr(self, 'failfast', False):
            self.stop()

    def _record(self, into, test, err):
        self._stop_if_failfast()
        into.append((test, self._exc_info_to_string(err, test)))
        self._echo = True

    def addError(self, test, err):
        self._record(self.errors, test, err)

    def addFailure(self, test, err):
        self._record(self.failures, test, err)

    def addSubTest(self, test, subtest, err):
        if err is None:
            return
        self._stop_if_failfast()
        into = self.failures if issubclass(err[0], test.failureException) else self.errors
        into.append((subtest, self._exc_info_to_string(err, test)))
        self._echo = True

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        self._stop_if_failfast()
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        if self.failures or self.errors:
            return False
        return not getattr(self, 'unexpectedSuccesses', None)

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        kind, value = err[0], err[1]
        lines = _format_failure(kind() if value is None else value, test.failureException)
        if self.buffer:
            lines += [_captured_block(t, b) for t, b in zip(_CAPTURE_TITLES,
                                                             (sys.stdout, sys.stderr))]
        return ''.join(lines)

    def __repr__(self):
        return (f'<{strclass(type(self))} run={self.testsRun} '
                f'errors={len(self.errors)} failures={len(self.failures)}>')


# ---- suites ----

def _is_single_test(test):
    try:
        iter(test)
    except TypeError:
        return True
    return False


def _nothing():
    pass


class BaseTestSuite(object):
    __module__ = 'unittest.suite'
    _cleanup = True

    def __init__(self, tests=()):
        self._tests = []
        self._removed_tests = 0      # cases counted from tests already dropped
        self.addTests(tests)

    def __repr__(self):
        return f'<{strclass(type(self))} tests={list(self)}>'

    def __eq__(self, other):
        if isinstance(other, type(self)):
            return list(self) == list(other)
        return NotImplemented

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        return self._removed_tests + sum(t.countTestCases() for t in self if t)

    def addTest(self, test):
        if not callable(test):
            raise TypeError(f'{test!r} is not callable')
        if isinstance(test, type) and issubclass(test, (TestCase, TestSuite)):
            raise TypeError('TestCases and TestSuites must be instantiated '
                            'before passing them to addTest()')
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError('tests must be an iterable of tests, not a string')
        for one in tests:
            self.addTest(one)

    def run(self, result):
        for position, test in enumerate(self):
            if result.shouldStop:
                break
            test(result)
            if self._cleanup:
                self._removeTestAtIndex(position)
        return result

    def _removeTestAtIndex(self, index):
        gone = self._tests[index]
        if hasattr(gone, 'countTestCases'):
            self._removed_tests += gone.countTestCases()
        self._tests[index] = None

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        for test in self:
            test.debug()


def _module_namespace(name):
    # where a module's setUpModule/tearDownModule live: the program's own
    # namespace for '__main__'; other modules have none here
    return _MainModule() if name == '__main__' else None


class _Fixtures:
    """The class and module fixtures of one top-level suite run.  They run
    when consecutive tests change class (module); the result remembers the
    last class (_previousTestClass) and a failed module set-up."""

    def __init__(self, result):
        self.result, self.debugging = result, isinstance(result, _DebugResult)

    def report(self, exc, where, owner, info=None):
        holder = _ErrorHolder(f'{where} ({owner})')
        add_skip = getattr(self.result, 'addSkip', None)
        if add_skip is not None and isinstance(exc, SkipTest):
            add_skip(holder, str(exc))
        else:
            self.result.addError(holder, info or (type(exc), exc, None))

    def attempt(self, function, where, owner):
        try:
            function()
        except Exception as e:
            if self.debugging:
                raise
            self.report(e, where, owner)
            return False
        return True

    def captured(self, step, *args):
        getattr(self.result, '_setupStdout', _nothing)()
        try:
            step(*args)
        finally:
            getattr(self.result, '_restoreStdout', _nothing)()

    def last_class(self):
        return getattr(self.result, '_previousTestClass', None)

    def last_module(self):
        last = self.last_class()
        return None if last is None else last.__module__

    def before(self, test):
        # the fixtures due before test; False when it must not run
        cls = test.__class__
        self.leave_class(cls)
        self.enter_module(cls.__module__)
        self.enter_class(cls)
        self.result._previousTestClass = cls
        return not (getattr(cls, '_classSetupFailed', False)
                    or getattr(self.result, '_moduleSetUpFailed', False))

    def finish(self):
        self.leave_class(type(None))
        self.leave_module()

    def enter_class(self, cls):
        if cls == self.last_class() or self.result._moduleSetUpFailed:
            return
        if getattr(cls, '__unittest_skip__', False):
            return
        try:
            cls._classSetupFailed = False
        except TypeError:
            pass
        set_up = getattr(cls, 'setUpClass', None)
        if set_up is not None:
            self.captured(self._class_set_up, cls, set_up)

    def _class_set_up(self, cls, set_up):
        owner = strclass(cls)
        if self.attempt(set_up, 'setUpClass', owner):
            return
        try:
            cls._classSetupFailed = True
        except TypeError:
            pass
        cleanups = getattr(cls, 'doClassCleanups', None)
        if cleanups is not None:
            cleanups()
            for info in cls.tearDown_exceptions:
                self.report(info[1], 'setUpClass', owner, info)

    def leave_class(self, upcoming):
        cls = self.last_class()
        if cls is None or upcoming == cls:
            return
        if (getattr(cls, '_classSetupFailed', False)
                or getattr(self.result, '_moduleSetUpFailed', False)
                or getattr(cls, '__unittest_skip__', False)):
            return
        tear_down = getattr(cls, 'tearDownClass', None)
        cleanups = getattr(cls, 'doClassCleanups', None)
        if tear_down is not None or cleanups is not None:
            self.captured(self._class_tear_down, cls, tear_down, cleanups)

    def _class_tear_down(self, cls, tear_down, cleanups):
        owner = strclass(cls)
        if tear_down is not None:
            self.attempt(tear_down, 'tearDownClass', owner)
        if cleanups is None:
            return
        cleanups()
        for info in cls.tearDown_exceptions:
            if self.debugging:
                raise info[1]
            self.report(info[1], 'tearDownClass', owner, info)

    def enter_module(self, name):
        if name == self.last_module():
            return
        self.leave_module()
        self.result._moduleSetUpFailed = False
        set_up = getattr(_module_namespace(name), 'setUpModule', None)
        if set_up is not None:
            self.captured(self._module_set_up, name, set_up)

    def _module_set_up(self, name, set_up):
        if self.attempt(set_up, 'setUpModule', name):
            return
        self.result._moduleSetUpFailed = True
        try:
            doModuleCleanups()
        except Exception as e:
            self.report(e, 'setUpModule', name)

    def leave_module(self):
        name = self.last_module()
        if name is None or self.result._moduleSetUpFailed:
            return
        self.captured(self._module_tear_down, name)

    def _module_tear_down(self, name):
        tear_down = getattr(_module_namespace(name), 'tearDownModule', None)
        if tear_down is not None:
            self.attempt(tear_down, 'tearDownModule', name)
        self.attempt(doModuleCleanups, 'tearDownModule', name)


class TestSuite(BaseTestSuite):
    __module__ = 'unittest.suite'

    def run(self, result, debug=False):
        outermost = getattr(result, '_testRunEntered', False) is False
        if outermost:
            result._testRunEntered = True
        fixtures = _Fixtures(result)
        for position, test in enumerate(self):
            if result.shouldStop:
                break
            if _is_single_test(test) and not fixtures.before(test):
                continue
            if debug:
                test.debug()
            else:
                test(result)
            if self._cleanup:
                self._removeTestAtIndex(position)
        if outermost:
            fixtures.finish()
            result._testRunEntered = False
        return result

    def debug(self):
        self.run(_DebugResult(), True)


class _ErrorHolder(object):
    """Stands for a failed class or module fixture in a result."""
    __module__ = 'unittest.suite'
    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    __str__ = id

    def shortDescription(self):
        return None

    def __repr__(self):
        return f'<ErrorHolder description={self.description!r}>'

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


class _DebugResult(object):
    _previousTestClass = None
    _moduleSetUpFailed = False
    shouldStop = False


# ---- loading ----

class _MainModule:
    """The program's namespace seen as a module (a snapshot of its names)."""

    def __init__(self):
        self.__dict__.update(_main_globals())

    def __repr__(self):
        return "<module '__main__'>"


def _failed_load(name, exc, suite_class, message):
    # a suite of one test that raises exc, and the loader's error text
    def raise_it(self):
        raise exc
    holder = type(name, (TestCase,), {name: raise_it})
    holder.__module__, holder.__qualname__ = 'unittest.loader', '_FailedTest'
    return suite_class((holder(name),)), message


def _is_test_class(obj):
    return isinstance(obj, type) and issubclass(obj, TestCase)


class TestLoader(object):
    __module__ = 'unittest.loader'
    testMethodPrefix = 'test'
    sortTestMethodsUsing = staticmethod(three_way_cmp)
    testNamePatterns = None
    suiteClass = TestSuite

    def __init__(self):
        self.errors = []

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, TestSuite):
            raise TypeError('Test cases should not be derived from TestSuite. '
                            'Maybe you meant to derive from TestCase?')
        names = self.getTestCaseNames(testCaseClass)
        if not names and hasattr(testCaseClass, 'runTest'):
            names = ['runTest']
        return self.suiteClass(map(testCaseClass, names))

    def loadTestsFromModule(self, module, *, pattern=None):
        found = [getattr(module, name) for name in dir(module)]
        suite = self.suiteClass([self.loadTestsFromTestCase(c) for c in found
                                 if _is_test_class(c)])
        hook = getattr(module, 'load_tests', None)
        if hook is None:
            return suite
        try:
            return hook(self, suite, pattern)
        except Exception as e:
            failed, text = _failed_load(getattr(module, '__name__', '__main__'), e,
                                        self.suiteClass, str(e))
            self.errors.append(text)
            return failed

    def loadTestsFromName(self, name, module=None):
        here = _MainModule() if module is None else module
        owner = None
        parts = name.split('.')
        for part in parts:
            try:
                owner, here = here, getattr(here, part)
            except AttributeError as e:
                if isinstance(here, _MainModule):
                    e = AttributeError(f"module '__main__' has no attribute {part!r}")
                failed, text = _failed_load(part, e, self.suiteClass,
                                            'Failed to access attribute:\n'
                                            + traceback.format_exc())
                self.errors.append(text)
                return failed
        if _is_test_class(here):
            return self.loadTestsFromTestCase(here)
        if isinstance(here, types.FunctionType) and _is_test_class(owner):
            case = owner(parts[-1])
            if not isinstance(getattr(case, parts[-1]), types.FunctionType):
                return self.suiteClass([case])
        elif isinstance(here, TestSuite):
            return here
        if not callable(here):
            raise TypeError(f"don't know how to make test from: {here}")
        made = here()
        if isinstance(made, TestSuite):
            return made
        if isinstance(made, TestCase):
            return self.suiteClass([made])
        raise TypeError(f'calling {here} returned {made}, not a test')

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(n, module) for n in names])

    def getTestCaseNames(self, testCaseClass):
        import fnmatch
        patterns = self.testNamePatterns
        chosen = []
        for name in dir(testCaseClass):
            if not name.startswith(self.testMethodPrefix):
                continue
            if not callable(getattr(testCaseClass, name)):
                continue
            if patterns is not None:
                full = f'{testCaseClass.__module__}.{testCaseClass.__qualname__}.{name}'
                if not any(fnmatch.fnmatchcase(full, p) for p in patterns):
                    continue
            chosen.append(name)
        order = self.sortTestMethodsUsing
        if order:
            chosen.sort(key=functools.cmp_to_key(order))
        return chosen

    def discover(self, start_dir, pattern='test*.py', top_level_dir=None):
        raise ImportError(f'Start directory is not importable: {start_dir!r}')


defaultTestLoader = TestLoader()


def _loader_for(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    made = TestLoader()
    made.testMethodPrefix, made.sortTestMethodsUsing = prefix, sortUsing
    made.testNamePatterns = testNamePatterns
    if suiteClass:
        made.suiteClass = suiteClass
    return made


def getTestCaseNames(testCaseClass, prefix, sortUsing=three_way_cmp, testNamePatterns=None):
    made = _loader_for(prefix, sortUsing, testNamePatterns=testNamePatterns)
    return made.getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix='test', sortUsing=three_way_cmp, suiteClass=TestSuite):
    return _loader_for(prefix, sortUsing, suiteClass).loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix='test', sortUsing=three_way_cmp, suiteClass=TestSuite):
    return _loader_for(prefix, sortUsing, suiteClass).loadTestsFromModule(module)


# ---- the text runner ----

class _WritelnDecorator(object):
    __module__ = 'unittest.runner'

    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        if attr in ('stream', '__getstate__'):
            raise AttributeError(attr)
        return getattr(self.stream, attr)

    def writeln(self, arg=None):
        if arg:
            self.write(arg)
        self.write('\n')


_RULE_HEAVY = '=' * 70
_RULE_LIGHT = '-' * 70


class TextTestResult(TestResult):
    __module__ = 'unittest.runner'
    separator1 = _RULE_HEAVY
    separator2 = _RULE_LIGHT

    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.stream, self.descriptions = stream, descriptions
        self.showAll, self.dots = verbosity > 1, verbosity == 1
        self._line_open = False     # a verbose "description ... " awaits its word

    def getDescription(self, test):
        doc = test.shortDescription()
        text = str(test)
        return f'{text}\n{doc}' if self.descriptions and doc else text

    def startTest(self, test):
        super().startTest(test)
        if self.showAll:
            self.stream.write(self.getDescription(test) + ' ... ')
            self.stream.flush()
            self._line_open = True

    def _verdict(self, test, word):
        # finish the open verbose line with word, or write a line of its own
        out = self.stream
        nested = isinstance(test, _SubTest)
        if nested or not self._line_open:
            if self._line_open:
                out.writeln()
            out.write(('  ' if nested else '') + self.getDescription(test) + ' ... ')
        out.writeln(word)
        out.flush()
        self._line_open = False

    def _mark(self, test, word, letter):
        if self.showAll:
            self._verdict(test, word)
        elif self.dots:
            self.stream.write(letter)
            self.stream.flush()

    def _mark_plain(self, word, letter):
        # expected failures and unexpected successes: no description again
        if self.showAll:
            self.stream.writeln(word)
        elif self.dots:
            self.stream.write(letter)
        self.stream.flush()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if issubclass(err[0], subtest.failureException):
                self._mark(subtest, 'FAIL', 'F')
            else:
                self._mark(subtest, 'ERROR', 'E')
        super().addSubTest(test, subtest, err)

    def addSuccess(self, test):
        super().addSuccess(test)
        self._mark(test, 'ok', '.')

    def addError(self, test, err):
        super().addError(test, err)
        self._mark(test, 'ERROR', 'E')

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._mark(test, 'FAIL', 'F')

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._mark(test, f'skipped {reason!r}', 's')

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._mark_plain('expected failure', 'x')

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._mark_plain('unexpected success', 'u')

    def printErrors(self):
        out = self.stream
        if self.dots or self.showAll:
            out.writeln()
            out.flush()
        self.printErrorList('ERROR', self.errors)
        self.printErrorList('FAIL', self.failures)
        surprises = getattr(self, 'unexpectedSuccesses', ())
        if surprises:
            out.writeln(self.separator1)
            for test in surprises:
                out.writeln('UNEXPECTED SUCCESS: ' + self.getDescription(test))
            out.flush()

    def printErrorList(self, flavour, errors):
        out = self.stream
        for test, text in errors:
            out.writeln(self.separator1)
            out.writeln(f'{flavour}: {self.getDescription(test)}')
            out.writeln(self.separator2)
            out.writeln(f'{text}')
            out.flush()


def _clock():
    # the host's clock when it grants one; a run without takes no time
    import time
    try:
        return time.perf_counter()
    except RuntimeError:
        return 0.0


def _summary(result):
    # the verdict line after "Ran N tests": OK or FAILED and the counts
    def count(name):
        return len(getattr(result, name))
    try:
        xfail, xpass, skips = (count('expectedFailures'), count('unexpectedSuccesses'),
                               count('skipped'))
    except AttributeError:
        xfail = xpass = skips = 0
    notes = []
    if result.wasSuccessful():
        word = 'OK'
    else:
        word = 'FAILED'
        for label, n in (('failures', len(result.failures)), ('errors', len(result.errors))):
            if n:
                notes.append(f'{label}={n}')
    for label, n in (('skipped', skips), ('expected failures', xfail),
                     ('unexpected successes', xpass)):
        if n:
            notes.append(f'{label}={n}')
    return word + (' (%s)' % ', '.join(notes) if notes else '') + '\n'


class TextTestRunner(object):
    __module__ = 'unittest.runner'
    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1, failfast=False,
                 buffer=False, resultclass=None, warnings=None, *, tb_locals=False):
        self.stream = _WritelnDecorator(sys.stderr if stream is None else stream)
        self.descriptions, self.verbosity = descriptions, verbosity
        self.failfast, self.buffer, self.tb_locals = failfast, buffer, tb_locals
        self.warnings = warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def run(self, test):
        result = self._makeResult()
        result.failfast, result.buffer, result.tb_locals = (self.failfast, self.buffer,
                                                            self.tb_locals)
        began = _clock()
        getattr(result, 'startTestRun', _nothing)()
        try:
            test(result)
        finally:
            getattr(result, 'stopTestRun', _nothing)()
        took = _clock() - began
        result.printErrors()
        out = self.stream
        if hasattr(result, 'separator2'):
            out.writeln(result.separator2)
        ran = result.testsRun
        out.writeln('Ran %d test%s in %.3fs' % (ran, '' if ran == 1 else 's', took))
        out.writeln()
        out.write(_summary(result))
        out.flush()
        return result


# ---- signals: a sandbox has none; the names exist ----

def installHandler():
    pass


def registerResult(result):
    pass


def removeResult(result):
    return False


def removeHandler(method=None):
    return method


# ---- main ----

# command-line switch -> (attribute of TestProgram, value it sets)
_SWITCHES = {}
for _names, _setting in ((('-v', '--verbose'), ('verbosity', 2)),
                         (('-q', '--quiet'), ('verbosity', 0)),
                         (('-f', '--failfast'), ('failfast', True)),
                         (('-b', '--buffer'), ('buffer', True)),
                         (('-c', '--catch'), ('catchbreak', True)),
                         (('--locals',), ('tb_locals', True))):
    for _name in _names:
        _SWITCHES[_name] = _setting
del _names, _setting, _name


def _name_pattern(text):
    return text if '*' in text else f'*{text}*'


class TestProgram(object):
    """Runs the tests of the program (module '__main__') or of `module`,
    as `python -m unittest` options in argv choose; argv defaults to
    sys.argv, which is empty in baton."""
    __module__ = 'unittest.main'
    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = testNamePatterns = None

    def __init__(self, module='__main__', defaultTest=None, argv=None, testRunner=None,
                 testLoader=defaultTestLoader, exit=True, verbosity=1, failfast=None,
                 catchbreak=None, buffer=None, warnings=None, *, tb_locals=False):
        if not isinstance(module, str):
            self.module = module
        elif module == '__main__':
            self.module = _MainModule()
        else:
            raise ModuleNotFoundError(f'No module named {module!r}')
        argv = sys.argv if argv is None else argv
        self.exit, self.verbosity, self.warnings = exit, verbosity, warnings
        self.failfast, self.catchbreak, self.buffer = failfast, catchbreak, buffer
        self.tb_locals = tb_locals
        self.defaultTest, self.testRunner, self.testLoader = defaultTest, testRunner, testLoader
        self.progName = argv[0].rsplit('/', 1)[-1] if argv else 'python -m unittest'
        self.parseArgs(argv)
        self.runTests()

    def _usage_error(self, arg):
        prog = self.progName
        sys.stderr.write(f'usage: {prog} [-h] [-v] [-q] [--locals] [-f] [-c] [-b] '
                         f'[-k TESTNAMEPATTERNS] [tests ...]\n'
                         f'{prog}: error: unrecognized arguments: {arg}\n')
        sys.exit(2)

    def parseArgs(self, argv):
        names, patterns = [], []
        pending = list(argv[1:])
        pending.reverse()
        while pending:
            arg = pending.pop()
            if arg in _SWITCHES:
                setattr(self, *_SWITCHES[arg])
            elif arg == '-k' and pending:
                patterns.append(_name_pattern(pending.pop()))
            elif arg.startswith('-k') and len(arg) > 2:
                patterns.append(_name_pattern(arg[2:]))
            elif arg.startswith('-'):
                self._usage_error(arg)
            else:
                names.append(arg)
        for flag in ('failfast', 'catchbreak', 'buffer'):
            if getattr(self, flag) is None:
                setattr(self, flag, False)
        if patterns:
            self.testNamePatterns = patterns
        wanted = self.defaultTest
        if names:
            self.testNames = names
        elif wanted is None:
            self.testNames = None
        else:
            self.testNames = (wanted,) if isinstance(wanted, str) else list(wanted)
        self.createTests()

    def createTests(self, from_discovery=False, Loader=None):
        loader = self.testLoader
        if self.testNamePatterns:
            loader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = loader.loadTestsFromModule(self.module)
        else:
            self.test = loader.loadTestsFromNames(self.testNames, self.module)

    def _make_runner(self):
        if self.testRunner is None:
            self.testRunner = TextTestRunner
        made = self.testRunner
        if not isinstance(made, type):
            return made
        options = dict(verbosity=self.verbosity, failfast=self.failfast,
                       buffer=self.buffer, warnings=self.warnings)
        for extra in ({'tb_locals': self.tb_locals}, {}):
            try:
                return made(**options, **extra)
            except TypeError:
                pass
        return made()

    def runTests(self):
        self.result = self._make_runner().run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


main = TestProgram
