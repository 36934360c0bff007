/*
** schema.h - JSON Schema of a tool's arguments -> Python signature and
** docstring (host/schema.c).  Internal to the host layer; not installed.
**
** The schema is what tool-calling APIs declare: an MCP tool's
** `inputSchema`, an OpenAI function's `parameters`, an Anthropic tool's
** `input_schema`.  The mapping (documented in baton.h at bt_tool_schema):
**  - an object schema's properties become parameters: the required ones
**    first, positional-or-keyword, in property order; then the optional
**    ones with their `default` (rendered as Python literals) or `= None`;
**  - types become annotations: string -> str, integer -> int, number ->
**    float, boolean -> bool, null -> None, array -> list[T], object ->
**    dict; a list of types, anyOf and oneOf become unions (`str | None`);
**    enum and const take the type of their values; `$ref` to `#/$defs/X`
**    or `#/definitions/X` is followed (a few levels deep); anything else
**    has no annotation;
**  - property names that are not Python identifiers (or are keywords)
**    cannot be parameters: they are accepted through `**kwargs` and named
**    in the docstring;
**  - the docstring is the description, then an "Args:" section with each
**    parameter's description, its enum values and the keys of object
**    arguments.
*/
#ifndef BT_HOST_SCHEMA_H
#define BT_HOST_SCHEMA_H

#include "../vm/value.h"

/* Render the schema json[0..len) (NULL or empty: no arguments declared,
** i.e. any arguments) with the tool's description (may be NULL) into the
** parameter text *sig (NUL-terminated, no newline; NULL when the tool
** takes any arguments) and the docstring *doc (NUL-terminated, or NULL
** when there is nothing to say).  Both are allocated through vm->mem
** (free with buf_free).  Returns BT_OK, BT_INVALID with a one-line reason
** in err (the JSON error, or which part of the schema is malformed), or
** BT_NOMEM.  Leaves no exception pending and runs no Python code. */
int schema_render(VM *vm, const char *json, size_t len, const char *description, Buf *sig,
                  Buf *doc, char *err, size_t errlen);

#endif
