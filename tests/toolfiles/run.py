#!/usr/bin/env python3
"""`baton --tools FILE` in every shape users have: baton's own entries,
OpenAI function tools (nested and flat), Anthropic tools and MCP tools
(the schemas of the OpenAI and Anthropic docs and of the MCP reference
servers fetch, git and filesystem), command templates, commands resolved
in the file's folder, `baton describe` of schema tools, and every error a
file can hold (status 2, naming the file, the entry and the key).

usage: python3 tests/toolfiles/run.py BATON     (prints "N passed, M failed")
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    baton = os.path.abspath(sys.argv[1])
    elsewhere = tempfile.mkdtemp()       # runs start here: commands must not
    checks = []                          # depend on the current folder

    def check(name, cond, detail=""):
        checks.append((name, bool(cond), detail))

    def run(args, cwd=elsewhere):
        p = subprocess.run([baton] + args, capture_output=True, text=True, cwd=cwd, timeout=60)
        return p.returncode, p.stdout, p.stderr

    def fixture(name):
        return os.path.join(HERE, name)

    def tools_file(entries, name="t.json"):
        path = os.path.join(elsewhere, name)
        with open(path, "w") as f:
            json.dump(entries, f)
        return path

    # ---- each shape: declared, described, called ----
    rc, out, err = run(["describe", "--tools", fixture("openai.json")])
    check("OpenAI (nested, strict): describe reads like a hand-written stub",
          rc == 0 and out.startswith(
              'def get_weather(location: str, units: str):\n'
              '    """Retrieves current weather for the given location.\n'
              '\n'
              '    Args:\n'
              '        location: City and country e.g. Bogotá, Colombia\n'
              "        units: Units the temperature will be returned in. One of: 'celsius', "
              "'fahrenheit'.\"\"\"\n"), out + err)
    check("OpenAI flat form, no parameters (takes none), async",
          'def get_horoscope(sign: str):\n    """Get today\'s horoscope' in out and
          'def get_time():\n    """The current time."""\n' in out and
          "async def lookup(key: str):\n" in out, out)
    prog = ("import asyncio\n"
            "print(get_weather('Paris, France', units='celsius'))\n"
            "print(get_horoscope('Aries'))\n"
            "print(get_time())\n"
            "async def main():\n"
            "    return await asyncio.gather(lookup('a'), lookup(key='b'))\n"
            "print([r['kwargs'] for r in asyncio.run(main())])\n"
            "try:\n    get_weather('Paris')\nexcept TypeError as e:\n    print(e)\n"
            "try:\n    get_time(1)\nexcept TypeError as e:\n    print(e)\n")
    rc, out, err = run(["run", "--tools", fixture("openai.json"), "-c", prog])
    check("OpenAI tools run through the file's template, from another folder, "
          "arguments checked by the signature",
          rc == 0 and out ==
          "{'tool': 'get_weather', 'args': [], 'kwargs': {'location': 'Paris, France', "
          "'units': 'celsius'}}\n"
          "{'tool': 'get_horoscope', 'args': [], 'kwargs': {'sign': 'Aries'}}\n"
          "{'tool': 'get_time', 'args': [], 'kwargs': {}}\n"
          "[{'key': 'a'}, {'key': 'b'}]\n"
          "get_weather() missing 1 required positional argument: 'units'\n"
          "get_time() takes 0 positional arguments but 1 was given\n", out + err)

    rc, out, err = run(["describe", "--tools", fixture("anthropic.json")])
    check("Anthropic (input_schema, \"type\": \"custom\", cache_control): describe",
          rc == 0 and out ==
          'def get_weather(location: str, unit: str | None = None):\n'
          '    """Get the current weather in a given location\n'
          '\n'
          '    Args:\n'
          '        location: The city and state, e.g. San Francisco, CA\n'
          "        unit: The unit of temperature, either 'celsius' or 'fahrenheit'. "
          "One of: 'celsius', 'fahrenheit'.\"\"\"\n"
          '\n'
          'def get_stock_price(ticker: str):\n'
          '    """Get the current stock price for a given ticker symbol.\n'
          '\n'
          '    Args:\n'
          '        ticker: The stock ticker symbol, e.g. AAPL for Apple Inc."""\n', out + err)
    rc, out, err = run(["run", "--tools", fixture("anthropic.json"), "-c",
                        "print(get_weather('Oslo'))\nprint(get_stock_price(ticker='AAPL'))"])
    check("Anthropic tools run; an optional argument not given is left out",
          rc == 0 and out ==
          "{'tool': 'get_weather', 'args': [], 'kwargs': {'location': 'Oslo'}}\n"
          "{'tool': 'get_stock_price', 'args': [], 'kwargs': {'ticker': 'AAPL'}}\n", out + err)

    rc, out, err = run(["describe", "--tools", fixture("mcp.json")])
    check("MCP (a tools/list result with a template): fetch's stub with defaults and Args",
          rc == 0 and out.startswith(
              'def fetch(url: str, max_length: int = 5000, start_index: int = 0, '
              'raw: bool = False):\n'
              '    """Fetches a URL from the internet and optionally extracts its contents as '
              'markdown.\n\n    Args:\n        url: URL to fetch\n'), out + err)
    check("MCP: git's pydantic schemas (anyOf with null, arrays of strings), filesystem's",
          "def git_log(repo_path: str, max_count: int = 10, start_timestamp: str | None = None):"
          in out and "def git_add(repo_path: str, files: list[str]):" in out and
          "def list_directory(path: str):" in out, out)
    rc, out, err = run(["run", "--tools", fixture("mcp.json"), "-c",
                        "print(fetch('https://example.com', raw=True))\n"
                        "print(git_add('/r', ['a.py']))\nprint(git_log(repo_path='/r'))"])
    check("MCP tools run with their names in the template",
          rc == 0 and out ==
          "{'tool': 'fetch', 'args': [], 'kwargs': {'url': 'https://example.com', "
          "'max_length': 5000, 'start_index': 0, 'raw': True}}\n"
          "{'tool': 'git_add', 'args': [], 'kwargs': {'repo_path': '/r', 'files': ['a.py']}}\n"
          "{'tool': 'git_log', 'args': [], 'kwargs': {'repo_path': '/r', 'max_count': 10}}\n",
          out + err)

    # baton's shape in a templated file, mixed with the others, one list
    sub = os.path.join(elsewhere, "sub")
    os.mkdir(sub)
    with open(os.path.join(sub, "answer.py"), "w") as f:
        f.write("import sys\nprint('\"%s\"' % sys.argv[1])\n")
    path = os.path.join(sub, "mixed.json")
    with open(path, "w") as f:
        json.dump({"command": "python3 answer.py {name}-{name}", "tools": [
            {"name": "plain", "signature": "x: int", "doc": "A baton entry."},
            {"name": "own", "command": "echo 7"},
            {"type": "function", "function": {"name": "oa", "parameters": {
                "type": "object", "properties": {}}}},
            {"name": "an", "input_schema": {"type": "object"}},
            {"name": "mc", "inputSchema": {"type": "object"}},
        ]}, f)
    rc, out, err = run(["run", "--tools", path, "-c",
                        "print(plain(1), own(), oa(), an(), mc())"])
    check("all four shapes in one file; {name} replaced everywhere; an entry's own "
          "command wins; relative paths from the file's folder",
          rc == 0 and out == "plain-plain 7 oa-oa an-an mc-mc\n", out + err)
    rc, out, err = run(["run", "--tools", path, "--tool", "own=echo 8", "-c", "print(own())"])
    check("a --tool flag after the file replaces an entry's command", rc == 0 and out == "8\n",
          out + err)
    apath = tools_file([{"name": "later", "command": "echo 1", "async": True}], "async.json")
    rc, out, err = run(["run", "--tools", apath, "--tool", "later=echo 9", "-c",
                        "import asyncio\nasync def main(): return await later()\n"
                        "print(asyncio.run(main()))"])
    check("a --tool flag on an async entry replaces its command and keeps it async",
          rc == 0 and out == "9\n", out + err)

    # a file without commands: fine to describe and for start, not for run
    nocmd = tools_file([{"name": "f", "inputSchema": {"type": "object", "properties": {
        "q": {"type": "string"}}, "required": ["q"]}}], "nocmd.json")
    rc, out, err = run(["describe", "--tools", nocmd])
    check("describe needs no commands", rc == 0 and out.startswith("def f(q: str):"), out + err)
    state = os.path.join(elsewhere, "s.snap")
    rc, out, err = run(["start", "--tools", nocmd, "--state", state, "-c", "f('x')"])
    check("start needs no commands, and sends schema tools' calls by name",
          rc == 4 and out == '{"id": 1, "tool": "f", "args": [], "kwargs": {"q": "x"}}\n',
          out + err)
    rc, out, err = run(["run", "--tools", nocmd, "-c", "pass"])
    check("run: a tool without a command is an error naming the file and the entry",
          rc == 2 and err == f"baton: {nocmd}: entry 0 ('f'): \"command\" is missing (give "
          "the entry one, or the file a template: {\"command\": \"... {name}\", \"tools\": "
          "[...]})\n", err)

    # ---- errors: status 2, one line naming the file, the entry and the key ----
    def error(name, entries, expected, args=None):
        p = tools_file(entries)
        rc, out, err = run(["run"] + (args or []) + ["--tools", p, "-c", "pass"])
        want = f"baton: {p}: {expected}\n"
        check(name, rc == 2 and out == "" and err == want, f"got {rc} {err!r}, want {want!r}")

    baton_keys = ("(a baton tool entry has: name, command, signature, doc, async); OpenAI, "
                  "Anthropic and MCP entries are told by \"type\": \"function\", "
                  "\"input_schema\" and \"inputSchema\"")
    error("a typo in a key (signture)", [{"name": "f", "command": "c", "signture": "x"}],
          f"entry 0 ('f'): unknown key \"signture\" {baton_keys}")
    error("an OpenAI/Anthropic key in a baton entry (description)",
          [{"name": "ok", "command": "c"}, {"name": "f", "description": "d", "command": "c"}],
          f"entry 1 ('f'): unknown key \"description\" {baton_keys}")
    error("an unknown key inside an OpenAI \"function\"",
          [{"type": "function", "function": {"name": "f", "descripton": "d"}, "command": "c"}],
          "entry 0 ('f'): unknown key \"function.descripton\" (an OpenAI \"function\" has: "
          "name, description, parameters, strict)")
    error("an unknown key beside an OpenAI \"function\"",
          [{"type": "function", "function": {"name": "f"}, "description": "d", "command": "c"}],
          "entry 0 ('f'): unknown key \"description\" (an OpenAI function tool entry has: "
          "type, function, command, async)")
    error("an unknown key in an MCP tool",
          [{"name": "f", "inputSchema": {}, "outputschema": {}, "command": "c"}],
          "entry 0 ('f'): unknown key \"outputschema\" (an MCP tool entry has: name, title, "
          "description, inputSchema, outputSchema, annotations, icons, _meta, command, async)")
    error("two schemas in one entry",
          [{"name": "f", "input_schema": {}, "inputSchema": {}, "command": "c"}],
          "entry 0 ('f'): unknown key \"inputSchema\" (an Anthropic tool entry has: type, "
          "name, description, input_schema, cache_control, command, async)")
    error("a tool type baton does not run (a server tool)",
          [{"type": "web_search_20250305", "name": "web_search"}],
          "entry 0 ('web_search'): \"type\" must be \"function\" (OpenAI) or \"custom\" "
          "(Anthropic), not \"web_search_20250305\"")
    error("\"async\" of the wrong type", [{"name": "f", "command": "c", "async": "yes"}],
          "entry 0 ('f'): \"async\" must be true or false, not a string")
    error("\"command\" of the wrong type", [{"name": "f", "command": ["ls"]}],
          "entry 0 ('f'): \"command\" must be a string, not an array")
    error("\"parameters\" of the wrong type",
          [{"type": "function", "name": "f", "parameters": "x: int", "command": "c"}],
          "entry 0 ('f'): \"parameters\" must be an object, not a string")
    error("\"function.name\" of the wrong type",
          [{"type": "function", "function": {"name": 7}, "command": "c"}],
          "entry 0: \"function.name\" must be a string, not a number")
    error("a missing name", [{"command": "c"}], "entry 0: \"name\" is missing")
    error("a missing OpenAI function name",
          [{"type": "function", "function": {"description": "d"}, "command": "c"}],
          "entry 0: \"function.name\" is missing")
    error("a name that is not a Python identifier",
          [{"name": "get-weather", "inputSchema": {}, "command": "c"}],
          "entry 0 ('get-weather'): \"name\" 'get-weather' is not a Python identifier "
          "(or is a keyword)")
    error("a name declared twice in a file",
          [{"name": "f", "command": "a"}, {"name": "g", "command": "b"},
           {"name": "f", "inputSchema": {}, "command": "c"}],
          "entry 2 ('f'): the name is declared twice (" + os.path.join(elsewhere, "t.json") +
          ": entry 0 ('f') too)")
    first = tools_file([{"name": "f", "command": "a"}], "first.json")
    error("a name declared twice by two files", [{"name": "f", "command": "c"}],
          "entry 0 ('f'): the name is declared twice (" + first + ": entry 0 ('f') too)",
          args=["--tools", first])
    error("a schema that is not an object schema",
          [{"name": "f", "input_schema": {"type": "array"}, "command": "c"}],
          "entry 0 ('f'): \"input_schema\": schema: the arguments' schema must have "
          "\"type\": \"object\"")
    error("a bad signature", [{"name": "f", "command": "c", "signature": "a b"}],
          "entry 0 ('f'): \"signature\": cannot register tool 'f' with signature (a b)")
    error("an entry that is not an object", [{"name": "f", "command": "c"}, "g"],
          "entry 1: expected an object, not a string")
    error("an unknown key at the top", {"commands": "c", "tools": []},
          "unknown key \"commands\" at the top (expected a list of tools, or an object "
          "{\"command\": TEMPLATE, \"tools\": [...]})")
    error("a template of the wrong type", {"command": 1, "tools": []},
          "the top's \"command\" (the template) must be a string, not a number")
    error("neither a list nor an object with tools", {"command": "c"},
          "expected a list of tools, or an object {\"command\": TEMPLATE, \"tools\": [...]}")
    p = os.path.join(elsewhere, "bad.json")
    with open(p, "w") as f:
        f.write('[{"name": "f", "command": "c"},\n]')
    rc, out, err = run(["run", "--tools", p, "-c", "pass"])
    check("invalid JSON: json's message and position", rc == 2 and
          err == f"baton: {p}: Expecting value: line 2 column 1 (char 32)\n", err)
    rc, out, err = run(["run", "--tools", os.path.join(elsewhere, "none.json"), "-c", "pass"])
    check("a missing file", rc == 2 and "can't read" in err and "none.json" in err, err)

    failed = [(n, d) for n, ok, d in checks if not ok]
    for n, d in failed:
        print("FAIL", n)
        if d:
            print("   ", d.replace("\n", "\n    "))
    print(f"{len(checks) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
