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
