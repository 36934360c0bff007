# keyword: Python 3.11's keywords and soft keywords.

__all__ = ['iskeyword', 'issoftkeyword', 'kwlist', 'softkwlist']

kwlist = ['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await',
          'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except',
          'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is',
          'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try',
          'while', 'with', 'yield']

softkwlist = ['_', 'case', 'match']

# bound __contains__ of frozensets, as CPython's (so they take one argument
# and do not hash-fail differently from its functions)
_HARD, _SOFT = frozenset(kwlist), frozenset(softkwlist)
iskeyword, issoftkeyword = _HARD.__contains__, _SOFT.__contains__
