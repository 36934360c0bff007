# A reference cut off by the end of the input is expat's 'unclosed token' (at
# the '&' in text, at the start tag's '<' in an attribute value); one that
# ends in a wrong character stays an invalid token.
import xml.etree.ElementTree as ET
for d in ['<a>&', '<a>&x', '<a>&#', '<a>&#x', '<a>&#1', '<a>&#x4', '<a>&lt', '<a>& ', '<a>&;', '<a>&#;',
          '<a x="&', '<a x="&a', '<a x="&#', '<a x="&#x1', '<a>&amp;', '<a>&a b;', '<a>x&', '<a><b>t&gt',
          '<a>&#xg', '<a>&#12a', '<a>&a.b-c', '<a b="1">\n&lt']:
    try:
        ET.fromstring(d); print(repr(d), 'ok')
    except ET.ParseError as e:
        print(repr(d), e, e.code)
