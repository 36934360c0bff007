# unittest: TextTestRunner's output (dots, verbose lines, ERROR/FAIL blocks with the test's own frames, diffs, counts), fixtures, cleanups, subTest, skips, loaders and suites, as CPython 3.11's (paths and the run's time normalized)
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
    def test_in(self):
        self.assertIn('x', ['a', 'b'])

    def test_is(self):
        self.assertIs([], [])

    def test_fail(self):
        self.fail('explicit')


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


run(Fixtures, verbosity=2)
run(Skipped, BrokenClass, Docs, verbosity=2)
run(Docs, verbosity=0)
run(Logs)

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
# test names given to main(): a missing one becomes an erroring _FailedTest
buf = io.StringIO()
p = unittest.main(argv=['prog', 'Docs.test_doc', 'Nope', 'Docs.test_zz'], exit=False,
                  testRunner=unittest.TextTestRunner(stream=buf, verbosity=2))
print(re.sub(r'File "[^"]*", line \d+', 'File "F"', re.sub(r'in \d+\.\d+s', 'in T', buf.getvalue())))
print(p.result)
