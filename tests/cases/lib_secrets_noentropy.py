# secrets without the host's entropy: compare_digest works, the rest is a
# clear error (runs are deterministic)
# baton-expect-error: RuntimeError: secrets.token_hex(): the host grants no entropy (a host grants it with baton run --entropy, baton mcp --entropy, baton.Sandbox(entropy=True) or an entropy callback in bt_config)
import secrets

print(secrets.compare_digest('abc', 'abc'), secrets.compare_digest(b'abc', b'abd'), secrets.compare_digest('a', 'ab'))
for a, b in ((1, 'a'), (b'a', 'a'), (1, 2), ('a', 1), (b'a', 1), (bytearray(b'a'), b'a'), ('a', b'a')):
    try:
        print(secrets.compare_digest(a, b))
    except TypeError as e:
        print(e)
for f in (lambda: secrets.randbelow(0), lambda: secrets.choice([]), lambda: secrets.token_hex('x')):
    try:
        f()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
print(secrets.DEFAULT_ENTROPY)
secrets.token_hex(16)
