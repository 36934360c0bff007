print(round(2.5), round(3.5))
print(round(float('nan')))
