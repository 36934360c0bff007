raise IndexError
