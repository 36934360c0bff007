# unittest.main(): module and class fixtures, verbose output to stderr, and SystemExit(True) after failures (the exit status and the last line, as CPython's)
import unittest

def setUpModule():
    print('setUpModule')

def tearDownModule():
    print('tearDownModule')

class Calc(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print('setUpClass')

    @classmethod
    def tearDownClass(cls):
        print('tearDownClass')

    def setUp(self):
        self.x = 2

    def tearDown(self):
        pass

    def test_add(self):
        """Adding works."""
        self.assertEqual(self.x + 2, 4)

    def test_fail(self):
        self.assertEqual(self.x, 3)

    def test_list(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])

    def test_dict(self):
        self.assertEqual({'a': 1, 'b': 2}, {'a': 1, 'b': 3})

    def test_str(self):
        self.assertEqual('hello\nworld\n', 'hello\nthere\n')

    def test_error(self):
        def inner():
            return {}['missing']
        inner()

    def test_raises(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            1 / 0
        self.assertIn('division', str(cm.exception))
        with self.assertRaisesRegex(ValueError, 'inv.lid'):
            int('invalid')

    def test_raises_missing(self):
        with self.assertRaises(KeyError):
            pass

    def test_sub(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertLess(i, 2)

    @unittest.skip('not now')
    def test_skipped(self):
        pass

    @unittest.expectedFailure
    def test_xfail(self):
        self.assertTrue(False)

    @unittest.expectedFailure
    def test_xpass(self):
        pass

    def test_misc(self):
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertIsNone(None)
        self.assertIsInstance(3, int)
        self.assertCountEqual([1, 2, 2], [2, 1, 2])
        self.assertRegex('abc123', r'\d+')
        self.assertTrue([1])
        self.assertFalse('')
        self.assertNotEqual(1, 2)
        self.assertGreater(3, 2)
        self.assertIs(None, None)

    def test_chained(self):
        try:
            {}['k']
        except KeyError as e:
            raise ValueError('wrapped') from e

if __name__ == '__main__':
    unittest.main(verbosity=2)
