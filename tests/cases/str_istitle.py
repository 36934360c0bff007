for s in ['Hello World', 'Hello world', 'hello', 'HELLO', 'Hello', 'H', '', '123', 'A1b', 'A1B', "They'Re", "They're", 'ǅungla', 'ǅUngla', 'Σας Σας', 'Élan Vital', 'A-B C_D', 'Ab Cd1Ef']:
    print(repr(s), s.istitle(), repr(s.title()), s.title().istitle())
