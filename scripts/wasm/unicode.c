// The page module's Unicode property data, served beside the module instead of inside it (docs/wasm.md, "The
// Unicode data"). scripts/build-wasm.sh links the page's module with `--wrap` for each accessor below, so every call
// the Swift standard library makes goes through these wrappers; after linking, scripts/wasm/unicode-split.py moves
// the accessors' tables (normalisation, properties, case mapping, numeric values; not grapheme breaking or emoji,
// which every key needs) out of the module into the Unicode data file and zeroes them here, so that wasm-opt drops
// them. Until the page installs that file (ti_unicode_install), an accessor answers from the tables below for
// scalars in the fast windows (unicode-fast-range.h; generated from the native standard library by
// unicode-tables.c) and otherwise
// calls the host's `env.ti_needs(0)`, which throws: the page puts its memory back as it was before the call and
// lets the browser edit until the data is there (Client/bridge.js). Nothing is answered from missing data. The same
// import, with a part's number, is what a function of a part that is not loaded yet calls (scripts/wasm/wasm-parts.py).
#include "unicode-accessors.h"
#include "unicode-fast-range.h"
#include "unicode-fast.h"

typedef __SIZE_TYPE__ size_t;
void *memcpy(void *dst, const void *src, size_t n);

// What the module needs before it can go on: 0 the Unicode data, N >= 1 part N. Never returns (the page's throws).
__attribute__((import_module("env"), import_name("ti_needs"))) void ti_needs(int piece);

static int installed = 0;

// Which build's data this module takes: written by unicode-split.py (a digest of the data file's records and bytes,
// which the file's header repeats). Not const, so that the compiler cannot fold the placeholder into the code.
__attribute__((used)) ti_u8 ti_unicode_key[16] = "TIU-KEY-UNSET-00";

static _Noreturn void need(void) {
    ti_needs(0);
    __builtin_trap();  // a host whose ti_needs returns
}

ti_u16 __real__swift_stdlib_getNormData(ti_u32 scalar);
ti_u16 __wrap__swift_stdlib_getNormData(ti_u32 scalar) {
    if (installed) return __real__swift_stdlib_getNormData(scalar);
    int fast = ti_unicode_fast_index(scalar);
    if (fast >= 0) return fast_norm[fast];
    need();
}

ti_u32 __real__swift_stdlib_getDecompositionEntry(ti_u32 scalar);
ti_u32 __wrap__swift_stdlib_getDecompositionEntry(ti_u32 scalar) {
    if (installed) return __real__swift_stdlib_getDecompositionEntry(scalar);
    need();  // the entry points into decompositions that are in the data
}

ti_u32 __real__swift_stdlib_getComposition(ti_u32 x, ti_u32 y);
ti_u32 __wrap__swift_stdlib_getComposition(ti_u32 x, ti_u32 y) {
    if (installed) return __real__swift_stdlib_getComposition(x, y);
    need();
}

ti_u64 __real__swift_stdlib_getBinaryProperties(ti_u32 scalar);
ti_u64 __wrap__swift_stdlib_getBinaryProperties(ti_u32 scalar) {
    if (installed) return __real__swift_stdlib_getBinaryProperties(scalar);
    int fast = ti_unicode_fast_index(scalar);
    if (fast >= 0) return fast_binary[fast];
    need();
}

ti_u8 __real__swift_stdlib_getNumericType(ti_u32 scalar);
ti_u8 __wrap__swift_stdlib_getNumericType(ti_u32 scalar) {
    if (installed) return __real__swift_stdlib_getNumericType(scalar);
    int fast = ti_unicode_fast_index(scalar);
    if (fast >= 0) return fast_numeric_type[fast];
    need();
}

double __real__swift_stdlib_getNumericValue(ti_u32 scalar);
double __wrap__swift_stdlib_getNumericValue(ti_u32 scalar) {
    if (installed) return __real__swift_stdlib_getNumericValue(scalar);
    for (unsigned i = 0; i < FAST_NUMERIC_COUNT; i++)
        if (fast_numeric_scalars[i] == scalar) return fast_numeric_values[i];
    need();
}

ti_i32 __real__swift_stdlib_getMapping(ti_u32 scalar, ti_u8 mapping);
ti_i32 __wrap__swift_stdlib_getMapping(ti_u32 scalar, ti_u8 mapping) {
    if (installed) return __real__swift_stdlib_getMapping(scalar, mapping);
    int fast = ti_unicode_fast_index(scalar);
    if (fast >= 0 && mapping < 3) return fast_mapping[mapping][fast];
    need();
}

const ti_u8 *__real__swift_stdlib_getSpecialMapping(ti_u32 scalar, ti_u8 mapping, ti_intptr *length);
const ti_u8 *__wrap__swift_stdlib_getSpecialMapping(ti_u32 scalar, ti_u8 mapping, ti_intptr *length) {
    if (installed) return __real__swift_stdlib_getSpecialMapping(scalar, mapping, length);
    // Scalars without a special mapping answer none; the others' bytes are in the data.
    int fast = ti_unicode_fast_index(scalar);
    if (fast >= 0 && mapping < 3 && !(fast_special[mapping][fast / 8] & (1u << (fast % 8)))) return 0;
    need();
}

ti_u8 __real__swift_stdlib_getGeneralCategory(ti_u32 scalar);
ti_u8 __wrap__swift_stdlib_getGeneralCategory(ti_u32 scalar) {
    if (installed) return __real__swift_stdlib_getGeneralCategory(scalar);
    int fast = ti_unicode_fast_index(scalar);
    if (fast >= 0) return fast_category[fast];
    need();
}

static ti_u32 read32(const ti_u8 *p) { return p[0] | p[1] << 8 | p[2] << 16 | (ti_u32)p[3] << 24; }

// Installs the Unicode data file: "TIU1", this module's 16-byte key, the record count, one (address, length) pair
// per record, then the records' bytes. 1 when it was installed (or already was), 0 for a file of another build or
// shape (nothing is written then).
__attribute__((export_name("ti_unicode_install")))
int ti_unicode_install(const ti_u8 *file, int length) {
    if (installed) return 1;
    if (!file || length < 24 || read32(file) != 0x31554954u) return 0;  // "TIU1"
    for (int i = 0; i < 16; i++) if (file[4 + i] != ti_unicode_key[i]) return 0;
    ti_u32 count = read32(file + 20);
    if (count > 4096 || (ti_u32)length < 24 + 8 * count) return 0;
    ti_u32 memory = (ti_u32)__builtin_wasm_memory_size(0) * 65536u;
    ti_u32 total = 24 + 8 * count;
    for (ti_u32 i = 0; i < count; i++) {
        ti_u32 address = read32(file + 24 + 8 * i), size = read32(file + 28 + 8 * i);
        if (address > memory || size > memory - address || size > (ti_u32)length - total) return 0;
        total += size;
    }
    if (total != (ti_u32)length) return 0;
    const ti_u8 *bytes = file + 24 + 8 * count;
    for (ti_u32 i = 0; i < count; i++) {
        ti_u32 address = read32(file + 24 + 8 * i), size = read32(file + 28 + 8 * i);
        memcpy((void *)(size_t)address, bytes, size);
        bytes += size;
    }
    installed = 1;
    return 1;
}

// 1 once the data is installed.
__attribute__((export_name("ti_unicode_installed")))
int ti_unicode_installed(void) { return installed; }

// The digest of accessor `which`'s answers over from..<from+count, as Swift gets them (through the wrappers), for
// scripts/wasm/test-unicode.mjs: equal to the native standard library's for every scalar.
__attribute__((export_name("ti_unicode_digest")))
ti_u32 ti_unicode_digest(ti_u32 which, ti_u32 arg, ti_u32 from, ti_u32 count) {
    return ti_unicode_answers_digest(which, arg, from, count);
}
