# Tool calls inside a metaclass's __new__ (with __classcell__ passed on),
# a metaclass's mro(), a property subclass's __get__, a classproperty, a
# staticmethod subclass and a generator closed by rebinding its variable;
# the VM is snapshotted at every pause.
class Registry(type):
    made = []

    def __new__(mcls, name, bases, ns, **kw):
        ns['source'] = echo(name)['args'][0]
        cls = super().__new__(mcls, name, bases, ns)
        Registry.made.append(name)
        return cls

    def mro(cls):
        order = super().mro()
        echo(len(order))
        return order


class Base(metaclass=Registry):
    def hello(self):
        return 'base ' + self.source


class Child(Base):
    def hello(self):
        return 'child>' + super().hello()


print(Child().hello(), Registry.made, Base.__subclasses__())


class fetched(property):
    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return get_weather(self.fget(obj))['temp']


class classproperty(property):
    def __get__(self, obj, cls=None):
        return echo(self.fget(cls))['args'][0]


class City:
    def __init__(self, name):
        self.name = name

    @fetched
    def temp(self):
        return self.name

    @classproperty
    def kind(cls):
        return cls.__name__.lower()


class counted(staticmethod):
    pass


class Tools:
    @counted
    def look(q):
        return [h['id'] for h in search(q, limit=2)]


print(City('Oslo').temp, City.kind, Tools.look('python'))


def readings(city):
    try:
        yield get_weather(city)['temp']
        yield get_weather(city)['wind_kmh']
    finally:
        print('closed', echo(city)['args'])


def sample():
    g = readings('Paris')
    print(next(g))
    g = None
    print('after rebind')


sample()


def sample_del():
    g = readings('Lima')
    print(next(g))
    del g
    print('after del')


sample_del()
gl = readings('Oslo')
print(next(gl))
del gl
print('after global del')
