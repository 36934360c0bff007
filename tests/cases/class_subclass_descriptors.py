# Subclasses of property, staticmethod and classmethod: instances act as
# the descriptor they extend, a __get__ of their own replaces it, and
# getter/setter/deleter give instances of the subclass.


class Prop(property):
    pass


class Rec:
    def __init__(self):
        self._v = 1

    @Prop
    def v(self):
        """the value"""
        return self._v

    @v.setter
    def v(self, x):
        print('set', x)
        self._v = x

    @v.deleter
    def v(self):
        print('deleted')


r = Rec()
print(r.v, type(Rec.__dict__['v']).__name__, isinstance(Rec.__dict__['v'], property))
r.v = 5
print(r.v)
del r.v
print(type(Rec.v).__name__, Rec.v.fget.__name__, Rec.v.fset.__name__, Rec.v.fdel.__name__)
print(issubclass(Prop, property), Prop.__mro__)


class classproperty(property):
    def __get__(self, obj, cls=None):
        return self.fget(cls)


class Config:
    base = 'cfg'

    @classproperty
    def label(cls):
        return cls.base + ':' + cls.__name__


class Sub(Config):
    base = 'sub'


print(Config.label, Sub.label, Sub().label)


class noted(property):
    def __init__(self, fget, note=''):
        super().__init__(fget)
        self.note = note

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        print('get', self.note)
        return self.fget(obj) * 2


class Item:
    @noted
    def price(self):
        return 21


it = Item()
print(it.price, Item.price.note == '', type(Item.price).__name__)
it.__dict__['price'] = 0
print(it.price)   # a data descriptor: the instance's dict does not win
try:
    it.price = 3
except AttributeError as e:
    print('AttributeError', e)
try:
    Rec().nosuch = 1
    print(Prop().fget)
    Rec2 = type('Rec2', (), {'x': Prop()})
    Rec2().x
except AttributeError as e:
    print('AttributeError', e)


class sm(staticmethod):
    pass


class cm(classmethod):
    def extra(self):
        return 'extra'


class Tools:
    @sm
    def add(a, b):
        return a + b

    @cm
    def name(cls):
        return cls.__name__


class More(Tools):
    pass


print(Tools.add(1, 2), Tools().add(3, 4), Tools.name(), More.name(), More().name())
print(type(Tools.__dict__['add']).__name__, Tools.__dict__['add'].__func__.__name__,
      Tools.__dict__['name'].extra(), isinstance(Tools.__dict__['name'], classmethod))


class counted(staticmethod):
    def __init__(self, f):
        super().__init__(f)
        self.calls = 0


class Box:
    @counted
    def twice(x):
        return 2 * x


print(Box.twice(4), Box.__dict__['twice'].calls)
for T in (property, staticmethod, classmethod):
    X = type('X', (T,), {})
    print(X.__name__, X.__mro__[1].__name__, X.__bases__ == (T,))
