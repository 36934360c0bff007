# unittest.IsolatedAsyncioTestCase: async setUp and test methods, each test run in its own event loop
import asyncio, io, unittest

class A(unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self):
        self.v = await asyncio.sleep(0, result=5)

    async def test_ok(self):
        await asyncio.sleep(0)
        self.assertEqual(self.v, 5)

    async def test_fail(self):
        self.assertEqual(await asyncio.sleep(0, result=1), 2)

    def test_sync(self):
        self.assertTrue(True)

r = unittest.TextTestRunner(stream=io.StringIO(), verbosity=2).run(unittest.defaultTestLoader.loadTestsFromTestCase(A))
print(r, [str(t) for t, _ in r.failures], r.failures[0][1].splitlines()[-1])
