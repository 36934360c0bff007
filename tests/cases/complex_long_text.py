# complex() of texts whose numbers are longer than vm_strtod's short path
# (1024 characters), and the forms its scan must still refuse or take
# whole (hex, a bare point, signs, underscores, inf and nan).
half = "1.00000000000000011102230246251565404236316680908203125"
for s in [half + "0" * 2000 + "1j", "-" + half + "0" * 2000 + "+" + half + "0" * 1500 + "1j",
          "(" + "0." + "0" * 3000 + "1e3001" + "-2j)", "1_0" * 700 + "j", "." + "5" * 1500,
          "1e" + "9" * 1200 + "j", "1" * 1200 + "e-" + "9" * 1200 + "+1j",
          "1+2j", "-1.5e3-.5j", "inf-nanj", "  (3j)  ", "1e5", "+j", "-j", "1.j"]:
    c = complex(s)
    print(len(s), c.real.hex(), c.imag.hex())
for s in ["0x1", "0x1j", ".j", "1.5.5j", "1__0j", "1_j", "_1j", "1" * 2000 + "x", "1e+j",
          "1" * 1500 + "++1j", "--1", "(1", "1j)"]:
    try:
        complex(s)
        print("took", s[:20])
    except ValueError as e:
        print("ValueError", str(e)[:60])
