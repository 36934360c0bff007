# string: the constants, capwords, Template (CPython 3.11's: the same
# pattern, class attributes delimiter/idpattern/braceidpattern/flags/
# pattern, messages) and Formatter (its overridable steps; the parsing
# that CPython's _string module does in C is _parse and _split_field here,
# with the same results and messages).
import re as _re

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


_sentinel_dict = {}


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        if 'pattern' in cls.__dict__:
            pattern = cls.pattern
        else:
            delim = _re.escape(cls.delimiter)
            id = cls.idpattern
            bid = cls.braceidpattern or cls.idpattern
            pattern = fr"""
            {delim}(?:
              (?P<escaped>{delim})  |   # Escape sequence of two delimiters
              (?P<named>{id})       |   # delimiter and a Python identifier
              {{(?P<braced>{bid})}} |   # delimiter and a braced identifier
              (?P<invalid>)             # Other ill-formed delimiter exprs
            )
            """
        cls.pattern = _re.compile(pattern, cls.flags | _re.VERBOSE)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def _mapping(self, mapping, kws):
        if mapping is _sentinel_dict:
            return kws
        if kws:
            from collections import ChainMap
            return ChainMap(kws, mapping)
        return mapping

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        mapping = self._mapping(mapping, kws)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern', self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        mapping = self._mapping(mapping, kws)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern', self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None and mo.group('braced') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern', self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None and mo.group('invalid') is None
                  and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern', self.pattern)
        return ids


Template.__init_subclass__()


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            # automatic numbering ({}) and manual ({0}) do not mix (the
            # message is CPython's in both directions)
            if field_name == '':
                if auto_arg_index is False:
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(format_spec, args, kwargs, used_args,
                                                        recursion_depth - 1,
                                                        auto_arg_index=auto_arg_index)
            result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError('Unknown conversion specifier {0!s}'.format(conversion))

    def parse(self, format_string):
        return _parse(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            obj = getattr(obj, i) if is_attr else obj[i]
        return obj, first


def _parse(s):
    """(literal, field name, spec, conversion) for each piece of s, as
    str.format reads it; an escaped brace ends its literal."""
    if not isinstance(s, str):
        raise TypeError('descriptor \'_formatter_parser\' for \'str\' objects doesn\'t '
                        'apply to a \'%s\' object' % type(s).__name__)
    out = []
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
            out.append((s[start:i], None, None, None))
            break
        at_end = i >= n
        if c == '}' and (at_end or s[i] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == '{':
            raise ValueError("Single '{' encountered in format string")
        if s[i] == c:
            out.append((s[start:i], None, None, None))
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
                        out.append((literal, name, '', conversion))
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
        out.append((literal, name, spec, conversion))
    return iter(out)


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
