# An agent REPL-ish dispatcher: fuzzy command suggestions with difflib,
# plus a diff of two document revisions.
import difflib
import shlex

COMMANDS = {
    "list-orders": lambda args: f"{list_orders(status=args[0] if args else None)['total']} orders",
    "get-user": lambda args: get_user(int(args[0]))["name"],
    "weather": lambda args: "{city}: {temp}{units} {sky}".format(**get_weather(*args)),
    "search": lambda args: [h["id"] for h in search_docs(" ".join(args))],
    "rate": lambda args: get_exchange_rate(*args)["rate"],
    "help": lambda args: ", ".join(sorted(COMMANDS)),
}

session = ["help", "list-order shipped", "get-usr 3", "weathr Oslo F", "search token bucket",
           "rate USD JPY", "serch caching", "quit", "get-user 99", "weather Paris K", "get-user x",
           "rate 'US D' EUR", 'search "unterminated']
for line in session:
    try:
        name, *args = shlex.split(line)
    except ValueError as e:
        print(f"> {line}\n  parse error: {e}")
        continue
    print(f"> {line}")
    if name not in COMMANDS:
        close = difflib.get_close_matches(name, COMMANDS, n=2, cutoff=0.6)
        hint = f" Did you mean {' or '.join(map(repr, close))}?" if close else ""
        print(f"  unknown command {name!r}.{hint}")
        continue
    try:
        print("  ", COMMANDS[name](args))
    except (KeyError, ValueError, TypeError) as e:
        print(f"  {type(e).__name__}: {e}")

for w in ("ape", "apple", "peach", "puppy"):
    print(w, difflib.get_close_matches(w, ["ape", "apple", "peach", "puppy"], n=3, cutoff=0.3))

old = read_doc("d1")["body"].replace(". ", ".\n").splitlines(keepends=True)
new = [l.replace("five", "six") for l in old] + ["Log every retry.\n"]
new.insert(1, "Respect Retry-After headers.\n")
print("".join(difflib.unified_diff(old, new, fromfile="d1@v1", tofile="d1@v2")), end="")
print("".join(difflib.context_diff(old[:2], new[:3], "a", "b", n=1)), end="")
print("".join(difflib.ndiff(["one\n", "two\n", "three\n"], ["one\n", "tree\n", "three\n", "four\n"])), end="")

sm = difflib.SequenceMatcher(None, "retry with backoff", "retries with back-off")
print(round(sm.ratio(), 4), round(sm.quick_ratio(), 4), sm.find_longest_match(0, 18, 0, 21))
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(f"  {tag:<8} a[{i1}:{i2}]={sm.a[i1:i2]!r:<12} b[{j1}:{j2}]={sm.b[j1:j2]!r}")
print(sm.get_matching_blocks()[-1], list(sm.get_grouped_opcodes(0))[0][:2])
print(shlex.quote("it's here"), shlex.join(["ls", "-l", "my file", "$HOME"]), shlex.split("a 'b c' \"d e\" f\\ g # c", comments=True))
