"""README's Python section runs: its ```python blocks, in order, in one
namespace, with stand-ins for what a reader supplies (a model client, an
HTTP session, a program); blocks with a top-level await run on a loop.
The Redis section's blocks need a server: tests/redis/test_redis.py
(ReadmeTests) runs them."""

import ast
import asyncio
import os
import re
import types
import unittest

import baton

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def python_section_blocks():
    with open(os.path.join(ROOT, "README.md")) as f:
        text = f.read()
    start = text.index("\n## Python: `import baton`")
    end = text.index("\n## ", start + 1)
    return re.findall(r"^```python\n(.*?)^```$", text[start:end], re.S | re.M)


class FakeModel:
    """Asks for one run_python call, then answers."""

    def __init__(self):
        self.seen = []

    def __call__(self, system_prompt, messages, tools):
        self.seen.append((system_prompt, list(messages), tools))
        if messages:
            return types.SimpleNamespace(tool_call=None, text="done")
        call = types.SimpleNamespace(id="call_1", input={
            "code": "w = get_weather('Oslo')\nprint(w['temp'])\nsearch('baton', limit=2)"})
        return types.SimpleNamespace(tool_call=call)


class FakeResponse:
    def __init__(self, url):
        self.url = url

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        return False

    async def text(self):
        await asyncio.sleep(0.01)
        return "<html>%s</html>" % self.url


class ReadmeTests(unittest.TestCase):
    def test_python_section_runs(self):
        blocks = python_section_blocks()
        self.assertGreaterEqual(len(blocks), 3)
        printed = []
        model = FakeModel()
        ns = {"model": model, "messages": [],
              "tool_result": lambda cid, text: {"tool_use_id": cid, "content": text},
              "session": types.SimpleNamespace(get=FakeResponse),
              "code": "hits = search('baton')\ntry:\n    search('')\nexcept ValueError as e:\n"
                      "    hits.append(str(e))\nhits + search('more')",
              "print": lambda *a, **k: printed.append(" ".join(map(str, a)))}
        flags = ast.PyCF_ALLOW_TOP_LEVEL_AWAIT
        for i, block in enumerate(blocks):
            with self.subTest(block=i):
                co = compile(block, "<README python block %d>" % i, "exec", flags=flags)
                if co.co_flags & 0x80:       # CO_COROUTINE: a top-level await
                    asyncio.run(eval(co, ns))
                else:
                    exec(co, ns)
        # the agent loop: the tool_spec went to the model, the run's text came back
        prompt, _, tools = model.seen[0]
        self.assertIn("def get_weather(city: str, units: str = 'C') -> dict:", prompt)
        self.assertEqual(tools[0]["name"], "run_python")
        self.assertEqual(ns["messages"], [{"tool_use_id": "call_1", "content":
                                           "18.5\nResult: ['https://example.com/0', "
                                           "'https://example.com/1']"}])
        # the asyncio example fetched the three search results concurrently
        self.assertEqual(ns["r"].value, [len("<html>https://example.com/%d</html>" % i)
                                         for i in range(3)])
        # the step protocol, then the restore in "another process"
        self.assertEqual(printed, [str(["a", "b", "empty query", "a", "b"]),
                                   str(["a", "b", "empty query", "MORE"])])


if __name__ == "__main__":
    unittest.main()
