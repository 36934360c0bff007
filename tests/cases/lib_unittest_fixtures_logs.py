# unittest: failing setUpClass with class cleanups, tearDownClass and a failing class cleanup, assertWarns/assertWarnsRegex/assertLogs/assertNoLogs passing and failing (the failure keeps the logging context's __exit__ frame, as CPython's), assertRaises argument errors and cm.exception, enterContext of a non-context-manager, skipTest and expectedFailure inside subTest, FunctionTestCase and suite reprs and errors (paths, source lines and time masked)
import unittest, io, re, warnings, logging

class A(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.addClassCleanup(print, 'class cleanup A')
        raise ValueError('no class')
    def test_x(self): pass

class B(unittest.TestCase):
    @classmethod
    def tearDownClass(cls):
        cls.addClassCleanup(lambda: 1/0)
        raise KeyError('td')
    def test_warns(self):
        with self.assertWarns(UserWarning) as cm:
            warnings.warn('careful', UserWarning)
        print(cm.warning, cm.lineno > 0)
        with self.assertWarnsRegex(UserWarning, 'x+'):
            warnings.warn('nope', UserWarning)
    def test_warns_none(self):
        with self.assertWarns(DeprecationWarning):
            pass
    def test_warns_call(self):
        self.assertWarns(UserWarning, print, 'hi')
    def test_logs(self):
        with self.assertLogs('app', level='INFO') as cm:
            logging.getLogger('app').info('hello %s', 1)
            logging.getLogger('app.sub').warning('deep')
        print(cm.output, [r.getMessage() for r in cm.records])
        with self.assertLogs('app', 'ERROR'):
            logging.getLogger('app').info('low')
    def test_nologs(self):
        with self.assertNoLogs('app'):
            logging.getLogger('app').error('oops')
    def test_raises_type(self):
        with self.assertRaises(int):
            pass
    def test_raises_kw(self):
        with self.assertRaises(ValueError, foo=1):
            pass
    def test_cm(self):
        with self.assertRaises(ValueError) as cm:
            raise ValueError('v', 2)
        print(cm.exception.args, cm.exception.__traceback__)
        self.assertRaises(ZeroDivisionError, lambda: 1/0)
        self.assertRaises(ZeroDivisionError, lambda: 1)

class C(unittest.TestCase):
    def setUp(self):
        self.addCleanup(self.fail, 'cleanup failed')
        self.enterContext(open_cm())
    def test_a(self):
        with self.subTest(i=1):
            self.skipTest('inner skip')
        print('after skip')
    @unittest.expectedFailure
    def test_b(self):
        with self.subTest(k=2):
            self.fail('expected')
        print('continues?')
    def test_c(self):
        self.enterContext(5)

import contextlib
@contextlib.contextmanager
def open_cm():
    print('enter'); yield; print('exit')

def load():
    return unittest.TestSuite([unittest.defaultTestLoader.loadTestsFromTestCase(c) for c in (A, B, C)])
for v in (1, 2):
    buf = io.StringIO()
    r = unittest.TextTestRunner(stream=buf, verbosity=v).run(load())
    t = re.sub(r'File "[^"]*", line \d+', 'File F', buf.getvalue())
    t = re.sub(r'in \d+\.\d+s', 'in T', t)
    t = re.sub(r'\n    [^\n]*\n(    [ ^~]*\n)?', '\n', t)
    print(t, r)
print(unittest.FunctionTestCase(lambda: None, description='d'), repr(unittest.FunctionTestCase(print)).split(' at ')[0])
print(A('test_x') == A('test_x'), hash(A('test_x')) == hash(A('test_x')), repr(A('test_x')), A('test_x').id())
try: A('nope')
except ValueError as e: print(e)
s = unittest.TestSuite(); print(s.countTestCases(), repr(s))
try: s.addTest(A)
except TypeError as e: print(e)
try: s.addTests('abc')
except TypeError as e: print(e)
print(unittest.TestResult(), unittest.TestLoader().getTestCaseNames(B))
