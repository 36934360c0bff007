# unittest: CPython 3.11's test framework for the tests agents write of
# their own code.  TestCase (fixtures, cleanups, subTest, skips, expected
# failures, every assert* with CPython's failure messages and diffs),
# FunctionTestCase, TestSuite (class and module fixtures), TestLoader,
# TestResult, TextTestRunner/TextTestResult (CPython's output: dots or
# verbose lines, ERROR/FAIL blocks with the traceback of the test's own
# frames, "Ran N tests in X.XXXs", OK/FAILED with the counts), and main()
# (its -v -q -f -b -k options and test names; SystemExit with CPython's
# status, unless exit=False).
#
# Baton specifics (README "unittest"): main() finds the program's tests in
# its own namespace (_main_globals: a copy of the program's globals, names
# the program has anyway); the run's time is the host's perf_counter
# when the host grants a clock, else 0.000s; there is no discovery (no
# files) and no unittest.mock.  The classes say they live in CPython's
# submodules (unittest.case, unittest.runner...) so that reprs match.

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

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN
                               + _PLACEHOLDER_LEN + _MIN_END_LEN)
DIFF_OMITTED = '\nDiff is %s characters long. Set self.maxDiff to None to see it.'


# ---- text helpers (CPython's unittest.util) ----

def safe_repr(obj, short=False):
    try:
        text = repr(obj)
    except Exception:
        text = object.__repr__(obj)
    if not short or len(text) < _MAX_LENGTH:
        return text
    return text[:_MAX_LENGTH] + ' [truncated]...'


def strclass(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


def _common_prefix(texts):
    first, last = min(texts), max(texts)
    n = 0
    while n < len(first) and first[n] == last[n]:
        n += 1
    return first[:n]


def _shorten(s, prefixlen, suffixlen):
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        return '%s[%d chars]%s' % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s


def _common_shorten_repr(*args):
    # the reprs, with their common start and overlong tails elided
    reprs = tuple(map(safe_repr, args))
    longest = max(map(len, reprs))
    if longest <= _MAX_LENGTH:
        return reprs
    prefix = _common_prefix(reprs)
    n = len(prefix)
    common_len = _MAX_LENGTH - (longest - n + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if common_len > _MIN_COMMON_LEN:
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, common_len)
        return tuple(prefix + s[n:] for s in reprs)
    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(prefix + _shorten(s[n:], _MIN_DIFF_LEN, _MIN_END_LEN) for s in reprs)


def three_way_cmp(x, y):
    return (x > y) - (x < y)


_Mismatch = collections.namedtuple('Mismatch', 'actual expected value')


def _count_diff_all_purpose(actual, expected):
    # (count in actual, count in expected, item) where they differ; items
    # compared with ==, so they need not be hashable
    s, t = list(actual), list(expected)
    gone = object()
    out = []
    for i, item in enumerate(s):
        if item is gone:
            continue
        cs = ct = 0
        for j in range(i, len(s)):
            if s[j] == item:
                cs += 1
                s[j] = gone
        for j, other in enumerate(t):
            if other == item:
                ct += 1
                t[j] = gone
        if cs != ct:
            out.append(_Mismatch(cs, ct, item))
    for i, item in enumerate(t):
        if item is gone:
            continue
        ct = 0
        for j in range(i, len(t)):
            if t[j] == item:
                ct += 1
                t[j] = gone
        out.append(_Mismatch(0, ct, item))
    return out


def _count_diff_hashable(actual, expected):
    s, t = collections.Counter(actual), collections.Counter(expected)
    out = [_Mismatch(cs, t.get(item, 0), item) for item, cs in s.items()
           if cs != t.get(item, 0)]
    out += [_Mismatch(0, ct, item) for item, ct in t.items() if item not in s]
    return out


def _pformat_diff(a, b):
    # the diff of two values' pprint layouts, one line an item
    import difflib
    import pprint
    return '\n' + '\n'.join(difflib.ndiff(pprint.pformat(a).splitlines(),
                                          pprint.pformat(b).splitlines()))


# ---- skips and markers ----

class SkipTest(Exception):
    __module__ = 'unittest.case'


class _ShouldStop(Exception):
    pass


class _UnexpectedSuccess(Exception):
    pass


def skip(reason):
    def decorator(test_item):
        if not isinstance(test_item, type):
            @functools.wraps(test_item)
            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    if isinstance(reason, types.FunctionType):
        item, reason = reason, ''
        return decorator(item)
    return decorator


def _identity(obj):
    return obj


def skipIf(condition, reason):
    return skip(reason) if condition else _identity


def skipUnless(condition, reason):
    return _identity if condition else skip(reason)


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


# ---- module cleanups ----

_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    _module_cleanups.append((function, args, kwargs))


def _enter_context(cm, addcleanup):
    cls = type(cm)
    try:
        enter = cls.__enter__
        exit = cls.__exit__
    except AttributeError:
        raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                        f"not support the context manager protocol") from None
    result = enter(cm)
    addcleanup(exit, cm, None, None, None)
    return result


def enterModuleContext(cm):
    return _enter_context(cm, addModuleCleanup)


def doModuleCleanups():
    errors = []
    while _module_cleanups:
        function, args, kwargs = _module_cleanups.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            errors.append(exc)
    if errors:
        raise errors[0]


# ---- running one test: the outcome of its parts ----

class _Outcome:
    """Runs the parts of one test (setUp, the method, tearDown, each
    cleanup, each subTest) and reports what each raised."""

    def __init__(self, result=None):
        self.expecting_failure = False
        self.result = result
        self.result_supports_subtests = hasattr(result, 'addSubTest')
        self.success = True
        self.expectedFailure = None

    def part(self, test_case, function, *args, subtest=False, **kwargs):
        # run function(*args, **kwargs) as one part; False when it raised
        old_success = self.success
        self.success = True
        try:
            function(*args, **kwargs)
        except KeyboardInterrupt:
            raise
        except SkipTest as e:
            self.success = False
            _add_skip(self.result, test_case, str(e))
        except _ShouldStop:
            pass
        except BaseException as e:
            self._failed(test_case, e, subtest)
        else:
            if subtest and self.success:
                self.result.addSubTest(test_case.test_case, test_case, None)
        self.success = self.success and old_success

    def _failed(self, test_case, e, subtest):
        exc_info = (type(e), e, None)
        if self.expecting_failure:
            self.expectedFailure = exc_info
        else:
            self.success = False
            if subtest:
                self.result.addSubTest(test_case.test_case, test_case, exc_info)
            else:
                _add_error(self.result, test_case, exc_info)


def _add_skip(result, test_case, reason):
    add = getattr(result, 'addSkip', None)
    if add is not None:
        add(test_case, reason)
    else:
        result.addSuccess(test_case)


def _add_error(result, test, exc_info):
    if result is not None and exc_info is not None:
        if issubclass(exc_info[0], test.failureException):
            result.addFailure(test, exc_info)
        else:
            result.addError(test, exc_info)


class _SubTestContext:
    """What TestCase.subTest returns: runs the body of the with statement
    as one part of the test (the body's exception stops here)."""

    def __init__(self, case, msg, params):
        self.case = case
        self.msg = msg
        self.params = params

    def __enter__(self):
        case = self.case
        outcome = case._outcome
        if outcome is None or not outcome.result_supports_subtests:
            self.sub = None
            return None
        self.parent = case._subtest
        params = [self.params] + (self.parent.params if self.parent is not None else [])
        self.sub = case._subtest = _SubTest(case, self.msg, params)
        self.old_success = outcome.success
        outcome.success = True
        return None

    def __exit__(self, exc_type, exc, tb):
        if self.sub is None:
            return False
        case = self.case
        outcome = case._outcome
        sub = self.sub
        try:
            if exc_type is None:
                if outcome.success:
                    outcome.result.addSubTest(case, sub, None)
            elif issubclass(exc_type, KeyboardInterrupt):
                return False
            elif issubclass(exc_type, SkipTest):
                outcome.success = False
                _add_skip(outcome.result, sub, str(exc))
            elif issubclass(exc_type, _ShouldStop):
                pass
            else:
                outcome._failed(sub, exc, True)
            outcome.success = outcome.success and self.old_success
            if not outcome.success:
                if outcome.result is not None and outcome.result.failfast:
                    raise _ShouldStop
            elif outcome.expectedFailure:
                raise _ShouldStop
            return True
        finally:
            case._subtest = self.parent


# ---- assertRaises / assertWarns / assertLogs ----

def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        return all(_is_subtype(e, basetype) for e in expected)
    return isinstance(expected, type) and issubclass(expected, basetype)


class _BaseTestCaseContext:
    def __init__(self, test_case):
        self.test_case = test_case

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)


class _AssertRaisesBaseContext(_BaseTestCaseContext):
    def __init__(self, expected, test_case, expected_regex=None):
        _BaseTestCaseContext.__init__(self, test_case)
        self.expected = expected
        if expected_regex is not None:
            expected_regex = re.compile(expected_regex)
        self.expected_regex = expected_regex
        self.obj_name = None
        self.msg = None

    def handle(self, name, args, kwargs):
        if not _is_subtype(self.expected, self._base_type):
            raise TypeError('%s() arg 1 must be %s' % (name, self._base_type_str))
        if not args:
            self.msg = kwargs.pop('msg', None)
            if kwargs:
                raise TypeError('%r is an invalid keyword argument for this function'
                                % (next(iter(kwargs)),))
            return self
        callable_obj, *args = args
        try:
            self.obj_name = callable_obj.__name__
        except AttributeError:
            self.obj_name = str(callable_obj)
        with self:
            callable_obj(*args, **kwargs)

    def _expected_name(self):
        try:
            return self.expected.__name__
        except AttributeError:
            return str(self.expected)


class _AssertRaisesContext(_AssertRaisesBaseContext):
    _base_type = BaseException
    _base_type_str = 'an exception type or tuple of exception types'

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            if self.obj_name:
                self._raiseFailure("{} not raised by {}".format(self._expected_name(),
                                                                self.obj_name))
            self._raiseFailure("{} not raised".format(self._expected_name()))
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value.with_traceback(None)
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._raiseFailure('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(exc_value)))
        return True

    __class_getitem__ = classmethod(types.GenericAlias)


class _AssertWarnsContext(_AssertRaisesBaseContext):
    _base_type = Warning
    _base_type_str = 'a warning type or tuple of warning types'

    def __enter__(self):
        import warnings
        self.warnings_manager = warnings.catch_warnings(record=True)
        self.warnings = self.warnings_manager.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return
        first = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first is None:
                first = w
            if self.expected_regex is not None and not self.expected_regex.search(str(w)):
                continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return
        if first is not None:
            self._raiseFailure('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(first)))
        if self.obj_name:
            self._raiseFailure("{} not triggered by {}".format(self._expected_name(),
                                                               self.obj_name))
        self._raiseFailure("{} not triggered".format(self._expected_name()))


_LoggingWatcher = collections.namedtuple("_LoggingWatcher", ["records", "output"])


class _AssertLogsContext(_BaseTestCaseContext):
    LOGGING_FORMAT = "%(levelname)s:%(name)s:%(message)s"

    def __init__(self, test_case, logger_name, level, no_logs):
        import logging
        _BaseTestCaseContext.__init__(self, test_case)
        self.logger_name = logger_name
        self.level = logging._nameToLevel.get(level, level) if level else logging.INFO
        self.msg = None
        self.no_logs = no_logs

    def __enter__(self):
        import logging
        watcher = _LoggingWatcher([], [])

        class _CapturingHandler(logging.Handler):
            def flush(self):
                pass

            def emit(self, record):
                watcher.records.append(record)
                watcher.output.append(self.format(record))

        if isinstance(self.logger_name, logging.Logger):
            logger = self.logger = self.logger_name
        else:
            logger = self.logger = logging.getLogger(self.logger_name)
        handler = _CapturingHandler()
        handler.setLevel(self.level)
        handler.setFormatter(logging.Formatter(self.LOGGING_FORMAT))
        self.watcher = watcher
        self.old = (logger.handlers[:], logger.level, logger.propagate)
        logger.handlers = [handler]
        logger.setLevel(self.level)
        logger.propagate = False
        if self.no_logs:
            return None
        return watcher

    def __exit__(self, exc_type, exc_value, tb):
        import logging
        logger = self.logger
        logger.handlers, level, logger.propagate = self.old
        logger.setLevel(level)
        if exc_type is not None:
            return False
        if self.no_logs:
            if self.watcher.records:
                self._raiseFailure("Unexpected logs found: {!r}".format(self.watcher.output))
        elif not self.watcher.records:
            self._raiseFailure("no logs of level {} or higher triggered on {}".format(
                logging.getLevelName(self.level), logger.name))


# ---- TestCase ----

_subtest_msg_sentinel = object()


class TestCase(object):
    __module__ = 'unittest.case'
    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    def __init__(self, methodName='runTest'):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = 'No test'
        try:
            method = getattr(self, methodName)
        except AttributeError:
            if methodName != 'runTest':
                raise ValueError("no such test method in %s: %s"
                                 % (self.__class__, methodName))
        else:
            self._testMethodDoc = method.__doc__
        self._cleanups = []
        self._subtest = None
        self._type_equality_funcs = {}
        self.addTypeEqualityFunc(dict, 'assertDictEqual')
        self.addTypeEqualityFunc(list, 'assertListEqual')
        self.addTypeEqualityFunc(tuple, 'assertTupleEqual')
        self.addTypeEqualityFunc(set, 'assertSetEqual')
        self.addTypeEqualityFunc(frozenset, 'assertSetEqual')
        self.addTypeEqualityFunc(str, 'assertMultiLineEqual')

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
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return "%s.%s" % (strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return "%s (%s.%s)" % (self._testMethodName, strclass(self.__class__),
                               self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (strclass(self.__class__), self._testMethodName)

    def subTest(self, msg=_subtest_msg_sentinel, **params):
        return _SubTestContext(self, msg, params)

    def _addExpectedFailure(self, result, exc_info):
        add = getattr(result, 'addExpectedFailure', None)
        if add is None:
            result.addSuccess(self)
        else:
            add(self, exc_info)

    def _addUnexpectedSuccess(self, result):
        add = getattr(result, 'addUnexpectedSuccess', None)
        if add is None:
            e = _UnexpectedSuccess()
            result.addFailure(self, (type(e), e, None))
        else:
            add(self)

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        method()

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def run(self, result=None):
        stop_run = None
        if result is None:
            result = self.defaultTestResult()
            start_run = getattr(result, 'startTestRun', None)
            stop_run = getattr(result, 'stopTestRun', None)
            if start_run is not None:
                start_run()
        result.startTest(self)
        try:
            method = getattr(self, self._testMethodName)
            if (getattr(self.__class__, "__unittest_skip__", False)
                    or getattr(method, "__unittest_skip__", False)):
                why = (getattr(self.__class__, '__unittest_skip_why__', '')
                       or getattr(method, '__unittest_skip_why__', ''))
                _add_skip(result, self, why)
                return result
            expecting_failure = (getattr(self, "__unittest_expecting_failure__", False)
                                 or getattr(method, "__unittest_expecting_failure__", False))
            outcome = _Outcome(result)
            try:
                self._outcome = outcome
                outcome.part(self, self._callSetUp)
                if outcome.success:
                    outcome.expecting_failure = expecting_failure
                    outcome.part(self, self._callTestMethod, method)
                    outcome.expecting_failure = False
                    outcome.part(self, self._callTearDown)
                self.doCleanups()
                if outcome.success:
                    if expecting_failure:
                        if outcome.expectedFailure:
                            self._addExpectedFailure(result, outcome.expectedFailure)
                        else:
                            self._addUnexpectedSuccess(result)
                    else:
                        result.addSuccess(self)
                return result
            finally:
                outcome.expectedFailure = None
                self._outcome = None
        finally:
            result.stopTest(self)
            if stop_run is not None:
                stop_run()

    def doCleanups(self):
        outcome = self._outcome or _Outcome()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            outcome.part(self, self._callCleanup, function, *args, **kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        cls.tearDown_exceptions = []
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            try:
                function(*args, **kwargs)
            except Exception as e:
                cls.tearDown_exceptions.append((type(e), e, None))

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        method = getattr(self, self._testMethodName)
        if (getattr(self.__class__, "__unittest_skip__", False)
                or getattr(method, "__unittest_skip__", False)):
            raise SkipTest(getattr(self.__class__, '__unittest_skip_why__', '')
                           or getattr(method, '__unittest_skip_why__', ''))
        self._callSetUp()
        self._callTestMethod(method)
        self._callTearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            self._callCleanup(function, *args, **kwargs)

    def skipTest(self, reason):
        raise SkipTest(reason)

    def fail(self, msg=None):
        raise self.failureException(msg)

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        return '%s : %s' % (standardMsg, msg)

    def _truncateMessage(self, message, diff):
        if self.maxDiff is None or len(diff) <= self.maxDiff:
            return message + diff
        return message + (DIFF_OMITTED % len(diff))

    def _raise(self, msg, standardMsg):
        self.fail(self._formatMessage(msg, standardMsg))

    # ---- assertions ----

    def assertFalse(self, expr, msg=None):
        if expr:
            raise self.failureException(
                self._formatMessage(msg, "%s is not false" % safe_repr(expr)))

    def assertTrue(self, expr, msg=None):
        if not expr:
            raise self.failureException(
                self._formatMessage(msg, "%s is not true" % safe_repr(expr)))

    def assertRaises(self, expected_exception, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self).handle('assertRaises', args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        context = _AssertRaisesContext(expected_exception, self, expected_regex)
        return context.handle('assertRaisesRegex', args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self).handle('assertWarns', args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        context = _AssertWarnsContext(expected_warning, self, expected_regex)
        return context.handle('assertWarnsRegex', args, kwargs)

    def assertLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=True)

    def _getAssertEqualityFunc(self, first, second):
        if type(first) is type(second):
            asserter = self._type_equality_funcs.get(type(first))
            if asserter is not None:
                if isinstance(asserter, str):
                    asserter = getattr(self, asserter)
                return asserter
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            raise self.failureException(
                self._formatMessage(msg, '%s != %s' % _common_shorten_repr(first, second)))

    def assertEqual(self, first, second, msg=None):
        self._getAssertEqualityFunc(first, second)(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            raise self.failureException(self._formatMessage(
                msg, '%s == %s' % (safe_repr(first), safe_repr(second))))

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standard = '%s != %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standard = '%s != %s within %r places (%s difference)' % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        raise self.failureException(self._formatMessage(msg, standard))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standard = '%s == %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standard = '%s == %s within %r places' % (safe_repr(first), safe_repr(second),
                                                      places)
        raise self.failureException(self._formatMessage(msg, standard))

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        if seq_type is not None:
            kind = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException('First sequence is not a %s: %s'
                                            % (kind, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException('Second sequence is not a %s: %s'
                                            % (kind, safe_repr(seq2)))
        else:
            kind = "sequence"
        differing = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = 'First %s has no length.    Non-sequence?' % kind
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = 'Second %s has no length.    Non-sequence?' % kind
        if differing is None:
            if seq1 == seq2:
                return
            differing = '%ss differ: %s != %s\n' % ((kind.capitalize(),)
                                                    + _common_shorten_repr(seq1, seq2))
            for i in range(min(len1, len2)):
                try:
                    item1 = seq1[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += '\nUnable to index element %d of first %s\n' % (i, kind)
                    break
                try:
                    item2 = seq2[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += '\nUnable to index element %d of second %s\n' % (i, kind)
                    break
                if item1 != item2:
                    differing += ('\nFirst differing element %d:\n%s\n%s\n'
                                  % ((i,) + _common_shorten_repr(item1, item2)))
                    break
            else:
                if len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                    return
            for longer, extra_from, n_short, n_long, which in (
                    (len1 > len2, seq1, len2, len1, 'first'),
                    (len1 < len2, seq2, len1, len2, 'second')):
                if not longer:
                    continue
                differing += '\n%s %s contains %d additional elements.\n' % (
                    which.capitalize(), kind, n_long - n_short)
                try:
                    differing += 'First extra element %d:\n%s\n' % (
                        n_short, safe_repr(extra_from[n_short]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += 'Unable to index element %d of %s %s\n' % (n_short, which, kind)
        diff = _pformat_diff(seq1, seq2)
        self.fail(self._formatMessage(msg, self._truncateMessage(differing, diff)))

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        diffs = []
        for a, b, which in ((set1, set2, 'first'), (set2, set1, 'second')):
            try:
                diffs.append(a.difference(b))
            except TypeError as e:
                self.fail('invalid type when attempting set difference: %s' % e)
            except AttributeError as e:
                self.fail('%s argument does not support set difference: %s' % (which, e))
        only1, only2 = diffs
        if not (only1 or only2):
            return
        lines = []
        if only1:
            lines.append('Items in the first set but not the second:')
            lines.extend(repr(item) for item in only1)
        if only2:
            lines.append('Items in the second set but not the first:')
            lines.extend(repr(item) for item in only2)
        self.fail(self._formatMessage(msg, '\n'.join(lines)))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            self._raise(msg, '%s not found in %s' % (safe_repr(member), safe_repr(container)))

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            self._raise(msg, '%s unexpectedly found in %s' % (safe_repr(member),
                                                             safe_repr(container)))

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            self._raise(msg, '%s is not %s' % (safe_repr(expr1), safe_repr(expr2)))

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            self._raise(msg, 'unexpectedly identical: %s' % (safe_repr(expr1),))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, 'First argument is not a dictionary')
        self.assertIsInstance(d2, dict, 'Second argument is not a dictionary')
        if d1 != d2:
            standard = '%s != %s' % _common_shorten_repr(d1, d2)
            diff = _pformat_diff(d1, d2)
            self.fail(self._formatMessage(msg, self._truncateMessage(standard, diff)))

    def assertDictContainsSubset(self, subset, dictionary, msg=None):
        missing = []
        mismatched = []
        for key, value in subset.items():
            if key not in dictionary:
                missing.append(key)
            elif value != dictionary[key]:
                mismatched.append('%s, expected: %s, actual: %s' % (
                    safe_repr(key), safe_repr(value), safe_repr(dictionary[key])))
        if not (missing or mismatched):
            return
        standard = ''
        if missing:
            standard = 'Missing: %s' % ','.join(safe_repr(m) for m in missing)
        if mismatched:
            if standard:
                standard += '; '
            standard += 'Mismatched values: %s' % ','.join(mismatched)
        self.fail(self._formatMessage(msg, standard))

    def assertCountEqual(self, first, second, msg=None):
        first_seq, second_seq = list(first), list(second)
        try:
            a = collections.Counter(first_seq)
            b = collections.Counter(second_seq)
        except TypeError:
            differences = _count_diff_all_purpose(first_seq, second_seq)
        else:
            if a == b:
                return
            differences = _count_diff_hashable(first_seq, second_seq)
        if differences:
            lines = ['First has %d, Second has %d:  %r' % d for d in differences]
            standard = self._truncateMessage('Element counts were not equal:\n', '\n'.join(lines))
            self.fail(self._formatMessage(msg, standard))

    def assertMultiLineEqual(self, first, second, msg=None):
        self.assertIsInstance(first, str, 'First argument is not a string')
        self.assertIsInstance(second, str, 'Second argument is not a string')
        if first != second:
            if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
                self._baseAssertEqual(first, second, msg)
            lines1 = first.splitlines(keepends=True)
            lines2 = second.splitlines(keepends=True)
            if len(lines1) == 1 and first.strip('\r\n') == first:
                lines1 = [first + '\n']
                lines2 = [second + '\n']
            standard = '%s != %s' % _common_shorten_repr(first, second)
            import difflib
            diff = '\n' + ''.join(difflib.ndiff(lines1, lines2))
            self.fail(self._formatMessage(msg, self._truncateMessage(standard, diff)))

    def assertLess(self, a, b, msg=None):
        if not a < b:
            self._raise(msg, '%s not less than %s' % (safe_repr(a), safe_repr(b)))

    def assertLessEqual(self, a, b, msg=None):
        if not a <= b:
            self._raise(msg, '%s not less than or equal to %s' % (safe_repr(a), safe_repr(b)))

    def assertGreater(self, a, b, msg=None):
        if not a > b:
            self._raise(msg, '%s not greater than %s' % (safe_repr(a), safe_repr(b)))

    def assertGreaterEqual(self, a, b, msg=None):
        if not a >= b:
            self._raise(msg, '%s not greater than or equal to %s' % (safe_repr(a), safe_repr(b)))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self._raise(msg, '%s is not None' % (safe_repr(obj),))

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self._raise(msg, 'unexpectedly None')

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self._raise(msg, '%s is not an instance of %r' % (safe_repr(obj), cls))

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self._raise(msg, '%s is an instance of %r' % (safe_repr(obj), cls))

    def assertRegex(self, text, expected_regex, msg=None):
        if isinstance(expected_regex, (str, bytes)):
            assert expected_regex, "expected_regex must not be empty."
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            raise self.failureException(self._formatMessage(
                msg, "Regex didn't match: %r not found in %r" % (expected_regex.pattern, text)))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        if isinstance(unexpected_regex, (str, bytes)):
            unexpected_regex = re.compile(unexpected_regex)
        m = unexpected_regex.search(text)
        if m:
            raise self.failureException(self._formatMessage(
                msg, 'Regex matched: %r matches %r in %r' % (
                    text[m.start():m.end()], unexpected_regex.pattern, text)))

    def _deprecate(original):
        def deprecated_func(*args, **kwargs):
            import warnings
            warnings.warn('Please use {0} instead.'.format(original.__name__),
                          DeprecationWarning, 2)
            return original(*args, **kwargs)
        return deprecated_func

    failUnlessEqual = assertEquals = _deprecate(assertEqual)
    failIfEqual = assertNotEquals = _deprecate(assertNotEqual)
    failUnlessAlmostEqual = assertAlmostEquals = _deprecate(assertAlmostEqual)
    failIfAlmostEqual = assertNotAlmostEquals = _deprecate(assertNotAlmostEqual)
    failUnless = assert_ = _deprecate(assertTrue)
    failUnlessRaises = _deprecate(assertRaises)
    failIf = _deprecate(assertFalse)
    assertRaisesRegexp = _deprecate(assertRaisesRegex)
    assertRegexpMatches = _deprecate(assertRegex)
    assertNotRegexpMatches = _deprecate(assertNotRegex)
    del _deprecate


class FunctionTestCase(TestCase):
    __module__ = 'unittest.case'

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

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
        if not isinstance(other, self.__class__):
            return NotImplemented
        return (self._setUpFunc == other._setUpFunc and self._tearDownFunc == other._tearDownFunc
                and self._testFunc == other._testFunc
                and self._description == other._description)

    def __hash__(self):
        return hash((type(self), self._setUpFunc, self._tearDownFunc, self._testFunc,
                     self._description))

    def __str__(self):
        return "%s (%s)" % (strclass(self.__class__), self._testFunc.__name__)

    def __repr__(self):
        return "<%s tec=%s>" % (strclass(self.__class__), self._testFunc)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None


class _SubTest(TestCase):
    __module__ = 'unittest.case'

    def __init__(self, test_case, message, params):
        super().__init__()
        self._message = message
        self.test_case = test_case
        self.params = params      # the innermost subTest's keywords first
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _params(self):
        seen = {}
        for layer in self.params:
            for k, v in layer.items():
                if k not in seen:
                    seen[k] = v
        return seen

    def _subDescription(self):
        parts = []
        if self._message is not _subtest_msg_sentinel:
            parts.append("[{}]".format(self._message))
        params = self._params()
        if params:
            parts.append("({})".format(', '.join("{}={!r}".format(k, v)
                                                 for k, v in params.items())))
        return " ".join(parts) or '(<subtest>)'

    def id(self):
        return "{} {}".format(self.test_case.id(), self._subDescription())

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return "{} {}".format(self.test_case, self._subDescription())


class IsolatedAsyncioTestCase(TestCase):
    """Test methods, setUp and tearDown may be coroutine functions: each
    test runs in its own event loop (asyncio.run)."""
    __module__ = 'unittest.async_case'

    async def asyncSetUp(self):
        pass

    async def asyncTearDown(self):
        pass

    def _call_maybe_async(self, function, *args, **kwargs):
        import asyncio
        import inspect
        if inspect.iscoroutinefunction(function):
            return asyncio.run(function(*args, **kwargs))
        return function(*args, **kwargs)

    def _callSetUp(self):
        self.setUp()
        self._call_maybe_async(self.asyncSetUp)

    def _callTestMethod(self, method):
        self._call_maybe_async(method)

    def _callTearDown(self):
        self._call_maybe_async(self.asyncTearDown)
        self.tearDown()

    def _callCleanup(self, function, *args, **kwargs):
        self._call_maybe_async(function, *args, **kwargs)


# ---- results ----

_STDOUT_LINE = '\nStdout:\n%s'
_STDERR_LINE = '\nStderr:\n%s'


def _lib_frame(entry):
    return entry.startswith('  File "<lib unittest>"')


def _exc_lines(exc, failure_type):
    # the lines of one exception without its chain: frames of this module
    # before the test's own are left out, and for a failure the frames of
    # the assert* that raised it
    parts = traceback.format_exception(exc, chain=False)
    if parts and parts[0].startswith('Traceback'):
        head, entries, rest = parts[0], [], parts[1:]
        while rest and rest[0].startswith('  File "'):
            entries.append(rest.pop(0))
        while entries and _lib_frame(entries[0]):
            entries.pop(0)
        if type(exc) is failure_type:
            for i, entry in enumerate(entries):
                if _lib_frame(entry):
                    del entries[i:]
                    break
        parts = ([head] if entries else []) + entries + rest
    return parts


def _format_failure(exc, failure_type):
    # CPython's TracebackException(...).format(): the oldest exception of
    # the chain first, each newer one after the note that links them
    chain = []            # newest first: (exception, how it links to the next older)
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if exc.__cause__ is not None:
            older, note = exc.__cause__, ('\nThe above exception was the direct cause '
                                          'of the following exception:\n\n')
        elif exc.__context__ is not None and not exc.__suppress_context__:
            older, note = exc.__context__, ('\nDuring handling of the above exception, '
                                            'another exception occurred:\n\n')
        else:
            older, note = None, None
        chain.append((exc, note))
        exc = older
    chain.reverse()
    text = []
    for i, (exc, _) in enumerate(chain):
        if i:
            text.append(chain[i][1])
        text += _exc_lines(exc, failure_type)
    return text


class TestResult(object):
    __module__ = 'unittest.result'
    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False
        self._stdout_buffer = None
        self._stderr_buffer = None
        self._original_stdout = sys.stdout
        self._original_stderr = sys.stderr
        self._mirrorOutput = False

    def printErrors(self):
        pass

    def startTest(self, test):
        self.testsRun += 1
        self._mirrorOutput = False
        self._setupStdout()

    def _setupStdout(self):
        if self.buffer:
            import io
            if self._stderr_buffer is None:
                self._stderr_buffer = io.StringIO()
                self._stdout_buffer = io.StringIO()
            sys.stdout = self._stdout_buffer
            sys.stderr = self._stderr_buffer

    def startTestRun(self):
        pass

    def stopTest(self, test):
        self._restoreStdout()
        self._mirrorOutput = False

    def _restoreStdout(self):
        if self.buffer:
            if self._mirrorOutput:
                for buf, line, stream in ((sys.stdout, _STDOUT_LINE, self._original_stdout),
                                          (sys.stderr, _STDERR_LINE, self._original_stderr)):
                    text = buf.getvalue()
                    if text:
                        if not text.endswith('\n'):
                            text += '\n'
                        stream.write(line % text)
            sys.stdout = self._original_stdout
            sys.stderr = self._original_stderr
            for buf in (self._stdout_buffer, self._stderr_buffer):
                buf.seek(0)
                buf.truncate()

    def stopTestRun(self):
        pass

    def _fail_fast(self):
        if getattr(self, 'failfast', False):
            self.stop()

    def addError(self, test, err):
        self._fail_fast()
        self.errors.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addFailure(self, test, err):
        self._fail_fast()
        self.failures.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if getattr(self, 'failfast', False):
                self.stop()
            into = self.failures if issubclass(err[0], test.failureException) else self.errors
            into.append((subtest, self._exc_info_to_string(err, test)))
            self._mirrorOutput = True

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        self._fail_fast()
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        return (len(self.failures) == len(self.errors) == 0
                and (not hasattr(self, 'unexpectedSuccesses')
                     or len(self.unexpectedSuccesses) == 0))

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        exctype, value, tb = err
        if value is None:
            value = exctype()
        lines = _format_failure(value, test.failureException)
        if self.buffer:
            for buf, line in ((sys.stdout, _STDOUT_LINE), (sys.stderr, _STDERR_LINE)):
                text = buf.getvalue()
                if text:
                    if not text.endswith('\n'):
                        text += '\n'
                    lines.append(line % text)
        return ''.join(lines)

    def __repr__(self):
        return "<%s run=%i errors=%i failures=%i>" % (
            strclass(self.__class__), self.testsRun, len(self.errors), len(self.failures))


# ---- suites ----

class BaseTestSuite(object):
    __module__ = 'unittest.suite'
    _cleanup = True

    def __init__(self, tests=()):
        self._tests = []
        self._removed_tests = 0
        self.addTests(tests)

    def __repr__(self):
        return "<%s tests=%s>" % (strclass(self.__class__), list(self))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        cases = self._removed_tests
        for test in self:
            if test:
                cases += test.countTestCases()
        return cases

    def addTest(self, test):
        if not callable(test):
            raise TypeError("{} is not callable".format(repr(test)))
        if isinstance(test, type) and issubclass(test, (TestCase, TestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated "
                            "before passing them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for test in tests:
            self.addTest(test)

    def run(self, result):
        for index, test in enumerate(self):
            if result.shouldStop:
                break
            test(result)
            if self._cleanup:
                self._removeTestAtIndex(index)
        return result

    def _removeTestAtIndex(self, index):
        test = self._tests[index]
        if hasattr(test, 'countTestCases'):
            self._removed_tests += test.countTestCases()
        self._tests[index] = None

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        for test in self:
            test.debug()


def _module_namespace(name):
    # the namespace a test class's module-level fixtures live in: the
    # program's for its own classes
    if name == '__main__':
        return _MainModule()
    return None


class TestSuite(BaseTestSuite):
    __module__ = 'unittest.suite'

    def run(self, result, debug=False):
        top = False
        if getattr(result, '_testRunEntered', False) is False:
            result._testRunEntered = top = True
        for index, test in enumerate(self):
            if result.shouldStop:
                break
            if _isnotsuite(test):
                self._tearDownPreviousClass(test, result)
                self._handleModuleFixture(test, result)
                self._handleClassSetUp(test, result)
                result._previousTestClass = test.__class__
                if (getattr(test.__class__, '_classSetupFailed', False)
                        or getattr(result, '_moduleSetUpFailed', False)):
                    continue
            if not debug:
                test(result)
            else:
                test.debug()
            if self._cleanup:
                self._removeTestAtIndex(index)
        if top:
            self._tearDownPreviousClass(None, result)
            self._handleModuleTearDown(result)
            result._testRunEntered = False
        return result

    def debug(self):
        self.run(_DebugResult(), True)

    def _fixture_error(self, result, exc, method_name, parent, info=None):
        error = _ErrorHolder(f'{method_name} ({parent})')
        add_skip = getattr(result, 'addSkip', None)
        if add_skip is not None and isinstance(exc, SkipTest):
            add_skip(error, str(exc))
        else:
            result.addError(error, info or (type(exc), exc, None))

    def _run_fixture(self, result, function, method_name, parent):
        # False when it raised (reported as an error of method_name)
        try:
            function()
        except Exception as e:
            if isinstance(result, _DebugResult):
                raise
            self._fixture_error(result, e, method_name, parent)
            return False
        return True

    def _handleClassSetUp(self, test, result):
        current = test.__class__
        if current == getattr(result, '_previousTestClass', None):
            return
        if result._moduleSetUpFailed or getattr(current, "__unittest_skip__", False):
            return
        try:
            current._classSetupFailed = False
        except TypeError:
            pass
        set_up = getattr(current, 'setUpClass', None)
        cleanups = getattr(current, 'doClassCleanups', None)
        if set_up is None:
            return
        _call_if_exists(result, '_setupStdout')
        try:
            name = strclass(current)
            if not self._run_fixture(result, set_up, 'setUpClass', name):
                try:
                    current._classSetupFailed = True
                except TypeError:
                    pass
                if cleanups is not None:
                    cleanups()
                    for info in current.tearDown_exceptions:
                        self._fixture_error(result, info[1], 'setUpClass', name, info)
        finally:
            _call_if_exists(result, '_restoreStdout')

    def _previous_module(self, result):
        previous = getattr(result, '_previousTestClass', None)
        return previous.__module__ if previous is not None else None

    def _handleModuleFixture(self, test, result):
        previous = self._previous_module(result)
        current = test.__class__.__module__
        if current == previous:
            return
        self._handleModuleTearDown(result)
        result._moduleSetUpFailed = False
        module = _module_namespace(current)
        set_up = getattr(module, 'setUpModule', None)
        if set_up is None:
            return
        _call_if_exists(result, '_setupStdout')
        try:
            if not self._run_fixture(result, set_up, 'setUpModule', current):
                result._moduleSetUpFailed = True
                try:
                    doModuleCleanups()
                except Exception as e:
                    self._fixture_error(result, e, 'setUpModule', current)
        finally:
            _call_if_exists(result, '_restoreStdout')

    def _handleModuleTearDown(self, result):
        previous = self._previous_module(result)
        if previous is None or result._moduleSetUpFailed:
            return
        module = _module_namespace(previous)
        _call_if_exists(result, '_setupStdout')
        try:
            tear_down = getattr(module, 'tearDownModule', None)
            if tear_down is not None:
                self._run_fixture(result, tear_down, 'tearDownModule', previous)
            self._run_fixture(result, doModuleCleanups, 'tearDownModule', previous)
        finally:
            _call_if_exists(result, '_restoreStdout')

    def _tearDownPreviousClass(self, test, result):
        previous = getattr(result, '_previousTestClass', None)
        if test.__class__ == previous or previous is None:
            return
        if (getattr(previous, '_classSetupFailed', False)
                or getattr(result, '_moduleSetUpFailed', False)
                or getattr(previous, "__unittest_skip__", False)):
            return
        tear_down = getattr(previous, 'tearDownClass', None)
        cleanups = getattr(previous, 'doClassCleanups', None)
        if tear_down is None and cleanups is None:
            return
        _call_if_exists(result, '_setupStdout')
        try:
            name = strclass(previous)
            if tear_down is not None:
                self._run_fixture(result, tear_down, 'tearDownClass', name)
            if cleanups is not None:
                cleanups()
                for info in previous.tearDown_exceptions:
                    if isinstance(result, _DebugResult):
                        raise info[1]
                    self._fixture_error(result, info[1], 'tearDownClass', name, info)
        finally:
            _call_if_exists(result, '_restoreStdout')


def _call_if_exists(parent, attr):
    getattr(parent, attr, lambda: None)()


class _ErrorHolder(object):
    """A failed class or module fixture, reported as a test."""
    __module__ = 'unittest.suite'
    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __repr__(self):
        return "<ErrorHolder description=%r>" % (self.description,)

    def __str__(self):
        return self.id()

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


def _isnotsuite(test):
    try:
        iter(test)
    except TypeError:
        return True
    return False


class _DebugResult(object):
    _previousTestClass = None
    _moduleSetUpFailed = False
    shouldStop = False


# ---- loading ----

class _MainModule:
    """The program's namespace as a module for the loader (its names and
    their values, read when made)."""

    def __init__(self):
        self.__dict__.update(_main_globals())

    def __repr__(self):
        return "<module '__main__'>"


def _make_failed_test(methodname, exception, suiteClass, message):
    def testFailure(self):
        raise exception
    cls = type(methodname, (TestCase,), {methodname: testFailure})
    cls.__module__ = 'unittest.loader'
    cls.__qualname__ = '_FailedTest'
    return suiteClass((cls(methodname),)), message


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
            raise TypeError("Test cases should not be derived from TestSuite. "
                            "Maybe you meant to derive from TestCase?")
        names = self.getTestCaseNames(testCaseClass)
        if not names and hasattr(testCaseClass, 'runTest'):
            names = ['runTest']
        return self.suiteClass(map(testCaseClass, names))

    def loadTestsFromModule(self, module, *, pattern=None):
        tests = []
        for name in dir(module):
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, TestCase):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, 'load_tests', None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            try:
                return load_tests(self, tests, pattern)
            except Exception as e:
                suite, message = _make_failed_test(getattr(module, '__name__', '__main__'), e,
                                                   self.suiteClass, str(e))
                self.errors.append(message)
                return suite
        return tests

    def loadTestsFromName(self, name, module=None):
        if module is None:
            module = _MainModule()
        parts = name.split('.')
        parent, obj = None, module
        for part in parts:
            try:
                parent, obj = obj, getattr(obj, part)
            except AttributeError as e:
                suite, message = _make_failed_test(part, e, self.suiteClass,
                                                   'Failed to access attribute:\n%s'
                                                   % traceback.format_exc())
                self.errors.append(message)
                return suite
        if isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        if (isinstance(obj, types.FunctionType) and isinstance(parent, type)
                and issubclass(parent, TestCase)):
            inst = parent(parts[-1])
            if not isinstance(getattr(inst, parts[-1]), types.FunctionType):
                return self.suiteClass([inst])
        elif isinstance(obj, TestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, TestSuite):
                return test
            if isinstance(test, TestCase):
                return self.suiteClass([test])
            raise TypeError("calling %s returned %s, not a test" % (obj, test))
        raise TypeError("don't know how to make test from: %s" % obj)

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(name, module) for name in names])

    def getTestCaseNames(self, testCaseClass):
        import fnmatch

        def wanted(name):
            if not name.startswith(self.testMethodPrefix):
                return False
            if not callable(getattr(testCaseClass, name)):
                return False
            full = '%s.%s.%s' % (testCaseClass.__module__, testCaseClass.__qualname__, name)
            return (self.testNamePatterns is None
                    or any(fnmatch.fnmatchcase(full, p) for p in self.testNamePatterns))
        names = [n for n in dir(testCaseClass) if wanted(n)]
        if self.sortTestMethodsUsing:
            names.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return names

    def discover(self, start_dir, pattern='test*.py', top_level_dir=None):
        raise ImportError('Start directory is not importable: %r' % (start_dir,))


defaultTestLoader = TestLoader()


def _makeLoader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def getTestCaseNames(testCaseClass, prefix, sortUsing=three_way_cmp, testNamePatterns=None):
    return _makeLoader(prefix, sortUsing, testNamePatterns=testNamePatterns).getTestCaseNames(
        testCaseClass)


def makeSuite(testCaseClass, prefix='test', sortUsing=three_way_cmp, suiteClass=TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix='test', sortUsing=three_way_cmp, suiteClass=TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromModule(module)


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


class TextTestResult(TestResult):
    __module__ = 'unittest.runner'
    separator1 = '=' * 70
    separator2 = '-' * 70

    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.stream = stream
        self.showAll = verbosity > 1
        self.dots = verbosity == 1
        self.descriptions = descriptions
        self._newline = True

    def getDescription(self, test):
        doc = test.shortDescription()
        if self.descriptions and doc:
            return '\n'.join((str(test), doc))
        return str(test)

    def startTest(self, test):
        super().startTest(test)
        if self.showAll:
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
            self.stream.flush()
            self._newline = False

    def _write_status(self, test, status):
        is_subtest = isinstance(test, _SubTest)
        if is_subtest or self._newline:
            if not self._newline:
                self.stream.writeln()
            if is_subtest:
                self.stream.write("  ")
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
        self.stream.writeln(status)
        self.stream.flush()
        self._newline = True

    def _report(self, status, dot, test=None):
        if self.showAll:
            if test is None:
                self.stream.writeln(status)
            else:
                self._write_status(test, status)
        elif self.dots:
            self.stream.write(dot)
        self.stream.flush()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            failed = issubclass(err[0], subtest.failureException)
            if self.showAll:
                self._write_status(subtest, "FAIL" if failed else "ERROR")
            elif self.dots:
                self.stream.write('F' if failed else 'E')
                self.stream.flush()
        super().addSubTest(test, subtest, err)

    def addSuccess(self, test):
        super().addSuccess(test)
        self._report("ok", '.', test)

    def addError(self, test, err):
        super().addError(test, err)
        self._report("ERROR", 'E', test)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._report("FAIL", 'F', test)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._report("skipped {0!r}".format(reason), 's', test)

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._report("expected failure", 'x')

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._report("unexpected success", 'u')

    def printErrors(self):
        if self.dots or self.showAll:
            self.stream.writeln()
            self.stream.flush()
        self.printErrorList('ERROR', self.errors)
        self.printErrorList('FAIL', self.failures)
        unexpected = getattr(self, 'unexpectedSuccesses', ())
        if unexpected:
            self.stream.writeln(self.separator1)
            for test in unexpected:
                self.stream.writeln(f"UNEXPECTED SUCCESS: {self.getDescription(test)}")
            self.stream.flush()

    def printErrorList(self, flavour, errors):
        for test, err in errors:
            self.stream.writeln(self.separator1)
            self.stream.writeln("%s: %s" % (flavour, self.getDescription(test)))
            self.stream.writeln(self.separator2)
            self.stream.writeln("%s" % err)
            self.stream.flush()


def _clock():
    # the host's clock when it grants one; a run without takes no time
    import time
    try:
        return time.perf_counter()
    except RuntimeError:
        return 0.0


class TextTestRunner(object):
    __module__ = 'unittest.runner'
    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1, failfast=False,
                 buffer=False, resultclass=None, warnings=None, *, tb_locals=False):
        if stream is None:
            stream = sys.stderr
        self.stream = _WritelnDecorator(stream)
        self.descriptions = descriptions
        self.verbosity = verbosity
        self.failfast = failfast
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def run(self, test):
        result = self._makeResult()
        result.failfast = self.failfast
        result.buffer = self.buffer
        result.tb_locals = self.tb_locals
        start = _clock()
        start_run = getattr(result, 'startTestRun', None)
        if start_run is not None:
            start_run()
        try:
            test(result)
        finally:
            stop_run = getattr(result, 'stopTestRun', None)
            if stop_run is not None:
                stop_run()
        taken = _clock() - start
        result.printErrors()
        if hasattr(result, 'separator2'):
            self.stream.writeln(result.separator2)
        run = result.testsRun
        self.stream.writeln("Ran %d test%s in %.3fs" % (run, run != 1 and "s" or "", taken))
        self.stream.writeln()
        try:
            expected, unexpected, skipped = map(len, (result.expectedFailures,
                                                      result.unexpectedSuccesses,
                                                      result.skipped))
        except AttributeError:
            expected = unexpected = skipped = 0
        infos = []
        if not result.wasSuccessful():
            self.stream.write("FAILED")
            if result.failures:
                infos.append("failures=%d" % len(result.failures))
            if result.errors:
                infos.append("errors=%d" % len(result.errors))
        else:
            self.stream.write("OK")
        if skipped:
            infos.append("skipped=%d" % skipped)
        if expected:
            infos.append("expected failures=%d" % expected)
        if unexpected:
            infos.append("unexpected successes=%d" % unexpected)
        if infos:
            self.stream.writeln(" (%s)" % (", ".join(infos),))
        else:
            self.stream.write("\n")
        self.stream.flush()
        return result


# ---- signals: no signals in a sandbox; the names exist ----

def installHandler():
    pass


def registerResult(result):
    pass


def removeResult(result):
    return False


def removeHandler(method=None):
    if method is not None:
        return method
    return None


# ---- main ----

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
        if isinstance(module, str):
            if module != '__main__':
                raise ModuleNotFoundError("No module named %r" % module)
            self.module = _MainModule()
        else:
            self.module = module
        if argv is None:
            argv = sys.argv
        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.progName = argv[0].rsplit('/', 1)[-1] if argv else 'python -m unittest'
        self.parseArgs(argv)
        self.runTests()

    def parseArgs(self, argv):
        flags = {'-v': ('verbosity', 2), '--verbose': ('verbosity', 2),
                 '-q': ('verbosity', 0), '--quiet': ('verbosity', 0),
                 '-f': ('failfast', True), '--failfast': ('failfast', True),
                 '-b': ('buffer', True), '--buffer': ('buffer', True),
                 '-c': ('catchbreak', True), '--catch': ('catchbreak', True),
                 '--locals': ('tb_locals', True)}
        tests = []
        patterns = []
        args = list(argv[1:])
        while args:
            arg = args.pop(0)
            if arg in flags:
                setattr(self, *flags[arg])
            elif arg == '-k' and args:
                p = args.pop(0)
                patterns.append(p if '*' in p else '*%s*' % p)
            elif arg.startswith('-k') and len(arg) > 2:
                p = arg[2:]
                patterns.append(p if '*' in p else '*%s*' % p)
            elif arg.startswith('-'):
                print('usage: %s [-h] [-v] [-q] [--locals] [-f] [-c] [-b] [-k TESTNAMEPATTERNS] '
                      '[tests ...]' % self.progName, file=sys.stderr)
                print('%s: error: unrecognized arguments: %s' % (self.progName, arg),
                      file=sys.stderr)
                sys.exit(2)
            else:
                tests.append(arg)
        for name in ('failfast', 'catchbreak', 'buffer'):
            if getattr(self, name) is None:
                setattr(self, name, False)
        if patterns:
            self.testNamePatterns = patterns
        if tests:
            self.testNames = tests
        elif self.defaultTest is None:
            self.testNames = None
        elif isinstance(self.defaultTest, str):
            self.testNames = (self.defaultTest,)
        else:
            self.testNames = list(self.defaultTest)
        self.createTests()

    def createTests(self, from_discovery=False, Loader=None):
        if self.testNamePatterns:
            self.testLoader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            self.test = self.testLoader.loadTestsFromNames(self.testNames, self.module)

    def runTests(self):
        runner = self.testRunner
        if runner is None:
            runner = TextTestRunner
        if isinstance(runner, type):
            try:
                try:
                    runner = runner(verbosity=self.verbosity, failfast=self.failfast,
                                    buffer=self.buffer, warnings=self.warnings,
                                    tb_locals=self.tb_locals)
                except TypeError:
                    runner = runner(verbosity=self.verbosity, failfast=self.failfast,
                                    buffer=self.buffer, warnings=self.warnings)
            except TypeError:
                runner = runner()
        self.result = runner.run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


main = TestProgram
