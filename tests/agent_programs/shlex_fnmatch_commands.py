# Build and inspect shell-like command lines with shlex, filter names with fnmatch globs, and report which jobs would run.
import shlex
import fnmatch
import re

docs = [read_doc(f"d{i}") for i in range(1, 7)]
names = [re.sub(r"[^a-z0-9]+", "-", d["title"].lower()).strip("-") + ".md" for d in docs]
print(names)
for pat in ["*api*", "*-with-*", "[rs]*.md", "*.MD", "caching-???-responses.md"]:
    print(f"{pat:<26} {fnmatch.filter(names, pat)}")
print(fnmatch.fnmatch("Report.MD", "*.md"), fnmatch.fnmatchcase("Report.MD", "*.md"), fnmatch.translate("a*b?.md"))
jobs = [
    'convert --in "Retry strategies.md" --out out/retry.pdf',
    "grep -i 'token bucket' docs/*.md",
    "echo it\\'s fine && rm -rf 'build dir'",
    'notify --msg="Deploy done: 3 \\"items\\"" --to ops',
]
for j in jobs:
    argv = shlex.split(j)
    print(len(argv), argv)
print(shlex.join(["cp", "my file.txt", "it's", "$HOME", "a;b"]))
print([shlex.quote(s) for s in ["plain", "", "with space", "semi;colon", "quote'd"]])
print([kv.split("=", 1) for kv in shlex.split("key=value other='x y' z=")])
try:
    shlex.split('unterminated "quote')
except ValueError as e:
    print("ValueError:", e)
print(shlex.split("a # comment", comments=True), shlex.split("a\\ b c"))
