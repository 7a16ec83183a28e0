// The standard library's Unicode property accessors that the page's module links (Swift's
// stdlib/public/SwiftShims/swift/shims/UnicodeData.h), and one digest of their answers over a range of scalars:
// the same code natively (scripts/wasm/unicode-tables.c, against the native standard library) and in the page's
// module (scripts/wasm/unicode.c, through the wrappers every Swift call goes through), so that a test compares the
// two over every scalar (scripts/test-unicode.sh).
#ifndef TEXTINPUT_UNICODE_ACCESSORS_H
#define TEXTINPUT_UNICODE_ACCESSORS_H

typedef unsigned char ti_u8;
typedef unsigned short ti_u16;
typedef unsigned int ti_u32;
typedef int ti_i32;
typedef unsigned long long ti_u64;
typedef __INTPTR_TYPE__ ti_intptr;

ti_u16 _swift_stdlib_getNormData(ti_u32 scalar);
ti_u32 _swift_stdlib_getDecompositionEntry(ti_u32 scalar);
ti_u32 _swift_stdlib_getComposition(ti_u32 x, ti_u32 y);
ti_u64 _swift_stdlib_getBinaryProperties(ti_u32 scalar);
ti_u8 _swift_stdlib_getNumericType(ti_u32 scalar);
double _swift_stdlib_getNumericValue(ti_u32 scalar);
ti_i32 _swift_stdlib_getMapping(ti_u32 scalar, ti_u8 mapping);
const ti_u8 *_swift_stdlib_getSpecialMapping(ti_u32 scalar, ti_u8 mapping, ti_intptr *length);
ti_u8 _swift_stdlib_getGeneralCategory(ti_u32 scalar);

// What `which` names in ti_unicode_digest.
enum {
    TI_UNICODE_NORM = 0,           // getNormData(s)
    TI_UNICODE_DECOMPOSITION = 1,  // getDecompositionEntry(s)
    TI_UNICODE_COMPOSE_FIRST = 2,  // getComposition(s, arg)
    TI_UNICODE_COMPOSE_SECOND = 3, // getComposition(arg, s)
    TI_UNICODE_BINARY = 4,         // getBinaryProperties(s)
    TI_UNICODE_NUMERIC_TYPE = 5,   // getNumericType(s)
    TI_UNICODE_NUMERIC_VALUE = 6,  // getNumericValue(s), its bits
    TI_UNICODE_MAPPING = 7,        // getMapping(s, arg)
    TI_UNICODE_SPECIAL = 8,        // getSpecialMapping(s, arg): its length and bytes, or none
    TI_UNICODE_CATEGORY = 9,       // getGeneralCategory(s)
    TI_UNICODE_ACCESSORS = 10
};

static inline ti_u32 ti_unicode_mix(ti_u32 hash, ti_u32 word) { return (hash ^ word) * 16777619u; }

// A 32-bit FNV-style digest of accessor `which`'s answers for scalars from..<from+count (arg: the mapping kind, or
// the other scalar of a composition). Every answer is mixed in whole: a value's bits, a special mapping's bytes.
static ti_u32 ti_unicode_answers_digest(ti_u32 which, ti_u32 arg, ti_u32 from, ti_u32 count) {
    ti_u32 hash = 2166136261u;
    for (ti_u32 s = from; s < from + count; s++) {
        switch (which) {
        case TI_UNICODE_NORM: hash = ti_unicode_mix(hash, _swift_stdlib_getNormData(s)); break;
        case TI_UNICODE_DECOMPOSITION: hash = ti_unicode_mix(hash, _swift_stdlib_getDecompositionEntry(s)); break;
        case TI_UNICODE_COMPOSE_FIRST: hash = ti_unicode_mix(hash, _swift_stdlib_getComposition(s, arg)); break;
        case TI_UNICODE_COMPOSE_SECOND: hash = ti_unicode_mix(hash, _swift_stdlib_getComposition(arg, s)); break;
        case TI_UNICODE_BINARY: {
            ti_u64 v = _swift_stdlib_getBinaryProperties(s);
            hash = ti_unicode_mix(ti_unicode_mix(hash, (ti_u32)v), (ti_u32)(v >> 32));
            break;
        }
        case TI_UNICODE_NUMERIC_TYPE: hash = ti_unicode_mix(hash, _swift_stdlib_getNumericType(s)); break;
        case TI_UNICODE_NUMERIC_VALUE: {
            double d = _swift_stdlib_getNumericValue(s);
            ti_u64 v;
            __builtin_memcpy(&v, &d, sizeof v);
            hash = ti_unicode_mix(ti_unicode_mix(hash, (ti_u32)v), (ti_u32)(v >> 32));
            break;
        }
        case TI_UNICODE_MAPPING: hash = ti_unicode_mix(hash, (ti_u32)_swift_stdlib_getMapping(s, (ti_u8)arg)); break;
        case TI_UNICODE_SPECIAL: {
            ti_intptr length = 0;
            const ti_u8 *bytes = _swift_stdlib_getSpecialMapping(s, (ti_u8)arg, &length);
            if (!bytes) { hash = ti_unicode_mix(hash, 0xFFFFFFFFu); break; }
            hash = ti_unicode_mix(hash, (ti_u32)length);
            for (ti_intptr i = 0; i < length; i++) hash = ti_unicode_mix(hash, bytes[i]);
            break;
        }
        case TI_UNICODE_CATEGORY: hash = ti_unicode_mix(hash, _swift_stdlib_getGeneralCategory(s)); break;
        default: return 0;
        }
    }
    return hash;
}

#endif
