# unittest: TextTestRunner's output (dots, verbose lines, ERROR/FAIL blocks with the test's own frames, diffs, counts), every assert* failure message, fixtures, cleanups, subTest, skips, loaders and suites, as CPython 3.11's (paths and the run's time normalized)
import io
import re
import sys
import unittest


def run(*classes, verbosity=1, **kw):
    loader = unittest.TestLoader()
    suite = unittest.TestSuite(loader.loadTestsFromTestCase(c) for c in classes)
    buf = io.StringIO()
    result = unittest.TextTestRunner(stream=buf, verbosity=verbosity, **kw).run(suite)
    text = re.sub(r'File "[^"]*"', 'File "F"', buf.getvalue())
    print(re.sub(r'in \d+\.\d+s', 'in T', text))
    print(result, result.wasSuccessful(), result.testsRun, len(result.skipped))


class Messages(unittest.TestCase):
    maxDiff = None

    def test_long_str(self):
        self.assertEqual('a' * 100 + 'b', 'a' * 100 + 'c')

    def test_long_list(self):
        self.assertEqual(list(range(30)), list(range(29)) + [99, 100])

    def test_tuple_len(self):
        self.assertEqual((1, 2), (1, 2, 3))

    def test_set(self):
        self.assertEqual({1, 2}, {2, 3})

    def test_count(self):
        self.assertCountEqual([1, 1, 2], [1, 2, 2, 3])

    def test_count_unhashable(self):
        self.assertCountEqual([[1], [2]], [[1], [3]])

    def test_almost(self):
        self.assertAlmostEqual(1.0, 1.1)

    def test_almost_delta(self):
        self.assertAlmostEqual(1.0, 1.5, delta=0.1)

    def test_not_almost(self):
        self.assertNotAlmostEqual(1.0, 1.0 + 1e-9)

    def test_msg(self):
        self.assertEqual(1, 2, 'custom note')

    def test_in(self):
        self.assertIn('x', ['a', 'b'])

    def test_is_none(self):
        self.assertIsNone(0)

    def test_isinstance(self):
        self.assertIsInstance('s', int)

    def test_true(self):
        self.assertTrue(0, msg='zero')

    def test_regex(self):
        self.assertRegex('hello', r'\d')

    def test_raises_regex(self):
        with self.assertRaisesRegex(ValueError, 'xyz'):
            raise ValueError('abc')

    def test_raises_wrong(self):
        with self.assertRaises(KeyError):
            raise IndexError('oops')

    def test_raises_callable(self):
        self.assertRaises(ZeroDivisionError, lambda: 1 / 0)
        self.assertRaises(TypeError, len)
        self.assertRaises(ValueError, int, '5')

    def test_dict_long(self):
        self.assertDictEqual({i: str(i) for i in range(12)}, {i: str(i) for i in range(1, 13)})

    def test_multiline(self):
        self.assertMultiLineEqual('one\ntwo\nthree\n', 'one\nTwo\nthree\nfour\n')

    def test_greater_equal(self):
        self.assertGreaterEqual(1, 2)

    def test_not_in(self):
        self.assertNotIn(2, {1: 0, 2: 0})

    def test_is(self):
        self.assertIs([], [])

    def test_fail(self):
        self.fail('explicit')

    def test_list_type(self):
        self.assertListEqual((1,), [1])


class Truncated(unittest.TestCase):
    def test_big_diff(self):
        self.assertEqual(list(range(200)), list(range(1, 201)))


class Fixtures(unittest.TestCase):
    def setUp(self):
        print('setUp', self._testMethodName)
        self.addCleanup(print, 'cleanup', self._testMethodName)
        if self._testMethodName == 'test_setup_fails':
            raise RuntimeError('setUp broke')

    def tearDown(self):
        print('tearDown', self._testMethodName)
        if self._testMethodName == 'test_teardown_fails':
            raise RuntimeError('tearDown broke')

    def test_ok(self):
        pass

    def test_setup_fails(self):
        print('never')

    def test_teardown_fails(self):
        pass

    def test_skip_inside(self):
        self.skipTest('later')

    @unittest.skipIf(True, 'cond')
    def test_skipif(self):
        pass

    @unittest.skipUnless(True, 'runs')
    def test_skipunless(self):
        pass

    def test_nested_subtests(self):
        with self.subTest('outer', a=1):
            for b in range(2):
                with self.subTest(b=b):
                    self.assertEqual(b, 0)
        with self.subTest():
            raise KeyError('k')


@unittest.skip('whole class')
class Skipped(unittest.TestCase):
    def test_a(self):
        pass

    def test_b(self):
        pass


class BrokenClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise ValueError('class setup')

    def test_a(self):
        pass


class Docs(unittest.TestCase):
    def test_doc(self):
        """First line of doc.

        More.
        """
        self.assertEqual(1, 2)


class Logs(unittest.TestCase):
    def test_logs(self):
        import logging
        with self.assertLogs('app', level='INFO') as cm:
            logging.getLogger('app').info('hello %s', 'there')
            logging.getLogger('app.sub').warning('warn')
        print(cm.output)
        with self.assertNoLogs('quiet'):
            pass

    def test_warns(self):
        import warnings
        with self.assertWarns(DeprecationWarning) as cm:
            warnings.warn('old', DeprecationWarning)
        print(str(cm.warning))
        with self.assertWarns(UserWarning):
            pass


run(Messages)
run(Truncated)
run(Fixtures, verbosity=2)
run(Skipped, BrokenClass, Docs, verbosity=2)
run(Docs, verbosity=0)
run(Logs)
run(Messages, failfast=True)

out = io.StringIO()
old = sys.stdout
class Buffered(unittest.TestCase):
    def test_prints(self):
        print('captured output')
        self.assertEqual(1, 2)
    def test_quiet(self):
        print('not shown')
run(Buffered, buffer=True)

# suites, loaders, FunctionTestCase, ids and reprs
t = Messages('test_fail')
print(t, repr(t), t.id(), t.countTestCases(), t.shortDescription(), Docs('test_doc').shortDescription())
print(unittest.TestLoader().getTestCaseNames(Fixtures))
s = unittest.TestSuite([Messages('test_in'), Messages('test_is')])
print(s.countTestCases(), repr(unittest.TestSuite()))
def plain():
    """A plain function test."""
    assert 1 + 1 == 3, 'math'
f = unittest.FunctionTestCase(plain)
print(f, repr(f)[:40], f.id(), f.shortDescription())
r = unittest.TestResult()
f.run(r)
print(r, len(r.failures), r.failures[0][1].splitlines()[-1])
try:
    Messages('nope')
except ValueError as e:
    print(e)
try:
    unittest.TestSuite().addTest(Messages)
except TypeError as e:
    print(e)
try:
    unittest.TestSuite().addTest(5)
except TypeError as e:
    print(e)
res = Messages('test_in').run()
print(res, res.failures[0][0])
print(unittest.SkipTest.__module__, unittest.TestCase.__module__, unittest.TextTestRunner.__module__)
prog = unittest.main(argv=['prog', '-q', 'Docs'], exit=False, testRunner=unittest.TextTestRunner(stream=io.StringIO()))
print(prog.result)
prog = unittest.main(argv=['prog', '-k', 'skip'], exit=False, testRunner=unittest.TextTestRunner(stream=io.StringIO()))
print(prog.result, prog.result.testsRun)
unittest.defaultTestLoader.testNamePatterns = None
