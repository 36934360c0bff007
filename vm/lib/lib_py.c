/* generated from vm/lib/NAME.py by tools/gen_lib.py, do not edit */
#include "lib.h"

/* builtins' and asyncio's fallbacks (prelude NAME.py files), one function each */
const LibPrelude lib_prelude[] = {
  {"_setslice_iter", "_iterlist",
    "def _setslice_iter(o, k, v):\n"
    "    o[k] = _iterlist(v)\n"},
  {"_contains", "",
    "def _contains(it, x):\n"
    "    for v in it:\n"
    "        if v is x or v == x:\n"
    "            return True\n"
    "    return False\n"},
  {"_not_contains", "_contains",
    "def _not_contains(it, x):\n"
    "    return not _contains(it, x)\n"},
  {"_iterlist", "",
    "def _iterlist(it):\n"
    "    r = []\n"
    "    for x in it:\n"
    "        r.append(x)\n"
    "    return r\n"},
  {"_list", "_iterlist",
    "def _list(*a):\n"
    "    return _iterlist(a[0])\n"},
  {"_tuple", "_iterlist",
    "def _tuple(*a):\n"
    "    return tuple(_iterlist(a[0]))\n"},
  {"_set", "_iterlist",
    "def _set(*a):\n"
    "    return set(_iterlist(a[0]))\n"},
  {"_frozenset", "_iterlist",
    "def _frozenset(*a):\n"
    "    return frozenset(_iterlist(a[0]))\n"},
  {"_dict", "_iterlist",
    "def _dict(*a, **k):\n"
    "    return dict(_iterlist(a[0]), **k)\n"},
  {"_next", "",
    "def _next(it, *default):\n"
    "    for x in it:\n"
    "        return x\n"
    "    if default:\n"
    "        return default[0]\n"
    "    raise StopIteration\n"},
  {"enumerate", "",
    "def enumerate(it, start=0):\n"
    "    for x in it:\n"
    "        yield (start, x)\n"
    "        start += 1\n"},
  {"_enumerate", "enumerate",
    "def _enumerate(*a, **k):\n"
    "    return enumerate(*a, **k)\n"},
  {"zip", "",
    "def zip(*its, strict=False):\n"
    "    its = [iter(x) for x in its]\n"
    "    if not its:\n"
    "        return\n"
    "    while True:\n"
    "        r = []\n"
    "        for i in range(len(its)):\n"
    "            for x in its[i]:\n"
    "                r.append(x)\n"
    "                break\n"
    "            else:\n"
    "                if strict:\n"
    "                    if i:\n"
    "                        s = ' ' if i == 1 else 's 1-'\n"
    "                        raise ValueError(f'zip() argument {i + 1} is shorter than argument{s}{i}')\n"
    "                    for j in range(1, len(its)):\n"
    "                        for x in its[j]:\n"
    "                            s = ' ' if j == 1 else 's 1-'\n"
    "                            raise ValueError(f'zip() argument {j + 1} is longer than argument{s}{j}')\n"
    "                return\n"
    "        yield tuple(r)\n"},
  {"_zip", "zip",
    "def _zip(*a, **k):\n"
    "    return zip(*a, **k)\n"},
  {"map", "",
    "def map(func, *its):\n"
    "    if len(its) == 1:\n"
    "        for x in its[0]:\n"
    "            yield func(x)\n"
    "        return\n"
    "    its = [iter(x) for x in its]\n"
    "    while True:\n"
    "        args = []\n"
    "        for it in its:\n"
    "            for x in it:\n"
    "                args.append(x)\n"
    "                break\n"
    "            else:\n"
    "                return\n"
    "        yield func(*args)\n"},
  {"_map", "map",
    "def _map(*a):\n"
    "    return map(*a)\n"},
  {"filter", "",
    "def filter(func, it):\n"
    "    if func is None:\n"
    "        for x in it:\n"
    "            if x:\n"
    "                yield x\n"
    "    else:\n"
    "        for x in it:\n"
    "            if func(x):\n"
    "                yield x\n"},
  {"_filter", "filter",
    "def _filter(*a):\n"
    "    return filter(*a)\n"},
  {"_sorted", "_iterlist",
    "def _sorted(it, *, key=None, reverse=False):\n"
    "    r = _iterlist(it)\n"
    "    r.sort(key=key, reverse=reverse)\n"
    "    return r\n"},
  {"_list_sort", "",
    "def _list_sort(lst, *, key=None, reverse=False):\n"
    "    if key is None:\n"
    "        return lst.sort(reverse=reverse)\n"
    "    keys = [key(x) for x in lst]\n"
    "    _sort_by_keys(lst, keys, reverse)\n"},
  {"_minmax", "_iterlist",
    "_MISSING = []\n"
    "def _minmax(name, args, key, default):\n"
    "    if len(args) == 1:\n"
    "        items = _iterlist(args[0])\n"
    "    else:\n"
    "        if default is not _MISSING:\n"
    "            raise TypeError(f'Cannot specify a default for {name}() with multiple positional arguments')\n"
    "        items = args\n"
    "    if not items:\n"
    "        if default is not _MISSING:\n"
    "            return default\n"
    "        raise ValueError(f'{name}() arg is an empty sequence')\n"
    "    if key is None:\n"
    "        return min(items) if name == 'min' else max(items)\n"
    "    best = items[0]\n"
    "    bk = key(best)\n"
    "    first = True\n"
    "    for x in items:\n"
    "        if first:\n"
    "            first = False\n"
    "            continue\n"
    "        k = key(x)\n"
    "        if (k < bk) if name == 'min' else (k > bk):\n"
    "            best = x\n"
    "            bk = k\n"
    "    return best\n"},
  {"_min", "_minmax",
    "def _min(*args, key=None, default=_MISSING):\n"
    "    if not args:\n"
    "        raise TypeError('min expected at least 1 argument, got 0')\n"
    "    return _minmax('min', args, key, default)\n"},
  {"_max", "_minmax",
    "def _max(*args, key=None, default=_MISSING):\n"
    "    if not args:\n"
    "        raise TypeError('max expected at least 1 argument, got 0')\n"
    "    return _minmax('max', args, key, default)\n"},
  {"_sum", "_iterlist",
    "def _sum(it, start=0):\n"
    "    return sum(_iterlist(it), start)\n"},
  {"_any", "",
    "def _any(it):\n"
    "    for x in it:\n"
    "        if x:\n"
    "            return True\n"
    "    return False\n"},
  {"_all", "",
    "def _all(it):\n"
    "    for x in it:\n"
    "        if not x:\n"
    "            return False\n"
    "    return True\n"},
  {"_extend", "",
    "def _extend(c, it):\n"
    "    for x in it:\n"
    "        c.append(x)\n"},
  {"_set_extend", "",
    "def _set_extend(c, it):\n"
    "    for x in it:\n"
    "        c.add(x)\n"},
  {"_join", "_iterlist",
    "def _join(sep, it):\n"
    "    return sep.join(_iterlist(it))\n"},
  {"_set_update", "",
    "def _set_update(s, *its):\n"
    "    for it in its:\n"
    "        for x in it:\n"
    "            s.add(x)\n"},
  {"_dict_update", "_iterlist",
    "def _dict_update(d, *a, **k):\n"
    "    if a:\n"
    "        d.update(_iterlist(a[0]))\n"
    "    d.update(k)\n"},
  {"_fromkeys", "_iterlist",
    "def _fromkeys(it, *v):\n"
    "    return dict.fromkeys(_iterlist(it), *v)\n"},
  {"_setgen", "_iterlist",
    "def _setgen(a):\n"
    "    return [_iterlist(x) if type(x).__name__ == 'generator' else x for x in a]\n"},
  {"_set_union", "_setgen",
    "def _set_union(s, *a):\n"
    "    return s.union(*_setgen(a))\n"},
  {"_set_intersection", "_setgen",
    "def _set_intersection(s, *a):\n"
    "    return s.intersection(*_setgen(a))\n"},
  {"_set_difference", "_setgen",
    "def _set_difference(s, *a):\n"
    "    return s.difference(*_setgen(a))\n"},
  {"_set_symmetric_difference", "_setgen",
    "def _set_symmetric_difference(s, *a):\n"
    "    return s.symmetric_difference(*_setgen(a))\n"},
  {"_set_intersection_update", "_setgen",
    "def _set_intersection_update(s, *a):\n"
    "    return s.intersection_update(*_setgen(a))\n"},
  {"_set_difference_update", "_setgen",
    "def _set_difference_update(s, *a):\n"
    "    return s.difference_update(*_setgen(a))\n"},
  {"_set_symmetric_difference_update", "_setgen",
    "def _set_symmetric_difference_update(s, *a):\n"
    "    return s.symmetric_difference_update(*_setgen(a))\n"},
  {"_set_issubset", "_setgen",
    "def _set_issubset(s, *a):\n"
    "    return s.issubset(*_setgen(a))\n"},
  {"_set_issuperset", "_setgen",
    "def _set_issuperset(s, *a):\n"
    "    return s.issuperset(*_setgen(a))\n"},
  {"_set_isdisjoint", "_setgen",
    "def _set_isdisjoint(s, *a):\n"
    "    return s.isdisjoint(*_setgen(a))\n"},
  {"sleep", "",
    "async def sleep(delay, result=None):\n"
    "    if delay <= 0:\n"
    "        await _aio_yield()\n"
    "        return result\n"
    "    await _aio_timer(delay)\n"
    "    return result\n"},
  {"_aio_cancel_and_wait", "",
    "async def _aio_cancel_and_wait(fut):\n"
    "    waiter = _aio_waiter(fut)\n"
    "    fut.cancel()\n"
    "    await waiter\n"},
  {"wait_for", "_aio_cancel_and_wait",
    "async def wait_for(fut, timeout):\n"
    "    _aio_current_task()\n"
    "    if timeout is None:\n"
    "        return await fut\n"
    "    if timeout <= 0:\n"
    "        fut = _aio_ensure_future(fut)\n"
    "        if fut.done():\n"
    "            return fut.result()\n"
    "        await _aio_cancel_and_wait(fut)\n"
    "        try:\n"
    "            return fut.result()\n"
    "        except CancelledError as exc:\n"
    "            raise TimeoutError() from exc\n"
    "    timer = _aio_timer(timeout)\n"
    "    fut = _aio_ensure_future(fut)\n"
    "    waiter = _aio_waiter(timer, fut)\n"
    "    try:\n"
    "        try:\n"
    "            await waiter\n"
    "        except CancelledError:\n"
    "            if fut.done():\n"
    "                return fut.result()\n"
    "            await _aio_cancel_and_wait(fut)\n"
    "            raise\n"
    "        if fut.done():\n"
    "            return fut.result()\n"
    "        await _aio_cancel_and_wait(fut)\n"
    "        try:\n"
    "            return fut.result()\n"
    "        except CancelledError as exc:\n"
    "            raise TimeoutError() from exc\n"
    "    finally:\n"
    "        _aio_cancel(timer)\n"},
  {"_aio_wait_one", "",
    "async def _aio_wait_one(q):\n"
    "    f = await q\n"
    "    if f is None:\n"
    "        raise TimeoutError\n"
    "    return f.result()\n"},
  {"as_completed", "_aio_wait_one",
    "def as_completed(fs, *, timeout=None):\n"
    "    if _aio_isfuture(fs) or _aio_iscoroutine(fs):\n"
    "        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')\n"
    "    todo = _aio_todo(fs)\n"
    "    q = _aio_queue(todo, None if timeout is None or not todo else _aio_timer(timeout))\n"
    "    for _ in range(len(todo)):\n"
    "        yield _aio_wait_one(q)\n"},
  {"run", "",
    "def run(main, *, debug=None):\n"
    "    if _aio_loop(0):\n"
    "        raise RuntimeError('asyncio.run() cannot be called from a running event loop')\n"
    "    if not _aio_iscoroutine(main):\n"
    "        raise ValueError(f'a coroutine was expected, got {main!r}')\n"
    "    _aio_loop(1)\n"
    "    try:\n"
    "        return _aio_block(_aio_create_task(main))\n"
    "    finally:\n"
    "        left = _aio_cancel_all()\n"
    "        if left is not None:\n"
    "            _aio_block(left)\n"
    "        _aio_loop(-1)\n"},
};
const int lib_prelude_n = (int)(sizeof lib_prelude / sizeof lib_prelude[0]);

/* the Python parts of modules (NAME.py) */
const LibSource lib_sources[] = {
  {"math",
    "# math: constants and the integer functions (the float functions are\n"
    "# natives, vm/lib/math.c).  Messages as CPython 3.11's mathmodule.c.\n"
    "pi = 3.141592653589793\n"
    "e = 2.718281828459045\n"
    "tau = 6.283185307179586\n"
    "inf = float('inf')\n"
    "nan = float('nan')\n"
    "\n"
    "\n"
    "def _index(x, fname):\n"
    "    if type(x) is bool:\n"
    "        return int(x)\n"
    "    if type(x) is not int:\n"
    "        raise TypeError(f\"'{type(x).__name__}' object cannot be interpreted as an integer\")\n"
    "    return x\n"
    "\n"
    "\n"
    "def factorial(n):\n"
    "    if type(n) is float:\n"
    "        raise TypeError(\"'float' object cannot be interpreted as an integer\")\n"
    "    n = _index(n, 'factorial')\n"
    "    if n < 0:\n"
    "        raise ValueError('factorial() not defined for negative values')\n"
    "    r = 1\n"
    "    for i in range(2, n + 1):\n"
    "        r *= i\n"
    "    return r\n"
    "\n"
    "\n"
    "def isqrt(n):\n"
    "    n = _index(n, 'isqrt')\n"
    "    if n < 0:\n"
    "        raise ValueError('isqrt() argument must be nonnegative')\n"
    "    if n == 0:\n"
    "        return 0\n"
    "    x = 1 << ((n.bit_length() + 1) // 2)\n"
    "    while True:\n"
    "        y = (x + n // x) // 2\n"
    "        if y >= x:\n"
    "            return x\n"
    "        x = y\n"
    "\n"
    "\n"
    "def gcd(*integers):\n"
    "    r = 0\n"
    "    for x in integers:\n"
    "        x = _index(x, 'gcd')\n"
    "        a, b = abs(r), abs(x)\n"
    "        while b:\n"
    "            a, b = b, a % b\n"
    "        r = a\n"
    "    return r\n"
    "\n"
    "\n"
    "def lcm(*integers):\n"
    "    r = 1\n"
    "    for x in integers:\n"
    "        x = _index(x, 'lcm')\n"
    "        if r == 0 or x == 0:\n"
    "            r = 0\n"
    "            continue\n"
    "        r = abs(r * x) // gcd(r, x)\n"
    "    return r\n"
    "\n"
    "\n"
    "def perm(n, k=None):\n"
    "    n = _index(n, 'perm')\n"
    "    if k is None:\n"
    "        if n < 0:\n"
    "            raise ValueError('n must be a non-negative integer')\n"
    "        return factorial(n)\n"
    "    k = _index(k, 'perm')\n"
    "    if n < 0:\n"
    "        raise ValueError('n must be a non-negative integer')\n"
    "    if k < 0:\n"
    "        raise ValueError('k must be a non-negative integer')\n"
    "    if k > n:\n"
    "        return 0\n"
    "    r = 1\n"
    "    for i in range(n - k + 1, n + 1):\n"
    "        r *= i\n"
    "    return r\n"
    "\n"
    "\n"
    "def comb(n, k):\n"
    "    n = _index(n, 'comb')\n"
    "    k = _index(k, 'comb')\n"
    "    if n < 0:\n"
    "        raise ValueError('n must be a non-negative integer')\n"
    "    if k < 0:\n"
    "        raise ValueError('k must be a non-negative integer')\n"
    "    if k > n:\n"
    "        return 0\n"
    "    k = min(k, n - k)\n"
    "    r = 1\n"
    "    for i in range(1, k + 1):\n"
    "        r = r * (n - k + i) // i\n"
    "    return r\n"
    "\n"
    "\n"
    "def prod(iterable, *, start=1):\n"
    "    r = start\n"
    "    for x in iterable:\n"
    "        r = r * x\n"
    "    return r\n"
    "\n"
    "\n"
    "def fsum(seq):\n"
    "    return _fsum(list(seq))\n"
    "\n"
    "\n"
    "def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):\n"
    "    a = float(a) if type(a) is not float else a\n"
    "    b = float(b) if type(b) is not float else b\n"
    "    if rel_tol < 0.0 or abs_tol < 0.0:\n"
    "        raise ValueError('tolerances must be non-negative')\n"
    "    if a == b:\n"
    "        return True\n"
    "    if a in (inf, -inf) or b in (inf, -inf):\n"
    "        return False\n"
    "    diff = fabs(b - a)\n"
    "    return diff <= fabs(rel_tol * b) or diff <= fabs(rel_tol * a) or diff <= abs_tol\n"
    "\n"
    "\n"
    "def dist(p, q):\n"
    "    p = tuple(p)\n"
    "    q = tuple(q)\n"
    "    if len(p) != len(q):\n"
    "        raise ValueError('both points must have the same number of dimensions')\n"
    "    return hypot(*[x - y for x, y in zip(p, q)])\n"},
};
const int lib_sources_n = 1;
