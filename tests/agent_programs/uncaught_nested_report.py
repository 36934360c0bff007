# A report builder whose error surfaces through several layers and is never caught.
import json

class ReportError(Exception):
    def __init__(self, section, reason):
        super().__init__(f"section {section!r}: {reason}")
        self.section = section

def load_section(name):
    doc = read_doc(name)
    return {"title": doc["title"], "words": len(doc["body"].split())}

def build_section(name):
    try:
        return load_section(name)
    except FileNotFoundError as e:
        raise ReportError(name, "document missing") from e

def build(names):
    out = []
    for n in names:
        sec = build_section(n)
        out.append(sec)
        print(f"built {n}: {sec['title']} ({sec['words']} words)")
    return out

def main():
    sections = build(["d1", "d3", "d9", "d2"])
    print(json.dumps(sections))

main()
