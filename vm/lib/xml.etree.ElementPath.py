# xml.etree.ElementPath: the XPath subset of ElementTree's find, findall,
# findtext and iterfind, with CPython 3.11's tokens, selectors and
# SyntaxError messages: tag, {uri}tag and prefix:tag, *, {*}tag, ., //, ..,
# [@a], [@a='v'], [@a!='v'], [tag], [tag='text'], [.='text'], [n],
# [last()], [last()-n].

import re

xpath_tokenizer_re = re.compile(
    r"("
    r"'[^']*'|\"[^\"]*\"|"
    r"::|"
    r"//?|"
    r"\.\.|"
    r"\(\)|"
    r"!=|"
    r"[/.*:\[\]\(\)@=])|"
    r"((?:\{[^}]+\})?[^/\[\]\(\)@!=\s]+)|"
    r"\s+"
)


def xpath_tokenizer(pattern, namespaces=None):
    default_namespace = namespaces.get('') if namespaces else None
    parsing_attribute = False
    for token in xpath_tokenizer_re.findall(pattern):
        ttype, tag = token
        if tag and tag[0] != "{":
            if ":" in tag:
                prefix, uri = tag.split(":", 1)
                if not namespaces or prefix not in namespaces:
                    raise SyntaxError("prefix %r not found in prefix map" % prefix)
                yield ttype, "{%s}%s" % (namespaces[prefix], uri)
            elif default_namespace and not parsing_attribute:
                yield ttype, "{%s}%s" % (default_namespace, tag)
            else:
                yield token
            parsing_attribute = False
        else:
            yield token
            parsing_attribute = ttype == '@'


def get_parent_map(context):
    parent_map = context.parent_map
    if parent_map is None:
        context.parent_map = parent_map = {}
        for p in context.root.iter():
            for e in p:
                parent_map[e] = p
    return parent_map


def _is_wildcard_tag(tag):
    return tag[:3] == '{*}' or tag[-2:] == '}*'


def _prepare_tag(tag):
    # a selector keeping the elements whose tag matches a wildcard tag
    if tag == '{*}*':
        def keep(t):
            return isinstance(t, str)
    elif tag == '{}*':
        def keep(t):
            return isinstance(t, str) and t[0] != '{'
    elif tag[:3] == '{*}':
        suffix = tag[2:]
        local = tag[3:]

        def keep(t):
            return t == local or isinstance(t, str) and t[-len(suffix):] == suffix
    elif tag[-2:] == '}*':
        ns = tag[:-1]

        def keep(t):
            return isinstance(t, str) and t[:len(ns)] == ns
    else:
        raise RuntimeError(f"internal parser error, got {tag}")

    def select(context, result):
        for elem in result:
            if keep(elem.tag):
                yield elem
    return select


def _children(result):
    for elem in result:
        yield from elem


def _descendants(result):
    for elem in result:
        for e in elem.iter():
            if e is not elem:
                yield e


def prepare_child(next, token):
    tag = token[1]
    if _is_wildcard_tag(tag):
        select_tag = _prepare_tag(tag)

        def select(context, result):
            return select_tag(context, _children(result))
    else:
        if tag[:2] == '{}':
            tag = tag[2:]

        def select(context, result):
            for elem in result:
                for e in elem:
                    if e.tag == tag:
                        yield e
    return select


def prepare_star(next, token):
    def select(context, result):
        return _children(result)
    return select


def prepare_self(next, token):
    def select(context, result):
        yield from result
    return select


def prepare_descendant(next, token):
    try:
        token = next()
    except StopIteration:
        return
    if token[0] == "*":
        tag = "*"
    elif not token[0]:
        tag = token[1]
    else:
        raise SyntaxError("invalid descendant")
    if _is_wildcard_tag(tag):
        select_tag = _prepare_tag(tag)

        def select(context, result):
            return select_tag(context, _descendants(result))
    else:
        if tag[:2] == '{}':
            tag = tag[2:]

        def select(context, result):
            for elem in result:
                for e in elem.iter(tag):
                    if e is not elem:
                        yield e
    return select


def prepare_parent(next, token):
    def select(context, result):
        parent_map = get_parent_map(context)
        seen = {}
        for elem in result:
            if elem in parent_map:
                parent = parent_map[elem]
                if parent not in seen:
                    seen[parent] = None
                    yield parent
    return select


_index_re = re.compile(r"\-?\d+$")


def prepare_predicate(next, token):
    signature = []
    predicate = []
    while 1:
        try:
            token = next()
        except StopIteration:
            return
        if token[0] == "]":
            break
        if token == ('', ''):
            continue
        if token[0] and token[0][:1] in "'\"":
            token = "'", token[0][1:-1]
        signature.append(token[0] or "-")
        predicate.append(token[1])
    signature = "".join(signature)
    negated = '!=' in signature
    if signature == "@-":
        key = predicate[1]

        def select(context, result):
            for elem in result:
                if elem.get(key) is not None:
                    yield elem
        return select
    if signature == "@-='" or signature == "@-!='":
        key = predicate[1]
        value = predicate[-1]

        def select(context, result):
            for elem in result:
                v = elem.get(key)
                if (v is not None and v != value) if negated else v == value:
                    yield elem
        return select
    if signature == "-" and not _index_re.match(predicate[0]):
        tag = predicate[0]

        def select(context, result):
            for elem in result:
                if elem.find(tag) is not None:
                    yield elem
        return select
    if signature == ".='" or signature == ".!='" or (
            (signature == "-='" or signature == "-!='")
            and not _index_re.match(predicate[0])):
        tag = predicate[0]
        value = predicate[-1]

        def textmatch(e):
            return ("".join(e.itertext()) != value) if negated else \
                ("".join(e.itertext()) == value)
        if tag:
            def select(context, result):
                for elem in result:
                    for e in elem.iterfind(tag):
                        if textmatch(e):
                            yield elem
                            break
        else:
            def select(context, result):
                for elem in result:
                    if textmatch(elem):
                        yield elem
        return select
    if signature == "-" or signature == "-()" or signature == "-()-":
        if signature == "-":
            index = int(predicate[0]) - 1
            if index < 0:
                raise SyntaxError("XPath position >= 1 expected")
        else:
            if predicate[0] != "last":
                raise SyntaxError("unsupported function")
            if signature == "-()-":
                try:
                    index = int(predicate[2]) - 1
                except ValueError:
                    raise SyntaxError("unsupported expression")
                if index > -2:
                    raise SyntaxError("XPath offset from last() must be negative")
            else:
                index = -1

        def select(context, result):
            parent_map = get_parent_map(context)
            for elem in result:
                try:
                    parent = parent_map[elem]
                    elems = list(parent.findall(elem.tag))
                    if elems[index] is elem:
                        yield elem
                except (IndexError, KeyError):
                    pass
        return select
    raise SyntaxError("invalid predicate")


ops = {
    "": prepare_child,
    "*": prepare_star,
    ".": prepare_self,
    "..": prepare_parent,
    "//": prepare_descendant,
    "[": prepare_predicate,
}

_cache = {}


class _SelectorContext:
    parent_map = None

    def __init__(self, root):
        self.root = root


def iterfind(elem, path, namespaces=None):
    if path[-1:] == "/":
        path = path + "*"
    cache_key = (path,)
    if namespaces:
        cache_key += tuple(sorted(namespaces.items()))
    selector = _cache.get(cache_key)
    if selector is None:
        if len(_cache) > 100:
            _cache.clear()
        if path[:1] == "/":
            raise SyntaxError("cannot use absolute path on element")
        next = iter(xpath_tokenizer(path, namespaces)).__next__
        try:
            token = next()
        except StopIteration:
            return
        selector = []
        while 1:
            try:
                selector.append(ops[token[0]](next, token))
            except StopIteration:
                raise SyntaxError("invalid path") from None
            try:
                token = next()
                if token[0] == "/":
                    token = next()
            except StopIteration:
                break
        _cache[cache_key] = selector
    result = [elem]
    context = _SelectorContext(elem)
    for select in selector:
        result = select(context, result)
    return result


def find(elem, path, namespaces=None):
    return next(iterfind(elem, path, namespaces), None)


def findall(elem, path, namespaces=None):
    return list(iterfind(elem, path, namespaces))


def findtext(elem, path, default=None, namespaces=None):
    try:
        elem = next(iterfind(elem, path, namespaces))
    except StopIteration:
        return default
    return elem.text or ""
