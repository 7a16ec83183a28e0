#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
