// zlib (Debian's zlib1g-dev; part of the Swift toolchain's own requirements on Linux, and of macOS's SDK): the
// gzip encoder TextInputWeb compresses HTML pages with (WebAssets.htmlPage(_:acceptEncoding:)).
#include <zlib.h>
