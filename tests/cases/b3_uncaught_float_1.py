print(float('1.5'))
print(float('one point five'))
