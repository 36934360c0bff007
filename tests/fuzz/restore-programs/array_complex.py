import array
class Z(complex):
    def __repr__(self):
        return 'Z' + super().__repr__()
class Big(int):
    pass
ints = array.array('i', [1, -2, 3])
dbl = array.array('d', [1.5, float('inf')])
raw = array.array('B', b'\x00\xff')
z = Z(1, -2)
w = complex(3, 4) * z
b = Big(10) ** 30
print(pause(ints.tolist(), repr(z), repr(w)), ints, dbl, raw, b)
