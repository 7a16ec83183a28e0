#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names to try for each library, most specific first, per platform.
enum LibraryNames {
    #if os(macOS)
    static let zbar = ["libzbar.0.dylib", "libzbar.dylib", "/opt/homebrew/lib/libzbar.0.dylib", "/usr/local/lib/libzbar.0.dylib"]
    static let png = ["libpng16.16.dylib", "libpng16.dylib", "/opt/homebrew/lib/libpng16.16.dylib", "/usr/local/lib/libpng16.16.dylib"]
    static let turboJPEG = ["libturbojpeg.0.dylib", "libturbojpeg.dylib", "/opt/homebrew/lib/libturbojpeg.0.dylib", "/usr/local/lib/libturbojpeg.0.dylib"]
    static let zbarHint = "Scanning needs libzbar: install it with `brew install zbar` (macOS)"
    static let pngHint = "Reading PNG images needs libpng: install it with `brew install libpng` (macOS)"
    static let turboJPEGHint = "Reading JPEG images needs libturbojpeg: install it with `brew install jpeg-turbo` (macOS)"
    static let tesseract = ["libtesseract.5.dylib", "libtesseract.dylib", "/opt/homebrew/lib/libtesseract.5.dylib", "/usr/local/lib/libtesseract.5.dylib"]
    static let tesseractHint = "Scanning text needs Tesseract 5: install it with `brew install tesseract` (macOS)"
    #else
    static let zbar = ["libzbar.so.0", "libzbar.so"]
    static let png = ["libpng16.so.16", "libpng16.so"]
    static let turboJPEG = ["libturbojpeg.so.0", "libturbojpeg.so"]
    static let zbarHint = "Scanning needs libzbar: install it with `apt-get install libzbar0` (Debian/Ubuntu)"
    static let pngHint = "Reading PNG images needs libpng: install it with `apt-get install libpng16-16` (Debian/Ubuntu)"
    static let turboJPEGHint = "Reading JPEG images needs libturbojpeg: install it with `apt-get install libturbojpeg0` (Debian/Ubuntu)"
    static let tesseract = ["libtesseract.so.5", "libtesseract.so"]
    static let tesseractHint = "Scanning text needs Tesseract 5: install it with `apt-get install libtesseract5 tesseract-ocr-eng` (Debian/Ubuntu)"
    #endif
}
