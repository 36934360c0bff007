# Float math: mandelbrot escape counts over a grid (no complex numbers).
def mandel(w, h, max_iter):
    total = 0
    for py in range(h):
        y0 = py / h * 2.4 - 1.2
        for px in range(w):
            x0 = px / w * 3.2 - 2.2
            x = 0.0
            y = 0.0
            it = 0
            while x * x + y * y <= 4.0 and it < max_iter:
                x, y = x * x - y * y + x0, 2.0 * x * y + y0
                it += 1
            total += it
    return total

print(mandel(400, 300, 150))
