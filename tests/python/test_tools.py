"""Tools: signatures read with inspect, binding, docstrings, exceptions."""

import os
import subprocess
import sys
import unittest

import baton


class ToolTests(unittest.TestCase):
    def setUp(self):
        self.sb = baton.Sandbox()

    def test_call_binds_as_python(self):
        @self.sb.tool
        def get_weather(city: str, units: str = "C") -> dict:
            """Current weather for a city."""
            return {"city": city, "units": units}
        r = self.sb.run('a = get_weather("Oslo")\nb = get_weather(units="F", city="Rome")\n[a, b]')
        self.assertIsNone(r.error)
        self.assertEqual(r.value, [{"city": "Oslo", "units": "C"}, {"city": "Rome", "units": "F"}])
        r = self.sb.run('get_weather()')
        self.assertEqual(r.error.type, "TypeError")
        self.assertIn("missing 1 required positional argument: 'city'", r.error.message)
        r = self.sb.run('get_weather("a", bogus=1)')
        self.assertEqual(r.error.type, "TypeError")
        self.assertIn("unexpected keyword argument 'bogus'", r.error.message)

    def test_positional_only_varargs_kwonly(self):
        @self.sb.tool
        def f(a, /, b, *rest, k=1, **kw):
            return [a, b, rest, k, kw]
        r = self.sb.run("f(1, 2, 3, 4, k=5, z=6)")
        self.assertEqual(r.value, [1, 2, (3, 4), 5, {"z": 6}])
        r = self.sb.run("f(a=1, b=2)")
        self.assertEqual(r.error.type, "TypeError")

    def test_describe_renders_as_written(self):
        from typing import Optional

        @self.sb.tool
        def search(query: str, limit: Optional[int] = None, *, tags: list[str] = ()) -> list[dict]:
            """Search the index.

            Returns hits."""
            return []

        @self.sb.tool
        async def fetch(url: "URL") -> str:
            return ""
        d = self.sb.describe()
        self.assertIn("def search(query: str, limit: Optional[int] = None, *, "
                      "tags: list[str] = ()) -> list[dict]:\n"
                      '    """Search the index.\n\n    Returns hits."""\n', d)
        self.assertIn("async def fetch(url: URL) -> str:\n    ...\n", d)

    def test_function_changed_after_registration_is_read_again(self):
        # what inspect read is reused for the next Sandbox, but only while
        # the function is unchanged
        def lookup(key: str, n: int = 1) -> str:
            """First."""
            return key * n
        self.sb.add_tool("lookup", lookup)
        self.assertIn("def lookup(key: str, n: int = 1) -> str:", self.sb.describe())
        lookup.__defaults__ = (2,)
        lookup.__annotations__["key"] = bytes
        lookup.__doc__ = "Second."
        sb = baton.Sandbox()
        sb.add_tool("lookup", lookup)
        self.assertIn('def lookup(key: bytes, n: int = 2) -> str:\n    """Second."""',
                      sb.describe())
        self.assertEqual(sb.run("lookup('ab')").value, "abab")

        def wrapped(key: str) -> str:
            return key
        sb.add_tool("w", wrapped)
        wrapped.__signature__ = __import__("inspect").Signature()
        sb.add_tool("w", wrapped)
        self.assertIn("def w():\n", sb.describe())

    def test_tools_are_shared_read_only_and_follow_kwdefaults(self):
        # Sandboxes made per request share the Tool of an unchanged function
        def find(key: str, *, n: int = 1) -> str:
            return key * n
        a = baton.Sandbox().add_tool("find", find)
        b = baton.Sandbox().add_tool("find", find)
        self.assertIs(a, b)
        with self.assertRaises(AttributeError):
            a.doc = "changed"
        with self.assertRaises(AttributeError):
            del a.fn
        self.assertIsNot(baton.Sandbox().add_tool("find", find, doc="Other."), a)
        find.__kwdefaults__["n"] = 3          # changed in place: read again
        sb = baton.Sandbox()
        sb.add_tool("find", find)
        self.assertIn("def find(key: str, *, n: int = 3) -> str:", sb.describe())
        self.assertEqual(sb.run("find('x')").value, "xxx")

    def test_overrides_and_add_tool(self):
        @self.sb.tool(name="lookup", doc="Find a thing.")
        def _impl(key: str) -> str:
            return key.upper()
        self.sb.add_tool("root", __import__("math").sqrt, signature="x: float",
                         doc="Square root.")
        r = self.sb.run("[lookup('ab'), root(16)]")
        self.assertEqual(r.value, ["AB", 4.0])
        self.assertIn('def lookup(key: str) -> str:\n    """Find a thing."""', self.sb.describe())
        self.assertIn("def root(x: float):", self.sb.describe())
        # a callable with no readable signature takes any arguments
        self.sb.add_tool("mx", max)
        self.assertEqual(self.sb.run("mx(3, 9, 4)").value, 9)

    def test_header_signature(self):
        self.sb.add_tool("g", lambda q, n=2: q * n, signature="def g(q: str, n: int = 2) -> str")
        self.assertEqual(self.sb.run("g('ab')").value, "abab")
        with self.assertRaises(ValueError):
            self.sb.add_tool("h", print, signature="def other(x)")

    def test_exceptions_map_to_builtin_types(self):
        class NotFound(KeyError):
            pass

        class Custom(Exception):
            pass

        @self.sb.tool
        def boom(kind: str):
            if kind == "value":
                raise ValueError("bad value")
            if kind == "perm":
                raise PermissionError("no access")
            if kind == "key":
                raise NotFound("k")
            raise Custom("custom message")
        prog = ("out = []\nfor k in ['value', 'perm', 'key', 'x']:\n"
                "    try:\n        boom(k)\n"
                "    except Exception as e:\n        out.append((type(e).__name__, str(e)))\nout")
        r = self.sb.run(prog)
        self.assertEqual(r.value, [("ValueError", "bad value"), ("PermissionError", "no access"),
                                   ("KeyError", "'k'"), ("RuntimeError", "custom message")])

    def test_traceback_does_not_leak(self):
        @self.sb.tool
        def secret():
            hidden_local = "s3cr3t"
            raise ValueError("nope " + str(len(hidden_local)))
        r = self.sb.run("secret()")
        self.assertEqual(r.error.type, "ValueError")
        self.assertNotIn("s3cr3t", r.error.traceback)
        self.assertNotIn(__file__, r.error.traceback)
        self.assertNotIn("hidden_local", r.error.traceback)

    def test_unconvertible_result_is_typeerror_at_call_site(self):
        @self.sb.tool
        def bad():
            return object()
        r = self.sb.run("try:\n    bad()\nexcept TypeError as e:\n    m = str(e)\nm")
        self.assertIn("the result of tool 'bad'", r.value)
        self.assertIn("'object'", r.value)

    def test_default_hook(self):
        import datetime
        sb = baton.Sandbox(default=lambda o: o.isoformat())

        @sb.tool
        def now():
            return {"t": datetime.date(2024, 1, 2)}
        self.assertEqual(sb.run("now()['t']").value, "2024-01-02")

    def test_keyboard_interrupt_propagates_and_sandbox_survives(self):
        @self.sb.tool
        def stop():
            raise KeyboardInterrupt
        with self.assertRaises(KeyboardInterrupt):
            self.sb.run("stop()")
        self.assertEqual(self.sb.run("1 + 1").value, 2)

    def test_bad_registrations(self):
        # each refusal says what is wrong with the registration
        for name in ("not a name", "class", "caf\u00e9", "x" * 201):
            with self.assertRaisesRegex(ValueError, "the program could not call it"):
                self.sb.add_tool(name, print)
        with self.assertRaisesRegex(ValueError, r"tool name '<lambda>': .*; pass name=$"):
            self.sb.tool(lambda x: x)
        with self.assertRaisesRegex(ValueError, "tool 'f': .*defaults must be literals"):
            @self.sb.tool
            def f(x=object()):
                pass
        with self.assertRaises(TypeError):
            self.sb.add_tool("z", 42)
        self.assertEqual(self.sb.tools, {})

    def test_tool_reentry_is_clear_error(self):
        sb = self.sb

        @sb.tool
        def inner():
            return sb.run("1")
        r = sb.run("try:\n    inner()\nexcept RuntimeError as e:\n    m = str(e)\nm")
        self.assertIn("busy", r.value)

    def test_opaque_values(self):
        r = self.sb.run("def f(): pass\nf")
        self.assertIsInstance(r.value, baton.Opaque)
        self.assertIn("function f", repr(r.value))

    def test_result_and_output(self):
        r = self.sb.run("print('a')\nprint('b', end='')\n[1, 2]")
        self.assertEqual(r.output, "a\nb")
        self.assertEqual(r.value, [1, 2])
        self.assertTrue(r.ok)
        r = self.sb.run("x = (")
        self.assertEqual(r.error.type, "SyntaxError")
        self.assertEqual(r.error.line, 1)
        r = self.sb.run("def f():\n    return 1 / 0\nf()")
        self.assertEqual((r.error.type, r.error.message), ("ZeroDivisionError", "division by zero"))
        self.assertTrue(r.error.traceback.startswith("Traceback (most recent call last):"))
        self.assertIn('line 2, in f', r.error.traceback)
        with self.assertRaises(baton.PythonError):
            r.unwrap()
        self.assertEqual(r.stats.tool_calls, 0)


if __name__ == "__main__":
    unittest.main()


class BinderAtFirstCallTests(unittest.TestCase):
    """A signature seen before by a VM of the process is bound at the
    tool's first call (vm_tool_add): the calls must bind as at
    registration, wherever the first call happens, and a bad signature is
    refused every time."""

    SIG = "q: str, n: int = 2, *, tag: str = 'x'"

    def fresh(self, **kw):
        sb = baton.Sandbox(**kw)
        sb.add_tool("look", lambda q, n=2, *, tag="x": [q, n, tag], signature=self.SIG)
        return sb

    def test_second_registration_binds_like_the_first(self):
        first = self.fresh()
        self.assertEqual(first.run("look('a')").value, ["a", 2, "x"])
        for code, want in [("look('b', 3, tag='y')", ["b", 3, "y"]),
                           ("look(n=1, q='c')", ["c", 1, "x"])]:
            self.assertEqual(self.fresh().run(code).value, want)
        for code, msg in [("look()", "look() missing 1 required positional argument: 'q'"),
                          ("look('a', 1, 2)",
                           "look() takes from 1 to 2 positional arguments but 3 were given"),
                          ("look('a', q='b')", "look() got multiple values for argument 'q'")]:
            r = self.fresh().run(code)
            self.assertEqual((r.error.type, r.error.message), ("TypeError", msg))

    def test_first_call_deep_inside_generators_tasks_and_recursion(self):
        self.fresh().run("look('warm')")
        code = """
import asyncio
def deep(k):
    return look('d', k) if k == 0 else deep(k - 1)
def gen():
    yield look('g')
async def task():
    return look('t', tag='z')
async def main():
    return await asyncio.gather(task(), task())
[deep(150), next(gen()), asyncio.run(main())]
"""
        for _ in range(3):
            r = self.fresh().run(code)
            self.assertIsNone(r.error)
            self.assertEqual(r.value, [["d", 0, "x"], ["g", 2, "x"],
                                       [["t", 2, "z"], ["t", 2, "z"]]])

    def test_snapshot_before_the_first_call(self):
        sb = baton.Sandbox(snapshot_key=b"k")
        sb.add_tool("look", None, signature=self.SIG)
        sb.add_tool("other", None, signature=self.SIG.replace("q", "p"))
        ex = sb.start("x = other('o')\nlook('s', tag='w')")
        blob = ex.snapshot()
        sb2 = baton.Sandbox(snapshot_key=b"k")
        sb2.add_tool("look", lambda q, n=2, *, tag="x": [q, n, tag], signature=self.SIG)
        sb2.add_tool("other", lambda p, n=2, *, tag="x": p, signature=self.SIG.replace("q", "p"))
        ex2 = baton.restore(blob, sandbox=sb2)
        self.assertEqual([r.tool for r in ex2.requests], ["other"])
        self.assertEqual(ex2.run().value, ["s", 2, "w"])
        ex2 = baton.restore(blob, sandbox=sb2)
        ex2.resume({ex2.requests[0].id: 1})
        r = ex2.requests[0]
        self.assertEqual((r.tool, r.args, r.kwargs), ("look", (), {"q": "s", "n": 2, "tag": "w"}))

    def test_bad_signature_refused_every_time(self):
        for _ in range(3):
            sb = baton.Sandbox()
            with self.assertRaises(ValueError):
                sb.add_tool("bad", None, signature="x=undefined_name")
            with self.assertRaises(ValueError):
                sb.add_tool("bad", None, signature="x, x")

    def test_limit_at_the_first_call_is_the_limit(self):
        # the defaults run when the binder is built: at the first call, in
        # the program's steps.  In a fresh interpreter: the process-wide
        # bt_cache keeps the mark that defers the build only while it has
        # room, and earlier tests (a build without library images puts the
        # library's code there) may have filled it
        child = (
            "import baton\n"
            "sig = 'x=len(list(range(10**5)))'\n"
            "sb = baton.Sandbox()\n"
            "sb.add_tool('slow', None, signature=sig)       # built here (first time)\n"
            "assert sb.start('slow()').requests[0].kwargs == {'x': 100000}\n"
            "sb = baton.Sandbox(max_steps=20000)\n"
            "sb.add_tool('slow', None, signature=sig)       # built at the first call\n"
            "try:\n"
            "    sb.start('slow()')\n"
            "except baton.LimitExceeded as e:\n"
            "    print(e.limit)\n"
            "print(sb.run('1 + 1').value)\n")
        env = dict(os.environ, PYTHONPATH=os.environ.get("BATON_TEST_PATH", ""))
        out = subprocess.run([sys.executable, "-c", child], capture_output=True, env=env,
                             timeout=60)
        self.assertEqual(out.stderr.decode(), "")
        self.assertEqual(out.stdout.decode(), "steps\n2\n")

    def test_defaults_that_run_into_a_limit_at_registration(self):
        # a signature no VM of this process built before runs its defaults
        # at registration: a limit there is LimitExceeded, not a bad signature
        sig = "x=len(list(range(10**5))) + 7"
        sb = baton.Sandbox(max_steps=20000)
        with self.assertRaises(baton.LimitExceeded) as cm:
            sb.add_tool("slow7", None, signature=sig)
        self.assertEqual(cm.exception.limit, "steps")
        self.assertEqual(cm.exception.maximum, 20000)
        self.assertIn("step limit exceeded", str(cm.exception))
        self.assertEqual(sb.run("1 + 1").value, 2)
