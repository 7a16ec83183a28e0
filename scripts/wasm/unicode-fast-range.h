// The scalars whose Unicode properties the page's first module answers without the Unicode data (docs/wasm.md,
// "The Unicode data"): windows of scalars, each a multiple of 8 long, numbered one after the other in the fast
// tables (scripts/wasm/unicode-tables.c writes them, scripts/wasm/unicode.c reads them):
//   U+0000..U+02FF  Basic Latin through Spacing Modifier Letters
//   U+0590..U+06FF  Hebrew and Arabic (letters, marks, Arabic-Indic digits and separators)
//   U+2000..U+20CF  General Punctuation (dashes, quotes, spaces, direction marks), super- and subscripts, and the
//                   currency signs ("€", "₹", "₽" in a currency field's template)
// Everything else, and every composition and decomposition, waits for the data.
#define TI_UNICODE_FAST_COUNT (0x300 + 0x170 + 0xD0)

// The position of `scalar` in the fast tables, or -1 when it is in none of the windows.
static inline int ti_unicode_fast_index(ti_u32 scalar) {
    if (scalar < 0x300) return (int)scalar;
    if (scalar >= 0x590 && scalar < 0x700) return (int)(0x300 + scalar - 0x590);
    if (scalar >= 0x2000 && scalar < 0x20D0) return (int)(0x300 + 0x170 + scalar - 0x2000);
    return -1;
}

// The scalar at position `index` of the fast tables (0 <= index < TI_UNICODE_FAST_COUNT).
static inline ti_u32 ti_unicode_fast_scalar(int index) {
    if (index < 0x300) return (ti_u32)index;
    if (index < 0x300 + 0x170) return (ti_u32)(0x590 + index - 0x300);
    return (ti_u32)(0x2000 + index - 0x300 - 0x170);
}
