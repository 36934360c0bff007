config = '''
# comment
host = example.org
port = 8080
debug = true
ratio = 0.75
tags = a, b , c
empty =
'''
settings = {}
for raw in config.splitlines():
    line = raw.strip()
    if not line or line.startswith('#'):
        continue
    key, _, value = line.partition('=')
    settings[key.strip()] = value.strip()
print(settings)
def convert(v):
    for cast in (int, float):
        try:
            return cast(v)
        except ValueError:
            pass
    if v.lower() in ('true', 'false'):
        return v.lower() == 'true'
    if ',' in v:
        return [p.strip() for p in v.split(',')]
    return v
typed = {k: convert(v) for k, v in settings.items()}
print(typed, [type(v).__name__ for v in typed.values()])
