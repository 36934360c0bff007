# xml.etree.ElementPath: the XPath subset of ElementTree's find, findall,
# findtext and iterfind, with CPython 3.11's results and errors: tag,
# {uri}tag and prefix:tag, *, {*}tag, {uri}*, ., //, .., [@a], [@a='v'],
# [@a!='v'], [tag], [tag='text'], [.='text'], [n], [last()], [last()-n].
#
# A path is scanned into tokens (_scan: what CPython's tokenizer regular
# expression finds, pairs of an operator or quoted text and a name), the
# names get their namespaces (_tokens), and _compile turns the tokens into
# a list of steps, each a function from (context, elements) to elements;
# a run feeds the start element through the steps.  CPython's quirks are
# kept where a program can see them: an empty path makes iterfind return
# None, an operator that cannot start a step is a KeyError, a path cut off
# inside a step leaves a None step (a TypeError when run).

_OPERATORS2 = ('::', '//', '..', '()', '!=')
_OPERATORS1 = '/.*:[]()@='
_NOT_NAME = '/[]()@!='


def _name_end(path, i):
    # where the run of name characters from i stops
    n = len(path)
    while i < n and path[i] not in _NOT_NAME and not path[i].isspace():
        i += 1
    return i


def _scan(path):
    i, n = 0, len(path)
    while i < n:
        c = path[i]
        if c == "'" or c == '"':
            close = path.find(c, i + 1)
            if close >= 0:
                yield path[i:close + 1], ''
                i = close + 1
                continue
        pair = path[i:i + 2]
        if pair in _OPERATORS2:
            yield pair, ''
            i += 2
            continue
        if c in _OPERATORS1:
            yield c, ''
            i += 1
            continue
        if c.isspace():
            while i < n and path[i].isspace():
                i += 1
            yield '', ''
            continue
        if c == '{':
            close = path.find('}', i + 1)
            if close > i + 1:
                end = _name_end(path, close + 1)
                if end > close + 1:
                    yield '', path[i:end]
                    i = end
                    continue
        end = _name_end(path, i)
        if end > i:
            yield '', path[i:end]
            i = end
        else:
            i += 1      # a lone '!': nothing there to find


def _tokens(path, namespaces):
    # the scanned tokens with prefix:name and default-namespace names
    # written {uri}name (not the names of attributes)
    default = namespaces.get('') if namespaces else None
    after_at = False
    for op, name in _scan(path):
        if name and name[0] != '{':
            if ':' in name:
                prefix, local = name.split(':', 1)
                if not namespaces or prefix not in namespaces:
                    raise SyntaxError("prefix %r not found in prefix map" % prefix)
                yield op, '{%s}%s' % (namespaces[prefix], local)
            elif default and not after_at:
                yield op, '{%s}%s' % (default, name)
            else:
                yield op, name
            after_at = False
        else:
            yield op, name
            after_at = op == '@'


class _Context:
    # one run: the start element and, made when a step needs it, the map
    # from each element under it to its parent
    def __init__(self, root):
        self.root = root
        self._parents = None

    def parents(self):
        if self._parents is None:
            self._parents = {child: elem for elem in self.root.iter() for child in elem}
        return self._parents


def _wildcard(tag):
    return tag[:3] == '{*}' or tag[-2:] == '}*'


def _tag_test(tag):
    # a predicate on tags for a wildcard tag
    if tag == '{*}*':
        return lambda t: isinstance(t, str)
    if tag == '{}*':
        return lambda t: isinstance(t, str) and t[0] != '{'
    if tag[:3] == '{*}':
        local, tail = tag[3:], tag[2:]
        return lambda t: t == local or isinstance(t, str) and t[-len(tail):] == tail
    if tag[-2:] == '}*':
        space = tag[:-1]
        return lambda t: isinstance(t, str) and t[:len(space)] == space
    raise RuntimeError(f"internal parser error, got {tag}")


def _filtered(elems, test):
    for e in elems:
        if test(e.tag):
            yield e


def _all_children(elems):
    for e in elems:
        yield from e


def _all_below(elems):
    for e in elems:
        for d in e.iter():
            if d is not e:
                yield d


def _children_named(elems, tag):
    for e in elems:
        for c in e:
            if c.tag == tag:
                yield c


def _below_named(elems, tag):
    for e in elems:
        for d in e.iter(tag):
            if d is not e:
                yield d


def _tag_step(tag, walk, named):
    # the step keeping the elements walk(elems) reaches whose tag is tag: a
    # wildcard tests each, a plain tag ('{}' dropped) goes to named
    if _wildcard(tag):
        test = _tag_test(tag)
        return lambda context, elems: _filtered(walk(elems), test)
    if tag[:2] == '{}':
        tag = tag[2:]
    return lambda context, elems: named(elems, tag)


def _is_index(text):
    # an optional '-', decimal digits, perhaps one newline after (a
    # regular expression's `-?\d+$`, as CPython tests it)
    t = text[1:] if text[:1] == '-' else text
    if t[-1:] == '\n':
        t = t[:-1]
    return t.isdecimal()


def _text_equals(e, value, negated):
    return ("".join(e.itertext()) == value) != negated


class _Compiler:
    def __init__(self, tokens):
        self.next = iter(tokens).__next__

    def step(self, token):
        # the step a token starts (KeyError when it starts none, as CPython)
        return {'': self.child, '*': self.star, '.': self.self_,
                '..': self.parent, '//': self.below, '[': self.predicate}[token[0]](token)

    def child(self, token):
        return _tag_step(token[1], _all_children, _children_named)

    def star(self, token):
        return lambda context, elems: _all_children(elems)

    def self_(self, token):
        def same(context, elems):
            yield from elems
        return same

    def parent(self, token):
        def parents(context, elems):
            up = context.parents()
            done = set()
            for e in elems:
                p = up.get(e)
                if p is not None and p not in done:
                    done.add(p)
                    yield p
        return parents

    def below(self, token):
        try:
            token = self.next()
        except StopIteration:
            return None
        if token[0] == '*':
            tag = '*'
        elif not token[0]:
            tag = token[1]
        else:
            raise SyntaxError("invalid descendant")
        return _tag_step(tag, _all_below, _below_named)

    def predicate(self, token):
        # the tokens up to ']' as a shape ('@' name, '-' a name or number,
        # "'" quoted text...) and their texts
        shape, texts = '', []
        while True:
            try:
                token = self.next()
            except StopIteration:
                return None
            if token[0] == ']':
                break
            if token == ('', ''):
                continue
            op, text = token
            if op and op[0] in '\'"':
                op, text = "'", op[1:-1]
            shape += op or '-'
            texts.append(text)
        negated = '!=' in shape
        if shape == '@-':
            key = texts[1]
            return lambda context, elems: (e for e in elems if e.get(key) is not None)
        if shape in ("@-='", "@-!='"):
            key, value = texts[1], texts[-1]
            if negated:
                return lambda context, elems: (
                    e for e in elems if e.get(key) is not None and e.get(key) != value)
            return lambda context, elems: (e for e in elems if e.get(key) == value)
        if shape == '-' and not _is_index(texts[0]):
            tag = texts[0]
            return lambda context, elems: (e for e in elems if e.find(tag) is not None)
        if shape in (".='", ".!='") or (shape in ("-='", "-!='") and not _is_index(texts[0])):
            tag, value = texts[0], texts[-1]
            if not tag:
                return lambda context, elems: (
                    e for e in elems if _text_equals(e, value, negated))

            def with_child_text(context, elems):
                for e in elems:
                    if any(_text_equals(c, value, negated) for c in e.iterfind(tag)):
                        yield e
            return with_child_text
        if shape in ('-', '-()', '-()-'):
            if shape == '-':
                index = int(texts[0]) - 1
                if index < 0:
                    raise SyntaxError("XPath position >= 1 expected")
            else:
                if texts[0] != 'last':
                    raise SyntaxError("unsupported function")
                index = -1
                if shape == '-()-':
                    try:
                        index = int(texts[2]) - 1
                    except ValueError:
                        raise SyntaxError("unsupported expression")
                    if index > -2:
                        raise SyntaxError("XPath offset from last() must be negative")

            def at_position(context, elems):
                up = context.parents()
                for e in elems:
                    try:
                        if list(up[e].findall(e.tag))[index] is e:
                            yield e
                    except (IndexError, KeyError):
                        pass
            return at_position
        raise SyntaxError("invalid predicate")


_compiled = {}   # (path, namespaces) -> steps, at most about 100


def _steps(path, namespaces):
    key = (path,) + (tuple(sorted(namespaces.items())) if namespaces else ())
    steps = _compiled.get(key)
    if steps is not None:
        return steps
    if len(_compiled) > 100:
        _compiled.clear()
    if path[:1] == '/':
        raise SyntaxError("cannot use absolute path on element")
    compiler = _Compiler(_tokens(path, namespaces))
    try:
        token = compiler.next()
    except StopIteration:
        return None
    steps = []
    while True:
        try:
            steps.append(compiler.step(token))
        except StopIteration:
            raise SyntaxError("invalid path") from None
        try:
            token = compiler.next()
            if token[0] == '/':
                token = compiler.next()
        except StopIteration:
            break
    _compiled[key] = steps
    return steps


def iterfind(elem, path, namespaces=None):
    if path[-1:] == '/':
        path += '*'
    steps = _steps(path, namespaces)
    if steps is None:
        return None
    elems = [elem]
    context = _Context(elem)
    for step in steps:
        elems = step(context, elems)
    return elems


def find(elem, path, namespaces=None):
    return next(iterfind(elem, path, namespaces), None)


def findall(elem, path, namespaces=None):
    return list(iterfind(elem, path, namespaces))


def findtext(elem, path, default=None, namespaces=None):
    try:
        elem = next(iterfind(elem, path, namespaces))
    except StopIteration:
        return default
    return elem.text or ''
