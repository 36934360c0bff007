"""The package's public names against its type stubs and its documentation.

Every public name of `baton` (module level, and each public attribute,
method and property of its classes, on real instances) must be declared in
baton/__init__.pyi, every name the stub declares must exist, each must have
a docstring (an attribute: a mention in its class's docstring), and every
module-level name must appear in README's Python section.  A name added to
the package without its stub and documentation fails here.
"""

import ast
import os
import re
import unittest

import baton

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PKG = os.path.dirname(baton.__file__)
TYPING_ONLY = {"_F", "_Size"}       # names the stub uses for typing only


def stub_names():
    """({module-level public name}, {class name: {public member}}) of the
    stub; dunder methods are left out, as for the package."""
    with open(os.path.join(PKG, "__init__.pyi"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    top, members = set(), {}

    def target(node):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            return node.name
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            return node.target.id
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            return node.targets[0].id
        return None

    for node in tree.body:
        name = target(node)
        if name is None or name in TYPING_ONLY:
            continue
        top.add(name)
        if isinstance(node, ast.ClassDef):
            members[name] = {n for n in map(target, node.body)
                             if n is not None and not n.startswith("_")}
    return top, members


def public(obj, base):
    """Public names of obj that its builtin base does not give it."""
    return {n for n in dir(obj) if not n.startswith("_")} - set(dir(base))


def instances():
    """A real instance of every public class, made through the API."""
    sb = baton.Sandbox(snapshot_key=b"k")
    tool = sb.add_tool("t", lambda x: x, signature="x: int")
    r = sb.run("def f(): pass\nt(1)\nf")
    bad = sb.run("1 / 0")
    try:
        baton.Sandbox(max_steps=100).run("while True: pass")
    except baton.LimitExceeded as e:
        limit = e
    ex = sb.start("t(2)")
    req = ex.requests[0]
    ex.cancel()
    return {
        "Sandbox": sb, "Tool": tool, "Result": r, "Stats": r.stats, "Opaque": r.value,
        "PythonError": bad.error, "LimitExceeded": limit, "Execution": ex, "Request": req,
        "Error": baton.Error("x"), "SnapshotError": baton.SnapshotError("x"),
        "BusyError": baton.BusyError("x"),
    }


class SurfaceTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.top, cls.members = stub_names()
        cls.objs = instances()

    def test_module_names_match_the_stub(self):
        runtime = {n for n in dir(baton) if not n.startswith("_")
                   and not type(getattr(baton, n)).__name__ == "module"}
        self.assertEqual(set(baton.__all__), runtime - {"__version__"})
        self.assertEqual(self.top - {"__version__"}, runtime)
        self.assertIn("__version__", self.top)

    def test_class_members_match_the_stub(self):
        for name, obj in self.objs.items():
            base = Exception("x") if isinstance(obj, Exception) else object()
            with self.subTest(cls=name):
                self.assertIsInstance(obj, getattr(baton, name))
                self.assertEqual(public(obj, base), self.members[name])
        self.assertEqual(set(self.members), set(self.objs))

    def test_every_public_name_has_a_docstring(self):
        self.assertTrue(baton.__doc__)
        for name in baton.__all__:
            obj = getattr(baton, name)
            if isinstance(obj, (type, type(baton.restore))):
                with self.subTest(name=name):
                    self.assertTrue(obj.__doc__ and obj.__doc__.strip())
                    self.assertIn(name, baton.__doc__)
        for cname, names in self.members.items():
            cls = getattr(baton, cname)
            for n in names:
                with self.subTest(member=cname + "." + n):
                    attr = getattr(cls, n, None)
                    if callable(attr) or isinstance(attr, property):
                        self.assertTrue(attr.__doc__ and attr.__doc__.strip())
                    else:       # a plain attribute: named in the class's docstring
                        found = re.search(r"\b%s\b" % re.escape(n), cls.__doc__ or "")
                        self.assertTrue(found, "%s.%s is not described in %s's docstring"
                                        % (cname, n, cname))

    def test_redis_module_names_have_docstrings(self):
        # baton.redis is typed by its own source (no stub); its public
        # functions, classes and their public methods are documented
        import inspect
        try:
            import baton.redis as br
        except ImportError as e:        # no redis client: tests/redis says so
            self.skipTest(str(e))
        for name in dir(br):
            obj = getattr(br, name)
            if name.startswith("_") or getattr(obj, "__module__", None) != "baton.redis":
                continue
            with self.subTest(name=name):
                self.assertTrue((obj.__doc__ or "").strip())
            for m, v in (vars(obj).items() if inspect.isclass(obj) else ()):
                if not m.startswith("_") and callable(v):
                    with self.subTest(name=name + "." + m):
                        self.assertTrue((v.__doc__ or "").strip())

    def test_module_docstring_example_runs(self):
        # help(baton) opens with an example: it must run as printed
        import textwrap
        doc = baton.__doc__
        start = doc.index("    import baton")
        block = textwrap.dedent(doc[start:doc.index("\nPublic names:")])
        ns = {}
        exec(compile(block, "<baton.__doc__>", "exec"), ns)
        r = ns["r"]
        self.assertEqual((r.output, r.value, r.error), ("18.5\n", {"city": "Oslo", "temp": 18.5},
                                                         None))
        self.assertEqual(r.stats.tool_calls, 1)

    def test_readme_python_section_names_every_module_name(self):
        with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
            text = f.read()
        start = text.index("## Python: `import baton`")
        section = text[start:text.index("\n## ", start + 1)]
        for name in baton.__all__:
            with self.subTest(name=name):
                self.assertTrue(re.search(r"\b%s\b" % re.escape(name), section),
                                "README's Python section does not name %s" % name)


if __name__ == "__main__":
    unittest.main()
