#if canImport(Foundation)
import Foundation
import Synchronization

extension NumberFormatError: LocalizedError {
    /// The same as ``message``.
    public var errorDescription: String? { message }
}
#endif
