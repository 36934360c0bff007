print(f'{0:#x}', f'{0:#o}', f'{0:#b}', f'{1:#X}')
for n in [0, 10, 255, -255, 4096, 2**40]:
    print(f'{n:x}|{n:X}|{n:#x}|{n:#X}|{n:o}|{n:#o}|{n:b}|{n:#b}|{n:08x}|{n:#010b}|{n:_x}|{n:_b}')
print(f'{65:c}|{0x263a:c}|{10:n}|{1234567:n}|{-3:#x}')
print(format(255, '#_x'), format(2**20, '_o'), format(-1, '#b'), format(True, 'x'), format(False, '#o'))
