print(int(1e308))
print(int(float('inf')))
