#!/usr/bin/env python3
"""baton's ipaddress against CPython's on random address texts.

Makes texts from pieces of addresses (digits, hex, ':', '::', '.', '/',
'%', masks, scope ids), passes each to ip_address, ip_network (strict and
not) and ip_interface under baton and python3, and compares the reprs,
a few properties (num_addresses, is_private, is_global, with_hostmask,
is_reserved, int, exploded) or the error type and message.  Prints
"N seeds, M texts, K differ" and exits 1 when any differ.

usage: python3 tools/ipaddress_diff.py [BATON] [SEEDS] [TEXTS_PER_SEED]
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from toml_diff import differences  # noqa: E402  (the shared compare loop)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PIECES = list("0123456789abcdefABCDEFg:::...//%") + [
    "::", "255", "256", "0x", "ffff", "::ffff:", "1.2.3.4", "/24", "/64", "/255.255.0.0",
    "/0.0.0.255", "%eth0", " "]

PROGRAM = """import ipaddress as ip
for s in INPUTS:
    out = []
    for f in (ip.ip_address, ip.ip_network, ip.ip_interface,
              lambda x: ip.ip_network(x, strict=False)):
        try:
            r = f(s)
            if isinstance(r, (ip.IPv4Network, ip.IPv6Network)):
                extra = '%s %s %s %s' % (r.num_addresses, r.is_private, r.with_hostmask,
                                         r.is_global)
            else:
                extra = '%s %s %s' % (r.is_private, r.is_reserved, int(r))
                try:
                    extra += r.exploded
                except ValueError as e:
                    extra += 'E' + str(e)
            out.append(repr(r) + ' ' + extra)
        except ValueError as e:
            out.append(type(e).__name__ + ': ' + str(e))
    print(repr(s), out)
"""


def main():
    baton = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "baton")
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    per = int(sys.argv[3]) if len(sys.argv) > 3 else 400
    differ = 0
    for seed in range(seeds):
        rng = random.Random(seed)
        texts = ["".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 10)))
                 for _ in range(per)]
        differ += differences(baton, seed, texts, PROGRAM)
    print("%d seeds, %d texts, %d differ" % (seeds, seeds * per, differ))
    return 1 if differ else 0

if __name__ == "__main__":
    sys.exit(main())
