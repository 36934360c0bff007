/*
** toolfile.h - the tools of the `baton` command: declared by --tool flags
** or read from --tools files (host/toolfile.c).  Part of the command, not
** the library; not installed.
**
** A --tools file is a JSON list of tool entries, or an object
** {"command": TEMPLATE, "tools": [...]} whose TEMPLATE is the command of
** every entry that has none ("{name}" in it becomes the tool's name).
** An entry has one of four shapes, told apart by its keys:
**   baton      {"name", "command", "signature", "doc", "async"}
**   OpenAI     {"type": "function", "function": {"name", "description",
**              "parameters", "strict"}}, or the flat form with those keys
**              beside "type"
**   Anthropic  {"name", "description", "input_schema", "cache_control"},
**              "type": "custom" optional
**   MCP        {"name", "title", "description", "inputSchema",
**              "outputSchema", "annotations", "icons", "_meta"}
** each with baton's "command" and "async" besides.  A JSON Schema becomes
** the tool's signature and docstring through bt_tool_schema.  Everything
** is checked as the file is read, each entry registered in a scratch VM:
** an unknown key, a value of the wrong type, a missing "name", a name
** declared twice by --tools files, a name or signature or schema that
** cannot be registered is an error naming the file, the entry (its index
** from 0, and its name) and the key.
*/
#ifndef BT_HOST_TOOLFILE_H
#define BT_HOST_TOOLFILE_H

#include <stdbool.h>
#include "baton.h"

typedef struct ToolDef {
  char *name, *command;
  char *signature, *doc;   /* bt_tool's; doc is the description of a schema tool */
  char *schema;            /* JSON Schema of the arguments (bt_tool_schema), or
                              NULL: a baton entry or a --tool flag */
  char *dir;               /* the folder the command runs in: that of the
                              --tools file declaring it; NULL: baton's own */
  char *origin;            /* "FILE: entry N ('NAME')" for a --tools entry,
                              for messages; NULL for a --tool flag */
  bool async;              /* registered with BT_TOOL_ASYNC */
} ToolDef;

/* Declare a tool by a --tool flag, or redeclare one: a NULL field keeps
** its earlier value (the folder goes with the command), the async flag is
** the latest declaration's. */
void tools_add(ToolDef **tools, int *n, const char *name, const char *command,
               bool async);

/* Read the --tools file at path and declare its tools.  0, or -1 after
** printing one line "baton: PATH: ..." to stderr. */
int tools_load(const char *path, ToolDef **tools, int *n);

/* Register t in vm; err (may be NULL) says why when not BT_OK. */
bt_status tools_register(bt_vm *vm, const ToolDef *t, bt_error *err);

void tools_free(ToolDef *tools, int n);

#endif
