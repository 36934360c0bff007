# Tool calls inside metaclass methods (__new__, __init__, __call__,
# __getitem__, a property of the metaclass, __instancecheck__); the VM is
# snapshotted at every pause under --snapshot-every-pause.
class Cached(type):
    def __new__(mcs, name, bases, ns, **kw):
        ns['source'] = echo(f'{name}-src')
        return super().__new__(mcs, name, bases, ns)

    def __init__(cls, name, bases, ns, city='Oslo'):
        super().__init__(name, bases, ns)
        cls.temp = get_weather(city)['temp']
        cls._cache = {}

    def __call__(cls, key):
        if key not in cls._cache:
            cls._cache[key] = super().__call__(echo(key))
        return cls._cache[key]

    def __getitem__(cls, key):
        return search(key, limit=1)[0]['id']

    @property
    def wind(cls):
        return get_weather('Paris')['wind_kmh']

    def __instancecheck__(cls, obj):
        return echo(hasattr(obj, 'key'))


class Item(metaclass=Cached, city='Lima'):
    def __init__(self, key):
        self.key = key


class Sub(Item):
    pass


a = Item('x')
b = Item('x')
print(a is b, a.key, Item.source, Sub.source, Item.temp, Sub.temp)
print(Item['rain'], Item.wind, isinstance(a, Item), isinstance(3, Sub))
print(type(Sub).__name__, Sub('y').key, len(Sub._cache))
