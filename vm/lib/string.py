# string for baton: the character-class constants, capwords, Template and
# Formatter, as CPython 3.11 has them.
#
# Template: a subclass may change delimiter, idpattern, braceidpattern,
# flags or give a whole pattern; each class gets its compiled pattern when
# it is created.  A pattern has four groups: escaped, named, braced and
# invalid.  Formatter: the overridable steps of CPython's class (parse,
# get_field, get_value, convert_field, format_field, check_unused_args);
# the field parsing that CPython does in C (_string) is _parse and
# _split_field here, with the same results and messages.
import re as _re

__all__ = [
    "ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
    "digits", "hexdigits", "octdigits", "printable", "punctuation",
    "whitespace", "Formatter", "Template",
]

# the classes are cut from the ASCII table, in code order
_ASCII = ''.join(map(chr, range(128)))
whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = _ASCII[ord('a'):ord('z') + 1]
ascii_uppercase = ascii_lowercase.upper()
ascii_letters = ''.join((ascii_lowercase, ascii_uppercase))
digits = _ASCII[ord('0'):ord('9') + 1]
octdigits = digits[:8]
hexdigits = digits + ascii_lowercase[:6] + ascii_uppercase[:6]
# the printable ASCII characters that are neither letters nor digits
punctuation = ''.join([c for c in _ASCII[33:127] if not c.isalnum()])
printable = ''.join((digits, ascii_letters, punctuation, whitespace))
del _ASCII


def capwords(s, sep=None):
    return (sep or ' ').join([word.capitalize() for word in s.split(sep)])


_NO_MAPPING = {}          # the default of substitute's positional mapping


def _template_regex(cls):
    # the class's own pattern if it gives one, else one made of its parts:
    # the delimiter, then a second delimiter, a name, a braced name, or
    # nothing (an invalid placeholder)
    source = cls.__dict__.get('pattern', _NO_MAPPING)
    if source is _NO_MAPPING:         # (any unique object would do)
        mark = _re.escape(cls.delimiter)
        plain = cls.idpattern
        braced = cls.braceidpattern or plain
        # one alternative a line: the pattern is verbose, and a part may end
        # in a comment
        source = '\n|'.join([mark + '(?:(?P<escaped>' + mark + ')',
                             '(?P<named>' + plain + ')',
                             r'\{(?P<braced>' + braced + r')\}',
                             '(?P<invalid>)\n)'])
    return _re.compile(source, cls.flags | _re.VERBOSE)


class Template:
    delimiter = '$'
    # ASCII identifiers only, whatever flags say
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super(Template, cls).__init_subclass__()
        cls.pattern = _template_regex(cls)

    def __init__(self, template):
        self.template = template

    def _classify(self, mo):
        # ('name', identifier), ('escaped', None) or ('invalid', None)
        ident = mo.group('named') or mo.group('braced')
        if ident is not None:
            return 'name', ident
        for group in ('escaped', 'invalid'):
            if mo.group(group) is not None:
                return group, None
        raise ValueError('Unrecognized named group in pattern', self.pattern)

    def _invalid(self, mo):
        at = mo.start('invalid')
        rows = self.template[:at].splitlines(keepends=True)
        line, col = (len(rows), len(rows[-1])) if rows else (1, 1)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (line, col))

    def _lookup(self, mapping, kws):
        if mapping is _NO_MAPPING:
            return kws
        if not kws:
            return mapping
        from collections import ChainMap
        return ChainMap(kws, mapping)

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        values = self._lookup(mapping, kws)

        def replace(mo):
            kind, ident = self._classify(mo)
            if kind == 'name':
                return str(values[ident])
            if kind == 'escaped':
                return self.delimiter
            self._invalid(mo)
        return self.pattern.sub(replace, self.template)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        values = self._lookup(mapping, kws)

        def replace(mo):
            kind, ident = self._classify(mo)
            if kind == 'escaped':
                return self.delimiter
            if kind == 'name':
                try:
                    return str(values[ident])
                except KeyError:
                    pass
            return mo.group()          # left as written
        return self.pattern.sub(replace, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            self._classify(mo)
        return True

    def get_identifiers(self):
        found = {}
        for mo in self.pattern.finditer(self.template):
            kind, ident = self._classify(mo)
            if kind == 'name':
                found.setdefault(ident)
        return list(found)


Template.pattern = _template_regex(Template)


_MIXED_NUMBERING = ('cannot switch from manual field specification to '
                    'automatic field numbering')


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        text, _ = self._vformat(format_string, args, kwargs, used, 2)
        self.check_unused_args(used, args, kwargs)
        return text

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        # auto_arg_index: the next number for '{}', or False once a field
        # was numbered by hand; a spec is rendered with one level less
        if not recursion_depth >= 0:
            raise ValueError('Max string recursion exceeded')
        pieces = []
        following = auto_arg_index
        for text, field, spec, conv in self.parse(format_string):
            if text:
                pieces.append(text)
            if field is None:
                continue
            if not field:
                if following is False:
                    raise ValueError(_MIXED_NUMBERING)
                field, following = str(following), following + 1
            elif field.isdigit():
                if following:
                    raise ValueError(_MIXED_NUMBERING)
                following = False
            value, key = self.get_field(field, args, kwargs)
            used_args.add(key)
            value = self.convert_field(value, conv)
            spec, following = self._vformat(spec, args, kwargs, used_args,
                                             recursion_depth - 1, auto_arg_index=following)
            pieces.append(self.format_field(value, spec))
        return ''.join(pieces), following

    def get_value(self, key, args, kwargs):
        return args[key] if isinstance(key, int) else kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        how = _CONVERSIONS.get(conversion)
        if how is None:
            raise ValueError('Unknown conversion specifier {0!s}'.format(conversion))
        return how(value)

    def parse(self, format_string):
        return _parse(format_string)

    def get_field(self, field_name, args, kwargs):
        head, steps = _split_field(field_name)
        value = self.get_value(head, args, kwargs)
        for by_attr, key in steps:
            value = getattr(value, key) if by_attr else value[key]
        return value, head


_CONVERSIONS = {None: lambda value: value, 's': str, 'r': repr, 'a': ascii}


def _parse(s):
    """(literal, field name, spec, conversion) for each piece of s, as
    str.format reads it; an escaped brace ends its literal."""
    if not isinstance(s, str):
        raise TypeError('descriptor \'_formatter_parser\' for \'str\' objects doesn\'t '
                        'apply to a \'%s\' object' % type(s).__name__)
    return _pieces(s)


def _pieces(s):
    # lazily, as CPython's parser: an error shows when its piece is reached
    i = 0
    n = len(s)
    while i < n:
        start = i
        c = ''
        while i < n:
            c = s[i]
            i += 1
            if c == '{' or c == '}':
                break
        else:
            yield (s[start:i], None, None, None)
            break
        at_end = i >= n
        if c == '}' and (at_end or s[i] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == '{':
            raise ValueError("Single '{' encountered in format string")
        if s[i] == c:
            yield (s[start:i], None, None, None)
            i += 1
            continue
        literal = s[start:i - 1]
        # the field: a name up to ':', '!' or '}' ([...] may hold them)
        name_start = i
        c = ''
        while i < n:
            c = s[i]
            i += 1
            if c == '{':
                raise ValueError("unexpected '{' in field name")
            if c == '[':
                while i < n and s[i] != ']':
                    i += 1
                continue
            if c in '}:!':
                break
        name = s[name_start:i - 1] if c in '}:!' else s[name_start:i]
        conversion = None
        spec = ''
        if c == '!' or c == ':':
            if c == '!':
                if i >= n:
                    raise ValueError('end of string while looking for conversion specifier')
                conversion = s[i]
                i += 1
                if i < n:
                    c = s[i]
                    i += 1
                    if c == '}':
                        yield (literal, name, '', conversion)
                        continue
                    if c != ':':
                        raise ValueError("expected ':' after conversion specifier")
            spec_start = i
            depth = 1
            while i < n:
                c = s[i]
                i += 1
                if c == '{':
                    depth += 1
                elif c == '}':
                    depth -= 1
                    if depth == 0:
                        break
            if depth:
                raise ValueError("unmatched '{' in format spec")
            spec = s[spec_start:i - 1]
        elif c != '}':
            raise ValueError("expected '}' before end of string")
        yield (literal, name, spec, conversion)


def _key(text):
    return int(text) if text.isdigit() else text


def _split_field(name):
    """(first, [(is_attribute, key), ...]) of a field name 'a.b[0]'."""
    i = 0
    n = len(name)
    while i < n and name[i] not in '.[':
        i += 1
    first = _key(name[:i])
    rest = []
    while i < n:
        c = name[i]
        i += 1
        start = i
        if c == '.':
            while i < n and name[i] not in '.[':
                i += 1
            if i == start:
                raise ValueError('Empty attribute in format string')
            rest.append((True, name[start:i]))
        elif c == '[':
            while i < n and name[i] != ']':
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            if i == start:
                raise ValueError('Empty attribute in format string')
            rest.append((False, _key(name[start:i])))
            i += 1
            if i < n and name[i] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, iter(rest)
