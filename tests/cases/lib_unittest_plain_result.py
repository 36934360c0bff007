# unittest: TestCase.run without a result (startTestRun/stopTestRun of the default one), debug() failing and skipped, doCleanups and subTest outside a run, a TestResult subclass through a suite, and a result object lacking addSkip/addExpectedFailure/addUnexpectedSuccess (CPython's fallbacks; its RuntimeWarnings go to stderr)
import unittest
class T(unittest.TestCase):
    def test_a(self):
        with self.subTest(x=1):
            self.assertEqual(1, 2)
    def test_b(self):
        self.addCleanup(print, 'c1')
        raise unittest.SkipTest('sk')
    @unittest.skip('class-level reason')
    def test_c(self): pass
r = T('test_a').run()
print(r, r.failures[0][0], len(r.errors))
r = T('test_b').run(); print(r, r.skipped[0][1])
try: T('test_a').debug()
except AssertionError as e: print('debug', e)
try: T('test_c').debug()
except unittest.SkipTest as e: print('debug skip', e)
t = T('test_b'); t.addCleanup(print, 'x'); print(t.doCleanups())
with T('test_a').subTest(i=1): print('outside run')
print(T('test_a').shortDescription(), T('test_a').countTestCases(), T('test_a').defaultTestResult())
class R(unittest.TestResult):
    pass
res = R(); unittest.TestSuite([T('test_a'), T('test_b'), T('test_c')]).run(res)
print(res.testsRun, [str(t) for t, _ in res.failures], [(str(t), w) for t, w in res.skipped], res.wasSuccessful())
class Plain:
    failfast = False
    shouldStop = False
    def startTest(self, t): print('start', t)
    def stopTest(self, t): print('stop', t)
    def addSuccess(self, t): print('success', t)
    def addFailure(self, t, e): print('failure', t, e[0].__name__)
    def addError(self, t, e): print('error', t, e[0].__name__)
T('test_b').run(Plain())
T('test_c').run(Plain())
@unittest.expectedFailure
def f(): pass
class X(unittest.TestCase):
    @unittest.expectedFailure
    def test_x(self): pass
X('test_x').run(Plain())
