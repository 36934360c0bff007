# html: escape, and unescape with CPython's rules: every numeric reference
# (its replacements of invalid ones), and the named ones of HTML5's table
# (html.entities, imported at the first named reference).

def escape(s, quote=True):
    s = s.replace('&', '&amp;')
    s = s.replace('<', '&lt;')
    s = s.replace('>', '&gt;')
    if quote:
        s = s.replace('"', '&quot;')
        s = s.replace('\'', '&#x27;')
    return s


_INVALID = {0x00: '\ufffd', 0x0d: '\r', 0x80: '\u20ac', 0x81: '\x81', 0x82: '\u201a',
            0x83: '\u0192', 0x84: '\u201e', 0x85: '\u2026', 0x86: '\u2020', 0x87: '\u2021',
            0x88: '\u02c6', 0x89: '\u2030', 0x8a: '\u0160', 0x8b: '\u2039', 0x8c: '\u0152',
            0x8d: '\x8d', 0x8e: '\u017d', 0x8f: '\x8f', 0x90: '\x90', 0x91: '\u2018',
            0x92: '\u2019', 0x93: '\u201c', 0x94: '\u201d', 0x95: '\u2022', 0x96: '\u2013',
            0x97: '\u2014', 0x98: '\u02dc', 0x99: '\u2122', 0x9a: '\u0161', 0x9b: '\u203a',
            0x9c: '\u0153', 0x9d: '\x9d', 0x9e: '\u017e', 0x9f: '\u0178'}


def _numeric(s, i):
    # s[i] == '#'; returns (text, end) or None
    j = i + 1
    hexa = j < len(s) and s[j] in 'xX'
    if hexa:
        j += 1
    k = j
    digits = '0123456789abcdefABCDEF' if hexa else '0123456789'
    while k < len(s) and s[k] in digits:
        k += 1
    if k == j:
        return None
    num = int(s[j:k], 16 if hexa else 10)
    if k < len(s) and s[k] == ';':
        k += 1
    if num in _INVALID:
        return _INVALID[num], k
    if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
        return '\ufffd', k
    if (0x1 <= num <= 0x8 or 0xe <= num <= 0x1f or 0x7f <= num <= 0x9f or num == 0xb or
            0xfdd0 <= num <= 0xfdef or (num & 0xfffe) == 0xfffe):
        return '', k
    return chr(num), k


_charref = None


# the common names with ';', as html5 has them: these need no import
_COMMON = {'amp;': '&', 'lt;': '<', 'gt;': '>', 'quot;': '"', 'apos;': "'", 'nbsp;': '\xa0',
           'copy;': '\xa9', 'reg;': '\xae', 'trade;': '\u2122', 'hellip;': '\u2026',
           'mdash;': '\u2014', 'ndash;': '\u2013', 'lsquo;': '\u2018', 'rsquo;': '\u2019',
           'ldquo;': '\u201c', 'rdquo;': '\u201d', 'euro;': '\u20ac', 'middot;': '\xb7',
           'bull;': '\u2022', 'laquo;': '\xab', 'raquo;': '\xbb', 'deg;': '\xb0',
           'times;': '\xd7', 'eacute;': '\xe9', 'rarr;': '\u2192', 'larr;': '\u2190'}


def _replace_named(name):
    # CPython's rule: the whole name if the table has it, else its longest
    # prefix the table has (a legacy name without ';'), else left as text
    if name in _COMMON:
        return _COMMON[name]
    from html.entities import html5
    if name in html5:
        return html5[name]
    for x in range(len(name) - 1, 1, -1):
        if name[:x] in html5:
            return html5[name[:x]] + name[x:]
    return '&' + name


def _replace(m):
    s = m.group(1)
    if s[0] == '#':
        return _numeric(s, 0)[0]
    return _replace_named(s)


def unescape(s):
    global _charref
    if '&' not in s:
        return s
    if _charref is None:
        import re
        _charref = re.compile(r'&(#[0-9]+;?'
                              r'|#[xX][0-9a-fA-F]+;?'
                              r'|[^\t\n\f <&#;]{1,32};?)')
    return _charref.sub(_replace, s)
