# Text before or after the root element: ParseError's message, code and
# position as expat's prolog tokenizer gives them (an invalid token where
# no token starts or a name ends badly, unclosed quotes, '<' without a
# name; otherwise a syntax error before the root and junk after it).
import xml.etree.ElementTree as ET

words = [chr(c) for c in range(33, 127)] + ['é', '\x01', '</', '<1', '<!x', '<![', '<!DOCTYPE',
         '"a', "'a'", '#x', '#', 'ab', '1a', 'ab<', '1a+', 'ab+', 'ab?', '1a?', 'ab]', 'a(b',
         '&lt;', '&#65;', 'x;', '<?pi d?>&', '<!--c-->x']
for where in ('before', 'after'):
    for w in words:
        doc = (w + ' <r/>') if where == 'before' else ('<r/> ' + w + ' ')
        try:
            ET.fromstring(doc)
            out = 'ok'
        except ET.ParseError as e:
            out = '%s %s %s' % (e, e.code, e.position)
        print(where, repr(w), out)
for doc in ['text<a/>', 'text<![CDATA[x]]><a/>', '<a/>text<b/>', '<a/></b>', '<a/>\n  &bad;',
            '<a/><b/>', '<a/>"x"', "<a/>'x", '<a/>é']:
    try:
        ET.fromstring(doc)
        print(repr(doc), 'ok')
    except ET.ParseError as e:
        print(repr(doc), e, e.code, e.position)
