# An exception raised by a done callback, or by a callback of call_soon,
# is logged on stderr at once through the 'asyncio' logger, as CPython's
# loop logs it: "Exception in callback NAME(ARGS) at FILE:LINE", the
# handle, the traceback; the loop and the other callbacks go on.
# (CPython's traceback starts with a frame of its own asyncio/events.py,
# which baton does not have: run.py leaves such frames out of the
# expected output.)
import asyncio
import functools


def bad_cb(fut):
    print('bad_cb sees', fut.result())
    raise ValueError('boom in callback')


def tagged(tag, fut, *, extra=None):
    raise KeyError((tag, extra))


class Watcher:
    def on_done(self, fut):
        raise RuntimeError('method callback')


async def work(n):
    await asyncio.sleep(0)
    return n


async def main():
    t = asyncio.create_task(work(7), name='worker')
    t.add_done_callback(bad_cb)
    t.add_done_callback(lambda f: print('second callback runs'))
    t.add_done_callback(lambda f: 1 / 0)
    t.add_done_callback(functools.partial(tagged, 'p', extra=[1, 2, 3]))
    t.add_done_callback(Watcher().on_done)
    print('awaited', await t)
    f = asyncio.get_running_loop().create_future()
    f.add_done_callback(bad_cb)
    f.set_result('a long result string that reprlib shortens')
    asyncio.get_running_loop().call_soon(tagged, 'soon', None)
    for _ in range(3):
        await asyncio.sleep(0)
    print('main goes on')


asyncio.run(main())
print('end')
