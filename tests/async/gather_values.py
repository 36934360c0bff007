# values of every host type round-trip through async tool calls
import asyncio

values = [0, -7, 2 ** 62, 3.25, "", "héllo ☃", True, False, None,
          [1, [2, [3]]], {"a": 1, "b": [1, 2], "c": {"d": None}}, {1: "one", 2: "two"},
          [], {}]
got = await asyncio.gather(*[echo(v) for v in values])
for v, g in zip(values, got):
    print(repr(g), g == v, type(g).__name__)
