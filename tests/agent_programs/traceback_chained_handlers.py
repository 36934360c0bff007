# Exception chaining across handlers: implicit context, explicit cause, and a finally that logs.
import json

class ParseError(Exception):
    pass

class PipelineError(Exception):
    pass

def parse(text):
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise ParseError(f"bad payload at pos {e.pos}") from e

def step(doc_id):
    doc = read_doc(doc_id)
    payload = doc["body"].split(".")[0]
    try:
        return parse(payload)
    except ParseError:
        fallback = {"id": doc_id, "first": payload}
        try:
            return fallback["missing"]
        except KeyError:
            raise PipelineError(f"no fallback for {doc_id}")
    finally:
        print(f"step({doc_id}) done")

print(parse('{"ok": true}'))
for d in ["d1", "d2"]:
    try:
        step(d)
    except PipelineError as e:
        ctx = e.__context__
        print(type(e).__name__, e, "| context:", type(ctx).__name__, repr(ctx), "| cause:", e.__cause__)
        print("   root:", type(ctx.__context__).__name__, ctx.__context__.__cause__.__class__.__name__)
step("d3")
