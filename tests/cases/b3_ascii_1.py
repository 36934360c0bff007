print(ascii(1), ascii(None), ascii('\n'), ascii('\x00é\u2028\U0001F600'), ascii({'é': 'ü'}))
print(ascii('plain'), ascii("it's"), ascii('"q"'), ascii(['a', ('ß', 1.5)]), ascii('\t\\'))
print(ascii(frozenset({'ñ'})), ascii(ValueError('é')), ascii(range(3)), ascii('ÿ'))
print(repr('é'), ascii('é'), str('é'), '%a|%r|%s' % ('é', 'é', 'é'), f'{"é"!a}')
