"""A tool command for the --tools file tests: answers with the tool's name
(its argument, from the file's command template) and the call it got."""
import json
import sys

call = json.load(sys.stdin)
print(json.dumps({"tool": sys.argv[1], "args": call["args"], "kwargs": call["kwargs"]}))
