"""run_async: async tools run concurrently, sync tools in a thread pool,
cancellation reaches the tools' tasks; sync run with async tools."""

import asyncio
import threading
import time
import unittest

import baton


class AsyncTests(unittest.TestCase):
    def test_ten_async_tools_run_concurrently(self):
        sb = baton.Sandbox()
        running = []
        peak = []

        @sb.tool
        async def fetch(url: str) -> str:
            running.append(url)
            peak.append(len(running))
            await asyncio.sleep(0.2)
            running.remove(url)
            return "page " + url

        prog = ("import asyncio\n"
                "pages = await asyncio.gather(*[fetch(str(i)) for i in range(10)])\n"
                "pages")
        t0 = time.perf_counter()
        r = asyncio.run(sb.run_async(prog))
        took = time.perf_counter() - t0
        self.assertIsNone(r.error)
        self.assertEqual(r.value, ["page %d" % i for i in range(10)])
        self.assertEqual(max(peak), 10)
        self.assertLess(took, 1.0)        # serial would be 2 s
        self.assertEqual(r.stats.tool_calls, 10)

    def test_sync_tools_run_in_thread_pool(self):
        sb = baton.Sandbox()
        threads = set()

        @sb.tool
        def work(n: int) -> int:
            threads.add(threading.get_ident())
            return n * 2
        r = asyncio.run(sb.run_async("[work(i) for i in range(3)]"))
        self.assertEqual(r.value, [0, 2, 4])
        self.assertNotIn(threading.get_ident(), threads)

    def test_sync_run_with_async_tools_and_sleep(self):
        sb = baton.Sandbox()

        @sb.tool
        async def twice(x: int) -> int:
            await asyncio.sleep(0.01)
            return 2 * x
        r = sb.run("import asyncio\nawait asyncio.sleep(0.01)\n"
                   "await asyncio.gather(twice(1), twice(2))")
        self.assertEqual(r.value, [2, 4])

        async def inside_a_loop():
            return sb.run("await twice(5)")
        self.assertEqual(asyncio.run(inside_a_loop()).value, 10)

    def test_async_tool_exception(self):
        sb = baton.Sandbox()

        @sb.tool
        async def fail(msg: str):
            raise LookupError(msg)
        r = asyncio.run(sb.run_async("try:\n    await fail('gone')\nexcept LookupError as e:\n"
                                     "    m = repr(e)\nm"))
        self.assertEqual(r.value, "LookupError('gone')")

    def test_wait_for_timeout_cancels_tool_task(self):
        sb = baton.Sandbox()
        cancelled = []

        @sb.tool
        async def slow() -> int:
            try:
                await asyncio.sleep(5)
            except asyncio.CancelledError:
                cancelled.append(True)
                raise
            return 1
        prog = ("import asyncio\ntry:\n    await asyncio.wait_for(slow(), 0.05)\n"
                "except asyncio.TimeoutError:\n    r = 'timed out'\nr")

        async def main():
            res = await sb.run_async(prog)
            await asyncio.sleep(0.01)
            return res
        t0 = time.perf_counter()
        r = asyncio.run(main())
        self.assertEqual(r.value, "timed out")
        self.assertLess(time.perf_counter() - t0, 2.0)
        self.assertEqual(cancelled, [True])

    def test_cancelling_run_async_cancels_tools_and_sandbox_survives(self):
        sb = baton.Sandbox()
        cancelled = []

        @sb.tool
        async def hang() -> int:
            try:
                await asyncio.sleep(10)
            except asyncio.CancelledError:
                cancelled.append(True)
                raise
            return 0

        async def main():
            task = asyncio.ensure_future(sb.run_async("await hang()"))
            await asyncio.sleep(0.05)
            task.cancel()
            with self.assertRaises(asyncio.CancelledError):
                await task
            await asyncio.sleep(0.01)
        asyncio.run(main())
        self.assertEqual(cancelled, [True])
        self.assertEqual(sb.run("40 + 2").value, 42)

    def test_timeout_while_waiting_on_a_tool(self):
        sb = baton.Sandbox(timeout=0.2)

        @sb.tool
        async def never():
            await asyncio.sleep(30)
        t0 = time.perf_counter()
        with self.assertRaises(baton.LimitExceeded) as cm:
            asyncio.run(sb.run_async("await never()"))
        self.assertEqual(cm.exception.limit, "time")
        self.assertLess(time.perf_counter() - t0, 2.0)


if __name__ == "__main__":
    unittest.main()
