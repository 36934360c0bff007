# a subclass of complex alive across tool calls: under
# --snapshot-every-pause it comes back with its class, value and fields
import cmath


def back(x):
    return echo(x)['args'][0]


class Phasor(complex):
    def angle(self):
        return cmath.phase(self)


p = Phasor(back(3), 4)
p.label = back('a')
q = Phasor(1, -1)
print(back(abs(p)), p, type(p).__name__, p.label, round(q.angle(), 6), type(p * q))
print(p == complex(3, 4), back(str(p + q)))
