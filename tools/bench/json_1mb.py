# json.loads + json.dumps of a 1 MB document (records of mixed values).
import json

records = []
for i in range(6000):
    records.append({"id": i, "name": "user%d" % i, "score": i * 1.25, "active": i % 3 == 0,
                    "tags": ["a", "bc", "déf"][: i % 4], "note": None,
                    "text": "line \"%d\"\n\ttab" % i})
doc = json.dumps(records)
total = 0
for _ in range(3):
    back = json.loads(doc)
    out = json.dumps(back)
    total += len(out)
print(len(doc), total, back[123]["text"] == records[123]["text"])
