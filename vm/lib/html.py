# html: escape, and unescape of the common named references and every
# numeric one (CPython's full table of 2231 names is not embedded).

def escape(s, quote=True):
    s = s.replace('&', '&amp;')
    s = s.replace('<', '&lt;')
    s = s.replace('>', '&gt;')
    if quote:
        s = s.replace('"', '&quot;')
        s = s.replace('\'', '&#x27;')
    return s


_NAMED = {'amp': '&', 'lt': '<', 'gt': '>', 'quot': '"', 'apos': "'", 'nbsp': '\xa0',
          'copy': '\xa9', 'reg': '\xae', 'trade': '\u2122', 'hellip': '\u2026',
          'mdash': '\u2014', 'ndash': '\u2013', 'lsquo': '\u2018', 'rsquo': '\u2019',
          'ldquo': '\u201c', 'rdquo': '\u201d', 'euro': '\u20ac', 'pound': '\xa3',
          'yen': '\xa5', 'cent': '\xa2', 'deg': '\xb0', 'times': '\xd7', 'divide': '\xf7',
          'laquo': '\xab', 'raquo': '\xbb', 'middot': '\xb7', 'bull': '\u2022',
          'eacute': '\xe9', 'egrave': '\xe8', 'agrave': '\xe0', 'aacute': '\xe1',
          'ccedil': '\xe7', 'uuml': '\xfc', 'ouml': '\xf6', 'auml': '\xe4', 'szlig': '\xdf',
          'para': '\xb6', 'sect': '\xa7', 'plusmn': '\xb1', 'frac12': '\xbd'}
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
    return chr(num), k


def unescape(s):
    if '&' not in s:
        return s
    out = []
    i = 0
    n = len(s)
    while i < n:
        j = s.find('&', i)
        if j < 0:
            out.append(s[i:])
            break
        out.append(s[i:j])
        if j + 1 < n and s[j + 1] == '#':
            r = _numeric(s, j + 1)
            if r is None:
                out.append('&')
                i = j + 1
            else:
                out.append(r[0])
                i = r[1]
            continue
        k = j + 1
        while k < n and k - j <= 32 and s[k].isalnum():
            k += 1
        name = s[j + 1:k]
        if k < n and s[k] == ';' and name in _NAMED:
            out.append(_NAMED[name])
            i = k + 1
        elif name in _NAMED and name in ('amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg'):
            out.append(_NAMED[name])
            i = k
        else:
            out.append('&')
            i = j + 1
    return ''.join(out)
