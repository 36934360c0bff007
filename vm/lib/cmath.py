# cmath: the constants (the functions are natives, vm/lib/cmath.c).
pi = 3.141592653589793
e = 2.718281828459045
tau = 6.283185307179586
inf = float('inf')
nan = float('nan')
infj = complex(0.0, inf)
nanj = complex(0.0, nan)
