# Build and render a file tree from a flat listing: recursion, sorting dirs first, sizes, glob matching.
from fnmatch import fnmatch
from collections import defaultdict

LISTING = """
src/app/main.py 4200
src/app/models.py 9800
src/app/__init__.py 0
src/app/views/home.py 3100
src/app/views/admin.py 7700
src/lib/util.py 1500
tests/test_main.py 2600
tests/test_models.py 5100
README.md 1200
pyproject.toml 800
.github/workflows/ci.yml 950
docs/index.md 640
docs/img/logo.png 48000
"""

def make_tree(lines):
    tree = lambda: defaultdict(tree)
    root = tree()
    for line in lines:
        path, size = line.rsplit(" ", 1)
        node = root
        *dirs, name = path.split("/")
        for d in dirs:
            node = node[d]
        node[name] = int(size)
    return root

def total(node):
    return node if isinstance(node, int) else sum(total(v) for v in node.values())

def human(n):
    for unit in ["B", "KB", "MB"]:
        if n < 1024:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GB"

def render(node, prefix=""):
    items = sorted(node.items(), key=lambda kv: (isinstance(kv[1], int), kv[0].lower()))
    for i, (name, child) in enumerate(items):
        last = i == len(items) - 1
        branch = "└── " if last else "├── "
        label = name + ("/" if isinstance(child, dict) else "")
        print(f"{prefix}{branch}{label:<{28 - len(prefix)}} {human(total(child)):>9}")
        if isinstance(child, dict):
            render(child, prefix + ("    " if last else "│   "))

lines = [l for l in LISTING.strip().splitlines()]
root = make_tree(lines)
print(f"./ {human(total(root))}")
render(root)
paths = [l.rsplit(" ", 1)[0] for l in lines]
for pattern in ["*.py", "src/app/*.py", "tests/test_*.py", "*.md", ".*/**"]:
    print(f"{pattern:<16} {[p for p in paths if fnmatch(p, pattern)]}")
def splitext(path):
    head, dot, ext = path.rpartition(".")
    return (head, dot + ext) if dot and "/" not in ext and not head.endswith("/") and head else (path, "")
print(splitext("docs/img/logo.png"), splitext(".bashrc"), "a/b/c.txt".rsplit("/", 1))
by_ext = defaultdict(int)
for l in lines:
    path, size = l.rsplit(" ", 1)
    by_ext[splitext(path)[1] or "(none)"] += int(size)
print(sorted(by_ext.items(), key=lambda kv: -kv[1]))
