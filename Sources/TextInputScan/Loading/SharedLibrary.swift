#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shared library opened at run time with `dlopen`, so that building the package needs neither the
/// library nor its headers.
///
/// Libraries stay loaded for the life of the process (they are opened once and cached by their users),
/// so the function pointers taken from them stay valid.
struct SharedLibrary {
    /// The name that `dlopen` accepted.
    let name: String
    private let handle: UnsafeMutableRawPointer

    /// Opens the first of `names` that `dlopen` can load, or nil if none can.
    static func open(firstOf names: [String]) -> SharedLibrary? {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                return SharedLibrary(name: name, handle: handle)
            }
        }
        return nil
    }

    /// The C function `symbol`, typed as `type` (a `@convention(c)` function type), or nil if the library lacks it.
    ///
    /// The caller is responsible for `type` matching the C declaration exactly.
    func function<Function>(_ symbol: String, as type: Function.Type) -> Function? {
        guard let address = dlsym(handle, symbol) else { return nil }
        return unsafeBitCast(address, to: type)
    }
}

/// Looks up every function a wrapper needs and turns a missing one into a ``ScanError/libraryMissing(library:hint:)``.
struct SymbolResolver {
    let library: SharedLibrary
    /// What to do when a function is missing, e.g. "install libzbar0 0.10 or later"; ends the error message.
    let upgradeHint: String

    /// Opens the first of `names` that `dlopen` can load, for resolving its functions; else throws
    /// ``ScanError/libraryMissing(library:hint:)`` with `hint` (what to install). The one way every wrapper
    /// (libzbar, libtesseract, libpng, libturbojpeg) opens its library.
    static func open(firstOf names: [String], hint: String) throws(ScanError) -> SymbolResolver {
        guard let library = SharedLibrary.open(firstOf: names) else {
            throw .libraryMissing(library: names.first ?? "", hint: hint)
        }
        return SymbolResolver(library: library, upgradeHint: hint)
    }

    func callAsFunction<Function>(_ symbol: String, as type: Function.Type) throws(ScanError) -> Function {
        guard let function = library.function(symbol, as: type) else {
            throw .libraryMissing(
                library: library.name,
                hint: "\(library.name) was loaded but lacks \(symbol), so it is too old or not the expected library: \(upgradeHint)"
            )
        }
        return function
    }
}

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
