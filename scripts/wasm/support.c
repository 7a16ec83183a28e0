// The C functions the Embedded Swift core needs on wasm32-unknown-none-wasm, with nothing imported from the
// host: an allocator (size-class free lists on memory.grow; wasm32 here is single-threaded), mem*, strlen,
// abort, putchar, arc4random_buf (hash seeding), round and __multi3. Built by scripts/build-wasm.sh with the
// toolchain's clang.
typedef __SIZE_TYPE__ size_t;
typedef unsigned char u8;

extern u8 __heap_base;           // provided by wasm-ld
static u8 *heap_top = 0;         // first free byte
static u8 *heap_end = 0;         // end of linear memory

#define PAGE 65536u
#define ALIGN 16u
#define OVERALIGNED ((size_t)1 << 31)

// Block header: size of the payload (multiple of 16), stored 16 bytes before the payload.
typedef struct Hdr { size_t size; struct Hdr *next; size_t pad[2]; } Hdr;  // 16 bytes on wasm32
_Static_assert(sizeof(Hdr) == 16, "header");

// Segregated free lists by power-of-two size class (16 .. 2^31).
static Hdr *free_lists[32];

static int size_class(size_t n) {
    int c = 4;
    while (((size_t)1 << c) < n) c++;
    return c;
}

static void *grow(size_t bytes) {
    if (!heap_top) {
        heap_top = (u8 *)(((size_t)&__heap_base + ALIGN - 1) & ~(size_t)(ALIGN - 1));
        heap_end = (u8 *)(__builtin_wasm_memory_size(0) * PAGE);
    }
    while ((size_t)(heap_end - heap_top) < bytes) {
        size_t need = bytes - (size_t)(heap_end - heap_top);
        size_t pages = (need + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
        heap_end += pages * PAGE;
    }
    void *p = heap_top;
    heap_top += bytes;
    return p;
}

void *malloc(size_t n) {
    if (n == 0) n = 1;
    int c = size_class(n);
    size_t sz = (size_t)1 << c;
    Hdr *h = free_lists[c];
    if (h) { free_lists[c] = h->next; return (u8 *)h + sizeof(Hdr); }
    h = (Hdr *)grow(sz + sizeof(Hdr));
    if (!h) return 0;
    h->size = sz;
    return (u8 *)h + sizeof(Hdr);
}

void free(void *p) {
    if (!p) return;
    Hdr *h = (Hdr *)((u8 *)p - sizeof(Hdr));
    if (h->size & OVERALIGNED) return;  // leaked on purpose, see posix_memalign
    int c = size_class(h->size);
    h->next = free_lists[c];
    free_lists[c] = h;
}

// Short copies (most of Swift's) stay byte loops; long ones are the bulk-memory instructions memory.copy
// (overlap-safe) and memory.fill (compiled with -mbulk-memory), which the engine runs at native speed (a byte loop
// took milliseconds to open a gap in the middle of a long note) but enters through a call of its own.
#define BULK 128
void *memcpy(void *restrict d, const void *restrict s, size_t n) {
    if (n >= BULK) { __builtin_memmove(d, s, n); return d; }
    u8 *dd = d; const u8 *ss = s;
    while (n--) *dd++ = *ss++;
    return d;
}
void *memmove(void *d, const void *s, size_t n) {
    if (n >= BULK) { __builtin_memmove(d, s, n); return d; }
    u8 *dd = d; const u8 *ss = s;
    if (dd < ss) { while (n--) *dd++ = *ss++; }
    else if (dd > ss) { dd += n; ss += n; while (n--) *--dd = *--ss; }
    return d;
}
void *memset(void *d, int c, size_t n) {
    if (n >= BULK) { __builtin_memset(d, c, n); return d; }
    u8 *dd = d;
    while (n--) *dd++ = (u8)c;
    return d;
}
int memcmp(const void *a, const void *b, size_t n) {
    const u8 *x = a, *y = b;
    for (; n; n--, x++, y++) if (*x != *y) return *x - *y;
    return 0;
}
size_t strlen(const char *s) { const char *p = s; while (*p) p++; return (size_t)(p - s); }

void *calloc(size_t n, size_t m) {
    size_t t = n * m;
    if (m && t / m != n) return 0;
    void *p = malloc(t);
    if (p) memset(p, 0, t);
    return p;
}
void *realloc(void *p, size_t n) {
    if (!p) return malloc(n);
    Hdr *h = (Hdr *)((u8 *)p - sizeof(Hdr));
    size_t have = h->size & ~OVERALIGNED;
    if (n <= have) return p;
    void *q = malloc(n);
    if (!q) return 0;
    memcpy(q, p, have);
    free(p);
    return q;
}
int posix_memalign(void **out, size_t align, size_t n) {
    // malloc payloads are 16-aligned. Larger alignments over-allocate; such blocks get a header with
    // the OVERALIGNED flag and are never recycled by free() (Swift rarely asks for more than 16).
    if (align <= ALIGN) { *out = malloc(n); return *out ? 0 : 12; }
    u8 *raw = malloc(n + align);
    if (!raw) return 12;
    size_t a = ((size_t)raw + align - 1) & ~(align - 1);
    if (a == (size_t)raw) { *out = raw; return 0; }
    Hdr *h = (Hdr *)(a - sizeof(Hdr));
    h->size = n | OVERALIGNED;
    *out = (void *)a;
    return 0;
}
void *aligned_alloc(size_t align, size_t n) { void *p; return posix_memalign(&p, align, n) ? 0 : p; }

// The size of linear memory in bytes: the exports check the host's (pointer, length) pairs against it.
size_t ti_memory_bytes(void) {
    size_t pages = __builtin_wasm_memory_size(0);
    return pages >= 65536 ? (size_t)-1 : pages * PAGE;  // 4 GiB does not fit in 32 bits
}

// Swift runtime traps call these on failure.
_Noreturn void abort(void) { __builtin_trap(); }
int putchar(int c) { return c; }

// Embedded Swift's Hasher / SystemRandomNumberGenerator call arc4random_buf (Set/Dictionary seeding).
// Deterministic splitmix64 stream: fine for hash seeding inside a sandbox, NOT for cryptography.
static unsigned long long rng_state = 0x9E3779B97F4A7C15ull;
void arc4random_buf(void *buf, size_t n) {
    u8 *p = buf;
    while (n) {
        unsigned long long z = (rng_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        for (int i = 0; i < 8 && n; i++, n--) { *p++ = (u8)z; z >>= 8; }
    }
}

// Double.rounded() lowers to C round() (half away from zero). f64.trunc does the heavy lifting.
double round(double x) {
    double t = __builtin_trunc(x);
    if (__builtin_fabs(x - t) >= 0.5) t += __builtin_copysign(1.0, x);
    return t;
}

// 128-bit multiply (compiler-rt builtin) used by overflow-checked / full-width 64-bit arithmetic.
// Written with 64-bit halves so that clang does not lower it back into a call to __multi3.
typedef unsigned long long u64;
typedef unsigned __int128 u128;
u128 __multi3(u128 a, u128 b) {
    u64 al = (u64)a, ah = (u64)(a >> 64), bl = (u64)b, bh = (u64)(b >> 64);
    u64 a0 = al & 0xffffffffu, a1 = al >> 32, b0 = bl & 0xffffffffu, b1 = bl >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    u64 lo = (p00 & 0xffffffffu) | (mid << 32);
    u64 hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32) + al * bh + ah * bl;
    return ((u128)hi << 64) | lo;
}
