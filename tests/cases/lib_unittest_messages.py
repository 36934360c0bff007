# unittest: every assert* failure message and diff (lists, tuples, dicts, sets, strings, counts, maxDiff) in TextTestRunner's FAIL blocks, and failfast, as CPython 3.11's (paths and the run's time normalized)
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

    def test_long_list(self):
        self.assertEqual(['item-%d' % i for i in range(9)], ['item-%d' % i for i in range(8)] + [99, 100])

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
        self.assertDictEqual({'name': 'alice', 'age': 30, 'city': 'paris', 'email': 'alice@example.com', 'id': 1},
                             {'name': 'alice', 'age': 31, 'city': 'paris', 'email': 'alice@example.com', 'id': 1})

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
    maxDiff = 40
    _diffThreshold = 50     # longer strings: no diff, only the shortened reprs

    def test_long_str(self):
        self.assertEqual('a' * 100 + 'b', 'a' * 100 + 'c')

    def test_big_diff(self):
        self.assertEqual(list(range(8)), list(range(1, 9)))



run(Messages)
run(Truncated)
run(Messages, failfast=True)
