# Test tool: prints its call back as the result.
import json, sys
print(json.dumps(json.load(sys.stdin)))
