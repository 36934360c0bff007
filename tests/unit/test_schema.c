/*
** test_schema.c - bt_tool_schema: JSON Schema -> Python signature and
** docstring (the stub bt_describe shows), calls binding by that signature,
** optional arguments left out of requests, and malformed schemas refused.
** The schemas are those of the MCP reference servers (filesystem, memory,
** everything) and of the OpenAI and Anthropic tool-calling docs, plus the
** shapes those do not use ($ref, unions, odd names, recursion).
*/
#include <stdio.h>
#include <string.h>
#include "baton.h"

static int failures, checks;

#define CHECK(cond) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

typedef struct Case {
  const char *name, *schema, *description, *stub;
} Case;

static const Case cases[] = {
  /* OpenAI's function-calling guide */
  {"get_weather",
   "{\"type\": \"object\", \"properties\": {\"location\": {\"type\": \"string\", "
   "\"description\": \"City and country e.g. Bogot\\u00e1, Colombia\"}, \"units\": "
   "{\"type\": \"string\", \"enum\": [\"celsius\", \"fahrenheit\"], \"description\": "
   "\"Units the temperature will be returned in.\"}}, \"required\": [\"location\", "
   "\"units\"], \"additionalProperties\": false}",
   "Retrieves current weather for the given location.",
   "def get_weather(location: str, units: str):\n"
   "    \"\"\"Retrieves current weather for the given location.\n"
   "\n"
   "    Args:\n"
   "        location: City and country e.g. Bogot\xc3\xa1, Colombia\n"
   "        units: Units the temperature will be returned in. One of: 'celsius', "
   "'fahrenheit'.\"\"\"\n"},
  /* MCP filesystem: read_text_file, edit_file */
  {"read_text_file",
   "{\"type\": \"object\", \"properties\": {\"path\": {\"type\": \"string\"}, \"tail\": "
   "{\"type\": \"number\", \"description\": \"If provided, returns only the last N lines of "
   "the file\"}, \"head\": {\"type\": \"number\", \"description\": \"If provided, returns "
   "only the first N lines of the file\"}}, \"required\": [\"path\"], "
   "\"additionalProperties\": false, \"$schema\": \"http://json-schema.org/draft-07/schema#\"}",
   NULL,
   "def read_text_file(path: str, tail: float | None = None, head: float | None = None):\n"
   "    \"\"\"Args:\n"
   "        tail: If provided, returns only the last N lines of the file\n"
   "        head: If provided, returns only the first N lines of the file\"\"\"\n"},
  {"edit_file",
   "{\"type\": \"object\", \"properties\": {\"path\": {\"type\": \"string\"}, \"edits\": "
   "{\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {\"oldText\": "
   "{\"type\": \"string\", \"description\": \"Text to search for - must match exactly\"}, "
   "\"newText\": {\"type\": \"string\"}}, \"required\": [\"oldText\", \"newText\"]}}, "
   "\"dryRun\": {\"type\": \"boolean\", \"default\": false, \"description\": \"Preview "
   "changes using git-style diff format\"}}, \"required\": [\"path\", \"edits\"]}",
   "Make line-based edits to a text file.",
   "def edit_file(path: str, edits: list[dict], dryRun: bool = False):\n"
   "    \"\"\"Make line-based edits to a text file.\n"
   "\n"
   "    Args:\n"
   "        edits: Items have keys: oldText (str), newText (str).\n"
   "        dryRun: Preview changes using git-style diff format\"\"\"\n"},
  /* MCP memory: create_entities */
  {"create_entities",
   "{\"type\": \"object\", \"properties\": {\"entities\": {\"type\": \"array\", \"items\": "
   "{\"type\": \"object\", \"properties\": {\"name\": {\"type\": \"string\", \"description\": "
   "\"The name of the entity\"}, \"entityType\": {\"type\": \"string\"}, \"observations\": "
   "{\"type\": \"array\", \"items\": {\"type\": \"string\"}}}, \"required\": [\"name\", "
   "\"entityType\", \"observations\"]}}}, \"required\": [\"entities\"]}",
   "Create multiple new entities in the knowledge graph",
   "def create_entities(entities: list[dict]):\n"
   "    \"\"\"Create multiple new entities in the knowledge graph\n"
   "\n"
   "    Args:\n"
   "        entities: Items have keys: name (str), entityType (str), observations "
   "(list[str]).\"\"\"\n"},
  /* MCP everything: defaults, enums, no arguments */
  {"longRunningOperation",
   "{\"type\": \"object\", \"properties\": {\"duration\": {\"type\": \"number\", \"default\": "
   "10, \"description\": \"Duration of the operation in seconds\"}, \"steps\": {\"type\": "
   "\"number\", \"default\": 5}}}",
   NULL,
   "def longRunningOperation(duration: float = 10, steps: float = 5):\n"
   "    \"\"\"Args:\n"
   "        duration: Duration of the operation in seconds\"\"\"\n"},
  {"annotatedMessage",
   "{\"type\": \"object\", \"properties\": {\"messageType\": {\"type\": \"string\", \"enum\": "
   "[\"error\", \"success\", \"debug\"]}, \"includeImage\": {\"type\": \"boolean\", "
   "\"default\": false}}, \"required\": [\"messageType\"]}",
   NULL,
   "def annotatedMessage(messageType: str, includeImage: bool = False):\n"
   "    \"\"\"Args:\n"
   "        messageType: One of: 'error', 'success', 'debug'.\"\"\"\n"},
  {"printEnv", "{\"type\": \"object\", \"properties\": {}}", "Prints the environment.",
   "def printEnv():\n    \"\"\"Prints the environment.\"\"\"\n"},
  /* no schema at all: any arguments */
  {"anything", NULL, NULL, "def anything(*args, **kwargs):\n    ...\n"},
  /* unions: anyOf with null (pydantic's Optional), type lists, const */
  {"search",
   "{\"properties\": {\"q\": {\"anyOf\": [{\"type\": \"string\"}, {\"type\": \"null\"}], "
   "\"default\": null}, \"limit\": {\"type\": [\"integer\", \"null\"]}, \"mode\": "
   "{\"const\": \"fast\"}, \"tags\": {\"type\": \"array\"}, \"meta\": {\"type\": "
   "\"object\"}, \"blob\": {}}, \"required\": [\"blob\"]}",
   NULL,
   "def search(blob, q: str | None = None, limit: int | None = None, "
   "mode: str | None = None, tags: list | None = None, meta: dict | None = None):\n"
   "    ...\n"},
  /* $ref into $defs and definitions; a recursive $ref ends */
  {"order",
   "{\"$defs\": {\"Item\": {\"type\": \"object\", \"properties\": {\"sku\": {\"type\": "
   "\"string\"}, \"qty\": {\"type\": \"integer\"}}, \"required\": [\"sku\"]}, \"Node\": "
   "{\"type\": \"object\", \"properties\": {\"child\": {\"$ref\": \"#/$defs/Node\"}}}}, "
   "\"definitions\": {\"Id\": {\"type\": \"integer\"}}, \"properties\": {\"items\": {\"type\": "
   "\"array\", \"items\": {\"$ref\": \"#/$defs/Item\"}}, \"id\": {\"$ref\": "
   "\"#/definitions/Id\"}, \"tree\": {\"$ref\": \"#/$defs/Node\"}, \"lost\": {\"$ref\": "
   "\"#/$defs/Missing\"}}, \"required\": [\"items\", \"id\"]}",
   NULL,
   "def order(items: list[dict], id: int, tree: dict | None = None, lost=None):\n"
   "    \"\"\"Args:\n"
   "        items: Items have keys: sku (str), qty (int, optional).\n"
   "        tree: Keys: child (dict, optional).\"\"\"\n"},
  /* names that are not Python identifiers go through **kwargs */
  {"send",
   "{\"properties\": {\"from\": {\"type\": \"string\", \"description\": \"Sender\"}, "
   "\"user-id\": {\"type\": \"integer\"}, \"to\": {\"type\": \"string\"}}, \"required\": "
   "[\"from\", \"to\"]}",
   NULL,
   "def send(to: str, **kwargs):\n"
   "    \"\"\"Args:\n"
   "        'from': Sender. Not a Python name: pass it as **{...}.\n"
   "        'user-id': Not a Python name: pass it as **{...}.\"\"\"\n"},
  /* a required name the properties do not describe, a default with quotes */
  {"greet",
   "{\"properties\": {\"greeting\": {\"type\": \"string\", \"default\": \"it's\\n\"}}, "
   "\"required\": [\"who\"]}",
   NULL,
   "def greet(who, greeting: str = \"it's\\n\"):\n    ...\n"},
};

/* Each case registered alone: its stub is exactly as expected. */
static void test_stubs(void) {
  size_t i;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const Case *c = &cases[i];
    bt_vm *vm = bt_new(NULL);
    bt_error err;
    bt_status st = bt_tool_schema(vm, c->name, c->schema, c->schema ? strlen(c->schema) : 0,
                                  c->description, 0, &err);
    const char *d;
    CHECK(st == BT_OK);
    if (st != BT_OK) fprintf(stderr, "  %s: %s\n", c->name, err.message);
    d = bt_describe(vm);
    CHECK(d != NULL && strcmp(d, c->stub) == 0);
    if (d && strcmp(d, c->stub) != 0)
      fprintf(stderr, "  %s:\n--- got\n%s--- expected\n%s---\n", c->name, d, c->stub);
    bt_free(vm);
  }
}

/* Run src with the tools of schema cases; the JSON of the requests, one a
** line, into out (each answered with null). */
static bt_status requests(const char *names, const char *src, char *out, size_t cap) {
  bt_vm *vm = bt_new(NULL);
  const bt_request *req;
  bt_status st;
  size_t i, used = 0;
  out[0] = 0;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    if (strstr(names, cases[i].name))
      bt_tool_schema(vm, cases[i].name, cases[i].schema,
                     cases[i].schema ? strlen(cases[i].schema) : 0, NULL, 0, NULL);
  if (bt_load(vm, src, strlen(src), "t.py", NULL) != BT_OK) { bt_free(vm); return BT_MISUSE; }
  while ((st = bt_step(vm, &req)) == BT_REQUEST) {
    size_t n;
    const char *j = bt_request_json(vm, req, &n);
    if (j && used + n + 2 < cap) {
      memcpy(out + used, j, n);
      used += n;
      out[used++] = '\n';
      out[used] = 0;
    }
    bt_fulfil_json(vm, req->id, "null", 4);
  }
  if (st == BT_ERROR) snprintf(out, cap, "%s", bt_error_text(vm));
  bt_free(vm);
  return st;
}

static void test_calls(void) {
  char out[4096];
  /* positional and keyword, defaults filled in, optional ones left out */
  CHECK(requests("read_text_file", "read_text_file('a.txt')\nread_text_file('b', tail=3)\n"
                 "read_text_file(path='c', head=None)\n", out, sizeof out) == BT_DONE);
  CHECK(strcmp(out,
               "{\"id\": 1, \"tool\": \"read_text_file\", \"args\": [], \"kwargs\": "
               "{\"path\": \"a.txt\"}}\n"
               "{\"id\": 2, \"tool\": \"read_text_file\", \"args\": [], \"kwargs\": "
               "{\"path\": \"b\", \"tail\": 3}}\n"
               "{\"id\": 3, \"tool\": \"read_text_file\", \"args\": [], \"kwargs\": "
               "{\"path\": \"c\"}}\n") == 0);
  CHECK(requests("longRunningOperation", "longRunningOperation(steps=2)\n", out,
                 sizeof out) == BT_DONE);
  CHECK(strcmp(out, "{\"id\": 1, \"tool\": \"longRunningOperation\", \"args\": [], "
                    "\"kwargs\": {\"duration\": 10, \"steps\": 2}}\n") == 0);
  /* odd names through **kwargs */
  CHECK(requests("send", "send('bob', **{'from': 'ann', 'user-id': 7})\n", out,
                 sizeof out) == BT_DONE);
  CHECK(strcmp(out, "{\"id\": 1, \"tool\": \"send\", \"args\": [], \"kwargs\": "
                    "{\"to\": \"bob\", \"from\": \"ann\", \"user-id\": 7}}\n") == 0);
  /* the signature is checked as Python checks a call */
  CHECK(requests("get_weather", "get_weather('Paris')\n", out, sizeof out) == BT_ERROR);
  CHECK(strstr(out, "TypeError: get_weather() missing 1 required positional argument: "
                    "'units'") != NULL);
  CHECK(requests("edit_file", "edit_file('p', [], dryrun=True)\n", out, sizeof out) ==
        BT_ERROR);
  CHECK(strstr(out, "TypeError: edit_file() got an unexpected keyword argument 'dryrun'") !=
        NULL);
}

static void test_refused(void) {
  static const char *const bad[][2] = {
    {"{\"type\": \"object\"", "schema: Expecting ',' delimiter"},
    {"[1, 2]", "schema: not a JSON object"},
    {"{\"type\": \"string\"}", "schema: the arguments' schema must have \"type\": \"object\""},
    {"{\"properties\": [1]}", "schema: \"properties\" must be an object"},
    {"{\"required\": \"a\"}", "schema: \"required\" must be an array of names"},
    {"{\"required\": [1]}", "schema: \"required\" must be an array of names"},
  };
  size_t i;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    bt_vm *vm = bt_new(NULL);
    bt_error err;
    CHECK(bt_tool_schema(vm, "t", bad[i][0], strlen(bad[i][0]), NULL, 0, &err) ==
          BT_INVALID);
    CHECK(strncmp(err.message, bad[i][1], strlen(bad[i][1])) == 0);
    if (strncmp(err.message, bad[i][1], strlen(bad[i][1])) != 0)
      fprintf(stderr, "  got: %s\n", err.message);
    CHECK(strcmp(bt_describe(vm), "") == 0);   /* nothing registered */
    bt_free(vm);
  }
  {
    bt_vm *vm = bt_new(NULL);
    bt_error err;
    CHECK(bt_tool_schema(vm, "bad-name", "{}", 2, NULL, 0, &err) == BT_INVALID);
    CHECK(strstr(err.message, "bad-name") != NULL);
    CHECK(bt_tool_schema(NULL, "t", "{}", 2, NULL, 0, &err) == BT_MISUSE);
    bt_free(vm);
  }
}

int main(void) {
  test_stubs();
  test_calls();
  test_refused();
  printf("test_schema: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
