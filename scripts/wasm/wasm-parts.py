#!/usr/bin/env python3
"""Splits the page's linked module into a first module and later parts (docs/wasm.md, "The parts").

Usage: wasm-parts.py LINKED.wasm PROFILE.json PARTS.json OUT_DIR
  PROFILE.json: which functions ran for which forms (scripts/wasm/profile-parts.mjs over the instrumented module);
  PARTS.json: the parts and the forms that profile them (scripts/wasm/parts.json).
  Writes OUT_DIR/first.wasm, OUT_DIR/part-NAME.wasm for each part and OUT_DIR/parts.txt, one line per part:
  "NUMBER NAME FEATURES" (FEATURES: the field features whose forms load the part before they open, comma-separated;
  "*" for the part that every form with any of them loads, "-" for none; "after:FEATURE" and "after:*" for the
  parts such forms load first once they are live). Prints each part's functions and bytes.

Which function goes where: what the first module's forms ran stays (and every export, and each function that calls
the import); what one part's forms ran beyond that goes to that part; what the forms of several parts ran goes to
the part of the smallest group of them that has one (a group whose forms ran GROUP_BYTES of code no other ran, named
after its parts: "card-iban-mask"), else to the part "shared"; what no profiled form ran (rare paths, the spec
reader's diagnostics) to the part "rest". Then each part but "rest" keeps what its forms' opening ran (the profile's
"open"), and what only their keys ran goes to a part of its own, "after-NAME" (when it has AFTER_BYTES or more),
which a form loads first once it is live instead of before it opens.

How a function leaves the first module without any other function of it changing: its index stays, its body becomes
a trampoline that calls the same function through the table (slot T0 + its slot, T0 the table's size before), and
its code goes to its part byte for byte, only the function and global indices in it renumbered to the part's own
index space. Until the part is instantiated each of its slots holds a stub of the same type that calls the module's
one import with the part's number (`env.ti_needs(N)`, which throws: the page puts the memory back and waits for the
part). A part imports the first module's memory (`f.m`), table (`f.t`, exported by the first module as `t`), stack
pointer (`f.s`) and, by table slot (`f.SLOT`), each function of the first module or trampoline of another part that
its code calls; copies the constant globals it reads; and its element segment writes its functions into their
slots when it is instantiated. Both outputs still need wasm-opt (scripts/build-wasm.sh runs -Oz on each).
"""
import json
import sys

from leb128 import leb, sleb, sleb_bytes, uleb_bytes


def name_bytes(text):
    raw = text.encode()
    return uleb_bytes(len(raw)) + raw


def vector(items):
    return uleb_bytes(len(items)) + b"".join(items)


def section(sid, payload):
    return bytes([sid]) + uleb_bytes(len(payload)) + payload


class SplitError(Exception):
    pass


# ---- Instructions ----------------------------------------------------------------------------------------------
# The immediates of each opcode the page's module can hold (MVP, sign extension, saturating conversions, bulk
# memory, reference types, multi-value): what follows the opcode byte, as a walk that stops at the next opcode.
# Function and global indices are reported so that they can be renumbered; anything else is copied.
NO_IMMEDIATE = set(range(0x45, 0xC5)) | {0x00, 0x01, 0x05, 0x0B, 0x0F, 0x1A, 0x1B, 0xD1}
MEMORY_ACCESS = set(range(0x28, 0x3F))  # align, offset


def walk(code, pos, end, on_function, on_global):
    """Copies one function body's instructions from pos to end, with on_function(index) and on_global(index)
    answering the index to write instead; answers the new bytes."""
    out = bytearray()
    while pos < end:
        start = pos
        op = code[pos]
        pos += 1
        if op in NO_IMMEDIATE:
            out += code[start:pos]
        elif op in (0x02, 0x03, 0x04):  # block, loop, if: a block type (0x40, a value type or an s33 type index)
            if code[pos] in (0x40, 0x7F, 0x7E, 0x7D, 0x7C, 0x7B, 0x70, 0x6F):
                pos += 1
            else:
                _, pos = sleb(code, pos)
            out += code[start:pos]
        elif op in (0x0C, 0x0D):  # br, br_if
            _, pos = leb(code, pos)
            out += code[start:pos]
        elif op == 0x0E:  # br_table
            count, pos = leb(code, pos)
            for _ in range(count + 1):
                _, pos = leb(code, pos)
            out += code[start:pos]
        elif op == 0x10:  # call
            index, pos = leb(code, pos)
            out += bytes([op]) + uleb_bytes(on_function(index))
        elif op == 0x11:  # call_indirect: type, table
            _, pos = leb(code, pos)
            table, pos = leb(code, pos)
            if table != 0:
                raise SplitError("call_indirect through table %d (only table 0 is supported)" % table)
            out += code[start:pos]
        elif op in (0x12, 0x13):
            raise SplitError("tail calls are not supported")
        elif op == 0x1C:  # select with types
            count, pos = leb(code, pos)
            pos += count
            out += code[start:pos]
        elif op in (0x20, 0x21, 0x22):  # local.get/set/tee
            _, pos = leb(code, pos)
            out += code[start:pos]
        elif op in (0x23, 0x24):  # global.get/set
            index, pos = leb(code, pos)
            out += bytes([op]) + uleb_bytes(on_global(index))
        elif op in (0x25, 0x26):  # table.get/set
            table, pos = leb(code, pos)
            if table != 0:
                raise SplitError("table.get/set of table %d" % table)
            out += code[start:pos]
        elif op in MEMORY_ACCESS:
            _, pos = leb(code, pos)
            _, pos = leb(code, pos)
            out += code[start:pos]
        elif op in (0x3F, 0x40):  # memory.size/grow
            pos += 1
            out += code[start:pos]
        elif op == 0x41:
            _, pos = sleb(code, pos)
            out += code[start:pos]
        elif op == 0x42:
            _, pos = sleb(code, pos)
            out += code[start:pos]
        elif op == 0x43:
            pos += 4
            out += code[start:pos]
        elif op == 0x44:
            pos += 8
            out += code[start:pos]
        elif op == 0xD0:  # ref.null type
            pos += 1
            out += code[start:pos]
        elif op == 0xD2:  # ref.func
            index, pos = leb(code, pos)
            out += bytes([op]) + uleb_bytes(on_function(index))
        elif op == 0xFC:
            sub, pos = leb(code, pos)
            if sub <= 7:
                pass
            elif sub == 8:  # memory.init data, memory
                _, pos = leb(code, pos)
                pos += 1
            elif sub == 9:  # data.drop
                _, pos = leb(code, pos)
            elif sub == 10:  # memory.copy
                pos += 2
            elif sub == 11:  # memory.fill
                pos += 1
            elif sub in (12, 14):  # table.init elem table, table.copy table table
                _, pos = leb(code, pos)
                _, pos = leb(code, pos)
            elif sub in (13, 15, 16, 17):  # elem.drop, table.grow/size/fill
                _, pos = leb(code, pos)
            else:
                raise SplitError("unknown instruction 0xFC %d" % sub)
            out += code[start:pos]
        else:
            raise SplitError("unknown instruction 0x%02X at byte %d" % (op, start))
    return bytes(out)


def body_parts(body):
    """(locals declaration bytes, offset where the instructions start) of one function body."""
    count, pos = leb(body, 0)
    for _ in range(count):
        _, pos = leb(body, pos)
        pos += 1
    return body[:pos], pos


# ---- Modules ---------------------------------------------------------------------------------------------------
class Module:
    def __init__(self, data):
        if data[:8] != b"\0asm\x01\0\0\0":
            raise SplitError("not a WebAssembly module")
        self.sections = []  # (id, payload)
        pos = 8
        while pos < len(data):
            sid = data[pos]
            size, body = leb(data, pos + 1)
            self.sections.append((sid, data[body:body + size]))
            pos = body + size
        self.types = []  # (params bytes, results bytes, raw)
        self.imports = []  # (module, name, kind, desc raw)
        self.function_types = []  # type index of each defined function
        self.bodies = []
        self.exports = []  # (name, kind, index)
        self.function_names = {}  # function index (imports first) -> mangled name, from the name section
        for sid, payload in self.sections:
            if sid == 0:
                n, p = leb(payload, 0)
                if bytes(payload[p:p + n]) != b"name":
                    continue
                p += n
                while p < len(payload):
                    kind = payload[p]
                    size, p = leb(payload, p + 1)
                    end = p + size
                    if kind == 1:
                        count, p = leb(payload, p)
                        for _ in range(count):
                            index, p = leb(payload, p)
                            n, p = leb(payload, p)
                            self.function_names[index] = bytes(payload[p:p + n]).decode("utf-8", "replace")
                            p += n
                    p = end
            elif sid == 1:
                count, p = leb(payload, 0)
                for _ in range(count):
                    start = p
                    if payload[p] != 0x60:
                        raise SplitError("type %d is not a function type" % len(self.types))
                    n, p = leb(payload, p + 1)
                    params = payload[p:p + n]
                    p += n
                    n, p = leb(payload, p)
                    results = payload[p:p + n]
                    p += n
                    self.types.append((params, results, payload[start:p]))
            elif sid == 2:
                count, p = leb(payload, 0)
                for _ in range(count):
                    n, p = leb(payload, p)
                    module = payload[p:p + n].decode()
                    p += n
                    n, p = leb(payload, p)
                    name = payload[p:p + n].decode()
                    p += n
                    kind = payload[p]
                    if kind != 0:
                        raise SplitError("the module imports something other than functions (%s.%s)" % (module, name))
                    index, p = leb(payload, p + 1)
                    self.imports.append((module, name, index))
            elif sid == 3:
                count, p = leb(payload, 0)
                for _ in range(count):
                    index, p = leb(payload, p)
                    self.function_types.append(index)
            elif sid == 4:
                count, p = leb(payload, 0)
                if count != 1 or payload[p] != 0x70:
                    raise SplitError("expected one funcref table")
                flags, p = leb(payload, p + 1)
                self.table_min, p = leb(payload, p)
                if flags & 1:
                    _, p = leb(payload, p)
            elif sid == 5:
                count, p = leb(payload, 0)
                flags, p = leb(payload, p)
                self.memory_min, p = leb(payload, p)
                self.memory_flags = flags
                if flags & 1:
                    self.memory_max, p = leb(payload, p)
            elif sid == 6:
                count, p = leb(payload, 0)
                self.globals = []
                for _ in range(count):
                    valtype, mutable = payload[p], payload[p + 1]
                    p += 2
                    start = p
                    # The initialiser, read instruction by instruction: a constant's LEB128 bytes may hold 0x0B,
                    # the `end` opcode, so scanning for that byte would cut it short.
                    while payload[p] != 0x0B:
                        opcode = payload[p]
                        p += 1
                        if opcode in (0x41, 0x42, 0x23):  # i32.const, i64.const, global.get
                            _, p = leb(payload, p)
                        elif opcode == 0x43:  # f32.const
                            p += 4
                        elif opcode == 0x44:  # f64.const
                            p += 8
                        else:
                            raise SplitError("a global's initialiser has the opcode 0x%02x, which this reader does not know" % opcode)
                    p += 1
                    self.globals.append((valtype, mutable, payload[start:p]))
            elif sid == 7:
                count, p = leb(payload, 0)
                for _ in range(count):
                    n, p = leb(payload, p)
                    name = payload[p:p + n].decode()
                    p += n
                    kind = payload[p]
                    index, p = leb(payload, p + 1)
                    self.exports.append((name, kind, index))
            elif sid == 10:
                count, p = leb(payload, 0)
                for _ in range(count):
                    size, p = leb(payload, p)
                    self.bodies.append(payload[p:p + size])
                    p += size
            elif sid == 8:
                raise SplitError("the module has a start function")
        if len(self.bodies) != len(self.function_types):
            raise SplitError("the function and code sections disagree")


def staying(module, whole=()):
    """The defined functions that stay in the first module whatever the profile says: each that calls the import
    (the Unicode wrappers of scripts/wasm/unicode.c: the page's answer to the import must come from the module that
    has it), each export, and everything the exports named in `whole` call (the page calls those outside any guard:
    ti_alloc, ti_answer..., so they must never wait for a part)."""
    if getattr(module, "staying", None) is None:
        imported = len(module.imports)
        stay = set()
        callees = []
        for index, body in enumerate(module.bodies):
            _, start = body_parts(body)
            targets = set()
            walk(body, start, len(body), lambda f: targets.add(f) or f, lambda g: g)
            callees.append({t - imported for t in targets if t >= imported})
            if any(t < imported for t in targets):
                stay.add(index)
        exports = {name: function - imported for name, kind, function in module.exports if kind == 0 and function >= imported}
        stay |= set(exports.values())
        missing = [name for name in whole if name not in exports]
        if missing:
            raise SplitError("parts.json keeps whole exports the module does not have: %s" % ", ".join(missing))
        seen = set()
        queue = [exports[name] for name in whole]
        while queue:
            index = queue.pop()
            if index not in seen:
                seen.add(index)
                stay.add(index)
                queue.extend(callees[index])
        module.staying = stay
    return module.staying


def split(data, assignment):
    """The first module and each part's module (bytes), for assignment {defined function index: part >= 1}."""
    module = Module(data)
    imported = len(module.imports)
    if imported != 1 or module.imports[0][:2] != ("env", "ti_needs"):
        raise SplitError("expected the one import env.ti_needs, found %s" % [i[:2] for i in module.imports])
    needs_type = module.types[module.imports[0][2]]
    if needs_type[0] != b"\x7f" or needs_type[1] != b"":
        raise SplitError("env.ti_needs must take one i32 and return nothing")
    defined = len(module.bodies)
    for index in assignment:
        if not 0 <= index < defined:
            raise SplitError("no function %d" % index)
    for index in assignment:
        if index in staying(module):
            raise SplitError("function %d must stay in the first module (an export, or a caller of the import)" % index)
    parts = sorted(set(assignment.values()))
    if parts != list(range(1, len(parts) + 1)):
        raise SplitError("parts must be numbered 1 to N without gaps: %s" % parts)
    table0 = module.table_min
    moved = sorted(assignment, key=lambda i: (assignment[i], i))  # slots grouped by part
    slot = {imported + index: table0 + k for k, index in enumerate(moved)}
    part_of = {imported + index: assignment[index] for index in assignment}

    # What each part's code calls outside itself.
    calls = {}
    globals_used = {}
    for index in moved:
        function = imported + index
        body = module.bodies[index]
        _, start = body_parts(body)
        needed = calls.setdefault(assignment[index], set())
        used = globals_used.setdefault(assignment[index], set())

        def note_function(target, part=assignment[index], needed=needed):
            if part_of.get(target) != part:
                needed.add(target)
            return target

        def note_global(g, used=used):
            used.add(g)
            return g

        walk(body, start, len(body), note_function, note_global)
        if 0 in needed:
            raise SplitError("function %d of part %d calls the import directly" % (function, assignment[index]))
    for part, used in globals_used.items():
        for g in used:
            if g != 0 and module.globals[g][1]:
                raise SplitError("part %d uses the mutable global %d (only the stack pointer, global 0, is shared)"
                                 % (part, g))
    if module.globals[0][:2] != (0x7F, 1):
        raise SplitError("global 0 is not the stack pointer (a mutable i32)")
    imported_by_parts = sorted(set().union(*calls.values())) if calls else []
    export_slot = {}
    next_slot = table0 + len(moved)
    for function in imported_by_parts:  # a function of the first module, or another part's trampoline
        export_slot[function] = next_slot
        next_slot += 1
    table_size = next_slot

    # The first module.
    types = list(module.types)
    stubs = {}  # (type, part) -> defined index
    stub_bodies = []
    stub_types = []
    for index in moved:
        key = (module.function_types[index], assignment[index])
        if key not in stubs:
            stubs[key] = defined + len(stub_bodies)
            stub_types.append(key[0])
            stub_bodies.append(b"\x00" + b"\x41" + sleb_bytes(key[1]) + b"\x10\x00\x00\x0b")
    bodies = []
    for index, body in enumerate(module.bodies):
        function = imported + index
        if index in assignment:
            params = types[module.function_types[index]][0]
            code = b"\x00" + b"".join(b"\x20" + uleb_bytes(k) for k in range(len(params)))
            code += b"\x41" + sleb_bytes(slot[function]) + b"\x11" + uleb_bytes(module.function_types[index]) + b"\x00"
            code += b"\x0b"
            bodies.append(code)
        else:
            bodies.append(body)
    bodies += stub_bodies
    first = bytearray(b"\0asm\x01\0\0\0")
    elements_added = vector([uleb_bytes(imported + stubs[(module.function_types[i], assignment[i])]) for i in moved]
                            + [uleb_bytes(f) for f in imported_by_parts])
    for sid, payload in module.sections:
        if sid == 0:
            continue  # names and other custom sections: the module is stripped
        if sid == 3:
            payload = vector([uleb_bytes(t) for t in module.function_types + stub_types])
        elif sid == 4:
            payload = b"\x01\x70\x01" + uleb_bytes(table_size) + uleb_bytes(table_size)
        elif sid == 7:
            count, _ = leb(payload, 0)
            added = [name_bytes("t") + b"\x01\x00"]
            payload = uleb_bytes(count + len(added)) + payload[len(uleb_bytes(count)):] + b"".join(added)
        elif sid == 9:
            count, _ = leb(payload, 0)
            payload = (uleb_bytes(count + 1) + payload[len(uleb_bytes(count)):]
                       + b"\x00\x41" + sleb_bytes(table0) + b"\x0b" + elements_added)
        elif sid == 10:
            payload = vector([uleb_bytes(len(b)) + b for b in bodies])
        first += section(sid, payload)
    outputs = [bytes(first)]

    # The parts.
    type_section = vector([t[2] for t in types])
    memory_limits = bytes([module.memory_flags & 1]) + uleb_bytes(module.memory_min)
    if module.memory_flags & 1:
        memory_limits += uleb_bytes(module.memory_max)
    for part in parts:
        mine = [i for i in moved if assignment[i] == part]
        outside = sorted(calls.get(part, ()))
        local_index = {}
        imports = [name_bytes("f") + name_bytes("m") + b"\x02" + memory_limits,
                   name_bytes("f") + name_bytes("t") + b"\x01\x70\x00" + uleb_bytes(table_size),
                   name_bytes("f") + name_bytes("s") + b"\x03\x7f\x01"]
        for k, function in enumerate(outside):
            local_index[function] = k
            imports.append(name_bytes("f") + name_bytes(str(export_slot[function])) + b"\x00"
                           + uleb_bytes(function_type(module, function)))
        for k, index in enumerate(mine):
            local_index[imported + index] = len(outside) + k
        # The stack pointer is the first module's; a constant global (an address wasm-ld resolved) is copied.
        constants = sorted(g for g in globals_used.get(part, ()) if g != 0)
        global_index = {0: 0}
        for k, g in enumerate(constants):
            global_index[g] = 1 + k
        bodies = []
        for index in mine:
            body = module.bodies[index]
            head, start = body_parts(body)
            code = head + walk(body, start, len(body), lambda f: local_index[f], lambda g: global_index[g])
            bodies.append(uleb_bytes(len(code)) + code)
        out = bytearray(b"\0asm\x01\0\0\0")
        out += section(1, type_section)
        out += section(2, vector(imports))
        out += section(3, vector([uleb_bytes(module.function_types[i]) for i in mine]))
        if constants:
            out += section(6, vector([bytes([module.globals[g][0], 0]) + module.globals[g][2] for g in constants]))
        first_slot = slot[imported + mine[0]]
        out += section(9, vector([b"\x00\x41" + sleb_bytes(first_slot) + b"\x0b"
                                  + vector([uleb_bytes(len(outside) + k) for k in range(len(mine))])]))
        out += section(10, vector(bodies))
        outputs.append(bytes(out))
    return outputs


def function_type(module, function):
    imported = len(module.imports)
    if function < imported:
        return module.imports[function][2]
    return module.function_types[function - imported]


# A set of parts whose forms all ran at least this many bytes of code (before wasm-opt) that no other part's ran gets
# a part of its own (named after them), which their forms fetch; smaller sets go to "shared", which every form with
# any part fetches.
GROUP_BYTES = 3000
# The least code (bytes before wasm-opt) a part's keys need beyond its opening for a part of their own.
AFTER_BYTES = 1000
# The least code of a set of parts for a group of its own that keeps it from a budgeted form that runs none of it
# (below it the set's code stays where it would go: a file of its own costs a form more than that).
LEAK_BYTES = 400


def assign(data, profile, config):
    """{defined function index: part number} and the parts [(number, name, features)] from a profile
    (profile-parts.mjs) and scripts/wasm/parts.json: what the first module's forms ran stays; what one part's forms
    ran beyond that goes to that part; what the forms of several parts ran goes to the smallest group of parts with
    a part of its own (GROUP_BYTES) that has them all, else to "shared"; the rest (what no profiled form ran: rare
    paths, diagnostics) to "rest"."""
    module = Module(data)
    # What parts.json's "later" names (pieces of mangled names) leaves for the part "rest" even when the first forms
    # ran it: code no first key needs (the message summary), which must not make every page pay before its first key.
    later = config.get("later", ())
    imported = len(module.imports)
    held_back = {index for index in range(len(module.bodies))
                 if any(piece in module.function_names.get(index + imported, "") for piece in later)}
    first = (set(profile["first"]) - held_back) | staying(module, config.get("whole", ()))
    names = [part["name"] for part in config["parts"]]
    users = {}
    for name in names:
        for index in profile["parts"].get(name, ()):
            if index not in first:
                users.setdefault(index, []).append(name)
    # A part whose forms are all forms of another part too (parts.json "implies": a stepper is a number field) adds
    # nothing to a set that has that other part: the other part's own code reaches them all. Code the two share goes
    # to the other part, not to a group of its own that every form of it would fetch as one more file.
    for part, implied in config.get("implies", {}).items():
        for index, who in users.items():
            if part in who and any(other in who for other in implied):
                who.remove(part)
    sizes = {}
    for index, who in users.items():
        if len(who) > 1:
            key = tuple(sorted(who))
            sizes[key] = sizes.get(key, 0) + len(module.bodies[index])
    groups = [key for key, size in sizes.items() if size >= GROUP_BYTES]
    # A set of parts whose code would go to a group that a budgeted form fetches (parts.json "budgeted": the parts
    # of the forms #45's budgets hold) although that form has none of the set's parts gets a group of its own when it
    # has LEAK_BYTES: such a form would otherwise fetch code none of its fields runs before it opens.
    budgeted = [set(parts) for parts in config.get("budgeted", ())]
    leaking = []
    for key, size in sizes.items():
        if size >= GROUP_BYTES or size < LEAK_BYTES:
            continue
        covering = sorted((group for group in groups if set(key) <= set(group)), key=lambda group: (len(group), group))
        # Without a covering group the code goes to "shared", which every form with a part fetches.
        if any(not (form & set(key)) and (not covering or form & set(covering[0])) for form in budgeted):
            leaking.append(key)
    groups = sorted(groups + leaking, key=lambda key: (len(key), key))
    placed = {}
    for index in range(len(module.bodies)):
        if index in first:
            continue
        who = [] if index in held_back else users.get(index, [])
        if len(who) == 1:
            group = who[0]
        elif who:
            covering = [key for key in groups if set(who) <= set(key)]
            group = "-".join(covering[0]) if covering else "shared"
        else:
            group = "rest"
        placed.setdefault(group, []).append(index)
    features = {part["name"]: part["features"] for part in config["parts"]}
    for key in groups:
        features["-".join(key)] = sorted({feature for name in key for feature in features[name]})
    features["shared"] = ["*"]
    features["rest"] = []
    order = names + ["-".join(key) for key in groups] + ["shared"]
    opened = profile.get("open")
    if opened is not None:
        members = {name: (name,) for name in names}
        members.update({"-".join(key): key for key in groups})
        members["shared"] = tuple(names)
        implied_by = config.get("implies", {})
        opening_parts = []
        for group in order:
            ran = set()
            for member in members[group]:
                ran.update(opened.get(member, ()))
            later = [index for index in placed.get(group, ()) if index not in ran]
            if sum(len(module.bodies[index]) for index in later) < AFTER_BYTES:
                continue
            placed[group] = [index for index in placed[group] if index in ran]
            # What the forms of a part that implies one of the group's (a stepper is a number field, `implies`) ran
            # while opening was left to the group, whose keys' part they would wait for before they open: it gets a
            # part of its own, which those forms fetch before they open and the group's forms once live
            # ("stepper-after-number"), so that the group's own forms (the number fields of every page) do not
            # fetch it before they open.
            openers = {}
            for part, implied in implied_by.items():
                if part in members[group] or not set(implied) & set(members[group]):
                    continue
                for index in later:
                    if index in opened.get(part, ()):
                        openers.setdefault(index, []).append(part)
            by_openers = {}
            for index in later:
                if index in openers:
                    by_openers.setdefault(tuple(sorted(openers[index])), []).append(index)
            for key, indices in sorted(by_openers.items()):
                name = "-".join(key) + "-after-" + group
                placed[name] = indices
                features[name] = sorted({"after:" + feature for feature in features[group]}
                                        | {feature for part in key for feature in features[part]})
                opening_parts.append(name)
            placed["after-" + group] = [index for index in later if index not in openers]
            features["after-" + group] = ["after:" + feature for feature in features[group]]
        order += ["after-" + group for group in order] + opening_parts
    parts = []
    assignment = {}
    for name in order + ["rest"]:
        if not placed.get(name):
            continue
        number = len(parts) + 1
        parts.append((number, name, features[name]))
        for index in placed[name]:
            assignment[index] = number
    return assignment, parts


def main(argv):
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    data = open(argv[1], "rb").read()
    profile = json.load(open(argv[2]))
    config = json.load(open(argv[3]))
    out = argv[4]
    try:
        assignment, parts = assign(data, profile, config)
        outputs = split(data, assignment)
    except SplitError as error:
        print("wasm-parts: %s" % error, file=sys.stderr)
        return 1
    open(out + "/first.wasm", "wb").write(outputs[0])
    counts = {}
    for number in assignment.values():
        counts[number] = counts.get(number, 0) + 1
    with open(out + "/parts.txt", "w") as manifest:
        for (number, name, features), module in zip(parts, outputs[1:]):
            open("%s/part-%s.wasm" % (out, name), "wb").write(module)
            manifest.write("%d %s %s\n" % (number, name, ",".join(features) or "-"))
            print("wasm-parts: part %d %s: %d functions, %d bytes before wasm-opt" % (number, name, counts[number], len(module)))
    print("wasm-parts: first module: %d of %d functions, %d bytes before wasm-opt"
          % (len(Module(data).bodies) - len(assignment), len(Module(data).bodies), len(outputs[0])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
