# json.loads and a BOM: a str starting with one is refused ("Unexpected
# UTF-8 BOM"); bytes lose one UTF-8 BOM in decoding, so a second one is just
# not a JSON value (found by tools/json_diff.py seed 90519)
import json
for doc in ['\ufeff[1]', '\ufeff\ufeff1', '\ufeff'.encode() + b'[1, 2]', '\ufeff\ufeffnul1.'.encode(),
            ('\ufeff' * 2).encode() + b'{}', b'\xef\xbb\xbf', b'\xef\xbb\xbf"\xc3\xa9"']:
    try:
        print(repr(json.loads(doc)))
    except json.JSONDecodeError as e:
        print(type(e).__name__, e, e.pos, e.lineno, e.colno)
