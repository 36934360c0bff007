None = 3
