# globals() written through and locals() read around tool calls (the VM is
# snapshotted at every pause under --snapshot-every-pause).
handlers = {}


def register(name):
    globals()[f'handle_{name}'] = lambda city: get_weather(city)['temp']
    globals()[len(handlers)] = name    # a key that is no str
    handlers[name] = True


for n in ('oslo', 'lima'):
    register(n)


def run(city):
    temp = globals()[f'handle_{city.lower()}'](city)
    note = echo(city)['args'][0]
    return sorted(locals().items())


print(run('Oslo'), run('Lima'), globals()[0], globals()[1])


class Report:
    first = echo('first')['args'][0]
    names = sorted(k for k in locals() if not k.startswith('__'))


print(Report.names, vars(Report()) == {}, sorted(vars(Report)['names']))
