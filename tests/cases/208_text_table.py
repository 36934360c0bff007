rows = [["name", "qty", "price"], ["widget", 3, 2.5], ["gadget", 12, 10.0], ["thingamajig", 1, 999.99]]
widths = [max(len(str(r[i])) for r in rows) for i in range(3)]
print(widths)
for i, r in enumerate(rows):
    cells = []
    for j, v in enumerate(r):
        if type(v) is str:
            cells.append(f"{v:<{widths[j]}}")
        elif type(v) is float:
            cells.append(f"{v:>{widths[j]}.2f}")
        else:
            cells.append(f"{v:>{widths[j]}}")
    print("| " + " | ".join(cells) + " |")
    if i == 0:
        print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
total = sum(r[1] * r[2] for r in rows[1:])
print(f"total: {total:,.2f}")
