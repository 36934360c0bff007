/*
** lexer.re - Python 3.11 tokenizer (re2c source of lexer/lexer.c).
**
** The re2c rules recognise one token each; everything about layout lives in
** plain fields of Lexer (lexer.h): the indent stacks, the pending
** INDENT/DEDENTs, the bracket stack.  Numbers and string bodies are scanned
** by hand because CPython's error messages depend on where exactly a
** malformed literal goes wrong.
**
** Invariant: lx->buf is NUL-terminated and contains no other NUL (parse.c
** rejects sources with NUL bytes and normalises \r\n and \r to \n), so the
** scanner needs no bounds checks: NUL is end of input.
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "lexer.h"
#include "../grammar/grammar.h"

void lex_error(ParseError *err, int kind, int line, int col, const char *fmt,
               ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err->msg, sizeof err->msg, fmt, ap);
  va_end(ap);
  err->kind = kind;
  err->line = line;
  err->col = col;
  err->end_line = line;
  err->end_col = col + 1;
  err->eof = 0;
  err->tok = 1;
}

void lex_init(Lexer *lx, const char *buf, size_t len, int line, int col0,
              int fmode, ParseError *err) {
  (void)len;
  memset(lx, 0, sizeof *lx);
  lx->buf = lx->cur = lx->line_start = buf;
  lx->line = lx->first_line = line;
  lx->col0 = col0;
  lx->fmode = fmode;
  lx->at_bol = !fmode;
  lx->err = err;
}

static int lx_col(const Lexer *lx, const char *p) {
  return (int)(p - lx->line_start) + (lx->line == lx->first_line ? lx->col0 : 0);
}

/* Only indentation precedes p on its line (CPython's reader of a file
** places an error there at the end of the input with offset 0). */
static int lx_blank_before(const Lexer *lx, const char *p) {
  const char *q = lx->line_start;
  while (q < p && (*q == ' ' || *q == '\t' || *q == '\f')) q++;
  return q == p;
}

/* Decode one UTF-8 sequence at p; returns its length (0 if invalid) and the
** code point in *cp.  Overlong forms and surrogates are invalid. */
static int lx_utf8(const unsigned char *p, unsigned *cp) {
  unsigned c = p[0];
  if (c < 0x80) { *cp = c; return 1; }
  if (c >= 0xC2 && c <= 0xDF) {
    if ((p[1] & 0xC0) != 0x80) return 0;
    *cp = ((c & 0x1F) << 6) | (p[1] & 0x3F);
    return 2;
  }
  if (c >= 0xE0 && c <= 0xEF) {
    if ((p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80) return 0;
    *cp = ((c & 0x0F) << 12) | ((unsigned)(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
    if (*cp < 0x800 || (*cp >= 0xD800 && *cp <= 0xDFFF)) return 0;
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if ((p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80 ||
        (p[3] & 0xC0) != 0x80)
      return 0;
    *cp = ((c & 0x07) << 18) | ((unsigned)(p[1] & 0x3F) << 12) |
          ((unsigned)(p[2] & 0x3F) << 6) | (p[3] & 0x3F);
    if (*cp < 0x10000 || *cp > 0x10FFFF) return 0;
    return 4;
  }
  return 0;
}

/* Approximation of XID_Continue for non-ASCII code points: everything but
** the common punctuation, symbol, space and emoji blocks. */
static int lx_is_ident_cp(unsigned cp) {
  if (cp < 0xC0) return cp == 0xAA || cp == 0xB5 || cp == 0xBA;
  if (cp == 0xD7 || cp == 0xF7) return 0;
  if (cp >= 0x2000 && cp <= 0x206F) return 0;  /* general punctuation */
  if (cp >= 0x20A0 && cp <= 0x20CF) return 0;  /* currency */
  if (cp >= 0x2190 && cp <= 0x2BFF) return 0;  /* arrows, math, boxes */
  if (cp >= 0x3000 && cp <= 0x3003) return 0;  /* CJK punctuation */
  if (cp >= 0xFE00 && cp <= 0xFE0F) return 0;  /* variation selectors */
  if (cp == 0xFEFF) return 0;
  if (cp >= 0xFF01 && cp <= 0xFF0F) return 0;  /* fullwidth punctuation */
  if (cp >= 0x1F000 && cp <= 0x1FAFF) return 0; /* emoji */
  return 1;
}

static int lx_is_printable(unsigned cp) {
  if (cp < 0x20 || (cp >= 0x7F && cp <= 0xA0)) return 0;
  if (cp == 0xAD || (cp >= 0x2000 && cp <= 0x200F) ||
      (cp >= 0x2028 && cp <= 0x202F) || cp == 0x205F || cp == 0x3000 ||
      cp == 0xFEFF)
    return 0;
  return 1;
}

/* Report a byte that cannot start a token. */
static int lx_bad_char(Lexer *lx, const char *p) {
  unsigned cp;
  int n = lx_utf8((const unsigned char *)p, &cp);
  int col = lx_col(lx, p);
  if (n == 0) {
    lex_error(lx->err, ERR_SYNTAX, lx->line, col,
              "(unicode error) 'utf-8' codec can't decode byte 0x%02x in "
              "position %d: invalid start byte",
              (unsigned char)*p, (int)(p - lx->line_start));
    return -1;
  }
  if (!lx_is_printable(cp))
    lex_error(lx->err, ERR_SYNTAX, lx->line, col,
              "invalid non-printable character U+%04X", cp);
  else
    lex_error(lx->err, ERR_SYNTAX, lx->line, col,
              "invalid character '%.*s' (U+%04X)", n, p, cp);
  lx->err->end_col = col;    /* CPython's range is empty: one caret */
  return -1;
}

static int lx_isdigit(int c) { return c >= '0' && c <= '9'; }
static int lx_isxdigit(int c) {
  return lx_isdigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static int lx_isidchar(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
         lx_isdigit(c) || c >= 128;
}

/* Number scanning follows CPython's tok_get step by step, so that the
** error and its column match.  `p` is the scan position; errors report
** the column CPython reports (offset - 1). */
#define NUM_ERR(pos, ...) \
  do { lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, (pos)) - 1, \
                 __VA_ARGS__); return -1; } while (0)

static int lx_decimal_tail(Lexer *lx, const char **pp) {
  const char *p = *pp;
  for (;;) {
    while (lx_isdigit(*p)) p++;
    if (*p != '_') break;
    p++;
    if (!lx_isdigit(*p)) NUM_ERR(p, "invalid decimal literal");
  }
  *pp = p;
  return 0;
}

/* After a complete literal: a letter right after it is an error, except
** the keywords CPython lets through (with a warning) such as "1if". */
static int lx_end_of_number(Lexer *lx, const char *p, const char *kind) {
  int c = (unsigned char)*p, r = 0;
  if (c == 'a') r = !strncmp(p + 1, "nd", 2);
  else if (c == 'e') r = !strncmp(p + 1, "lse", 3);
  else if (c == 'f') r = !strncmp(p + 1, "or", 2);
  else if (c == 'i') r = p[1] == 'f' || p[1] == 'n' || p[1] == 's';
  else if (c == 'o') r = p[1] == 'r';
  else if (c == 'n') r = !strncmp(p + 1, "ot", 2);
  if (!r && lx_isidchar(c)) NUM_ERR(p, "invalid %s literal", kind);
  return 0;
}

static int lx_number(Lexer *lx, const char *start, const char **end) {
  const char *p = start;
  int c = *p;
  if (c == '0' && (p[1] == 'x' || p[1] == 'X')) {
    p += 2;
    do {
      if (*p == '_') p++;
      if (!lx_isxdigit(*p)) NUM_ERR(p, "invalid hexadecimal literal");
      while (lx_isxdigit(*p)) p++;
    } while (*p == '_');
    if (lx_end_of_number(lx, p, "hexadecimal")) return -1;
  } else if (c == '0' && (p[1] == 'o' || p[1] == 'O')) {
    p += 2;
    do {
      if (*p == '_') p++;
      if (*p < '0' || *p >= '8') {
        if (lx_isdigit(*p))
          NUM_ERR(p + 1, "invalid digit '%c' in octal literal", *p);
        NUM_ERR(p, "invalid octal literal");
      }
      while (*p >= '0' && *p < '8') p++;
    } while (*p == '_');
    if (lx_isdigit(*p))
      NUM_ERR(p + 1, "invalid digit '%c' in octal literal", *p);
    if (lx_end_of_number(lx, p, "octal")) return -1;
  } else if (c == '0' && (p[1] == 'b' || p[1] == 'B')) {
    p += 2;
    do {
      if (*p == '_') p++;
      if (*p != '0' && *p != '1') {
        if (lx_isdigit(*p))
          NUM_ERR(p + 1, "invalid digit '%c' in binary literal", *p);
        NUM_ERR(p, "invalid binary literal");
      }
      while (*p == '0' || *p == '1') p++;
    } while (*p == '_');
    if (lx_isdigit(*p))
      NUM_ERR(p + 1, "invalid digit '%c' in binary literal", *p);
    if (lx_end_of_number(lx, p, "binary")) return -1;
  } else {
    int isfloat = 0;
    if (c == '0') {
      const char *zeros_end;
      int nonzero = 0;
      p++;
      for (;;) {
        if (*p == '_') {
          p++;
          if (!lx_isdigit(*p)) NUM_ERR(p, "invalid decimal literal");
        }
        if (*p != '0') break;
        p++;
      }
      zeros_end = p;
      if (lx_isdigit(*p)) {
        nonzero = 1;
        if (lx_decimal_tail(lx, &p)) return -1;
      }
      if (*p == '.' || *p == 'e' || *p == 'E' || *p == 'j' || *p == 'J') {
        goto fraction_or_exp;
      } else if (nonzero) {
        lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, start),
                  "leading zeros in decimal integer literals are not "
                  "permitted; use an 0o prefix for octal integers");
        lx->err->end_col = lx_col(lx, zeros_end);
        lx->err->tok = 0;    /* placed by a byte range */
        return -1;
      }
      if (lx_end_of_number(lx, p, "decimal")) return -1;
      goto done;
    }
    if (c != '.') {
      if (lx_decimal_tail(lx, &p)) return -1;
    }
  fraction_or_exp:
    if (*p == '.') {
      isfloat = 1;
      p++;
      if (lx_isdigit(*p) && lx_decimal_tail(lx, &p)) return -1;
    }
    if (*p == 'e' || *p == 'E') {
      const char *e = p;
      p++;
      if (*p == '+' || *p == '-') {
        p++;
        if (!lx_isdigit(*p)) NUM_ERR(p, "invalid decimal literal");
      } else if (!lx_isdigit(*p)) {
        if (lx_end_of_number(lx, e, "decimal")) return -1;
        p = e;
        goto done;
      }
      isfloat = 1;
      if (lx_decimal_tail(lx, &p)) return -1;
    }
    if (*p == 'j' || *p == 'J') {
      /* an imaginary literal is a FLOAT token whose text ends in j: the
      ** compiler makes it a complex constant */
      p++;
      if (lx_end_of_number(lx, p, "imaginary")) return -1;
      *end = p;
      return TK_FLOAT;
    }
    if (lx_end_of_number(lx, p, "decimal")) return -1;
    *end = p;
    return isfloat ? TK_FLOAT : TK_INT;
  }
done:
  *end = p;
  return TK_INT;
}

/* Scan the body of a string literal whose opening quote is at q.  On
** success *end is one past the closing quote.  Multi-line strings advance
** lx->line and lx->line_start. */
static int lx_string(Lexer *lx, const char *q, const char **end, int sline,
                     int scol) {
  char quote = *q;
  int triple = q[1] == quote && q[2] == quote;
  const char *p = q + (triple ? 3 : 1);
  for (;;) {
    char c = *p;
    if (c == 0) {
      /* CPython counts a final newline as ending the last line, not as
         starting a new one */
      int at = lx->line - (p > lx->buf && p[-1] == '\n');
      if (triple)
        lex_error(lx->err, ERR_SYNTAX, sline, scol,
                  "unterminated triple-quoted string literal (detected at "
                  "line %d)", at);
      else
        lex_error(lx->err, ERR_SYNTAX, sline, scol,
                  "unterminated string literal (detected at line %d)", at);
      return -1;
    }
    if (c == '\\') {
      p++;
      if (*p == '\n') {
        lx->line++;
        lx->line_start = p + 1;
        p++;
      } else if (*p) {
        p++;
      }
      continue;
    }
    if (c == '\n') {
      if (!triple) {
        lex_error(lx->err, ERR_SYNTAX, sline, scol,
                  "unterminated string literal (detected at line %d)",
                  lx->line);
        return -1;
      }
      lx->line++;
      lx->line_start = p + 1;
      p++;
      continue;
    }
    if (c == quote) {
      if (!triple) { p++; break; }
      if (p[1] == quote && p[2] == quote) { p += 3; break; }
    }
    p++;
  }
  *end = p;
  return TK_STRING;
}

static int lx_open(Lexer *lx, const char *p, int code) {
  if (lx->depth >= LEX_MAXLEVEL) {
    lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, p),
              "too many nested parentheses");
    return -1;
  }
  lx->paren[lx->depth] = *p;
  lx->paren_line[lx->depth] = lx->line;
  lx->paren_col[lx->depth] = lx_col(lx, p);
  lx->depth++;
  return code;
}

static int lx_close(Lexer *lx, const char *p, int code) {
  char open, want;
  if (lx->depth == 0) {
    lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, p), "unmatched '%c'",
              *p);
    return -1;
  }
  open = lx->paren[lx->depth - 1];
  want = open == '(' ? ')' : open == '[' ? ']' : '}';
  if (*p != want) {
    if (lx->paren_line[lx->depth - 1] != lx->line)
      lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, p),
                "closing parenthesis '%c' does not match opening "
                "parenthesis '%c' on line %d", *p, open,
                lx->paren_line[lx->depth - 1]);
    else
      lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, p),
                "closing parenthesis '%c' does not match opening "
                "parenthesis '%c'", *p, open);
    return -1;
  }
  lx->depth--;
  return code;
}

/* Measure the indentation of a new logical line and queue INDENT/DEDENTs.
** Returns 0, 1 when the line is blank (skipped), -1 on error. */
static int lx_indent(Lexer *lx) {
  const char *p = lx->cur;
  int col = 0, altcol = 0, top;
  for (;; p++) {
    if (*p == ' ') { col++; altcol++; }
    else if (*p == '\t') { col = (col / 8 + 1) * 8; altcol++; }
    else if (*p == '\f') { col = altcol = 0; }
    else if (*p == '\\' && p[1] == '\n') {
      /* a continuation inside the indentation joins the next line */
      if (p[2] == 0) {
        lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, p) + 1,
                  "unexpected EOF while parsing");
        lx->err->end_col = -1;
        lx->err->eof = 1;
        return -1;
      }
      p++;
      lx->line++;
      lx->line_start = p + 1;
    }
    else break;
  }
  lx->cur = p;
  if (*p == '#' || *p == '\n') {
    while (*p && *p != '\n') p++;
    if (*p == '\n') {
      lx->line++;
      lx->line_start = p + 1;
      p++;
    }
    lx->cur = p;
    return 1;
  }
  if (*p == 0) return 0;  /* end of input: the EOF path emits DEDENTs */
  top = lx->nindent;
  if (col == lx->indent[top]) {
    if (altcol != lx->altindent[top]) goto taberr;
  } else if (col > lx->indent[top]) {
    if (top + 1 >= LEX_MAXINDENT) {
      lex_error(lx->err, ERR_INDENTATION, lx->line, lx_col(lx, p),
                "too many levels of indentation");
      lx->err->col = 0;
      return -1;
    }
    if (altcol <= lx->altindent[top]) goto taberr;
    lx->nindent++;
    lx->indent[lx->nindent] = col;
    lx->altindent[lx->nindent] = altcol;
    lx->pending = 1;
  } else {
    int n = 0;
    while (top > 0 && col < lx->indent[top]) { top--; n++; }
    if (col != lx->indent[top]) {
      /* CPython reports the end of the offending line */
      const char *e = p;
      while (*e && *e != '\n') e++;
      lex_error(lx->err, ERR_INDENTATION, lx->line, lx_col(lx, e),
                "unindent does not match any outer indentation level");
      lx->err->end_col = -1;
      return -1;
    }
    if (altcol != lx->altindent[top]) goto taberr;
    lx->nindent = top;
    lx->pending = -n;
  }
  return 0;
taberr:
  lex_error(lx->err, ERR_TAB, lx->line, 0,
            "inconsistent use of tabs and spaces in indentation");
  return -1;
}

#define EMIT(c) do { code = (c); goto emit; } while (0)

int lex_next(Lexer *lx, LexTok *t) {
  const char *start, *mar, *cur, *comment;
  int code;

  t->depth = lx->depth;
  t->paren = lx->depth > 0 ? lx->paren[lx->depth - 1] : 0;

  if (lx->done) {
    t->code = TK_ENDMARKER;
    t->p = lx->cur;
    t->len = 0;
    t->line = t->end_line = lx->line;
    t->col = t->end_col = 0;
    return TK_ENDMARKER;
  }
  for (;;) {
    if (lx->pending < 0) {
      lx->pending++;
      start = lx->cur;
      cur = start;
      EMIT(TK_DEDENT);
    }
    if (lx->pending > 0) {
      lx->pending = 0;
      start = lx->cur;
      cur = start;
      EMIT(TK_INDENT);
    }
    if (lx->at_bol && lx->depth == 0) {
      int r = lx_indent(lx);
      if (r < 0) return -1;
      if (r == 1) continue;
      lx->at_bol = 0;
      if (lx->pending) continue;
    }
    break;
  }

  cur = lx->cur;
  comment = NULL;
  for (;;) {
    if (*cur == ' ' || *cur == '\t' || *cur == '\f') { cur++; continue; }
    if (*cur == '#') {
      comment = cur;
      if (lx->fmode) {
        lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, cur),
                  "f-string expression part cannot include '#'");
        return -1;
      }
      while (*cur && *cur != '\n') cur++;
      continue;
    }
    if (*cur == '\\') {
      if (cur[1] == '\n') {
        if (cur[2] == 0) {
          lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, cur) + 1,
                    "unexpected EOF while parsing");
          lx->err->end_col = -1;
          return -1;
        }
        cur += 2;
        lx->line++;
        lx->line_start = cur;
        continue;
      }
      if (cur[1] == 0) {
        lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, cur) + 1,
                  "unexpected EOF while parsing");
        lx->err->end_col = -1;
        lx->err->eof = lx_blank_before(lx, cur);
        return -1;
      }
      lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, cur) + 1,
                "unexpected character after line continuation character");
      lx->err->end_col = 0;
      lx->err->tok = 0;      /* placed by a byte range */
      return -1;
    }
    if (*cur == '\n' && (lx->depth > 0 || lx->fmode)) {
      cur++;
      lx->line++;
      lx->line_start = cur;
      comment = NULL;
      continue;
    }
    break;
  }
  start = cur;

  if (*cur == 0) {
    lx->cur = cur;
    if (lx->fmode) {
      lx->done = 1;
      EMIT(TK_ENDMARKER);
    }
    if (lx->depth > 0) {
      lex_error(lx->err, ERR_SYNTAX, lx->paren_line[lx->depth - 1],
                lx->paren_col[lx->depth - 1], "'%c' was never closed",
                lx->paren[lx->depth - 1]);
      lx->err->end_col = 0;
      lx->err->tok = 0;      /* the parser's error: columns in bytes */
      return -1;
    }
    if (lx->last != 0 && lx->last != TK_NEWLINE && lx->last != TK_DEDENT &&
        lx->last != TK_INDENT) {
      lx->at_bol = 1;
      EMIT(TK_NEWLINE);
    }
    if (lx->nindent > 0) {
      lx->nindent--;
      EMIT(TK_DEDENT);
    }
    lx->done = 1;
    EMIT(TK_ENDMARKER);
  }

  /*!re2c
    re2c:define:YYCTYPE = "unsigned char";
    re2c:define:YYCURSOR = "cur";
    re2c:define:YYMARKER = "mar";
    re2c:yyfill:enable = 0;
    re2c:indent:string = "  ";

    strprefix = 'r' | 'u' | 'f' | 'fr' | 'rf' | 'b' | 'br' | 'rb';

    "\n" {
      /* CPython's NEWLINE starts at a comment that precedes it and then
         covers the comment (up to the line break), so a caret under it
         underlines the whole comment */
      if (comment) start = comment;
      t->code = TK_NEWLINE;
      t->p = start;
      t->len = 1;
      t->line = t->end_line = lx->line;
      t->col = lx_col(lx, start);
      t->end_col = comment && cur - 1 > start ? lx_col(lx, cur - 1) : t->col + 1;
      lx->line++;
      lx->line_start = cur;
      lx->at_bol = 1;
      lx->cur = cur;
      lx->last = TK_NEWLINE;
      return TK_NEWLINE;
    }

    "False"    { EMIT(TK_FALSE); }
    "None"     { EMIT(TK_NONE); }
    "True"     { EMIT(TK_TRUE); }
    "and"      { EMIT(TK_AND); }
    "as"       { EMIT(TK_AS); }
    "assert"   { EMIT(TK_ASSERT); }
    "async"    { EMIT(TK_ASYNC); }
    "await"    { EMIT(TK_AWAIT); }
    "break"    { EMIT(TK_BREAK); }
    "class"    { EMIT(TK_CLASS); }
    "continue" { EMIT(TK_CONTINUE); }
    "def"      { EMIT(TK_DEF); }
    "del"      { EMIT(TK_DEL); }
    "elif"     { EMIT(TK_ELIF); }
    "else"     { EMIT(TK_ELSE); }
    "except"   { EMIT(TK_EXCEPT); }
    "finally"  { EMIT(TK_FINALLY); }
    "for"      { EMIT(TK_FOR); }
    "from"     { EMIT(TK_FROM); }
    "global"   { EMIT(TK_GLOBAL); }
    "if"       { EMIT(TK_IF); }
    "import"   { EMIT(TK_IMPORT); }
    "in"       { EMIT(TK_IN); }
    "is"       { EMIT(TK_IS); }
    "lambda"   { EMIT(TK_LAMBDA); }
    "nonlocal" { EMIT(TK_NONLOCAL); }
    "not"      { EMIT(TK_NOT); }
    "or"       { EMIT(TK_OR); }
    "pass"     { EMIT(TK_PASS); }
    "raise"    { EMIT(TK_RAISE); }
    "return"   { EMIT(TK_RETURN); }
    "try"      { EMIT(TK_TRY); }
    "while"    { EMIT(TK_WHILE); }
    "with"     { EMIT(TK_WITH); }
    "yield"    { EMIT(TK_YIELD); }

    strprefix? ["'] {
      const char *q = cur - 1;
      int sline = lx->line, scol = lx_col(lx, start);
      code = lx_string(lx, q, &cur, sline, scol);
      if (code < 0) return -1;
      lx->cur = cur;
      t->code = code;
      t->p = start;
      t->len = (int)(cur - start);
      t->line = sline;
      t->col = scol;
      t->end_line = lx->line;
      t->end_col = lx_col(lx, cur);
      lx->last = code;
      return code;
    }

    [a-zA-Z_\x80-\xff] [a-zA-Z0-9_\x80-\xff]{0,8} {
      /* The rule reads at most 9 bytes: enough to be longer than any
      ** keyword it continues ("asyncx", "ifé").  The name runs to the
      ** first code point that cannot continue it, found here in one pass
      ** from its start (a greedy rule scanned a run of 20 MB of non-ASCII
      ** text again for each token it held), polling the caller's deadline
      ** every LEX_POLL_BYTES. */
      const char *s = start, *next_poll = start + LEX_POLL_BYTES;
      for (;;) {
        unsigned char c = (unsigned char)*s;
        if (c < 0x80) {
          if (!lx_isidchar(c)) break;
          s++;
        } else {
          unsigned cp;
          int n = lx_utf8((const unsigned char *)s, &cp);
          if (n == 0) return lx_bad_char(lx, s);
          if (!lx_is_ident_cp(cp)) {
            if (s == start) return lx_bad_char(lx, s);
            break;
          }
          s += n;
        }
        if (s >= next_poll) {
          next_poll = s + LEX_POLL_BYTES;
          if (lx->poll && lx->poll(lx->poll_owner)) {
            lex_error(lx->err, ERR_SYNTAX, lx->line, lx_col(lx, start), "out of time");
            return -1;
          }
        }
      }
      cur = s;
      EMIT(TK_NAME);
    }

    [0-9] | "." [0-9] {
      code = lx_number(lx, start, &cur);
      if (code < 0) return -1;
      EMIT(code);
    }

    "("   { code = lx_open(lx, start, TK_LPAR); if (code < 0) return -1; EMIT(code); }
    "["   { code = lx_open(lx, start, TK_LSQB); if (code < 0) return -1; EMIT(code); }
    "{"   { code = lx_open(lx, start, TK_LBRACE); if (code < 0) return -1; EMIT(code); }
    ")"   { code = lx_close(lx, start, TK_RPAR); if (code < 0) return -1; EMIT(code); }
    "]"   { code = lx_close(lx, start, TK_RSQB); if (code < 0) return -1; EMIT(code); }
    "}"   { code = lx_close(lx, start, TK_RBRACE); if (code < 0) return -1; EMIT(code); }

    ":"   { EMIT(TK_COLON); }
    ","   { EMIT(TK_COMMA); }
    ";"   { EMIT(TK_SEMI); }
    "+"   { EMIT(TK_PLUS); }
    "-"   { EMIT(TK_MINUS); }
    "*"   { EMIT(TK_STAR); }
    "/"   { EMIT(TK_SLASH); }
    "|"   { EMIT(TK_VBAR); }
    "&"   { EMIT(TK_AMPER); }
    "<"   { EMIT(TK_LESS); }
    ">"   { EMIT(TK_GREATER); }
    "="   { EMIT(TK_EQUAL); }
    "."   { EMIT(TK_DOT); }
    "%"   { EMIT(TK_PERCENT); }
    "=="  { EMIT(TK_EQEQUAL); }
    "!="  { EMIT(TK_NOTEQUAL); }
    "<="  { EMIT(TK_LESSEQUAL); }
    ">="  { EMIT(TK_GREATEREQUAL); }
    "~"   { EMIT(TK_TILDE); }
    "^"   { EMIT(TK_CIRCUMFLEX); }
    "<<"  { EMIT(TK_LEFTSHIFT); }
    ">>"  { EMIT(TK_RIGHTSHIFT); }
    "**"  { EMIT(TK_DOUBLESTAR); }
    "+="  { EMIT(TK_PLUSEQUAL); }
    "-="  { EMIT(TK_MINEQUAL); }
    "*="  { EMIT(TK_STAREQUAL); }
    "/="  { EMIT(TK_SLASHEQUAL); }
    "%="  { EMIT(TK_PERCENTEQUAL); }
    "&="  { EMIT(TK_AMPEREQUAL); }
    "|="  { EMIT(TK_VBAREQUAL); }
    "^="  { EMIT(TK_CIRCUMFLEXEQUAL); }
    "<<=" { EMIT(TK_LEFTSHIFTEQUAL); }
    ">>=" { EMIT(TK_RIGHTSHIFTEQUAL); }
    "**=" { EMIT(TK_DOUBLESTAREQUAL); }
    "//"  { EMIT(TK_DOUBLESLASH); }
    "//=" { EMIT(TK_DOUBLESLASHEQUAL); }
    "@"   { EMIT(TK_AT); }
    "@="  { EMIT(TK_ATEQUAL); }
    "->"  { EMIT(TK_RARROW); }
    "..." { EMIT(TK_ELLIPSIS); }
    ":="  { EMIT(TK_COLONEQUAL); }
    "!"   { EMIT(TK_ERRORTOKEN); }
    "$" | "?" | "`" { EMIT(TK_ERRORTOKEN); }

    [\x01-\x7f] {
      return lx_bad_char(lx, start);
    }
    * { return lx_bad_char(lx, start); }
  */

emit:
  lx->cur = cur;
  t->code = code;
  t->p = start;
  t->len = (int)(cur - start);
  t->line = t->end_line = lx->line;
  t->col = lx_col(lx, start);
  t->end_col = t->col + t->len;
  if (code == TK_DEDENT || code == TK_INDENT) {
    t->len = 0;
    t->end_col = t->col;
  }
  lx->last = code;
  (void)mar;
  return code;
}
