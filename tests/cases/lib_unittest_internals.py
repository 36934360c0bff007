# unittest: what an error inside an assert method's own work shows (the frames CPython's case.py shows, by name), nested subTest parameters (outer keys first), assertCountEqual of unhashable items, long-repr elision, failfast and buffer output, verbosity 0/1/2 (paths, source lines and the run's time masked)
import io
import re
import unittest


class Inside(unittest.TestCase):
    def test_less_type_error(self):
        self.assertLess(None, 1)

    def test_sequence_key_error(self):
        self.assertSequenceEqual({1: 2}, {0: 1})

    def test_count_unhashable(self):
        self.assertCountEqual([[1], [2], [1], {}], [[2], [1], [3], {}])

    def test_count_hashable(self):
        self.assertCountEqual('abracadabra', 'cadabraabrz')

    def test_nested_params(self):
        with self.subTest('outer', a=1, c=3):
            with self.subTest(b=2, a=9):
                self.assertEqual(1, 2)

    def test_long_reprs(self):
        # long enough to be elided; varied letters keep difflib's matcher
        # cheap (one letter 100 times costs it 100x more work)
        self.assertEqual('uvwxyz' * 17 + 'a' + 'klmno' * 10, 'uvwxyz' * 17 + 'b' + 'klmno' * 10)

    def test_long_lists(self):
        self.assertListEqual(list(range(200)), list(range(199)) + [0, 1])

    def test_multiline(self):
        self.assertEqual('a\nb\nc\n', 'a\nB\nc\nd\n', 'note')

    def test_almost(self):
        self.assertAlmostEqual(1.0, 1.1, delta=0.05)

    def test_not_almost(self):
        self.assertNotAlmostEqual(1.0, 1.00000001)

    def test_sets(self):
        self.assertSetEqual({1, 2, 3}, {2, 3, 4})

    def test_set_bad(self):
        self.assertSetEqual({1}, 5)

    def test_dicts(self):
        self.assertDictEqual({'a': 1, 'b': [1, 2]}, {'a': 1, 'b': [1, 3]})

    def test_raises_regex(self):
        with self.assertRaisesRegex(ValueError, 'nope'):
            int('x')

    def test_raises_callable(self):
        self.assertRaises(KeyError, len, 'abc')

    @unittest.expectedFailure
    def test_xfail(self):
        self.assertEqual(1, 2)

    @unittest.expectedFailure
    def test_xpass(self):
        pass

    @unittest.skip('not today')
    def test_skipped(self):
        pass


class Output(unittest.TestCase):
    def test_prints_and_fails(self):
        print('to stdout')
        self.fail('after printing')

    def test_prints_and_passes(self):
        print('hidden')


def run(cls, **kw):
    buf = io.StringIO()
    suite = unittest.TestLoader().loadTestsFromTestCase(cls)
    result = unittest.TextTestRunner(stream=buf, **kw).run(suite)
    text = re.sub(r'File "[^"]*", line \d+', 'File F', buf.getvalue())
    text = re.sub(r'in \d+\.\d+s', 'in T', text)
    text = re.sub(r'\n    [^\n]*\n(    [ ^~]*\n)?', '\n', text)
    print(text)
    print(result, result.wasSuccessful(), len(result.skipped), len(result.expectedFailures),
          len(result.unexpectedSuccesses))


for v in (0, 2):    # verbosity 1 (dots) is unittest.main()'s, in lib_unittest_* cases
    run(Inside, verbosity=v)
run(Inside, verbosity=2, failfast=True)
run(Output, buffer=True, verbosity=2)
