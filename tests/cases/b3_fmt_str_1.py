print(f'[{"":3}]', f'[{"abc":2}]', f'[{"abc":.0}]')
for s in ['', 'a', 'hello', 'héllo', '日本語']:
    print(f'[{s:8}]|[{s:>8}]|[{s:^8}]|[{s:*<8}]|[{s:.3}]|[{s:-^9.2}]|[{s!r:>10}]')
print('[{:^7}]'.format('ab'), '[{:^6}]'.format('abc'), '[{:=^6}]'.format('x'))
print(f'{"left":<{10}}|{"right":>{2 * 5}}|{"mid":{"^"}{10}}')
