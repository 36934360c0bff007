class Temperature:
    def __init__(self, celsius=0.0):
        self._c = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(round(t.fahrenheit, 2))
try:
    t.celsius = -300
except ValueError as e:
    print("error:", e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print(e)
del t.celsius
try:
    t.celsius
except AttributeError as e:
    print(e)
print(type(Temperature.celsius).__name__, Temperature.celsius.fget.__name__)
