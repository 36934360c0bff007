# HtmlDiff's class-level templates are public enough to be read and
# overridden; they must be CPython's strings exactly
import difflib
H = difflib.HtmlDiff
for name in ('_file_template', '_styles', '_table_template', '_legend'):
    print(name, repr(getattr(H, name)))
m = difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy'], cutoff=1.0)
print(m)
for bad in (-0.1, 1.5, float('nan')):
    try:
        difflib.get_close_matches('a', ['a'], cutoff=bad)
    except ValueError as e:
        print('ValueError', e)
s = difflib.SequenceMatcher(None, 'abcd', 'bcde')
s.set_seq2('xbcd')
print(s.get_matching_blocks(), s.ratio())
print(list(difflib.context_diff(['a\n', 'b\n'], ['a\n', 'c\n'])))
print(difflib.Match(1, 2, 3), difflib.Match._fields)
