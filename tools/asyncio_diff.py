#!/usr/bin/env python3
"""Differential test of asyncio: baton against CPython 3.11.

Makes random programs of the kinds agents write with asyncio -- gather
with and without return_exceptions, TaskGroup with failing and cancelled
children, wait_for and timeout() racing sleeps, shield, wait() with each
return_when, Queue/Lock/Event/Semaphore/Condition hand-offs, cancel()
with messages, uncancel/cancelling, exception groups, task names and
reprs, done callbacks -- and runs each under baton's test host
(build/async_host: a virtual clock, requests answered first-in first-out)
and under CPython with a virtual clock too (an event loop whose time()
jumps to the next timer instead of sleeping), so a program of many sleeps
costs no real time on either side.  Every delay is a multiple of 1/64 s
(exact in binary and in the host's microseconds).  Timers that fall due
at the same instant fire in an order CPython leaves to its heap: a
program where that happens is skipped (counted as "tied"), not compared.

Usage: python3 tools/asyncio_diff.py build/baton [N_PROGRAMS] [SEED]
       python3 tools/asyncio_diff.py --emit SEED      (print program SEED)
       python3 tools/asyncio_diff.py --emit-all SEED  (one case of each kind:
           tests/async/asyncio_diff_SEED.py are such programs)
       python3 tools/asyncio_diff.py --oracle PROG.py (run it as the oracle does)
Prints the programs compared, tied and differing; exits 1 on a difference
(the first lines that differ are shown; --keep DIR keeps the programs).
"""
import os
import random
import subprocess
import sys
import tempfile

U = 1 / 64          # the unit of every delay


def d(k):
    """A delay of k units, as program text."""
    return repr(k * U)


# ---- the oracle: CPython with a virtual clock ----

ORACLE = r'''
import asyncio, selectors, sys

class _Tie(Exception):
    pass

class _VirtualSelector(selectors.SelectSelector):
    loop = None
    def select(self, timeout=None):
        lp = self.loop
        live = [h for h in lp._scheduled if not h._cancelled]
        if timeout is None and not live:
            raise RuntimeError('deadlock: nothing ready and no timer')
        if timeout and live:
            lp._now = max(lp._now, min(h._when for h in live))
        due = sorted(h._when for h in live if h._when <= lp._now)
        if any(a == b for a, b in zip(due, due[1:])):
            print('#TIE', file=sys.stderr)
            sys.stderr.flush()
            import os
            os._exit(7)
        return []

class _VirtualLoop(asyncio.SelectorEventLoop):
    def __init__(self):
        sel = _VirtualSelector()
        self._now = 0.0
        super().__init__(sel)
        sel.loop = self
    def time(self):
        return self._now

class _Policy(asyncio.DefaultEventLoopPolicy):
    _loop_factory = _VirtualLoop

asyncio.set_event_loop_policy(_Policy())
_path = sys.argv[1]
sys.argv = sys.argv[1:]
with open(_path) as _f:
    _code = compile(_f.read(), _path, 'exec')
exec(_code, {'__name__': '__main__'})
'''


# ---- the programs ----

HEADER = '''import asyncio
import re

def show(e):
    if isinstance(e, BaseExceptionGroup):
        return f"{type(e).__name__}({e.message!r}, [{', '.join(show(x) for x in e.exceptions)}])"
    return f"{type(e).__name__}{e.args!r}"

def case(name, fn):
    print('==', name)
    try:
        r = asyncio.run(fn())
        print('  ->', repr(r))
    except BaseException as e:
        print('  raised', show(e))
'''


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.out = []
        self.n = 0

    def emit(self, text):
        self.out.append(text)

    def delays(self, n, lo=1, hi=24):
        return self.rng.sample(range(lo, hi), n)

    def exc(self):
        return self.rng.choice(['ValueError', 'KeyError', 'TypeError', 'RuntimeError',
                                'ZeroDivisionError'])

    def name(self):
        self.n += 1
        return f'c{self.n}'

    # each method below emits one case: an async def and its run

    def gather(self):
        r, nm = self.rng, self.name()
        n = r.randint(1, 5)
        ds = self.delays(n, 0)
        fails = [r.random() < 0.3 for _ in range(n)]
        rexc = r.choice([True, False])
        outer = r.choice(['none', 'cancel', 'timeout'])
        L = [f'async def {nm}():',
             '    async def w(i, k, fail):',
             '        print("  start", i)',
             '        try:',
             '            await asyncio.sleep(k)',
             '        except asyncio.CancelledError as e:',
             '            print("  cancelled", i, e.args)',
             '            raise',
             '        if fail:',
             f'            raise {self.exc()}(f"w{{i}}")',
             '        print("  end", i)',
             '        return i * 10',
             f'    aws = [w(i, k * {U!r}, f) for i, (k, f) in enumerate({list(zip(ds, fails))!r})]',
             f'    g = asyncio.gather(*aws, return_exceptions={rexc})']
        if outer == 'cancel':
            L += [f'    asyncio.get_running_loop().call_later({d(r.randint(1, 20))}, g.cancel)']
        # (children left running would be cancelled by asyncio.run in the
        # order of a set: let them end first)
        L += ['    try:']
        if outer == 'timeout':
            L += [f'        res = await asyncio.wait_for(g, {d(r.randint(1, 20))})']
        else:
            L += ['        res = await g']
        L += ['    except BaseException as e:',
              '        print("  gather raised", show(e))',
              f'        await asyncio.sleep({d(30)})',
              '        raise',
              '    return [show(x) if isinstance(x, BaseException) else x for x in res]']
        self.emit('\n'.join(L))
        return nm

    def taskgroup(self):
        r, nm = self.rng, self.name()
        n = r.randint(1, 5)
        ds = self.delays(n)
        kinds = [r.choice(['ok', 'ok', 'fail', 'cancelself', 'catch']) for _ in range(n)]
        body = r.choice(['sleep', 'raise', 'none', 'late'])
        L = [f'async def {nm}():',
             '    async def w(i, k, kind):',
             '        try:',
             '            await asyncio.sleep(k)',
             '        except asyncio.CancelledError:',
             '            gone.append(i)   # (a TaskGroup cancels in set order)',
             '            if kind == "catch":',
             '                return -1',
             '            raise',
             '        if kind == "fail":',
             f'            raise {self.exc()}(i)',
             '        if kind == "cancelself":',
             '            asyncio.current_task().cancel()',
             '            await asyncio.sleep(0)',
             '        print("  w done", i)',
             '        return i',
             '    ts, gone = [], []',
             '    try:',
             '        async with asyncio.TaskGroup() as tg:',
             f'            for i, (k, kind) in enumerate({list(zip(ds, kinds))!r}):',
             f'                ts.append(tg.create_task(w(i, k * {U!r}, kind), name=f"t{{i}}"))',
             '            print("  ", repr(tg).replace(hex(id(tg)), "X"))']
        if body == 'sleep':
            L += [f'            await asyncio.sleep({d(r.randint(1, 24))})', '            print("  body done")']
        elif body == 'raise':
            L += [f'            await asyncio.sleep({d(r.randint(0, 24))})',
                  f'            raise {self.exc()}("body")']
        elif body == 'late':
            L += [f'            await asyncio.sleep({d(r.randint(1, 24))})',
                  '            tg.create_task(w(9, 0, "ok"), name="late")']
        L += ['    except* (ValueError, KeyError) as eg:',
              '        print("  caught VK", show(eg))',
              '    except* BaseException as eg:',
              '        print("  caught other", show(eg))',
              '    print("  cancelled", sorted(gone))',
              '    for t in ts:',
              '        print("  ", t.get_name(), t.done(), t.cancelled(),'
              ' None if t.cancelled() or not t.done() else show(t.exception()) if t.exception() else t.result())',
              '    return len(ts)']
        self.emit('\n'.join(L))
        return nm

    def waitfor(self):
        r, nm = self.rng, self.name()
        k = r.randint(0, 20)
        to = r.choice([None, 0, r.randint(1, 20), r.randint(1, 20)])
        suppress = r.random() < 0.2
        L = [f'async def {nm}():',
             '    async def inner():',
             '        try:',
             f'            await asyncio.sleep({d(k)})',
             '        except asyncio.CancelledError:',
             '            print("  inner cancelled")',
             f'            {"return 99" if suppress else "raise"}',
             '        return "inner-result"',
             '    try:',
             f'        return await asyncio.wait_for(inner(), {None if to is None else d(to)})',
             '    except TimeoutError as e:',
             '        print("  timeout", type(e.__cause__).__name__, e.args)',
             '        return "timed out"']
        self.emit('\n'.join(L))
        return nm

    def timeouts(self):
        r, nm = self.rng, self.name()
        k1, k2 = r.randint(0, 20), r.randint(1, 20)
        nested = r.random() < 0.4
        resched = r.random() < 0.3
        L = [f'async def {nm}():',
             '    res = []',
             '    try:',
             f'        async with asyncio.timeout({d(k2)}) as cm:']
        if resched:
            L += ['            cm.reschedule(None)']
        if nested:
            L += [f'            try:',
                  f'                async with asyncio.timeout({d(r.randint(1, 20))}) as cm2:',
                  f'                    await asyncio.sleep({d(k1)})',
                  '                    res.append("inner slept")',
                  '            except TimeoutError:',
                  '                res.append("inner timeout")',
                  '            res.append(("inner expired", cm2.expired(), repr(cm2)))',
                  f'            await asyncio.sleep({d(r.randint(0, 10))})']
        else:
            L += [f'            await asyncio.sleep({d(k1)})']
        L += ['            res.append("body done")',
              '    except TimeoutError as e:',
              '        res.append(("outer timeout", type(e.__cause__).__name__))',
              '    res.append((cm.expired(), repr(cm)))',
              '    return res']
        self.emit('\n'.join(L))
        return nm

    def shield(self):
        r, nm = self.rng, self.name()
        k1, k2 = self.delays(2)
        how = r.choice(['wait_for', 'cancel'])
        L = [f'async def {nm}():',
             '    async def inner():',
             f'        await asyncio.sleep({d(k1)})',
             '        print("  inner finished")',
             '        return "shielded"',
             '    t = asyncio.create_task(inner())']
        if how == 'wait_for':
            L += ['    try:',
                  f'        print("  got", await asyncio.wait_for(asyncio.shield(t), {d(k2)}))',
                  '    except TimeoutError:',
                  '        print("  outer timed out", t.done())']
        else:
            L += ['    async def waiter():',
                  '        try:',
                  '            return await asyncio.shield(t)',
                  '        except asyncio.CancelledError as e:',
                  '            print("  waiter cancelled", e.args)',
                  '            raise',
                  '    wt = asyncio.create_task(waiter())',
                  f'    await asyncio.sleep({d(k2)})',
                  f'    print("  cancel ->", wt.cancel({r.choice([None, "stop"])!r}))',
                  '    try:',
                  '        print("  waiter", await wt)',
                  '    except asyncio.CancelledError as e:',
                  '        print("  waiter raised CancelledError", e.args)']
        L += ['    return await t']
        self.emit('\n'.join(L))
        return nm

    def wait(self):
        r, nm = self.rng, self.name()
        n = r.randint(1, 5)
        ds = self.delays(n)
        fails = [r.random() < 0.3 for _ in range(n)]
        rw = r.choice(['FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED'])
        to = r.choice([None, r.randint(1, 24)])
        L = [f'async def {nm}():',
             '    async def w(i, k, fail):',
             '        await asyncio.sleep(k)',
             '        if fail:',
             '            raise ValueError(i)',
             '        return i',
             f'    ts = [asyncio.create_task(w(i, k * {U!r}, f), name=f"w{{i}}")'
             f' for i, (k, f) in enumerate({list(zip(ds, fails))!r})]',
             f'    done, pending = await asyncio.wait(ts, timeout={None if to is None else d(to)},'
             f' return_when=asyncio.{rw})',
             '    print("  done", sorted(t.get_name() for t in done))',
             '    print("  pending", sorted(t.get_name() for t in pending))',
             '    for t in pending:',
             '        t.cancel()',
             '    res = await asyncio.gather(*ts, return_exceptions=True)',
             '    return [show(x) if isinstance(x, BaseException) else x for x in res]']
        self.emit('\n'.join(L))
        return nm

    def queue(self):
        r, nm = self.rng, self.name()
        np_, nc = r.randint(1, 3), r.randint(1, 3)
        maxsize = r.choice([0, 1, 2, 5])
        kind = r.choice(['Queue', 'LifoQueue', 'PriorityQueue'])
        items = [[r.randint(0, 50) for _ in range(r.randint(1, 4))] for _ in range(np_)]
        primes = [5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
        pd = r.sample(primes[:6], np_)
        cd = r.sample(primes[6:], nc)
        L = [f'async def {nm}():',
             f'    q = asyncio.{kind}(maxsize={maxsize})',
             '    got = []',
             '    async def prod(i, k, items):',
             '        for x in items:',
             '            await asyncio.sleep(k)',
             '            await q.put(x)',
             '            print("  put", i, x, q.qsize())',
             '    async def cons(j, k):',
             '        while True:',
             '            x = await q.get()',
             '            got.append((j, x))',
             '            await asyncio.sleep(k)',
             '            q.task_done()',
             f'    cs = [asyncio.create_task(cons(j, k * {U!r})) for j, k in enumerate({cd!r})]',
             f'    await asyncio.gather(*[prod(i, k * {U!r}, it) for i, (k, it) in enumerate({list(zip(pd, items))!r})])',
             '    await q.join()',
             '    for c in cs:',
             '        c.cancel()',
             '    print("  ", q.empty(), q.full(), re.sub(" at 0x[0-9a-f]+", "", repr(q)))',
             '    try:',
             '        q.get_nowait()',
             '    except asyncio.QueueEmpty as e:',
             '        print("  empty", e.args)',
             '    return got']
        self.emit('\n'.join(L))
        return nm

    def sync(self):
        r, nm = self.rng, self.name()
        n = r.randint(2, 5)
        prim = r.choice(['Lock', 'Semaphore', 'Event', 'Condition', 'BoundedSemaphore'])
        ds = self.delays(n)
        L = [f'async def {nm}():', '    order = []']
        if prim in ('Lock', 'Semaphore', 'BoundedSemaphore'):
            arg = '' if prim == 'Lock' else str(r.randint(1, 3))
            L += [f'    p = asyncio.{prim}({arg})',
                  '    async def w(i, k):',
                  '        async with p:',
                  '            order.append(("in", i))',
                  '            await asyncio.sleep(k)',
                  '            order.append(("out", i))',
                  f'    await asyncio.gather(*[w(i, k * {U!r}) for i, k in enumerate({ds!r})])',
                  '    order.append(p.locked())']
            if prim == 'BoundedSemaphore':
                L += ['    try:', '        p.release()', '    except ValueError as e:',
                      '        order.append(str(e))']
        elif prim == 'Event':
            L += ['    ev = asyncio.Event()',
                  '    async def w(i):',
                  '        order.append(("wait", i))',
                  '        await ev.wait()',
                  '        order.append(("woke", i, ev.is_set()))',
                  f'    ts = [asyncio.create_task(w(i)) for i in range({n})]',
                  f'    await asyncio.sleep({d(r.randint(1, 10))})',
                  '    ev.set()',
                  '    await asyncio.gather(*ts)',
                  '    ev.clear()',
                  '    order.append(ev.is_set())']
        else:
            L += ['    cv = asyncio.Condition()',
                  '    box = []',
                  '    async def w(i):',
                  '        async with cv:',
                  '            await cv.wait_for(lambda: len(box) > i)',
                  '            order.append(("got", i, box[i]))',
                  f'    ts = [asyncio.create_task(w(i)) for i in range({n})]',
                  f'    for k in {ds!r}:',
                  f'        await asyncio.sleep(k * {U!r})',
                  '        async with cv:',
                  '            box.append(k)',
                  f'            cv.notify({r.choice(["", "1", "2"])})',
                  '    async with cv:',
                  '        cv.notify_all()',
                  f'    await asyncio.wait_for(asyncio.gather(*ts), {d(40)})']
        L += ['    return order']
        self.emit('\n'.join(L))
        return nm

    def cancels(self):
        r, nm = self.rng, self.name()
        msg = r.choice([None, 'bye', 'stop now'])
        k1, k2 = self.delays(2)
        swallow = r.random() < 0.3
        twice = r.random() < 0.3
        L = [f'async def {nm}():',
             '    async def victim():',
             '        try:',
             f'            await asyncio.sleep({d(k1)})',
             '            return "finished"',
             '        except asyncio.CancelledError as e:',
             '            print("  victim got", e.args, asyncio.current_task().cancelling())']
        if swallow:
            L += ['            print("  uncancel ->", asyncio.current_task().uncancel())',
                  '            return "swallowed"']
        else:
            L += ['            raise']
        L += ['    t = asyncio.create_task(victim(), name="victim")',
              f'    await asyncio.sleep({d(k2)})',
              f'    print("  cancel ->", t.cancel({msg!r}), t.cancelling())']
        if twice:
            L += ['    print("  again ->", t.cancel("second"), t.cancelling())']
        L += ['    try:',
              '        r = await t',
              '        print("  result", r)',
              '    except asyncio.CancelledError as e:',
              '        print("  awaited CancelledError", e.args)',
              '    print("  ", t.done(), t.cancelled(), t.cancel())',
              '    try:',
              '        t.result()',
              '    except asyncio.CancelledError as e:',
              '        print("  result() raised", e.args)',
              '    except BaseException as e:',
              '        print("  result() ->", show(e))',
              '    return t.get_name()']
        self.emit('\n'.join(L))
        return nm

    def names(self):
        r, nm = self.rng, self.name()
        k = r.randint(1, 10)
        L = [f'async def {nm}():',
             '    async def job(x):',
             f'        await asyncio.sleep({d(k)} * (x + 3))',
             '        if x < 0:',
             '            raise ValueError(x)',
             '        return x',
             f'    a = asyncio.create_task(job({r.choice([-2, -1, 0, 2, 3, 4])}), name={r.choice(["None", repr("alpha")])})',
             '    b = asyncio.create_task(job(1))',
             '    b.set_name("beta")',
             '    print("  ", a.get_name().startswith("Task-") or a.get_name(), b.get_name())',
             '    print("  ", repr(b).split(" coro=")[0])',
             '    await asyncio.sleep(0)',
             '    res = await asyncio.gather(a, b, return_exceptions=True)',
             '    print("  ", repr(b).split(" coro=")[0], "result=" in repr(b))',
             '    print("  ", "exception=" in repr(a), a.done())',
             '    print("  ", repr(asyncio.current_task()).split(" coro=")[0].startswith("<Task pending name="))',
             '    print("  ", [show(x) if isinstance(x, BaseException) else x for x in res])',
             '    f = asyncio.get_running_loop().create_future()',
             '    print("  ", repr(f))',
             '    f.set_result(5)',
             '    print("  ", repr(f), await f)',
             '    return len(asyncio.all_tasks())']
        self.emit('\n'.join(L))
        return nm

    def callbacks(self):
        r, nm = self.rng, self.name()
        n = r.randint(1, 4)
        ds = self.delays(n)
        L = [f'async def {nm}():',
             '    log = []',
             '    async def w(i, k):',
             '        await asyncio.sleep(k)',
             '        return i',
             '    ts = []',
             f'    for i, k in enumerate({ds!r}):',
             f'        t = asyncio.create_task(w(i, k * {U!r}), name=f"cb{{i}}")',
             '        t.add_done_callback(lambda t: log.append(("cb", t.get_name(), t.result())))',
             '        ts.append(t)',
             '    fut = asyncio.get_running_loop().create_future()',
             '    fut.add_done_callback(lambda f: log.append(("fut", f.result())))',
             f'    asyncio.get_running_loop().call_later({d(r.randint(1, 30))}, fut.set_result, "late")',
             f'    if {r.random() < 0.3}:',
             '        print("  removed", ts[0].remove_done_callback(log.append))',
             '    await asyncio.gather(*ts)',
             '    await fut',
             '    await asyncio.sleep(0)',
             '    return log']
        self.emit('\n'.join(L))
        return nm

    def groups(self):
        r, nm = self.rng, self.name()
        n = r.randint(1, 4)
        excs = [self.exc() for _ in range(n)]
        L = [f'async def {nm}():',
             '    async def bad(i, e):',
             '        await asyncio.sleep(i * %r)' % U,
             '        raise e(i)',
             '    try:',
             '        async with asyncio.TaskGroup() as tg:',
             f'            for i, e in enumerate([{", ".join(excs)}]):',
             '                tg.create_task(bad(i + 1, e))',
             '    except* ValueError as eg:',
             '        print("  V", show(eg))',
             '    except* (KeyError, TypeError) as eg:',
             '        print("  KT", show(eg))',
             '    except* Exception as eg:',
             '        print("  rest", show(eg), eg.message)',
             '    try:',
             f'        raise ExceptionGroup("outer", [ExceptionGroup("in", [ValueError({n})]), KeyError("k")])',
             '    except* KeyError as eg:',
             '        print("  K", show(eg))',
             '    except* ValueError as eg:',
             '        print("  V2", show(eg), show(eg.split(ValueError)[0]))',
             '    return "ok"']
        self.emit('\n'.join(L))
        return nm

    def program(self, ncases):
        kinds = [self.gather, self.taskgroup, self.waitfor, self.timeouts, self.shield,
                 self.wait, self.queue, self.sync, self.cancels, self.names,
                 self.callbacks, self.groups]
        if ncases is None:   # each kind once
            names = [k() for k in kinds]
        else:
            names = [self.rng.choice(kinds)() for _ in range(ncases)]
        return HEADER + '\n\n' + '\n\n'.join(self.out) + '\n\n' + \
            ''.join(f'case({n!r}, {n})\n' for n in names)


def make(seed, ncases=6):
    return Gen(random.Random(seed)).program(ncases)


def run(cmd, cwd, timeout=60):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, 'timeout', -1
    return p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace'), p.returncode


def last(s):
    ls = [x for x in s.splitlines() if x.strip()]
    return ls[-1] if ls else ''


def main(argv):
    if argv[:1] in (['--emit'], ['--emit-all']):
        sys.stdout.write(make(int(argv[1]), None if argv[0] == '--emit-all' else 6))
        return 0
    keep = None
    if '--keep' in argv:
        i = argv.index('--keep')
        keep = argv[i + 1]
        del argv[i:i + 2]
        os.makedirs(keep, exist_ok=True)
    if argv[:1] == ['--oracle']:
        os.execvp(sys.executable, [sys.executable, '-c', ORACLE, argv[1]])
    baton = argv[0]
    n = int(argv[1]) if len(argv) > 1 else 50
    seed = int(argv[2]) if len(argv) > 2 else 1
    host = os.path.abspath(os.path.join(os.path.dirname(baton) or '.', 'async_host'))
    tmp = tempfile.mkdtemp(prefix='asyncio_diff')
    same = tied = bad = 0
    for s in range(seed, seed + n):
        src = make(s)
        path = os.path.join(tmp, f'p{s}.py')
        with open(path, 'w') as f:
            f.write(src)
        co, ce, cr = run([sys.executable, '-c', ORACLE, path], tmp)
        if cr == 7 and '#TIE' in ce:
            tied += 1
            continue
        bo, be, br = run([host, '--order', 'fifo', path], tmp)
        if (co, cr, last(ce) if cr else '') == (bo, br, last(be) if br else ''):
            same += 1
            continue
        bad += 1
        if keep:
            with open(os.path.join(keep, f'p{s}.py'), 'w') as f:
                f.write(src)
        if bad <= 3:
            print(f'--- program {s} differs (python3 {__file__} --emit {s}):')
            cl, bl = (co or '').splitlines(), (bo or '').splitlines()
            for i in range(max(len(cl), len(bl))):
                a = cl[i] if i < len(cl) else '<none>'
                b = bl[i] if i < len(bl) else '<none>'
                if a != b:
                    print(f'  line {i + 1}:\n    cpython: {a}\n    baton:   {b}')
                    break
            if cr != br or cr:
                print(f'  status cpython {cr} baton {br}; last stderr:\n    cpython: {last(ce)}\n'
                      f'    baton:   {last(be)}')
    print(f'{n} programs: {same} same, {tied} tied (skipped), {bad} differ')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
