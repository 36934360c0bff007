# The asyncio (and json, re) functions CPython writes in Python have a
# function's repr ("<function gather at 0x...>"); the address is cut off.
import asyncio, json, re, math
for f in (asyncio.gather, asyncio.sleep, asyncio.run, asyncio.create_task, asyncio.wait_for,
          asyncio.as_completed, asyncio.ensure_future, asyncio.iscoroutine,
          json.dumps, json.loads, re.escape, re.compile, re.sub, math.sqrt, len):
    r = repr(f)
    print(r.split(' at 0x')[0], r.endswith('>'))
