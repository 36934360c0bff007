# unittest.main() of passing tests exits with status 0 (SystemExit(False)); exit=False returns
import unittest


class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()


class TestStack(unittest.TestCase):
    def setUp(self):
        self.s = Stack()

    def test_push_pop(self):
        self.s.push(1)
        self.s.push(2)
        self.assertEqual(self.s.pop(), 2)
        self.assertEqual(self.s.items, [1])

    def test_empty(self):
        with self.assertRaisesRegex(IndexError, 'empty'):
            self.s.pop()

    def test_params(self):
        for n in range(3):
            with self.subTest(n=n):
                self.s.push(n)
                self.assertEqual(self.s.pop(), n)


prog = unittest.main(exit=False)
print(prog.result.wasSuccessful(), prog.result.testsRun)
print('before exit')
unittest.main()
print('not reached')
