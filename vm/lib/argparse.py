# argparse: command-line parsing as CPython 3.11's, for the CLI-style helpers
# agent programs write and the argument strings they split themselves.
#
# A baton program has no command line: sys.argv is [], so parse_args() with
# no list parses an empty list, and a parser's default prog is 'program'
# (CPython takes the basename of sys.argv[0]).  The help width is 78
# columns, CPython's when no terminal and no COLUMNS are there (baton reads
# no environment).  Help, usage and version text go to sys.stdout, errors to
# sys.stderr, and every exit is a SystemExit with CPython's status, so a
# program may catch it.  FileType and fromfile_prefix_chars open nothing
# (no files): their errors are CPython's for a file that cannot be opened.
#
# Layout: the formatter keeps a tree of sections whose entries are
# rendered only at format_help(), since the column of every help text
# depends on the longest invocation of the whole parser.  Parsing first
# reduces the argument strings to a string of kinds ('O' an option, 'A' an
# argument, '-' the '--' marker) and matches each action's nargs as a
# regular expression over that string; positionals are matched greedily
# as a run, as CPython does, which decides the corner cases (a '*'
# positional taking nothing before an option, and so on).
import re as _re
import sys as _sys

__all__ = [
    'ArgumentParser', 'ArgumentError', 'ArgumentTypeError',
    'BooleanOptionalAction', 'FileType', 'HelpFormatter',
    'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
    'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace',
    'Action', 'ONE_OR_MORE', 'OPTIONAL', 'PARSER', 'REMAINDER', 'SUPPRESS',
    'ZERO_OR_MORE',
]

SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'
_EXTRAS_KEY = '_unrecognized_args'   # a subparser's leftovers, in the namespace

_SPACES = _re.compile(r'\s+', _re.ASCII)
_BLANK_RUNS = _re.compile(r'\n\n\n+')
_USAGE_PIECE = _re.compile(r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+')
_NEGATIVE_NUMBER = _re.compile(r'^-\d+$|^-\d*\.\d+$')


_ABSENT = object()     # an argument not given at all (None may be given)


def _plural(n, one, many):
    return one if n == 1 else many


class _AttributeHolder(object):

    def __repr__(self):
        shown = [repr(a) for a in self._get_args()]
        odd = {}
        for key, val in self._get_kwargs():
            if key.isidentifier():
                shown.append('%s=%r' % (key, val))
            else:
                odd[key] = val
        if odd:
            shown.append('**%r' % (odd,))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


def _copy_items(items):
    # the list append/extend grow: a new one, never the default itself
    if items is None:
        return []
    if items.__class__ is list:
        return list(items)
    from copy import copy
    return copy(items)


# ---------------------------------------------------------------- formatting

class HelpFormatter(object):
    # The public name is the class; its methods are the hooks subclasses
    # override (_split_lines, _fill_text, _get_help_string, _format_args...).

    def __init__(self, prog, indent_increment=2, max_help_position=24,
                 width=None):
        if width is None:
            width = 78
        self._prog, self._width = prog, width
        # help texts start at most this far in, and never past width - 20
        cap = max(width - 20, 2 * indent_increment)
        self._indent_increment, self._max_help_position = (
            indent_increment, min(max_help_position, cap))
        # the indent and level change as sections open and close; the
        # widest invocation sets the column of the help texts
        self._current_indent = self._level = self._action_max_length = 0
        self._top = self._Section(self, None)
        self._open_section = self._top
        self._whitespace_matcher = _SPACES
        self._long_break_matcher = _BLANK_RUNS

    def _indent(self):
        self._nest(1)

    def _dedent(self):
        self._nest(-1)

    def _nest(self, step):
        # every section opened is closed once, so the indent stays >= 0
        self._level += step
        self._current_indent = self._level * self._indent_increment

    class _Section(object):
        # a heading and its entries, each a (renderer, arguments) pair
        # called when the whole help is put together

        def __init__(self, formatter, parent, heading=None):
            self.formatter, self.parent = formatter, parent
            self.heading, self.items = heading, []

        def format_help(self):
            fmt = self.formatter
            nested = self.parent is not None
            if nested:
                fmt._indent()
            body = fmt._join_parts([render(*args) for render, args in self.items])
            if nested:
                fmt._dedent()
            if not body:
                return ''
            title = ''
            if self.heading is not None and self.heading is not SUPPRESS:
                title = ' ' * fmt._current_indent + self.heading + ':\n'
            return fmt._join_parts(['\n', title, body, '\n'])

    def _add_item(self, func, args):
        self._open_section.items.append((func, args))

    def _defer(self, render, *args):
        # render(*args) runs when the help is put together
        self._open_section.items.append((render, args))

    def start_section(self, heading):
        self._indent()
        child = self._Section(self, self._open_section, heading)
        self._defer(child.format_help)
        self._open_section = child

    def end_section(self):
        self._open_section = self._open_section.parent
        self._dedent()

    def add_text(self, text):
        if text is not None and text is not SUPPRESS:
            self._defer(self._format_text, text)

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._defer(self._format_usage, usage, actions, groups, prefix)

    def add_argument(self, action):
        if action.help is not SUPPRESS:
            # the help column depends on the widest invocation (subactions too)
            shown = [action] + list(self._iter_indented_subactions(action))
            widest = max(len(self._format_action_invocation(a)) for a in shown)
            self._action_max_length = max(widest + self._current_indent,
                                          self._action_max_length)
            self._defer(self._format_action, action)

    def add_arguments(self, actions):
        for one in actions:
            self.add_argument(one)

    def format_help(self):
        text = self._top.format_help()
        if not text:
            return text
        text = self._long_break_matcher.sub('\n\n', text)
        return text.strip('\n') + '\n'

    def _join_parts(self, part_strings):
        return ''.join(p for p in part_strings if p and p is not SUPPRESS)

    # usage ----------------------------------------------------------------

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        names = {'prog': self._prog}
        if usage is not None:          # the parser's own usage text
            return '%s%s\n\n' % (prefix, usage % names)
        prog = '%(prog)s' % names
        if not actions:
            return '%s%s\n\n' % (prefix, prog)
        opts = [a for a in actions if a.option_strings]
        posns = [a for a in actions if not a.option_strings]
        whole = self._format_actions_usage(opts + posns, groups)
        line = prog + ' ' + whole if whole else prog
        room = self._width - self._current_indent
        if len(prefix) + len(line) <= room:
            return '%s%s\n\n' % (prefix, line)
        opt_pieces = _USAGE_PIECE.findall(self._format_actions_usage(opts, groups))
        pos_pieces = _USAGE_PIECE.findall(self._format_actions_usage(posns, groups))
        if len(prefix) + len(prog) <= 0.75 * room:
            # continuation lines line up after "usage: prog "
            pad = ' ' * (len(prefix) + len(prog) + 1)
            if opt_pieces:
                rows = self._wrap_pieces([prog] + opt_pieces, pad, room, prefix)
                rows += self._wrap_pieces(pos_pieces, pad, room)
            elif pos_pieces:
                rows = self._wrap_pieces([prog] + pos_pieces, pad, room, prefix)
            else:
                rows = [prog]
        else:
            # a long prog stands alone, the arguments below it
            pad = ' ' * len(prefix)
            rows = self._wrap_pieces(opt_pieces + pos_pieces, pad, room)
            if len(rows) > 1:
                rows = (self._wrap_pieces(opt_pieces, pad, room)
                        + self._wrap_pieces(pos_pieces, pad, room))
            rows = [prog] + rows
        return '%s%s\n\n' % (prefix, '\n'.join(rows))

    @staticmethod
    def _wrap_pieces(pieces, pad, room, prefix=None):
        # greedy fill; with a prefix the first row starts after it and
        # carries no padding of its own
        rows = []
        cur = []
        used = (len(prefix) if prefix is not None else len(pad)) - 1
        for piece in pieces:
            if cur and used + 1 + len(piece) > room:
                rows.append(pad + ' '.join(cur))
                cur = []
                used = len(pad) - 1
            cur.append(piece)
            used += 1 + len(piece)
        if cur:
            rows.append(pad + ' '.join(cur))
        if prefix is not None and rows:
            rows[0] = rows[0][len(pad):]
        return rows

    def _format_actions_usage(self, actions, groups):
        # marks[i]: text to put before the i-th action (group brackets, '|')
        marks = {}
        grouped = set()
        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError(f'empty group {group}')
            if members[0] not in actions:
                continue
            lo = actions.index(members[0])
            hi = lo + len(members)
            if actions[lo:hi] != members:
                continue
            grouped.update(members)
            shown = sum(1 for a in members if a.help is not SUPPRESS)
            pair = None
            if group.required and shown > 1:
                pair = ('(', ')')
            elif not group.required:
                pair = ('[', ']')
            if pair is not None:
                marks[lo] = marks[lo] + ' ' + pair[0] if lo in marks else pair[0]
                marks[hi] = marks[hi] + pair[1] if hi in marks else pair[1]
            for k in range(lo + 1, hi):
                marks[k] = '|'
        pieces = []
        for i, action in enumerate(actions):
            text = None
            if action.help is not SUPPRESS:
                text = self._usage_piece(action, action in grouped)
            elif marks.get(i) == '|':
                del marks[i]           # a hidden member drops one separator
            elif marks.get(i + 1) == '|':
                del marks[i + 1]
            pieces.append(text)
        for i in sorted(marks, reverse=True):
            pieces.insert(i, marks[i])
        text = ' '.join(p for p in pieces if p is not None)
        text = _re.sub(r'([\[(]) ', r'\1', text)
        text = _re.sub(r' ([\])])', r'\1', text)
        text = _re.sub(r'[\[(] *[\])]', '', text)
        return text.strip()

    def _usage_piece(self, action, grouped):
        # one action in the usage line; a group supplies its own brackets
        if action.option_strings:
            if action.nargs != 0:
                metavar = self._get_default_metavar_for_optional(action)
                text = '%s %s' % (action.option_strings[0],
                                  self._format_args(action, metavar))
            else:
                text = action.format_usage()
            optional = not (action.required or grouped)
            return '[%s]' % text if optional else text
        metavar = self._get_default_metavar_for_positional(action)
        text = self._format_args(action, metavar)
        if grouped and text.startswith('[') and text.endswith(']'):
            return text[1:-1]
        return text

    # text and actions -------------------------------------------------------

    def _format_text(self, text):
        if text.find('%(prog)') >= 0:
            text = text % {'prog': self._prog}
        width = max(self._width - self._current_indent, 11)
        return self._fill_text(text, width, ' ' * self._current_indent) + '\n\n'

    def _format_action(self, action):
        help_col = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_col, 11)
        label_width = help_col - self._current_indent - 2
        label = self._format_action_invocation(action)
        lead = ' ' * self._current_indent
        first_pad = 0
        if not action.help:
            head = lead + label + '\n'
        elif len(label) <= label_width:
            head = lead + label.ljust(label_width) + '  '
        else:
            head = lead + label + '\n'
            first_pad = help_col
        out = [head]
        if (action.help or '').strip():
            expanded = self._expand_help(action)
            if expanded:
                rows = self._split_lines(expanded, help_width)
                out.append(' ' * first_pad + rows[0] + '\n')
                out.extend(' ' * help_col + r + '\n' for r in rows[1:])
        elif not head.endswith('\n'):
            out.append('\n')
        for sub in self._iter_indented_subactions(action):
            out.append(self._format_action(sub))
        return self._join_parts(out)

    def _format_action_invocation(self, action):
        flags = action.option_strings
        if flags:
            if action.nargs != 0:
                argtext = self._format_args(
                    action, self._get_default_metavar_for_optional(action))
                flags = ['%s %s' % (f, argtext) for f in flags]
            return ', '.join(flags)
        name, = self._metavar_formatter(
            action, self._get_default_metavar_for_positional(action))(1)
        return name

    def _metavar_formatter(self, action, default_metavar):
        shown = action.metavar
        if shown is None:
            picks = action.choices
            shown = (default_metavar if picks is None
                     else '{%s}' % ','.join(map(str, picks)))

        def metavars(count):
            if isinstance(shown, tuple):
                return shown
            return (shown,) * count
        return metavars

    def _format_args(self, action, default_metavar):
        names = self._metavar_formatter(action, default_metavar)
        n = action.nargs
        if n is None:
            return '%s' % names(1)
        if n == OPTIONAL:
            return '[%s]' % names(1)
        if n == ZERO_OR_MORE:
            got = names(1)
            if len(got) == 2:
                return '[%s [%s ...]]' % got
            return '[%s ...]' % got
        if n == ONE_OR_MORE:
            return '%s [%s ...]' % names(2)
        if n == REMAINDER:
            return '...'
        if n == PARSER:
            return '%s ...' % names(1)
        if n == SUPPRESS:
            return ''
        try:
            slots = ['%s'] * n
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return ' '.join(slots) % names(n)

    def _expand_help(self, action):
        fields = dict(vars(action))
        fields['prog'] = self._prog
        for key in list(fields):
            if fields[key] is SUPPRESS:
                del fields[key]
        for key, val in list(fields.items()):
            if hasattr(val, '__name__'):
                fields[key] = val.__name__
        if fields.get('choices') is not None:
            fields['choices'] = ', '.join(str(c) for c in fields['choices'])
        return self._get_help_string(action) % fields

    def _iter_indented_subactions(self, action):
        subs = getattr(action, '_get_subactions', None)
        if subs is None:
            return
        self._indent()
        yield from subs()
        self._dedent()

    def _split_lines(self, text, width):
        import textwrap
        return textwrap.wrap(self._whitespace_matcher.sub(' ', text).strip(),
                             width)

    def _fill_text(self, text, width, indent):
        import textwrap
        flat = self._whitespace_matcher.sub(' ', text).strip()
        return textwrap.fill(flat, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    # keeps description and epilog as written

    def _fill_text(self, text, width, indent):
        return ''.join(indent + row for row in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    # keeps every help text as written, line by line

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    # appends each option's default to its help

    def _get_help_string(self, action):
        text = action.help or ''
        if ('%(default)' not in text and action.default is not SUPPRESS
                and (action.option_strings
                     or action.nargs in (OPTIONAL, ZERO_OR_MORE))):
            text += ' (default: %(default)s)'
        return text


class MetavarTypeHelpFormatter(HelpFormatter):
    # names an argument's value after its type= (type.__name__)

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# ---------------------------------------------------------------- errors

def _get_action_name(argument):
    # how errors name an argument: its flags, metavar, dest or choices
    if argument is None:
        return None
    if argument.option_strings:
        return '/'.join(argument.option_strings)
    for name in (argument.metavar, argument.dest):
        if name is not None and name is not SUPPRESS:
            return name
    if argument.choices:
        return '{' + ','.join(argument.choices) + '}'
    return None


class ArgumentError(Exception):
    # str(): "argument NAME: MESSAGE", or the bare message without a name

    def __init__(self, argument, message):
        self.argument_name, self.message = _get_action_name(argument), message

    def __str__(self):
        who = self.argument_name
        if who is not None:
            return 'argument %s: %s' % (who, self.message)
        return '%s' % (self.message,)


class ArgumentTypeError(Exception):
    # raised by a type= converter: its text becomes the error message
    pass


# ---------------------------------------------------------------- actions

_ACTION_FIELDS = ('option_strings', 'dest', 'nargs', 'const', 'default',
                  'type', 'choices', 'required', 'help', 'metavar')


class Action(_AttributeHolder):
    # Base of every action: the ten keyword fields below, and a call that
    # stores the parsed values into the namespace.

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        given = (option_strings, dest, nargs, const, default, type, choices,
                 required, help, metavar)
        for field, val in zip(_ACTION_FIELDS, given):
            setattr(self, field, val)

    def _get_kwargs(self):
        return [(f, getattr(self, f)) for f in _ACTION_FIELDS]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


class BooleanOptionalAction(Action):

    def __init__(self, option_strings, dest, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        both = []
        for s in option_strings:
            both.append(s)
            if s.startswith('--'):
                both.append('--no-' + s[2:])
        super().__init__(option_strings=both, dest=dest, nargs=0,
                         default=default, type=type, choices=choices,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        # --flag sets True, --no-flag False; any other string changes nothing
        if self.option_strings.count(option_string):
            setattr(namespace, self.dest,
                    not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _ValuesAction(Action):
    # the common constructor of store and append: values from the command
    # line, so nargs may not be 0, and const only with nargs='?'

    _refusal = ''

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        if nargs == 0:
            raise ValueError(self._refusal)
        if nargs != OPTIONAL and const is not None:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings=option_strings, dest=dest,
                         nargs=nargs, const=const, default=default,
                         type=type, choices=choices, required=required,
                         help=help, metavar=metavar)


class _StoreAction(_ValuesAction):

    _refusal = ('nargs for store actions must be != 0; if you have nothing '
                'to store, actions such as store true or store const may be '
                'more appropriate')

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         const=const, default=default, required=required,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=False, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest,
                         const=True, default=default, required=required,
                         help=help)


class _StoreFalseAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=True, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest,
                         const=False, default=default, required=required,
                         help=help)


class _AppendAction(_ValuesAction):

    _refusal = ('nargs for append actions must be != 0; if arg strings are '
                'not supplying the value to append, the append const action '
                'may be more appropriate')

    def __call__(self, parser, namespace, values, option_string=None):
        grown = _copy_items(getattr(namespace, self.dest, None))
        grown.append(values)
        setattr(namespace, self.dest, grown)


class _AppendConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         const=const, default=default, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        grown = _copy_items(getattr(namespace, self.dest, None))
        grown.append(self.const)
        setattr(namespace, self.dest, grown)


class _CountAction(Action):

    def __init__(self, option_strings, dest, default=None, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        so_far = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, (so_far or 0) + 1)


class _HelpAction(Action):

    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest,
                         default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):

    def __init__(self, option_strings, version=None, dest=SUPPRESS,
                 default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings=option_strings, dest=dest,
                         default=default, nargs=0, help=help)
        vars(self)['version'] = version

    def __call__(self, parser, namespace, values, option_string=None):
        text = parser.version if self.version is None else self.version
        fmt = parser._get_formatter()
        fmt.add_text(text)
        parser._print_message(fmt.format_help(), _sys.stdout)
        parser.exit()


class _SubParsersAction(Action):

    class _ChoicesPseudoAction(Action):
        # one line of the subcommand list in the help

        def __init__(self, name, aliases, help):
            label = name
            if aliases:
                label = '%s (%s)' % (name, ', '.join(aliases))
            super().__init__(option_strings=[], dest=name, help=help,
                             metavar=label)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS,
                 required=False, help=None, metavar=None):
        self._sub_prog, self._sub_class = prog, parser_class
        # name or alias -> parser; the help's one line per subcommand
        self._name_parser_map, self._choices_actions = {}, []
        super().__init__(option_strings=option_strings, dest=dest,
                         nargs=PARSER, choices=self._name_parser_map,
                         required=required, help=help, metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get('prog') is None:     # 'PARENT [options] NAME'
            kwargs['prog'] = '%s %s' % (self._sub_prog, name)
        aliases = kwargs.pop('aliases', ())
        known = self._name_parser_map
        if name in known:
            raise ArgumentError(self, 'conflicting subparser: %s' % name)
        for alias in aliases:
            if alias in known:
                raise ArgumentError(self,
                                    'conflicting subparser alias: %s' % alias)
        about = kwargs.pop('help', _ABSENT)
        if about is not _ABSENT:       # help=None still lists the command
            self._choices_actions.append(
                self._ChoicesPseudoAction(name, aliases, about))
        sub = self._sub_class(**kwargs)
        known[name] = sub
        for alias in aliases:
            known[alias] = sub
        return sub

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        chosen, rest = values[0], values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, chosen)
        sub = self._name_parser_map.get(chosen)
        if sub is None:
            raise ArgumentError(self, 'unknown parser %r (choices: %s)'
                                % (chosen, ', '.join(self._name_parser_map)))
        # the subparser fills a namespace of its own, whose values then
        # override the parent's (its defaults win, as in CPython 3.11)
        inner, rest = sub.parse_known_args(rest, None)
        for key, val in vars(inner).items():
            setattr(namespace, key, val)
        if rest:
            vars(namespace).setdefault(_EXTRAS_KEY, [])
            getattr(namespace, _EXTRAS_KEY).extend(rest)


class _ExtendAction(_AppendAction):

    def __call__(self, parser, namespace, values, option_string=None):
        grown = _copy_items(getattr(namespace, self.dest, None))
        grown.extend(values)
        setattr(namespace, self.dest, grown)


class FileType(object):
    # type= factory for files; a baton program has none, so a path fails as
    # an unopenable file does in CPython and "-" is sys.stdout for writing

    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        vars(self).update(_mode=mode, _bufsize=bufsize, _encoding=encoding,
                          _errors=errors)

    def __call__(self, string):
        mode = self._mode
        if string == '-':
            if 'r' in mode:
                raise ArgumentTypeError(
                    "can't open '-': a baton program has no stdin")
            if any(c in mode for c in 'wax'):
                return _sys.stdout.buffer if 'b' in mode else _sys.stdout
            raise ValueError('argument "-" with mode %r' % mode)
        raise ArgumentTypeError(
            "can't open '%s': [Errno 1] Operation not permitted: %r"
            % (string, string))

    def __repr__(self):
        shown = [repr(a) for a in (self._mode, self._bufsize) if a != -1]
        for key in ('encoding', 'errors'):
            val = getattr(self, '_' + key)
            if val is not None:
                shown.append('%s=%r' % (key, val))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))


class Namespace(_AttributeHolder):
    # the parse result: attributes, == by their values, `in` by name

    def __init__(self, **kwargs):
        for key, val in kwargs.items():
            setattr(self, key, val)

    def __eq__(self, other):
        if isinstance(other, Namespace):
            return vars(self) == vars(other)
        return NotImplemented

    def __contains__(self, key):
        return key in self.__dict__


# ---------------------------------------------------------------- containers

_BUILTIN_ACTIONS = {
    None: _StoreAction, 'store': _StoreAction,
    'store_const': _StoreConstAction, 'store_true': _StoreTrueAction,
    'store_false': _StoreFalseAction, 'append': _AppendAction,
    'append_const': _AppendConstAction, 'count': _CountAction,
    'help': _HelpAction, 'version': _VersionAction,
    'parsers': _SubParsersAction, 'extend': _ExtendAction,
}


_SHARED_TABLES = ('_actions', '_option_string_actions', '_defaults',
                  '_negative_like_options', '_mutually_exclusive_groups')
_DICT_TABLES = ('_option_string_actions', '_defaults')


class _ActionsContainer(object):

    def __init__(self, description, prefix_chars, argument_default,
                 conflict_handler):
        super().__init__()
        settings = dict(description=description, prefix_chars=prefix_chars,
                        argument_default=argument_default,
                        conflict_handler=conflict_handler)
        vars(self).update(settings)
        self._registries = {'action': dict(_BUILTIN_ACTIONS)}
        self._get_handler()
        # tables a parser shares with its groups (see _ArgumentGroup)
        for name in _SHARED_TABLES:
            setattr(self, name, {} if name in _DICT_TABLES else [])
        self._action_groups, self._negative_re = [], _NEGATIVE_NUMBER

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        # new defaults hold for later arguments and override existing ones
        for key, val in kwargs.items():
            self._defaults[key] = val
        for one in self._actions:
            val = kwargs.get(one.dest, _ABSENT)
            if val is not _ABSENT:
                one.default = val

    def get_default(self, dest):
        found = [a.default for a in self._actions
                 if a.dest == dest and a.default is not None]
        return found[0] if found else self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        # add_argument("name", ...) or add_argument("-f", "--flag", ...)
        positional = not args or (len(args) == 1
                                  and args[0][0] not in self.prefix_chars)
        if not positional:
            fields = self._get_optional_kwargs(*args, **kwargs)
        elif args and 'dest' in kwargs:
            raise ValueError('dest supplied twice for positional argument')
        else:
            fields = self._get_positional_kwargs(*args, **kwargs)
        kwargs = fields
        # default: given, else set_defaults' for this dest, else the parser's
        if 'default' not in fields:
            known = self._defaults
            if fields['dest'] in known:
                fields['default'] = known[fields['dest']]
            elif self.argument_default is not None:
                fields['default'] = self.argument_default
        cls = self._pop_action_class(kwargs)
        if not callable(cls):
            raise ValueError('unknown action "%s"' % (cls,))
        action = cls(**kwargs)
        converter = self._registry_get('type', action.type, action.type)
        if not callable(converter):
            raise ValueError('%r is not callable' % (converter,))
        if converter is FileType:
            raise ValueError('%r is a FileType class object, instance of it'
                             ' must be passed' % (converter,))
        if hasattr(self, '_get_formatter'):
            # a metavar tuple of the wrong length fails here, not in help
            try:
                probe = self._get_formatter()
                probe._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs")
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        made = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(made)
        return made

    def add_mutually_exclusive_group(self, **kwargs):
        made = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(made)
        return made

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        self._option_string_actions.update(
            dict.fromkeys(action.option_strings, action))
        if (not self._negative_like_options
                and any(_NEGATIVE_NUMBER.match(s)
                        for s in action.option_strings)):
            self._negative_like_options.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        # copy a parent parser's actions, keeping its groups by title
        by_title = {}
        for group in self._action_groups:
            if group.title in by_title:
                raise ValueError('cannot merge actions - two groups are '
                                 'named %r' % (group.title,))
            by_title[group.title] = group
        home = {}
        for group in container._action_groups:
            if group.title not in by_title:
                by_title[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                home[action] = by_title[group.title]
        for group in container._mutually_exclusive_groups:
            twin = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                home[action] = twin
        for action in container._actions:
            home.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        # a positional is required unless '?' or a '*' with a default
        nargs = kwargs.get('nargs')
        optional = nargs == OPTIONAL or (nargs == ZERO_OR_MORE
                                         and 'default' in kwargs)
        out = dict(kwargs, dest=dest, option_strings=[])
        if not optional:
            out['required'] = True
        return out

    def _get_optional_kwargs(self, *args, **kwargs):
        lead = self.prefix_chars
        longs = []
        for s in args:
            if s[0] not in lead:
                raise ValueError('invalid option string %r: must start with '
                                 'a character %r' % (s, lead))
            if s[1:2] and s[1] in lead:
                longs.append(s)
        dest = kwargs.pop('dest', None)
        if dest is None:
            # from the first long flag (else the first flag), '-' made '_'
            bare = (longs or args)[0].lstrip(lead)
            if not bare:
                raise ValueError('dest= is required for options like %r'
                                 % (args[-1],))
            dest = '_'.join(bare.split('-'))
        return dict(kwargs, dest=dest, option_strings=list(args))

    def _pop_action_class(self, kwargs, default=None):
        name = kwargs.pop('action', default)
        return self._registry_get('action', name, name)

    def _get_handler(self):
        handler = getattr(self, '_handle_conflict_%s' % self.conflict_handler,
                          None)
        if handler is None:
            raise ValueError('invalid conflict_resolution value: %r'
                             % self.conflict_handler)
        return handler

    def _check_conflict(self, action):
        clashes = [(s, self._option_string_actions[s])
                   for s in action.option_strings
                   if s in self._option_string_actions]
        if clashes:
            self._get_handler()(action, clashes)

    def _handle_conflict_error(self, action, conflicting_actions):
        word = _plural(len(conflicting_actions), 'conflicting option string',
                       'conflicting option strings')
        raise ArgumentError(action, '%s: %s' % (
            word, ', '.join(s for s, _ in conflicting_actions)))

    def _handle_conflict_resolve(self, action, conflicting_actions):
        for s, older in conflicting_actions:
            older.option_strings.remove(s)
            self._option_string_actions.pop(s, None)
            if not older.option_strings:
                older.container._remove_action(older)


class _ArgumentGroup(_ActionsContainer):

    def __init__(self, container, title=None, description=None, **kwargs):
        for key in ('conflict_handler', 'prefix_chars', 'argument_default'):
            kwargs.setdefault(key, getattr(container, key))
        super().__init__(description=description, **kwargs)
        self.title, self._group_actions = title, []
        # a group shares its parser's tables: adding to it adds to both
        for name in _SHARED_TABLES + ('_registries',):
            setattr(self, name, getattr(container, name))

    # A group lists its members; where a member itself is kept is
    # _keep/_drop's business (the shared tables here, the parser for an
    # exclusive group).

    def _keep(self, action):
        return _ActionsContainer._add_action(self, action)

    def _drop(self, action):
        _ActionsContainer._remove_action(self, action)

    def _add_action(self, action):
        kept = self._keep(action)
        self._group_actions.append(kept)
        return kept

    def _remove_action(self, action):
        self._drop(action)
        self._group_actions.remove(action)

    def add_argument_group(self, *args, **kwargs):
        import warnings
        warnings.warn("Nesting argument groups is deprecated.",
                      category=DeprecationWarning, stacklevel=2)
        return super().add_argument_group(*args, **kwargs)


class _MutuallyExclusiveGroup(_ArgumentGroup):

    def __init__(self, container, required=False):
        super().__init__(container)
        vars(self).update(required=required, _container=container)

    def _keep(self, action):
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        return self._container._add_action(action)

    def _drop(self, action):
        self._container._remove_action(action)

    def add_mutually_exclusive_group(self, *args, **kwargs):
        import warnings
        warnings.warn("Nesting mutually exclusive groups is deprecated.",
                      category=DeprecationWarning, stacklevel=2)
        return super().add_mutually_exclusive_group(*args, **kwargs)


# ---------------------------------------------------------------- the parser

def _nargs_regex(action):
    # the kinds an action may take, as a pattern over 'A', 'O' and '-'
    n = action.nargs
    if n is None:
        pat = '(-*A-*)'
    elif n == OPTIONAL:
        pat = '(-*A?-*)'
    elif n == ZERO_OR_MORE:
        pat = '(-*[A-]*)'
    elif n == ONE_OR_MORE:
        pat = '(-*A[A-]*)'
    elif n == REMAINDER:
        pat = '([-AO]*)'
    elif n == PARSER:
        pat = '(-*A[-AO]*)'
    elif n == SUPPRESS:
        pat = '(-*-*)'
    else:
        pat = '(-*' + '-*'.join('A' * n) + '-*)'
    if action.option_strings:
        # an option's arguments never include the '--' marker
        pat = pat.replace('-*', '').replace('-', '')
    return pat


class ArgumentParser(_AttributeHolder, _ActionsContainer):
    # prog defaults to 'program' (baton has no sys.argv[0])

    def __init__(self, prog=None, usage=None, description=None, epilog=None,
                 parents=[], formatter_class=HelpFormatter, prefix_chars='-',
                 fromfile_prefix_chars=None, argument_default=None,
                 conflict_handler='error', add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        super().__init__(description=description, prefix_chars=prefix_chars,
                         argument_default=argument_default,
                         conflict_handler=conflict_handler)
        if prog is None:
            prog = _sys.argv[0].rsplit('/', 1)[-1] if _sys.argv else 'program'
        vars(self).update(prog=prog, usage=usage, epilog=epilog,
                          formatter_class=formatter_class,
                          fromfile_prefix_chars=fromfile_prefix_chars,
                          add_help=add_help, allow_abbrev=allow_abbrev,
                          exit_on_error=exit_on_error, _subparsers=None)
        # the two groups every parser's help starts with
        self._positionals = self.add_argument_group('positional arguments')
        self._optionals = self.add_argument_group('options')
        self.register('type', None, _identity)
        lead = '-' if '-' in prefix_chars else prefix_chars[0]
        if add_help:
            self.add_argument(lead + 'h', lead * 2 + 'help', action='help',
                              default=SUPPRESS,
                              help='show this help message and exit')
        for parent in parents:
            self._add_container_actions(parent)
            inherited = getattr(parent, '_defaults', None)
            if inherited is not None:
                self._defaults.update(inherited)

    def _get_kwargs(self):
        return [(f, getattr(self, f)) for f in
                ('prog', 'usage', 'description', 'formatter_class',
                 'conflict_handler', 'add_help')]

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error('cannot have multiple subparser arguments')
        kwargs.setdefault('parser_class', type(self))
        # a title or description puts the subcommands in a section of
        # their own; otherwise they are listed among the positionals
        home = self._positionals
        if {'title', 'description'} & kwargs.keys():
            home = self.add_argument_group(kwargs.pop('title', 'subcommands'),
                                           kwargs.pop('description', None))
        self._subparsers = home
        if kwargs.get('prog') is None:
            kwargs['prog'] = self._subparser_prog()
        made = self._pop_action_class(kwargs, 'parsers')(option_strings=[], **kwargs)
        home._add_action(made)
        return made

    def _subparser_prog(self):
        # this parser's usage up to its positionals, without 'usage: '
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._get_positional_actions(),
                      self._mutually_exclusive_groups, '')
        return fmt.format_help().strip()

    def _add_action(self, action):
        target = self._optionals if action.option_strings else self._positionals
        target._add_action(action)
        return action

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # entry points -----------------------------------------------------------

    def parse_args(self, args=None, namespace=None):
        ns, leftover = self.parse_known_args(args, namespace)
        if leftover:
            self.error('unrecognized arguments: %s' % ' '.join(leftover))
        return ns

    def parse_known_args(self, args=None, namespace=None):
        strings = list(_sys.argv[1:] if args is None else args)
        ns = Namespace() if namespace is None else namespace
        # defaults first (the actions', then set_defaults'), for the
        # attributes the given namespace does not have yet
        pending = [(a.dest, a.default) for a in self._actions
                   if a.dest is not SUPPRESS and a.default is not SUPPRESS]
        pending += self._defaults.items()
        for key, val in pending:
            if not hasattr(ns, key):
                setattr(ns, key, val)
        try:
            ns, rest = self._parse_known_args(strings, ns)
        except ArgumentError as err:
            if not self.exit_on_error:
                raise
            self.error(str(err))
        # what subparsers left over joins this parser's leftovers
        if hasattr(ns, _EXTRAS_KEY):
            rest.extend(getattr(ns, _EXTRAS_KEY))
            delattr(ns, _EXTRAS_KEY)
        return ns, rest

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)
        run = _ParseRun(self, arg_strings, namespace)
        run.walk()
        run.finish()
        return namespace, run.extras

    def _read_args_from_files(self, arg_strings):
        out = []
        for s in arg_strings:
            if s and s[0] in self.fromfile_prefix_chars:
                # no files in baton: CPython's error for an unreadable one
                self.error("[Errno 1] Operation not permitted: %r" % s[1:])
            out.append(s)
        return out

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _match_argument(self, action, arg_strings_pattern):
        m = _re.match(_nargs_regex(action), arg_strings_pattern)
        if m is not None:
            return len(m.group(1))
        n = action.nargs
        if n is None:
            msg = 'expected one argument'
        elif n == OPTIONAL:
            msg = 'expected at most one argument'
        elif n == ONE_OR_MORE:
            msg = 'expected at least one argument'
        else:
            msg = _plural(n, 'expected %s argument',
                          'expected %s arguments') % n
        raise ArgumentError(action, msg)

    def _match_arguments_partial(self, actions, arg_strings_pattern):
        # the longest run of actions from the first that the kinds can fill
        for count in range(len(actions), 0, -1):
            joined = ''.join(_nargs_regex(a) for a in actions[:count])
            m = _re.match(joined, arg_strings_pattern)
            if m is not None:
                return [len(g) for g in m.groups()]
        return []

    def _parse_optional(self, arg_string):
        table = self._option_string_actions
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        if arg_string in table:
            return table[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if '=' in arg_string:
            head, tail = arg_string.split('=', 1)
            if head in table:
                return table[head], head, tail
        found = self._get_option_tuples(arg_string)
        if len(found) > 1:
            self.error('ambiguous option: %s could match %s'
                       % (arg_string, ', '.join(t[1] for t in found)))
        if len(found) == 1:
            return found[0]
        if _NEGATIVE_NUMBER.match(arg_string):
            if not self._negative_like_options:
                return None
        if ' ' in arg_string:
            return None
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
        chars = self.prefix_chars
        table = self._option_string_actions
        found = []
        if option_string[0] not in chars:
            self.error('unexpected option string: %s' % option_string)
        if option_string[1] in chars:
            if not self.allow_abbrev:
                return found
            head, eq, tail = option_string.partition('=')
            tail = tail if eq else None
            for known, action in table.items():
                if known.startswith(head):
                    found.append((action, known, tail))
        else:
            short, glued = option_string[:2], option_string[2:]
            for known, action in table.items():
                if known == short:
                    found.append((action, known, glued))
                elif known.startswith(option_string):
                    found.append((action, known, None))
        return found

    def _get_nargs_pattern(self, action):
        return _nargs_regex(action)

    def parse_intermixed_args(self, args=None, namespace=None):
        ns, leftover = self.parse_known_intermixed_args(args, namespace)
        if leftover:
            self.error('unrecognized arguments: %s' % ' '.join(leftover))
        return ns

    def parse_known_intermixed_args(self, args=None, namespace=None):
        posns = self._get_positional_actions()
        odd = [a for a in posns if a.nargs in (PARSER, REMAINDER)]
        if odd:
            raise TypeError('parse_intermixed_args: positional arg'
                            ' with nargs=%s' % odd[0].nargs)
        for group in self._mutually_exclusive_groups:
            if any(a in posns for a in group._group_actions):
                raise TypeError('parse_intermixed_args: positional in'
                                ' mutuallyExclusiveGroup')
        kept_usage = self.usage
        try:
            if self.usage is None:
                self.usage = self.format_usage()[7:]
            # pass 1: options only, the positionals set aside
            kept = [(a, a.nargs, a.default) for a in posns]
            try:
                for a in posns:
                    a.nargs = SUPPRESS
                    a.default = SUPPRESS
                namespace, rest = self.parse_known_args(args, namespace)
                for a in posns:
                    if getattr(namespace, a.dest, None) == [] and \
                            hasattr(namespace, a.dest):
                        import warnings
                        warnings.warn('Do not expect %s in %s'
                                      % (a.dest, namespace))
                        delattr(namespace, a.dest)
            finally:
                for a, n, d in kept:
                    a.nargs = n
                    a.default = d
            # pass 2: the positionals from what is left, nothing required
            opts = self._get_optional_actions()
            was = [(a, a.required) for a in opts]
            was_groups = [(g, g.required)
                          for g in self._mutually_exclusive_groups]
            try:
                for a in opts:
                    a.required = False
                for g in self._mutually_exclusive_groups:
                    g.required = False
                namespace, extras = self.parse_known_args(rest, namespace)
            finally:
                for a, r in was:
                    a.required = r
                for g, r in was_groups:
                    g.required = r
        finally:
            self.usage = kept_usage
        return namespace, extras

    # values -----------------------------------------------------------------

    def _get_values(self, action, arg_strings):
        n = action.nargs
        if n not in (PARSER, REMAINDER) and '--' in arg_strings:
            arg_strings.remove('--')
        flags = action.option_strings
        if not arg_strings and n == OPTIONAL:
            # '?' given nothing: an option's const, a positional's default,
            # converted (and checked) only when it is a str
            fallback = action.const if flags else action.default
            if not isinstance(fallback, str):
                return fallback
            return self._checked(action, self._get_value(action, fallback))
        if not arg_strings and n == ZERO_OR_MORE and not flags:
            got = arg_strings if action.default is None else action.default
            return self._checked(action, got)
        if len(arg_strings) == 1 and n in (None, OPTIONAL):
            return self._checked(action, self._get_value(action, arg_strings[0]))
        if n == SUPPRESS:
            return SUPPRESS
        values = [self._get_value(action, one) for one in arg_strings]
        # REMAINDER's values go unchecked, a subcommand's only by its name
        checked = () if n == REMAINDER else values[:1] if n == PARSER else values
        for one in checked:
            self._check_value(action, one)
        return values

    def _checked(self, action, value):
        self._check_value(action, value)
        return value

    def _get_value(self, action, arg_string):
        convert = self._registry_get('type', action.type, action.type)
        if not callable(convert):
            raise ArgumentError(action, '%r is not callable' % (convert,))
        try:
            return convert(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, 'invalid %s value: %r'
                                % (name, arg_string))

    def _check_value(self, action, value):
        allowed = action.choices
        if allowed is not None and value not in allowed:
            raise ArgumentError(action,
                                'invalid choice: %r (choose from %s)'
                                % (value, ', '.join(map(repr, allowed))))

    # help and exits ---------------------------------------------------------

    def format_usage(self):
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions,
                      self._mutually_exclusive_groups)
        return fmt.format_help()

    def format_help(self):
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions,
                      self._mutually_exclusive_groups)
        fmt.add_text(self.description)
        for group in self._action_groups:
            fmt.start_section(group.title)
            fmt.add_text(group.description)
            fmt.add_arguments(group._group_actions)
            fmt.end_section()
        fmt.add_text(self.epilog)
        return fmt.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        self._print_message(self.format_usage(),
                            _sys.stdout if file is None else file)

    def print_help(self, file=None):
        self._print_message(self.format_help(),
                            _sys.stdout if file is None else file)

    def _print_message(self, message, file=None):
        if not message:
            return
        try:
            (file or _sys.stderr).write(message)
        except (AttributeError, OSError):
            pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        # usage and "PROG: error: MESSAGE" on stderr, then SystemExit(2);
        # an override must not return
        self.print_usage(_sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.prog, message))


def _identity(string):
    return string


class _ParseRun(object):
    # One parse: the kinds of the argument strings, where the options
    # stand, the positionals not yet filled and what was seen.

    def __init__(self, parser, strings, namespace):
        self.parser = parser
        self.strings = strings
        self.ns = namespace
        self.extras = []
        self.seen = set()
        self.seen_set = set()      # actions given a value other than the default
        self.rivals = {}           # action -> the others of its exclusive groups
        for group in parser._mutually_exclusive_groups:
            members = group._group_actions
            for i, a in enumerate(members):
                self.rivals.setdefault(a, []).extend(members[:i] + members[i + 1:])
        self.options = {}          # index -> (action, option string, glued arg)
        kinds = []
        after_marker = False
        for i, s in enumerate(strings):
            if after_marker:
                kinds.append('A')
            elif s == '--':
                kinds.append('-')
                after_marker = True
            else:
                found = parser._parse_optional(s)
                if found is None:
                    kinds.append('A')
                else:
                    self.options[i] = found
                    kinds.append('O')
        self.kinds = ''.join(kinds)
        self.waiting = parser._get_positional_actions()

    def take(self, action, strings, option_string=None):
        self.seen.add(action)
        value = self.parser._get_values(action, strings)
        if value is not action.default:
            self.seen_set.add(action)
            for other in self.rivals.get(action, ()):
                if other in self.seen_set:
                    raise ArgumentError(action, 'not allowed with argument %s'
                                        % _get_action_name(other))
        if value is not SUPPRESS:
            action(self.parser, self.ns, value, option_string)

    def option_at(self, index):
        # one option string (several for glued short flags: -xyz); returns
        # the index after what it consumed
        parser = self.parser
        action, opt, glued = self.options[index]
        pending = []
        while True:
            if action is None:
                self.extras.append(self.strings[index])
                return index + 1
            if glued is None:
                first = index + 1
                count = parser._match_argument(action, self.kinds[first:])
                pending.append((action, self.strings[first:first + count], opt))
                end = first + count
                break
            count = parser._match_argument(action, 'A')
            chars = parser.prefix_chars
            if count == 0 and opt[1] not in chars and glued != '':
                # a flag taking nothing: the next glued letter is an option
                pending.append((action, [], opt))
                opt = opt[0] + glued[0]
                rest = glued[1:] or None
                nxt = parser._option_string_actions.get(opt)
                if nxt is None:
                    raise ArgumentError(action,
                                        'ignored explicit argument %r' % glued)
                action, glued = nxt, rest
            elif count == 1:
                pending.append((action, [glued], opt))
                end = index + 1
                break
            else:
                raise ArgumentError(action,
                                    'ignored explicit argument %r' % glued)
        for a, strs, o in pending:
            self.take(a, strs, o)
        return end

    def positionals_at(self, index):
        counts = self.parser._match_arguments_partial(self.waiting,
                                                      self.kinds[index:])
        for action, count in zip(self.waiting, counts):
            strs = self.strings[index:index + count]
            index += count
            self.take(action, strs)
        del self.waiting[:len(counts)]
        return index

    def walk(self):
        starts = sorted(self.options)
        pos = 0
        last = starts[-1] if starts else -1
        while pos <= last:
            nxt = min(i for i in starts if i >= pos)
            if pos != nxt:
                after = self.positionals_at(pos)
                if after > pos:
                    pos = after
                    continue
                pos = after
            if pos not in self.options:
                self.extras.extend(self.strings[pos:nxt])
                pos = nxt
            pos = self.option_at(pos)
        pos = self.positionals_at(pos)
        self.extras.extend(self.strings[pos:])

    def finish(self):
        parser = self.parser
        ns = self.ns
        missing = []
        for action in parser._actions:
            if action in self.seen:
                continue
            if action.required:
                missing.append(_get_action_name(action))
            elif (isinstance(action.default, str)
                  and hasattr(ns, action.dest)
                  and getattr(ns, action.dest) is action.default):
                # a str default goes through type= when it was not given
                setattr(ns, action.dest,
                        parser._get_value(action, action.default))
        if missing:
            parser.error('the following arguments are required: %s'
                         % ', '.join(missing))
        for group in parser._mutually_exclusive_groups:
            if not group.required:
                continue
            if any(a in self.seen_set for a in group._group_actions):
                continue
            names = [_get_action_name(a) for a in group._group_actions
                     if a.help is not SUPPRESS]
            parser.error('one of the arguments %s is required'
                         % ' '.join(names))
