# copy: copy and deepcopy (with memo, so shared parts and cycles survive)
# for the builtin containers; other values are returned as they are.


def copy(x):
    t = type(x)
    if t is list:
        return x[:]
    if t is dict:
        return dict(x)
    if t is set:
        return set(x)
    return x


def deepcopy(x, memo=None):
    if memo is None:
        memo = {}
    return _deep(x, memo, [])


def _deep(x, memo, keep):
    t = type(x)
    if t is list:
        y = _seen(x, memo)
        if y is not _NONE:
            return y
        y = []
        _remember(x, y, memo, keep)
        for v in x:
            y.append(_deep(v, memo, keep))
        return y
    if t is dict:
        y = _seen(x, memo)
        if y is not _NONE:
            return y
        y = {}
        _remember(x, y, memo, keep)
        for k, v in x.items():
            y[_deep(k, memo, keep)] = _deep(v, memo, keep)
        return y
    if t is set:
        y = _seen(x, memo)
        if y is not _NONE:
            return y
        y = set()
        _remember(x, y, memo, keep)
        for v in x:
            y.add(_deep(v, memo, keep))
        return y
    if t is tuple:
        y = _seen(x, memo)
        if y is not _NONE:
            return y
        items = [_deep(v, memo, keep) for v in x]
        y = _seen(x, memo)
        if y is not _NONE:
            return y
        same = True
        for a, b in zip(items, x):
            if a is not b:
                same = False
                break
        y = x if same else tuple(items)
        _remember(x, y, memo, keep)
        return y
    return x


_NONE = []


def _seen(x, memo):
    # memo maps an index into its '_keys' list (objects by identity, as
    # there is no id() in baton)
    keys = memo.get('_keys')
    if keys is None:
        return _NONE
    for i in range(len(keys)):
        if keys[i] is x:
            return memo['_vals'][i]
    return _NONE


def _remember(x, y, memo, keep):
    if '_keys' not in memo:
        memo['_keys'] = []
        memo['_vals'] = []
    memo['_keys'].append(x)
    memo['_vals'].append(y)
