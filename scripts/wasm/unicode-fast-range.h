// The scalars whose Unicode properties the page's first module answers without the Unicode data (docs/wasm.md):
// U+0000..U+02FF, Basic Latin through Spacing Modifier Letters, below the combining marks where the standard
// library's normalisation starts to read its tables. A multiple of 8.
#define TI_UNICODE_FAST 0x300
